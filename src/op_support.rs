//! What generated dialect code calls: the runtime items it names (one
//! import, `use dialectic::op_support as __ods;`), short constructors for
//! its static op specs, the typed accessors' helpers, attribute value
//! conversions, type transforms, enum attribute syntax, the typed
//! builders' state, the traits through which a dialect module hands its
//! hand-written hooks (verifiers, custom forms; custom format directives,
//! from [`crate::format_hooks`]; folders and canonicalizations, from
//! [`crate::rewrite_hooks`]) to the generated code, and
//! the verifiers of the shared interfaces. Keeping this here keeps the
//! generated code small.

use std::marker::PhantomData;

pub use dialectic_runtime::attributes::{LocationKind, NamedAttribute};
pub use dialectic_runtime::builder::OpBuilder;
pub use dialectic_runtime::dialect::{DialectDefinition, DialectSymbol, Param};
pub use dialectic_runtime::interfaces::{
    InterfaceTable, OpHandle, OpInterfaceFn, SymbolInterfaceFn,
};
pub use dialectic_runtime::ir::Location;
pub use dialectic_runtime::ods::*;
pub use dialectic_runtime::op_error::{OpError, OpNote};
pub use dialectic_runtime::parse::lexer::TokenKind;
pub use dialectic_runtime::parse::{OpParser, PResult, ParseError, ParsedOp, UnresolvedOperand};
pub use dialectic_runtime::print::{OpPrinter, SymbolPrinter};
pub use dialectic_runtime::registry::{CustomAssembly, OpTraits};
pub use dialectic_runtime::rewrite::{
    FoldOperands, MatchResult, OpFoldResult, PatternRewriter, RewritePatternSet, TypedOp,
};
pub use dialectic_runtime::{
    AttrKind, Attribute, BlockId, Context, Ident, Ir, OpId, OperationState, RegionId,
    SymbolTableCollection, Type, TypeKind, Value,
};

pub use crate::interfaces::{
    Callee, ConstantIntRanges, IntegerValueRange, MemoryEffect, MemoryEffectInstance,
    Speculatability,
};

pub use crate::format_hooks::{CustomFormatDirective, CustomParamsDirective};
pub use crate::rewrite_hooks::{
    HasFoldAdaptor, OpCanonicalize, OpCanonicalizer, OpConstantValue, OpFolder, OpMultiFolder,
    add_canonicalize_method,
};
pub use crate::typed::{Set, TypeMarker, TypedValue, Unset};
pub use dialectic_runtime::float::FloatSemantics;

use dialectic_runtime::apint::ApInt;
use dialectic_runtime::float;

// ---------------------------------------------------------------------------
// Static specs.

/// An op spec with nothing in it: generated specs list what they have and
/// take the rest from here (`..EMPTY_OP`).
pub const EMPTY_OP: OpSpec = OpSpec {
    name: "",
    operands: &[],
    attributes: &[],
    attribute_order: &[],
    results: &[],
    regions: &[],
    successors: &[],
    traits: OpTraits::NONE,
    relations: &[],
    format: None,
    verify: None,
    verify_regions: None,
    verify_symbol_uses: None,
    result_names: None,
    interfaces: &[],
    fold: None,
    constant_value: None,
    canonicalization_patterns: None,
    source: "",
};

/// A single operand or result.
pub const fn single(name: &'static str, constraint: &'static Constraint) -> ValueSpec {
    ValueSpec {
        name,
        kind: ValueKind::Single,
        constraint,
        build_type: None,
    }
}

/// An optional operand or result.
pub const fn optional(name: &'static str, constraint: &'static Constraint) -> ValueSpec {
    ValueSpec {
        kind: ValueKind::Optional,
        ..single(name, constraint)
    }
}

/// A variadic operand or result group.
pub const fn variadic(name: &'static str, constraint: &'static Constraint) -> ValueSpec {
    ValueSpec {
        kind: ValueKind::Variadic,
        ..single(name, constraint)
    }
}

/// A variadic-of-variadic operand group sized by `segment_attr`.
pub const fn variadic_of_variadic(
    name: &'static str,
    segment_attr: &'static str,
    constraint: &'static Constraint,
) -> ValueSpec {
    ValueSpec {
        kind: ValueKind::VariadicOfVariadic { segment_attr },
        ..single(name, constraint)
    }
}

/// `value` with a buildable type.
pub const fn buildable(value: ValueSpec, build: fn(&Context) -> Type) -> ValueSpec {
    ValueSpec {
        build_type: Some(build),
        ..value
    }
}

/// A declared attribute: stored as a property or not, may be absent or
/// not; no default, no buildable value type, any storage (set those with
/// struct update syntax).
pub const fn attribute(
    name: &'static str,
    constraint: &'static Constraint,
    property: bool,
    optional: bool,
) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional,
        default: None,
        property,
        value_type: None,
        storage: None,
    }
}

/// Short constructors of format elements.
pub mod fmt {
    use super::{AttrStyle, FormatElement, FormatSpace, FormatTypeRef, TypeStyle};

    /// `` `text` ``.
    pub const fn lit(text: &'static str, space_before: bool) -> FormatElement {
        FormatElement::Literal { text, space_before }
    }

    /// `$operand`.
    pub const fn operand(index: usize, space_before: bool) -> FormatElement {
        FormatElement::Operand {
            index,
            space_before,
        }
    }

    /// `$attr`.
    pub const fn attr(index: usize, space_before: bool, style: AttrStyle) -> FormatElement {
        FormatElement::Attribute {
            index,
            space_before,
            style,
        }
    }

    /// `$region`.
    pub const fn region(index: usize, space_before: bool) -> FormatElement {
        FormatElement::Region {
            index,
            space_before,
        }
    }

    /// `$successor`.
    pub const fn successor(index: usize, space_before: bool) -> FormatElement {
        FormatElement::Successor {
            index,
            space_before,
        }
    }

    /// `type($operand)`.
    pub const fn operand_type(index: usize, space_before: bool) -> FormatElement {
        types(FormatTypeRef::Operand(index), space_before, TypeStyle::Full)
    }

    /// `type($result)`.
    pub const fn result_type(index: usize, space_before: bool) -> FormatElement {
        types(FormatTypeRef::Result(index), space_before, TypeStyle::Full)
    }

    /// `type(...)` in general.
    pub const fn types(arg: FormatTypeRef, space_before: bool, style: TypeStyle) -> FormatElement {
        FormatElement::Type {
            arg,
            space_before,
            style,
        }
    }

    /// `attr-dict`.
    pub const ATTR_DICT: FormatElement = FormatElement::AttrDict {
        with_keyword: false,
    };
    /// `attr-dict-with-keyword`.
    pub const ATTR_DICT_WITH_KEYWORD: FormatElement =
        FormatElement::AttrDict { with_keyword: true };
    /// `` ` ` ``.
    pub const SPACE: FormatElement = FormatElement::Whitespace(FormatSpace::Space);
    /// ``` `` ```.
    pub const NO_SPACE: FormatElement = FormatElement::Whitespace(FormatSpace::NoSpace);
    /// `` `\n` ``.
    pub const NEWLINE: FormatElement = FormatElement::Whitespace(FormatSpace::Newline);
}

/// A region of any number of blocks.
pub const fn region(name: &'static str, summary: &'static str) -> RegionSpec {
    RegionSpec {
        name,
        variadic: false,
        blocks: None,
        summary,
    }
}

/// A successor.
pub const fn successor(name: &'static str) -> SuccessorSpec {
    SuccessorSpec {
        name,
        variadic: false,
    }
}

// ---------------------------------------------------------------------------
// Accessors.

/// The single value of operand group `group`.
///
/// # Panics
///
/// If the op has no operand there (it does not verify).
pub fn operand(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Value {
    let range = operand_group(spec, ctx, ir, op, group);
    assert!(
        !range.is_empty(),
        "`{}` has no operand `{}`: the op does not verify",
        spec.name,
        spec.operands.get(group).map_or("", |o| o.name)
    );
    ir.operand(op, range.start)
}

/// The value of optional operand group `group`, if present.
pub fn optional_operand(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Option<Value> {
    let range = operand_group(spec, ctx, ir, op, group);
    (!range.is_empty()).then(|| ir.operand(op, range.start))
}

/// The values of operand group `group`.
pub fn operands(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Vec<Value> {
    operand_group(spec, ctx, ir, op, group)
        .map(|i| ir.operand(op, i))
        .collect()
}

/// The value groups of a variadic-of-variadic operand group.
pub fn operand_groups(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Vec<Vec<Value>> {
    operand_subgroups(spec, ctx, ir, op, group)
        .into_iter()
        .map(|r| r.map(|i| ir.operand(op, i)).collect())
        .collect()
}

/// The single value of result group `group`.
///
/// # Panics
///
/// If the op has no result there (it does not verify).
pub fn result(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Value {
    let range = result_group(spec, ctx, ir, op, group);
    assert!(
        !range.is_empty(),
        "`{}` has no result `{}`: the op does not verify",
        spec.name,
        spec.results.get(group).map_or("", |o| o.name)
    );
    ir.result(op, range.start)
}

/// The value of optional result group `group`, if present.
pub fn optional_result(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Option<Value> {
    let range = result_group(spec, ctx, ir, op, group);
    (!range.is_empty()).then(|| ir.result(op, range.start))
}

/// The values of result group `group`.
pub fn results(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Vec<Value> {
    result_group(spec, ctx, ir, op, group)
        .map(|i| ir.result(op, i))
        .collect()
}

/// Region `index`.
///
/// # Panics
///
/// If the op has no such region (it does not verify).
pub fn region_at(ir: &Ir, op: OpId, index: usize) -> RegionId {
    ir.region_of(op, index)
}

/// The regions from `index` on (a variadic region group is the last one).
pub fn regions_from(ir: &Ir, op: OpId, index: usize) -> Vec<RegionId> {
    ir.regions(op).get(index..).unwrap_or_default().to_vec()
}

/// Successor `index`.
///
/// # Panics
///
/// If the op has no such successor (it does not verify).
pub fn successor_at(ir: &Ir, op: OpId, index: usize) -> BlockId {
    ir.successors(op)
        .nth(index)
        .expect("the op has this successor: it does not verify otherwise")
}

/// The successors from `index` on (a variadic successor group is the
/// last one).
pub fn successors_from(ir: &Ir, op: OpId, index: usize) -> Vec<BlockId> {
    ir.successors(op).skip(index).collect()
}

/// Declared attribute `index` of `op`, if set.
pub fn attr(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, index: usize) -> Option<Attribute> {
    segments::attribute(spec, ctx, ir, op, index)
}

/// Sets attribute `name` of `op`: among its properties when the spec
/// declares it a property, among its discardable attributes otherwise.
pub fn set_attr(spec: &OpSpec, ctx: &Context, ir: &mut Ir, op: OpId, name: &str, value: Attribute) {
    let property = spec.attributes.iter().any(|a| a.name == name && a.property);
    let entry = (ctx.ident(name), value);
    if property {
        let mut entries = ir
            .op_properties(op)
            .map(|d| ctx.dictionary_entries(d).to_vec())
            .unwrap_or_default();
        entries.push(entry);
        ir.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
    } else {
        let mut entries = ctx.dictionary_entries(ir.op_attributes(op)).to_vec();
        entries.push(entry);
        ir.set_op_attributes(op, ctx.dictionary_attr(entries));
    }
}

/// The operands a branch forwards to successor `index` as its registered
/// spec names them (`BranchOpInterface`'s default `successor_operands`):
/// by the ODS naming convention the verifier checks (see
/// [`segments::successor_operand_ranges`]); none when the op has no spec
/// or its operand names do not follow the convention.
pub fn spec_successor_operands(ctx: &Context, ir: &Ir, op: OpId, index: usize) -> Vec<Value> {
    let Some(spec) = ctx.op_definition(ir.op_name(op)).and_then(|d| d.spec) else {
        return Vec::new();
    };
    let Some(groups) = spec.relations.iter().find_map(|r| match r {
        TraitSpec::BranchOpInterface(groups) => Some(*groups),
        _ => None,
    }) else {
        return Vec::new();
    };
    segments::successor_operand_ranges(spec, ctx, ir, op, groups)
        .get(index)
        .cloned()
        .unwrap_or_default()
        .map(|i| ir.operand(op, i))
        .collect()
}

/// Whether `op` is the op named `name`.
pub fn is_op(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    ctx.ident_str(ir.op_name(op)) == name
}

// ---------------------------------------------------------------------------
// Attribute values.

/// Element `index` of an array attribute.
pub fn array_element(ctx: &Context, array: Attribute, index: usize) -> Option<Attribute> {
    match ctx.attr_kind(array) {
        AttrKind::Array(elements) => elements.get(index).copied(),
        _ => None,
    }
}

/// The text of a string attribute.
pub fn string_of(ctx: &Context, attr: Attribute) -> Option<String> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// A string attribute.
pub fn string_attr(ctx: &Context, text: &str) -> Attribute {
    ctx.string_attr(text.as_bytes())
}

/// The symbol a flat symbol reference names.
pub fn symbol_ref_of(ctx: &Context, attr: Attribute) -> Option<String> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(String::from_utf8_lossy(root).into_owned())
        }
        _ => None,
    }
}

/// `@name`.
pub fn flat_symbol_ref_attr(ctx: &Context, name: &str) -> Attribute {
    ctx.intern_attr(AttrKind::SymbolRef {
        root: name.as_bytes().into(),
        nested: Vec::new(),
    })
}

/// The value of an integer attribute (sign-extended).
pub fn integer_of(ctx: &Context, attr: Attribute) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
}

/// An integer attribute of type `ty`.
pub fn integer_attr(ctx: &Context, ty: Type, value: i128) -> Attribute {
    ctx.integer_attr(ty, value)
}

/// `true`/`false`.
pub fn bool_of(ctx: &Context, attr: Attribute) -> Option<bool> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } if *ty == ctx.i1_type() => Some(!value.is_zero()),
        _ => None,
    }
}

/// `true` or `false`.
pub fn bool_attr(ctx: &Context, value: bool) -> Attribute {
    ctx.integer_attr(ctx.i1_type(), value as i128)
}

/// The value of a float attribute.
pub fn float_of(ctx: &Context, attr: Attribute) -> Option<f64> {
    match ctx.attr_kind(attr) {
        AttrKind::Float { ty, bits } => {
            let sem = ctx.float_semantics(*ty)?;
            Some(float::to_f64(sem, *bits))
        }
        _ => None,
    }
}

/// A float attribute of float type `ty` (rounded to it).
pub fn float_attr(ctx: &Context, ty: Type, value: f64) -> Attribute {
    let sem = ctx.float_semantics(ty).unwrap_or(FloatSemantics::F64);
    ctx.intern_attr(AttrKind::Float {
        ty,
        bits: float::from_f64(sem, value),
    })
}

/// The type of a type attribute.
pub fn type_of(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The value of an integer enum's attribute.
pub fn int_enum_of(ctx: &Context, attr: Attribute) -> Option<i64> {
    integer_of(ctx, attr).and_then(|v| i64::try_from(v).ok())
}

/// An integer enum's attribute: a signless integer of `width` bits.
pub fn int_enum_attr(ctx: &Context, width: u32, value: i64) -> Attribute {
    ctx.intern_attr(AttrKind::Integer {
        ty: ctx.integer_type(width),
        value: ApInt::from_i128(width, value as i128),
    })
}

/// The enum bits of a dialect enum attribute `#dialect.mnemonic<...>`.
pub fn dialect_enum_of(
    ctx: &Context,
    attr: Attribute,
    dialect: &str,
    mnemonic: &str,
) -> Option<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(sym)
            if ctx.ident_str(sym.dialect) == dialect && ctx.ident_str(sym.mnemonic) == mnemonic =>
        {
            match sym.params.get(1) {
                Some(Param::Int(bits)) => Some(*bits),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `#dialect.mnemonic<...>` holding enum bits. The mnemonic is also the
/// first parameter, so the print hook knows it.
pub fn dialect_enum_attr(
    ctx: &Context,
    dialect: &'static str,
    mnemonic: &'static str,
    bits: i64,
) -> Attribute {
    let make = |ctx: &Context| {
        ctx.intern_attr(AttrKind::Dialect(DialectSymbol {
            dialect: ctx.static_ident(dialect),
            mnemonic: ctx.static_ident(mnemonic),
            params: vec![Param::Str(mnemonic.into()), Param::Int(bits)].into(),
        }))
    };
    let attr = ctx.keyed_attr(mnemonic, bits, make);
    // Dialects may share a mnemonic (and the program its text), so the
    // remembered attribute must be of this dialect.
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(sym) if sym.dialect == ctx.static_ident(dialect) => attr,
        _ => make(ctx),
    }
}

/// The type of a typed attribute (integer, float, elements), if it has one.
pub fn attribute_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    pred::typed_attr_type(ctx, attr)
}

// ---------------------------------------------------------------------------
// Type transforms.

/// `ty`'s shape with element type `element`: a scalar gives `element`, a
/// vector or tensor the same shape (MLIR's `getI1SameShape` for `i1`).
pub fn same_shape_with_element_type(ctx: &Context, ty: Type, element: Type) -> Type {
    let kind = match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            element,
        },
        TypeKind::RankedTensor { shape, .. } => TypeKind::RankedTensor {
            shape,
            element,
            encoding: None,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { element },
        _ => return element,
    };
    ctx.intern_type(kind)
}

/// The inputs of a function type, as a tuple.
pub fn function_inputs(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty).clone() {
        TypeKind::Function { inputs, .. } => ctx.intern_type(TypeKind::Tuple(inputs)),
        _ => ty,
    }
}

/// The results of a function type, as a tuple.
pub fn function_results(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty).clone() {
        TypeKind::Function { results, .. } => ctx.intern_type(TypeKind::Tuple(results)),
        _ => ty,
    }
}

// ---------------------------------------------------------------------------
// Result names.

/// Names each result group after its `.td` name (ODS's generated
/// `getAsmResultNames` for ops with several named results).
pub fn name_result_groups(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    set: &mut dyn FnMut(usize, &str),
) {
    for (i, group) in spec.results.iter().enumerate() {
        let range = result_group(spec, ctx, ir, op, i);
        if !group.name.is_empty() && !range.is_empty() {
            set(range.start, group.name);
        }
    }
}

// ---------------------------------------------------------------------------
// Typed builders.

/// What a typed builder has collected: per operand, attribute, result,
/// region and successor group of the spec. [`OpBuildState::build`] computes
/// the segment sizes and creates the op.
#[derive(Clone)]
pub struct OpBuildState<'c> {
    ctx: &'c Context,
    spec: &'static OpSpec,
    operands: Vec<Vec<Value>>,
    subgroup_sizes: Vec<Option<Vec<i32>>>,
    attributes: Vec<Option<Attribute>>,
    results: Vec<Vec<Type>>,
    regions: Vec<Option<Vec<RegionId>>>,
    successors: Vec<Vec<BlockId>>,
    discardable: Vec<(String, Attribute)>,
    loc: Option<Location>,
}

impl<'c> OpBuildState<'c> {
    /// Nothing collected yet.
    pub fn new(ctx: &'c Context, spec: &'static OpSpec) -> Self {
        OpBuildState {
            ctx,
            spec,
            operands: vec![Vec::new(); spec.operands.len()],
            subgroup_sizes: vec![None; spec.operands.len()],
            attributes: vec![None; spec.attributes.len()],
            results: vec![Vec::new(); spec.results.len()],
            regions: vec![None; spec.regions.len()],
            successors: vec![Vec::new(); spec.successors.len()],
            discardable: Vec::new(),
            loc: None,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    /// Sets operand group `group` to one value.
    pub fn set_operand(&mut self, group: usize, value: Value) {
        self.operands[group] = vec![value];
    }

    /// Sets operand group `group`.
    pub fn set_operands(&mut self, group: usize, values: impl IntoIterator<Item = Value>) {
        self.operands[group] = values.into_iter().collect();
    }

    /// Sets a variadic-of-variadic operand group (its segment attribute is
    /// computed when building).
    pub fn set_operand_groups(
        &mut self,
        group: usize,
        groups: impl IntoIterator<Item = Vec<Value>>,
    ) {
        let groups: Vec<Vec<Value>> = groups.into_iter().collect();
        self.subgroup_sizes[group] = Some(groups.iter().map(|g| g.len() as i32).collect());
        self.operands[group] = groups.into_iter().flatten().collect();
    }

    /// Sets declared attribute `index`.
    pub fn set_attribute(&mut self, index: usize, value: Attribute) {
        self.attributes[index] = Some(value);
    }

    /// Removes declared attribute `index`.
    pub fn clear_attribute(&mut self, index: usize) {
        self.attributes[index] = None;
    }

    /// Adds a discardable attribute.
    pub fn add_attribute(&mut self, name: &str, value: Attribute) {
        self.discardable.push((name.to_string(), value));
    }

    /// Sets the type of single result group `group`.
    pub fn set_result_type(&mut self, group: usize, ty: Type) {
        self.results[group] = vec![ty];
    }

    /// Sets the types of result group `group`.
    pub fn set_result_types(&mut self, group: usize, types: impl IntoIterator<Item = Type>) {
        self.results[group] = types.into_iter().collect();
    }

    /// Gives region group `group` (otherwise an empty region is made for a
    /// single region, none for a variadic group).
    pub fn set_regions(&mut self, group: usize, regions: impl IntoIterator<Item = RegionId>) {
        self.regions[group] = Some(regions.into_iter().collect());
    }

    /// Sets successor group `group`.
    pub fn set_successors(&mut self, group: usize, blocks: impl IntoIterator<Item = BlockId>) {
        self.successors[group] = blocks.into_iter().collect();
    }

    /// Sets the location (otherwise the builder's default location, if
    /// any, else unknown).
    pub fn set_loc(&mut self, loc: impl Into<Location>) {
        self.loc = Some(loc.into());
    }

    /// The type of the first value of operand group `group`.
    pub fn operand_type(&self, ir: &Ir, group: usize) -> Option<Type> {
        self.operands[group].first().map(|&v| ir.value_type(v))
    }

    /// The type of declared attribute `index` (a typed attribute).
    pub fn attribute_type(&self, index: usize) -> Option<Type> {
        self.attributes[index].and_then(|a| attribute_type(self.ctx, a))
    }

    /// The type of the first value of result group `group`.
    pub fn result_type(&self, group: usize) -> Option<Type> {
        self.results[group].first().copied()
    }

    /// Creates the op at `builder`'s insertion point: operands in group
    /// order, segment sizes computed, default-valued attributes set to
    /// their defaults, properties and discardable attributes split as the
    /// spec says.
    pub fn build(self, builder: &mut OpBuilder<'_>) -> OpId {
        let ctx = self.ctx;
        let spec = self.spec;
        let mut attributes = self.attributes;
        for (i, group) in spec.operands.iter().enumerate() {
            if let (ValueKind::VariadicOfVariadic { segment_attr }, Some(sizes)) =
                (group.kind, &self.subgroup_sizes[i])
                && let Some(index) = spec.attributes.iter().position(|a| a.name == segment_attr)
            {
                attributes[index] = Some(dense_i32(ctx, sizes));
            }
        }
        let mut properties: Vec<NamedAttribute> = Vec::new();
        let mut discardable: Vec<NamedAttribute> = Vec::new();
        for (a, value) in spec.attributes.iter().zip(attributes) {
            let value = value.or_else(|| a.default.map(|d| d(ctx)));
            if let Some(v) = value {
                let entry = (ctx.ident(a.name), v);
                if a.property {
                    properties.push(entry);
                } else {
                    discardable.push(entry);
                }
            }
        }
        for (side, groups, lens) in [
            (
                segments::Side::Operands,
                spec.operands.len(),
                self.operands.iter().map(Vec::len).collect::<Vec<_>>(),
            ),
            (
                segments::Side::Results,
                spec.results.len(),
                self.results.iter().map(Vec::len).collect(),
            ),
        ] {
            if groups > 0 && side.attr_sized(spec) {
                let sizes: Vec<i32> = lens.iter().map(|&n| n as i32).collect();
                properties.push((
                    ctx.ident(side.segment_attr_names().0),
                    dense_i32(ctx, &sizes),
                ));
            }
        }
        for (name, value) in self.discardable {
            discardable.push((ctx.ident(&name), value));
        }
        let loc = self.loc.unwrap_or_else(|| ctx.unknown_loc().into());
        let mut state = OperationState::new(ctx, spec.name, loc);
        state.operands = self.operands.into_iter().flatten().collect();
        state.result_types = self.results.into_iter().flatten().collect();
        state.successors = self.successors.into_iter().flatten().collect();
        for (r, given) in spec.regions.iter().zip(self.regions) {
            match given {
                Some(regions) => state.regions.extend(regions),
                None if !r.variadic => state.regions.push(builder.ir().create_region()),
                None => {}
            }
        }
        state.attributes = ctx.dictionary_attr(discardable);
        // As parsed ops, no properties dictionary when none is set.
        if !properties.is_empty() {
            state.properties = Some(ctx.dictionary_attr(properties));
        }
        builder.create(state)
    }
}

/// `array<i32: ...>`.
fn dense_i32(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: values.iter().map(|&v| v as u32 as u128).collect(),
    })
}

// ---------------------------------------------------------------------------
// Hand-written hooks.

/// The verifier of an op declared with `hasVerifier = 1`, written in its
/// dialect module; it runs after the generated checks.
///
/// It returns the diagnostic MLIR's verifier would emit, built with
/// [`OpError`]: `Err(format!(...).into())` or `OpError::op_error(...)` for
/// `emitOpError` (`'name' op ...`), `OpError::error(...)` for
/// `emitError`, `OpError::error_at(loc, ...)` elsewhere, with notes
/// (`.note(...)`, `.note_at(ir.op_loc(other), ...)`); a warning or remark
/// (`OpError::warning(...)`) is reported without failing verification.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasVerifier = 1`: implement `dialectic::op_support::OpVerifier` for it in its dialect module",
    label = "the generated op spec calls this verifier"
)]
pub trait OpVerifier {
    /// The diagnostic about `op`, if it is invalid.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError>;
}

/// The region verifier of an op declared with `hasRegionVerifier = 1`,
/// written in its dialect module; it runs once the ops nested in the op
/// verify, after its region traits.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasRegionVerifier = 1`: implement `dialectic::op_support::OpRegionVerifier` for it in its dialect module",
    label = "the generated op spec calls this verifier"
)]
pub trait OpRegionVerifier {
    /// The diagnostic about `op`'s regions, if they are invalid.
    fn verify_regions(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError>;
}

/// The parser and printer of an op declared with
/// `hasCustomAssemblyFormat = 1`, written in its dialect module.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCustomAssemblyFormat = 1`: implement `dialectic::op_support::OpAssembly` for it in its dialect module",
    label = "the generated registration uses this parser and printer"
)]
pub trait OpAssembly {
    /// Prints the op after its results and ` = `, its name included.
    fn print(printer: &mut OpPrinter<'_>, op: OpId);
    /// Parses the op after its name into `state`.
    fn parse(parser: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError>;
}

/// A hand-written [`OpAssembly`] as the runtime's [`CustomAssembly`].
pub struct HandWritten<T>(PhantomData<fn() -> T>);

impl<T> HandWritten<T> {
    /// The adapter.
    pub const NEW: HandWritten<T> = HandWritten(PhantomData);
}

impl<T: OpAssembly> CustomAssembly for HandWritten<T> {
    fn print(&self, printer: &mut OpPrinter<'_>, op: OpId) {
        T::print(printer, op);
    }

    fn parse(&self, parser: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        T::parse(parser, state)
    }
}

/// Result types computed from operand types and attributes, for ops whose
/// format leaves them out and that declare `InferTypeOpInterface`.
pub trait OpInferResultTypes {
    /// The result types, or the error to report at the op.
    fn infer_result_types(
        ctx: &Context,
        operand_types: &[Type],
        attributes: &[NamedAttribute],
    ) -> Result<Vec<Type>, String>;
}

/// `'a', 'b'`: types as MLIR's diagnostics print them.
pub fn quoted_types(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&t| format!("'{}'", dialectic_runtime::print::type_to_string(ctx, t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `CastOpInterface`'s verifier (MLIR's `verifyCastInterfaceOp`).
pub fn verify_cast_interface(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    cast: &dyn crate::interfaces::CastOpInterface,
) -> Result<(), OpError> {
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if results.is_empty() {
        return Err("expected at least one result for cast operation".into());
    }
    let operands: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    if cast.are_cast_compatible(ctx, ir, &operands, &results) {
        return Ok(());
    }
    let inputs = match operands.len() {
        0 => "s []".to_string(),
        1 => format!(" {}", quoted_types(ctx, &operands)),
        _ => format!("s {}", quoted_types(ctx, &operands)),
    };
    let outputs = if results.len() == 1 { " " } else { "s " };
    Err(format!(
        "operand type{inputs} and result type{outputs}{} are cast incompatible",
        quoted_types(ctx, &results)
    )
    .into())
}

/// The attribute `name` of an op, among its properties or else its
/// discardable attributes.
pub fn inherent_or_discardable(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    ir.op_properties(op)
        .and_then(|p| ctx.dictionary_get(p, name))
        .or_else(|| ctx.dictionary_get(ir.op_attributes(op), name))
}

/// All attributes of `op`: its properties and discardable attributes,
/// sorted by name (MLIR's `Operation::getAttrs`).
pub fn all_attributes(ctx: &Context, ir: &Ir, op: OpId) -> Vec<NamedAttribute> {
    let mut attrs: Vec<NamedAttribute> = ir
        .op_properties(op)
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    attrs.extend_from_slice(ctx.dictionary_entries(ir.op_attributes(op)));
    ctx.sort_named_attributes(&mut attrs);
    attrs
}

/// Calls `visit` on every op nested in `op`'s regions, outer ops first
/// (MLIR's pre-order `walk`), until it returns `false`.
pub fn walk_nested(ir: &Ir, op: OpId, visit: &mut dyn FnMut(OpId) -> bool) -> bool {
    for &region in ir.regions(op) {
        for block in ir.blocks_of(region) {
            for inner in ir.ops_of(block) {
                if !visit(inner) || !walk_nested(ir, inner, visit) {
                    return false;
                }
            }
        }
    }
    true
}

/// `SymbolOpInterface`'s verifier (MLIR's `verifySymbol` and the
/// interface's own checks): a string `sym_name` (which an optional symbol
/// such as `builtin.module` may lack), a known `sym_visibility`, no public
/// declaration (a `function` without a body), and a parent that is a
/// symbol table (or unregistered).
pub fn verify_symbol_interface(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    optional: bool,
    symbol: Option<&dyn crate::interfaces::SymbolOpInterface>,
) -> Result<(), OpError> {
    let name = inherent_or_discardable(ctx, ir, op, "sym_name");
    if optional && name.is_none() {
        return Ok(());
    }
    if name.and_then(|n| string_of(ctx, n)).is_none() {
        return Err("requires string attribute 'sym_name'".into());
    }
    let visibility = inherent_or_discardable(ctx, ir, op, "sym_visibility");
    let mut public = true;
    if let Some(v) = visibility {
        let Some(text) = string_of(ctx, v) else {
            return Err(format!(
                "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                dialectic_runtime::print::attr_to_string(ctx, v)
            )
            .into());
        };
        if !["public", "private", "nested"].contains(&text.as_str()) {
            return Err(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                dialectic_runtime::print::attr_to_string(ctx, v)
            )
            .into());
        }
        public = text == "public";
    }
    let declaration = symbol.is_some_and(|s| s.is_declaration(ctx, ir));
    if declaration && public {
        return Err("symbol declaration cannot have public visibility".into());
    }
    if let Some(parent) = ir.parent_op(op)
        && ctx
            .op_definition(ir.op_name(parent))
            .is_some_and(|d| !d.traits.contains(OpTraits::SYMBOL_TABLE))
    {
        return Err("symbol's parent must have the SymbolTable trait".into());
    }
    Ok(())
}

/// `FunctionOpInterface`'s verifier: the signature the interface gives
/// (the builtin `function_type` by default, `llvm.func`'s `!llvm.func`
/// by hand) against the argument and result attributes and the body.
pub fn verify_function_interface(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    function: &dyn crate::interfaces::FunctionOpInterface,
) -> Result<(), OpError> {
    let Some((inputs, results)) = function.signature(ctx, ir) else {
        return Err("requires 'function_type' attribute of function type".into());
    };
    verify_function_signature(ctx, ir, op, &inputs, &results)
}

/// MLIR's `function_interface_impl` `verifyTrait` and `verifyBody`:
/// argument and result attribute arrays of the right size holding dialect
/// attributes (each checked by its dialect's `verify_region_arg_attribute`
/// or `verify_region_result_attribute` hook), and an entry block whose
/// arguments match `inputs`.
fn verify_function_signature(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    inputs: &[Type],
    results: &[Type],
) -> Result<(), OpError> {
    for (field, count, noun, plural, is_result) in [
        ("arg_attrs", inputs.len(), "argument", "arguments", false),
        ("res_attrs", results.len(), "result", "results", true),
    ] {
        let Some(array) = inherent_or_discardable(ctx, ir, op, field) else {
            continue;
        };
        let AttrKind::Array(entries) = ctx.attr_kind(array) else {
            continue;
        };
        if entries.len() != count {
            return Err(format!(
                "expects {noun} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
                entries.len()
            )
            .into());
        }
        for (index, &entry) in entries.iter().enumerate() {
            let AttrKind::Dictionary(named) = ctx.attr_kind(entry) else {
                return Err(format!(
                    "expects {noun} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    dialectic_runtime::print::attr_to_string(ctx, entry)
                )
                .into());
            };
            for &(name, value) in named {
                let name = ctx.ident_str(name);
                let Some((dialect, _)) = name.split_once('.') else {
                    return Err(format!("{plural} may only have dialect attributes").into());
                };
                let definition = ctx.dialect_definition(ctx.ident(dialect));
                let hook = if is_result {
                    definition.and_then(|d| d.verify_region_result_attribute)
                } else {
                    definition.and_then(|d| d.verify_region_arg_attribute)
                };
                if let Some(hook) = hook {
                    hook(ctx, ir, op, index, name, value)?;
                }
            }
        }
    }
    if ir.regions(op).len() != 1 {
        return Err("expects one region".into());
    }
    let Some(entry) = ir.entry_block(ir.region_of(op, 0)) else {
        return Ok(());
    };
    let args = ir.block_arguments(entry);
    if args.len() != inputs.len() {
        return Err(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )
        .into());
    }
    for (i, (&arg, &input)) in args.iter().zip(inputs).enumerate() {
        let ty = ir.value_type(arg);
        if ty != input {
            return Err(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                dialectic_runtime::print::type_to_string(ctx, ty),
                dialectic_runtime::print::type_to_string(ctx, input)
            )
            .into());
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Op names.

/// Prints `op`'s name as MLIR does where it is (without the prefix of the
/// default dialect there), for hand-written custom forms.
pub fn print_op_name(p: &mut OpPrinter<'_>, op: OpId, _name: &str) {
    p.print_op_name(op);
}
