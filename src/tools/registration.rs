//! What a tool registers: the dialects of each context it makes (MLIR's
//! `DialectRegistry` handed to `MlirOptMain`) and the passes its command
//! line knows (MLIR's `registerPass`/`PassPipelineRegistration`), those
//! of `dialectic-opt` or a user's own, gathered by [`ToolRegistration`].

use std::fmt;
use std::process::ExitCode;
use std::sync::Arc;

use dialectic_runtime::Context;
use dialectic_runtime::pass::PassRegistry;

/// Registers dialects in a fresh context. A tool calls it once per context,
/// and with `--split-input-file` each chunk has a context of its own, so it
/// may run many times (from the worker thread, hence `Send + Sync`).
#[derive(Clone)]
pub struct DialectRegistration(Arc<dyn Fn(&Context) + Send + Sync>);

impl DialectRegistration {
    /// What `register` registers, and the builtin dialect when it did not.
    /// MLIR's contexts always hold the builtin dialect, so a user's tool
    /// parses `module { ... }` without asking for it.
    pub fn new(register: impl Fn(&Context) + Send + Sync + 'static) -> Self {
        DialectRegistration(Arc::new(move |ctx: &Context| {
            register(ctx);
            if !ctx.is_dialect_registered("builtin") {
                crate::dialects::builtin::register(ctx);
            }
        }))
    }

    /// Registers the dialects in `ctx`.
    pub fn register(&self, ctx: &Context) {
        (self.0)(ctx)
    }
}

/// Every dialect Dialectic ships ([`crate::dialects::register_all`]).
impl Default for DialectRegistration {
    fn default() -> Self {
        DialectRegistration(Arc::new(crate::dialects::register_all))
    }
}

impl fmt::Debug for DialectRegistration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DialectRegistration(..)")
    }
}

/// The dialects and passes of an opt tool: what its contexts hold, and
/// what its pass flags, `--pass-pipeline=`, `--list-passes`, `--help` and
/// the pipelines inside pass options (the inliner's `op-pipelines`) can
/// name. A user's `main` builds one and runs it:
///
/// ```no_run
/// use dialectic::tools::registration::ToolRegistration;
///
/// fn main() -> std::process::ExitCode {
///     ToolRegistration::new()
///         .dialects(dialectic::dialects::func::register)
///         .passes(|registry| {
///             // A collection declared in a `.td` file of the crate:
///             // `my_passes::register_passes(registry)`.
///             let _ = registry;
///         })
///         .main("my-opt")
/// }
/// ```
#[derive(Clone, Debug)]
pub struct ToolRegistration {
    dialects: DialectRegistration,
    passes: Arc<PassRegistry>,
}

impl ToolRegistration {
    /// The builtin dialect and the passes Dialectic ships
    /// ([`crate::transforms::register_passes`]), as [`super::opt::main_with`]
    /// gives a tool: generic transforms such as `canonicalize` work on
    /// every dialect.
    pub fn new() -> Self {
        ToolRegistration {
            dialects: DialectRegistration::new(|_: &Context| {}),
            passes: Arc::new(crate::transforms::pass_registry()),
        }
    }

    /// Every dialect and pass Dialectic ships: `dialectic-opt`.
    pub fn dialectic_opt() -> Self {
        ToolRegistration {
            dialects: DialectRegistration::default(),
            passes: Arc::new(crate::transforms::pass_registry()),
        }
    }

    /// Registers, beside the dialects already there, what `register` adds
    /// to each context.
    pub fn dialects(self, register: impl Fn(&Context) + Send + Sync + 'static) -> Self {
        let before = self.dialects;
        ToolRegistration {
            dialects: DialectRegistration::new(move |ctx: &Context| {
                before.register(ctx);
                register(ctx);
            }),
            ..self
        }
    }

    /// Registers the passes `register` adds (a pass of the same argument
    /// as one already there replaces it).
    pub fn passes(mut self, register: impl FnOnce(&mut PassRegistry)) -> Self {
        register(Arc::make_mut(&mut self.passes));
        self
    }

    /// What each context of the tool registers.
    pub fn dialect_registration(&self) -> &DialectRegistration {
        &self.dialects
    }

    /// The passes the tool knows.
    pub fn pass_registry(&self) -> &Arc<PassRegistry> {
        &self.passes
    }

    /// The `main` of an opt tool named `tool` with these dialects and
    /// passes, over the process's command line: every flag of
    /// `dialectic-opt`.
    pub fn main(self, tool: &str) -> ExitCode {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let code = super::opt::run_on_large_stack(|| super::opt::run_tool(tool, &self, &args));
        ExitCode::from(u8::try_from(code).unwrap_or(1))
    }
}

/// The builtin dialect and the passes Dialectic ships.
impl Default for ToolRegistration {
    fn default() -> Self {
        Self::new()
    }
}
