//! LLVM IR types as `llvm` dialect types (MLIR's `TypeFromLLVMIRTranslator`):
//! scalars to builtin integer and float types, vectors of them to builtin
//! vectors, everything else to `!llvm.*` types. Also the builtin shaped type
//! a constant's attribute is built with (`getBuiltinTypeForAttr`).

use crate::llvm;
use std::collections::HashMap;

use inkwell::llvm_sys::LLVMTypeKind;

use super::llvm::type_kind;

/// Converts and caches types.
#[derive(Default)]
pub struct TypeConverter<'ctx> {
    cache: HashMap<llvm::AnyType<'ctx>, String>,
}

/// A type's shape when a constant of it can be an elements attribute.
pub struct AttrShape {
    /// `tensor<2x3xi32>` or `vector<4xf32>`.
    pub text: String,
    /// The dimensions.
    pub dims: Vec<u64>,
    /// The scalar element type.
    pub element: String,
}

impl<'ctx> TypeConverter<'ctx> {
    /// The MLIR type text of `t` (top-level spelling, `!llvm.ptr`).
    pub fn convert(&mut self, t: llvm::AnyType<'ctx>) -> String {
        if let Some(s) = self.cache.get(&t) {
            return s.clone();
        }
        let s = self.spell(t, false);
        self.cache.insert(t, s.clone());
        s
    }

    /// The text of `t` nested in an `llvm` dialect type (`ptr`, not `!llvm.ptr`).
    fn spell(&mut self, t: llvm::AnyType<'ctx>, nested: bool) -> String {
        use LLVMTypeKind::*;
        let llvm = |body: String| {
            if nested {
                body
            } else {
                format!("!llvm.{body}")
            }
        };
        match type_kind(t) {
            LLVMVoidTypeKind => llvm("void".into()),
            LLVMHalfTypeKind => "f16".into(),
            LLVMBFloatTypeKind => "bf16".into(),
            LLVMFloatTypeKind => "f32".into(),
            LLVMDoubleTypeKind => "f64".into(),
            LLVMX86_FP80TypeKind => "f80".into(),
            LLVMFP128TypeKind => "f128".into(),
            LLVMPPC_FP128TypeKind => llvm("ppc_fp128".into()),
            LLVMLabelTypeKind => llvm("label".into()),
            LLVMMetadataTypeKind => llvm("metadata".into()),
            LLVMTokenTypeKind => llvm("token".into()),
            LLVMX86_AMXTypeKind => llvm("x86_amx".into()),
            LLVMX86_MMXTypeKind => llvm("x86_mmx".into()),
            LLVMIntegerTypeKind => format!("i{}", llvm::get_int_type_width(t)),
            LLVMPointerTypeKind => {
                let space = llvm::get_pointer_address_space(t);
                if space == 0 {
                    llvm("ptr".into())
                } else {
                    llvm(format!("ptr<{space}>"))
                }
            }
            LLVMArrayTypeKind => {
                let elem = self.spell(llvm::get_element_type(t), true);
                llvm(format!("array<{} x {elem}>", llvm::get_array_length2(t)))
            }
            LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
                let scalable = type_kind(t) == LLVMScalableVectorTypeKind;
                let elem_ty = llvm::get_element_type(t);
                let n = llvm::get_vector_size(t);
                if is_scalar(elem_ty) {
                    let elem = self.spell(elem_ty, false);
                    if scalable {
                        format!("vector<[{n}]x{elem}>")
                    } else {
                        format!("vector<{n}x{elem}>")
                    }
                } else {
                    let elem = self.spell(elem_ty, true);
                    if scalable {
                        llvm(format!("vec<? x {n} x {elem}>"))
                    } else {
                        llvm(format!("vec<{n} x {elem}>"))
                    }
                }
            }
            LLVMStructTypeKind => {
                let packed = if llvm::is_packed_struct(t) != 0 {
                    "packed "
                } else {
                    ""
                };
                let body = |this: &mut Self| {
                    let n = llvm::count_struct_element_types(t);
                    let elems: Vec<String> = (0..n)
                        .map(|i| this.spell(llvm::struct_get_type_at_index(t, i), true))
                        .collect();
                    format!("{packed}({})", elems.join(", "))
                };
                if llvm::is_literal_struct(t) != 0 {
                    llvm(format!("struct<{}>", body(self)))
                } else {
                    let name = llvm::get_struct_name(t);
                    let name = escape_string(name.as_bytes());
                    if llvm::is_opaque_struct(t) != 0 {
                        llvm(format!("struct<\"{name}\", opaque>"))
                    } else {
                        llvm(format!("struct<\"{name}\", {}>", body(self)))
                    }
                }
            }
            LLVMFunctionTypeKind => {
                let ret = self.spell(llvm::get_return_type(t), true);
                let params = llvm::get_param_types(t);
                let mut parts: Vec<String> =
                    params.into_iter().map(|p| self.spell(p, true)).collect();
                if llvm::is_function_var_arg(t) != 0 {
                    parts.push("...".into());
                }
                llvm(format!("func<{ret} ({})>", parts.join(", ")))
            }
            LLVMTargetExtTypeKind => {
                let name = target_ext_name(t);
                llvm(format!("target<\"{}\">", escape_string(name.as_bytes())))
            }
        }
    }

    /// `getBuiltinTypeForAttr`: the shaped type an elements attribute of a
    /// constant of type `t` has, if any (vectors of scalars, arrays nested
    /// down to scalars or vectors of scalars).
    pub fn attr_shape(&mut self, t: llvm::AnyType<'ctx>) -> Option<AttrShape> {
        use LLVMTypeKind::*;
        let mut dims = Vec::new();
        let mut cur = t;
        while type_kind(cur) == LLVMArrayTypeKind {
            dims.push(llvm::get_array_length2(cur));
            cur = llvm::get_element_type(cur);
        }
        if is_scalar(cur) {
            if dims.is_empty() {
                return None;
            }
            let element = self.convert(cur);
            return Some(AttrShape {
                text: format!("tensor<{}x{element}>", join_dims(&dims)),
                dims,
                element,
            });
        }
        if type_kind(cur) == LLVMVectorTypeKind && is_scalar(llvm::get_element_type(cur)) {
            dims.push(llvm::get_vector_size(cur) as u64);
            let element = self.convert(llvm::get_element_type(cur));
            return Some(AttrShape {
                text: format!("vector<{}x{element}>", join_dims(&dims)),
                dims,
                element,
            });
        }
        None
    }
}

fn join_dims(dims: &[u64]) -> String {
    dims.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("x")
}

/// Whether `t` is an integer or a float type that MLIR has as a builtin.
pub fn is_scalar<'ctx>(t: llvm::AnyType<'ctx>) -> bool {
    use LLVMTypeKind::*;
    matches!(
        type_kind(t),
        LLVMIntegerTypeKind
            | LLVMHalfTypeKind
            | LLVMBFloatTypeKind
            | LLVMFloatTypeKind
            | LLVMDoubleTypeKind
            | LLVMX86_FP80TypeKind
            | LLVMFP128TypeKind
    )
}

fn target_ext_name<'ctx>(t: llvm::AnyType<'ctx>) -> String {
    // The C API has no accessor for a target extension type's name; its
    // printed form is `target("name", ...)`.
    let printed = llvm::print_type_to_string(t);
    printed
        .split('"')
        .nth(1)
        .map(str::to_string)
        .unwrap_or_default()
}

/// Escapes bytes for an MLIR string literal (`\"`, `\\`, `\XX` for
/// non-printable bytes), as MLIR prints strings.
pub fn escape_string(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out
}
