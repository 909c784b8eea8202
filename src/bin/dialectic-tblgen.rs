//! `dialectic-tblgen`: evaluates a `.td` file and prints what a backend
//! makes of it, with `llvm-tblgen`'s flags (`-I dir`, `-D macro`, `-o
//! file`): `--print-records` (the default), `--gen-rust` (the Rust a
//! `dialect!` expands to, formatted for reading), `--gen-op-doc` and
//! `--gen-dialect-doc` (Markdown reference pages; `--dialect name` picks
//! the dialect when the file defines several), `--gen-interface-doc` (the
//! page of the interfaces a file defines), `--gen-pass-doc` (the page of
//! the passes a file declares). `--new-dialect NAME [-o dir]
//! [--dialectic-path path]` writes the crate of a new dialect instead (see
//! `dialectic::tools::new_dialect`).

use std::path::PathBuf;
use std::process::ExitCode;

use dialectic_codegen::{
    ExpandOptions, SourceMap, load_with_defines, print_records::print_records, read_model,
    render_diagnostics,
};

const USAGE: &str = "usage: dialectic-tblgen [--print-records | --gen-rust | --gen-op-doc | \
     --gen-dialect-doc [--dialect name] | --gen-interface-doc | --gen-pass-doc] [-I dir]... [-D macro]... \
     [-o file] file.td\n       dialectic-tblgen --new-dialect NAME [-o dir] [--dialectic-path path]";

/// What to print.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Action {
    PrintRecords,
    GenRust,
    GenOpDoc,
    GenDialectDoc,
    GenInterfaceDoc,
    GenPassDoc,
}

struct Options {
    action: Action,
    dialect: Option<String>,
    input: PathBuf,
    include_dirs: Vec<PathBuf>,
    defines: Vec<String>,
    output: Option<PathBuf>,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut action = Action::PrintRecords;
    let mut dialect = None;
    let mut input = None;
    let mut include_dirs = Vec::new();
    let mut defines = Vec::new();
    let mut output = None;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let mut value_of = |flag: &str| -> Result<String, String> {
            if arg.len() > flag.len() {
                Ok(arg[flag.len()..].trim_start_matches('=').to_string())
            } else {
                i += 1;
                args.get(i)
                    .cloned()
                    .ok_or(format!("missing value after {flag}"))
            }
        };
        match arg.as_str() {
            "--print-records" | "-print-records" => action = Action::PrintRecords,
            "--gen-rust" | "-gen-rust" => action = Action::GenRust,
            "--gen-op-doc" | "-gen-op-doc" => action = Action::GenOpDoc,
            "--gen-dialect-doc" | "-gen-dialect-doc" => action = Action::GenDialectDoc,
            "--gen-interface-doc" | "-gen-interface-doc" => action = Action::GenInterfaceDoc,
            "--gen-pass-doc" | "-gen-pass-doc" => action = Action::GenPassDoc,
            "-h" | "--help" => return Err(USAGE.to_string()),
            a if a.starts_with("--gen-") || a.starts_with("-gen-") => {
                return Err(format!("{a}: no such generator\n{USAGE}"));
            }
            a if a.starts_with("--dialect") || a.starts_with("-dialect") => {
                let flag = if a.starts_with("--") {
                    "--dialect"
                } else {
                    "-dialect"
                };
                dialect = Some(value_of(flag)?);
            }
            a if a.starts_with("-I") => include_dirs.push(PathBuf::from(value_of("-I")?)),
            a if a.starts_with("-D") => defines.push(value_of("-D")?),
            a if a.starts_with("-o") => output = Some(PathBuf::from(value_of("-o")?)),
            a if a.starts_with('-') && a != "-" => {
                return Err(format!("unknown option '{a}'\n{USAGE}"));
            }
            a => {
                if input.is_some() {
                    return Err(format!("more than one input file given\n{USAGE}"));
                }
                input = Some(PathBuf::from(a));
            }
        }
        i += 1;
    }
    let input = input.ok_or(format!("no input file\n{USAGE}"))?;
    Ok(Options {
        action,
        dialect,
        input,
        include_dirs,
        defines,
        output,
    })
}

/// `--new-dialect NAME [-o dir] [--dialectic-path path]`: writes the crate
/// of dialect NAME into `dir` (default `NAME`), depending on the Dialectic
/// checkout at `path` (default: the one this tool was built from).
fn new_dialect(args: &[String]) -> ExitCode {
    let mut name = None;
    let mut dir = None;
    let mut dialectic = env!("CARGO_MANIFEST_DIR").to_string();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let target = match arg.as_str() {
            "--new-dialect" | "-new-dialect" => &mut name,
            "-o" => &mut dir,
            "--dialectic-path" => {
                match rest.next() {
                    Some(path) => dialectic = path.clone(),
                    None => return usage_failure("missing value after --dialectic-path"),
                }
                continue;
            }
            other => return usage_failure(&format!("unknown option '{other}' with --new-dialect")),
        };
        match rest.next() {
            Some(value) => *target = Some(value.clone()),
            None => return usage_failure(&format!("missing value after {arg}")),
        }
    }
    let Some(name) = name else {
        return usage_failure("missing dialect name after --new-dialect");
    };
    let dir = PathBuf::from(dir.unwrap_or_else(|| name.clone()));
    match dialectic::tools::new_dialect::write_crate(&dir, &name, &dialectic) {
        Ok(()) => {
            println!(
                "wrote the crate of dialect '{name}' in {}: `cargo test` there builds {name}-opt and runs its lit test",
                dir.display()
            );
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn usage_failure(message: &str) -> ExitCode {
    eprintln!("dialectic-tblgen: {message}\n{USAGE}");
    ExitCode::FAILURE
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args
        .iter()
        .any(|a| a == "--new-dialect" || a == "-new-dialect")
    {
        return new_dialect(&args);
    }
    let options = match parse_args(&args) {
        Ok(o) => o,
        Err(message) => {
            eprintln!("dialectic-tblgen: {message}");
            return ExitCode::FAILURE;
        }
    };
    let text = match options.action {
        Action::PrintRecords => match records_text(&options) {
            Ok(text) => text,
            Err(code) => return code,
        },
        _ => match generated_text(&options) {
            Ok(text) => text,
            Err(message) => {
                eprint!("{message}");
                return ExitCode::FAILURE;
            }
        },
    };
    match options.output {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, text) {
                eprintln!(
                    "dialectic-tblgen: could not write '{}': {e}",
                    path.display()
                );
                return ExitCode::FAILURE;
            }
        }
        None => print!("{text}"),
    }
    ExitCode::SUCCESS
}

/// What a generator makes of the model, or the rendered diagnostics.
fn generated_text(options: &Options) -> Result<String, String> {
    let expand = ExpandOptions {
        root: std::env::current_dir().ok(),
        include_dirs: options.include_dirs.clone(),
        defines: options.defines.clone(),
        ..ExpandOptions::default()
    };
    if options.action == Action::GenRust {
        return dialectic::tools::gen_rust::gen_rust(&options.input, &expand);
    }
    let read = read_model(&options.input, &expand)?;
    let model = &read.model;
    match options.action {
        Action::GenOpDoc => Ok(dialectic_codegen::docs::ops_doc(model)),
        Action::GenDialectDoc => {
            let name = match (&options.dialect, model.dialects.as_slice()) {
                (Some(name), _) => name.clone(),
                (None, [only]) => only.name.clone(),
                (None, dialects) => {
                    let names: Vec<&str> = dialects.iter().map(|d| d.name.as_str()).collect();
                    return Err(format!(
                        "dialectic-tblgen: --gen-dialect-doc needs --dialect, one of: {}\n",
                        names.join(", ")
                    ));
                }
            };
            if model.dialect(&name).is_none() {
                return Err(format!(
                    "dialectic-tblgen: no dialect named '{name}' in the file\n"
                ));
            }
            Ok(dialectic_codegen::docs::dialect_doc(model, &name))
        }
        Action::GenInterfaceDoc => Ok(dialectic_codegen::docs::interfaces_doc(
            model,
            "Interfaces",
            "",
        )),
        Action::GenPassDoc => Ok(dialectic_codegen::docs::passes_doc(model, "Passes", "")),
        Action::GenRust | Action::PrintRecords => Ok(String::new()),
    }
}

/// The records as `llvm-tblgen --print-records` prints them.
fn records_text(options: &Options) -> Result<String, ExitCode> {
    let mut sources = SourceMap::new();
    // As the generators search: beside the including file, then `-I`, then
    // the ODS base library.
    let mut include_dirs = options.include_dirs.clone();
    include_dirs.push(dialectic_codegen::defs_dir());
    let records = match load_with_defines(
        &options.input,
        &include_dirs,
        &options.defines,
        &mut sources,
    ) {
        Ok(r) => r,
        Err(diagnostics) => {
            eprint!("{}", render_diagnostics(&diagnostics, &sources));
            return Err(ExitCode::FAILURE);
        }
    };
    for (span, message) in records.dump_messages() {
        eprintln!("{}: note: {message}", sources.location(*span));
    }
    Ok(print_records(&records))
}
