//! Declarative rewrite rules (`Pat` and `Pattern` of `defs/PatternBase.td`,
//! MLIR's DRR): the source tree with the ops it matches and the names it
//! binds, the result trees, the constraints over bound names and the
//! benefit, checked where they are written. An unknown op, a wrong number
//! of arguments, a name used but never bound or bound twice, a native call
//! given too few arguments: each is an error at the `file:line:col` of the
//! offending text in the rule.

use std::collections::BTreeMap;

use crate::diagnostics::Span;
use crate::records::{DagView, RecordRef, Value};

use super::constraint::Constraint;
use super::op::{ArgRef, AttrArg, OpDef, ValueKind};
use super::place::Place;
use super::reader::Reader;

/// A rewrite rule.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternDef {
    /// The Rust struct's name: the record's, or MLIR's `GeneratedConvertN`
    /// for an anonymous rule.
    pub name: String,
    /// The tree matched, rooted at the op the pattern is registered for.
    pub source: SourceOp,
    /// The result trees, in order.
    pub results: Vec<ResultNode>,
    /// The constraints over bound names.
    pub constraints: Vec<ConstraintUse>,
    /// The benefit: the number of ops matched plus the rule's delta.
    pub benefit: i64,
    /// The rule's text as written, for docs.
    pub text: String,
    /// Where it is defined.
    pub place: Place,
}

/// An op in a source tree.
#[derive(Clone, Debug, PartialEq)]
pub struct SourceOp {
    /// The op.
    pub op: Box<OpDef>,
    /// The name bound to it (`$root`).
    pub binding: Option<String>,
    /// One entry per argument of the op, in declaration order.
    pub args: Vec<SourceArg>,
}

/// What an argument of a source op must be.
#[derive(Clone, Debug, PartialEq)]
pub enum SourceArg {
    /// Anything (`$_` or an unbound, unconstrained argument).
    Any,
    /// An operand, maybe bound and constrained (`AnyInteger:$x`).
    Operand {
        /// The name bound.
        name: Option<String>,
        /// A constraint on its type.
        constraint: Option<Constraint>,
    },
    /// An operand defined by the nested op.
    Op(SourceOp),
    /// A variadic operand's values, maybe bound as a whole and each
    /// constrained (`AnyInteger:$inputs`).
    Range {
        /// The name bound to the values.
        name: Option<String>,
        /// A constraint on the type of each value.
        constraint: Option<Constraint>,
    },
    /// A variadic operand of exactly as many values as given, each
    /// matched in turn (`(variadic $a, (SomeOp $b))`).
    Elements(Vec<SourceArg>),
    /// An operand defined by a constant (`ConstantLikeMatcher`), whose
    /// value is bound, constrained or fixed.
    Constant {
        /// The name bound to the value.
        name: Option<String>,
        /// A constraint on the value.
        constraint: Option<Constraint>,
        /// The value it must be.
        fixed: Option<ConstValue>,
    },
    /// An attribute argument, maybe bound, constrained or fixed.
    Attribute {
        /// The name bound.
        name: Option<String>,
        /// A constraint on the attribute.
        constraint: Option<Constraint>,
        /// The value it must be.
        fixed: Option<ConstValue>,
    },
    /// Two operands matched in either order (the first of the two; the
    /// second argument slot holds [`SourceArg::EitherSecond`]).
    Either(Box<SourceArg>, Box<SourceArg>),
    /// The slot of the second operand of an `either`.
    EitherSecond,
}

/// A constant written in a rule.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstValue {
    /// `ConstantAttr<Attr, "rust">`: the attribute and the Rust of its value.
    Attr(Box<AttrArg>, String),
    /// `ConstantEnumCase<Attr, "case">`: the enum's Rust type and variant.
    EnumCase(String, String),
}

/// A node of a result tree.
#[derive(Clone, Debug, PartialEq)]
pub enum ResultNode {
    /// A bound name (`$x`, `$root__1`).
    Bound(String),
    /// The values of a variadic operand, one node each (`(variadic $a,
    /// $b)`).
    Elements(Vec<ResultNode>),
    /// A constant.
    Constant(ConstValue),
    /// An op to build.
    Op(ResultOp),
    /// A native code call over argument nodes.
    NativeCall {
        /// The Rust expression with `$0`... placeholders.
        expression: String,
        /// Its arguments.
        args: Vec<ResultNode>,
        /// Where it is written (`file:line:col`).
        site: String,
    },
    /// `(replaceWithValue $x)`.
    ReplaceWithValue(String),
    /// `(inlineRegion $op, N)`: the ops of the single block of region `N`
    /// of the matched op `$op`, moved before the root, its terminator's
    /// operands replacing the root's results.
    InlineRegion {
        /// The matched op.
        op: String,
        /// The region's index.
        region: usize,
    },
}

/// An op built by a result tree.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultOp {
    /// The op.
    pub op: Box<OpDef>,
    /// The name bound to it.
    pub binding: Option<String>,
    /// Its arguments, in declaration order (trailing attributes that may
    /// be absent may be left out).
    pub args: Vec<ResultNode>,
    /// Its result types (`returnType`): bound values' types or Rust.
    pub return_types: Vec<TypeSource>,
    /// Its location (`location`), else the rule's fused location.
    pub location: Option<Vec<LocationPart>>,
    /// `(regionsOf $op)`: the matched op whose regions move into it.
    pub regions_of: Option<String>,
}

/// A part of a `(location ...)` directive.
#[derive(Clone, Debug, PartialEq)]
pub enum LocationPart {
    /// The location of a bound op or value.
    Bound(String),
    /// A name: alone, a named location; with other parts, the metadata of
    /// their fusion.
    Name(String),
}

/// Where a result type comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeSource {
    /// The type of a bound value.
    OfBound(String),
    /// A Rust expression of type `Type`.
    Rust(String),
}

/// A constraint applied to bound names.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstraintUse {
    /// The constraint.
    pub constraint: Constraint,
    /// The names it applies to (`$0`, `$1`... in order).
    pub entities: Vec<String>,
}

/// What a bound name stands for, and so its Rust type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoundKind {
    /// An operand (a `Value`).
    Operand,
    /// A variadic operand's values (a `Vec<Value>`).
    OperandRange,
    /// A constant's value (an `Attribute`).
    Constant,
    /// An attribute argument (its accessor's type).
    Attribute,
    /// A matched op (its result values; `$name__N` is result N).
    Op,
    /// An op of a result tree.
    ResultOp,
}

/// The names a rule binds, with what they stand for.
pub type Bindings = BTreeMap<String, BoundKind>;

/// The directives and classes a dag operator may be besides an op.
const DIRECTIVES: &[&str] = &[
    "replaceWithValue",
    "inlineRegion",
    "regionsOf",
    "returnType",
    "location",
    "either",
    "variadic",
];

impl SourceOp {
    /// How many ops the tree matches (constants matched by value do not
    /// count, as in MLIR).
    pub fn num_ops(&self) -> usize {
        1 + self
            .args
            .iter()
            .map(|a| match a {
                SourceArg::Either(a, b) => a.num_ops() + b.num_ops(),
                arg => arg.num_ops(),
            })
            .sum::<usize>()
    }
}

impl SourceArg {
    /// How many ops the argument matches.
    pub fn num_ops(&self) -> usize {
        match self {
            SourceArg::Op(op) => op.num_ops(),
            SourceArg::Either(a, b) => a.num_ops() + b.num_ops(),
            SourceArg::Elements(elements) => elements.iter().map(SourceArg::num_ops).sum(),
            _ => 0,
        }
    }
}

/// The reading state of one rule.
struct RuleReader<'a, 'r> {
    reader: &'a mut Reader<'r>,
    record: RecordRef<'r>,
    bindings: Bindings,
    /// The ops of the names bound to source ops.
    bound_ops: BTreeMap<String, OpDef>,
    /// The rule's text span, where offending text is looked for.
    text: (usize, usize),
}

impl<'r> Reader<'r> {
    /// The rule of `record`; `anonymous` numbers MLIR's generated names.
    pub fn pattern_def(
        &mut self,
        record: RecordRef<'r>,
        anonymous: &mut usize,
    ) -> Option<PatternDef> {
        let place = self.place(record);
        let name = if record.is_anonymous() {
            let n = *anonymous;
            *anonymous += 1;
            format!("GeneratedConvert{n}")
        } else {
            record.name().to_string()
        };
        let text = rule_text(self, record.span());
        let mut rule = RuleReader {
            reader: self,
            record,
            bindings: Bindings::new(),
            bound_ops: BTreeMap::new(),
            text,
        };
        let errors_before = rule.reader.errors.len();
        let source = match record.value("sourcePattern").and_then(|v| v.as_dag()) {
            Some(dag) => rule.source_op(dag, true),
            None => {
                let span = rule.reader.place(record).span;
                rule.reader
                    .error(span, "the source pattern must be an op: `(SomeOp ...)`");
                None
            }
        };
        let source = source?;
        let supplemental = record
            .value("supplementalPatterns")
            .and_then(|v| v.as_list())
            .unwrap_or_default();
        if !supplemental.is_empty() {
            let span = rule.reader.place(record).span;
            rule.reader.error(
                span,
                "supplemental patterns are not supported: build what they would with the result patterns",
            );
        }
        let constraints = rule.constraints();
        let mut results = Vec::new();
        let written = record
            .value("resultPatterns")
            .and_then(|v| v.as_list())
            .unwrap_or_default();
        if written.is_empty() {
            let span = rule.reader.place(record).span;
            rule.reader
                .error(span, "a rule needs at least one result pattern");
        }
        for value in written {
            if let Some(node) = rule.result_node(value, 0) {
                results.push(node);
            }
        }
        // Errors so far make the checks below say nothing new.
        if rule.reader.errors.len() > errors_before {
            return None;
        }
        let delta = record
            .value("benefitDelta")
            .and_then(|v| v.as_dag())
            .and_then(|d| d.args().next())
            .and_then(|a| a.value.as_int())
            .unwrap_or(0);
        let benefit = source.num_ops() as i64 + delta;
        let text = rule_source_text(rule.reader, record.span(), rule.text);
        check_replacement_count(&mut rule, &source, &results);
        Some(PatternDef {
            name,
            source,
            results,
            constraints,
            benefit,
            text,
            place,
        })
    }
}

/// The byte range of a rule's text: from its `def` to the next top-level
/// `def` (or the end of the file).
fn rule_text(reader: &Reader<'_>, span: Span) -> (usize, usize) {
    let text = &reader.places.sources().file(span.file).text;
    let start = (span.start as usize).min(text.len());
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let end = text[start..]
        .find("\ndef ")
        .map_or(text.len(), |i| start + i + 1);
    (line_start, end)
}

/// The rule's text as written, trimmed, for docs.
fn rule_source_text(reader: &Reader<'_>, span: Span, (start, end): (usize, usize)) -> String {
    let text = &reader.places.sources().file(span.file).text;
    text[start..end]
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
        .trim()
        .to_string()
}

/// Checks that the result patterns give at least as many values as the
/// root has results.
fn check_replacement_count(
    rule: &mut RuleReader<'_, '_>,
    source: &SourceOp,
    results: &[ResultNode],
) {
    let needed = source.op.results.len();
    let given: usize = results.iter().map(|r| result_values(r, needed)).sum();
    if given < needed {
        let plural = |n: usize, what: &str| {
            if n == 1 {
                format!("{n} {what}")
            } else {
                format!("{n} {what}s")
            }
        };
        let message = format!(
            "`{}` has {} but the result patterns give {}",
            source.op.name,
            plural(needed, "result"),
            plural(given, "value")
        );
        let span = rule.span_of(&source.op.def_name);
        rule.reader.error(span, message);
    }
}

/// How many values a top-level result node gives: an op all its
/// results, unless it is bound as `$name__N` (its result N alone); an
/// inlined region as many as the root has results (`root_results`).
pub fn result_values(node: &ResultNode, root_results: usize) -> usize {
    match node {
        ResultNode::InlineRegion { .. } => root_results,
        ResultNode::Op(op) if op.binding.as_deref().and_then(result_index).is_none() => {
            op.op.results.len()
        }
        _ => 1,
    }
}

/// The result index of a binding `name__N`.
pub fn result_index(binding: &str) -> Option<usize> {
    binding.rsplit_once("__").and_then(|(_, n)| n.parse().ok())
}

impl<'r> RuleReader<'_, 'r> {
    /// The span of the first occurrence of `needle` in the rule's text,
    /// else the rule's definition.
    fn span_of(&self, needle: &str) -> Span {
        let span = self.record.span();
        let text = &self.reader.places.sources().file(span.file).text;
        let (start, end) = self.text;
        match text[start..end].find(needle) {
            Some(i) if !needle.is_empty() => {
                Span::new(span.file, start + i, start + i + needle.len())
            }
            _ => span,
        }
    }

    /// The span of the last occurrence of `needle` in the rule's text
    /// (a use in the results, after its binding in the source).
    fn span_of_last(&self, needle: &str) -> Span {
        let span = self.record.span();
        let text = &self.reader.places.sources().file(span.file).text;
        let (start, end) = self.text;
        match text[start..end].rfind(needle) {
            Some(i) if !needle.is_empty() => {
                Span::new(span.file, start + i, start + i + needle.len())
            }
            _ => span,
        }
    }

    fn error(&mut self, needle: &str, message: impl Into<String>) {
        let span = self.span_of(needle);
        self.reader.error(span, message);
    }

    /// Binds `name` as `kind`; a name bound twice is an error, except an
    /// operand, which may repeat to ask for the same value.
    fn bind(&mut self, name: &str, kind: BoundKind) {
        if name == "_" || name.is_empty() {
            return;
        }
        match self.bindings.get(name) {
            Some(k)
                if *k == kind && matches!(kind, BoundKind::Operand | BoundKind::OperandRange) => {}
            Some(_) => {
                let message = format!("`${name}` is bound twice");
                let needle = format!("${name}");
                // Point at the second binding.
                let span = self.span_of(&needle);
                let text = &self.reader.places.sources().file(span.file).text;
                let (_, end) = self.text;
                let second = text[span.end as usize..end]
                    .find(&needle)
                    .map(|i| {
                        Span::new(
                            span.file,
                            span.end as usize + i,
                            span.end as usize + i + needle.len(),
                        )
                    })
                    .unwrap_or(span);
                self.reader.error(second, message);
            }
            None => {
                self.bindings.insert(name.to_string(), kind);
            }
        }
    }

    /// The op a dag operator names, or an error.
    fn op_of(&mut self, operator: Value<'r>) -> Option<OpDef> {
        let record = operator.as_def()?;
        if !record.is_subclass_of("Op") {
            return None;
        }
        self.reader.op_def(record)
    }

    /// A source op tree.
    fn source_op(&mut self, dag: DagView<'r>, root: bool) -> Option<SourceOp> {
        let operator = dag.operator();
        let Some(op) = self.op_of(operator) else {
            let name = operator
                .as_def()
                .map_or_else(|| operator.to_string(), |d| d.name().to_string());
            self.error(
                &name,
                format!("`{name}` is not an op: a source pattern matches ops"),
            );
            return None;
        };
        let binding = dag.operator_name().map(str::to_string);
        if let Some(b) = &binding {
            self.bind(b, BoundKind::Op);
            self.bound_ops.insert(b.clone(), op.clone());
        }
        let given: Vec<_> = dag.args().collect();
        let mut slots = 0;
        for a in &given {
            slots += match a.value.as_dag() {
                Some(d) if d.operator().as_def().is_some_and(|r| r.name() == "either") => d.len(),
                _ => 1,
            };
        }
        if slots != op.arguments.len() {
            let names: Vec<String> = op.arguments.iter().map(|a| arg_name(&op, *a)).collect();
            let message = format!(
                "`{}` takes {} arguments ({}), the pattern gives {slots}",
                op.name,
                op.arguments.len(),
                names.join(", ")
            );
            self.error(&op.def_name, message);
            return None;
        }
        if root && op.results.iter().any(|r| r.kind != ValueKind::Single) {
            self.error(
                &op.def_name,
                format!(
                    "`{}` has variadic or optional results, which rules cannot replace",
                    op.name
                ),
            );
        }
        let mut args = Vec::new();
        let mut slot = 0;
        for a in given {
            let either = a
                .value
                .as_dag()
                .filter(|d| d.operator().as_def().is_some_and(|r| r.name() == "either"));
            if let Some(either) = either {
                let parts: Vec<_> = either.args().collect();
                if parts.len() != 2
                    || !parts.iter().enumerate().all(|(k, _)| {
                        matches!(op.arguments.get(slot + k), Some(ArgRef::Operand(i))
                            if op.operands[*i].kind == ValueKind::Single)
                    })
                {
                    self.error("either", "`either` takes two operands");
                    return None;
                }
                let first =
                    self.source_arg(&op, op.arguments[slot], parts[0].value, parts[0].name)?;
                let second =
                    self.source_arg(&op, op.arguments[slot + 1], parts[1].value, parts[1].name)?;
                args.push(SourceArg::Either(Box::new(first), Box::new(second)));
                args.push(SourceArg::EitherSecond);
                slot += 2;
                continue;
            }
            let arg = self.source_arg(&op, op.arguments[slot], a.value, a.name)?;
            args.push(arg);
            slot += 1;
        }
        Some(SourceOp {
            op: Box::new(op),
            binding,
            args,
        })
    }

    /// One argument of a source op.
    fn source_arg(
        &mut self,
        op: &OpDef,
        arg: ArgRef,
        value: Value<'r>,
        name: Option<&str>,
    ) -> Option<SourceArg> {
        let name = name.map(str::to_string).filter(|n| n != "_");
        match arg {
            ArgRef::Operand(i) => match op.operands[i].kind {
                ValueKind::Single => self.single_operand(op, i, value, name),
                ValueKind::Variadic => self.variadic_operand(op, i, value, name),
                _ => {
                    self.error(
                        &op.def_name,
                        format!(
                            "operand `{}` of `{}` is optional or a group of groups: rules match single and variadic operands",
                            op.operands[i].name, op.name
                        ),
                    );
                    None
                }
            },
            ArgRef::Attribute(_) => {
                if let Some(n) = &name {
                    self.bind(n, BoundKind::Attribute);
                }
                let fixed = self.const_value(value);
                let constraint = if fixed.is_some() {
                    None
                } else {
                    self.leaf_constraint(value)
                };
                if name.is_none() && constraint.is_none() && fixed.is_none() {
                    return Some(SourceArg::Any);
                }
                Some(SourceArg::Attribute {
                    name,
                    constraint,
                    fixed,
                })
            }
        }
    }

    /// A single operand `i` of `op`: bound, constrained, defined by a
    /// nested op or by a constant.
    fn single_operand(
        &mut self,
        op: &OpDef,
        i: usize,
        value: Value<'r>,
        name: Option<String>,
    ) -> Option<SourceArg> {
        if let Some(dag) = value.as_dag() {
            let operator = dag.operator().as_def();
            if operator.is_some_and(|r| r.name() == "ConstantLikeMatcher") {
                return self.constant_matcher(dag);
            }
            if operator.is_some_and(|r| r.name() == "variadic") {
                self.error(
                    "variadic",
                    format!(
                        "`variadic` matches a variadic operand, and operand `{}` of `{}` is a single value",
                        op.operands[i].name, op.name
                    ),
                );
                return None;
            }
            if operator.is_some_and(|r| r.is_subclass_of("NativeCodeCall")) {
                let n = operator.map(|r| r.name().to_string()).unwrap_or_default();
                self.error(
                    &n,
                    format!(
                        "`{n}` cannot match: only `ConstantLikeMatcher` matches in a source pattern"
                    ),
                );
                return None;
            }
            let nested = self.source_op(dag, false)?;
            return Some(SourceArg::Op(nested));
        }
        Some(match self.operand_leaf(value, name, BoundKind::Operand) {
            Some((name, constraint)) => SourceArg::Operand { name, constraint },
            None => SourceArg::Any,
        })
    }

    /// A leaf operand pattern: `name` bound as `kind`, and the constraint
    /// the leaf names; `None` when it is neither bound nor constrained
    /// (anything matches).
    fn operand_leaf(
        &mut self,
        value: Value<'r>,
        name: Option<String>,
        kind: BoundKind,
    ) -> Option<(Option<String>, Option<Constraint>)> {
        if let Some(n) = &name {
            self.bind(n, kind);
        }
        let constraint = self.leaf_constraint(value);
        (name.is_some() || constraint.is_some()).then_some((name, constraint))
    }

    /// A variadic operand `i` of `op`: its values bound (and each
    /// constrained) as a whole, or `(variadic ...)`, one pattern per value.
    fn variadic_operand(
        &mut self,
        op: &OpDef,
        i: usize,
        value: Value<'r>,
        name: Option<String>,
    ) -> Option<SourceArg> {
        if let Some(dag) = value.as_dag() {
            if dag
                .operator()
                .as_def()
                .is_none_or(|r| r.name() != "variadic")
            {
                let n = dag
                    .operator()
                    .as_def()
                    .map_or_else(|| dag.operator().to_string(), |r| r.name().to_string());
                self.error(
                    &n,
                    format!(
                        "operand `{}` of `{}` is variadic: match its values as a whole (`$name`) or one by one (`(variadic ...)`)",
                        op.operands[i].name, op.name
                    ),
                );
                return None;
            }
            let mut elements = Vec::new();
            for element in dag.args() {
                let name = element.name.map(str::to_string).filter(|n| n != "_");
                elements.push(self.single_operand(op, i, element.value, name)?);
            }
            return Some(SourceArg::Elements(elements));
        }
        Some(
            match self.operand_leaf(value, name, BoundKind::OperandRange) {
                Some((name, constraint)) => SourceArg::Range { name, constraint },
                None => SourceArg::Any,
            },
        )
    }

    /// `(ConstantLikeMatcher Constraint:$name)` or a fixed constant.
    fn constant_matcher(&mut self, dag: DagView<'r>) -> Option<SourceArg> {
        let args: Vec<_> = dag.args().collect();
        if args.len() != 1 {
            self.error(
                "ConstantLikeMatcher",
                "`ConstantLikeMatcher` takes one argument: a constraint on the constant, maybe bound",
            );
            return None;
        }
        let name = args[0].name.map(str::to_string).filter(|n| n != "_");
        if let Some(n) = &name {
            self.bind(n, BoundKind::Constant);
        }
        let fixed = self.const_value(args[0].value);
        let constraint = if fixed.is_some() {
            None
        } else {
            self.leaf_constraint(args[0].value)
        };
        Some(SourceArg::Constant {
            name,
            constraint,
            fixed,
        })
    }

    /// The constraint a leaf names (`AnyInteger`, `APIntAttr`), if any.
    fn leaf_constraint(&mut self, value: Value<'r>) -> Option<Constraint> {
        let record = value.as_def()?;
        if !record.is_subclass_of("Constraint") {
            let name = record.name().to_string();
            self.error(&name, format!("`{name}` is not a constraint"));
            return None;
        }
        Some(self.reader.constraint(record))
    }

    /// A `ConstantAttr`/`ConstantEnumCase` value, if `value` is one.
    fn const_value(&mut self, value: Value<'r>) -> Option<ConstValue> {
        let record = value.as_def()?;
        if record.is_subclass_of("ConstantAttr") {
            let attr = self.reader.def(record, "attr")?;
            let rust = self.reader.string(record, "value");
            let span = self.reader.place(record).span;
            self.reader
                .check_rust(span, "the value of a `ConstantAttr`", &rust);
            let arg = self.reader.attr_arg_of(attr);
            return Some(ConstValue::Attr(Box::new(arg), rust));
        }
        if record.is_subclass_of("ConstantEnumCase") {
            let attr = self.reader.def(record, "attr")?;
            let case = self.reader.string(record, "caseName");
            let arg = self.reader.attr_arg_of(attr);
            let class = match &arg.kind {
                super::op::AttrValueKind::IntEnum(c) => c.clone(),
                super::op::AttrValueKind::DialectEnum { class, .. } => class.clone(),
                _ => {
                    let n = attr.name().to_string();
                    self.error(&n, format!("`{n}` is not an enum attribute"));
                    return None;
                }
            };
            let info = if attr.is_subclass_of("EnumAttr") {
                self.reader.def(attr, "enum")
            } else {
                Some(attr)
            };
            let cases = info
                .and_then(|i| i.get_list_of_defs("enumerants").ok())
                .unwrap_or_default();
            let variant = cases
                .into_iter()
                .filter(|c| {
                    c.get_string("symbol").ok() == Some(case.as_str())
                        || c.get_string("str").ok() == Some(case.as_str())
                })
                .find_map(|c| c.get_string("symbol").ok().map(str::to_string));
            let Some(variant) = variant else {
                self.error(&case, format!("`{class}` has no case `{case}`"));
                return None;
            };
            return Some(ConstValue::EnumCase(class, variant));
        }
        None
    }

    /// The constraints of the rule.
    fn constraints(&mut self) -> Vec<ConstraintUse> {
        let mut uses = Vec::new();
        let list = self
            .record
            .value("constraints")
            .and_then(|v| v.as_list())
            .unwrap_or_default();
        for value in list {
            let Some(dag) = value.as_dag() else { continue };
            let Some(record) = dag.operator().as_def() else {
                continue;
            };
            if !record.is_subclass_of("Constraint") {
                let n = record.name().to_string();
                self.error(&n, format!("`{n}` is not a constraint"));
                continue;
            }
            let constraint = self.reader.constraint(record);
            let mut entities = Vec::new();
            for a in dag.args() {
                match a.name {
                    Some(n) if self.is_bound(n) => entities.push(n.to_string()),
                    Some(n) => {
                        self.error(
                            &format!("${n}"),
                            format!("`${n}` is not bound by the source pattern"),
                        );
                    }
                    None => self.error(&constraint.def_name, "a constraint applies to bound names"),
                }
            }
            uses.push(ConstraintUse {
                constraint,
                entities,
            });
        }
        uses
    }

    /// Whether `name` (maybe `op__N`) is bound.
    fn is_bound(&self, name: &str) -> bool {
        if self.bindings.contains_key(name) {
            return true;
        }
        match name.rsplit_once("__") {
            Some((base, n)) => {
                n.parse::<usize>().is_ok()
                    && matches!(
                        self.bindings.get(base),
                        Some(BoundKind::Op | BoundKind::ResultOp)
                    )
            }
            None => false,
        }
    }

    /// A node of a result tree (`depth` 0: a top-level result).
    fn result_node(&mut self, value: Value<'r>, depth: usize) -> Option<ResultNode> {
        if let Some(c) = self.const_value(value) {
            return Some(ResultNode::Constant(c));
        }
        let Some(dag) = value.as_dag() else {
            let n = value.to_string();
            self.error(&n, format!("`{n}` cannot be built: a result is an op, a bound name, a constant or a native call"));
            return None;
        };
        let operator = dag.operator();
        let record = operator.as_def();
        let name = record.map_or_else(|| operator.to_string(), |r| r.name().to_string());
        if name == "replaceWithValue" {
            let args: Vec<_> = dag.args().collect();
            match args.as_slice() {
                [a] if a
                    .name
                    .is_some_and(|n| self.bindings.get(n) == Some(&BoundKind::OperandRange)) =>
                {
                    let n = a.name.unwrap_or_default();
                    self.error(
                        &format!("${n}"),
                        format!("`${n}` is several values: `replaceWithValue` takes one"),
                    );
                    return None;
                }
                [a] if a.name.is_some_and(|n| self.is_bound(n)) => {
                    return Some(ResultNode::ReplaceWithValue(
                        a.name.unwrap_or_default().to_string(),
                    ));
                }
                [a] if a.name.is_some() => {
                    let n = a.name.unwrap_or_default();
                    self.error(
                        &format!("${n}"),
                        format!("`${n}` is not bound by the source pattern"),
                    );
                    return None;
                }
                _ => {
                    self.error(
                        "replaceWithValue",
                        "`replaceWithValue` takes one bound name",
                    );
                    return None;
                }
            }
        }
        if name == "inlineRegion" && depth == 0 {
            let args: Vec<_> = dag.args().collect();
            let op = args.first().and_then(|a| a.name).unwrap_or_default();
            let region = args.get(1).and_then(|a| a.value.as_int()).unwrap_or(0);
            let regions = self.bound_ops.get(op).map(|d| d.regions.len());
            match regions {
                Some(n) if region >= 0 && (region as usize) < n && args.len() <= 2 => {
                    return Some(ResultNode::InlineRegion {
                        op: op.to_string(),
                        region: region as usize,
                    });
                }
                Some(n) => {
                    self.error(
                        "inlineRegion",
                        format!("`${op}` has {n} regions: `inlineRegion` takes a matched op and a region index below that"),
                    );
                }
                None => self.error(
                    "inlineRegion",
                    "`inlineRegion` takes a name bound to a matched op, and a region index",
                ),
            }
            return None;
        }
        if DIRECTIVES.contains(&name.as_str()) {
            self.error(&name, format!("`{name}` is not allowed here"));
            return None;
        }
        if let Some(r) = record.filter(|r| r.is_subclass_of("NativeCodeCall")) {
            return self.native_call(r, dag);
        }
        let Some(op) = self.op_of(operator) else {
            self.error(
                &name,
                format!("`{name}` is not an op, a native code call or a directive"),
            );
            return None;
        };
        let binding = dag.operator_name().map(str::to_string);
        let mut args = Vec::new();
        let mut return_types = Vec::new();
        let mut location = None;
        let mut regions_of = None;
        for a in dag.args() {
            let directive = a
                .value
                .as_dag()
                .and_then(|d| d.operator().as_def().map(|r| (r.name(), d)));
            match directive {
                Some(("returnType", d)) => {
                    for t in d.args() {
                        match (t.name, t.value.as_str()) {
                            (Some(n), _) if self.is_bound(n) => {
                                return_types.push(TypeSource::OfBound(n.to_string()))
                            }
                            (Some(n), _) => self.error(
                                &format!("${n}"),
                                format!("`${n}` is not bound by the source pattern"),
                            ),
                            (None, Some(rust)) => {
                                return_types.push(TypeSource::Rust(rust.to_string()))
                            }
                            _ => self.error(
                                "returnType",
                                "`returnType` takes bound names or Rust `Type` expressions",
                            ),
                        }
                    }
                    continue;
                }
                Some(("location", d)) => {
                    location = Some(self.location_parts(d)?);
                    continue;
                }
                Some(("variadic", d)) => {
                    let mut elements = Vec::new();
                    for e in d.args() {
                        elements.push(self.result_arg(e.value, e.name, depth)?);
                    }
                    args.push(ResultNode::Elements(elements));
                    continue;
                }
                Some(("regionsOf", d)) => {
                    let source = d.args().next().and_then(|a| a.name).unwrap_or_default();
                    match self.bound_ops.get(source).map(|s| s.regions.len()) {
                        Some(n) if n == op.regions.len() => regions_of = Some(source.to_string()),
                        Some(n) => self.error(
                            "regionsOf",
                            format!(
                                "`${source}` has {n} regions and `{}` {}: `regionsOf` moves each region to the same place",
                                op.name,
                                op.regions.len()
                            ),
                        ),
                        None => self.error("regionsOf", "`regionsOf` takes a name bound to a matched op"),
                    }
                    continue;
                }
                _ => {}
            }
            args.push(self.result_arg(a.value, a.name, depth)?);
        }
        let required = op
            .arguments
            .iter()
            .rposition(|a| match a {
                ArgRef::Operand(_) => true,
                ArgRef::Attribute(i) => !op.attributes[*i].may_be_absent(),
            })
            .map_or(0, |p| p + 1);
        if args.len() < required || args.len() > op.arguments.len() {
            let names: Vec<String> = op.arguments.iter().map(|a| arg_name(&op, *a)).collect();
            let message = format!(
                "`{}` takes {} arguments ({}), the pattern gives {}",
                op.name,
                if required == op.arguments.len() {
                    required.to_string()
                } else {
                    format!("{required} to {}", op.arguments.len())
                },
                names.join(", "),
                args.len()
            );
            self.error(&op.def_name, message);
            return None;
        }
        self.check_variadic_slots(&op, &args)?;
        if let Some(b) = &binding {
            self.bind(b, BoundKind::ResultOp);
        }
        Some(ResultNode::Op(ResultOp {
            op: Box::new(op),
            binding,
            args,
            return_types,
            location,
            regions_of,
        }))
    }

    /// The parts of `(location ...)`: names bound to ops or single
    /// values, and at most one string, as MLIR takes them.
    fn location_parts(&mut self, d: DagView<'r>) -> Option<Vec<LocationPart>> {
        let mut parts = Vec::new();
        for l in d.args() {
            match (l.name, l.value.as_str()) {
                (Some(n), _)
                    if matches!(
                        self.bindings.get(n),
                        Some(BoundKind::Op | BoundKind::ResultOp | BoundKind::Operand)
                    ) =>
                {
                    parts.push(LocationPart::Bound(n.to_string()))
                }
                (None, Some(name)) if !parts.iter().any(|p| matches!(p, LocationPart::Name(_))) => {
                    parts.push(LocationPart::Name(name.to_string()))
                }
                (None, Some(_)) => {
                    self.error("location", "`location` takes at most one string");
                    return None;
                }
                _ => {
                    self.error(
                        "location",
                        "`location` takes names bound to ops or values, and at most one string",
                    );
                    return None;
                }
            }
        }
        if parts.is_empty() {
            self.error(
                "location",
                "`location` takes at least one bound name or a string",
            );
            return None;
        }
        Some(parts)
    }

    /// An argument of a result op: a bound name or a nested node.
    fn result_arg(
        &mut self,
        value: Value<'r>,
        name: Option<&str>,
        depth: usize,
    ) -> Option<ResultNode> {
        match (value.is_unset(), name) {
            (true, Some(n)) if self.is_bound(n) => Some(ResultNode::Bound(n.to_string())),
            (true, Some(n)) => {
                self.error(
                    &format!("${n}"),
                    format!("`${n}` is not bound by the source pattern"),
                );
                None
            }
            _ => self.result_node(value, depth + 1),
        }
    }

    /// Checks that several values (`(variadic ...)`, or a variadic
    /// operand's values bound as a whole) go only to variadic operands of
    /// the built op `op`.
    fn check_variadic_slots(&mut self, op: &OpDef, args: &[ResultNode]) -> Option<()> {
        for (slot, arg) in args.iter().enumerate() {
            let range = match arg {
                ResultNode::Elements(_) => Some("`(variadic ...)`".to_string()),
                ResultNode::Bound(n) if self.bindings.get(n) == Some(&BoundKind::OperandRange) => {
                    Some(format!("`${n}`"))
                }
                _ => None,
            };
            let Some(what) = range else { continue };
            match op.arguments[slot] {
                ArgRef::Operand(i) if op.operands[i].kind == ValueKind::Variadic => {}
                ArgRef::Operand(i) => {
                    let needle = match arg {
                        ResultNode::Bound(n) => format!("${n}"),
                        _ => "variadic".to_string(),
                    };
                    let span = self.span_of_last(&needle);
                    self.reader.error(
                        span,
                        format!(
                            "{what} gives several values, and operand `{}` of `{}` takes one",
                            op.operands[i].name, op.name
                        ),
                    );
                    return None;
                }
                ArgRef::Attribute(i) => {
                    self.error(
                        &op.def_name,
                        format!(
                            "{what} gives values, and `{}` of `{}` is an attribute",
                            op.attributes[i].name, op.name
                        ),
                    );
                    return None;
                }
            }
        }
        Some(())
    }

    /// `(SomeNativeCall args...)`.
    fn native_call(&mut self, record: RecordRef<'r>, dag: DagView<'r>) -> Option<ResultNode> {
        let expression = self.reader.string(record, "expression");
        let name = record.name().to_string();
        if expression.is_empty() {
            self.error(&name, format!("`{name}` only matches: it builds nothing"));
            return None;
        }
        let mut args = Vec::new();
        for a in dag.args() {
            let node = match (a.value.is_unset(), a.name) {
                (true, Some(n)) if self.is_bound(n) => ResultNode::Bound(n.to_string()),
                (true, Some(n)) => {
                    self.error(
                        &format!("${n}"),
                        format!("`${n}` is not bound by the source pattern"),
                    );
                    return None;
                }
                _ => self.result_node(a.value, 1)?,
            };
            args.push(node);
        }
        let used = placeholder_count(&expression);
        if used > args.len() {
            let message = format!(
                "`{name}` uses `${}` but is given {} arguments",
                used - 1,
                args.len()
            );
            self.error(&name, message);
            return None;
        }
        let span = self.span_of(&name);
        let place = self.reader.places.place(span);
        let (line, col) = self
            .reader
            .places
            .sources()
            .file(span.file)
            .line_col(span.start);
        let site = format!("{}:{line}:{col}", place.file);
        self.reader
            .check_rust(span, &format!("the expression of `{name}`"), &expression);
        Some(ResultNode::NativeCall {
            expression,
            args,
            site,
        })
    }
}

/// One more than the highest `$N` placeholder of a native call.
pub fn placeholder_count(expression: &str) -> usize {
    let bytes = expression.as_bytes();
    let mut count = 0;
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'$' {
            let digits: String = expression[i + 1..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if let Ok(n) = digits.parse::<usize>() {
                count = count.max(n + 1);
            }
        }
    }
    count
}

/// The name of argument `a` of `op`.
fn arg_name(op: &OpDef, a: ArgRef) -> String {
    match a {
        ArgRef::Operand(i) => format!("${}", op.operands[i].name),
        ArgRef::Attribute(i) => format!("${}", op.attributes[i].name),
    }
}
