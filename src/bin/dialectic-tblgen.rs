//! `dialectic-tblgen`: evaluates a `.td` file and prints its records, with
//! `llvm-tblgen`'s flags (`--print-records`, `-I dir`, `-D macro`,
//! `-o file`). The code generators (`--gen-*`) come later.

use std::path::PathBuf;
use std::process::ExitCode;

use dialectic_codegen::{
    SourceMap, load_with_defines, print_records::print_records, render_diagnostics,
};

const USAGE: &str =
    "usage: dialectic-tblgen [--print-records] [-I dir]... [-D macro]... [-o file] file.td";

struct Options {
    input: PathBuf,
    include_dirs: Vec<PathBuf>,
    defines: Vec<String>,
    output: Option<PathBuf>,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
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
            "--print-records" | "-print-records" => {}
            "-h" | "--help" => return Err(USAGE.to_string()),
            a if a.starts_with("--gen-") || a.starts_with("-gen-") => {
                return Err(format!(
                    "{a}: this generator is not available yet; only --print-records is"
                ));
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
        input,
        include_dirs,
        defines,
        output,
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_args(&args) {
        Ok(o) => o,
        Err(message) => {
            eprintln!("dialectic-tblgen: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut sources = SourceMap::new();
    let records = match load_with_defines(
        &options.input,
        &options.include_dirs,
        &options.defines,
        &mut sources,
    ) {
        Ok(r) => r,
        Err(diagnostics) => {
            eprint!("{}", render_diagnostics(&diagnostics, &sources));
            return ExitCode::FAILURE;
        }
    };
    for (span, message) in records.dump_messages() {
        eprintln!("{}: note: {message}", sources.location(*span));
    }
    let text = print_records(&records);
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
