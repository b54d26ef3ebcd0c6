// `sqlx::migrate!` embeds ../../migrations at compile time; rebuild when a
// migration is added or changed (stable Rust cannot track it otherwise).
fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
}
