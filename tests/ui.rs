//! What must not compile: misused typed builders (a missing operand named
//! in the error, an attribute or operand of the wrong static type) and
//! `.td` errors reported as `compile_error!` at their `file:line:col`.
//! Each `tests/ui/*.rs` has the expected compiler output beside it
//! (`TRYBUILD=overwrite cargo test --test ui` rewrites them).

#[test]
fn ui() {
    // The `.td` paths of `dialect!` in the cases are relative to this crate.
    // SAFETY: set before any other thread of this test binary reads the
    // environment.
    unsafe { std::env::set_var("DIALECTIC_TD_ROOT", env!("CARGO_MANIFEST_DIR")) };
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
}
