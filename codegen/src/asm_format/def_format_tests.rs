//! Type and attribute formats against mlir-tblgen 19: each case (the
//! parameters, `?` marking optional ones, and the format) with the first
//! error `mlir-tblgen-19 -gen-attrdef-defs` reports and where its caret
//! points, or `None` when it accepts the format.

use super::*;

/// The caret's byte offset and the message of the first error.
type Expected = Option<(usize, &'static str)>;

const ORACLE: &[(&str, &str, Expected)] = &[
    ("a b", "`<` $a `,` $b `>`", None),
    (
        "a",
        "`<` $c `>`",
        Some((4, "T_X has no parameter named 'c'")),
    ),
    ("a", "`<` $a $a `>`", Some((7, "duplicate parameter 'a'"))),
    (
        "a b",
        "`<` $a `>`",
        Some((0, "format is missing reference to parameter: b")),
    ),
    (
        "a",
        "`<` ($a^)? `>`",
        Some((4, "parameters in an optional group must be optional")),
    ),
    (
        "a?",
        "`<` ($a) `>`",
        Some((9, "expected '?' after optional group")),
    ),
    (
        "a?",
        "`<` ($a^) `>`",
        Some((10, "expected '?' after optional group")),
    ),
    ("a?", "(`<` $a^ `>`)?", None),
    (
        "a? b",
        "`<` struct($a, $b) `,` `>`",
        Some((
            0,
            "`struct` directive with optional parameters cannot be followed by a comma literal",
        )),
    ),
    ("a b", "`<` struct(params) `,` `>`", None),
    (
        "a",
        "`<` struct($a) struct($a) `>`",
        Some((22, "duplicate parameter 'a'")),
    ),
    (
        "a",
        "`<` params params `>`",
        Some((11, "`params` captures duplicate parameter: a")),
    ),
    (
        "a",
        "`<` custom<Foo>(ref($a)) `>`",
        Some((20, "parameter 'a' must be bound before it is referenced")),
    ),
    (
        "a",
        "`<` ref($a) `>`",
        Some((4, "'ref' is only valid within a `custom` directive")),
    ),
    (
        "a",
        "`<` qualified(`x`) `>`",
        Some((4, "`qualified` argument list expected a variable")),
    ),
    (
        "a",
        "struct(struct($a))",
        Some((7, "`struct` can only be used at the top-level context")),
    ),
    ("a?", "(`x` struct(params)^)?", None),
    (
        "a",
        "(`x` struct(params)^)? `<` $a `>`",
        Some((
            0,
            "`struct` is only allowed in an optional group if all captured parameters are optional",
        )),
    ),
    (
        "a?",
        "($a)?",
        Some((0, "optional group has no anchor element")),
    ),
    (
        "a?",
        "(`x`^ $a)?",
        Some((0, "optional group anchor must be a parameter or directive")),
    ),
    (
        "a",
        "`<` $a `>` attr-dict",
        Some((11, "unsupported directive kind")),
    ),
    (
        "a",
        "`<` $a `%` `>`",
        Some((
            7,
            "expected valid literal but got '%': single character literal must be a letter or one of '_:,=<>()[]{}?+*'",
        )),
    ),
    (
        "a",
        "(`x` $a^)?",
        Some((0, "parameters in an optional group must be optional")),
    ),
    (
        "a?",
        "(struct($a)^)?",
        Some((
            0,
            "first parsable element of an optional group must be a literal, variable, or custom directive",
        )),
    ),
    ("a?", "(custom<Foo>($a)^)?", None),
    (
        "a",
        "`<` \"str\" $a `>`",
        Some((
            4,
            "strings may only be used as 'custom' directive arguments",
        )),
    ),
    (
        "a",
        "custom<Foo>(\"x\")",
        Some((0, "format is missing reference to parameter: a")),
    ),
    (
        "a?",
        "`<` custom<Foo>($a, ref $a) `>`",
        Some((24, "expected '(' before argument list")),
    ),
    (
        "a?",
        "`<` custom<Foo>($a, ref($a `>`",
        Some((27, "expected ')' after argument list")),
    ),
    (
        "a?",
        "`<` ($a^ `>`",
        Some((
            12,
            "expected literal, variable, directive, or optional group",
        )),
    ),
];

fn params(spec: &str) -> Vec<DefParam> {
    spec.split_whitespace()
        .map(|p| DefParam {
            name: p.trim_end_matches('?').to_string(),
            optional: p.ends_with('?'),
        })
        .collect()
}

#[test]
fn formats_are_checked_as_mlir_tblgen_checks_them() {
    for &(spec, format, expected) in ORACLE {
        let result = parse_def_format(format, "T_X", &params(spec));
        match (result, expected) {
            (Ok(_), None) => {}
            (Err(errors), Some((offset, message))) => {
                let first = &errors[0];
                assert_eq!(
                    (first.offset, first.message.as_str()),
                    (offset, message),
                    "format {format:?}"
                );
            }
            (Ok(items), Some(e)) => {
                panic!("format {format:?} accepted ({items:?}), expected {e:?}")
            }
            (Err(errors), None) => panic!("format {format:?} rejected: {errors:?}"),
        }
    }
}

fn literal(text: &str, space: bool) -> DefItem {
    DefItem::Literal {
        text: text.to_string(),
        space,
    }
}

#[test]
fn spacing_follows_mlir_tblgen() {
    // `<"a.c" in "/dir">`: no space after `<`, spaces around a keyword.
    let items = parse_def_format("`<` $name `in` $dir `>`", "F", &params("name dir")).unwrap();
    assert_eq!(
        items,
        vec![
            literal("<", false),
            DefItem::Param {
                index: 0,
                space: false,
                qualified: false
            },
            literal("in", true),
            DefItem::Param {
                index: 1,
                space: true,
                qualified: false
            },
            literal(">", false),
        ]
    );
    // `` `` `` suppresses the space before what follows; an optional group
    // starts from the state before it, and the else branch too.
    let items = parse_def_format(
        "`` $op ( `(` custom<Args>(ref($op), $args)^ `)` ) : (``)?",
        "E",
        &params("op args?"),
    )
    .unwrap();
    assert_eq!(
        items,
        vec![
            DefItem::Param {
                index: 0,
                space: false,
                qualified: false
            },
            DefItem::Optional {
                then_items: vec![
                    literal("(", false),
                    DefItem::Custom {
                        name: "Args".to_string(),
                        args: vec![CustomArg::Ref(0), CustomArg::Param(1)],
                        space: false,
                    },
                    literal(")", false),
                ],
                else_items: vec![],
                anchor: vec![1],
                inverted: false,
            },
        ]
    );
    // A struct after a literal keyword takes a space; after `<` none.
    let items = parse_def_format("`<` struct(params) `>`", "S", &params("a? b?")).unwrap();
    assert_eq!(
        items[1],
        DefItem::Struct {
            indices: vec![0, 1],
            space: false
        }
    );
    let items = parse_def_format("$a", "K", &params("a")).unwrap();
    assert_eq!(
        items,
        vec![DefItem::Param {
            index: 0,
            space: true,
            qualified: false
        }]
    );
}

#[test]
fn the_anchor_of_an_inverted_group_is_in_its_else_branch() {
    let items = parse_def_format("`<` `[` (`]`) : ($f^ `]`)? `>`", "T", &params("f?")).unwrap();
    let DefItem::Optional {
        anchor, inverted, ..
    } = &items[2]
    else {
        panic!("{items:?}");
    };
    assert_eq!((anchor.as_slice(), *inverted), (&[0usize][..], true));
}
