//! Links the `boyi` binary as a position-dependent executable on Linux.
//!
//! A position-independent executable is relocated by the dynamic loader at every start: here
//! some 22,000 pointers in 85 pages of `.data.rel.ro` and the GOT (vtables, the registry's
//! tables of names and help), each page faulted in and copied. Linked at a fixed address the
//! linker resolves them once, and `boyi --version` starts in about 1.3 ms rather than 1.7 ms
//! (docs/figures.md). The price is that the binary's own code is not placed at a random
//! address (the libraries, stack and heap still are); `boyi serve` listens on loopback unless
//! told otherwise.

fn main() {
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    let gnu = std::env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|env| env == "gnu");
    if linux && gnu {
        println!("cargo:rustc-link-arg-bin=boyi=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
