//! libFuzzer target for the LLVM IR importer (`cargo +nightly fuzz run
//! import_llvm`): any input (LLVM IR text or bitcode) must import or fail
//! with a diagnostic, and what imports must parse and verify as the `llvm`
//! dialect.
#![no_main]

use dialectic::verify::{VerifyOptions, verify_reporting};
use dialectic::text::parse;
use dialectic::{Context, Ir};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match dialectic_translate::import::import_llvm_ir("fuzz.ll", data) {
        Ok(imported) => {
            let ctx = Context::new();
            dialectic::dialects::register_all(&ctx);
            let mut ir = Ir::new();
            let module = parse::parse_source(&ctx, &mut ir, "imported.mlir", &imported.text)
                .expect("the importer's output parses");
            assert!(
                verify_reporting(&ctx, &ir, module, VerifyOptions::default(), &mut |_| {}),
                "the importer's output verifies"
            );
        }
        Err(message) => assert!(!message.is_empty()),
    }
});
