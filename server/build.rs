// The demo content is embedded in the binary: rebuild when it changes.
fn main() {
    println!("cargo:rerun-if-changed=../content");
    println!("cargo:rerun-if-changed=migrations");
}
