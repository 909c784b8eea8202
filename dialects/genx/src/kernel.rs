//! A kernel's metadata with typed fields, and its attribute,
//! `#genx.kernel<...>`, which sits on the kernel's `llvm.func` as
//! `genx.kernel`. The fields follow vc-intrinsics' `KernelMDOp` layout of
//! `!genx.kernels` (the translation reads and writes that layout, and the
//! older one of seed 002, whose entries have an asm name).
//! [`verify_operation_attribute`] checks what the attribute and its
//! function alone say: that it is a `#genx.kernel` of fields of their
//! types on an `llvm.func`, with one argument kind and one listed offset
//! per argument of the function; the rest of what the backend wants of it
//! is `genx-check-backend-rules`'s (`crate::rules::kernel_metadata`).

use dialectic::op_support::{integer_of, string_of};
use dialectic::{AttrKind, Attribute, Context};

use crate::KernelAttr;

/// The name of the attribute on `llvm.func`.
pub const KERNEL_ATTR: &str = "genx.kernel";

/// The argument offsets: one per argument, or one integer (as some real
/// inputs write it, usually 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgOffsets {
    /// One offset per argument.
    List(Vec<i32>),
    /// One integer for all.
    Scalar(i32),
}

/// A kernel. The fields present are the first ones of the layout (real
/// inputs hold nodes cut short); a well-formed kernel has them all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Kernel {
    /// The kernel's name.
    pub name: Option<String>,
    /// The asm name of seed 002's layout (`None`: `KernelMDOp`'s layout).
    pub asm_name: Option<String>,
    /// The kind of each argument (general, surface, sampler, ...).
    pub arg_kinds: Option<Vec<i32>>,
    /// The size of the shared local memory in bytes.
    pub slm_size: Option<i32>,
    /// The offset of each argument in the payload.
    pub arg_offsets: Option<ArgOffsets>,
    /// Whether each argument is input, output or both.
    pub arg_io_kinds: Option<Vec<i32>>,
    /// The type description of each argument (`buffer_t read_write`).
    pub arg_type_descs: Option<Vec<String>>,
    /// The number of named barriers.
    pub named_barriers: Option<i32>,
    /// The number of barriers (the ninth operand, when present).
    pub barriers: Option<i32>,
}

impl Kernel {
    /// The `#genx.kernel<...>` attribute.
    pub fn to_attr(&self, ctx: &Context) -> Attribute {
        let i32_attr = |v: i32| ctx.integer_attr(ctx.integer_type(32), i128::from(v));
        let string = |s: &str| ctx.string_attr(s.as_bytes());
        let offsets = self.arg_offsets.as_ref().map(|offsets| match offsets {
            ArgOffsets::List(values) => dense_i32(ctx, values),
            ArgOffsets::Scalar(v) => i32_attr(*v),
        });
        KernelAttr::get(
            ctx,
            self.name.as_deref().map(string),
            self.asm_name.as_deref().map(string),
            self.arg_kinds.as_deref().map(|v| dense_i32(ctx, v)),
            self.slm_size.map(i32_attr),
            offsets,
            self.arg_io_kinds.as_deref().map(|v| dense_i32(ctx, v)),
            self.arg_type_descs
                .as_ref()
                .map(|descs| ctx.array_attr(descs.iter().map(|d| string(d)).collect())),
            self.named_barriers.map(i32_attr),
            self.barriers.map(i32_attr),
        )
    }

    /// The kernel an attribute describes; the message says which field is
    /// not of its type.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Result<Kernel, String> {
        if !KernelAttr::is(ctx, attr) {
            return Err("is not a #genx.kernel attribute".into());
        }
        let int = |field: &str, a: Attribute| -> Result<i32, String> {
            integer_of(ctx, a)
                .and_then(|v| i32::try_from(v).ok())
                .ok_or_else(|| format!("`{field}` must be an i32 integer"))
        };
        let ints = |field: &str, a: Attribute| -> Result<Vec<i32>, String> {
            dense_i32_values(ctx, a).ok_or_else(|| format!("`{field}` must be an array<i32: ...>"))
        };
        let string = |field: &str, a: Attribute| -> Result<String, String> {
            string_of(ctx, a).ok_or_else(|| format!("`{field}` must be a string"))
        };
        let arg_offsets = match KernelAttr::arg_offsets(ctx, attr).flatten() {
            Some(a) => Some(match dense_i32_values(ctx, a) {
                Some(list) => ArgOffsets::List(list),
                None => ArgOffsets::Scalar(int("argOffsets", a)?),
            }),
            None => None,
        };
        let descs = match KernelAttr::arg_type_descs(ctx, attr).flatten() {
            Some(a) => match ctx.attr_kind(a) {
                AttrKind::Array(elements) => Some(
                    elements
                        .iter()
                        .map(|e| string("argTypeDescs", *e))
                        .collect::<Result<Vec<_>, _>>()?,
                ),
                _ => return Err("`argTypeDescs` must be an array of strings".into()),
            },
            None => None,
        };
        Ok(Kernel {
            name: KernelAttr::name(ctx, attr)
                .flatten()
                .map(|a| string("name", a))
                .transpose()?,
            asm_name: KernelAttr::asm_name(ctx, attr)
                .flatten()
                .map(|a| string("asmName", a))
                .transpose()?,
            arg_kinds: KernelAttr::arg_kinds(ctx, attr)
                .flatten()
                .map(|a| ints("argKinds", a))
                .transpose()?,
            slm_size: KernelAttr::slm_size(ctx, attr)
                .flatten()
                .map(|a| int("slmSize", a))
                .transpose()?,
            arg_offsets,
            arg_io_kinds: KernelAttr::arg_io_kinds(ctx, attr)
                .flatten()
                .map(|a| ints("argIOKinds", a))
                .transpose()?,
            arg_type_descs: descs,
            named_barriers: KernelAttr::named_barriers(ctx, attr)
                .flatten()
                .map(|a| int("namedBarriers", a))
                .transpose()?,
            barriers: KernelAttr::barriers(ctx, attr)
                .flatten()
                .map(|a| int("barriers", a))
                .transpose()?,
        })
    }
}

/// `array<i32: ...>`.
pub fn dense_i32(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: values.iter().map(|&v| u128::from(v as u32)).collect(),
    })
}

/// The GenX dialect's check of the `genx.*` attributes an op carries
/// outside its definition (MLIR's `verifyOperationAttribute`): a
/// `genx.kernel` is a well-typed `#genx.kernel` on an `llvm.func`, with as
/// many argument kinds, and offsets when they are a list, as the function
/// has arguments.
pub fn verify_operation_attribute(
    ctx: &Context,
    ir: &dialectic::Ir,
    op: dialectic::OpId,
    name: &str,
    value: Attribute,
) -> Result<(), dialectic::OpError> {
    use dialectic::OpError;
    if name != KERNEL_ATTR {
        return Ok(());
    }
    if ctx.ident_str(ir.op_name(op)) != "llvm.func" {
        return Err(OpError::op_error(format!(
            "has a '{KERNEL_ATTR}' attribute, which belongs on an 'llvm.func'"
        )));
    }
    if !KernelAttr::is(ctx, value) {
        return Err(OpError::op_error(format!(
            "attribute '{KERNEL_ATTR}' must be a #genx.kernel attribute"
        )));
    }
    let kernel = Kernel::from_attr(ctx, value)
        .map_err(|message| OpError::op_error(format!("attribute '{KERNEL_ATTR}': {message}")))?;
    let args = function_arity(ctx, ir, op).unwrap_or(0);
    let listed = [
        ("argument kinds", kernel.arg_kinds.as_ref().map(Vec::len)),
        (
            "argument offsets",
            match &kernel.arg_offsets {
                Some(ArgOffsets::List(list)) => Some(list.len()),
                _ => None,
            },
        ),
    ];
    for (what, count) in listed {
        if let Some(count) = count
            && count != args
        {
            let arguments = if args == 1 {
                "1 argument".to_string()
            } else {
                format!("{args} arguments")
            };
            return Err(OpError::op_error(format!(
                "attribute '{KERNEL_ATTR}' has {count} {what}, but the function has {arguments}"
            )));
        }
    }
    Ok(())
}

/// The argument types of function `func` (an `llvm.func`) and its result
/// type (`None` for `void`); `None` when its type is not a function type.
pub fn function_signature(
    ctx: &Context,
    ir: &dialectic::Ir,
    func: dialectic::OpId,
) -> Option<(Vec<dialectic::Type>, Option<dialectic::Type>)> {
    use dialectic::dialects::llvm::{LLVMFunctionType, LLVMVoidType};
    let ty = dialectic::op_support::inherent_or_discardable(ctx, ir, func, "function_type")
        .and_then(|a| dialectic::op_support::type_of(ctx, a))?;
    let params = LLVMFunctionType::params(ctx, ty)?;
    let result = LLVMFunctionType::return_type(ctx, ty).filter(|&r| !LLVMVoidType::is(ctx, r));
    Some((params.to_vec(), result))
}

/// The number of arguments of function `func` (an `llvm.func`).
pub fn function_arity(ctx: &Context, ir: &dialectic::Ir, func: dialectic::OpId) -> Option<usize> {
    function_signature(ctx, ir, func).map(|(params, _)| params.len())
}

/// The values of an `array<i32: ...>`.
pub fn dense_i32_values(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { element, values } if *element == ctx.integer_type(32) => {
            Some(values.iter().map(|&v| v as u32 as i32).collect())
        }
        _ => None,
    }
}
