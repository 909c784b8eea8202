//! The messages of malformed `--pass-pipeline` strings, as an insta
//! snapshot (`tests/snapshots/pass_pipeline_errors__*.snap`), each checked
//! against what `mlir-opt-19 --pass-pipeline=<text>` prints on stderr (the
//! tool's name in LLVM's command-line lines aside).

use dialectic::pass::{PassRegistry, parse_pass_pipeline};
use dialectic_oracle::Tool;

const MALFORMED: &[&str] = &[
    "canonicalize",
    "",
    "builtin.module(canonicalize",
    "builtin.module(canonicalize))",
    "builtin.module(func.func(canonicalize)",
    "builtin.module(frobnicate)",
    "builtin.module(func.func(canonicalize),frobnicate)",
    "builtin.module(,)",
    "builtin.module(func.func())",
    "builtin.module(func.func(canonicalize) canonicalize)",
    "builtin.module(canonicalize{top-down=1} canonicalize)",
    "builtin.module(func.func(canonicalize),canonicalize{)",
    "builtin.module(canonicalize{frobnicate=1})",
    "builtin.module(canonicalize{top-down=2})",
    "builtin.module(canonicalize{max-iterations=a})",
    "builtin.module(canonicalize{region-simplify=sometimes})",
];

/// What dialectic-opt prints for `text`.
fn message(text: &str, registry: &PassRegistry) -> String {
    match parse_pass_pipeline(text, registry, "dialectic-opt") {
        Ok(m) => panic!(
            "`{text}` is malformed, but read as {}",
            m.to_pipeline_string()
        ),
        Err(e) => e.render(),
    }
}

#[test]
fn malformed_pipeline_messages() {
    let mut registry = PassRegistry::new();
    dialectic::transforms::register_passes(&mut registry);
    let mut all = String::new();
    for text in MALFORMED {
        all.push_str(&format!(
            "--pass-pipeline='{text}'\n{}\n",
            message(text, &registry)
        ));
    }
    insta::assert_snapshot!(all);

    let Some(mlir_opt) = dialectic_oracle::find(Tool::MlirOpt) else {
        eprintln!("mlir-opt-19 comparisons skipped (DIALECTIC_SKIP_ORACLE)");
        return;
    };
    let dir =
        std::env::temp_dir().join(format!("dialectic-pipeline-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let input = dir.join("in.mlir");
    std::fs::write(&input, "func.func @f() {\n  return\n}\n").expect("the input");
    for text in MALFORMED {
        let out = std::process::Command::new(&mlir_opt.path)
            .arg(format!("--pass-pipeline={text}"))
            .arg(&input)
            .output()
            .expect("mlir-opt-19 runs");
        let name = mlir_opt
            .path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let expected =
            String::from_utf8_lossy(&out.stderr).replace(&format!("{name}:"), "dialectic-opt:");
        assert_eq!(
            message(text, &registry),
            expected,
            "--pass-pipeline='{text}'"
        );
        assert!(!out.status.success());
    }
    std::fs::remove_dir_all(&dir).ok();
}
