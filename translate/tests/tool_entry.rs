//! The translation entry point for a tool of one's own: the dialects and
//! op translations it registers are the ones `--mlir-to-llvmir` knows, and
//! an unknown flag fails.

use dialectic::OpId;
use dialectic_translate::tools::registration::TranslateRegistration;
use dialectic_translate::tools::translate::run_tool;
use dialectic_translate::{DialectTranslation, ModuleTranslation, TranslateResult};

/// The `marker` dialect's translation: `marker.note` ops emit nothing.
struct MarkerTranslation;

impl DialectTranslation for MarkerTranslation {
    fn dialect(&self) -> &str {
        "marker"
    }

    fn convert_operation(
        &self,
        op: OpId,
        translation: &mut ModuleTranslation<'_>,
    ) -> TranslateResult<bool> {
        Ok(translation.op_name(op) == "marker.note")
    }
}

const PROGRAM: &str = "llvm.func @f() {\n  \"marker.note\"() : () -> ()\n  llvm.return\n}\n";

/// Translates `PROGRAM` with `registration`: the exit code and the output.
fn translate(tool: &str, registration: &TranslateRegistration) -> (i32, String) {
    let dir = std::env::temp_dir().join(format!("dialectic-tool-entry-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let input = dir.join(format!("{tool}.mlir"));
    let output = dir.join(format!("{tool}.ll"));
    std::fs::write(&input, PROGRAM).expect("writing the input");
    let args = [
        "--mlir-to-llvmir".to_string(),
        "--allow-unregistered-dialect".to_string(),
        input.display().to_string(),
        "-o".to_string(),
        output.display().to_string(),
    ];
    let code = run_tool(tool, registration, &args);
    let text = std::fs::read_to_string(&output).unwrap_or_default();
    (code, text)
}

#[test]
fn registered_translations_translate_their_ops() {
    let registration = TranslateRegistration::new(
        |_| {},
        |translations| translations.register(Box::new(MarkerTranslation)),
    );
    let (code, text) = translate("marker-translate", &registration);
    assert_eq!(code, 0);
    assert!(
        text.contains("define void @f() {\n  ret void\n}"),
        "the marker emits nothing, the function is there:\n{text}"
    );
}

#[test]
fn without_the_translation_the_op_is_refused() {
    let (code, text) = translate("plain-translate", &TranslateRegistration::default());
    assert_eq!((code, text.as_str()), (1, ""));
}

#[test]
fn an_unknown_flag_fails() {
    let code = run_tool(
        "marker-translate",
        &TranslateRegistration::default(),
        &["--no-such-flag".to_string()],
    );
    assert_eq!(code, 1);
}
