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
    let seed_layout = ops.len() == 6 && !is_node(ops.get(2));
    if seed_layout {
        return Ok(Kernel {
            name: Some(string(ops.get(1), "name")?),
            asm_name: Some(string(ops.get(2), "asm name")?),
            arg_kinds: Some(ints(ops.get(3), "argument kinds")?),
            slm_size: Some(int(ops.get(4), "SLM size")?),
            arg_offsets: Some(ArgOffsets::List(ints(ops.get(5), "argument offsets")?)),
            ..Kernel::default()
        });
    }
    if ops.len() > 9 {
        return Err(format!(
            "it has {} operands: `KernelMDOp`'s layout has at most 9, seed 002's 6",
            ops.len()
        ));
    }
    // The operands present are the first ones of the layout.
    let at = |i: usize| ops.get(i).filter(|_| i < ops.len());
    let offsets = |v: &AnyValue<'_>| -> Result<ArgOffsets, String> {
        if is_node(Some(v)) {
            Ok(ArgOffsets::List(ints(Some(v), "argument offsets")?))
        } else {
            Ok(ArgOffsets::Scalar(int(Some(v), "argument offsets")?))
        }
    };
    Ok(Kernel {
        name: at(1).map(|v| string(Some(v), "name")).transpose()?,
        asm_name: None,
        arg_kinds: at(2).map(|v| ints(Some(v), "argument kinds")).transpose()?,
        slm_size: at(3).map(|v| int(Some(v), "SLM size")).transpose()?,
        arg_offsets: at(4).map(offsets).transpose()?,
        arg_io_kinds: at(5)
            .map(|v| ints(Some(v), "argument I/O kinds"))
            .transpose()?,
        arg_type_descs: at(6)
            .map(|v| strings(Some(v), "argument type descriptions"))
            .transpose()?,
        named_barriers: at(7)
            .map(|v| int(Some(v), "named-barrier count"))
            .transpose()?,
        barriers: at(8).map(|v| int(Some(v), "barrier count")).transpose()?,
    })
}

/// Sets the `genx.kernel` attribute of each entry's function in `module`;
/// the warnings about entries that are not kernels or name no function.
pub fn attach_kernels(
    ctx: &Context,
    ir: &mut Ir,
    functions: &std::collections::HashMap<String, OpId>,
    entries: &[KernelEntry],
    file: &str,
) -> Vec<String> {
    let mut warnings = Vec::new();
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
    let offsets = kernel.arg_offsets.as_ref().map(|offsets| match offsets {
        ArgOffsets::List(values) => ints(values),
        ArgOffsets::Scalar(v) => i32_md(*v),
    });
    let descs = kernel.arg_type_descs.as_ref().map(|descs| {
        let strings: Vec<Metadata<'a>> = descs.iter().map(|d| string(d)).collect();
        nodes::tuple(c, &strings)
    });
    // The fields present, in the layout's order, up to the first absent.
    let fields: Vec<Option<Metadata<'a>>> = match &kernel.asm_name {
        Some(asm_name) => vec![
            kernel.name.as_deref().map(string),
            Some(string(asm_name)),
            kernel.arg_kinds.as_deref().map(ints),
            kernel.slm_size.map(i32_md),
            offsets,
        ],
        None => vec![
            kernel.name.as_deref().map(string),
            kernel.arg_kinds.as_deref().map(ints),
            kernel.slm_size.map(i32_md),
            offsets,
            kernel.arg_io_kinds.as_deref().map(ints),
            descs,
            kernel.named_barriers.map(i32_md),
            kernel.barriers.map(i32_md),
        ],
    };
    let mut operands = vec![llvm::value_as_metadata(function)];
    operands.extend(fields.into_iter().map_while(|f| f));
    let node = nodes::tuple(c, &operands);
    llvm::add_named_metadata_operand(
        t.llvm_module(),
        NAMED_METADATA,
        llvm::metadata_as_value(c, node),
    );
    Ok(())
}
