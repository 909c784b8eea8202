//! Constraints: predicate records turned into a predicate tree ([`Pred`]),
//! op predicates ([`OpPred`]), type transforms ([`TypeTransform`]) and the
//! named [`Constraint`]s (a predicate and the summary messages print) of
//! types, attributes, regions and successors.

use crate::records::RecordRef;

use super::reader::Reader;

/// Which signedness an integer type predicate accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signedness {
    /// Any.
    Any,
    /// `iN`.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// A predicate over a type or an attribute (`$_self`), as the `.td`
/// predicate records say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pred {
    /// `TruePred`.
    True,
    /// `And<[...]>`.
    And(Vec<Pred>),
    /// `Or<[...]>`.
    Or(Vec<Pred>),
    /// `Not<p>`.
    Not(Box<Pred>),
    /// `IsIntegerType<width, signedness>` (width 0: any).
    IntegerType {
        /// The width, 0 for any.
        width: u32,
        /// The signedness.
        signedness: Signedness,
    },
    /// `IsIndexType`.
    IndexType,
    /// `IsFloatType<kind>` (`None`: any float type).
    FloatType(Option<String>),
    /// `IsNoneType`.
    NoneType,
    /// `IsFunctionType`.
    FunctionType,
    /// `IsComplexType<elem>`.
    ComplexType(Box<Pred>),
    /// `IsVectorType<elem>` (any rank, 0-D included).
    VectorType(Box<Pred>),
    /// `IsTensorType<elem>`.
    TensorType(Box<Pred>),
    /// `IsMemRefType<elem>`.
    MemRefType(Box<Pred>),
    /// `IsShapedType`.
    ShapedType,
    /// `HasRank`.
    HasRank,
    /// `HasStaticShape`.
    HasStaticShape,
    /// `HasRankGreaterOrEqual<n>`.
    RankAtLeast(u32),
    /// `ElementTypeIs<p>`.
    ElementType(Box<Pred>),
    /// `IsDialectType<dialect, mnemonic>`.
    DialectType {
        /// The namespace.
        dialect: String,
        /// The mnemonic, `""` for any.
        mnemonic: String,
    },
    /// `DialectTypeParamIs<index, pred>`.
    DialectTypeParam {
        /// Which declared parameter, from 0.
        index: u32,
        /// What the parameter (a type) satisfies.
        pred: Box<Pred>,
    },
    /// `IsIntegerAttr<typePred>`.
    IntegerAttr(Box<Pred>),
    /// `IsFloatAttr<typePred>`.
    FloatAttr(Box<Pred>),
    /// `IsStringAttr`.
    StringAttr,
    /// `IsUnitAttr`.
    UnitAttr,
    /// `IsBoolAttr`.
    BoolAttr,
    /// `IsTypeAttr<typePred>`.
    TypeAttr(Box<Pred>),
    /// `IsArrayAttr<elem>`.
    ArrayAttr(Box<Pred>),
    /// `IsDictionaryAttr`.
    DictionaryAttr,
    /// `IsSymbolRefAttr`.
    SymbolRefAttr,
    /// `IsFlatSymbolRefAttr`.
    FlatSymbolRefAttr,
    /// `IsDenseArrayAttr<elem>`.
    DenseArrayAttr(Box<Pred>),
    /// `IsElementsAttr`.
    ElementsAttr,
    /// `IsTypedAttr`.
    TypedAttr,
    /// `IsTupleType`.
    TupleType,
    /// `AttrTypeIs<pred>`: a typed attribute whose type satisfies `pred`.
    AttrType(Box<Pred>),
    /// `IsLocationAttr`.
    LocationAttr,
    /// `IsDialectAttr<dialect, mnemonic>`.
    DialectAttr {
        /// The namespace.
        dialect: String,
        /// The mnemonic, `""` for any.
        mnemonic: String,
    },
    /// `IntMinValue<n>`, `IntNonNegative` (0), `IntPositive` (1).
    IntMin(i64),
    /// `IntMaxValue<n>`.
    IntMax(i64),
    /// `IntIsPowerOf2`.
    IntPowerOf2,
    /// `IntIsOneOf<[...]>`.
    IntOneOf(Vec<i64>),
    /// `IntBitsIn<mask>`.
    IntBitsIn(u64),
    /// `ArrayCount<n>`.
    ArrayCount(u64),
    /// `ArrayMinCount<n>`.
    ArrayMinCount(u64),
    /// `RustPred<"expr">`: Rust over `$_self` and `$_ctx`.
    Rust(String),
}

impl Pred {
    /// The attribute class the predicate requires, without refinements of
    /// the value (MLIR's storage class of an attribute constraint):
    /// `IsIntegerAttr<IsIntegerType<32>>` and `IntMinValue` give
    /// `IsIntegerAttr<TruePred>`; an integer enum (`IsIntegerAttr` and
    /// `IntIsOneOf` or `IntBitsIn`) gives itself; `IsTypedAttr` gives the
    /// `TypedAttr` interface. `None` when the predicate fixes no class.
    pub fn storage_class(&self) -> Option<Pred> {
        let any = || Box::new(Pred::True);
        match self {
            Pred::IntegerAttr(_) => Some(Pred::IntegerAttr(any())),
            Pred::FloatAttr(_) => Some(Pred::FloatAttr(any())),
            Pred::TypeAttr(_) => Some(Pred::TypeAttr(any())),
            Pred::ArrayAttr(_) => Some(Pred::ArrayAttr(any())),
            Pred::DenseArrayAttr(e) => Some(Pred::DenseArrayAttr(e.clone())),
            Pred::StringAttr
            | Pred::UnitAttr
            | Pred::BoolAttr
            | Pred::DictionaryAttr
            | Pred::SymbolRefAttr
            | Pred::FlatSymbolRefAttr
            | Pred::ElementsAttr
            | Pred::LocationAttr
            | Pred::TypedAttr
            | Pred::DialectAttr { .. } => Some(self.clone()),
            // An enum's attribute: its class admits the enum's integer
            // type and cases only (mlir-tblgen's `classof` of the
            // generated enum attribute).
            Pred::And(children)
                if matches!(
                    children.as_slice(),
                    [Pred::IntegerAttr(_), Pred::IntOneOf(_) | Pred::IntBitsIn(_)]
                ) =>
            {
                Some(self.clone())
            }
            Pred::And(children) => children.iter().find_map(Pred::storage_class),
            _ => None,
        }
    }

    /// The first predicate of an `And` chain (the attribute class part of
    /// `And<[IsIntegerAttr<...>, IntIsOneOf<...>]>`), else itself.
    pub fn head(&self) -> &Pred {
        match self {
            Pred::And(children) => children.first().map_or(self, Pred::head),
            _ => self,
        }
    }

    /// The Rust building the type this predicate pins down exactly (a
    /// signless integer of a width, `index`, a float kind, `none`), over
    /// `$_ctx`.
    pub fn exact_type_builder(&self) -> Option<String> {
        match self {
            Pred::IntegerType {
                width,
                signedness: Signedness::Signless,
            } if *width > 0 => Some(format!("$_ctx.integer_type({width})")),
            Pred::IndexType => Some("$_ctx.index_type()".into()),
            Pred::NoneType => Some("$_ctx.none_type()".into()),
            Pred::FloatType(Some(kind)) => Some(format!(
                "$_ctx.float_type(dialectic::storage::float::FloatSemantics::{})",
                float_variant(kind)?
            )),
            Pred::And(children) if children.len() == 1 => children[0].exact_type_builder(),
            _ => None,
        }
    }
}

/// The float keywords the runtime knows, with their `FloatSemantics`
/// variant.
const FLOAT_KINDS: &[(&str, &str)] = &[
    ("bf16", "BF16"),
    ("f16", "F16"),
    ("tf32", "TF32"),
    ("f32", "F32"),
    ("f64", "F64"),
    ("f80", "F80"),
    ("f128", "F128"),
    ("f8E5M2", "F8E5M2"),
    ("f8E4M3", "F8E4M3"),
    ("f8E4M3FN", "F8E4M3FN"),
    ("f8E5M2FNUZ", "F8E5M2FNUZ"),
    ("f8E4M3FNUZ", "F8E4M3FNUZ"),
    ("f8E4M3B11FNUZ", "F8E4M3B11FNUZ"),
];

/// The `FloatSemantics` variant of a float keyword.
pub fn float_variant(keyword: &str) -> Option<&'static str> {
    FLOAT_KINDS
        .iter()
        .find(|(k, _)| *k == keyword)
        .map(|(_, v)| *v)
}

/// A property of a value's type compared by [`OpPred::AllMatch`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueProperty {
    /// `TypeProperty`.
    Type,
    /// `ShapeProperty`.
    Shape,
    /// `ElementTypeProperty`.
    ElementType,
    /// `RankProperty`.
    Rank,
    /// `TensorShapeProperty`.
    TensorShape,
}

/// A predicate over an op's named values (inside `PredOpTrait`s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpPred {
    /// All of.
    And(Vec<OpPred>),
    /// Any of.
    Or(Vec<OpPred>),
    /// Not.
    Not(Box<OpPred>),
    /// `TypeIsPred<"name", constraint>`.
    TypeIs(String, Constraint),
    /// `AllMatchSameOperatorPred<[names], property>`.
    AllMatch(Vec<String>, ValueProperty),
}

/// A type computed from another (`TypesMatchWith`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeTransform {
    /// `SameShapeWithElementType<T>`: the Rust building `T` over `$_ctx`.
    SameShapeWithElementType(String),
    /// `FunctionInputsTransform`.
    FunctionInputs,
    /// `FunctionResultsTransform`.
    FunctionResults,
    /// `RustTypeTransform<"expr">` over `$_self` and `$_ctx`.
    Rust(String),
}

impl TypeTransform {
    /// A short text for the format checker's messages and docs.
    pub fn describe(&self) -> String {
        match self {
            TypeTransform::SameShapeWithElementType(b) => format!("same shape with element {b}"),
            TypeTransform::FunctionInputs => "function inputs".into(),
            TypeTransform::FunctionResults => "function results".into(),
            TypeTransform::Rust(code) => code.clone(),
        }
    }
}

/// A named constraint: the predicate and the summary messages print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constraint {
    /// The record's name (`SignlessIntegerLike`, `anonymous_12`).
    pub def_name: String,
    /// The predicate.
    pub pred: Pred,
    /// The summary.
    pub summary: String,
    /// The Rust type typed builders take for values of a type constraint
    /// (`None`: any value).
    pub rust_type: Option<String>,
    /// The Rust building the type over `$_ctx` (buildable types).
    pub builder_call: Option<String>,
}

/// A predicate class with one predicate argument: its name, the
/// constructor, and the field holding the argument.
type UnaryPred = (&'static str, fn(Box<Pred>) -> Pred, &'static str);

impl<'r> Reader<'r> {
    /// The predicate a `Pred` record stands for.
    pub fn pred(&mut self, record: RecordRef<'r>) -> Pred {
        self.pred_at_depth(record, 0)
    }

    fn child_pred(&mut self, record: RecordRef<'r>, field: &str, depth: usize) -> Pred {
        match self.def(record, field) {
            Some(child) => self.pred_at_depth(child, depth + 1),
            None => Pred::True,
        }
    }

    fn child_preds(&mut self, record: RecordRef<'r>, field: &str, depth: usize) -> Vec<Pred> {
        self.defs(record, field)
            .into_iter()
            .map(|c| self.pred_at_depth(c, depth + 1))
            .collect()
    }

    fn pred_at_depth(&mut self, record: RecordRef<'r>, depth: usize) -> Pred {
        if depth > 64 {
            self.error(record.span(), "predicate nested too deeply");
            return Pred::True;
        }
        let class = |name: &str| record.is_subclass_of(name);
        let string = |reader: &mut Self, field: &str| reader.string(record, field);
        if class("And") {
            return Pred::And(self.child_preds(record, "children", depth));
        }
        if class("Or") {
            return Pred::Or(self.child_preds(record, "children", depth));
        }
        if class("Not") {
            return Pred::Not(Box::new(self.child_pred(record, "child", depth)));
        }
        if class("RustPred") {
            let code = string(self, "rust");
            self.check_rust(record.span(), "the expression of a `RustPred`", &code);
            return Pred::Rust(code);
        }
        if class("IsIntegerType") {
            let width = self.int(record, "width");
            let signedness = match string(self, "signedness").as_str() {
                "any" => Signedness::Any,
                "signless" => Signedness::Signless,
                "signed" => Signedness::Signed,
                "unsigned" => Signedness::Unsigned,
                other => {
                    self.error(
                        record.span(),
                        format!(
                            "unknown signedness '{other}' (expected \"any\", \"signless\", \"signed\" or \"unsigned\")"
                        ),
                    );
                    Signedness::Any
                }
            };
            let width = u32::try_from(width).unwrap_or_else(|_| {
                self.error(record.span(), format!("invalid integer width {width}"));
                0
            });
            return Pred::IntegerType { width, signedness };
        }
        if class("IsFloatType") {
            let kind = string(self, "kind");
            if kind.is_empty() {
                return Pred::FloatType(None);
            }
            if float_variant(&kind).is_none() {
                self.error(record.span(), format!("unknown float type '{kind}'"));
            }
            return Pred::FloatType(Some(kind));
        }
        let unary: [UnaryPred; 11] = [
            ("IsComplexType", Pred::ComplexType, "element"),
            ("IsVectorType", Pred::VectorType, "element"),
            ("IsTensorType", Pred::TensorType, "element"),
            ("IsMemRefType", Pred::MemRefType, "element"),
            ("ElementTypeIs", Pred::ElementType, "element"),
            ("IsIntegerAttr", Pred::IntegerAttr, "type"),
            ("IsFloatAttr", Pred::FloatAttr, "type"),
            ("IsTypeAttr", Pred::TypeAttr, "type"),
            ("IsArrayAttr", Pred::ArrayAttr, "element"),
            ("IsDenseArrayAttr", Pred::DenseArrayAttr, "element"),
            ("AttrTypeIs", Pred::AttrType, "type"),
        ];
        for (name, make, field) in unary {
            if class(name) {
                return make(Box::new(self.child_pred(record, field, depth)));
            }
        }
        if class("HasRankGreaterOrEqual") {
            let rank = self.int(record, "rank");
            return Pred::RankAtLeast(u32::try_from(rank).unwrap_or(0));
        }
        if class("DialectTypeParamIs") {
            let index = self.int(record, "index");
            let index = u32::try_from(index).unwrap_or_else(|_| {
                self.error(record.span(), format!("invalid parameter index {index}"));
                0
            });
            let pred = Box::new(self.child_pred(record, "param", depth));
            return Pred::DialectTypeParam { index, pred };
        }
        if class("IsDialectType") || class("IsDialectAttr") {
            let dialect = string(self, "dialect");
            let mnemonic = string(self, "mnemonic");
            return if class("IsDialectType") {
                Pred::DialectType { dialect, mnemonic }
            } else {
                Pred::DialectAttr { dialect, mnemonic }
            };
        }
        if class("IntMinValue") {
            return Pred::IntMin(self.int(record, "min"));
        }
        if class("IntMaxValue") {
            return Pred::IntMax(self.int(record, "max"));
        }
        if class("ArrayCount") {
            return Pred::ArrayCount(self.int(record, "count").max(0) as u64);
        }
        if class("ArrayMinCount") {
            return Pred::ArrayMinCount(self.int(record, "min").max(0) as u64);
        }
        if class("IntIsOneOf") {
            let values = record.get_list_of_ints("values");
            return Pred::IntOneOf(self.ok(values).unwrap_or_default());
        }
        if class("IntBitsIn") {
            return Pred::IntBitsIn(self.int(record, "mask") as u64);
        }
        if class("TypeIsPred") || class("AllMatchSameOperatorPred") {
            self.error(
                record.span(),
                format!(
                    "op predicate `{}` used as the predicate of a type or attribute constraint; \
                     op predicates belong in a `PredOpTrait`",
                    record.name()
                ),
            );
            return Pred::True;
        }
        match record.name() {
            "TruePred" => Pred::True,
            "IsIndexType" => Pred::IndexType,
            "IsNoneType" => Pred::NoneType,
            "IsFunctionType" => Pred::FunctionType,
            "IsTupleType" => Pred::TupleType,
            "IsShapedType" => Pred::ShapedType,
            "HasRank" => Pred::HasRank,
            "HasStaticShape" => Pred::HasStaticShape,
            "IsStringAttr" => Pred::StringAttr,
            "IsUnitAttr" => Pred::UnitAttr,
            "IsBoolAttr" => Pred::BoolAttr,
            "IsDictionaryAttr" => Pred::DictionaryAttr,
            "IsSymbolRefAttr" => Pred::SymbolRefAttr,
            "IsFlatSymbolRefAttr" => Pred::FlatSymbolRefAttr,
            "IsElementsAttr" => Pred::ElementsAttr,
            "IsTypedAttr" => Pred::TypedAttr,
            "IsLocationAttr" => Pred::LocationAttr,
            "IntIsPowerOf2" => Pred::IntPowerOf2,
            "IntNonNegative" => Pred::IntMin(0),
            "IntPositive" => Pred::IntMin(1),
            other => {
                self.error(
                    record.span(),
                    format!(
                        "unknown predicate `{other}`: a predicate is one of the records of \
                         base/Constraints.td (or `RustPred<\"...\">`)"
                    ),
                );
                Pred::True
            }
        }
    }

    /// The op predicate a `Pred` record inside a `PredOpTrait` stands for.
    pub fn op_pred(&mut self, record: RecordRef<'r>) -> OpPred {
        self.op_pred_at_depth(record, 0)
    }

    fn op_pred_at_depth(&mut self, record: RecordRef<'r>, depth: usize) -> OpPred {
        if depth > 64 {
            self.error(record.span(), "op predicate nested too deeply");
            return OpPred::And(Vec::new());
        }
        let children = |reader: &mut Self| -> Vec<OpPred> {
            reader
                .defs(record, "children")
                .into_iter()
                .map(|c| reader.op_pred_at_depth(c, depth + 1))
                .collect()
        };
        if record.is_subclass_of("And") {
            return OpPred::And(children(self));
        }
        if record.is_subclass_of("Or") {
            return OpPred::Or(children(self));
        }
        if record.is_subclass_of("Not") {
            let child = match self.def(record, "child") {
                Some(c) => self.op_pred_at_depth(c, depth + 1),
                None => OpPred::And(Vec::new()),
            };
            return OpPred::Not(Box::new(child));
        }
        if record.is_subclass_of("TypeIsPred") {
            let value = self.string(record, "value");
            let constraint = match self.def(record, "constraint") {
                Some(c) => self.constraint(c),
                None => Constraint::any(),
            };
            return OpPred::TypeIs(value, constraint);
        }
        if record.is_subclass_of("AllMatchSameOperatorPred") {
            let values = self.strings(record, "values");
            let property = match self.def(record, "property") {
                Some(p) => self.value_property(p),
                None => ValueProperty::Type,
            };
            return OpPred::AllMatch(values, property);
        }
        self.error(
            record.span(),
            format!(
                "`{}` is not an op predicate: a `PredOpTrait` takes `TypeIsPred`, \
                 `AllMatchSameOperatorPred` and their combinations",
                record.name()
            ),
        );
        OpPred::And(Vec::new())
    }

    fn value_property(&mut self, record: RecordRef<'r>) -> ValueProperty {
        match record.name() {
            "TypeProperty" => ValueProperty::Type,
            "ShapeProperty" => ValueProperty::Shape,
            "ElementTypeProperty" => ValueProperty::ElementType,
            "RankProperty" => ValueProperty::Rank,
            "TensorShapeProperty" => ValueProperty::TensorShape,
            other => {
                self.error(record.span(), format!("unknown value property `{other}`"));
                ValueProperty::Type
            }
        }
    }

    /// The transform a `TypeTransform` record stands for.
    pub fn type_transform(&mut self, record: RecordRef<'r>) -> TypeTransform {
        if record.is_subclass_of("SameShapeWithElementType") {
            let builder = self
                .def(record, "elementType")
                .and_then(|t| self.constraint(t).builder_call);
            return match builder {
                Some(b) => TypeTransform::SameShapeWithElementType(b),
                None => {
                    self.error(
                        record.span(),
                        "the element type of `SameShapeWithElementType` must be a buildable type",
                    );
                    TypeTransform::FunctionInputs
                }
            };
        }
        if record.is_subclass_of("RustTypeTransform") {
            let code = self.string(record, "rust");
            self.check_rust(
                record.span(),
                "the expression of a `RustTypeTransform`",
                &code,
            );
            return TypeTransform::Rust(code);
        }
        match record.name() {
            "FunctionInputsTransform" => TypeTransform::FunctionInputs,
            "FunctionResultsTransform" => TypeTransform::FunctionResults,
            other => {
                self.error(record.span(), format!("unknown type transform `{other}`"));
                TypeTransform::FunctionInputs
            }
        }
    }

    /// A `Constraint` record (type, attribute, region or successor).
    pub fn constraint(&mut self, record: RecordRef<'r>) -> Constraint {
        let pred = match self.def(record, "predicate") {
            Some(p) => self.pred(p),
            None => Pred::True,
        };
        let summary = self.string(record, "summary");
        let rust_type = self
            .optional_string(record, "rustType")
            .filter(|t| t != "dialectic::Type" && !t.is_empty());
        if let Some(t) = &rust_type {
            self.check_rust(record.span(), "the `rustType` of a type constraint", t);
        }
        let builder_call = self
            .optional_string(record, "builderCall")
            .filter(|c| !c.is_empty());
        if let Some(call) = &builder_call {
            self.check_rust(record.span(), "the `builderCall` of a type", call);
        }
        Constraint {
            def_name: record.name().to_string(),
            pred,
            summary,
            rust_type,
            builder_call,
        }
    }
}

impl Constraint {
    /// `AnyType`.
    pub fn any() -> Constraint {
        Constraint {
            def_name: "AnyType".into(),
            pred: Pred::True,
            summary: "any type".into(),
            rust_type: None,
            builder_call: None,
        }
    }
}
