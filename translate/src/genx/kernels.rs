//! Kernels' metadata both ways: each node of `!genx.kernels` becomes the
//! `genx.kernel` attribute of the function it names, and the attribute is
//! written back as a node of `!genx.kernels`, in the layout it was read in.
//!
//! Real IR uses vc-intrinsics' `KernelMDOp` layout: function, name,
//! argument kinds, SLM size, argument offsets (a node, or one integer),
//! argument I/O kinds, argument type descriptions, named-barrier count and
//! an optional barrier count (8 or 9 operands). Seed 002 describes an older
//! one: function, name, asm name, argument kinds, SLM size, argument
//! offsets (6 operands, the third a string); both are read.

use std::ffi::CStr;

use dialectic::op_support::{string_of, symbol_ref_of};
use dialectic::{Attribute, Context, Ir, OpId};
use dialectic_genx::kernel::{ArgOffsets, KERNEL_ATTR, Kernel};

use crate::error::{TranslateError, TranslateResult};
use crate::llvm;
use crate::llvm::{AnyValue, Metadata};
use crate::metadata::nodes;
use crate::module_translation::ModuleTranslation;

const NAMED_METADATA: &CStr = c"genx.kernels";

/// One node of `!genx.kernels`: the function it names and the kernel, or
/// why it is not one.
#[derive(Clone, Debug)]
pub struct KernelEntry {
    /// The function.
    pub function: String,
    /// The kernel read.
    pub kernel: Result<Kernel, String>,
}

/// The entries of `!genx.kernels` in `module`.
pub fn read_kernels(module: &inkwell::module::Module<'_>) -> Vec<KernelEntry> {
    llvm::get_named_metadata_operands(llvm::ModuleRef::new(module), NAMED_METADATA)
        .into_iter()
        .map(read_entry)
        .collect()
}

fn read_entry(node: AnyValue<'_>) -> KernelEntry {
    let operands = llvm::get_md_node_operands(node);
    let function = operands
        .first()
        .filter(|f| !f.is_null() && !llvm::is_a_function(**f).is_null())
        .map(|f| llvm::get_value_name2(*f))
        .unwrap_or_default();
    let kernel = if function.is_empty() {
        Err("its first operand is no function".to_string())
    } else {
        read_kernel(&operands)
    };
    KernelEntry { function, kernel }
}

fn int(v: Option<&AnyValue<'_>>, what: &str) -> Result<i32, String> {
    v.filter(|v| !v.is_null() && !llvm::is_a_constant_int(**v).is_null())
        .map(|v| llvm::const_int_get_zext_value(*v) as u32 as i32)
        .ok_or_else(|| format!("its {what} is no integer"))
}

fn string(v: Option<&AnyValue<'_>>, what: &str) -> Result<String, String> {
    v.filter(|v| !v.is_null() && !llvm::is_a_md_string(**v).is_null())
        .and_then(|v| llvm::get_md_string(*v))
        .ok_or_else(|| format!("its {what} is no string"))
}

fn is_node(v: Option<&AnyValue<'_>>) -> bool {
    v.is_some_and(|v| !v.is_null() && !llvm::is_a_md_node(*v).is_null())
}

fn ints(v: Option<&AnyValue<'_>>, what: &str) -> Result<Vec<i32>, String> {
    if !is_node(v) {
        return Err(format!("its {what} is no node"));
    }
    llvm::get_md_node_operands(*v.unwrap_or(&AnyValue::null()))
        .iter()
        .map(|e| int(Some(e), what))
        .collect()
}

fn strings(v: Option<&AnyValue<'_>>, what: &str) -> Result<Vec<String>, String> {
    if !is_node(v) {
        return Err(format!("its {what} is no node"));
    }
    llvm::get_md_node_operands(*v.unwrap_or(&AnyValue::null()))
        .iter()
        .map(|e| string(Some(e), what))
        .collect()
}

fn read_kernel(ops: &[AnyValue<'_>]) -> Result<Kernel, String> {
    let name = string(ops.get(1), "name")?;
    let seed_layout = ops.len() == 6 && !is_node(ops.get(2));
    if seed_layout {
        return Ok(Kernel {
            name,
            asm_name: Some(string(ops.get(2), "asm name")?),
            arg_kinds: ints(ops.get(3), "argument kinds")?,
            slm_size: int(ops.get(4), "SLM size")?,
            arg_offsets: ArgOffsets::List(ints(ops.get(5), "argument offsets")?),
            arg_io_kinds: None,
            arg_type_descs: None,
            named_barriers: None,
            barriers: None,
        });
    }
    if ops.len() != 8 && ops.len() != 9 {
        return Err(format!(
            "it has {} operands: `KernelMDOp`'s layout has 8 or 9, seed 002's 6",
            ops.len()
        ));
    }
    let arg_offsets = if is_node(ops.get(4)) {
        ArgOffsets::List(ints(ops.get(4), "argument offsets")?)
    } else {
        ArgOffsets::Scalar(int(ops.get(4), "argument offsets")?)
    };
    Ok(Kernel {
        name,
        asm_name: None,
        arg_kinds: ints(ops.get(2), "argument kinds")?,
        slm_size: int(ops.get(3), "SLM size")?,
        arg_offsets,
        arg_io_kinds: Some(ints(ops.get(5), "argument I/O kinds")?),
        arg_type_descs: Some(strings(ops.get(6), "argument type descriptions")?),
        named_barriers: Some(int(ops.get(7), "named-barrier count")?),
        barriers: ops
            .get(8)
            .map(|b| int(Some(b), "barrier count"))
            .transpose()?,
    })
}

/// Sets the `genx.kernel` attribute of each entry's function in `module`;
/// the warnings about entries that are not kernels or name no function.
pub fn attach_kernels(
    ctx: &Context,
    ir: &mut Ir,
    module: OpId,
    entries: &[KernelEntry],
    file: &str,
) -> Vec<String> {
    let mut warnings = Vec::new();
    let mut functions = std::collections::HashMap::new();
    let func = ctx.ident("llvm.func");
    if let Some(block) = ir.regions(module).first().and_then(|r| ir.entry_block(*r)) {
        for op in ir.ops_of(block) {
            if ir.op_name(op) == func
                && let Some(name) =
                    dialectic::op_support::inherent_or_discardable(ctx, ir, op, "sym_name")
                        .and_then(|a| string_of(ctx, a).or_else(|| symbol_ref_of(ctx, a)))
            {
                functions.insert(name, op);
            }
        }
    }
    for entry in entries {
        let kernel = match &entry.kernel {
            Ok(kernel) => kernel,
            Err(reason) => {
                warnings.push(format!(
                    "{file}: warning: a node of !genx.kernels is dropped: {reason}"
                ));
                continue;
            }
        };
        let Some(&op) = functions.get(&entry.function) else {
            warnings.push(format!(
                "{file}: warning: !genx.kernels names `{}`, which is no function of the module",
                entry.function
            ));
            continue;
        };
        let mut attributes = ctx.dictionary_entries(ir.op_attributes(op)).to_vec();
        attributes.push((ctx.ident(KERNEL_ATTR), kernel.to_attr(ctx)));
        ir.set_op_attributes(op, ctx.dictionary_attr(attributes));
    }
    warnings
}

/// Appends the node of the kernel `attr` of `function` to `!genx.kernels`.
pub fn write_kernel<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    function: AnyValue<'a>,
    attr: Attribute,
) -> TranslateResult<()> {
    let kernel = Kernel::from_attr(t.ctx, attr)
        .map_err(|m| TranslateError::at(op, format!("'{KERNEL_ATTR}' {m}")))?;
    let c = t.llvm_context();
    let i32_md = |v: i32| nodes::int(c, 32, v as u32 as u64);
    let ints = |vs: &[i32]| -> Metadata<'a> {
        let operands: Vec<Metadata<'a>> = vs.iter().map(|v| i32_md(*v)).collect();
        nodes::tuple(c, &operands)
    };
    let string = |s: &str| nodes::string(c, s.as_bytes());
    let offsets = match &kernel.arg_offsets {
        ArgOffsets::List(values) => ints(values),
        ArgOffsets::Scalar(v) => i32_md(*v),
    };
    let mut operands = vec![llvm::value_as_metadata(function), string(&kernel.name)];
    match &kernel.asm_name {
        Some(asm_name) => {
            operands.extend([
                string(asm_name),
                ints(&kernel.arg_kinds),
                i32_md(kernel.slm_size),
                offsets,
            ]);
        }
        None => {
            operands.extend([ints(&kernel.arg_kinds), i32_md(kernel.slm_size), offsets]);
            operands.push(ints(kernel.arg_io_kinds.as_deref().unwrap_or_default()));
            let descs: Vec<Metadata<'a>> = kernel
                .arg_type_descs
                .iter()
                .flatten()
                .map(|d| string(d))
                .collect();
            operands.push(nodes::tuple(c, &descs));
            operands.push(i32_md(kernel.named_barriers.unwrap_or(0)));
            if let Some(barriers) = kernel.barriers {
                operands.push(i32_md(barriers));
            }
        }
    }
    let node = nodes::tuple(c, &operands);
    llvm::add_named_metadata_operand(
        t.llvm_module(),
        NAMED_METADATA,
        llvm::metadata_as_value(c, node),
    );
    Ok(())
}
