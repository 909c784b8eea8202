//! The GenX dialect in the translation: each `genx` op exported as a call
//! of its intrinsic ([`export`]), every call of an `llvm.genx.*` function in
//! an imported module raised to its op ([`raise`]), and the kernels'
//! metadata, `!genx.kernels`, both ways ([`kernels`]).

pub mod declarations;
pub mod export;
pub mod kernels;
pub mod raise;

use dialectic::{Context, Ir, OpId};

use crate::import::ImportedModule;

/// What the GenX dialect adds to an import once `imported` is parsed into
/// `module`: its calls raised to ops and its kernels' attributes (nothing
/// when the context has no `genx` dialect). The warnings, rendered.
pub fn finish_import(
    ctx: &Context,
    ir: &mut Ir,
    module: OpId,
    imported: &ImportedModule,
    file: &str,
) -> Vec<String> {
    if !ctx.is_dialect_registered("genx") {
        return Vec::new();
    }
    let mut warnings = raise::raise_genx_calls(ctx, ir, module, file).warnings;
    warnings.extend(attach_metadata(ctx, ir, module, &imported.genx, file));
    warnings
}

/// What an LLVM module's GenX metadata says, read before the import (the
/// `llvm` dialect's import does not keep it).
#[derive(Clone, Debug, Default)]
pub struct GenXMetadata {
    /// The nodes of `!genx.kernels`.
    pub kernels: Vec<kernels::KernelEntry>,
    /// The intrinsic IDs cached on declarations (`!genx_intrinsic_id`).
    pub intrinsic_ids: Vec<(String, i32)>,
}

impl GenXMetadata {
    /// Reads the GenX metadata of `module`.
    pub fn read(context: &inkwell::context::Context, module: &inkwell::module::Module<'_>) -> Self {
        GenXMetadata {
            kernels: kernels::read_kernels(module),
            intrinsic_ids: declarations::read_intrinsic_ids(context, module),
        }
    }
}

/// Attaches `metadata` to the functions of `module` as attributes; the
/// warnings about what names no function or is no kernel.
pub fn attach_metadata(
    ctx: &Context,
    ir: &mut Ir,
    module: OpId,
    metadata: &GenXMetadata,
    file: &str,
) -> Vec<String> {
    let functions = functions_by_name(ctx, ir, module);
    declarations::attach_intrinsic_ids(ctx, ir, &functions, &metadata.intrinsic_ids);
    kernels::attach_kernels(ctx, ir, &functions, &metadata.kernels, file)
}

/// The `llvm.func`s of `module` by name.
fn functions_by_name(
    ctx: &Context,
    ir: &Ir,
    module: OpId,
) -> std::collections::HashMap<String, OpId> {
    let mut functions = std::collections::HashMap::new();
    let func = ctx.ident("llvm.func");
    if let Some(block) = ir.regions(module).first().and_then(|r| ir.entry_block(*r)) {
        for op in ir.ops_of(block) {
            if ir.op_name(op) == func
                && let Some(name) =
                    dialectic::op_support::inherent_or_discardable(ctx, ir, op, "sym_name")
                        .and_then(|a| dialectic::op_support::string_of(ctx, a))
            {
                functions.insert(name, op);
            }
        }
    }
    functions
}

/// The discardable attribute holding the name a call had in the imported
/// module when it was not the canonical one (real IR carries typed-pointer
/// suffixes, missing or extra ones): the export calls that name again, so
/// a round trip is exact.
pub const INTRINSIC_NAME_ATTR: &str = "genx.intrinsic_name";

/// The discardable attribute holding the tail call marker of an imported
/// call (`#llvm.tailcallkind<tail>`), absent when there was none.
pub const TAIL_CALL_KIND_ATTR: &str = "genx.tail_call_kind";
