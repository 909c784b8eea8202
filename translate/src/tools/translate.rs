//! `dialectic-translate`: `--mlir-to-llvmir [-o out] file.mlir` prints the
//! LLVM IR of an `llvm` dialect module, as `mlir-translate` does.

use std::io::Write;

const USAGE: &str = "OVERVIEW: Dialectic translation driver

USAGE: dialectic-translate --mlir-to-llvmir [-o <filename>] <input file>

OPTIONS:
  --mlir-to-llvmir   Translate the llvm dialect to LLVM IR
  -o <filename>      Output filename (default: stdout)
  --allow-unregistered-dialect  Allow attributes of unknown dialects
";

/// Runs the tool with command-line `args` (without the program name);
/// returns the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    let mut input = "-".to_string();
    let mut output = "-".to_string();
    let mut to_llvmir = false;
    let mut allow_unregistered = false;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--mlir-to-llvmir" | "-mlir-to-llvmir" => to_llvmir = true,
            "--allow-unregistered-dialect" => allow_unregistered = true,
            "-o" => match iter.next() {
                Some(o) => output = o.clone(),
                None => return usage_error("-o needs a file name"),
            },
            "-h" | "--help" => {
                print!("{USAGE}");
                return 0;
            }
            a if a.starts_with('-') && a != "-" => {
                return usage_error(&format!("unknown option '{a}'"));
            }
            a => input = a.to_string(),
        }
    }
    if !to_llvmir {
        return usage_error("a translation is required (--mlir-to-llvmir)");
    }
    let llvm = inkwell::context::Context::create();
    let module = match super::load_and_translate(&input, allow_unregistered, &llvm) {
        Ok(m) => m,
        Err(message) => {
            eprint!("{message}");
            return 1;
        }
    };
    let text = module.print_to_string().to_string();
    let written = if output == "-" {
        std::io::stdout().write_all(text.as_bytes())
    } else {
        std::fs::write(&output, text)
    };
    match written {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: could not write '{output}': {e}");
            1
        }
    }
}

fn usage_error(message: &str) -> i32 {
    eprintln!("dialectic-translate: {message}\n{USAGE}");
    1
}
