//! Tests against mlir-tblgen 19: a table of (signature, format, expected
//! errors) cases recorded from `mlir-tblgen-19 --gen-op-defs`, the real
//! formats of MLIR 19's arith, func, cf and llvm dialects, unit tests of the
//! AST, and a bounded randomized no-panic test.

mod oracle_cases;
mod oracle_td;

use super::*;
use crate::model::{
    AttrArg, AttrValueKind, Constraint, OpPred, Operand, Pred, RegionDef, SuccessorDef, Trait,
    TypeTransform, ValueKind, ValueProperty,
};

/// An op as a test writes it: the parts a [`FormatSubject`] borrows.
pub(super) struct TestOp {
    name: String,
    operands: Vec<Operand>,
    attributes: Vec<AttrArg>,
    properties: Vec<String>,
    results: Vec<Operand>,
    regions: Vec<RegionDef>,
    successors: Vec<SuccessorDef>,
    traits: Vec<Trait>,
}

impl TestOp {
    /// The checker's view of the op.
    pub(super) fn subject(&self) -> FormatSubject<'_> {
        FormatSubject {
            name: &self.name,
            operands: &self.operands,
            attributes: &self.attributes,
            properties: &self.properties,
            results: &self.results,
            regions: &self.regions,
            successors: &self.successors,
            traits: &self.traits,
        }
    }
}

/// A constraint the checker does not look at.
fn any_constraint() -> Constraint {
    Constraint {
        def_name: String::new(),
        pred: Pred::True,
        summary: String::new(),
        rust_type: None,
        builder_call: None,
    }
}

/// Build an op from the compact form used by the oracle table:
/// `;`-separated items, each `kind name rest`:
///
/// - `o NAME KIND [BUILDER]` operand, `r NAME KIND [BUILDER]` result, KIND
///   one of `1`, `?`, `*`, `**SEGMENT_ATTR`;
/// - `a NAME FLAGS [TYPE_BUILDER]` attribute, FLAGS from `o` optional, `d`
///   default-valued, `u` unit, `p` property-stored, `g` generic storage;
/// - `p NAME` property; `g NAME 1|*` region; `s NAME 1|*` successor;
/// - `t SameOperandsAndResultType`, `t SameTypeOperands`,
///   `t AllTypesMatch a,b`, `t TypesMatchWith LHS RHS TRANSFORMER`,
///   `t Infer`, `t InferDeclare`, `t Other NAME`.
pub(super) fn sig(name: &str, text: &str) -> TestOp {
    let mut s = TestOp {
        name: name.to_string(),
        operands: Vec::new(),
        attributes: Vec::new(),
        properties: Vec::new(),
        results: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        traits: Vec::new(),
    };
    for item in text.split(';').map(str::trim).filter(|i| !i.is_empty()) {
        let mut parts = item.splitn(4, ' ');
        let tag = parts.next().unwrap_or("");
        let a = parts.next().unwrap_or("");
        let b = parts.next().unwrap_or("");
        let rest = parts.next().map(str::to_string);
        match tag {
            "o" | "r" => {
                let kind = match b {
                    "1" => ValueKind::Single,
                    "?" => ValueKind::Optional,
                    "*" => ValueKind::Variadic,
                    k => ValueKind::VariadicOfVariadic {
                        segment_attr: k.trim_start_matches("**").to_string(),
                    },
                };
                let v = Operand {
                    name: a.to_string(),
                    kind,
                    constraint: any_constraint(),
                    buildable_type: rest,
                    rust_type: None,
                };
                if tag == "o" {
                    s.operands.push(v);
                } else {
                    s.results.push(v);
                }
            }
            "a" => s.attributes.push(AttrArg {
                name: a.to_string(),
                constraint: any_constraint(),
                kind: AttrValueKind::Other,
                optional: b.contains('o'),
                default_value: b.contains('d').then(|| "<default>".to_string()),
                is_unit: b.contains('u'),
                property: b.contains('p'),
                value_type: rest,
                storage: None,
                generic_storage: b.contains('g'),
            }),
            "p" => s.properties.push(a.to_string()),
            "g" => s.regions.push(RegionDef {
                name: a.to_string(),
                variadic: b == "*",
                blocks: None,
                summary: String::new(),
            }),
            "s" => s.successors.push(SuccessorDef {
                name: a.to_string(),
                variadic: b == "*",
            }),
            "t" => {
                let t = match a {
                    "AllTypesMatch" => {
                        let values: Vec<String> = b.split(',').map(str::to_string).collect();
                        Trait::Pred {
                            summary: String::new(),
                            pred: OpPred::AllMatch(values.clone(), ValueProperty::Type),
                            matched: Some((values, ValueProperty::Type)),
                        }
                    }
                    "TypesMatchWith" => {
                        let mut lr = item.splitn(5, ' ').skip(2);
                        Trait::TypesMatchWith {
                            summary: String::new(),
                            lhs: lr.next().unwrap_or("").to_string(),
                            rhs: lr.next().unwrap_or("").to_string(),
                            transform: TypeTransform::Rust(lr.next().unwrap_or("").to_string()),
                        }
                    }
                    "Infer" | "InferDeclare" => Trait::Interface {
                        name: "InferTypeOpInterface".to_string(),
                        def_name: "InferTypeOpInterface".to_string(),
                        methods: Vec::new(),
                        declared: a == "InferDeclare",
                    },
                    "Other" => Trait::Native(b.to_string()),
                    native => Trait::Native(native.to_string()),
                };
                s.traits.push(t);
            }
            _ => panic!("bad signature item {item:?}"),
        }
    }
    s
}

/// One oracle case: expected errors are (message, offset, note); an empty
/// list means mlir-tblgen accepts the format. An offset of `None` means the
/// oracle's caret could not be mapped to a unique offset (not compared).
pub(super) struct Case {
    pub name: &'static str,
    pub sig: &'static str,
    pub format: &'static str,
    pub expect: &'static [(&'static str, Option<usize>, Option<&'static str>)],
}

fn describe(errors: &[FormatError]) -> String {
    errors
        .iter()
        .map(|e| format!("{e}"))
        .collect::<Vec<_>>()
        .join(" | ")
}

/// Check every case of a table; returns the descriptions of the mismatches.
fn run_cases(cases: &[Case]) -> Vec<String> {
    let mut failures = Vec::new();
    for case in cases {
        let s = sig(case.name, case.sig);
        let got = parse_format(case.format, &s.subject());
        let ok = match (&got, case.expect) {
            (Ok(_), []) => true,
            (Err(errors), expect) if !expect.is_empty() => {
                errors.len() == expect.len()
                    && errors.iter().zip(expect).all(|(e, (msg, off, note))| {
                        e.message == *msg
                            && off.is_none_or(|o| o == e.offset)
                            && e.note.as_deref() == *note
                    })
            }
            _ => false,
        };
        if !ok {
            let got = match &got {
                Ok(_) => "OK".to_string(),
                Err(e) => describe(e),
            };
            failures.push(format!(
                "{}: {:?}\n    expected {:?}\n    got      {}",
                case.name, case.format, case.expect, got
            ));
        }
    }
    failures
}

#[test]
fn oracle_synthetic_cases() {
    let failures = run_cases(oracle_cases::SYNTHETIC);
    assert!(
        failures.is_empty(),
        "{} of {} oracle cases differ:\n{}",
        failures.len(),
        oracle_cases::SYNTHETIC.len(),
        failures.join("\n")
    );
}

#[test]
fn oracle_mutated_cases() {
    let failures = run_cases(oracle_cases::MUTATED);
    assert!(
        failures.is_empty(),
        "{} of {} mutated cases differ:\n{}",
        failures.len(),
        oracle_cases::MUTATED.len(),
        failures.join("\n")
    );
}

#[test]
fn real_dialect_formats_are_accepted() {
    let failures = run_cases(oracle_cases::REAL);
    assert!(
        failures.is_empty(),
        "{} of {} real formats differ:\n{}",
        failures.len(),
        oracle_cases::REAL.len(),
        failures.join("\n")
    );
}

/// The signature of `arith.addi`-like binary ops.
fn binary_sig() -> TestOp {
    sig(
        "test.add",
        "o lhs 1; o rhs 1; r result 1; t SameOperandsAndResultType; t Other Pure",
    )
}

#[test]
fn ast_of_a_binary_op() {
    let f = parse_format(
        "$lhs `,` $rhs attr-dict `:` type($result)",
        &binary_sig().subject(),
    )
    .unwrap();
    let kinds: Vec<&ElementKind> = f.elements.iter().map(|e| &e.kind).collect();
    assert!(matches!(
        kinds[0],
        ElementKind::Variable(Variable {
            target: VarTarget::Operand(0),
            ..
        })
    ));
    assert!(matches!(kinds[1], ElementKind::Literal(Literal { spelling, .. }) if spelling == ","));
    assert!(matches!(
        kinds[3],
        ElementKind::AttrDict {
            with_keyword: false
        }
    ));
    let ElementKind::Type { arg, qualified } = kinds[5] else {
        panic!("expected a type directive, got {:?}", kinds[5]);
    };
    assert!(!qualified);
    assert!(matches!(
        arg.kind,
        ElementKind::Variable(Variable {
            target: VarTarget::Result(0),
            ..
        })
    ));
    assert_eq!(
        f.elements.iter().map(|e| e.offset).collect::<Vec<_>>(),
        vec![0, 5, 9, 14, 24, 28]
    );
    // Operand types come from the printed result type through the trait.
    let via = TypeResolution::Inferred {
        source: TypeSource::Result(0),
        transformer: None,
        via_trait: 0,
    };
    assert_eq!(f.operand_types, vec![via.clone(), via]);
    assert_eq!(f.result_types, vec![TypeResolution::Format]);
    assert!(!f.infers_result_types);
}

#[test]
fn printer_spacing() {
    // `$lhs, $rhs : type` — no space before `,`, a space before `:`.
    let f = parse_format(
        "$lhs `,` $rhs attr-dict `:` type($result)",
        &binary_sig().subject(),
    )
    .unwrap();
    let spaces: Vec<bool> = f.elements.iter().map(|e| e.space_before).collect();
    assert_eq!(spaces, vec![true, false, true, false, true, true]);
    // `(` suppresses the space after it, `)` gets none before it.
    let s = sig("test.call", "o args *; a callee -");
    let f = parse_format(
        "$callee `(` $args `)` attr-dict `:` type($args)",
        &s.subject(),
    )
    .unwrap();
    let spaces: Vec<bool> = f.elements.iter().map(|e| e.space_before).collect();
    assert_eq!(spaces, vec![true, false, false, false, false, true, true]);
    let ElementKind::Literal(open) = &f.elements[1].kind else {
        panic!("expected a literal");
    };
    assert!(!open.space_after);
    // `` suppresses the next space; ` ` prints one.
    let f = parse_format(
        "$callee `` $args ` ` attr-dict `:` type($args)",
        &s.subject(),
    )
    .unwrap();
    assert!(!f.elements[2].space_before);
}

#[test]
fn type_resolution_kinds() {
    let s = sig(
        "test.cmp",
        "o lhs 1; o rhs 1; o flag 1 $_builder.getI1Type(); r res 1 $_builder.getI1Type(); \
         t TypesMatchWith lhs rhs $_self",
    );
    let f = parse_format(
        "$lhs `,` $rhs `,` $flag attr-dict `:` type($lhs)",
        &s.subject(),
    )
    .unwrap();
    assert_eq!(f.buildable_types, vec!["$_builder.getI1Type()".to_string()]);
    assert_eq!(
        f.result_types,
        vec![TypeResolution::Buildable {
            builder: "$_builder.getI1Type()".into(),
            index: 0
        }]
    );
    assert_eq!(
        f.operand_types,
        vec![
            TypeResolution::Format,
            TypeResolution::Inferred {
                source: TypeSource::Operand(0),
                transformer: Some("$_self".into()),
                via_trait: 0
            },
            TypeResolution::Buildable {
                builder: "$_builder.getI1Type()".into(),
                index: 0
            },
        ]
    );
    let s = sig("test.infer", "o a 1; r r 1; t Infer");
    let f = parse_format("$a attr-dict `:` type($a)", &s.subject()).unwrap();
    assert!(f.infers_result_types);
    assert_eq!(f.result_types, vec![TypeResolution::InferTypeOpInterface]);
}

#[test]
fn optional_groups() {
    let s = sig("test.opt", "o x ?; a u ou; a v o");
    let f = parse_format(
        "(`k` $u^)? (`then` $x^ `:` type($x)) : (`else`)? attr-dict",
        &s.subject(),
    )
    .unwrap();
    let ElementKind::Optional(g) = &f.elements[0].kind else {
        panic!("expected an optional group");
    };
    assert_eq!((g.anchor, g.inverted, g.elide_anchor), (1, false, true));
    let ElementKind::Optional(g) = &f.elements[1].kind else {
        panic!("expected an optional group");
    };
    assert_eq!((g.anchor, g.inverted, g.else_elements.len()), (1, false, 1));
    let f = parse_format(
        "(`none`) : (` ` `some` $x^ type($x))? attr-dict",
        &s.subject(),
    )
    .unwrap();
    let ElementKind::Optional(g) = &f.elements[0].kind else {
        panic!("expected an optional group");
    };
    assert_eq!((g.anchor, g.inverted, g.else_parse_start), (2, true, 1));
}

#[test]
fn oilist_clauses() {
    let s = sig(
        "test.oil",
        "a nowait ou; o deps *; t Other AttrSizedOperandSegments",
    );
    let f = parse_format(
        "oilist(`nowait` $nowait | `depend` `(` $deps `:` type($deps) `)`) attr-dict",
        &s.subject(),
    )
    .unwrap();
    let ElementKind::OIList(clauses) = &f.elements[0].kind else {
        panic!("expected an oilist");
    };
    assert_eq!(clauses.len(), 2);
    assert_eq!(clauses[0].unit_attr, Some(0));
    assert_eq!(clauses[1].elements.len(), 5);
}

#[test]
fn errors_carry_notes() {
    let s = sig("test.add", "o lhs 1 I32; o rhs 1 I32");
    let errors = parse_format("  $lhs attr-dict", &s.subject()).unwrap_err();
    assert_eq!(
        errors,
        vec![FormatError::with_note(
            "operand #1, named 'rhs', not found",
            2,
            "suggest adding a '$rhs' directive to the custom assembly format"
        )]
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let s = sig("test.deep", "o x ?");
    let text = format!("{}$x^{} attr-dict", "(".repeat(10_000), ")?".repeat(10_000));
    let errors = parse_format(&text, &s.subject()).unwrap_err();
    assert!(errors[0].message.contains("maximum depth"), "{errors:?}");
}

/// A small deterministic generator (xorshift), so the test needs no crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Split a format into rough tokens for mutation.
fn rough_tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for ch in text.chars() {
        if ch.is_whitespace() || "()`$^?,:<>\"".contains(ch) {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if !ch.is_whitespace() {
                out.push(ch.to_string());
            }
        } else {
            cur.push(ch);
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

#[test]
fn randomized_mutations_never_panic() {
    const PIECES: &[&str] = &[
        "(",
        ")",
        ")?",
        "^",
        ":",
        ",",
        "`",
        "$",
        "\"",
        "`:`",
        "` `",
        "``",
        "`\\n`",
        "attr-dict",
        "prop-dict",
        "type(",
        "qualified(",
        "ref(",
        "custom<F>(",
        "oilist(",
        "operands",
        "results",
        "regions",
        "successors",
        "functional-type(",
        "|",
        "params",
        "struct",
        "é",
        "\0",
        "\r",
        "$lhs",
        "$x",
        "`kw`",
        "<",
        ">",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut runs = 0;
    for case in oracle_cases::REAL.iter().chain(oracle_cases::SYNTHETIC) {
        let s = sig(case.name, case.sig);
        for _ in 0..40 {
            let mut toks = rough_tokens(case.format);
            for _ in 0..=rng.below(4) {
                let i = rng.below(toks.len() + 1);
                match rng.below(5) {
                    0 if i < toks.len() => {
                        toks.remove(i);
                    }
                    1 if i < toks.len() => {
                        let t = toks[i].clone();
                        toks.insert(i, t);
                    }
                    2 if i + 1 < toks.len() => toks.swap(i, i + 1),
                    3 => toks.insert(i, PIECES[rng.below(PIECES.len())].to_string()),
                    _ if i < toks.len() => {
                        toks[i] = PIECES[rng.below(PIECES.len())].to_string();
                    }
                    _ => {}
                }
            }
            let sep = if rng.below(2) == 0 { " " } else { "" };
            let text = toks.join(sep);
            // Must not panic; errors must point into the text.
            if let Err(errors) = parse_format(&text, &s.subject()) {
                assert!(!errors.is_empty());
                assert!(errors.iter().all(|e| e.offset <= text.len()), "{text:?}");
            }
            // Every byte prefix must not panic either.
            let cut = rng.below(text.len() + 1);
            if let Some(prefix) = text.get(..cut) {
                let _ = parse_format(prefix, &s.subject());
            }
            runs += 1;
        }
    }
    assert!(runs > 10_000);
}
