//! libFuzzer target for the text parser (`cargo +nightly fuzz run parse`):
//! any input must parse or fail with a located error, and what parses must
//! print without panicking. The stable-Rust harness with the same checks runs
//! in the test suite (`runtime/tests/fuzz_parser.rs`).
#![no_main]

use dialectic_runtime::text::print::{PrintFlags, print_op};
use dialectic_runtime::text::parse;
use dialectic_runtime::{Context, Ir};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new();
    match parse::parse_source(&ctx, &mut ir, "fuzz.mlir", text) {
        Ok(module) => {
            let _ = print_op(&ctx, &ir, module, &PrintFlags { generic: true, ..Default::default() });
        }
        Err(e) => assert!(e.offset as usize <= text.len()),
    }
});
