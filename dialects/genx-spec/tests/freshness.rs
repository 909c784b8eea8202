//! The generated GenX files are what the generator writes from the table
//! now: `defs/genx/Intrinsics.td` and `dialects/genx/src/signatures.rs`.
//! When they are stale the message gives the command that regenerates
//! them. Also the facts of the table the generator relies on: 430
//! intrinsics once the sentinels are left out, and the token meanings.

use dialectic_genx_spec::{
    OverloadKind, Scalar, Slot, Token, paths, read_spec, table_writer, td_writer,
};

fn intrinsics() -> Vec<dialectic_genx_spec::Intrinsic> {
    let path = paths::spec_json().expect("the GenX table in ../shared/reference");
    let text = std::fs::read_to_string(&path).expect("reading the GenX table");
    read_spec(&text).expect("the GenX table reads")
}

#[test]
fn generated_files_are_fresh() {
    let intrinsics = intrinsics();
    for (path, expected) in [
        (paths::intrinsics_td(), td_writer::write_td(&intrinsics)),
        (
            paths::signatures_rs(),
            table_writer::write_table(&intrinsics),
        ),
    ] {
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == expected,
            "{} is stale: run `{}`",
            path.display(),
            td_writer::REGENERATE
        );
    }
}

#[test]
fn table_has_430_intrinsics_without_sentinels() {
    let intrinsics = intrinsics();
    assert_eq!(intrinsics.len(), 430);
    assert!(
        intrinsics
            .iter()
            .all(|i| i.name != "aaaabegin" && i.name != "zzzzend")
    );
}

#[test]
fn tokens_mean_what_vc_intrinsics_encodes() {
    assert_eq!(Token::parse("int16"), Some(Token::Vector(16, Scalar::I32)));
    assert_eq!(Token::parse("char16"), Some(Token::Vector(16, Scalar::I8)));
    assert_eq!(Token::parse("float4"), Some(Token::Vector(4, Scalar::F32)));
    assert_eq!(Token::parse("short"), Some(Token::Scalar(Scalar::I16)));
    assert_eq!(Token::parse("intvector"), None);
    let intrinsics = intrinsics();
    let find = |name: &str| intrinsics.iter().find(|i| i.name == name).unwrap().clone();
    // Overloaded types are counted over the result members first.
    let goto = find("simdcf_goto");
    assert_eq!(
        goto.overload_slots(),
        vec![
            (Slot::Result(0), OverloadKind::AnyVector),
            (Slot::Result(1), OverloadKind::AnyVector),
        ]
    );
    assert_eq!(
        goto.arguments,
        vec![Token::SameAs(0), Token::SameAs(1), Token::SameAs(1)]
    );
    // add3c follows real IR, and says so.
    let add3c = find("add3c");
    assert_eq!(add3c.arguments, vec![Token::SameAs(1); 3]);
    assert_eq!(add3c.overload_slots().len(), 2);
    assert_eq!(add3c.corrections.len(), 1);
    assert!(td_writer::write_td(&intrinsics).contains("// Corrected from the table:"));
}
