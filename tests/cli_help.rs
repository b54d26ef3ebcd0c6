//! Issue 15: `--help` describes every option, the shared `--variant`,
//! `--layout` and `--position` included.

use std::process::Command;

fn help(subcommand: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hnefi"))
        .args([subcommand, "--help"])
        .output()
        .expect("run hnefi");
    assert!(out.status.success(), "{subcommand} --help");
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn every_option_of_every_subcommand_is_described() {
    for subcommand in [
        "variants", "replay", "moves", "render", "gif", "ai", "review", "bench",
    ] {
        let text = help(subcommand);
        let options = text
            .lines()
            .map(str::trim_start)
            .filter(|l| l.starts_with("--") || l.starts_with("-o"));
        for line in options {
            let flag = line.split_whitespace().next().unwrap_or_default();
            // The flag, its value's name, then its description.
            let described = line
                .split("  ")
                .map(str::trim)
                .filter(|part| !part.is_empty())
                .count()
                >= 2;
            assert!(
                described,
                "`hnefi {subcommand}`: {flag} has no description:\n{text}"
            );
        }
    }
}
