//! Sizes and alignments of types, as MLIR's `DataLayout` gives them to
//! `mem2reg` and `sroa`: read from the `dlti.dl_spec` of the nearest
//! enclosing op that has one, with MLIR's defaults where it says nothing.
//! Builtin integers, floats, `index` and vectors follow MLIR's
//! `getDefaultTypeSizeInBits` and alignment rules; the LLVM dialect's
//! pointers, structs and arrays follow its `DataLayoutTypeInterface`
//! implementations (pointer entries `[size, abi, preferred, index]` in bits,
//! structs padded to their elements' alignment unless packed).

use crate::dialects::llvm::LLVMStructType;
use crate::dialects::llvm::types::llvm_type;
use crate::op_support::{AttrKind, DenseElements, Param};
use crate::{Attribute, Context, Ir, OpId, Type, TypeKind};

/// The entries of a data layout specification that sizes and alignments
/// read.
#[derive(Clone, Debug, Default)]
pub struct DataLayout {
    /// Entries keyed by a type: the type and its integer values (bits).
    type_entries: Vec<(Type, Vec<u64>)>,
    /// Whether `dlti.endianness` is `"big"`.
    big_endian: bool,
}

/// The bits a pointer has when the specification says nothing.
const DEFAULT_POINTER_BITS: u64 = 64;

impl DataLayout {
    /// The layout in force at `op`: the `dlti.dl_spec` of `op` or of its
    /// nearest ancestor that has one (MLIR's `DataLayoutAnalysis::getAtOrAbove`),
    /// the defaults otherwise.
    pub fn at_or_above(ctx: &Context, ir: &Ir, op: OpId) -> DataLayout {
        let mut current = Some(op);
        while let Some(op) = current {
            let attrs = ir.op_attributes(op);
            if let Some(spec) = ctx.dictionary_get(attrs, "dlti.dl_spec") {
                return Self::from_spec(ctx, spec);
            }
            current = ir.parent_op(op);
        }
        DataLayout::default()
    }

    /// The layout a `#dlti.dl_spec<...>` attribute describes.
    pub fn from_spec(ctx: &Context, spec: Attribute) -> DataLayout {
        let mut layout = DataLayout::default();
        for entry in attr_params(ctx, spec) {
            let (key, value) = match entry_key_value(ctx, entry) {
                Some(pair) => pair,
                None => continue,
            };
            match ctx.attr_kind(key) {
                AttrKind::Type(ty) => {
                    if let AttrKind::DenseElements {
                        elements: DenseElements::Bits(bits),
                        ..
                    } = ctx.attr_kind(value)
                    {
                        let values = bits.iter().map(|&b| b as u64).collect();
                        layout.type_entries.push((*ty, values));
                    } else if let Some(bits) = crate::op_support::integer_of(ctx, value) {
                        // `#dlti.dl_entry<index, 32 : i64>`: one value.
                        layout.type_entries.push((*ty, vec![bits as u64]));
                    }
                }
                AttrKind::String { value: name, .. } if &name[..] == b"dlti.endianness" => {
                    layout.big_endian = matches!(
                        ctx.attr_kind(value),
                        AttrKind::String { value, .. } if &value[..] == b"big"
                    );
                }
                _ => {}
            }
        }
        layout
    }

    /// Whether the layout is big-endian.
    pub fn is_big_endian(&self) -> bool {
        self.big_endian
    }

    fn entry(&self, ty: Type) -> Option<&[u64]> {
        self.type_entries
            .iter()
            .find(|(key, _)| *key == ty)
            .map(|(_, values)| values.as_slice())
    }

    /// The size of `ty` in bytes (its bits rounded up), `None` for a type
    /// without a layout.
    pub fn type_size(&self, ctx: &Context, ty: Type) -> Option<u64> {
        Some(self.type_size_in_bits(ctx, ty)?.div_ceil(8))
    }

    /// The size of `ty` in bits, `None` for a type without a layout.
    pub fn type_size_in_bits(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(u64::from(*width)),
            TypeKind::Index => Some(
                self.entry(ty)
                    .and_then(|values| values.first().copied())
                    .unwrap_or(64),
            ),
            TypeKind::Vector { shape, element, .. } => {
                let inner = *shape.last()? as u64;
                let count: u64 = shape.iter().map(|&d| d as u64).product();
                let elem_bytes = self.type_size(ctx, *element)?;
                Some(count / inner.max(1) * (inner * elem_bytes * 8).next_power_of_two())
            }
            TypeKind::Float(semantics) => Some(u64::from(semantics.bit_width())),
            _ => self.llvm_type_size_in_bits(ctx, ty),
        }
    }

    fn llvm_type_size_in_bits(&self, ctx: &Context, ty: Type) -> Option<u64> {
        let (mnemonic, params) = llvm_type(ctx, ty)?;
        match mnemonic {
            "ptr" => Some(
                self.pointer_entry(ctx, ty, 0)
                    .unwrap_or(DEFAULT_POINTER_BITS),
            ),
            "array" => {
                let (element, count) = array_parts(params)?;
                let size = self.type_size(ctx, element)?;
                let align = self.abi_alignment(ctx, element)?;
                Some(size.next_multiple_of(align) * count * 8)
            }
            "struct" => Some(self.struct_layout(ctx, ty)?.0 * 8),
            _ => None,
        }
    }

    /// Size (bytes) and alignment of a struct with a body.
    fn struct_layout(&self, ctx: &Context, ty: Type) -> Option<(u64, u64)> {
        let body = LLVMStructType::body(ctx, ty)?;
        let packed = LLVMStructType::is_packed(ctx, ty);
        let mut size = 0u64;
        let mut struct_align = 1u64;
        for &element in body {
            let align = if packed {
                1
            } else {
                self.abi_alignment(ctx, element)?
            };
            size = size.next_multiple_of(align) + self.type_size(ctx, element)?;
            struct_align = struct_align.max(align);
        }
        Some((size.next_multiple_of(struct_align), struct_align))
    }

    /// Entry `index` of the pointer type `ty`'s entry, or of the default
    /// address space's when `ty` has none, in bits.
    fn pointer_entry(&self, ctx: &Context, ty: Type, index: usize) -> Option<u64> {
        if let Some(values) = self.entry(ty) {
            return values.get(index).copied();
        }
        let default = self
            .type_entries
            .iter()
            .find(|(key, _)| llvm_type(ctx, *key).is_some_and(|(m, p)| m == "ptr" && p.is_empty()));
        let is_default_space = llvm_type(ctx, ty).is_some_and(|(_, p)| {
            p.iter()
                .all(|param| matches!(param, Param::Int(0) | Param::None))
        });
        if is_default_space {
            return default.and_then(|(_, values)| values.get(index).copied());
        }
        None
    }

    /// The ABI alignment of `ty` in bytes.
    pub fn abi_alignment(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(self.integer_alignment(ctx, u64::from(*width))),
            TypeKind::Index => Some(8),
            TypeKind::Vector { .. } => Some(self.type_size(ctx, ty)?.next_power_of_two()),
            TypeKind::Float(semantics) => {
                if let Some(values) = self.entry(ty) {
                    return values.first().map(|bits| bits / 8);
                }
                Some(
                    u64::from(semantics.bit_width())
                        .div_ceil(8)
                        .next_power_of_two(),
                )
            }
            _ => {
                let (mnemonic, params) = llvm_type(ctx, ty)?;
                match mnemonic {
                    "ptr" => Some(self.pointer_entry(ctx, ty, 1).map_or(8, |bits| bits / 8)),
                    "array" => self.abi_alignment(ctx, array_parts(params)?.0),
                    "struct" => Some(self.struct_layout(ctx, ty)?.1),
                    _ => None,
                }
            }
        }
    }

    /// MLIR's integer alignment: the entry of the narrowest integer type at
    /// least as wide (the widest otherwise); without any, the next power of
    /// two of the byte size below 64 bits and 4 bytes from 64 bits on.
    fn integer_alignment(&self, ctx: &Context, width: u64) -> u64 {
        let mut entries: Vec<(u64, u64)> = self
            .type_entries
            .iter()
            .filter_map(|(key, values)| match ctx.type_kind(*key) {
                TypeKind::Integer { width, .. } => Some((u64::from(*width), values.first()? / 8)),
                _ => None,
            })
            .collect();
        if entries.is_empty() {
            return if width < 64 {
                width.div_ceil(8).next_power_of_two()
            } else {
                4
            };
        }
        entries.sort();
        entries
            .iter()
            .find(|(w, _)| *w >= width)
            .or(entries.last())
            .map_or(1, |(_, align)| *align)
    }
}

/// The element type and count of an `!llvm.array` type's parameters.
fn array_parts(params: &[Param]) -> Option<(Type, u64)> {
    let element = params.iter().find_map(|p| match p {
        Param::Type(t) => Some(*t),
        _ => None,
    })?;
    let count = params.iter().find_map(|p| match p {
        Param::Int(n) => Some(*n as u64),
        _ => None,
    })?;
    Some((element, count))
}

/// The attributes among a dialect attribute's parameters.
fn attr_params(ctx: &Context, attr: Attribute) -> Vec<Attribute> {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(sym) => sym
            .params
            .iter()
            .flat_map(|p| match p {
                Param::Attrs(list) => list.to_vec(),
                Param::Attr(a) => vec![*a],
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The key and value of a `#dlti.dl_entry`.
fn entry_key_value(ctx: &Context, entry: Attribute) -> Option<(Attribute, Attribute)> {
    match attr_params(ctx, entry)[..] {
        [key, value] => Some((key, value)),
        _ => None,
    }
}
