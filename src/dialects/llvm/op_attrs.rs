//! The `custom<LLVMOpAttrs>(attr-dict)` directive of the llvm dialect's
//! formats (MLIR's `printLLVMOpAttrs`/`parseLLVMOpAttrs`): the op's
//! attribute dictionary, properties included, without fast-math flags that
//! are `none`: `llvm.intr.fabs(%x)  : (f32) -> f32`,
//! `llvm.intr.fabs(%x)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32`.

use dialectic_runtime::ods::DirectiveArg;
use dialectic_runtime::parse::{OpParser, PResult, UnresolvedOperand};
use dialectic_runtime::print::OpPrinter;
use dialectic_runtime::{OpId, Value};

use super::{FastmathFlags, FastmathFlagsAttr};

/// The attribute the fast-math flags of an op are stored in.
const FASTMATH_FLAGS: &str = "fastmathFlags";

/// Prints ` {...}` with every attribute of the op but `fastmathFlags` when
/// they are `none` (nothing when no attribute is left).
pub fn print_llvm_op_attrs(p: &mut OpPrinter<'_>, _op: OpId, args: &[DirectiveArg<Value>]) {
    let Some(DirectiveArg::Attributes(attrs)) = args.first() else {
        return;
    };
    let ctx = p.context();
    let no_flags = FastmathFlagsAttr::get(ctx, FastmathFlags::none);
    let kept: Vec<_> = attrs
        .iter()
        .copied()
        .filter(|&(name, value)| ctx.ident_str(name) != FASTMATH_FLAGS || value != no_flags)
        .collect();
    p.print_optional_attr_dict(&kept, &[]);
}

/// Parses an optional attribute dictionary; the attributes named like
/// properties become the op's properties, the others stay discardable.
pub fn parse_llvm_op_attrs<'s>(
    p: &mut OpParser<'_, 's>,
    args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
) -> PResult<bool> {
    let attrs = p.parse_optional_attr_dict()?;
    if let Some(slot) = args.first_mut() {
        *slot = DirectiveArg::Attributes(attrs);
    }
    Ok(true)
}
