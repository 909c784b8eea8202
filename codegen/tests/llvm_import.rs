//! The importer's opcode table generated from `llvmInstName`: every op
//! naming an LLVM instruction gets its opcode, and two ops naming one
//! opcode are a compile error that names both.

use std::path::{Path, PathBuf};

use dialectic_codegen::backend::llvm_import;
use dialectic_codegen::model::{Model, Places};
use dialectic_codegen::{SourceMap, load, load_str, render_diagnostics};

fn defs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../defs")
}

fn llvm_model() -> Model {
    let path = defs().join("llvm.td");
    let mut sources = SourceMap::new();
    let records = load(&path, &[defs()], &mut sources).expect("loads");
    let main = sources.find(&path).expect("main file");
    let places = Places::new(&sources, main, Some(&defs()));
    Model::from_records(&records, &places)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)))
}

/// The generated table as text, without spaces (`quote!` spaces tokens).
fn table_of(model: &Model) -> String {
    llvm_import::generate(model).to_string().replace(' ', "")
}

#[test]
fn every_llvm_inst_name_becomes_an_arm_of_its_opcode() {
    let model = llvm_model();
    let table = table_of(&model);
    let named: Vec<_> = model
        .ops
        .iter()
        .filter_map(|op| Some((op.llvm_inst_name.as_deref()?, op.name.as_str())))
        .collect();
    assert!(named.len() > 50, "{} ops name an instruction", named.len());
    for (inst, op) in named {
        let arm = format!("::inkwell::llvm_sys::LLVMOpcode::LLVM{inst}=>Some(\"{op}\")");
        assert!(table.contains(&arm), "no arm `{arm}` in {table}");
    }
    for arm in [
        "LLVMGetElementPtr=>Some(\"llvm.getelementptr\")",
        "LLVMBr=>Some(\"llvm.br\")",
        "LLVMAdd=>Some(\"llvm.add\")",
    ] {
        assert!(table.contains(arm), "no arm `{arm}`");
    }
    assert!(!table.contains("compile_error"), "{table}");
}

#[test]
fn two_ops_naming_one_instruction_do_not_compile() {
    let text = r#"
include "OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
class T_Op<string mnemonic> : Op<T_Dialect, mnemonic> { string llvmInstName = ""; }
def AOp : T_Op<"a"> { let llvmInstName = "Br"; }
def BOp : T_Op<"b"> { let llvmInstName = "Br"; }
"#;
    let mut sources = SourceMap::new();
    let records = load_str("t.td", text, &[defs()], &mut sources).expect("evaluates");
    let places = Places::new(&sources, dialectic_codegen::FileId(0), None);
    let model = Model::from_records(&records, &places)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)));
    let table = llvm_import::generate(&model).to_string();
    assert!(
        table.contains(
            "compile_error ! (\"`llvmInstName` \\\"Br\\\" names one instruction for several ops (t.a, t.b): the importer cannot tell which to build\")"
        ),
        "{table}"
    );
    assert!(!table.contains("LLVMBr =>"), "{table}");
}
