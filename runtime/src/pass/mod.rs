//! Passes (the top layer): a pass is an object that runs on one op
//! ([`Pass`]); pass managers nest by op name ([`OpPassManager`]), are read
//! from MLIR's textual pipeline syntax and printed back
//! ([`parse_pass_pipeline`], [`OpPassManager::print`]), and run with
//! verification after each pass, cached analyses ([`AnalysisManager`]) and
//! instrumentation ([`PassInstrumentation`]). The passes a tool knows are
//! in a [`PassRegistry`]; a pass collection declared in `.td` generates
//! the pass types, their options ([`PassOptions`]) and their registration.

pub mod analysis;
mod coalesce;
pub mod dominance;
pub mod execute;
pub mod info;
pub mod instrumentation;
pub mod manager;
pub mod operation_pass;
pub mod options;
pub mod pass_cache;
pub mod pass_registry;
pub mod pipeline_build;
pub mod pipeline_text;
pub mod print_ir;
pub mod run_options;
pub mod statistics;

pub use analysis::{Analysis, AnalysisManager, PreservedAnalyses};
pub use dominance::Dominance;
pub use execute::RunOptions;
pub use info::{OptionInfo, PassAnchor, PassInfo, StatisticInfo};
pub use instrumentation::{ForkedInstrumentation, NoInstrumentation, PassInstrumentation};
pub use manager::{Nesting, OpPassManager, PassEntry};
pub use operation_pass::{Pass, PassFailed, PassResult, PassRun};
pub use options::{
    OptionError, OptionValue, PassOptions, ReadPipeline, parse_list_option, print_list_option,
    print_option,
};
pub use pass_cache::PassCache;
pub use pass_registry::{PassDefinition, PassRegistration, PassRegistry};
pub use pipeline_build::{PipelineError, add_pass_flag, add_pipeline_text, parse_pass_pipeline};
pub use print_ir::{IrPrinter, PrintIrConfig};
pub use run_options::ToolPasses;
pub use statistics::{StatisticsDisplay, statistics_report};
