//! `dialectic-translate`: `--mlir-to-llvmir [-o out] file.mlir` prints the
//! LLVM IR of an `llvm` dialect module, and `--import-llvm [-o out] file.ll`
//! (or `.bc`) the `llvm` dialect module of LLVM IR, as `mlir-translate` does;
//! [`main_with`] is the same driver for a tool of one's own dialects and
//! their translations (MLIR's `mlirTranslateMain`).

use std::io::Write;

use dialectic::tools::timing::Timing;

use super::registration::TranslateRegistration;
use crate::interface::TranslationRegistry;
use crate::output_file::OutputFile;

/// The `--help` text of tool `tool`.
fn usage(tool: &str) -> String {
    format!(
        "OVERVIEW: Dialectic translation driver\n\nUSAGE: {tool} (--mlir-to-llvmir | --import-llvm) [-o <filename>] <input file>\n\n{OPTIONS}"
    )
}

const OPTIONS: &str = "OPTIONS:
  --mlir-to-llvmir   Translate the llvm dialect to LLVM IR
  --import-llvm      Translate LLVM IR (text or bitcode) to the llvm dialect
  --mlir-print-op-generic  Print the imported module in the generic form
  --mlir-print-debuginfo   Print the imported module's locations
  --mlir-timing      Display execution times (parse, verify, translate, print)
  -o <filename>      Output filename (default: stdout)
  --allow-unregistered-dialect  Allow attributes of unknown dialects
";

/// The `main` of a translation tool named `tool`: its contexts hold the
/// builtin and `llvm` dialects and what `dialects` registers, and its ops
/// translate to LLVM IR by the `llvm` dialect's translation and those
/// `translations` registers. It takes every flag of `dialectic-translate`.
///
/// ```no_run
/// fn main() -> std::process::ExitCode {
///     dialectic_translate::tools::translate::main_with(
///         "toy-translate",
///         |ctx| dialectic::dialects::func::register(ctx),
///         |_translations| {},
///     )
/// }
/// ```
pub fn main_with(
    tool: &str,
    dialects: impl Fn(&dialectic::Context) + Send + Sync + 'static,
    translations: impl Fn(&mut TranslationRegistry) + Send + Sync + 'static,
) -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let registration = TranslateRegistration::new(dialects, translations);
    let code = run_tool(tool, &registration, &args);
    std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
}

/// Runs `dialectic-translate` with command-line `args` (without the
/// program name); returns the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    run_tool(
        "dialectic-translate",
        &TranslateRegistration::default(),
        args,
    )
}

/// Runs tool `tool` with command-line `args` (without the program name),
/// its dialects and translations those of `registration`; returns the exit
/// code. A translated module is not freed: the process is meant to exit
/// next.
pub fn run_tool(tool: &str, registration: &TranslateRegistration, args: &[String]) -> i32 {
    let mut input = "-".to_string();
    let mut output = "-".to_string();
    let mut to_llvmir = false;
    let mut allow_unregistered = false;
    let mut import_llvm = false;
    let mut generic = false;
    let mut debug_info = false;
    let mut timing = false;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--mlir-to-llvmir" | "-mlir-to-llvmir" => to_llvmir = true,
            "--allow-unregistered-dialect" => allow_unregistered = true,
            "--import-llvm" | "-import-llvm" => import_llvm = true,
            "--mlir-print-op-generic" | "-mlir-print-op-generic" => generic = true,
            "--mlir-print-debuginfo" | "-mlir-print-debuginfo" => debug_info = true,
            "--mlir-timing" | "-mlir-timing" => timing = true,
            "-o" => match iter.next() {
                Some(o) => output = o.clone(),
                None => return usage_error(tool, "-o needs a file name"),
            },
            "-h" | "--help" => {
                print!("{}", usage(tool));
                return 0;
            }
            a if a.starts_with('-') && a != "-" => {
                return usage_error(tool, &format!("unknown option '{a}'"));
            }
            a => input = a.to_string(),
        }
    }
    if to_llvmir && import_llvm {
        return usage_error(tool, "only one translation can be given");
    }
    if import_llvm {
        return match super::import_and_print(&input, generic, debug_info, registration) {
            Ok(text) => write_output(&output, &text),
            Err(message) => {
                eprint!("{message}");
                1
            }
        };
    }
    if !to_llvmir {
        return usage_error(
            tool,
            "a translation is required (--mlir-to-llvmir or --import-llvm)",
        );
    }
    let mut timer = Timing::new();
    let code = translate_to_llvmir(
        &input,
        &output,
        allow_unregistered,
        registration,
        &mut timer,
    );
    // As mlir-translate: the report also comes when the translation fails.
    if timing {
        eprint!("{}", timer.report());
    }
    code
}

/// Translates the MLIR file `input` to LLVM IR written to `output` with the
/// dialects and translations of `registration`, each step timed by
/// `timer`; returns the exit code.
fn translate_to_llvmir(
    input: &str,
    output: &str,
    allow_unregistered: bool,
    registration: &TranslateRegistration,
    timer: &mut Timing,
) -> i32 {
    let text = match super::read_input(input) {
        Ok(text) => text,
        Err(message) => {
            eprint!("{message}");
            return 1;
        }
    };
    let open = || {
        OutputFile::open(output).map_err(|message| {
            eprintln!("{message}");
        })
    };
    // As mlir-translate, the output is opened before the work starts; but
    // an output that overwrites the input is opened once the work succeeded,
    // so that a failure leaves the input as it was.
    let overwrites_input = dialectic::tools::input::output_overwrites_input(input, output);
    let early = if overwrites_input {
        None
    } else {
        match open() {
            Ok(file) => Some(file),
            Err(()) => return 1,
        }
    };
    let llvm = inkwell::context::Context::create();
    let module =
        match super::translate_text(input, text, allow_unregistered, &llvm, registration, timer) {
            Ok(m) => m,
            Err(message) => {
                eprint!("{message}");
                return 1;
            }
        };
    let file = match early {
        Some(file) => file,
        None => match open() {
            Ok(file) => file,
            Err(()) => return 1,
        },
    };
    let written = timer.time("Output", || file.write_module(&module));
    // The process ends here: LLVM's teardown of the module and its context
    // (every value, one by one) is left to the exit.
    std::mem::forget(module);
    std::mem::forget(llvm);
    match written {
        Ok(()) => 0,
        Err(reason) => {
            eprintln!("error: could not write '{output}': {reason}");
            1
        }
    }
}

/// Writes `text` to `output` (`-`: stdout); returns the exit code.
fn write_output(output: &str, text: &str) -> i32 {
    let written = if output == "-" {
        std::io::stdout().write_all(text.as_bytes())
    } else {
        std::fs::write(output, text)
    };
    match written {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: could not write '{output}': {e}");
            1
        }
    }
}

fn usage_error(tool: &str, message: &str) -> i32 {
    eprintln!("{tool}: {message}\n{}", usage(tool));
    1
}
