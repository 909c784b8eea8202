//! Op traits: the trait records of an op, flattened (`TraitList`s spliced
//! in, duplicates dropped, declaration order kept, as ODS does) and typed.

use std::collections::BTreeSet;

use crate::records::{RecordId, RecordRef};

use super::constraint::{OpPred, TypeTransform, ValueProperty};
use super::op::op_rust_name;
use super::reader::Reader;

/// An op trait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trait {
    /// A `NativeOpTrait` without parameters, by name (`Pure`, `Terminator`).
    Native(String),
    /// `HasParent<"op">`, `ParentOneOf<[...]>`: the op names the classes
    /// resolve to.
    HasParent(Vec<String>),
    /// `SingleBlockImplicitTerminator<"op">`: the op name the class
    /// resolves to.
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
        self.insert_traits(op, &list, &mut seen, &mut out, 0);
        self.add_implied_interfaces(&mut out);
        out
    }

    /// The interfaces traits imply, as in MLIR: `Pure`, `NoMemoryEffect`
    /// and `MemoryEffects<[...]>` give `MemoryEffectOpInterface` (the
    /// effects listed), `Pure` gives `ConditionallySpeculatable` (always
    /// speculatable), `Symbol` gives `SymbolOpInterface` (its default
    /// methods). Only when the records define the interface (`OpBase.td`
    /// includes `interfaces/Common.td`, which does) and the op does not
    /// declare it.
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
        op: RecordRef<'r>,
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
                self.insert_traits(op, &nested, seen, out, depth + 1);
                continue;
            }
            if !seen.insert(record.id()) {
                continue;
            }
            if let Some(t) = self.trait_of(op, record) {
                out.push(t);
            }
        }
    }

    fn trait_of(&mut self, op: RecordRef<'r>, record: RecordRef<'r>) -> Option<Trait> {
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
                    let parents = parents
                        .iter()
                        .map(|p| self.op_named_by_class(op, record, p))
                        .collect();
                    Trait::HasParent(parents)
                }
                "SingleBlockImplicitTerminator" => Trait::SingleBlockImplicitTerminator(
                    self.op_named_by_class(op, record, &params),
                ),
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

impl<'r> Reader<'r> {
    /// The op name (`toy.yield`) of the op class `class` that trait
    /// `trait_record` of op `op` names, as MLIR reads it: a C++ class name,
    /// qualified or not (`YieldOp`, `::mlir::toy::YieldOp`: the def name
    /// without its dialect prefix), or the def name (`Toy_YieldOp`). An op
    /// of `op`'s dialect is preferred when several dialects have one. An op
    /// name (`func.func`) is taken as written. A class that names no op is
    /// an error at the op's place (a trait record's place is its class's).
    fn op_named_by_class(
        &mut self,
        op: RecordRef<'r>,
        trait_record: RecordRef<'r>,
        class: &str,
    ) -> String {
        if class.contains('.') && !class.contains("::") {
            return class.to_string();
        }
        let unqualified = class.rsplit("::").next().unwrap_or(class);
        let dialect_of = |record: RecordRef<'r>| {
            record
                .value("opDialect")
                .and_then(|v| v.as_def())
                .map(|d| d.id())
        };
        let own_dialect = dialect_of(op);
        let mut matches: Vec<(bool, String)> = Vec::new();
        for candidate in self.records.defs_of_class("Op") {
            let def_name = candidate.name();
            if def_name != class && op_rust_name(def_name) != unqualified {
                continue;
            }
            let Some(dialect) = candidate.value("opDialect").and_then(|v| v.as_def()) else {
                continue;
            };
            let name = format!(
                "{}.{}",
                self.string(dialect, "name"),
                self.string(candidate, "opName")
            );
            matches.push((dialect_of(candidate) == own_dialect, name));
        }
        if matches.iter().any(|(same, _)| *same) {
            matches.retain(|(same, _)| *same);
        }
        match matches.as_slice() {
            [(_, name)] => name.clone(),
            [] => {
                self.error(
                    op.span(),
                    format!(
                        "`{class}` in trait `{}` of `{}` names no op: it is neither an op's \
                         def name nor its class name (the def name without the dialect \
                         prefix), nor an op name (`dialect.mnemonic`)",
                        trait_class_name(trait_record),
                        op.name(),
                    ),
                );
                class.to_string()
            }
            several => {
                let names: Vec<&str> = several.iter().map(|(_, n)| n.as_str()).collect();
                self.error(
                    op.span(),
                    format!(
                        "`{class}` in trait `{}` of `{}` names several ops: {}",
                        trait_class_name(trait_record),
                        op.name(),
                        names.join(", ")
                    ),
                );
                class.to_string()
            }
        }
    }
}

/// The class a trait record instantiates, as written in `.td` files.
fn trait_class_name(record: RecordRef<'_>) -> &'static str {
    ["ParentOneOf", "HasParent", "SingleBlockImplicitTerminator"]
        .into_iter()
        .find(|class| record.is_subclass_of(class))
        .unwrap_or("ParamNativeOpTrait")
}
