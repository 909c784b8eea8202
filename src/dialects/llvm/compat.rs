//! Which types LLVM IR has (MLIR's `isCompatibleType` and its relatives in
//! LLVMTypes.cpp): builtin signless integers, the float types LLVM knows,
//! 1-D builtin vectors of those, and the `llvm` dialect's types. Also the
//! queries over the three kinds of LLVM-compatible vectors (builtin
//! `vector<4xi32>`, `!llvm.vec<4 x ptr>`, `!llvm.vec<? x 4 x  i32>`).

use super::types::llvm_type;
use super::{
    LLVMArrayType, LLVMFixedVectorType, LLVMFunctionType, LLVMScalableVectorType, LLVMStructType,
    LLVMTargetExtType,
};
use crate::op_support::{Context, FloatSemantics, Signedness, Type, TypeKind};

/// Whether `ty` is a float type LLVM has: `bf16`, `f16`, `f32`, `f64`,
/// `f80`, `f128` or `!llvm.ppc_fp128` (MLIR's
/// `isCompatibleFloatingPointType`).
pub fn is_compatible_float_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Float(s) => is_llvm_float(*s),
        _ => llvm_type(ctx, ty).is_some_and(|(m, _)| m == "ppc_fp128"),
    }
}

fn is_llvm_float(s: FloatSemantics) -> bool {
    matches!(
        s,
        FloatSemantics::BF16
            | FloatSemantics::F16
            | FloatSemantics::F32
            | FloatSemantics::F64
            | FloatSemantics::F80
            | FloatSemantics::F128
    )
}

fn is_signless_integer(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// Whether `ty` is one of LLVM's types, without looking at the types inside
/// it (MLIR's `isCompatibleOuterType`): a builtin signless integer, an LLVM
/// float type, a 1-D builtin vector, or any type of the `llvm` dialect.
pub fn is_compatible_outer_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeKind::Float(s) => is_llvm_float(*s),
        TypeKind::Vector { shape, .. } => shape.len() == 1,
        _ => llvm_type(ctx, ty).is_some(),
    }
}

/// Whether `ty` and every type inside it are LLVM's types (MLIR's
/// `isCompatibleType`): `!llvm.array<4 x si32>` is not.
pub fn is_compatible_type(ctx: &Context, ty: Type) -> bool {
    is_compatible_within(ctx, ty, &mut Vec::new())
}

/// `enclosing` holds the identified structs being checked further up,
/// which count as compatible (so a struct that contains itself ends);
/// only they can make a type contain itself.
fn is_compatible_within(ctx: &Context, ty: Type, enclosing: &mut Vec<Type>) -> bool {
    let all = |types: &[Type], enclosing: &mut Vec<Type>| {
        types
            .iter()
            .all(|&t| is_compatible_within(ctx, t, enclosing))
    };
    match ctx.type_kind(ty) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeKind::Float(s) => is_llvm_float(*s),
        TypeKind::Vector { shape, element, .. } => shape.len() == 1 && all(&[*element], enclosing),
        _ => match llvm_type(ctx, ty) {
            None => false,
            Some((mnemonic, _)) => match mnemonic {
                "struct" if LLVMStructType::is_identified(ctx, ty) => {
                    if enclosing.contains(&ty) {
                        return true;
                    }
                    enclosing.push(ty);
                    let result = all(LLVMStructType::body(ctx, ty).unwrap_or_default(), enclosing);
                    enclosing.pop();
                    result
                }
                "struct" => all(LLVMStructType::body(ctx, ty).unwrap_or_default(), enclosing),
                "func" => {
                    let ret = LLVMFunctionType::return_type(ctx, ty);
                    let params = LLVMFunctionType::params(ctx, ty).unwrap_or_default();
                    ret.is_some_and(|r| all(&[r], enclosing)) && all(&params, enclosing)
                }
                "array" => {
                    LLVMArrayType::element_type(ctx, ty).is_some_and(|e| all(&[e], enclosing))
                }
                "vec" => {
                    LLVMFixedVectorType::element_type(ctx, ty).is_some_and(|e| all(&[e], enclosing))
                }
                "scalable_vec" => LLVMScalableVectorType::element_type(ctx, ty)
                    .is_some_and(|e| all(&[e], enclosing)),
                "target" => all(
                    &LLVMTargetExtType::type_params(ctx, ty).unwrap_or_default(),
                    enclosing,
                ),
                _ => true,
            },
        },
    }
}

/// Whether `ty` is a vector LLVM has (MLIR's `isCompatibleVectorType`): a
/// 1-D builtin vector of signless integers or LLVM floats, or an
/// `!llvm.vec` (fixed or scalable).
pub fn is_compatible_vector_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. } => {
            shape.len() == 1
                && (is_signless_integer(ctx, *element)
                    || matches!(ctx.type_kind(*element), TypeKind::Float(s) if is_llvm_float(*s)))
        }
        _ => llvm_type(ctx, ty).is_some_and(|(m, _)| m == "vec" || m == "scalable_vec"),
    }
}

/// The element type of a builtin vector or an `!llvm.vec` (MLIR's
/// `getVectorElementType`); `None` for other types.
pub fn vector_element_type(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => Some(*element),
        _ => LLVMFixedVectorType::element_type(ctx, ty)
            .or_else(|| LLVMScalableVectorType::element_type(ctx, ty)),
    }
}

/// A number of vector elements: `min` exactly, or a multiple of `min` when
/// `scalable` (LLVM's `ElementCount`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElementCount {
    /// The number of elements, or the known factor of it.
    pub min: u64,
    /// Whether the count is `min` times a factor known at run time.
    pub scalable: bool,
}

/// The number of elements of a 1-D builtin vector or an `!llvm.vec`
/// (MLIR's `getVectorNumElements`); `None` for other types.
pub fn vector_num_elements(ctx: &Context, ty: Type) -> Option<ElementCount> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Some(ElementCount {
            min: u64::try_from(*shape.first()?).ok()?,
            scalable: scalable.first().copied().unwrap_or(false),
        }),
        _ => {
            if let Some(n) = LLVMFixedVectorType::num_elements(ctx, ty) {
                Some(ElementCount {
                    min: n.into(),
                    scalable: false,
                })
            } else {
                LLVMScalableVectorType::min_num_elements(ctx, ty).map(|n| ElementCount {
                    min: n.into(),
                    scalable: true,
                })
            }
        }
    }
}

/// Whether `ty` is a scalable vector: `!llvm.vec<? x 4 x  ptr>` or a
/// builtin vector with a scalable dimension (`vector<[4]xi32>`); MLIR's
/// `isScalableVectorType`, false for types that are not vectors.
pub fn is_scalable_vector_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector { scalable, .. } => scalable.iter().any(|&s| s),
        _ => LLVMScalableVectorType::is(ctx, ty),
    }
}

/// A vector of `count` elements of `element` (scalable: a multiple of
/// `count`), builtin for the element types the builtin `vector` holds and
/// `!llvm.vec` for the others (pointers, `ppc_fp128`); MLIR's
/// `getVectorType`.
pub fn vector_type(ctx: &Context, element: Type, count: u32, scalable: bool) -> Type {
    if LLVMFixedVectorType::is_valid_element_type(ctx, element) {
        if scalable {
            LLVMScalableVectorType::get(ctx, element, count)
        } else {
            LLVMFixedVectorType::get(ctx, element, count)
        }
    } else {
        ctx.intern_type(TypeKind::Vector {
            shape: vec![count.into()],
            scalable: vec![scalable],
            element,
        })
    }
}

/// A fixed vector of `count` elements of `element` (MLIR's
/// `getFixedVectorType`).
pub fn fixed_vector_type(ctx: &Context, element: Type, count: u32) -> Type {
    vector_type(ctx, element, count, false)
}

/// A scalable vector of a multiple of `count` elements of `element` (MLIR's
/// `getScalableVectorType`).
pub fn scalable_vector_type(ctx: &Context, element: Type, count: u32) -> Type {
    vector_type(ctx, element, count, true)
}

/// The size of a type in bits, scalable for scalable vectors (LLVM's
/// `TypeSize`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeSize {
    /// Bits, or the known factor of them.
    pub bits: u64,
    /// Whether the size is `bits` times a factor known at run time.
    pub scalable: bool,
}

impl TypeSize {
    const fn fixed(bits: u64) -> Self {
        TypeSize {
            bits,
            scalable: false,
        }
    }
}

/// The size in bits of a primitive LLVM type (MLIR's
/// `getPrimitiveTypeSizeInBits`): integers and floats by their width,
/// `x86_mmx` 64, `ppc_fp128` 128, vectors their element's size times their
/// element count; 0 for types whose size depends on a data layout
/// (pointers, structs, arrays, functions, target extension types, `void`,
/// `label`, `metadata`, `token`). `None` for types LLVM does not have.
pub fn primitive_type_size_in_bits(ctx: &Context, ty: Type) -> Option<TypeSize> {
    if !is_compatible_type(ctx, ty) {
        return None;
    }
    let size = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => TypeSize::fixed((*width).into()),
        TypeKind::Float(s) => TypeSize::fixed(s.bit_width().into()),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            let e = primitive_type_size_in_bits(ctx, *element)?;
            TypeSize {
                bits: e.bits * u64::try_from(*shape.first()?).ok()?,
                scalable: scalable.first().copied().unwrap_or(false),
            }
        }
        _ => match llvm_type(ctx, ty)? {
            ("x86_mmx", _) => TypeSize::fixed(64),
            ("ppc_fp128", _) => TypeSize::fixed(128),
            ("vec" | "scalable_vec", _) => {
                let count = vector_num_elements(ctx, ty)?;
                let e = primitive_type_size_in_bits(ctx, vector_element_type(ctx, ty)?)?;
                TypeSize {
                    bits: e.bits * count.min,
                    scalable: count.scalable,
                }
            }
            _ => TypeSize::fixed(0),
        },
    };
    Some(size)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialects::llvm::{LLVMPointerType, LLVMVoidType};
    use crate::op_support::{Ir, OpParser};

    fn setup() -> Context {
        let ctx = Context::new();
        crate::dialects::register_all(&ctx);
        ctx
    }

    fn parse(ctx: &Context, text: &str) -> Type {
        let mut ir = Ir::new();
        let mut p = OpParser::new(ctx, &mut ir, "t", text);
        p.parse_type().expect("a type")
    }

    #[test]
    fn outer_and_deep_compatibility() {
        let ctx = setup();
        let yes = [
            "i32",
            "f80",
            "vector<4xf32>",
            "!llvm.ptr",
            "!llvm.array<2 x si8>",
        ];
        let no = ["si32", "index", "tf32", "vector<2x2xf32>", "tensor<4xf32>"];
        for t in yes {
            assert!(is_compatible_outer_type(&ctx, parse(&ctx, t)), "{t}");
        }
        for t in no {
            assert!(!is_compatible_outer_type(&ctx, parse(&ctx, t)), "{t}");
        }
        let deep_yes = [
            "!llvm.struct<(i32, ptr, array<2 x f64>)>",
            "!llvm.func<void (i32, ...)>",
            "!llvm.struct<\"self\", (ptr, struct<\"self\">)>",
            "!llvm.target<\"spirv.Image\", i32, 1>",
            "vector<4xi8>",
        ];
        let deep_no = [
            "!llvm.array<2 x si8>",
            "!llvm.struct<(tensor<4xi32>)>",
            "!llvm.func<void (index)>",
            "!llvm.struct<\"rec\", (struct<\"rec\">, si32)>",
            "vector<4xindex>",
        ];
        for t in deep_yes {
            assert!(is_compatible_type(&ctx, parse(&ctx, t)), "{t}");
        }
        for t in deep_no {
            assert!(!is_compatible_type(&ctx, parse(&ctx, t)), "{t}");
        }
    }

    #[test]
    fn floats() {
        let ctx = setup();
        for (t, want) in [
            ("bf16", true),
            ("f128", true),
            ("!llvm.ppc_fp128", true),
            ("tf32", false),
            ("f8E4M3FN", false),
            ("i32", false),
        ] {
            assert_eq!(is_compatible_float_type(&ctx, parse(&ctx, t)), want, "{t}");
        }
    }

    #[test]
    fn vectors() {
        let ctx = setup();
        let cases = [
            ("vector<4xi32>", true, Some((4, false)), "i32"),
            ("vector<[4]xf32>", true, Some((4, true)), "f32"),
            ("!llvm.vec<2 x ptr>", true, Some((2, false)), "!llvm.ptr"),
            ("!llvm.vec<? x 8 x i1>", true, Some((8, true)), "i1"),
        ];
        for (t, compatible, count, element) in cases {
            let ty = parse(&ctx, t);
            assert_eq!(is_compatible_vector_type(&ctx, ty), compatible, "{t}");
            assert_eq!(
                vector_num_elements(&ctx, ty).map(|c| (c.min, c.scalable)),
                count,
                "{t}"
            );
            assert_eq!(vector_element_type(&ctx, ty), Some(parse(&ctx, element)));
            assert_eq!(
                is_scalable_vector_type(&ctx, ty),
                count.is_some_and(|c| c.1)
            );
        }
        for t in ["vector<2x2xi32>", "vector<4xindex>", "vector<4xsi8>", "i32"] {
            assert!(!is_compatible_vector_type(&ctx, parse(&ctx, t)), "{t}");
        }
        assert_eq!(vector_num_elements(&ctx, parse(&ctx, "i32")), None);
        assert!(!is_scalable_vector_type(&ctx, parse(&ctx, "i32")));
    }

    #[test]
    fn making_vectors() {
        let ctx = setup();
        let ptr = LLVMPointerType::get(&ctx, 0);
        let i32t = ctx.integer_type(32);
        assert_eq!(
            fixed_vector_type(&ctx, ptr, 4),
            parse(&ctx, "!llvm.vec<4 x ptr>")
        );
        assert_eq!(
            scalable_vector_type(&ctx, ptr, 4),
            parse(&ctx, "!llvm.vec<? x 4 x ptr>")
        );
        assert_eq!(
            fixed_vector_type(&ctx, i32t, 4),
            parse(&ctx, "vector<4xi32>")
        );
        assert_eq!(
            scalable_vector_type(&ctx, i32t, 4),
            parse(&ctx, "vector<[4]xi32>")
        );
        let ppc = parse(&ctx, "!llvm.ppc_fp128");
        assert_eq!(
            vector_type(&ctx, ppc, 2, false),
            parse(&ctx, "!llvm.vec<2 x ppc_fp128>")
        );
    }

    #[test]
    fn primitive_sizes() {
        let ctx = setup();
        let size = |t: &str| primitive_type_size_in_bits(&ctx, parse(&ctx, t));
        let fixed = |bits| Some(TypeSize::fixed(bits));
        assert_eq!(size("i17"), fixed(17));
        assert_eq!(size("bf16"), fixed(16));
        assert_eq!(size("f80"), fixed(80));
        assert_eq!(size("!llvm.ppc_fp128"), fixed(128));
        assert_eq!(size("!llvm.x86_mmx"), fixed(64));
        assert_eq!(size("vector<4xi32>"), fixed(128));
        assert_eq!(
            size("vector<[4]xi32>"),
            Some(TypeSize {
                bits: 128,
                scalable: true
            })
        );
        assert_eq!(
            size("!llvm.vec<? x 2 x f64>"),
            Some(TypeSize {
                bits: 128,
                scalable: true
            })
        );
        assert_eq!(size("!llvm.ptr"), fixed(0));
        assert_eq!(size("!llvm.struct<(i32)>"), fixed(0));
        assert_eq!(size("si32"), None);
        assert_eq!(
            primitive_type_size_in_bits(&ctx, LLVMVoidType::get(&ctx)),
            fixed(0)
        );
    }
}
