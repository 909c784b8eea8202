//! The passes a tool knows by argument (MLIR's `PassRegistry`): what each
//! declares and how to create it from options text. A collection of
//! passes declared in `.td` registers all of its passes with one call.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use super::info::PassInfo;
use super::operation_pass::Pass;
use super::options::{OptionError, PassOptions};
use super::run_options::{RunOptions, ToolPasses};

/// A pass type generated from `.td`: what it declares, its options, and
/// how to make it from them.
pub trait PassDefinition: Pass + Sized + 'static {
    /// The options struct.
    type Options: PassOptions;

    /// What the pass declares.
    const INFO: &'static PassInfo;

    /// The pass with these options.
    fn with_options(options: Self::Options) -> Self;
}

/// How to create a registered pass.
#[derive(Clone, Copy)]
pub struct PassRegistration {
    /// What the pass declares.
    pub info: &'static PassInfo,
    /// Creates the pass from options text (`top-down=false`).
    pub create: fn(&str) -> Result<Box<dyn Pass>, OptionError>,
}

fn create<P: PassDefinition>(options: &str) -> Result<Box<dyn Pass>, OptionError> {
    Ok(Box::new(P::with_options(P::Options::parse(options)?)))
}

/// Registered passes, by argument.
#[derive(Clone, Default)]
pub struct PassRegistry {
    passes: BTreeMap<&'static str, PassRegistration>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// The registry as a run's options carry it.
    pub fn for_run(self: &Arc<Self>) -> ToolPasses {
        ToolPasses(self.clone())
    }

    /// The registry of the tool running a pass, if its options carry one.
    pub fn of_run(options: &RunOptions) -> Option<&PassRegistry> {
        options.registry.as_ref()?.0.downcast_ref()
    }

    /// Registers pass `P` under its argument (replacing one of the same
    /// argument).
    pub fn register<P: PassDefinition>(&mut self) {
        let registration = PassRegistration {
            info: P::INFO,
            create: create::<P>,
        };
        self.passes.insert(P::INFO.argument, registration);
    }

    /// The pass registered as `argument`.
    pub fn get(&self, argument: &str) -> Option<&PassRegistration> {
        self.passes.get(argument)
    }

    /// Every registered pass, by argument.
    pub fn iter(&self) -> impl Iterator<Item = &PassRegistration> {
        self.passes.values()
    }
}

impl fmt::Debug for PassRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.passes.keys()).finish()
    }
}
