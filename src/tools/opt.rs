//! `dialectic-opt`: parse, verify and print MLIR text with `mlir-opt`'s flags,
//! and [`main_with`], the same driver for a tool of one's own dialects
//! (MLIR's `MlirOptMain`); [`ToolRegistration::main`] adds one's own passes.

use std::io::Write;

use dialectic_runtime::storage::diagnostics::{Diagnostic, SourceFile, SourceManager};
use dialectic_runtime::text::print::{PrintFlags, print_op_to};

use super::pass_pipeline::{PassPipelineOptions, PassRunOutput, passes_help, run_passes};
use super::registration::{DialectRegistration, ToolRegistration};
use super::timing::Timing;
use dialectic_runtime::pass::PassRegistry;
use dialectic_runtime::text::parse;
use dialectic_runtime::text::split_input::{DEFAULT_SPLIT_MARKER, split_input};
use dialectic_runtime::text::verify_diagnostics::{ExpectedDiagnostics, render_reports};
use dialectic_runtime::verify::{VerifyOptions, verify_reporting};
use dialectic_runtime::{Context, Ir};

/// The options of one run.
#[derive(Clone, Debug, Default)]
pub struct OptOptions {
    /// Input path, `-` for stdin.
    pub input: String,
    /// Output path, `-` for stdout.
    pub output: String,
    /// How to print.
    pub print: PrintFlags,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--split-input-file[=marker]`.
    pub split_marker: Option<String>,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--mlir-timing`: report the wall time of each phase on stderr.
    pub timing: bool,
    /// `--mlir-disable-threading`: do everything on one thread.
    pub disable_threading: bool,
    /// The passes to run and how (`--pass-pipeline=`, pass flags,
    /// `--verify-each`, `--dump-pass-pipeline`, instrumentation), and the
    /// passes the tool knows.
    pub passes: PassPipelineOptions,
    /// The dialects of the tool (by default every shipped dialect).
    pub registration: DialectRegistration,
}

/// The options every tool made by [`main_with`] takes.
const OPTIONS: &str = "OPTIONS:
  -o <filename>                    Output filename (default: stdout)
  --allow-unregistered-dialect     Allow operations, types and attributes of unknown dialects
  --mlir-disable-threading         Disable multi-threading (parsing, verification and printing run on one thread)
  --mlir-print-debuginfo           Print debug info (locations) in MLIR output
  --mlir-print-local-scope         Print with local scope and inline information (no aliases)
  --mlir-print-op-generic          Print the generic op form
  --mlir-timing                    Display execution times (parse, verify, passes, print)
  --mlir-timing-display=<value>    How to display them: list or tree (default)
  --pass-pipeline=<pipeline>       A textual pass pipeline, e.g. 'builtin.module(func.func(canonicalize))'
  --dump-pass-pipeline             Print the pipeline that will be run on stderr
  --list-passes                    Print the registered passes and their options
  --verify-each[=<bool>]           Verify the IR after each pass (default true)
  --mlir-print-ir-before=<pass>    Print the IR before each run of these passes (comma-separated)
  --mlir-print-ir-after=<pass>     Print the IR after each run of these passes (comma-separated)
  --mlir-print-ir-before-all       Print the IR before every pass
  --mlir-print-ir-after-all        Print the IR after every pass
  --mlir-print-ir-after-change     Print the IR after a pass only when the pass changed it
  --mlir-print-ir-after-failure    Print the IR after a pass that failed
  --mlir-print-ir-module-scope     Print the whole top-level op when printing the IR
  --mlir-pass-statistics           Display the statistics of each pass
  --mlir-pass-statistics-display=<value>  How to display them: list or pipeline (default)
  --split-input-file[=<marker>]    Split the input file into pieces at the marker (default: // -----)
                                   and process each chunk independently
  --verify-diagnostics             Check that emitted diagnostics match expected-* lines in the input
  --help                           Display available options
  --version                        Display the version of this program
";

/// What the command line asks for.
pub enum Command {
    /// Process input with these options.
    Run(Box<OptOptions>),
    /// Print this text and exit successfully.
    Print(String),
}

/// The `--help` text of tool `tool`, which knows the passes of `registry`.
fn usage(tool: &str, registry: &PassRegistry) -> String {
    format!(
        "OVERVIEW: Dialectic optimizer driver\n\nUSAGE: {tool} [options] <input file>\n\n{OPTIONS}{}",
        passes_help(registry)
    )
}

/// Parses `dialectic-opt`'s command-line arguments (without the program
/// name).
pub fn parse_args(args: &[String]) -> Result<Command, String> {
    parse_tool_args("dialectic-opt", &ToolRegistration::dialectic_opt(), args)
}

/// Parses the command-line arguments (without the program name) of tool
/// `tool`, which names itself in its messages and knows the dialects and
/// passes of `registration`.
pub fn parse_tool_args(
    tool: &str,
    registration: &ToolRegistration,
    args: &[String],
) -> Result<Command, String> {
    let mut o = OptOptions {
        input: "-".into(),
        output: "-".into(),
        registration: registration.dialect_registration().clone(),
        ..Default::default()
    };
    o.passes.tool = tool.into();
    o.passes.registry = registration.pass_registry().clone();
    let mut positional = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let flag = a.trim_start_matches('-');
        let dashed = a.starts_with('-') && a != "-";
        match (dashed, flag) {
            (true, "help" | "h") => {
                return Ok(Command::Print(usage(tool, &o.passes.registry)));
            }
            (true, "list-passes") => return Ok(Command::Print(passes_help(&o.passes.registry))),
            (true, "version") => {
                return Ok(Command::Print(format!(
                    "Dialectic {} ({tool})\n",
                    env!("CARGO_PKG_VERSION")
                )));
            }
            (true, "o") => {
                i += 1;
                o.output = args
                    .get(i)
                    .cloned()
                    .ok_or(format!("{tool}: for the -o option: requires a value!"))?;
            }
            (true, f) if f.starts_with("o=") => o.output = f[2..].to_string(),
            (true, "mlir-print-op-generic") => o.print.generic = true,
            (true, "mlir-print-local-scope") => o.print.local_scope = true,
            (true, "mlir-print-debuginfo") => o.print.debug_info = true,
            (true, "allow-unregistered-dialect") => o.allow_unregistered = true,
            (true, "split-input-file") => o.split_marker = Some(DEFAULT_SPLIT_MARKER.into()),
            (true, f) if f.starts_with("split-input-file=") => {
                o.split_marker = Some(f["split-input-file=".len()..].into())
            }
            (true, "verify-diagnostics") => o.verify_diagnostics = true,
            (true, "mlir-timing") => o.timing = true,
            (true, "mlir-disable-threading") => {
                o.disable_threading = true;
                o.print.single_threaded = true;
            }
            (true, f) if o.passes.parse_flag(f, args, &mut i)? => {}
            (true, _) => {
                return Err(format!(
                    "{tool}: Unknown command line argument '{a}'.  Try: '{tool} --help'"
                ));
            }
            (false, _) => positional.push(a.to_string()),
        }
        i += 1;
    }
    match positional.len() {
        0 => {}
        1 => o.input = positional.remove(0),
        _ => {
            return Err(format!(
                "{tool}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {tool} --help"
            ));
        }
    }
    // IR dumps around passes print as the output does.
    o.passes.print_ir.flags = o.print.clone();
    Ok(Command::Run(Box::new(o)))
}

/// Processes `text` (read from `file_name`) as `dialectic-opt` would:
/// printed IR is streamed to `out`, rendered diagnostics appended to
/// `errors`. Returns false if any error was reported.
pub fn process(
    text: &str,
    file_name: &str,
    options: &OptOptions,
    out: &mut dyn Write,
    errors: &mut String,
    timing: &mut Timing,
) -> std::io::Result<bool> {
    let Some(marker) = &options.split_marker else {
        return process_buffer(text, file_name, options, out, errors, timing);
    };
    let split = split_input(file_name, text, marker);
    if !split.warnings.is_empty() {
        let mut sm = SourceManager::new();
        sm.add(SourceFile {
            name: file_name.into(),
            text: text.into(),
        });
        for w in &split.warnings {
            errors.push_str(&sm.render(w));
        }
    }
    let separator = dialectic_runtime::text::split_input::output_separator(DEFAULT_SPLIT_MARKER);
    let mut success = true;
    for (i, chunk) in split.chunks.iter().enumerate() {
        if i > 0 {
            out.write_all(separator.as_bytes())?;
        }
        success &= process_buffer(
            chunk.text,
            &chunk.buffer_name(file_name),
            options,
            out,
            errors,
            timing,
        )?;
    }
    Ok(success)
}

/// Parses, verifies and prints one buffer.
fn process_buffer(
    text: &str,
    name: &str,
    options: &OptOptions,
    out: &mut dyn Write,
    errors: &mut String,
    timing: &mut Timing,
) -> std::io::Result<bool> {
    let ctx = Context::new();
    options.registration.register(&ctx);
    ctx.set_allow_unregistered_dialects(options.allow_unregistered);
    let mut ir = Ir::with_capacity_for_text(text.len());
    let mut diags: Vec<Diagnostic> = Vec::new();
    let mut module = None;
    let mut pipeline_failed = false;
    let mut pass_output = PassRunOutput::default();
    let parse_options = if options.disable_threading {
        parse::ParseOptions::single_threaded()
    } else {
        parse::ParseOptions::default()
    };
    let parsed = timing.time("Parser", || {
        parse::parse_source_with_options(&ctx, &mut ir, name, text, parse_options)
    });
    match parsed {
        Err(d) => diags.push(d),
        Ok(m) => {
            let verify_options = VerifyOptions {
                print_op_on_diagnostic: !options.verify_diagnostics,
                single_threaded: options.disable_threading,
                print_debug_info: options.print.debug_info,
            };
            let mut verified = timing.time("Verifier", || {
                verify_reporting(&ctx, &ir, m, verify_options, &mut |d| diags.push(d))
            });
            if verified && options.passes.is_active() {
                verified = run_passes(
                    &ctx,
                    &mut ir,
                    m,
                    &options.passes,
                    verify_options,
                    timing,
                    &mut diags,
                    errors,
                    &mut pass_output,
                );
                pipeline_failed = !verified;
            }
            if verified {
                module = Some(m);
            }
        }
    }
    let mut success = true;
    if options.verify_diagnostics {
        errors.push_str(&pass_output.rest());
        let mut expected = ExpectedDiagnostics::scan(name, text);
        for d in &diags {
            expected.offer(d);
        }
        let reports = expected.finish();
        if !reports.is_empty() {
            errors.push_str(&render_reports(&reports));
            success = false;
        }
    } else if !diags.is_empty() || pipeline_failed {
        // A pass can fail without a diagnostic (MLIR's `signalPassFailure`).
        success = !pipeline_failed;
        let mut sm = SourceManager::new();
        sm.add(SourceFile {
            name: name.into(),
            text: text.into(),
        });
        for (i, d) in diags.iter().enumerate() {
            errors.push_str(&pass_output.dumps_before(i));
            sm.load_referenced_files(d);
            errors.push_str(&sm.render(d));
        }
        // Warnings and remarks alone do not fail.
        success &= module.is_some();
    }
    errors.push_str(&pass_output.rest());
    if let Some(m) = module {
        timing.time("Output", || {
            print_op_to(&ctx, &ir, m, &options.print, out)?;
            // mlir-opt ends the printed op with a newline of its own.
            out.write_all(b"\n")
        })?;
    }
    Ok(success)
}

/// The `main` of an opt tool named `tool` whose contexts hold the builtin
/// dialect and what `register` adds: every flag of `dialectic-opt`, the
/// passes Dialectic ships, split input and verify diagnostics, over the
/// process's command line. A tool with passes of its own builds a
/// [`ToolRegistration`] instead.
///
/// ```no_run
/// fn main() -> std::process::ExitCode {
///     dialectic::tools::opt::main_with("toy-opt", |ctx| {
///         dialectic::dialects::func::register(ctx);
///     })
/// }
/// ```
pub fn main_with(
    tool: &str,
    register: impl Fn(&Context) + Send + Sync + 'static,
) -> std::process::ExitCode {
    ToolRegistration::new().dialects(register).main(tool)
}

/// Runs `work` on a thread with a large stack (deeply nested input
/// recurses deeply); a panic gives exit code 70, as a crash of the tool.
pub fn run_on_large_stack(work: impl FnOnce() -> i32 + Send) -> i32 {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn_scoped(scope, work)
            .expect("spawning the worker thread")
            .join()
            .unwrap_or(70)
    })
}

/// Runs `dialectic-opt` with command-line `args`; returns the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    run_tool("dialectic-opt", &ToolRegistration::dialectic_opt(), args)
}

/// Runs tool `tool` with command-line `args` (without the program name),
/// with the dialects and passes of `registration`; returns the exit code.
pub fn run_tool(tool: &str, registration: &ToolRegistration, args: &[String]) -> i32 {
    let mut timing = Timing::new();
    let options = match parse_tool_args(tool, registration, args) {
        Ok(Command::Run(o)) => *o,
        Ok(Command::Print(text)) => {
            print!("{text}");
            return 0;
        }
        Err(message) => {
            eprintln!("{message}");
            return 1;
        }
    };
    let (bytes, name) = if options.input == "-" {
        match super::input::read_stdin() {
            Ok(b) => (b, "<stdin>".to_string()),
            Err(e) => {
                eprintln!("{}", super::input::cannot_open_message("-", &e));
                return 1;
            }
        }
    } else {
        match super::input::read_file(&options.input, Some(&options.output)) {
            Ok(b) => (b, options.input.clone()),
            Err(e) => {
                eprintln!("{}", super::input::cannot_open_message(&options.input, &e));
                return 1;
            }
        }
    };
    let text = match std::str::from_utf8(&bytes) {
        Ok(t) => t,
        Err(e) => {
            let off = e.valid_up_to();
            let prefix = &bytes[..off];
            let line = prefix.iter().filter(|&&c| c == b'\n').count() + 1;
            let col = off
                - prefix
                    .iter()
                    .rposition(|&c| c == b'\n')
                    .map_or(0, |p| p + 1)
                + 1;
            eprintln!("{name}:{line}:{col}: error: input is not valid UTF-8");
            return 1;
        }
    };
    let mut errors = String::new();
    let outcome = if options.output == "-" {
        let stdout = std::io::stdout();
        let mut sink = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        process(text, &name, &options, &mut sink, &mut errors, &mut timing)
            .and_then(|ok| sink.flush().map(|_| ok))
    } else if super::input::output_overwrites_input(&options.input, &options.output) {
        // The output is kept in memory and replaces the input only when
        // every step succeeded.
        let mut buffer = Vec::new();
        process(text, &name, &options, &mut buffer, &mut errors, &mut timing).and_then(|ok| {
            if ok {
                std::fs::write(&options.output, &buffer)?;
            }
            Ok(ok)
        })
    } else {
        match std::fs::File::create(&options.output) {
            Ok(file) => {
                let mut sink = std::io::BufWriter::with_capacity(1 << 16, file);
                let outcome = process(text, &name, &options, &mut sink, &mut errors, &mut timing)
                    .and_then(|ok| sink.flush().map(|_| ok));
                if !matches!(outcome, Ok(true)) {
                    remove_failed_output(&options.output);
                }
                outcome
            }
            Err(e) => {
                // As mlir-opt, which opens its output before it reads.
                eprintln!(
                    "cannot open output file '{}': {}",
                    options.output,
                    super::input::io_reason(&e)
                );
                return 1;
            }
        }
    };
    eprint!("{errors}");
    if options.timing {
        eprint!("{}", timing.report());
    }
    match outcome {
        Ok(true) => 0,
        Ok(false) => 1,
        Err(e) => {
            eprintln!(
                "{tool}: cannot write output '{}': {}",
                options.output,
                super::input::io_reason(&e)
            );
            1
        }
    }
}

/// As mlir-opt's output file: what a failed run wrote is removed again, when
/// it is a regular file (not a device such as `/dev/null`).
fn remove_failed_output(path: &str) {
    if std::fs::symlink_metadata(path).is_ok_and(|m| m.is_file()) {
        std::fs::remove_file(path).ok();
    }
}
