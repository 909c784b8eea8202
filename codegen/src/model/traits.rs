//! Op traits: the trait records of an op, flattened (`TraitList`s spliced
//! in, duplicates dropped, declaration order kept, as ODS does) and typed.

use std::collections::BTreeSet;

use crate::records::{RecordId, RecordRef};

use super::constraint::{OpPred, TypeTransform, ValueProperty};
use super::reader::Reader;

/// An op trait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trait {
    /// A `NativeOpTrait` without parameters, by name (`Pure`, `Terminator`).
    Native(String),
    /// `HasParent<"op">`, `ParentOneOf<[...]>`.
    HasParent(Vec<String>),
    /// `SingleBlockImplicitTerminator<"op">`.
    SingleBlockImplicitTerminator(String),
    /// Another `ParamNativeOpTrait`.
    ParamNative {
        /// The trait.
        name: String,
        /// Its parameters.
        params: String,
    },
    /// `PredOpTrait<summary, pred>`; `matched` is set for the
    /// `AllTypesMatch` family (the values and the property compared).
    Pred {
        /// The summary (`failed to verify that <summary>`).
        summary: String,
        /// The predicate.
        pred: OpPred,
        /// For `AllTypesMatch`/`AllShapesMatch`/...: the values.
        matched: Option<(Vec<String>, ValueProperty)>,
    },
    /// `TypesMatchWith<summary, lhs, rhs, transform>`.
    TypesMatchWith {
        /// The summary.
        summary: String,
        /// The value the type comes from.
        lhs: String,
        /// The value whose type is computed.
        rhs: String,
        /// The transform.
        transform: TypeTransform,
    },
    /// `MemoryEffects<[...]>`.
    MemoryEffects(Vec<String>),
    /// An interface the op implements (`OpInterface` records and
    /// `DeclareOpInterfaceMethods`).
    Interface {
        /// The interface (`InferTypeOpInterface`).
        name: String,
        /// The record of the interface.
        def_name: String,
        /// The methods the op implements by hand.
        methods: Vec<String>,
        /// Declared with `DeclareOpInterfaceMethods`.
        declared: bool,
    },
}

impl Trait {
    /// Whether this is the native trait `name`.
    pub fn is_native(&self, name: &str) -> bool {
        matches!(self, Trait::Native(n) if n == name)
    }

    /// Whether this is the interface `name`.
    pub fn is_interface(&self, name: &str) -> bool {
        matches!(self, Trait::Interface { name: n, .. } if n == name)
    }
}

impl<'r> Reader<'r> {
    /// The traits of a `list<Trait>` field, flattened in declaration order
    /// without duplicates.
    pub fn traits(&mut self, op: RecordRef<'r>) -> Vec<Trait> {
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        let list = self.defs(op, "traits");
        self.insert_traits(&list, &mut seen, &mut out, 0);
        self.add_implied_interfaces(&mut out);
        out
    }

    /// The interfaces traits imply, as in MLIR: `Pure`, `NoMemoryEffect`
    /// and `MemoryEffects<[...]>` give `MemoryEffectOpInterface` (the
    /// effects listed), `Pure` gives `ConditionallySpeculatable` (always
    /// speculatable), `Symbol` gives `SymbolOpInterface` (its default
    /// methods). Only when the records define the interface (the file
    /// includes `interfaces/Common.td`) and the op does not declare it.
    fn add_implied_interfaces(&mut self, traits: &mut Vec<Trait>) {
        let pure = traits.iter().any(|t| t.is_native("Pure"));
        let effects = pure || traits.iter().any(|t| matches!(t, Trait::MemoryEffects(_)));
        let symbol = traits.iter().any(|t| t.is_native("Symbol"));
        for (implied, def_name) in [
            (effects, "MemoryEffectsOpInterface"),
            (pure, "ConditionallySpeculatable"),
            (symbol, "SymbolOpInterface"),
        ] {
            let declared = traits
                .iter()
                .any(|t| matches!(t, Trait::Interface { def_name: d, .. } if d == def_name));
            if !implied || declared {
                continue;
            }
            let Some(record) = self
                .records
                .def(def_name)
                .filter(|r| r.is_subclass_of("OpInterface"))
            else {
                continue;
            };
            traits.push(Trait::Interface {
                name: self.string(record, "interface"),
                def_name: def_name.to_string(),
                methods: Vec::new(),
                declared: false,
            });
        }
    }

    fn insert_traits(
        &mut self,
        list: &[RecordRef<'r>],
        seen: &mut BTreeSet<RecordId>,
        out: &mut Vec<Trait>,
        depth: usize,
    ) {
        if depth > 32 {
            return;
        }
        for &record in list {
            if record.is_subclass_of("TraitList") {
                let nested = self.defs(record, "traits");
                self.insert_traits(&nested, seen, out, depth + 1);
                continue;
            }
            if !seen.insert(record.id()) {
                continue;
            }
            if let Some(t) = self.trait_of(record) {
                out.push(t);
            }
        }
    }

    fn trait_of(&mut self, record: RecordRef<'r>) -> Option<Trait> {
        let class = |name: &str| record.is_subclass_of(name);
        if class("DeclareOpInterfaceMethods") {
            let base = self.def(record, "baseInterface")?;
            let name = self.string(base, "interface");
            return Some(Trait::Interface {
                name,
                def_name: base.name().to_string(),
                methods: self.strings(record, "overriddenMethods"),
                declared: true,
            });
        }
        if class("OpInterfaceTrait") {
            return Some(Trait::Interface {
                name: self.string(record, "interface"),
                def_name: record.name().to_string(),
                methods: Vec::new(),
                declared: false,
            });
        }
        if class("ParamNativeOpTrait") {
            let name = self.string(record, "trait");
            let params = self.string(record, "params");
            return Some(match name.as_str() {
                "HasParent" => {
                    let parents = if record.field("parents").is_some() {
                        self.strings(record, "parents")
                    } else {
                        params.split(',').map(|p| p.trim().to_string()).collect()
                    };
                    Trait::HasParent(parents)
                }
                "SingleBlockImplicitTerminator" => Trait::SingleBlockImplicitTerminator(params),
                _ => Trait::ParamNative { name, params },
            });
        }
        if class("NativeOpTrait") {
            return Some(Trait::Native(self.string(record, "trait")));
        }
        if class("PredOpTrait") {
            let summary = self.string(record, "summary");
            let pred = match self.def(record, "predicate") {
                Some(p) => self.op_pred(p),
                None => OpPred::And(Vec::new()),
            };
            let matched = match &pred {
                OpPred::AllMatch(values, property) if class("AllMatchSameOperatorTrait") => {
                    Some((values.clone(), *property))
                }
                _ => None,
            };
            return Some(Trait::Pred {
                summary,
                pred,
                matched,
            });
        }
        if class("TypesMatchWith") {
            let transform = match self.def(record, "transform") {
                Some(t) => self.type_transform(t),
                None => TypeTransform::FunctionInputs,
            };
            return Some(Trait::TypesMatchWith {
                summary: self.string(record, "summary"),
                lhs: self.string(record, "lhs"),
                rhs: self.string(record, "rhs"),
                transform,
            });
        }
        if class("MemoryEffects") {
            let effects = self
                .defs(record, "effects")
                .into_iter()
                .map(|e| self.string(e, "effect"))
                .collect();
            return Some(Trait::MemoryEffects(effects));
        }
        self.error(
            record.span(),
            format!(
                "`{}` is not a trait the code generator knows (a `NativeOpTrait`, \
                 `PredOpTrait`, `TypesMatchWith`, `MemoryEffects`, interface or `TraitList`)",
                record.name()
            ),
        );
        None
    }
}
