//! The static description of ops that generated code emits as `const`s.

use crate::storage::context::Context;
use crate::storage::float::FloatSemantics;
use crate::{Attribute, Type};

use super::type_transform::TypeTransform;

/// Which signedness an integer type predicate accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignednessReq {
    /// Any signedness.
    Any,
    /// `iN`.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// What a predicate is applied to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attribute),
}

/// A predicate over a type or an attribute, as data (from the `.td`
/// predicate records). [`Pred::Rust`] is the escape hatch.
#[derive(Clone, Copy, Debug)]
pub enum Pred {
    /// Always true.
    True,
    /// All of.
    And(&'static [Pred]),
    /// Any of.
    Or(&'static [Pred]),
    /// Not.
    Not(&'static Pred),
    /// An integer type of the width (0: any) and signedness.
    IntegerType {
        /// Bit width, 0 for any.
        width: u32,
        /// Signedness.
        signedness: SignednessReq,
    },
    /// `index`.
    IndexType,
    /// A float type (`None`: any).
    FloatType(Option<FloatSemantics>),
    /// `none`.
    NoneType,
    /// A function type.
    FunctionType,
    /// `complex<T>` with T satisfying the predicate.
    ComplexType(&'static Pred),
    /// A vector with elements satisfying the predicate; 0-D allowed or not.
    VectorType {
        /// The element predicate.
        element: &'static Pred,
        /// Whether `vector<f32>` (rank 0) is accepted.
        any_rank: bool,
    },
    /// A tensor (ranked or not) with elements satisfying the predicate.
    TensorType(&'static Pred),
    /// A memref (ranked or not) with elements satisfying the predicate.
    MemRefType(&'static Pred),
    /// Any shaped type.
    ShapedType,
    /// A ranked shaped type.
    HasRank,
    /// A shaped type with a static shape.
    HasStaticShape,
    /// A shaped type of rank at least n.
    RankAtLeast(u32),
    /// The element type of a shaped type satisfies the predicate.
    ElementType(&'static Pred),
    /// A type of a dialect (mnemonic "" for any of its types).
    DialectType {
        /// The dialect.
        dialect: &'static str,
        /// The mnemonic, or "".
        mnemonic: &'static str,
    },
    /// A dialect type whose declared parameter #index is a type satisfying
    /// the predicate.
    DialectTypeParam {
        /// Which declared parameter, from 0.
        index: u32,
        /// What the parameter satisfies.
        pred: &'static Pred,
    },
    /// An integer attribute whose type satisfies the predicate.
    IntegerAttr(&'static Pred),
    /// A float attribute whose type satisfies the predicate.
    FloatAttr(&'static Pred),
    /// A string attribute.
    StringAttr,
    /// `unit`.
    UnitAttr,
    /// `true`/`false`.
    BoolAttr,
    /// A type attribute whose type satisfies the predicate.
    TypeAttr(&'static Pred),
    /// An array whose elements satisfy the predicate.
    ArrayAttr(&'static Pred),
    /// A dictionary.
    DictionaryAttr,
    /// A symbol reference.
    SymbolRefAttr,
    /// A symbol reference without nested references.
    FlatSymbolRefAttr,
    /// A dense array whose element type satisfies the predicate.
    DenseArrayAttr(&'static Pred),
    /// Dense elements.
    ElementsAttr,
    /// An attribute with a type (integer, float, elements).
    TypedAttr,
    /// A tuple type.
    TupleType,
    /// An attribute with a type that satisfies the predicate.
    AttrType(&'static Pred),
    /// A location.
    LocationAttr,
    /// An attribute of a dialect (mnemonic "" for any).
    DialectAttr {
        /// The dialect.
        dialect: &'static str,
        /// The mnemonic, or "".
        mnemonic: &'static str,
    },
    /// An integer attribute with value `>= n` (signless and signed values
    /// are sign-extended, unsigned ones zero-extended). `IntNonNegative` is
    /// `IntMin(0)`, `IntPositive` is `IntMin(1)`.
    IntMin(i64),
    /// An integer attribute with value `<= n`.
    IntMax(i64),
    /// An integer attribute whose value is a power of two.
    IntPowerOf2,
    /// An integer attribute whose value is one of these.
    IntOneOf(&'static [i64]),
    /// An integer attribute with no bit set outside the mask (bit enums;
    /// the value is taken zero-extended).
    IntBitsIn(u64),
    /// An array or dense array with exactly n elements.
    ArrayCount(usize),
    /// An array or dense array with at least n elements.
    ArrayMinCount(usize),
    /// Rust code that data cannot say.
    Rust(fn(&Context, Subject) -> bool),
}

/// A named constraint: a predicate and the summary messages print.
#[derive(Clone, Copy, Debug)]
pub struct Constraint {
    /// The predicate.
    pub pred: Pred,
    /// The summary (`signless-integer-like`).
    pub summary: &'static str,
}

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
    /// Groups of any number, sized by a dense array attribute.
    VariadicOfVariadic {
        /// The attribute with the group sizes.
        segment_attr: &'static str,
    },
}

/// An operand or a result.
#[derive(Clone, Copy, Debug)]
pub struct ValueSpec {
    /// Its name in the `.td` (`lhs`).
    pub name: &'static str,
    /// How many values.
    pub kind: ValueKind,
    /// The type constraint.
    pub constraint: &'static Constraint,
    /// Rust code building the type from `$_ctx` when it is buildable.
    pub build_type: Option<fn(&Context) -> Type>,
}

/// An attribute (inherent: stored as a property, or discardable).
///
/// Verification follows MLIR 19: a property is first converted to its
/// storage class (`storage`; failing prints `invalid properties ... Invalid
/// attribute `name` in property conversion: ...`), then the op's verifier
/// checks presence (`requires attribute 'name'`) and the constraint
/// (`attribute 'name' failed to satisfy constraint: <summary>`).
#[derive(Clone, Copy, Debug)]
pub struct AttrSpec {
    /// Its name (`predicate`).
    pub name: &'static str,
    /// The constraint.
    pub constraint: &'static Constraint,
    /// May be absent (`OptionalAttr`, `DefaultValuedAttr`, `UnitAttr`).
    pub optional: bool,
    /// The default when absent, built from the context.
    pub default: Option<fn(&Context) -> Attribute>,
    /// Stored among the op's properties.
    pub property: bool,
    /// Its value type can be built (needed by formats that leave it out).
    pub value_type: Option<fn(&Context) -> Type>,
    /// The attribute class a property is stored as (MLIR's `storageType`:
    /// `IntegerAttr` for `I32Attr`, the enum attribute itself for
    /// `I64EnumAttr`, `StringAttr` for `StrAttr`), as a predicate; a
    /// property value failing it is rejected before the verifier runs, as
    /// MLIR's property conversion does. `None`: any attribute (`AnyAttr`,
    /// discardable attributes).
    pub storage: Option<Pred>,
}

/// A region.
#[derive(Clone, Copy, Debug)]
pub struct RegionSpec {
    /// Its name.
    pub name: &'static str,
    /// Any number of regions.
    pub variadic: bool,
    /// `SizedRegion<n>`: the exact number of blocks.
    pub blocks: Option<u32>,
    /// The summary for messages.
    pub summary: &'static str,
}

/// A successor.
#[derive(Clone, Copy, Debug)]
pub struct SuccessorSpec {
    /// Its name.
    pub name: &'static str,
    /// Any number of successors.
    pub variadic: bool,
}

/// A property of a value's type compared by [`OpPred::AllMatch`] (MLIR's
/// `AllMatchSameOperatorPred` operators).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueProperty {
    /// The type itself.
    Type,
    /// The shape of a ranked shaped type (other types have none, and two
    /// types without a shape compare equal).
    Shape,
    /// The element type of a shaped type, the type itself otherwise.
    ElementType,
    /// The rank of a ranked shaped type (none for other types).
    Rank,
    /// The shape of a ranked tensor, the empty shape for any other type.
    TensorShape,
}

/// A predicate over an op's named operands, results and attributes (the
/// `$name`s of `arguments` and `results`), for [`TraitSpec::PredOpTrait`].
/// A named variadic group stands for its first value; an attribute for
/// its type (`TypedAttr`). A predicate over a value that is absent (an
/// empty group, a missing optional attribute) holds.
#[derive(Clone, Copy, Debug)]
pub enum OpPred {
    /// All of.
    And(&'static [OpPred]),
    /// Any of.
    Or(&'static [OpPred]),
    /// Not.
    Not(&'static OpPred),
    /// The named value's type satisfies the constraint (`TypeIsPred`).
    TypeIs(&'static str, &'static Constraint),
    /// The named values agree on the property (`AllMatchSameOperatorPred`).
    AllMatch(&'static [&'static str], ValueProperty),
}

/// A trait that relates or restricts parts of the op, listed in
/// [`OpSpec::relations`] in the order the `.td` declares them: the verifier
/// checks them where MLIR does. Structural ones (`HasParent`,
/// `AttrSized*Segments`) come before the generated checks of operands,
/// attributes, results and regions; op predicates (`AllTypesMatch`,
/// `TypesMatchWith`, `PredOpTrait`, ...) at their end; the others
/// (`SameOperandsAndResultType`, ...) after them; region traits
/// (`SingleBlockImplicitTerminator`) once the nested ops are verified.
#[derive(Clone, Copy, Debug)]
pub enum TraitSpec {
    /// All operands and results have the same type.
    SameOperandsAndResultType,
    /// All operands and results have the same shape.
    SameOperandsAndResultShape,
    /// All operands have the same type.
    SameTypeOperands,
    /// All operands have the same shape.
    SameOperandsShape,
    /// All operands have the same element type.
    SameOperandsElementType,
    /// All operands and results have the same element type.
    SameOperandsAndResultElementType,
    /// Vector and tensor operands and results have the same shape and kind
    /// (MLIR's `Elementwise`, from `ElementwiseMappable`).
    Elementwise,
    /// The result types equal those ODS infers from the other relations
    /// (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`, a
    /// buildable result type): MLIR adds `InferTypeOpInterface` to ops whose
    /// result types are all known so. Checked where MLIR lists it (last).
    InferTypeOpInterface,
    /// The named operands/results/attributes have the same type.
    AllTypesMatch(&'static [&'static str], &'static str),
    /// The named values have the same shape.
    AllShapesMatch(&'static [&'static str], &'static str),
    /// The named values have the same element type.
    AllElementTypesMatch(&'static [&'static str], &'static str),
    /// The named values have the same rank.
    AllRanksMatch(&'static [&'static str], &'static str),
    /// An op predicate, failing with `failed to verify that <summary>`.
    PredOpTrait {
        /// The summary.
        summary: &'static str,
        /// The predicate.
        pred: OpPred,
    },
    /// `rhs`'s type is `transform(lhs's type)`.
    TypesMatchWith {
        /// The summary for the message.
        summary: &'static str,
        /// Source value name.
        lhs: &'static str,
        /// Target value name.
        rhs: &'static str,
        /// The transform.
        transform: TypeTransform,
    },
    /// The op's parent must be one of these ops.
    HasParent(&'static [&'static str]),
    /// Regions have one block ending in this terminator, added when parsing.
    SingleBlockImplicitTerminator(&'static str),
    /// Variadic operands all have the same size.
    SameVariadicOperandSize,
    /// Variadic results all have the same size.
    SameVariadicResultSize,
    /// `operandSegmentSizes` sizes the operand groups.
    AttrSizedOperandSegments,
    /// `resultSegmentSizes` sizes the result groups.
    AttrSizedResultSegments,
    /// `BranchOpInterface`: successor group `k` takes the values of operand
    /// group `groups[k]` (a variadic successor group takes one subgroup of
    /// a `VariadicOfVariadic` group per successor); their count and types
    /// match the successors' block arguments.
    BranchOpInterface(&'static [usize]),
}

/// Everything generated code states about an op.
#[derive(Clone, Copy, Debug)]
pub struct OpSpec {
    /// The full name (`arith.addi`).
    pub name: &'static str,
    /// Operand groups.
    pub operands: &'static [ValueSpec],
    /// Attributes.
    pub attributes: &'static [AttrSpec],
    /// The indices of `attributes` in name order (MLIR's property order),
    /// precomputed by the code generator; empty means "compute it".
    pub attribute_order: &'static [u16],
    /// Result groups.
    pub results: &'static [ValueSpec],
    /// Regions.
    pub regions: &'static [RegionSpec],
    /// Successors.
    pub successors: &'static [SuccessorSpec],
    /// Structural traits (terminator, isolation, ...).
    pub traits: crate::storage::op_traits::OpTraits,
    /// Relational traits checked by the verifier.
    pub relations: &'static [TraitSpec],
    /// The declarative assembly format, if any.
    pub format: Option<&'static super::format_spec::FormatSpec>,
    /// The interfaces the op implements (see [`crate::storage::interfaces`]).
    pub interfaces: crate::storage::interfaces::InterfaceTable,
    /// The `.td` place the op was defined at (`defs/arith.td:222`).
    pub source: &'static str,
}

impl OpSpec {
    /// Whether the spec has a relational trait `pred` accepts.
    pub fn has_relation(&self, pred: impl Fn(&TraitSpec) -> bool) -> bool {
        self.relations.iter().any(pred)
    }

    /// The terminator `SingleBlockImplicitTerminator` adds, if the op has it.
    pub fn implicit_terminator(&self) -> Option<&'static str> {
        self.relations.iter().find_map(|t| match t {
            TraitSpec::SingleBlockImplicitTerminator(name) => Some(*name),
            _ => None,
        })
    }
}
