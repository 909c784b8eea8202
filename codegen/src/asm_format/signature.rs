//! The op signature an assembly format is checked against: the declared
//! operands, attributes, properties, results, regions, successors and the
//! traits that let types be inferred.
//!
//! This is the subset of an ODS `Op` definition that mlir-tblgen's
//! `OpFormatParser` looks at. Names are matched exactly as written after `$`
//! in the `.td` file; when two kinds share a name, attributes win over
//! properties, then operands, regions, results and successors (MLIR's lookup
//! order).

pub use crate::model::ValueKind;

/// A declared operand or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedOperand {
    /// The name used after `$` in the format.
    pub name: String,
    /// Single, optional, variadic or variadic-of-variadic.
    pub kind: ValueKind,
    /// The builder of the constraint's (base) type when it is buildable,
    /// e.g. `I1` → `IntegerType::get(1)`. A buildable type need not be
    /// printed in the format (for results: only single results).
    pub buildable_type: Option<String>,
}

impl NamedOperand {
    /// An operand or result with the given name and kind and no buildable type.
    pub fn new(name: impl Into<String>, kind: ValueKind) -> Self {
        NamedOperand {
            name: name.into(),
            kind,
            buildable_type: None,
        }
    }
}

/// A declared attribute argument.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct NamedAttr {
    /// The name used after `$` in the format.
    pub name: String,
    /// `OptionalAttr<...>` (or an attribute that is optional by definition,
    /// like `UnitAttr`).
    pub optional: bool,
    /// The default value of a `DefaultValuedAttr`, if any. Default-valued
    /// attributes count as optional for the format.
    pub default_value: Option<String>,
    /// The base attribute is `UnitAttr`: as an optional-group anchor it is
    /// not printed, its presence is the group's presence.
    pub is_unit: bool,
    /// The attribute is stored as an op property rather than in the
    /// attribute dictionary (ODS `usePropertiesForAttributes`).
    pub is_property: bool,
    /// The builder of the attribute's value type when it is buildable (e.g.
    /// `I64Attr` has value type `I64`): it is then printed without its type.
    pub type_builder: Option<String>,
    /// The storage type is the generic `::mlir::Attribute` (e.g. `AnyAttr`),
    /// so it is printed with the generic attribute printer, whose trailing
    /// `: type` makes a following `:` literal ambiguous.
    pub generic_storage: bool,
}

impl NamedAttr {
    /// A required attribute with a concrete storage type and no buildable
    /// value type.
    pub fn new(name: impl Into<String>) -> Self {
        NamedAttr {
            name: name.into(),
            ..NamedAttr::default()
        }
    }

    /// True if the attribute may be absent: optional or default-valued.
    pub fn is_optional_like(&self) -> bool {
        self.optional || self.default_value.is_some()
    }
}

/// A declared ODS property argument (a `Property<...>` in `ins`, not an
/// attribute). MLIR 19 only allows them inside `custom` directives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedProperty {
    /// The name used after `$` in the format.
    pub name: String,
}

/// A declared region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedRegion {
    /// The name used after `$` in the format.
    pub name: String,
    /// `VariadicRegion<...>`.
    pub variadic: bool,
}

/// A declared successor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedSuccessor {
    /// The name used after `$` in the format.
    pub name: String,
    /// `VariadicSuccessor<...>`.
    pub variadic: bool,
}

/// A trait of the op, as far as the format checker cares: the traits that let
/// an operand or result type be inferred, and the others by name.
///
/// Traits are looked at in declaration order (flattened, duplicates removed),
/// which matters when several traits infer the same type: the later wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeTrait {
    /// All operands and results have the same type.
    SameOperandsAndResultType,
    /// All operands have the same type.
    SameTypeOperands,
    /// `AllTypesMatch<[names]>` (or a subclass): the named operands, results
    /// and attributes have the same type.
    AllTypesMatch(Vec<String>),
    /// `TypesMatchWith<..., lhs, rhs, transformer>` (or a subclass such as
    /// `RangedTypesMatchWith`): the type of `rhs` is `transformer` applied to
    /// the type of `lhs`.
    TypesMatchWith {
        /// The operand, result or attribute the type comes from.
        lhs: String,
        /// The operand or result whose type is inferred.
        rhs: String,
        /// The transformation, with `$_self` standing for the type of `lhs`.
        transformer: String,
    },
    /// `InferTypeOpInterface` (namespace `::mlir`): result types can be
    /// inferred by the op. `declare_methods` is true when it is declared via
    /// `DeclareOpInterfaceMethods<InferTypeOpInterface>` (or a trait list
    /// such as `InferTypeOpAdaptor`); this changes when ODS considers all
    /// result types already known, exactly as in MLIR.
    InferTypeOpInterface {
        /// Declared through `DeclareOpInterfaceMethods`.
        declare_methods: bool,
    },
    /// Any other trait (`SameVariadicOperandSize`, `AttrSizedOperandSegments`,
    /// `AttrSizedResultSegments`, `SingleBlockImplicitTerminator`, ...), by
    /// name. The checker ignores them; code generators read them.
    Other(String),
}

/// What an assembly format can refer to: the op's declared arguments,
/// results, regions, successors and traits.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct OpSignature {
    /// The op name, e.g. `arith.addi` (for messages).
    pub name: String,
    /// Operands in declaration order.
    pub operands: Vec<NamedOperand>,
    /// Attribute arguments in declaration order.
    pub attributes: Vec<NamedAttr>,
    /// Property arguments in declaration order.
    pub properties: Vec<NamedProperty>,
    /// Results in declaration order.
    pub results: Vec<NamedOperand>,
    /// Regions in declaration order.
    pub regions: Vec<NamedRegion>,
    /// Successors in declaration order.
    pub successors: Vec<NamedSuccessor>,
    /// Traits in declaration order.
    pub traits: Vec<TypeTrait>,
}

impl OpSignature {
    /// An empty signature for the named op.
    pub fn new(name: impl Into<String>) -> Self {
        OpSignature {
            name: name.into(),
            ..OpSignature::default()
        }
    }

    /// Index of the operand with the given name.
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|o| o.name == name)
    }

    /// Index of the result with the given name.
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|o| o.name == name)
    }

    /// Index of the attribute with the given name.
    pub fn attribute_index(&self, name: &str) -> Option<usize> {
        self.attributes.iter().position(|a| a.name == name)
    }

    /// Whether ODS considers every result type known without the format, in
    /// which case a declared `InferTypeOpInterface` is not used to infer the
    /// result types of the format (MLIR's `Operator::allResultTypesKnown`).
    ///
    /// This mirrors `Operator::populateTypeInferenceInfo` of MLIR 19.
    pub fn all_result_types_known(&self) -> bool {
        let has_infer = self
            .traits
            .iter()
            .any(|t| matches!(t, TypeTrait::InferTypeOpInterface { .. }));
        // Without the interface, the appended trait never enables inference,
        // so the answer does not matter; ODS only computes it when the
        // interface is registered, which declaring it implies.
        if !has_infer
            || self.results.is_empty()
            || self.results.iter().any(|r| r.kind.is_variable_length())
        {
            return false;
        }
        if self.traits.contains(&TypeTrait::SameOperandsAndResultType) {
            return self.operands.iter().any(|o| !o.kind.is_variable_length());
        }
        // Equivalence classes over names; every name that is not a result
        // is an argument (MLIR maps unknown names to argument #0).
        let mut classes = UnionFind::default();
        for t in &self.traits {
            match t {
                TypeTrait::InferTypeOpInterface {
                    declare_methods: false,
                } => return false,
                TypeTrait::AllTypesMatch(values) => {
                    let Some(first) = values.first() else {
                        continue;
                    };
                    let root = self.inference_node(first);
                    for v in values {
                        let node = self.inference_node(v);
                        classes.union(node, root);
                    }
                }
                _ => {}
            }
        }
        (0..self.results.len()).all(|i| {
            if self.results[i].buildable_type.is_some() {
                return true;
            }
            let me = classes.find(InferenceNode::Result(i));
            classes
                .members()
                .any(|n| matches!(n, InferenceNode::Argument) && classes.find(n) == me)
        })
    }

    fn inference_node(&self, name: &str) -> InferenceNode {
        // Results shadow arguments, as in MLIR's name → index map where
        // results are inserted after the arguments; unknown names map to
        // argument #0.
        match self.results.iter().rposition(|r| r.name == name) {
            Some(i) => InferenceNode::Result(i),
            None => InferenceNode::Argument,
        }
    }
}

/// A node of the result type inference classes: some argument, or a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum InferenceNode {
    Argument,
    Result(usize),
}

/// A tiny union-find over inference nodes.
#[derive(Default)]
struct UnionFind {
    nodes: Vec<InferenceNode>,
    parent: Vec<usize>,
}

impl UnionFind {
    fn index(&mut self, n: InferenceNode) -> usize {
        if let Some(i) = self.nodes.iter().position(|m| *m == n) {
            return i;
        }
        self.nodes.push(n);
        self.parent.push(self.parent.len());
        self.parent.len() - 1
    }

    fn root(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            i = self.parent[i];
        }
        i
    }

    fn find(&mut self, n: InferenceNode) -> usize {
        let i = self.index(n);
        self.root(i)
    }

    fn union(&mut self, a: InferenceNode, b: InferenceNode) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[ra] = rb;
        }
    }

    fn members(&self) -> impl Iterator<Item = InferenceNode> + use<> {
        self.nodes.clone().into_iter()
    }
}
