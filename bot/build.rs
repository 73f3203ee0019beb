//! Rebuilds when a migration is added: `sqlx::migrate!` embeds the folder's files at
//! compile time but does not tell cargo to watch it.

fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
