//! The API backends read records with: defs of a class, superclasses,
//! typed field accessors and their errors.

use dialectic_codegen::{Records, SourceMap, load_str};

const ODS: &str = r#"
def ins; def outs;
class Trait<string n> { string name = n; }
def Pure : Trait<"Pure">;
class Type<string n> { string name = n; }
def I32 : Type<"i32">;
class Base { int priority = 0; }
class Op<string mnemonic, list<Trait> traits = []> : Base {
  string opName = mnemonic;
  list<Trait> opTraits = traits;
  dag arguments = (ins);
  string summary = ?;
  bits<4> flags = 0b0101;
  bit hasFolder = 0;
  list<string> aliases = [];
  list<int> sizes = [];
  Type resultType = ?;
  code extra = [{ return x; }];
}
class BinOp<string m> : Op<m, [Pure]> {
  let arguments = (ins I32:$lhs, I32:$rhs);
  let resultType = I32;
}
def AddOp : BinOp<"add"> { let summary = "addition"; let hasFolder = 1; let aliases = ["plus"]; }
def NopOp : Op<"nop"> { let sizes = [1, 2]; let priority = 3; }
def NotAnOp { int x = 1; }
"#;

fn records() -> Records {
    let mut sources = SourceMap::new();
    load_str("ods.td", ODS, &[], &mut sources).expect("the test file evaluates")
}

#[test]
fn defs_of_a_class_in_definition_order() {
    let records = records();
    let ops: Vec<&str> = records
        .defs_of_class("Op")
        .iter()
        .map(|d| d.name())
        .collect();
    assert_eq!(ops, ["AddOp", "NopOp"]);
    assert!(records.defs_of_class("NoSuchClass").is_empty());
    assert_eq!(records.defs().count(), 7);
    assert!(records.classes().any(|c| c.name() == "BinOp"));
}

#[test]
fn superclasses_in_llvm_order() {
    let records = records();
    let add = records.def("AddOp").unwrap();
    let supers: Vec<&str> = add.superclasses().map(|c| c.name()).collect();
    assert_eq!(supers, ["Base", "Op", "BinOp"]);
    let direct: Vec<&str> = add.direct_superclasses().iter().map(|c| c.name()).collect();
    assert_eq!(direct, ["BinOp"]);
    assert!(add.is_subclass_of("Base"));
    assert!(!add.is_subclass_of("Type"));
    let op = records.class("Op").unwrap();
    let targs: Vec<&str> = op.template_args().iter().map(|f| f.name()).collect();
    assert_eq!(targs, ["Op:mnemonic", "Op:traits"]);
}

#[test]
fn typed_field_accessors() {
    let records = records();
    let add = records.def("AddOp").unwrap();
    assert_eq!(add.get_string("opName").unwrap(), "add");
    assert_eq!(add.get_string("summary").unwrap(), "addition");
    assert_eq!(add.get_int("priority").unwrap(), 0);
    assert!(add.get_bit("hasFolder").unwrap());
    assert_eq!(add.get_bits_as_int("flags").unwrap(), 5);
    assert_eq!(add.get_list_of_strings("aliases").unwrap(), ["plus"]);
    let traits: Vec<&str> = add
        .get_list_of_defs("opTraits")
        .unwrap()
        .iter()
        .map(|t| t.name())
        .collect();
    assert_eq!(traits, ["Pure"]);
    assert_eq!(add.get_def("resultType").unwrap().name(), "I32");
    assert_eq!(add.get_string("extra").unwrap(), " return x; ");
    assert!(add.value("extra").unwrap().is_code());

    let args = add.get_dag("arguments").unwrap();
    assert_eq!(args.operator().as_def().unwrap().name(), "ins");
    let names: Vec<Option<&str>> = args.args().map(|a| a.name).collect();
    assert_eq!(names, [Some("lhs"), Some("rhs")]);
    assert_eq!(
        args.args().next().unwrap().value.as_def().unwrap().name(),
        "I32"
    );
    assert_eq!(args.to_text(), "(ins I32:$lhs, I32:$rhs)");

    let nop = records.def("NopOp").unwrap();
    assert!(nop.is_unset("summary"));
    assert_eq!(nop.get_optional_string("summary").unwrap(), None);
    assert_eq!(nop.get_optional_def("resultType").unwrap(), None);
    assert_eq!(nop.get_list_of_ints("sizes").unwrap(), [1, 2]);
    assert_eq!(nop.get_int("priority").unwrap(), 3);
    assert_eq!(nop.field("flags").unwrap().type_string(), "bits<4>");
    assert_eq!(nop.value("flags").unwrap().to_string(), "{ 0, 1, 0, 1 }");
}

#[test]
fn accessor_errors_name_the_record_and_field() {
    let records = records();
    let add = records.def("AddOp").unwrap();
    let missing = add.get_string("nope").unwrap_err();
    assert_eq!(
        missing.message,
        "Record `AddOp' does not have a field named `nope'!"
    );
    let wrong = add.get_int("opName").unwrap_err();
    assert_eq!(
        wrong.message,
        "Record `AddOp', field `opName' does not have an int value"
    );
    assert_eq!(wrong.field, "opName");
    let unset = records
        .def("NopOp")
        .unwrap()
        .get_string("summary")
        .unwrap_err();
    assert!(unset.message.contains("string initializer"));
}

#[test]
fn derived_definitions_in_llvm_order() {
    let mut sources = SourceMap::new();
    let records = load_str(
        "regs.td",
        "class R;\ndef R10 : R;\ndef R2 : R;\ndef R1 : R;\ndef Ra : R;\ndef R02 : R;\n",
        &[],
        &mut sources,
    )
    .unwrap();
    let names: Vec<&str> = records
        .all_derived_definitions("R")
        .iter()
        .map(|d| d.name())
        .collect();
    assert_eq!(names, ["R1", "R2", "R02", "R10", "Ra"]);
    let in_order: Vec<&str> = records
        .defs_of_class("R")
        .iter()
        .map(|d| d.name())
        .collect();
    assert_eq!(in_order, ["R10", "R2", "R1", "Ra", "R02"]);
}
