//! The typed model read from the dialects of `defs/`, and the model errors
//! (all of them, each at its `.td` place).

use std::path::{Path, PathBuf};

use dialectic_codegen::model::{
    AttrValueKind, Model, Places, ResultTypeSource, Trait, TypeTransform, ValueKind,
};
use dialectic_codegen::{SourceMap, load, load_str, render_diagnostics};

fn defs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../defs")
}

fn model_of(file: &str) -> Model {
    let path = defs().join(file);
    let mut sources = SourceMap::new();
    let records = load(&path, &[defs()], &mut sources).expect("loads");
    let main = sources.find(&path).expect("main file");
    let places = Places::new(&sources, main, Some(&defs()));
    Model::from_records(&records, &places)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)))
}

fn errors_of(text: &str) -> String {
    let mut sources = SourceMap::new();
    let records = load_str("t.td", text, &[defs()], &mut sources).expect("evaluates");
    let places = Places::new(&sources, dialectic_codegen::FileId(0), None);
    match Model::from_records(&records, &places) {
        Ok(_) => String::new(),
        Err(d) => render_diagnostics(&d, &sources),
    }
}

#[test]
fn arith_has_every_op_sorted_with_inference() {
    let m = model_of("arith.td");
    assert_eq!(m.ops.len(), 49);
    assert!(m.ops.windows(2).all(|w| w[0].name < w[1].name));
    let cmpi = m.ops.iter().find(|o| o.name == "arith.cmpi").unwrap();
    assert_eq!(cmpi.rust_name, "CmpIOp");
    assert!(cmpi.infers_result_types);
    assert!(matches!(
        &cmpi.result_types[0],
        ResultTypeSource::Argument(_, Some(TypeTransform::SameShapeWithElementType(_)))
    ));
    assert_eq!(
        cmpi.attributes[0].kind,
        AttrValueKind::IntEnum("CmpIPredicate".into())
    );
    assert_eq!(
        cmpi.place.to_string(),
        format!("arith.td:{}", cmpi.place.line)
    );
    let addf = m.ops.iter().find(|o| o.name == "arith.addf").unwrap();
    let fastmath = &addf.attributes[0];
    assert_eq!(
        fastmath.default_value.as_deref(),
        Some("FastMathFlags::none")
    );
    assert!(matches!(fastmath.kind, AttrValueKind::DialectEnum { .. }));
    // ElementwiseMappable's traits are spliced in, in order.
    assert!(addf.traits.iter().any(|t| t.is_native("Elementwise")));
    let extui = m.ops.iter().find(|o| o.name == "arith.extui").unwrap();
    assert!(!extui.infers_result_types);
    assert_eq!(extui.result_types, vec![ResultTypeSource::Given]);
    let fm = m
        .enums
        .iter()
        .find(|e| e.class_name == "FastMathFlags")
        .unwrap();
    assert!(fm.is_bit_enum && fm.print_bit_enum_primary_groups);
    assert_eq!(fm.valid_bits(), 127);
    assert_eq!(m.enum_attrs.len(), 2);
}

#[test]
fn cf_switch_has_variadic_of_variadic_operands() {
    let m = model_of("cf.td");
    let switch = m.ops.iter().find(|o| o.name == "cf.switch").unwrap();
    assert_eq!(
        switch.operands[2].kind,
        ValueKind::VariadicOfVariadic {
            segment_attr: "case_operand_segments".into()
        }
    );
    assert!(switch.successors[1].variadic);
    assert!(
        switch
            .traits
            .iter()
            .any(|t| t.is_native("AttrSizedOperandSegments"))
    );
    let func = model_of("func.td");
    let ret = func.ops.iter().find(|o| o.name == "func.return").unwrap();
    assert!(
        ret.traits
            .contains(&Trait::HasParent(vec!["func.func".into()]))
    );
}

const PRELUDE: &str = "include \"OpBase.td\"\n\
    def T_Dialect : Dialect { let name = \"t\"; }\n";

#[test]
fn every_model_error_is_reported_at_its_place() {
    let text = format!(
        "{PRELUDE}\
         def BadPred : Pred;\n\
         def AOp : Op<T_Dialect, \"a\"> {{\n\
         \x20 let arguments = (ins I32:$x, Type<BadPred, \"bad\">:$y);\n\
         \x20 let assemblyFormat = \"$x attr-dict `:` type($x)\";\n\
         }}\n\
         def BOp : Op<T_Dialect, \"b\"> {{\n\
         \x20 let arguments = (ins I32Attr);\n\
         }}\n"
    );
    insta::assert_snapshot!(errors_of(&text), @r#"
    t.td:3:5: error: unknown predicate `BadPred`: a predicate is one of the records of base/Constraints.td (or `RustPred<"...">`)
    def BadPred : Pred;
        ^~~~~~~
    t.td:6:25: error: operand #1, named 'y', not found
      let assemblyFormat = "$x attr-dict `:` type($x)";
                            ^
    note: suggest adding a '$y' directive to the custom assembly format
    t.td:4:5: note: in custom assembly format for this operation
    def AOp : Op<T_Dialect, "a"> {
        ^~~
    t.td:8:5: error: attributes must be named (argument #0)
    def BOp : Op<T_Dialect, "b"> {
        ^~~
    "#);
}

#[test]
fn type_and_attribute_definitions_are_checked() {
    let text = format!(
        "{PRELUDE}\
         def T_Good : TypeDef<T_Dialect, \"Good\"> {{\n\
         \x20 let mnemonic = \"good\";\n\
         \x20 let parameters = (ins \"u32\":$w, OptionalParameter<\"BoolAttr\">:$b);\n\
         \x20 let assemblyFormat = \"`<` $w (`,` $b^)? `>`\";\n\
         }}\n\
         def T_NoSyntax : TypeDef<T_Dialect, \"NoSyntax\"> {{\n\
         \x20 let mnemonic = \"nosyntax\";\n\
         \x20 let parameters = (ins \"u32\":$w);\n\
         }}\n\
         def T_Missing : AttrDef<T_Dialect, \"Missing\"> {{\n\
         \x20 let mnemonic = \"missing\";\n\
         \x20 let parameters = (ins \"u32\":$a, \"Box<u8>\":$b);\n\
         \x20 let assemblyFormat = \"`<` $a `>`\";\n\
         }}\n"
    );
    insta::assert_snapshot!(errors_of(&text), @r#"
    t.td:8:5: error: type `T_NoSyntax` has a mnemonic and parameters but neither `assemblyFormat` nor `hasCustomAssemblyFormat`
    def T_NoSyntax : TypeDef<T_Dialect, "NoSyntax"> {
        ^~~~~~~~~~
    t.td:15:25: error: format is missing reference to parameter: b
      let assemblyFormat = "`<` $a `>`";
                            ^
    t.td:12:5: note: in custom assembly format for this operation
    def T_Missing : AttrDef<T_Dialect, "Missing"> {
        ^~~~~~~~~
    t.td:12:5: error: failed to parse assembly format
    def T_Missing : AttrDef<T_Dialect, "Missing"> {
        ^~~~~~~~~
    t.td:12:5: error: parameter `b` has type `Box<u8>`, which a dialect type or attribute cannot hold (an integer, bool, String, Type, Attribute, an attribute or type class, a type or attribute of this file, an enum of this file, a Vec of integers, attributes or types, or an Option of one of these)
    def T_Missing : AttrDef<T_Dialect, "Missing"> {
        ^~~~~~~~~
    "#);
}

#[test]
fn passes_are_read_with_their_options_and_statistics() {
    use dialectic_codegen::model::{OptionDefault, OptionType, PassAnchor};
    let m = model_of("Passes.td");
    let canonicalize = m
        .passes
        .iter()
        .find(|p| p.argument == "canonicalize")
        .unwrap();
    assert_eq!(canonicalize.def_name, "Canonicalizer");
    assert_eq!(canonicalize.anchor, PassAnchor::AnyOp);
    let arguments: Vec<&str> = canonicalize
        .options
        .iter()
        .map(|o| o.argument.as_str())
        .collect();
    assert_eq!(
        arguments,
        [
            "top-down",
            "region-simplify",
            "max-iterations",
            "max-num-rewrites",
            "test-convergence",
            "disable-patterns",
            "enable-patterns"
        ]
    );
    let region = &canonicalize.options[1];
    assert!(
        matches!(&region.ty, OptionType::Enum { rust, values } if rust == "GreedySimplifyRegionLevel" && values.len() == 3)
    );
    assert_eq!(region.default, OptionDefault::Enum("Normal".into()));
    assert_eq!(canonicalize.options[3].default, OptionDefault::Int(-1));
    assert!(canonicalize.options[5].is_list);
}

#[test]
fn pass_errors_name_the_option_at_the_pass() {
    let text = r#"include "PassBase.td"
def A : Pass<"a", "func.func"> {
  let options = [Option<"n", "n", "u32", "-1", "a count">,
                 Option<"f", "f", "float", "", "a float">,
                 Option<"b", "b", "bool", "yes", "a flag">];
}
def B : Pass<"a">;
"#;
    let errors = errors_of(text);
    assert!(
        errors.contains("t.td:2:5: error: option `n`: default `-1` does not fit in `u32`"),
        "{errors}"
    );
    assert!(
        errors.contains("error: option `f` has type `float`: an option is a `bool`"),
        "{errors}"
    );
    assert!(
        errors.contains("error: option `b`: default `yes` is not `true` or `false`"),
        "{errors}"
    );
    assert!(
        errors.contains("t.td:7:5: error: pass `a` is defined twice"),
        "{errors}"
    );
}

/// `HasParent`, `ParentOneOf` and `SingleBlockImplicitTerminator` name op
/// classes as MLIR reads them: the class name (qualified or not) or the
/// def name resolves to the op's name; an op name is taken as written.
#[test]
fn traits_naming_ops_resolve_class_names() {
    let mut sources = SourceMap::new();
    let text = r#"
include "OpBase.td"
def Toy_Dialect : Dialect { let name = "toy"; }
class Toy_Op<string mnemonic, list<Trait> traits = []> : Op<Toy_Dialect, mnemonic, traits>;
def Toy_LoopOp : Toy_Op<"loop", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let regions = (region SizedRegion<1>:$body);
}
def Toy_WhileOp : Toy_Op<"while", [SingleBlockImplicitTerminator<"::mlir::toy::YieldOp">]> {
  let regions = (region SizedRegion<1>:$body);
}
def Toy_YieldOp : Toy_Op<"yield", [Terminator, ParentOneOf<["LoopOp", "Toy_WhileOp", "func.func"]>]>;
def Toy_BreakOp : Toy_Op<"break", [Terminator, HasParent<"toy::LoopOp">]>;
"#;
    let records = load_str("t.td", text, &[defs()], &mut sources).expect("evaluates");
    let places = Places::new(&sources, dialectic_codegen::FileId(0), None);
    let model = Model::from_records(&records, &places)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)));
    let traits = |name: &str| {
        model
            .ops
            .iter()
            .find(|o| o.name == name)
            .unwrap()
            .traits
            .clone()
    };
    assert!(traits("toy.loop").contains(&Trait::SingleBlockImplicitTerminator("toy.yield".into())));
    assert!(
        traits("toy.while").contains(&Trait::SingleBlockImplicitTerminator("toy.yield".into()))
    );
    assert!(traits("toy.yield").contains(&Trait::HasParent(vec![
        "toy.loop".into(),
        "toy.while".into(),
        "func.func".into()
    ])));
    assert!(traits("toy.break").contains(&Trait::HasParent(vec!["toy.loop".into()])));
}

/// A class that names no op is an error at the trait, at expansion time.
#[test]
fn a_class_naming_no_op_is_an_error() {
    insta::assert_snapshot!(errors_of(
        r#"include "OpBase.td"
def Toy_Dialect : Dialect { let name = "toy"; }
class Toy_Op<string mnemonic, list<Trait> traits = []> : Op<Toy_Dialect, mnemonic, traits>;
def Toy_LoopOp : Toy_Op<"loop", [SingleBlockImplicitTerminator<"YieldOpp">]> {
  let regions = (region SizedRegion<1>:$body);
}
def Toy_YieldOp : Toy_Op<"yield", [Terminator, HasParent<"LopOp">]>;
"#
    ));
}

/// `Pure` in a file that includes nothing but `OpBase.td` gives the op
/// MLIR's memory effects and speculatability.
#[test]
fn pure_implies_its_interfaces_with_op_base_alone() {
    let mut sources = SourceMap::new();
    let text = r#"
include "OpBase.td"
def Toy_Dialect : Dialect { let name = "toy"; }
def Toy_AddOp : Op<Toy_Dialect, "add", [Pure]> {
  let arguments = (ins F64:$lhs, F64:$rhs);
  let results = (outs F64:$result);
}
"#;
    let records = load_str("t.td", text, &[defs()], &mut sources).expect("evaluates");
    let places = Places::new(&sources, dialectic_codegen::FileId(0), None);
    let model = Model::from_records(&records, &places)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)));
    let add = &model.ops[0];
    assert!(
        add.traits
            .iter()
            .any(|t| t.is_interface("MemoryEffectOpInterface"))
    );
    assert!(
        add.traits
            .iter()
            .any(|t| t.is_interface("ConditionallySpeculatable"))
    );
}
