//! `dialectic-runner`: JIT-compiles an `llvm` dialect module and calls an
//! entry function, as `mlir-cpu-runner` does: `-e main`,
//! `--entry-point-result=void|i32|i64|f32|f64`, `--shared-libs=a.so,b.so`.
//! A returned value is printed on its own line after the program's output
//! (including what its `atexit` handlers and destructors print); a program
//! that calls `exit` ends the runner with its exit status, as natively.

use crate::jit::{EntryResult, Jit, run};

const USAGE: &str = "OVERVIEW: Dialectic JIT runner

USAGE: dialectic-runner [options] <input file>

OPTIONS:
  -e <name>                                  The function to call (default: main)
  --entry-point-result=void|i32|i64|f32|f64  What it returns (default: i32)
  --shared-libs=<a.so,b.so>                  Libraries to load first
  --allow-unregistered-dialect               Allow attributes of unknown dialects
";

/// Runs the tool with command-line `args` (without the program name);
/// returns the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    let mut input = "-".to_string();
    let mut entry = "main".to_string();
    let mut result = EntryResult::I32;
    let mut libs: Vec<String> = Vec::new();
    let mut allow_unregistered = false;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if let Some(kind) = arg
            .strip_prefix("--entry-point-result=")
            .or_else(|| arg.strip_prefix("-entry-point-result="))
        {
            match EntryResult::parse(kind) {
                Some(k) => result = k,
                None => return usage_error(&format!("unknown entry point result '{kind}'")),
            }
        } else if let Some(list) = arg
            .strip_prefix("--shared-libs=")
            .or_else(|| arg.strip_prefix("-shared-libs="))
        {
            libs.extend(
                list.split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string),
            );
        } else if arg == "--allow-unregistered-dialect" {
            allow_unregistered = true;
        } else if arg == "-e" {
            match iter.next() {
                Some(e) => entry = e.clone(),
                None => return usage_error("-e needs a function name"),
            }
        } else if arg == "-h" || arg == "--help" {
            print!("{USAGE}");
            return 0;
        } else if arg.starts_with('-') && arg != "-" {
            return usage_error(&format!("unknown option '{arg}'"));
        } else {
            input = arg.clone();
        }
    }
    let jit = match Jit::new(&libs) {
        Ok(jit) => jit,
        Err(message) => {
            eprintln!("error: {message}");
            return 1;
        }
    };
    let module = match super::load_and_translate(&input, allow_unregistered, jit.context()) {
        Ok(m) => m,
        Err(message) => {
            eprint!("{message}");
            return 1;
        }
    };
    let outcome = run(&jit, module, &entry, result);
    // The compiled code is freed before the result is reported.
    drop(jit);
    match outcome {
        Ok(Some(value)) => {
            println!("{value}");
            0
        }
        Ok(None) => 0,
        Err(message) => {
            eprintln!("error: {message}");
            1
        }
    }
}

fn usage_error(message: &str) -> i32 {
    eprintln!("dialectic-runner: {message}\n{USAGE}");
    1
}
