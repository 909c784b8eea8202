//! The passes of a `dialectic-opt` run, as `mlir-opt` sets them up: pass
//! flags given one by one (`--canonicalize --cse`, added with implicit
//! nesting to a manager of the parsed top-level op) or one
//! `--pass-pipeline=`, never both; `--dump-pass-pipeline`,
//! `--verify-each`, and the instrumentation flags (IR printing, pass
//! statistics, the timing display); the passes' lines of `--help` and
//! `--list-passes`. The passes are those the tool registered, by default
//! those Dialectic ships.

use std::sync::Arc;

use dialectic_runtime::pass::{
    ForkedInstrumentation, IrPrinter, Nesting, OpPassManager, PassInfo, PassInstrumentation,
    PassRegistry, PipelineError, PrintIrConfig, RunOptions, StatisticsDisplay, add_pass_flag,
    parse_pass_pipeline, statistics_report,
};
use dialectic_runtime::storage::diagnostics::Diagnostic;
use dialectic_runtime::storage::threads::available_threads;
use dialectic_runtime::verify::VerifyOptions;
use dialectic_runtime::{Context, Ir, OpId};

use super::timing::{PassTiming, Timing, TimingDisplay};
use crate::transforms::pass_registry;

/// What the command line says about passes.
#[derive(Clone, Debug)]
pub struct PassPipelineOptions {
    /// The tool's name, as LLVM's command line gives it in its messages.
    pub tool: String,
    /// `--pass-pipeline=`.
    pub pipeline: Option<String>,
    /// Pass flags in order: the argument and the options text.
    pub pass_flags: Vec<(String, String)>,
    /// `--dump-pass-pipeline`.
    pub dump_pass_pipeline: bool,
    /// `--verify-each` (default true).
    pub verify_each: bool,
    /// The IR printing flags.
    pub print_ir: PrintIrConfig,
    /// `--mlir-pass-statistics[-display=]`.
    pub statistics: Option<StatisticsDisplay>,
    /// `--mlir-timing-display=`.
    pub timing_display: TimingDisplay,
    /// The passes the tool knows (its pass flags and what pipelines name).
    pub registry: Arc<PassRegistry>,
}

impl Default for PassPipelineOptions {
    fn default() -> Self {
        PassPipelineOptions {
            tool: "dialectic-opt".into(),
            pipeline: None,
            pass_flags: Vec::new(),
            dump_pass_pipeline: false,
            verify_each: true,
            print_ir: PrintIrConfig::default(),
            statistics: None,
            timing_display: TimingDisplay::Tree,
            registry: Arc::new(pass_registry()),
        }
    }
}

fn bool_value(tool: &str, flag: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!(
            "{tool}: for the --{flag} option: '{value}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

fn pass_list(
    tool: &str,
    flag: &str,
    value: &str,
    registry: &PassRegistry,
) -> Result<Vec<String>, String> {
    value
        .split(',')
        .map(|name| match registry.get(name) {
            Some(_) => Ok(name.to_string()),
            None => Err(format!(
                "{tool}: for the --{flag} option: Cannot find option named '{name}'!"
            )),
        })
        .collect()
}

impl PassPipelineOptions {
    /// Whether a pass manager is set up at all.
    pub fn is_active(&self) -> bool {
        self.pipeline.is_some()
            || !self.pass_flags.is_empty()
            || self.dump_pass_pipeline
            || self.statistics.is_some()
            || self.print_ir.module_scope
    }

    /// Reads `flag` (without its dashes; `args[*i]` is the whole argument)
    /// when it is about passes; whether it was.
    pub fn parse_flag(
        &mut self,
        flag: &str,
        args: &[String],
        i: &mut usize,
    ) -> Result<bool, String> {
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (flag, None),
        };
        let registry = self.registry.clone();
        let tool = self.tool.as_str();
        match (name, value) {
            ("pass-pipeline", Some(v)) => self.pipeline = Some(v.to_string()),
            ("pass-pipeline", None) => {
                *i += 1;
                let v = args.get(*i).ok_or(format!(
                    "{tool}: for the --pass-pipeline option: requires a value!"
                ))?;
                self.pipeline = Some(v.clone());
            }
            ("dump-pass-pipeline", None) => self.dump_pass_pipeline = true,
            ("verify-each", v) => self.verify_each = bool_value(tool, name, v.unwrap_or(""))?,
            ("mlir-print-ir-before", Some(v)) => self
                .print_ir
                .before
                .extend(pass_list(tool, name, v, &registry)?),
            ("mlir-print-ir-after", Some(v)) => self
                .print_ir
                .after
                .extend(pass_list(tool, name, v, &registry)?),
            ("mlir-print-ir-before-all", None) => self.print_ir.before_all = true,
            ("mlir-print-ir-after-all", None) => self.print_ir.after_all = true,
            ("mlir-print-ir-after-change", None) => self.print_ir.after_change = true,
            ("mlir-print-ir-after-failure", None) => self.print_ir.after_failure = true,
            ("mlir-print-ir-module-scope", None) => self.print_ir.module_scope = true,
            ("mlir-pass-statistics", None) => {
                self.statistics.get_or_insert(StatisticsDisplay::Pipeline);
            }
            ("mlir-pass-statistics-display", Some(v)) => {
                self.statistics = Some(match v {
                    "list" => StatisticsDisplay::List,
                    "pipeline" => StatisticsDisplay::Pipeline,
                    _ => {
                        return Err(format!(
                            "{tool}: for the --{name} option: Cannot find option named '{v}'!"
                        ));
                    }
                });
            }
            ("mlir-timing-display", Some(v)) => {
                self.timing_display = match v {
                    "list" => TimingDisplay::List,
                    "tree" => TimingDisplay::Tree,
                    _ => {
                        return Err(format!(
                            "{tool}: for the --{name} option: Cannot find option named '{v}'!"
                        ));
                    }
                };
            }
            (name, value) if registry.get(name).is_some() => {
                // A shell may leave the quotes of `--canonicalize='...'`.
                let options = value.unwrap_or("").trim_matches(['"', '\'']);
                self.pass_flags
                    .push((name.to_string(), options.to_string()));
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The manager to run on an op named `top`, or the error text (stderr).
    fn build(&self, top: &str, registry: &PassRegistry) -> Result<OpPassManager, String> {
        let render = |e: PipelineError| e.render();
        match &self.pipeline {
            Some(_) if !self.pass_flags.is_empty() => Err(PipelineError {
                stderr: String::new(),
                message: "'-pass-pipeline' option can't be used with individual pass options"
                    .into(),
            }
            .render()),
            Some(text) => parse_pass_pipeline(text, registry, &self.tool).map_err(render),
            None => {
                let mut manager = OpPassManager::new(top, Nesting::Implicit);
                for (argument, options) in &self.pass_flags {
                    add_pass_flag(&mut manager, argument, options, registry, &self.tool)
                        .map_err(render)?;
                }
                Ok(manager)
            }
        }
    }
}

/// What a run of passes writes besides its diagnostics: the IR dumps, each
/// with the number of diagnostics reported before it was written (so that
/// they are printed in the order MLIR prints both, as they come), and the
/// statistics report that ends the run.
#[derive(Default)]
pub struct PassRunOutput {
    /// The IR dumps, as (diagnostics before, text).
    pub dumps: Vec<(usize, String)>,
    /// The `--mlir-pass-statistics` report.
    pub statistics: String,
}

impl PassRunOutput {
    /// The dumps written before diagnostic `index` was reported (and after
    /// those of earlier diagnostics), taken out.
    pub fn dumps_before(&mut self, index: usize) -> String {
        let mut out = String::new();
        self.dumps.retain(|(before, text)| {
            if *before <= index {
                out.push_str(text);
                false
            } else {
                true
            }
        });
        out
    }

    /// Every dump not yet taken, then the statistics.
    pub fn rest(&mut self) -> String {
        let mut out = self.dumps_before(usize::MAX);
        out.push_str(&std::mem::take(&mut self.statistics));
        out
    }
}

/// Builds the passes' manager for `op` and runs it: the pipeline dump and
/// the manager's own errors go to `errors` (stderr), pass and verifier
/// diagnostics to `diagnostics`, IR dumps and statistics to `output`, pass
/// timings to `timing`. Whether the passes succeeded.
#[allow(clippy::too_many_arguments)]
pub fn run_passes(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    options: &PassPipelineOptions,
    verify: VerifyOptions,
    timing: &mut Timing,
    diagnostics: &mut Vec<Diagnostic>,
    errors: &mut String,
    output: &mut PassRunOutput,
) -> bool {
    // As MLIR: dumps of the top-level op while other threads change
    // functions would race, so the flag needs threading off.
    if options.print_ir.module_scope && !verify.single_threaded {
        errors.push_str(
            "<unknown>:0: error: IR print for module scope can't be setup on a pass-manager \
             without disabling multi-threading first.\n\n",
        );
        return false;
    }
    let top = ctx.ident_str(ir.op_name(op)).to_string();
    let mut manager = match options.build(&top, &options.registry) {
        Ok(m) => m,
        Err(text) => {
            errors.push_str(&text);
            return false;
        }
    };
    if options.dump_pass_pipeline {
        errors.push_str(&manager.dump());
    }
    timing.display = options.timing_display;
    let run_options = RunOptions {
        verify_each: options.verify_each,
        verify,
        threads: if verify.single_threaded {
            1
        } else {
            available_threads()
        },
        registry: Some(options.registry.for_run()),
    };
    let mut dumps = String::new();
    let mut pass_timing = PassTiming::new();
    let first = diagnostics.len();
    let (result, marks) = {
        let out = if options.print_ir.is_enabled() {
            PassText::Printer(IrPrinter::new(&options.print_ir, &mut dumps))
        } else {
            PassText::Plain(&mut dumps)
        };
        let mut instrumentation = OptInstrumentation {
            out,
            timing: &mut pass_timing,
            marks: Vec::new(),
        };
        let result = manager.run(ctx, ir, op, run_options, &mut instrumentation, diagnostics);
        (result, instrumentation.marks)
    };
    timing.add_passes(pass_timing);
    // Each stretch of the dumps goes with the diagnostics reported when it
    // was written.
    let mut start = (0, first);
    for (at, count) in marks.into_iter().chain([(dumps.len(), usize::MAX)]) {
        if at > start.0 {
            output.dumps.push((start.1, dumps[start.0..at].to_string()));
        }
        start = (at, count);
    }
    if let Some(display) = options.statistics {
        output.statistics = statistics_report(&manager, display);
    }
    result.is_ok()
}

/// What `dialectic-opt` watches passes with: IR dumps when asked (they
/// keep the run on one thread, so that dumps come in order), what passes
/// print, and timing.
struct OptInstrumentation<'a> {
    out: PassText<'a>,
    timing: &'a mut PassTiming,
    /// Where the text stood each time the number of diagnostics was told:
    /// (bytes written, diagnostics).
    marks: Vec<(usize, usize)>,
}

/// Where the text a run writes for the user goes: IR dumps and what
/// passes print, in the order they come.
enum PassText<'a> {
    /// IR dumps were asked for; what passes print goes between them.
    Printer(IrPrinter<'a>),
    /// Only what passes print.
    Plain(&'a mut String),
}

impl<'a> PassText<'a> {
    fn printer(&mut self) -> Option<&mut IrPrinter<'a>> {
        match self {
            PassText::Printer(p) => Some(p),
            PassText::Plain(_) => None,
        }
    }
}

impl PassInstrumentation for OptInstrumentation<'_> {
    fn before_pipeline(&mut self, anchor: &str, parent: OpId) {
        self.timing.before_pipeline(anchor, parent);
    }

    fn after_pipeline(&mut self, anchor: &str, parent: OpId) {
        self.timing.after_pipeline(anchor, parent);
    }

    fn before_pass_pipeline(&mut self, anchor: &str, parent: OpId) {
        self.timing.before_pass_pipeline(anchor, parent);
    }

    fn after_pass_pipeline(&mut self, anchor: &str, parent: OpId) {
        self.timing.after_pass_pipeline(anchor, parent);
    }

    fn before_analysis(&mut self, name: &str, op: OpId) {
        self.timing.before_analysis(name, op);
    }

    fn after_analysis(&mut self, name: &str, op: OpId) {
        self.timing.after_analysis(name, op);
    }

    fn before_collection(&mut self, collection: &str, id: usize, hidden: bool, parent: OpId) {
        self.timing
            .before_collection(collection, id, hidden, parent);
    }

    fn after_collection(&mut self, collection: &str, parent: OpId) {
        self.timing.after_collection(collection, parent);
    }

    fn diagnostics_reported(&mut self, total: usize) {
        let written = match &self.out {
            PassText::Printer(p) => p.written(),
            PassText::Plain(text) => text.len(),
        };
        self.marks.push((written, total));
    }

    fn pass_output(&mut self, text: &str) {
        match &mut self.out {
            PassText::Printer(p) => p.write_text(text),
            PassText::Plain(out) => out.push_str(text),
        }
    }

    fn before_pass(&mut self, ctx: &Context, ir: &Ir, pass: &PassInfo, position: usize, op: OpId) {
        if let Some(p) = self.out.printer() {
            p.before_pass(ctx, ir, pass, position, op);
        }
        self.timing.before_pass(ctx, ir, pass, position, op);
    }

    fn after_pass(&mut self, ctx: &Context, ir: &Ir, pass: &PassInfo, op: OpId) {
        self.timing.after_pass(ctx, ir, pass, op);
        if let Some(p) = self.out.printer() {
            p.after_pass(ctx, ir, pass, op);
        }
    }

    fn after_pass_failed(&mut self, ctx: &Context, ir: &Ir, pass: &PassInfo, op: OpId) {
        self.timing.after_pass_failed(ctx, ir, pass, op);
        if let Some(p) = self.out.printer() {
            p.after_pass_failed(ctx, ir, pass, op);
        }
    }

    fn fork(&self) -> Option<Box<dyn ForkedInstrumentation>> {
        match self.out {
            PassText::Printer(_) => None,
            PassText::Plain(_) => self.timing.fork(),
        }
    }

    fn join(&mut self, forked: Box<dyn ForkedInstrumentation>) {
        self.timing.join(forked);
    }
}

/// The `--help` section of the passes of `registry` (and `--list-passes`).
pub fn passes_help(registry: &PassRegistry) -> String {
    let mut out = String::from("\nCompiler passes to run\n  Passes:\n");
    for registration in registry.iter() {
        registration.info.help(4, 57, &mut out);
    }
    out
}
