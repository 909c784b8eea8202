//! The op an assembly format is checked against, as the checker sees it: a
//! borrowed view of the model's [`OpDef`] (its operands, attributes,
//! results, regions, successors and traits), with the lookups and the type
//! inference question mlir-tblgen's `OpFormatParser` asks.
//!
//! Names are matched exactly as written after `$` in the `.td` file; when
//! two kinds share a name, attributes win over properties, then operands,
//! regions, results and successors (MLIR's lookup order).

use crate::model::{
    AttrArg, OpDef, Operand, RegionDef, SuccessorDef, Trait, TypeTransform, ValueProperty,
};

/// An op as the format checker sees it (borrowed from an [`OpDef`]).
#[derive(Clone, Copy, Debug)]
pub struct FormatSubject<'a> {
    /// The op name, e.g. `arith.addi` (for messages).
    pub name: &'a str,
    /// Operands in declaration order.
    pub operands: &'a [Operand],
    /// Attribute arguments in declaration order.
    pub attributes: &'a [AttrArg],
    /// The names of ODS property arguments (`Property<...>` in `ins`, which
    /// MLIR 19 allows only inside `custom` directives), in declaration
    /// order. The model declares none yet.
    pub properties: &'a [String],
    /// Results in declaration order.
    pub results: &'a [Operand],
    /// Regions in declaration order.
    pub regions: &'a [RegionDef],
    /// Successors in declaration order.
    pub successors: &'a [SuccessorDef],
    /// Traits in declaration order (flattened, duplicates removed): when
    /// several infer the same type, the later wins.
    pub traits: &'a [Trait],
}

/// What a trait says about types, as far as the format checker cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeTrait<'a> {
    /// All operands and results have the same type.
    SameOperandsAndResultType,
    /// All operands have the same type.
    SameTypeOperands,
    /// `AllTypesMatch<[names]>` (or a subclass): the named operands,
    /// results and attributes have the same type.
    AllTypesMatch(&'a [String]),
    /// `TypesMatchWith<..., lhs, rhs, transform>`: the type of `rhs` is the
    /// transform of the type of `lhs`.
    TypesMatchWith {
        /// The operand, result or attribute the type comes from.
        lhs: &'a str,
        /// The operand or result whose type is inferred.
        rhs: &'a str,
        /// The transformation.
        transform: &'a TypeTransform,
    },
    /// `InferTypeOpInterface`: result types can be inferred by the op;
    /// `declare_methods` when declared through `DeclareOpInterfaceMethods`
    /// (which changes when ODS considers all result types known, as in
    /// MLIR).
    InferTypeOpInterface {
        /// Declared through `DeclareOpInterfaceMethods`.
        declare_methods: bool,
    },
    /// Any other trait: the checker ignores it.
    Other,
}

impl<'a> TypeTrait<'a> {
    /// What `t` says about types.
    pub fn of(t: &'a Trait) -> TypeTrait<'a> {
        match t {
            Trait::Native(n) if n == "SameOperandsAndResultType" => {
                TypeTrait::SameOperandsAndResultType
            }
            Trait::Native(n) if n == "SameTypeOperands" => TypeTrait::SameTypeOperands,
            Trait::Pred {
                matched: Some((values, ValueProperty::Type)),
                ..
            } => TypeTrait::AllTypesMatch(values),
            Trait::TypesMatchWith {
                lhs,
                rhs,
                transform,
                ..
            } => TypeTrait::TypesMatchWith {
                lhs,
                rhs,
                transform,
            },
            Trait::Interface { name, declared, .. } if name == "InferTypeOpInterface" => {
                TypeTrait::InferTypeOpInterface {
                    declare_methods: *declared,
                }
            }
            _ => TypeTrait::Other,
        }
    }
}

impl<'a> FormatSubject<'a> {
    /// The view of `op`.
    pub fn of(op: &'a OpDef) -> Self {
        FormatSubject {
            name: &op.name,
            operands: &op.operands,
            attributes: &op.attributes,
            properties: &[],
            results: &op.results,
            regions: &op.regions,
            successors: &op.successors,
            traits: &op.traits,
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

    /// What each trait says about types, in order.
    pub fn type_traits(&self) -> impl Iterator<Item = TypeTrait<'a>> + use<'a> {
        self.traits.iter().map(TypeTrait::of)
    }

    /// Whether ODS considers every result type known without the format, in
    /// which case a declared `InferTypeOpInterface` is not used to infer the
    /// result types of the format (MLIR's `Operator::allResultTypesKnown`).
    ///
    /// This mirrors `Operator::populateTypeInferenceInfo` of MLIR 19.
    pub fn all_result_types_known(&self) -> bool {
        let has_infer = self
            .type_traits()
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
        if self
            .type_traits()
            .any(|t| t == TypeTrait::SameOperandsAndResultType)
        {
            return self.operands.iter().any(|o| !o.kind.is_variable_length());
        }
        // Equivalence classes over names; every name that is not a result
        // is an argument (MLIR maps unknown names to argument #0).
        let mut classes = UnionFind::default();
        for t in self.type_traits() {
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
