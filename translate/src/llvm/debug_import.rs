//! Safe readers over `cpp/debug_import.cpp`: the kind and the fields of a
//! debug information node, raw (a node operand may be of any kind, or
//! absent), the bounds of a subrange, the operations of an expression and
//! the checks MLIR makes on a debug intrinsic call. Every handle comes from
//! the module being imported, which outlives the import.

use std::ffi::c_char;

use super::AnyValue;
use inkwell::llvm_sys::prelude::*;

unsafe extern "C" {
    fn dialectic_dii_kind(node: LLVMMetadataRef) -> u32;
    fn dialectic_dii_int(node: LLVMMetadataRef, field: u32, out: *mut u64) -> i32;
    fn dialectic_dii_node(node: LLVMMetadataRef, field: u32) -> LLVMMetadataRef;
    fn dialectic_dii_string(node: LLVMMetadataRef, field: u32, len: *mut usize) -> *const c_char;
    fn dialectic_dii_tuple_size(node: LLVMMetadataRef) -> u32;
    fn dialectic_dii_tuple_item(node: LLVMMetadataRef, index: u32) -> LLVMMetadataRef;
    fn dialectic_dii_subrange_bound(
        node: LLVMMetadataRef,
        which: u32,
        value: *mut i64,
        bound: *mut LLVMMetadataRef,
    ) -> i32;
    fn dialectic_dii_expression(node: LLVMMetadataRef, out: *mut u64, capacity: usize) -> usize;
    fn dialectic_dii_variable_intrinsic(
        call: LLVMValueRef,
        value: *mut LLVMValueRef,
        variable: *mut LLVMMetadataRef,
        expression: *mut LLVMMetadataRef,
    ) -> i32;
    fn dialectic_dii_wrapped_metadata(value: LLVMValueRef) -> LLVMMetadataRef;
}

/// The kinds of metadata the import tells apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Not a debug information node (strings, values, tuples, ...).
    Other,
    /// `DIFile`.
    File,
    /// `DICompileUnit`.
    CompileUnit,
    /// `DIBasicType`.
    BasicType,
    /// `DICompositeType`.
    CompositeType,
    /// `DIDerivedType`.
    DerivedType,
    /// `DIStringType`.
    StringType,
    /// `DISubroutineType`.
    SubroutineType,
    /// `DISubprogram`.
    Subprogram,
    /// `DILexicalBlock`.
    LexicalBlock,
    /// `DILexicalBlockFile`.
    LexicalBlockFile,
    /// `DILocalVariable`.
    LocalVariable,
    /// `DIGlobalVariable`.
    GlobalVariable,
    /// `DILabel`.
    Label,
    /// `DIModule`.
    Module,
    /// `DINamespace`.
    Namespace,
    /// `DISubrange`.
    Subrange,
    /// `DIExpression`.
    Expression,
    /// `DIGlobalVariableExpression`.
    GlobalVariableExpression,
    /// `DILocation`.
    Location,
    /// Another `DINode` (enumerators, template parameters, imported
    /// entities, ...), which MLIR 19 does not translate.
    OtherNode,
}

/// The integer fields of a node.
#[derive(Clone, Copy, Debug)]
#[allow(missing_docs)]
pub enum IntField {
    Tag = 0,
    SizeInBits = 1,
    AlignInBits = 2,
    OffsetInBits = 3,
    Encoding = 4,
    Line = 5,
    Column = 6,
    ScopeLine = 7,
    Arg = 8,
    Flags = 9,
    SpFlags = 10,
    SourceLanguage = 11,
    IsOptimized = 12,
    EmissionKind = 13,
    NameTableKind = 14,
    Discriminator = 15,
    IsLocalToUnit = 16,
    IsDefinition = 17,
    ExportSymbols = 18,
    IsDecl = 19,
    CallingConvention = 20,
    DwarfAddressSpace = 21,
    IsDistinct = 22,
}

/// The node operands of a node.
#[derive(Clone, Copy, Debug)]
#[allow(missing_docs)]
pub enum NodeField {
    File = 0,
    Scope = 1,
    BaseType = 2,
    Type = 3,
    Unit = 4,
    ExtraData = 5,
    StringLength = 6,
    StringLengthExp = 7,
    StringLocationExp = 8,
    DataLocation = 9,
    Rank = 10,
    Allocated = 11,
    Associated = 12,
    Variable = 13,
    Expression = 14,
    InlinedAt = 15,
    Elements = 16,
    TypeArray = 17,
}

/// The string fields of a node.
#[derive(Clone, Copy, Debug)]
#[allow(missing_docs)]
pub enum StringField {
    Name = 0,
    LinkageName = 1,
    Producer = 2,
    Filename = 3,
    Directory = 4,
    ConfigMacros = 5,
    IncludePath = 6,
    ApiNotes = 7,
}

/// A subrange bound.
#[derive(Clone, Copy, Debug)]
pub enum Bound {
    /// No bound.
    Absent,
    /// A constant integer.
    Constant(i64),
    /// A node (an expression, a variable, or something else).
    Node(Md),
    /// A constant that is no integer of at most 64 bits.
    Unsupported,
}

/// What a `llvm.dbg.declare`/`llvm.dbg.value` call holds.
pub enum VariableIntrinsic<'ctx> {
    /// Its location is a `DIArgList`.
    ArgList,
    /// Its location is a kill location holding metadata.
    MetadataKillLocation,
    /// Not a call of such an intrinsic.
    Malformed,
    /// The location's value (null when it wraps no value), the variable and
    /// the expression (raw).
    Value(AnyValue<'ctx>, Md, Md),
}

/// A metadata handle (possibly null), read by the C++ reader. Only this
/// layer makes one, from metadata LLVM hands out, so every `Md` is live.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Md(LLVMMetadataRef);

impl Md {
    /// The debug location of the instruction `inst` (null when it has none).
    pub fn debug_loc_of(inst: AnyValue<'_>) -> Md {
        Md(super::instruction_get_debug_loc(inst).raw())
    }

    /// The subprogram attached to the function `function` (null when none is).
    pub fn subprogram_of(function: AnyValue<'_>) -> Md {
        Md(super::get_subprogram(function).raw())
    }

    /// The metadata attached to the global object `global`, with its kind
    /// id, in LLVM's order.
    pub fn attached_to_global(global: AnyValue<'_>) -> Vec<(u32, Md)> {
        let mut attached = Vec::new();
        super::for_each_global_metadata(global, |kind, node| attached.push((kind, Md(node.raw()))));
        attached
    }

    /// Whether the handle is null.
    pub fn is_null(self) -> bool {
        self.0.is_null()
    }

    /// The kind of the node (`Other` for null).
    pub fn kind(self) -> Kind {
        // SAFETY: the node is live (or null, which the reader accepts).
        match unsafe { dialectic_dii_kind(self.0) } {
            1 => Kind::File,
            2 => Kind::CompileUnit,
            3 => Kind::BasicType,
            4 => Kind::CompositeType,
            5 => Kind::DerivedType,
            6 => Kind::StringType,
            7 => Kind::SubroutineType,
            8 => Kind::Subprogram,
            9 => Kind::LexicalBlock,
            10 => Kind::LexicalBlockFile,
            11 => Kind::LocalVariable,
            12 => Kind::GlobalVariable,
            13 => Kind::Label,
            14 => Kind::Module,
            15 => Kind::Namespace,
            16 => Kind::Subrange,
            17 => Kind::Expression,
            18 => Kind::GlobalVariableExpression,
            19 => Kind::Location,
            20 => Kind::OtherNode,
            _ => Kind::Other,
        }
    }

    /// Integer field `field`, if the node has it.
    pub fn opt_int(self, field: IntField) -> Option<u64> {
        let mut out = 0u64;
        // SAFETY: the node is live or null; `out` is a valid slot.
        let present = unsafe { dialectic_dii_int(self.0, field as u32, &mut out) };
        (present != 0).then_some(out)
    }

    /// Integer field `field` (0 when the node lacks it).
    pub fn int(self, field: IntField) -> u64 {
        self.opt_int(field).unwrap_or(0)
    }

    /// Flag field `field`.
    pub fn flag(self, field: IntField) -> bool {
        self.int(field) != 0
    }

    /// Node operand `field`, raw (null when absent).
    pub fn node(self, field: NodeField) -> Md {
        // SAFETY: the node is live or null.
        Md(unsafe { dialectic_dii_node(self.0, field as u32) })
    }

    /// String field `field`: `None` when the node holds no string there.
    pub fn string(self, field: StringField) -> Option<Vec<u8>> {
        let mut len = 0usize;
        // SAFETY: the node is live or null; the returned buffer holds `len`
        // bytes owned by the LLVM context.
        unsafe {
            let ptr = dialectic_dii_string(self.0, field as u32, &mut len);
            if ptr.is_null() {
                return None;
            }
            Some(super::bytes(ptr.cast(), len).to_vec())
        }
    }

    /// The operands of an `MDTuple` (empty for another node); null
    /// operands stay null.
    pub fn tuple_items(self) -> Vec<Md> {
        // SAFETY: the node is live or null; indices are in range.
        unsafe {
            let n = dialectic_dii_tuple_size(self.0);
            (0..n)
                .map(|i| Md(dialectic_dii_tuple_item(self.0, i)))
                .collect()
        }
    }

    /// Bound `which` of a subrange (0 count, 1 lower bound, 2 upper bound,
    /// 3 stride).
    pub fn subrange_bound(self, which: u32) -> Bound {
        let mut value = 0i64;
        let mut bound = std::ptr::null_mut();
        // SAFETY: the node is live or null; the slots are valid.
        match unsafe { dialectic_dii_subrange_bound(self.0, which, &mut value, &mut bound) } {
            1 => Bound::Constant(value),
            2 => Bound::Node(Md(bound)),
            3 => Bound::Unsupported,
            _ => Bound::Absent,
        }
    }

    /// The operations of an expression: (opcode, arguments) in order.
    pub fn expression_operations(self) -> Vec<(u64, Vec<u64>)> {
        // SAFETY: the node is live or null; the buffer has the capacity passed.
        let words = unsafe {
            let needed = dialectic_dii_expression(self.0, std::ptr::null_mut(), 0);
            let mut words = vec![0u64; needed];
            dialectic_dii_expression(self.0, words.as_mut_ptr(), needed);
            words
        };
        let mut ops = Vec::new();
        let mut at = 0;
        while at + 1 < words.len() {
            let opcode = words[at];
            let count = words[at + 1] as usize;
            let args = words[at + 2..(at + 2 + count).min(words.len())].to_vec();
            ops.push((opcode, args));
            at += 2 + count;
        }
        ops
    }
}

/// The checks MLIR makes on a call of `llvm.dbg.declare`/`llvm.dbg.value`.
pub fn variable_intrinsic(call: AnyValue<'_>) -> VariableIntrinsic<'_> {
    let mut value = std::ptr::null_mut();
    let mut variable = std::ptr::null_mut();
    let mut expression = std::ptr::null_mut();
    // SAFETY: `call` is a live instruction; the slots are valid.
    let status = unsafe {
        dialectic_dii_variable_intrinsic(call.raw(), &mut value, &mut variable, &mut expression)
    };
    match status {
        1 => VariableIntrinsic::ArgList,
        2 => VariableIntrinsic::MetadataKillLocation,
        3 => VariableIntrinsic::Malformed,
        _ => VariableIntrinsic::Value(AnyValue::from_raw(value), Md(variable), Md(expression)),
    }
}

/// The metadata a `MetadataAsValue` wraps (null for another value).
pub fn wrapped_metadata(value: AnyValue<'_>) -> Md {
    // SAFETY: `value` is a live value.
    Md(unsafe { dialectic_dii_wrapped_metadata(value.raw()) })
}
