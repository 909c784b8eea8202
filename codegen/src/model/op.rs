//! Ops: `Op` records turned into [`OpDef`]s — operands, attributes,
//! results, regions and successors with their kinds and constraints,
//! traits, builders, flags, the checked assembly format, and how builders
//! get result types.

use crate::asm_format::{self, AsmFormat, FormatSubject};
use crate::diagnostics::{Diagnostic, Span};
use crate::records::RecordRef;

use super::constraint::{Constraint, Pred, TypeTransform};
use super::llvm_intrinsic::LLVMIntrinsicDef;
use super::place::Place;
use super::reader::Reader;
use super::traits::Trait;

/// How many values an operand or result group holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<T>`).
    Optional,
    /// Any number (`Variadic<T>`).
    Variadic,
    /// Groups sized by an attribute (`VariadicOfVariadic<T, "attr">`).
    VariadicOfVariadic {
        /// The attribute holding the group sizes.
        segment_attr: String,
    },
}

impl ValueKind {
    /// Optional, variadic or variadic of variadic.
    pub fn is_variable(&self) -> bool {
        !matches!(self, ValueKind::Single)
    }

    /// Optional, variadic or variadic of variadic (MLIR's
    /// `isVariableLength`, the name the format checker uses).
    pub fn is_variable_length(&self) -> bool {
        self.is_variable()
    }

    /// Variadic or variadic of variadic (MLIR's `isVariadic`).
    pub fn is_variadic(&self) -> bool {
        matches!(
            self,
            ValueKind::Variadic | ValueKind::VariadicOfVariadic { .. }
        )
    }
}

/// An operand or result group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operand {
    /// Its `$name` (`""` when unnamed).
    pub name: String,
    /// How many values.
    pub kind: ValueKind,
    /// The constraint (of the group: `variadic of ...` for variadic ones).
    pub constraint: Constraint,
    /// The Rust building the (base) type over `$_ctx`, if buildable.
    pub buildable_type: Option<String>,
    /// The Rust type builders take for a value (`None`: any value).
    pub rust_type: Option<String>,
}

/// What Rust value an attribute converts to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrValueKind {
    /// `UnitAttr`: present or not (`bool`).
    Unit,
    /// `BoolAttr` (`bool`).
    Bool,
    /// `StrAttr` (`String`).
    String,
    /// `SymbolNameAttr` (`String`, printed `@name`).
    SymbolName,
    /// `FlatSymbolRefAttr` (the symbol's name, `String`).
    FlatSymbolRef,
    /// An integer attribute (the Rust integer type of `returnType`).
    Integer(String),
    /// A float attribute (`f64`).
    Float,
    /// A type attribute (`Type`).
    Type,
    /// An integer enum (`I64EnumAttr`): the enum's Rust type.
    IntEnum(String),
    /// An enum in a dialect attribute (`EnumAttr`).
    DialectEnum {
        /// The enum's Rust type.
        class: String,
        /// The namespace.
        dialect: String,
        /// The attribute's mnemonic.
        mnemonic: String,
    },
    /// Any other attribute (`Attribute`).
    Other,
}

/// An attribute argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrArg {
    /// Its `$name`.
    pub name: String,
    /// The constraint (predicate and summary of the whole argument,
    /// wrappers included).
    pub constraint: Constraint,
    /// What Rust value it converts to.
    pub kind: AttrValueKind,
    /// May be absent (`OptionalAttr`, `UnitAttr`).
    pub optional: bool,
    /// `DefaultValuedAttr`: the default as Rust of the value type.
    pub default_value: Option<String>,
    /// The base attribute is `UnitAttr`.
    pub is_unit: bool,
    /// Stored as a property.
    pub property: bool,
    /// The Rust building the attribute's value type over `$_ctx`, when it
    /// is buildable (`I64Attr`: `i64`).
    pub value_type: Option<String>,
    /// The attribute class property conversion checks.
    pub storage: Option<Pred>,
    /// The storage is any attribute (`AnyAttr`).
    pub generic_storage: bool,
}

impl AttrArg {
    /// Absent is allowed: optional, unit or default-valued.
    pub fn may_be_absent(&self) -> bool {
        self.optional || self.is_unit || self.default_value.is_some()
    }
}

/// A region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionDef {
    /// Its `$name`.
    pub name: String,
    /// `VariadicRegion`.
    pub variadic: bool,
    /// `SizedRegion<n>`.
    pub blocks: Option<u32>,
    /// The summary.
    pub summary: String,
}

/// A successor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorDef {
    /// Its `$name`.
    pub name: String,
    /// `VariadicSuccessor`.
    pub variadic: bool,
}

/// A custom builder: its parameters and maybe a Rust body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuilderDef {
    /// `(name, Rust type)` of each parameter.
    pub params: Vec<(String, String)>,
    /// The body (over `$_state`, `$_ctx`, `$_builder`); `None`: written
    /// by hand in the dialect module.
    pub body: Option<String>,
}

/// An argument in declaration order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgRef {
    /// Operand group `n`.
    Operand(usize),
    /// Attribute `n`.
    Attribute(usize),
}

/// Where a builder gets a result type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultTypeSource {
    /// The caller gives it.
    Given,
    /// The constraint builds it (Rust over `$_ctx`).
    Buildable(String),
    /// The type of an argument, maybe transformed.
    Argument(ArgRef, Option<TypeTransform>),
    /// The (computed) type of another result, maybe transformed.
    Result(usize, Option<TypeTransform>),
}

/// An op.
#[derive(Clone, Debug, PartialEq)]
pub struct OpDef {
    /// The record's name (`Arith_AddIOp`).
    pub def_name: String,
    /// The Rust type (`AddIOp`).
    pub rust_name: String,
    /// The dialect's namespace.
    pub dialect: String,
    /// The full name (`arith.addi`).
    pub name: String,
    /// One line of docs.
    pub summary: String,
    /// Markdown docs.
    pub description: String,
    /// Operand groups.
    pub operands: Vec<Operand>,
    /// Attribute arguments.
    pub attributes: Vec<AttrArg>,
    /// Operands and attributes in declaration order.
    pub arguments: Vec<ArgRef>,
    /// Result groups.
    pub results: Vec<Operand>,
    /// Regions.
    pub regions: Vec<RegionDef>,
    /// Successors.
    pub successors: Vec<SuccessorDef>,
    /// Traits, flattened, in declaration order.
    pub traits: Vec<Trait>,
    /// Custom builders.
    pub builders: Vec<BuilderDef>,
    /// No generated builder.
    pub skip_default_builders: bool,
    /// A Rust verifier hook.
    pub has_verifier: bool,
    /// A Rust region verifier hook.
    pub has_region_verifier: bool,
    /// A Rust fold hook.
    pub has_folder: bool,
    /// Rust canonicalization patterns.
    pub has_canonicalizer: bool,
    /// A Rust canonicalization method.
    pub has_canonicalize_method: bool,
    /// A hand-written Rust parser and printer.
    pub has_custom_assembly_format: bool,
    /// The declarative assembly format: its text and the checked form.
    pub assembly_format: Option<(String, AsmFormat)>,
    /// Nested ops of this dialect print without prefix.
    pub default_dialect: Option<String>,
    /// Rust items added to the op's `impl`.
    pub extra_class_declaration: Option<String>,
    /// Rust items added after the op.
    pub extra_class_definition: Option<String>,
    /// The Rust building the op's LLVM IR (`llvmBuilder`, with `$name`
    /// placeholders), for the LLVM IR translation.
    pub llvm_builder: Option<String>,
    /// The LLVM IR instruction (`llvm::Instruction` opcode name) the op
    /// translates to and is imported from (`llvmInstName`), if any.
    pub llvm_inst_name: Option<String>,
    /// The LLVM intrinsic the op calls (`llvmIntrinsicName` and the data
    /// of the call), for the LLVM IR translation.
    pub llvm_intrinsic: Option<LLVMIntrinsicDef>,
    /// ODS adds `InferTypeOpInterface` (every result type is known from
    /// the arguments).
    pub infers_result_types: bool,
    /// How builders get each result group's type.
    pub result_types: Vec<ResultTypeSource>,
    /// The op names its results (ODS's generated `getAsmResultNames` for
    /// several named results) rather than a hand-written hook.
    pub names_results: bool,
    /// Where it is defined.
    pub place: Place,
}

impl OpDef {
    /// Whether the op has the native trait `name`.
    pub fn has_native_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.is_native(name))
    }

    /// The trait declaring interface `name`, if any.
    pub fn interface(&self, name: &str) -> Option<&Trait> {
        self.traits.iter().find(|t| t.is_interface(name))
    }

    /// Whether interface `name` is declared with method `method` written
    /// by hand.
    pub fn implements_method(&self, interface: &str, method: &str) -> bool {
        matches!(self.interface(interface),
            Some(Trait::Interface { methods, .. }) if methods.iter().any(|m| m == method))
    }

    /// The operand group, attribute or result named `name`.
    pub fn value_named(&self, name: &str) -> Option<NamedValue> {
        if let Some(i) = self.attributes.iter().position(|a| a.name == name) {
            return Some(NamedValue::Attribute(i));
        }
        if let Some(i) = self.operands.iter().position(|o| o.name == name) {
            return Some(NamedValue::Operand(i));
        }
        self.results
            .iter()
            .position(|r| r.name == name)
            .map(NamedValue::Result)
    }
}

/// An operand group, attribute or result, by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedValue {
    /// Operand group `n`.
    Operand(usize),
    /// Attribute `n`.
    Attribute(usize),
    /// Result group `n`.
    Result(usize),
}

/// The Rust type name of an op record: the def name without its dialect
/// prefix (`Arith_AddIOp` → `AddIOp`), as ODS names the C++ class.
pub fn op_rust_name(def_name: &str) -> String {
    match def_name.split_once('_') {
        Some((_, rest)) if !rest.is_empty() => rest.to_string(),
        _ => def_name.to_string(),
    }
}

impl<'r> Reader<'r> {
    /// An `Op` record; `None` when it is too broken to use (the errors are
    /// recorded).
    pub fn op_def(&mut self, record: RecordRef<'r>) -> Option<OpDef> {
        let dialect_record = self.def(record, "opDialect")?;
        let dialect = self.string(dialect_record, "name");
        let mnemonic = self.string(record, "opName");
        let name = format!("{dialect}.{mnemonic}");
        let place = self.place(record);
        let span = record.span();

        let dialect_uses_properties = dialect_record.field("usePropertiesForAttributes").is_none()
            || self.bit(dialect_record, "usePropertiesForAttributes");

        let mut operands = Vec::new();
        let mut attributes = Vec::new();
        let mut arguments = Vec::new();
        if let Some(args) = self.ok(record.get_dag("arguments")) {
            for (i, arg) in args.args().enumerate() {
                let arg_name = arg.name.unwrap_or("").to_string();
                let Some(def) = arg.value.as_def() else {
                    self.error(span, format!("undefined type for argument #{i}"));
                    continue;
                };
                if def.is_subclass_of("TypeConstraint") {
                    arguments.push(ArgRef::Operand(operands.len()));
                    operands.push(self.operand(def, arg_name));
                } else if def.is_subclass_of("Attr") {
                    if arg_name.is_empty() {
                        self.error(span, format!("attributes must be named (argument #{i})"));
                    }
                    arguments.push(ArgRef::Attribute(attributes.len()));
                    attributes.push(self.attr_arg(def, arg_name, dialect_uses_properties));
                } else {
                    self.error(
                        span,
                        format!(
                            "unexpected def type `{}` for argument #{i}; only defs deriving from \
                             TypeConstraint or Attr are allowed",
                            def.name()
                        ),
                    );
                }
            }
        }
        let mut results = Vec::new();
        if let Some(outs) = self.ok(record.get_dag("results")) {
            for (i, result) in outs.args().enumerate() {
                let Some(def) = result.value.as_def() else {
                    self.error(span, format!("undefined type for result #{i}"));
                    continue;
                };
                if !def.is_subclass_of("TypeConstraint") {
                    self.error(
                        span,
                        format!(
                            "result #{i} must be a type constraint, not `{}`",
                            def.name()
                        ),
                    );
                    continue;
                }
                let operand = self.operand(def, result.name.unwrap_or("").to_string());
                if matches!(operand.kind, ValueKind::VariadicOfVariadic { .. }) {
                    self.error(
                        span,
                        "'VariadicOfVariadic' results are currently not supported",
                    );
                }
                results.push(operand);
            }
        }
        let mut regions = Vec::new();
        if let Some(dag) = self.ok(record.get_dag("regions")) {
            let count = dag.len();
            for (i, region) in dag.args().enumerate() {
                let Some(def) = region.value.as_def() else {
                    self.error(span, format!("undefined kind for region #{i}"));
                    continue;
                };
                let variadic = def.is_subclass_of("VariadicRegion");
                let region_name = region.name.unwrap_or("").to_string();
                if variadic && i + 1 != count {
                    self.error(span, "only the last region can be variadic");
                }
                if variadic && region_name.is_empty() {
                    self.error(span, "variadic regions must be named");
                }
                let base = if variadic {
                    self.def(def, "baseRegion").unwrap_or(def)
                } else {
                    def
                };
                let blocks = if base.is_subclass_of("SizedRegion") {
                    Some(self.int(base, "blocks").max(0) as u32)
                } else {
                    None
                };
                regions.push(RegionDef {
                    name: region_name,
                    variadic,
                    blocks,
                    summary: self.string(def, "summary"),
                });
            }
        }
        let mut successors = Vec::new();
        if let Some(dag) = self.ok(record.get_dag("successors")) {
            let count = dag.len();
            for (i, successor) in dag.args().enumerate() {
                let Some(def) = successor.value.as_def() else {
                    self.error(span, format!("undefined kind for successor #{i}"));
                    continue;
                };
                let variadic = def.is_subclass_of("VariadicSuccessor");
                if variadic && i + 1 != count {
                    self.error(span, "only the last successor can be variadic");
                }
                successors.push(SuccessorDef {
                    name: successor.name.unwrap_or("").to_string(),
                    variadic,
                });
            }
        }

        let traits = self.traits(record);
        let builders = self.builders(record);
        let skip_default_builders = self.bit(record, "skipDefaultBuilders");
        if skip_default_builders && builders.is_empty() {
            self.error(
                span,
                "default builders are skipped and no custom builders provided",
            );
        }
        let assembly_text = self.optional_string(record, "assemblyFormat");
        let has_custom_assembly_format = self.bit(record, "hasCustomAssemblyFormat");
        if assembly_text.is_some() && has_custom_assembly_format {
            self.error(
                span,
                format!(
                    "`{name}` has both `assemblyFormat` and `hasCustomAssemblyFormat`; \
                     keep one"
                ),
            );
        }
        let default_dialect = self
            .optional_string(record, "defaultDialect")
            .filter(|d| !d.is_empty());
        let extra_class_declaration = self.rust_snippet(record, "extraClassDeclaration");
        let extra_class_definition = self.rust_snippet(record, "extraClassDefinition");
        let llvm_builder = self.rust_snippet(record, "llvmBuilder");
        let llvm_inst_name = self
            .optional_string(record, "llvmInstName")
            .filter(|n| !n.is_empty());

        let mut op = OpDef {
            def_name: record.name().to_string(),
            rust_name: op_rust_name(record.name()),
            dialect,
            name,
            summary: self.string(record, "summary"),
            description: self.string(record, "description"),
            operands,
            attributes,
            arguments,
            results,
            regions,
            successors,
            traits,
            builders,
            skip_default_builders,
            has_verifier: self.bit(record, "hasVerifier"),
            has_region_verifier: self.bit(record, "hasRegionVerifier"),
            has_folder: self.bit(record, "hasFolder"),
            has_canonicalizer: self.bit(record, "hasCanonicalizer"),
            has_canonicalize_method: self.bit(record, "hasCanonicalizeMethod"),
            has_custom_assembly_format,
            assembly_format: None,
            default_dialect,
            extra_class_declaration,
            extra_class_definition,
            llvm_builder,
            llvm_inst_name,
            llvm_intrinsic: None,
            infers_result_types: false,
            result_types: Vec::new(),
            names_results: false,
            place,
        };
        self.check_names(&op, span);
        op.llvm_intrinsic = self.llvm_intrinsic(record, &op);
        let has_infer_interface = self.records.def("InferTypeOpInterface").is_some();
        let (infers, result_types) = result_type_inference(&op, has_infer_interface);
        op.infers_result_types = infers;
        op.result_types = result_types;
        op.names_results = op.results.len() > 1
            && op.interface("OpAsmOpInterface").is_none()
            && op.results.iter().any(|r| !r.name.is_empty());
        if let Some(text) = assembly_text {
            op.assembly_format = self.check_format(record, &op, &text);
        }
        Some(op)
    }

    fn rust_snippet(&mut self, record: RecordRef<'r>, field: &str) -> Option<String> {
        let code = self.optional_string(record, field)?;
        if code.trim().is_empty() {
            return None;
        }
        let what = format!("the `{field}` of `{}`", record.name());
        self.check_rust(record.span(), &what, &code);
        Some(code)
    }

    fn builders(&mut self, record: RecordRef<'r>) -> Vec<BuilderDef> {
        let mut out = Vec::new();
        for builder in self.defs(record, "builders") {
            let mut params = Vec::new();
            if let Some(dag) = self.ok(builder.get_dag("dagParams")) {
                for (i, param) in dag.args().enumerate() {
                    let ty = param.value.as_str().map(str::to_string).or_else(|| {
                        param
                            .value
                            .as_def()
                            .and_then(|d| d.get_string("type").ok().map(str::to_string))
                    });
                    let Some(ty) = ty else {
                        self.error(
                            builder.span(),
                            format!("builder parameter #{i} needs a Rust type as a string"),
                        );
                        continue;
                    };
                    let name = param.name.unwrap_or("").to_string();
                    if name.is_empty() {
                        self.error(
                            builder.span(),
                            format!("builder parameter #{i} needs a name"),
                        );
                    }
                    self.check_rust(builder.span(), "a builder parameter type", &ty);
                    params.push((name, ty));
                }
            }
            let body = self
                .optional_string(builder, "body")
                .filter(|b| !b.trim().is_empty());
            if let Some(b) = &body {
                self.check_rust(builder.span(), "the body of a builder", b);
            }
            out.push(BuilderDef { params, body });
        }
        out
    }

    /// An operand or result group from its constraint record.
    fn operand(&mut self, def: RecordRef<'r>, name: String) -> Operand {
        let constraint = self.constraint(def);
        let (kind, base) = if def.is_subclass_of("VariadicOfVariadic") {
            let segment_attr = self.string(def, "segmentAttrName");
            (
                ValueKind::VariadicOfVariadic { segment_attr },
                self.def(def, "baseType"),
            )
        } else if def.is_subclass_of("Variadic") {
            (ValueKind::Variadic, self.def(def, "baseType"))
        } else if def.is_subclass_of("Optional") {
            (ValueKind::Optional, self.def(def, "baseType"))
        } else {
            (ValueKind::Single, None)
        };
        let buildable_type = match base {
            Some(b) => self.constraint(b).builder_call,
            None => constraint.builder_call.clone(),
        };
        Operand {
            name,
            kind,
            rust_type: constraint.rust_type.clone(),
            constraint,
            buildable_type,
        }
    }

    /// An attribute as an unnamed argument (the attribute of a constant
    /// written in a rewrite rule).
    pub fn attr_arg_of(&mut self, def: RecordRef<'r>) -> AttrArg {
        self.attr_arg(def, String::new(), false)
    }

    /// An attribute argument from its `Attr` record.
    fn attr_arg(&mut self, def: RecordRef<'r>, name: String, dialect_props: bool) -> AttrArg {
        let constraint = self.constraint(def);
        // The innermost attribute the wrappers (OptionalAttr,
        // DefaultValuedAttr, ConfinedAttr) were made from.
        let mut base = def;
        for _ in 0..16 {
            match self.optional_def(base, "baseAttr") {
                Some(b) => base = b,
                None => break,
            }
        }
        let base_constraint = if base == def {
            constraint.clone()
        } else {
            self.constraint(base)
        };
        let head = base_constraint.pred.head().clone();
        let return_type = self.string(base, "returnType");
        let kind = if base.is_subclass_of("EnumAttrInfo") {
            AttrValueKind::IntEnum(self.string(base, "className"))
        } else if base.is_subclass_of("EnumAttr") {
            let class = self
                .def(base, "enum")
                .map(|e| self.string(e, "className"))
                .unwrap_or_default();
            let dialect = self
                .def(base, "dialect")
                .map(|d| self.string(d, "name"))
                .unwrap_or_default();
            AttrValueKind::DialectEnum {
                class,
                dialect,
                mnemonic: self.string(base, "mnemonic"),
            }
        } else {
            match &head {
                Pred::UnitAttr => AttrValueKind::Unit,
                Pred::BoolAttr => AttrValueKind::Bool,
                Pred::StringAttr if base.name() == "SymbolNameAttr" => AttrValueKind::SymbolName,
                Pred::StringAttr => AttrValueKind::String,
                Pred::FlatSymbolRefAttr => AttrValueKind::FlatSymbolRef,
                Pred::IntegerAttr(_) => AttrValueKind::Integer(integer_rust_type(&return_type)),
                Pred::FloatAttr(_) => AttrValueKind::Float,
                Pred::TypeAttr(_) => AttrValueKind::Type,
                _ => AttrValueKind::Other,
            }
        };
        let value_type = match &head {
            Pred::IntegerAttr(t) | Pred::FloatAttr(t) => t.exact_type_builder(),
            _ => None,
        };
        let default_value = Some(self.string(def, "defaultValue")).filter(|d| !d.is_empty());
        if let Some(d) = &default_value {
            let what = format!("the default value of attribute `{name}`");
            self.check_rust(def.span(), &what, d);
        }
        let is_optional = self.bit(def, "isOptional");
        let is_unit = matches!(head, Pred::UnitAttr);
        let property =
            dialect_props && (def.field("isProperty").is_none() || self.bit(def, "isProperty"));
        AttrArg {
            name,
            optional: is_optional && default_value.is_none(),
            default_value,
            is_unit,
            property,
            value_type,
            // An integer enum's attribute class admits its cases only (MLIR's
            // `CmpIPredicateAttr::classof`).
            storage: if base.is_subclass_of("EnumAttrInfo") {
                Some(base_constraint.pred.clone())
            } else {
                constraint.pred.storage_class()
            },
            generic_storage: matches!(constraint.pred, Pred::True),
            kind,
            constraint,
        }
    }

    /// Names must be unique across operands, attributes, results, regions
    /// and successors (accessors are named after them).
    fn check_names(&mut self, op: &OpDef, span: Span) {
        let mut seen = std::collections::BTreeSet::new();
        let names = op
            .operands
            .iter()
            .map(|o| &o.name)
            .chain(op.attributes.iter().map(|a| &a.name))
            .chain(op.results.iter().map(|r| &r.name))
            .chain(op.regions.iter().map(|r| &r.name))
            .chain(op.successors.iter().map(|s| &s.name));
        for name in names {
            if name.is_empty() {
                continue;
            }
            if !seen.insert(name.clone()) {
                self.error(span, format!("`{}` has two values named `{name}`", op.name));
            }
        }
        // ODS's checks of how variadic groups are sized.
        for (groups, noun, same, sized) in [
            (
                &op.operands,
                "operands",
                "SameVariadicOperandSize",
                "AttrSizedOperandSegments",
            ),
            (
                &op.results,
                "results",
                "SameVariadicResultSize",
                "AttrSizedResultSegments",
            ),
        ] {
            let variadic = groups.iter().filter(|g| g.kind.is_variable()).count();
            let attr_sized = op.has_native_trait(sized);
            if variadic > 1 && !attr_sized && !op.has_native_trait(same) {
                self.error(
                    span,
                    format!(
                        "op has multiple variadic {noun} but no specification over their sizes"
                    ),
                );
            }
            if variadic < 2 && attr_sized {
                self.error(
                    span,
                    format!("op must have at least two variadic {noun} to use '{sized}' trait"),
                );
            }
        }
        for operand in &op.operands {
            if let ValueKind::VariadicOfVariadic { segment_attr } = &operand.kind
                && !op.attributes.iter().any(|a| &a.name == segment_attr)
            {
                self.error(
                    span,
                    format!(
                        "operand `{}` of `{}` is sized by attribute `{segment_attr}`, which the \
                         op does not declare",
                        operand.name, op.name
                    ),
                );
            }
        }
    }

    /// Parses and checks the assembly format as mlir-tblgen does; errors
    /// point into the format text in the `.td` file.
    fn check_format(
        &mut self,
        record: RecordRef<'r>,
        op: &OpDef,
        text: &str,
    ) -> Option<(String, AsmFormat)> {
        match asm_format::parse_format(text, &FormatSubject::of(op)) {
            Ok(format) => Some((text.to_string(), format)),
            Err(errors) => {
                let field_span = record
                    .field("assemblyFormat")
                    .map_or(record.span(), |f| f.span());
                let text_start = self.find_text(field_span, text);
                for e in errors {
                    let span = match text_start {
                        Some(start) => {
                            let at = start + e.offset as u32;
                            Span {
                                file: field_span.file,
                                start: at,
                                end: at,
                            }
                        }
                        None => field_span,
                    };
                    let mut d = Diagnostic::error(span, e.message.clone());
                    if let Some(note) = &e.note {
                        d = d.with_note(None, note.clone());
                    }
                    d = d.with_note(
                        Some(record.span()),
                        "in custom assembly format for this operation",
                    );
                    self.errors.push(d);
                }
                None
            }
        }
    }

    /// Where `text` starts in the source after `span`'s start (a string
    /// field's value as written), if it is there verbatim.
    fn find_text(&self, span: Span, text: &str) -> Option<u32> {
        let source = &self.places.sources().file(span.file).text;
        let from = (span.start as usize).min(source.len());
        let rest = source.get(from..)?;
        rest.find(text).map(|i| (from + i) as u32)
    }
}

/// The Rust integer type an integer attribute converts to (`returnType`
/// when it names one, else `i128`).
fn integer_rust_type(return_type: &str) -> String {
    const INTEGERS: &[&str] = &[
        "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
    ];
    if INTEGERS.contains(&return_type) {
        return_type.to_string()
    } else {
        "i128".to_string()
    }
}

/// A node of the result type inference graph: an argument or a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Node {
    Arg(usize),
    Result(usize),
}

/// Which result types the arguments determine, as MLIR 19's
/// `Operator::populateTypeInferenceInfo` computes it: whether ODS adds
/// `InferTypeOpInterface`, and for builders where each result type comes
/// from (results it cannot infer are given by the caller, even when ODS
/// does not add the interface).
fn result_type_inference(op: &OpDef, has_infer_interface: bool) -> (bool, Vec<ResultTypeSource>) {
    let n = op.results.len();
    let node_of = |name: &str| -> Option<Node> {
        // Results shadow arguments, as in ODS's name → index map.
        if let Some(i) = op.results.iter().rposition(|r| r.name == name) {
            return Some(Node::Result(i));
        }
        let arg = op.arguments.iter().position(|a| match a {
            ArgRef::Operand(i) => op.operands[*i].name == name,
            ArgRef::Attribute(i) => op.attributes[*i].name == name,
        })?;
        Some(Node::Arg(arg))
    };
    let given = vec![ResultTypeSource::Given; n];
    let manual_interface = op
        .traits
        .iter()
        .any(|t| t.is_interface("InferTypeOpInterface"));

    if op.has_native_trait("SameOperandsAndResultType") {
        let anchor = op
            .arguments
            .iter()
            .position(|a| matches!(a, ArgRef::Operand(i) if !op.operands[*i].kind.is_variable()));
        let Some(anchor) = anchor else {
            return (false, given);
        };
        let sources = op
            .results
            .iter()
            .map(|r| {
                if r.kind.is_variable() {
                    ResultTypeSource::Given
                } else {
                    ResultTypeSource::Argument(op.arguments[anchor], None)
                }
            })
            .collect::<Vec<_>>();
        let infers = has_infer_interface
            && n > 0
            && !op.results.iter().any(|r| r.kind.is_variable())
            && !manual_interface;
        return (infers, sources);
    }

    // Edges into each result: (source, transform).
    let mut sources: Vec<Vec<(Node, Option<TypeTransform>)>> = vec![Vec::new(); n];
    let mut inferred = vec![false; n];
    for (i, r) in op.results.iter().enumerate() {
        if r.kind.is_variable() {
            continue;
        }
        if r.buildable_type.is_some() {
            sources[i].push((Node::Result(i), None));
            inferred[i] = true;
        }
    }
    for t in &op.traits {
        match t {
            Trait::TypesMatchWith {
                lhs,
                rhs,
                transform,
                ..
            } => {
                let Some(Node::Result(target)) = node_of(rhs) else {
                    continue;
                };
                if inferred[target] || op.results[target].kind.is_variable() {
                    continue;
                }
                let Some(source) = node_of(lhs) else {
                    continue;
                };
                sources[target].push((source, Some(transform.clone())));
                inferred[target] = match source {
                    Node::Arg(_) => true,
                    Node::Result(s) => inferred[s],
                };
            }
            Trait::Pred {
                matched: Some((values, super::constraint::ValueProperty::Type)),
                ..
            } => {
                let nodes: Vec<Node> = values.iter().filter_map(|v| node_of(v)).collect();
                let mut fully = None;
                let mut result_nodes = Vec::new();
                for &node in &nodes {
                    match node {
                        Node::Result(r) => {
                            result_nodes.push(r);
                            if inferred[r] {
                                fully = Some(node);
                            }
                        }
                        Node::Arg(_) => fully = Some(node),
                    }
                }
                match fully {
                    Some(source) => {
                        for &r in &result_nodes {
                            if !inferred[r] && !op.results[r].kind.is_variable() {
                                sources[r] = vec![(source, None)];
                                inferred[r] = true;
                            }
                        }
                    }
                    None => {
                        for &r in &result_nodes {
                            for &other in &result_nodes {
                                if r != other {
                                    sources[r].push((Node::Result(other), None));
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    // Propagate until a fixed point.
    loop {
        let mut changed = false;
        for r in 0..n {
            if inferred[r] || op.results[r].kind.is_variable() {
                continue;
            }
            let found = sources[r]
                .iter()
                .find(|(s, _)| matches!(s, Node::Result(o) if inferred[*o]))
                .cloned();
            if let Some(edge) = found {
                sources[r] = vec![edge];
                inferred[r] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let result_sources: Vec<ResultTypeSource> = (0..n)
        .map(|r| {
            if !inferred[r] {
                return ResultTypeSource::Given;
            }
            match sources[r].first() {
                Some((Node::Result(s), None)) if *s == r => op.results[r]
                    .buildable_type
                    .clone()
                    .map_or(ResultTypeSource::Given, ResultTypeSource::Buildable),
                Some((Node::Result(s), t)) => ResultTypeSource::Result(*s, t.clone()),
                Some((Node::Arg(a), t)) => ResultTypeSource::Argument(op.arguments[*a], t.clone()),
                None => ResultTypeSource::Given,
            }
        })
        .collect();
    let all_known = inferred.iter().all(|&i| i);
    let infers = has_infer_interface
        && n > 0
        && !op.results.iter().any(|r| r.kind.is_variable())
        && !manual_interface
        && all_known;
    (infers, result_sources)
}
