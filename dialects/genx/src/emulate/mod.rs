//! `--genx-emulate`: the GenX region ops and a set of ALU intrinsics
//! lowered to plain LLVM-dialect ops, so that a GenX function runs on the
//! CPU. A partial conversion on the conversion framework: the LLVM
//! dialect is legal, the ops of the set are illegal, every other op stays
//! as it is. The patterns are [`region`]'s and [`alu`]'s, and the
//! one-to-one lowerings of `defs/genx/Emulate.td`, which also declares
//! the pass (its description lists the set).

pub mod alu;
pub mod build;
pub mod region;

use std::sync::Arc;

use dialectic::conversion::config::conversion_config;
use dialectic::conversion::llvm_type_converter::llvm_type_converter;
use dialectic::conversion::one_to_one::populate_one_to_one_patterns;
use dialectic::pass_hooks::PassBody;
use dialectic::runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic::runtime::rewrite::conversion::{
    ConversionPatternSet, ConversionTarget, TypeConverter, UNREALIZED_CONVERSION_CAST,
    apply_partial_conversion,
};
use dialectic::runtime::storage::diagnostics::Diagnostic;
use dialectic::{Context, Ir, OpId};

use alu::{LowerAbsInt, LowerMinMax, LowerSaturate, mixed_patterns};
use region::{LowerPredicateRead, LowerPredicateWrite, LowerRegionRead, LowerRegionWrite};

/// The pass and the one-to-one lowerings of `defs/genx/Emulate.td`.
#[allow(missing_docs)]
mod table {
    dialectic::dialect!("../../defs/genx/Emulate.td");
}

pub use table::{GenXEmulatePass, register_passes};

/// The min/max intrinsics and their LLVM counterparts.
const MIN_MAX: [(&str, &str); 6] = [
    ("genx.smax", "llvm.intr.smax"),
    ("genx.umax", "llvm.intr.umax"),
    ("genx.smin", "llvm.intr.smin"),
    ("genx.umin", "llvm.intr.umin"),
    ("genx.fmax", "llvm.intr.maxnum"),
    ("genx.fmin", "llvm.intr.minnum"),
];

/// Adds the emulation's patterns to `patterns`.
pub fn populate_emulation_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    populate_one_to_one_patterns(table::ONE_TO_ONE_CONVERSIONS, converter, patterns);
    for name in ["genx.rdregioni", "genx.rdregionf"] {
        patterns.add(LowerRegionRead(name));
    }
    for name in ["genx.wrregioni", "genx.wrregionf", "genx.wrconstregion"] {
        patterns.add(LowerRegionWrite(name));
    }
    patterns.add(LowerPredicateRead);
    for name in ["genx.wrpredregion", "genx.wrpredpredregion"] {
        patterns.add(LowerPredicateWrite(name));
    }
    for (source, target) in MIN_MAX {
        patterns.add(LowerMinMax { source, target });
    }
    patterns.add(LowerAbsInt);
    patterns.add(LowerSaturate);
    for pattern in mixed_patterns() {
        patterns.add(pattern);
    }
}

/// The ops the emulation lowers (illegal after it).
pub fn emulated_ops() -> Vec<String> {
    let mut names: Vec<String> = [
        "genx.rdregioni",
        "genx.rdregionf",
        "genx.wrregioni",
        "genx.wrregionf",
        "genx.wrconstregion",
        "genx.rdpredregion",
        "genx.wrpredregion",
        "genx.wrpredpredregion",
        "genx.absi",
        "genx.absf",
        "genx.sat",
    ]
    .into_iter()
    .map(str::to_string)
    .collect();
    names.extend(MIN_MAX.iter().map(|(source, _)| source.to_string()));
    names.extend(mixed_patterns().into_iter().map(|p| p.source));
    names
}

/// Lowers the emulated ops nested in `op` (MLIR's partial conversion: an
/// emulated op no pattern lowers is an error at its place).
pub fn emulate(ctx: &Context, ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let converter = Arc::new(llvm_type_converter(64));
    let mut patterns = ConversionPatternSet::new();
    populate_emulation_patterns(&converter, &mut patterns);
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("llvm");
    target.add_legal_op(UNREALIZED_CONVERSION_CAST);
    for name in emulated_ops() {
        target.add_illegal_op(&name);
    }
    apply_partial_conversion(ctx, ir, &[op], &target, &patterns, &conversion_config()).map(|_| ())
}

impl PassBody for GenXEmulatePass {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        emulate(ctx, ir, op).map_err(|d| {
            run.emit(d);
            PassFailed
        })
    }
}
