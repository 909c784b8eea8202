//! `genx-check-backend-rules` on real GenX IR (`../shared/genx-corpus`,
//! read in place): every file the `llvm` importer reads imports (calls of
//! `llvm.genx.*` raised to genx ops, kernels attached) and passes the
//! rules through `genx-opt`'s driver with the options it needs, and needs
//! each of them: without any one of them it fails. The options each file
//! needs are kept in `tests/genx/backend-rules-options.tsv`
//! (`DIALECTIC_BLESS=1` writes it), so that a change in the rules or in
//! the importer shows there.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use dialectic::text::print;
use dialectic::tools::opt::{Command, parse_tool_args, process};
use dialectic::tools::registration::ToolRegistration;
use dialectic::tools::timing::Timing;
use dialectic::{Context, Ir};
use dialectic_genx::passes::CheckBackendRulesOptions;
use dialectic_genx::rules::check_module;
use dialectic_translate::genx::finish_import;
use dialectic_translate::import::import_llvm_ir;
use libtest_mimic::{Arguments, Failed, Trial};

#[path = "genx/corpus_files.rs"]
mod corpus_files;

use corpus_files::{IMPORTER_LIMITS, corpus_dir, groups, ll_files};

/// The LLVM intrinsics real inputs call beyond the seed's two, as
/// `allow-intrinsics` names them.
const REAL_INTRINSICS: &[&str] = &["llvm.sqrt", "llvm.vc.internal"];

/// One option of the pass, as its text in braces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum RuleOption {
    Flag(&'static str),
    Intrinsic(&'static str),
}

const FLAGS: &[&str] = &[
    "allow-spir-calling-conventions",
    "allow-globals",
    "allow-pointers",
    "allow-aggregates",
    "allow-bfloat",
    "allow-memory-access",
    "allow-scalar-arg-offsets",
    "allow-loose-kernel-metadata",
    "allow-target-types",
];

fn every_option() -> Vec<RuleOption> {
    FLAGS
        .iter()
        .map(|&f| RuleOption::Flag(f))
        .chain(REAL_INTRINSICS.iter().map(|&i| RuleOption::Intrinsic(i)))
        .collect()
}

/// The options text of `set` (`allow-pointers=true allow-intrinsics=a,b`).
fn options_text(set: &[RuleOption]) -> String {
    let mut parts: Vec<String> = set
        .iter()
        .filter_map(|o| match o {
            RuleOption::Flag(f) => Some(format!("{f}=true")),
            RuleOption::Intrinsic(_) => None,
        })
        .collect();
    let intrinsics: Vec<&str> = set
        .iter()
        .filter_map(|o| match o {
            RuleOption::Intrinsic(i) => Some(*i),
            RuleOption::Flag(_) => None,
        })
        .collect();
    if !intrinsics.is_empty() {
        parts.push(format!("allow-intrinsics={}", intrinsics.join(",")));
    }
    parts.join(" ")
}

fn options_of(set: &[RuleOption]) -> CheckBackendRulesOptions {
    <CheckBackendRulesOptions as dialectic::op_support::PassOptions>::parse(&options_text(set))
        .expect("the options read")
}

fn context() -> Context {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    dialectic_genx::register_dialect(&ctx);
    ctx
}

/// `genx-opt`'s registration: every dialect, the GenX dialect, the GenX
/// passes beside Dialectic's.
fn genx_opt() -> ToolRegistration {
    ToolRegistration::new()
        .dialects(|ctx| {
            dialectic::dialects::register_all(ctx);
            dialectic_genx::register_dialect(ctx);
        })
        .passes(dialectic_genx::passes::register_passes)
}

/// Imports `path` as `dialectic-translate --import-llvm` does: the
/// module's text.
fn import(path: &Path) -> Result<String, String> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let imported = import_llvm_ir(&name, &bytes)?;
    let ctx = context();
    let mut ir = Ir::new();
    let module = dialectic::text::parse::parse_source(&ctx, &mut ir, &name, &imported.text)
        .map_err(|e| e.message)?;
    finish_import(&ctx, &mut ir, module, &imported, &name);
    Ok(print::print_op(
        &ctx,
        &ir,
        module,
        &print::PrintFlags::default(),
    ))
}

/// What the rules find in `text` with `set`: the messages.
fn violations(text: &str, set: &[RuleOption]) -> Result<Vec<String>, String> {
    let ctx = context();
    let mut ir = Ir::new();
    let module = dialectic::text::parse::parse_source(&ctx, &mut ir, "imported", text)
        .map_err(|e| e.message)?;
    let found = check_module(&ctx, &ir, module, &options_of(set));
    Ok(found
        .into_iter()
        .map(|(op, error)| format!("'{}' op {}", ctx.ident_str(ir.op_name(op)), error.message))
        .collect())
}

/// The options `text` needs: those without which it fails.
fn needed_options(text: &str) -> Result<Vec<RuleOption>, String> {
    let all = every_option();
    let left = violations(text, &all)?;
    if !left.is_empty() {
        return Err(format!(
            "fails the rules with every option:\n{}",
            left.join("\n")
        ));
    }
    let mut needed = Vec::new();
    for option in &all {
        let without: Vec<RuleOption> = all.iter().copied().filter(|o| o != option).collect();
        if !violations(text, &without)?.is_empty() {
            needed.push(*option);
        }
    }
    Ok(needed)
}

/// Runs `genx-opt --genx-check-backend-rules=<options>` on `text`, in
/// process: whether it succeeded, and its stderr.
fn run_genx_opt(text: &str, options: &str) -> Result<(bool, String), String> {
    let flag = if options.is_empty() {
        "--genx-check-backend-rules".to_string()
    } else {
        format!("--genx-check-backend-rules={options}")
    };
    let args = vec![flag, "-".to_string()];
    let Command::Run(opt_options) = parse_tool_args("genx-opt", &genx_opt(), &args)? else {
        return Err("genx-opt printed instead of running".into());
    };
    let mut out = Vec::new();
    let mut errors = String::new();
    let ok = process(
        text,
        "imported",
        &opt_options,
        &mut out,
        &mut errors,
        &mut Timing::new(),
    )
    .map_err(|e| e.to_string())?;
    Ok((ok, errors))
}

fn table_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/genx/backend-rules-options.tsv")
}

/// The kept table: file, then the options it needs (empty: none).
fn read_table() -> BTreeMap<String, String> {
    std::fs::read_to_string(table_path())
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| match l.split_once('\t') {
            Some((file, options)) => (file.to_string(), options.to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

fn write_table(rows: &BTreeMap<String, String>) {
    let mut text = String::from(
        "# The options of genx-check-backend-rules each file of ../shared/genx-corpus needs\n\
         # (tests/genx_rules_corpus.rs; DIALECTIC_BLESS=1 writes this file).\n",
    );
    for (file, options) in rows {
        text.push_str(&format!("{file}\t{options}\n"));
    }
    std::fs::write(table_path(), text).expect("writing the table");
}

fn check_file(path: &Path, expected: Option<String>) -> Result<String, Failed> {
    let text = import(path)?;
    let needed = needed_options(&text)?;
    let options = options_text(&needed);
    let (ok, errors) = run_genx_opt(&text, &options)?;
    if !ok {
        return Err(
            format!("genx-opt --genx-check-backend-rules={options} fails:\n{errors}").into(),
        );
    }
    if !needed.is_empty() {
        let (ok, _) = run_genx_opt(&text, "")?;
        if ok {
            return Err("passes the seed-strict rules, but an option was found needed".into());
        }
    }
    if let Some(expected) = expected
        && expected != options
    {
        return Err(format!("needs `{options}`, the table says `{expected}`").into());
    }
    Ok(options)
}

fn main() {
    let args = Arguments::from_args();
    let Some(corpus) = corpus_dir() else {
        let trials = vec![Trial::test("corpus", || {
            Err("../shared/genx-corpus not found".into())
        })];
        libtest_mimic::run(&args, trials).exit();
    };
    let mut files = Vec::new();
    for (group, dir) in groups(&corpus) {
        for path in ll_files(&dir) {
            let file = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            if !IMPORTER_LIMITS.iter().any(|(f, _)| *f == file) {
                files.push((format!("{group}/{file}"), path));
            }
        }
    }
    if std::env::var_os("DIALECTIC_BLESS").is_some() {
        let rows = files
            .iter()
            .map(|(name, path)| {
                let options = check_file(path, None).unwrap_or_else(|e| {
                    eprintln!("{name}: {}", e.message().unwrap_or_default());
                    "FAILS".to_string()
                });
                (name.clone(), options)
            })
            .collect();
        write_table(&rows);
    }
    let table = read_table();
    let mut trials = Vec::new();
    let listed: Vec<String> = table.keys().cloned().collect();
    let mut present: Vec<String> = files.iter().map(|(name, _)| name.clone()).collect();
    present.sort();
    trials.push(Trial::test("the_table_lists_every_file", move || {
        if listed == present {
            Ok(())
        } else {
            Err(format!("table: {listed:?}\nfiles: {present:?}").into())
        }
    }));
    for (name, path) in files {
        let expected = table.get(&name).cloned().unwrap_or_default();
        trials.push(Trial::test(name, move || {
            check_file(&path, Some(expected)).map(|_| ())
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
