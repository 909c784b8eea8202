//! GenX IR through the translation both ways.
//!
//! Real IR (`../shared/genx-corpus`: Intel's tests and small kernels, read
//! in place): each file imports with every `llvm.genx.*` call as one genx
//! op, verifies, prints and parses back, and exports to what the same
//! module exports to with the calls left as `llvm.call`s; the export has the
//! original's callees, GenX declarations and `!genx.kernels` (both sides
//! compared after `llvm-as-19 | llvm-dis-19`).
//!
//! Our own IR: the files of `tests/genx/` (kernels in both metadata
//! layouts, struct results, non-canonical names, tail calls), and for every
//! intrinsic a module of constructed calls, which exports to one call and
//! one declaration per name and imports back to the same ops.

use std::path::Path;
use std::process::{Command, Stdio};

use dialectic::text::{parse, print};
use dialectic::verify::{VerifyOptions, verify};
use dialectic::{Context, Ir, OpId};
use dialectic_genx::examples::{CHOICES, example_call, example_function};
use dialectic_genx::names::call_name;
use dialectic_genx::signatures::SIGNATURES;
use dialectic_translate::genx::{attach_metadata, finish_import};
use dialectic_translate::import::import_llvm_ir;
use dialectic_translate::{TranslationRegistry, translate_module};
use libtest_mimic::{Arguments, Failed, Trial};

#[path = "genx/corpus_files.rs"]
mod corpus_files;

use corpus_files::{IMPORTER_LIMITS, corpus_dir, groups, ll_files};

fn context() -> Context {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    dialectic_genx::register_dialect(&ctx);
    ctx
}

/// Imports `bytes`; with `raise`, GenX calls become ops (else only the
/// kernels are attached). The module and the warnings.
fn import(
    ctx: &Context,
    ir: &mut Ir,
    name: &str,
    bytes: &[u8],
    raise: bool,
) -> Result<(OpId, Vec<String>), String> {
    let imported = import_llvm_ir(name, bytes)?;
    let module =
        parse::parse_source(ctx, ir, name, &imported.text).map_err(|e| format!("{e:?}"))?;
    let warnings = if raise {
        finish_import(ctx, ir, module, &imported, name)
    } else {
        attach_metadata(ctx, ir, module, &imported.genx, name)
    };
    verify(ctx, ir, module, VerifyOptions::default()).map_err(|d| d.message)?;
    Ok((module, warnings))
}

fn export(ctx: &Context, ir: &Ir, module: OpId) -> Result<String, String> {
    let llvm = inkwell::context::Context::create();
    let registry = TranslationRegistry::with_builtin_dialects();
    let translated = translate_module(ctx, ir, module, &registry, &llvm, "genx")
        .map_err(|e| format!("{e:?}"))?;
    Ok(translated.print_to_string().to_string())
}

/// `text` through `llvm-as-19 | llvm-dis-19`.
fn normalize(text: &str) -> Result<String, String> {
    let run = |tool: &str, input: &[u8]| -> Result<Vec<u8>, String> {
        let mut child = Command::new(tool)
            .args(["-", "-o", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{tool}: {e}"))?;
        let mut stdin = child.stdin.take().ok_or("no stdin")?;
        let input = input.to_vec();
        let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &input));
        let out = child
            .wait_with_output()
            .map_err(|e| format!("{tool}: {e}"))?;
        let _ = writer.join();
        if !out.status.success() {
            return Err(format!("{tool}: {}", String::from_utf8_lossy(&out.stderr)));
        }
        Ok(out.stdout)
    };
    let bitcode = run("llvm-as-19", text.as_bytes())?;
    let text = run("llvm-dis-19", &bitcode)?;
    Ok(String::from_utf8_lossy(&text).into_owned())
}

fn count_genx_ops(ctx: &Context, ir: &Ir, module: OpId) -> (usize, usize) {
    let (mut ops, mut calls) = (0, 0);
    for op in ir.collect_ops(module) {
        let name = ctx.ident_str(ir.op_name(op));
        if name.starts_with("genx.") {
            ops += 1;
        } else if name == "llvm.call"
            && dialectic::op_support::inherent_or_discardable(ctx, ir, op, "callee")
                .and_then(|a| dialectic::op_support::symbol_ref_of(ctx, a))
                .is_some_and(|c| c.starts_with("llvm.genx."))
        {
            calls += 1;
        }
    }
    (ops, calls)
}

/// The callees of the calls of GenX intrinsics, in order.
fn callees(ll: &str) -> Vec<String> {
    ll.lines()
        .filter(|l| l.contains(" call ") || l.trim_start().starts_with("call "))
        .filter_map(|l| l.split_once("@llvm.genx.").map(|(_, rest)| rest))
        .map(|rest| rest.split('(').next().unwrap_or_default().to_string())
        .collect()
}

/// The GenX declarations: name and type, attribute groups and metadata
/// spelled out.
fn declarations(ll: &str) -> Vec<String> {
    let nodes = metadata_nodes(ll);
    let groups: std::collections::HashMap<&str, &str> = ll
        .lines()
        .filter_map(|l| l.strip_prefix("attributes "))
        .filter_map(|l| l.split_once(" = "))
        .collect();
    let mut out: Vec<String> = ll
        .lines()
        .filter(|l| l.starts_with("declare ") && l.contains("@llvm.genx."))
        .map(|l| {
            let line = l
                .split(' ')
                .map(|w| groups.get(w).map_or(w.to_string(), |g| g.to_string()))
                .collect::<Vec<_>>()
                .join(" ");
            resolve(&line, &nodes, 0)
        })
        .collect();
    out.sort();
    out
}

/// The metadata nodes of `ll` by name.
fn metadata_nodes(ll: &str) -> std::collections::HashMap<String, String> {
    ll.lines()
        .filter(|l| l.starts_with('!') && l.contains(" = "))
        .filter_map(|l| l.split_once(" = "))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// `text` with its references to metadata nodes (`!3`) spelled out.
fn resolve(text: &str, nodes: &std::collections::HashMap<String, String>, depth: usize) -> String {
    let mut out = String::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let is_ref = c == '!' && text[i + 1..].starts_with(|d: char| d.is_ascii_digit());
        if !is_ref || depth > 8 {
            out.push(c);
            continue;
        }
        let digits: String = text[i + 1..]
            .chars()
            .take_while(|d| d.is_ascii_digit())
            .collect();
        for _ in 0..digits.len() {
            chars.next();
        }
        let key = format!("!{digits}");
        out.push_str(
            &nodes
                .get(&key)
                .map_or(key.clone(), |n| resolve(n, nodes, depth + 1)),
        );
    }
    out
}

/// The nodes of `!genx.kernels`, their references spelled out.
fn kernels_of(ll: &str) -> Vec<String> {
    let nodes = metadata_nodes(ll);
    nodes
        .get("!genx.kernels")
        .map(|list| {
            list.trim_start_matches("!{")
                .trim_end_matches('}')
                .split(", ")
                .filter(|k| !k.is_empty())
                .map(|k| resolve(k, &nodes, 0))
                .collect()
        })
        .unwrap_or_default()
}

/// A file of real or hand-written GenX IR, as the module doc says.
fn check_file(path: &Path) -> Result<(), Failed> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| format!("{name}: {e}"))?;
    let ctx = context();
    let mut ir = Ir::new();
    let (module, _) = import(&ctx, &mut ir, &name, &bytes, true)?;
    let (ops, calls) = count_genx_ops(&ctx, &ir, module);
    let original = normalize(&String::from_utf8_lossy(&bytes))?;
    if calls != 0 || ops != callees(&original).len() {
        return Err(format!(
            "{ops} genx ops and {calls} calls left for {} calls",
            callees(&original).len()
        )
        .into());
    }
    // The printed module parses back to the same text.
    let generic = print::PrintFlags {
        generic: true,
        ..Default::default()
    };
    let printed = print::print_op(&ctx, &ir, module, &generic);
    let mut again = Ir::new();
    let reparsed =
        parse::parse_source(&ctx, &mut again, &name, &printed).map_err(|e| format!("{e:?}"))?;
    verify(&ctx, &again, reparsed, VerifyOptions::default()).map_err(|d| d.message)?;
    if print::print_op(&ctx, &again, reparsed, &generic) != printed {
        return Err("printing the imported module is not a fixpoint".into());
    }
    let exported = normalize(&export(&ctx, &ir, module)?)?;
    let mut plain_ir = Ir::new();
    let (plain, _) = import(&ctx, &mut plain_ir, &name, &bytes, false)?;
    let plain = normalize(&export(&ctx, &plain_ir, plain)?)?;
    if exported != plain {
        return Err(format!(
            "the export differs from the llvm.call form's:\n{exported}\n---\n{plain}"
        )
        .into());
    }
    for (what, ours, theirs) in [
        ("callees", callees(&exported), callees(&original)),
        (
            "declarations",
            declarations(&exported),
            declarations(&original),
        ),
        ("kernels", kernels_of(&exported), kernels_of(&original)),
    ] {
        if ours != theirs {
            return Err(format!("{what} differ:\n{ours:#?}\n---\n{theirs:#?}").into());
        }
    }
    Ok(())
}

/// A file the `llvm` importer refuses: it still does, with its message.
fn check_importer_limit(path: &Path, message: &str) -> Result<(), Failed> {
    let ctx = context();
    let mut ir = Ir::new();
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    match import(&ctx, &mut ir, &path.display().to_string(), &bytes, true) {
        Ok(_) => Err("imports now: move it to the checked files".into()),
        Err(e) if e.contains(message) => Ok(()),
        Err(e) => Err(format!("fails otherwise: {e}").into()),
    }
}

/// Every intrinsic, called with each overload choice: the export has one
/// call per op and one declaration per name, and imports back to the same
/// ops, which export to the same IR.
fn check_constructed() -> Result<(), Failed> {
    let ctx = context();
    let mut text = String::from("module {\n");
    let mut names = std::collections::BTreeSet::new();
    let mut expected_ops = 0;
    for (i, signature) in SIGNATURES.iter().enumerate() {
        for choice in 0..CHOICES {
            let (result, arguments, _) = example_call(&ctx, signature, choice);
            names.insert(call_name(&ctx, signature, result, &arguments)?);
            text.push_str(&example_function(
                &ctx,
                signature,
                choice,
                &format!("f{i}_{choice}"),
                1,
            ));
            expected_ops += 1;
        }
    }
    text.push_str("}\n");
    let mut ir = Ir::new();
    let module = parse::parse_source(&ctx, &mut ir, "constructed.mlir", &text)
        .map_err(|e| format!("{e:?}"))?;
    verify(&ctx, &ir, module, VerifyOptions::default()).map_err(|d| d.message)?;
    let exported = normalize(&export(&ctx, &ir, module)?)?;
    let declared: Vec<String> = declarations(&exported);
    if declared.len() != names.len() || callees(&exported).len() != expected_ops {
        return Err(format!(
            "{} declarations for {} names, {} calls for {expected_ops} ops",
            declared.len(),
            names.len(),
            callees(&exported).len()
        )
        .into());
    }
    let mut back = Ir::new();
    let (imported, warnings) =
        import(&ctx, &mut back, "constructed.ll", exported.as_bytes(), true)?;
    let (ops, calls) = count_genx_ops(&ctx, &back, imported);
    if ops != expected_ops || calls != 0 || !warnings.is_empty() {
        return Err(format!("imported back as {ops} ops and {calls} calls: {warnings:?}").into());
    }
    // The import adds the data layout it read; the calls and declarations
    // are the same.
    let second = normalize(&export(&ctx, &back, imported)?)?;
    if callees(&second) != callees(&exported) || declarations(&second) != declarations(&exported) {
        return Err("the second export has other calls or declarations".into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    let Some(corpus) = corpus_dir() else {
        trials.push(Trial::test("corpus", || {
            Err("../shared/genx-corpus not found".into())
        }));
        libtest_mimic::run(&args, trials).exit();
    };
    let own = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/genx");
    for (group, dir) in groups(&corpus).into_iter().chain([("own", own)]) {
        for path in ll_files(&dir) {
            let file = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let trial_name = format!("{group}::{file}");
            match IMPORTER_LIMITS.iter().find(|(f, _)| *f == file) {
                Some((_, message)) => trials
                    .push(Trial::test(format!("importer_limit::{file}"), move || {
                        check_importer_limit(&path, message)
                    })),
                None => trials.push(Trial::test(trial_name, move || check_file(&path))),
            }
        }
    }
    trials.push(Trial::test(
        "constructed_calls_of_every_intrinsic",
        check_constructed,
    ));
    libtest_mimic::run(&args, trials).exit();
}
