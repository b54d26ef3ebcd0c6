//! `hnefi serve` (and `hnefi` alone) without a token: one clear line, a
//! failing exit, no database touched (docs/discord.md, "Settings").

use std::process::Command;

fn run(args: &[&str]) -> std::process::Output {
    let dir =
        std::env::temp_dir().join(format!("hnefi-serve-{}-{}", std::process::id(), args.len()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_hnefi"))
        .args(args)
        .current_dir(&dir)
        .env_remove("DISCORD_TOKEN")
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.join("x.db").display()),
        )
        .output()
        .unwrap();
    assert!(!dir.join("x.db").exists(), "no database without a token");
    let _ = std::fs::remove_dir_all(&dir);
    out
}

#[test]
fn serve_without_a_token_says_what_is_missing() {
    for args in [&["serve"][..], &[][..]] {
        let out = run(args);
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("DISCORD_TOKEN"), "{err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}
