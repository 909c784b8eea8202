//! Pass managers built from text, as `mlir-opt` builds them: a
//! `--pass-pipeline` string (`builtin.module(...)`, its names resolved in
//! the registry, each pass made from its options) and pass flags given one
//! by one (added to a `builtin.module` manager with implicit nesting), with
//! MLIR's messages for what goes wrong.

use super::manager::{Nesting, OpPassManager};
use super::operation_pass::Pass;
use super::options::OptionError;
use super::pass_registry::{PassRegistration, PassRegistry};
use super::pipeline_text::{PipelineElement, PipelineTextError, parse_pipeline_text};

/// A pipeline that could not be built: what LLVM's command line or a
/// nested pipeline's parser prints on stderr first (an invalid option
/// value), then the message of the error diagnostic MLIR emits at an
/// unknown location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    /// Text printed on stderr before the diagnostic, as it is written.
    pub stderr: String,
    /// The diagnostic's message.
    pub message: String,
}

impl PipelineError {
    fn message(message: impl Into<String>) -> Self {
        PipelineError {
            stderr: String::new(),
            message: message.into(),
        }
    }

    /// Everything as the tool `tool` prints it on stderr.
    pub fn render(&self) -> String {
        let mut out = self.stderr.clone();
        out.push_str("<unknown>:0: error: ");
        out.push_str(&self.message);
        out.push('\n');
        out
    }
}

/// Reads a `--pass-pipeline` string: `anchor(elements)`.
pub fn parse_pass_pipeline(
    text: &str,
    registry: &PassRegistry,
    tool: &str,
) -> Result<OpPassManager, PipelineError> {
    let text = text.trim();
    let open = text.find('(');
    let (Some(open), Some(inner_end)) = (open.filter(|&o| o > 0), text.strip_suffix(')')) else {
        return Err(PipelineError::message(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. \
             'builtin.module(...)'",
        ));
    };
    let anchor = text[..open].trim_end();
    let inner = &inner_end[open + 1..];
    let mut manager = if anchor == "any" {
        OpPassManager::any(Nesting::Explicit)
    } else {
        OpPassManager::new(anchor, Nesting::Explicit)
    };
    add_pipeline_text(&mut manager, inner, registry, tool)?;
    Ok(manager)
}

/// Adds the elements of pipeline text (`cse,func.func(canonicalize)`) to
/// `manager`.
pub fn add_pipeline_text(
    manager: &mut OpPassManager,
    text: &str,
    registry: &PassRegistry,
    tool: &str,
) -> Result<(), PipelineError> {
    let text_error = |e: PipelineTextError| PipelineError::message(e.render(text));
    let elements = parse_pipeline_text(text).map_err(text_error)?;
    // Every name is resolved before anything is added, as MLIR does.
    resolve(&elements, registry).map_err(text_error)?;
    add_elements(manager, &elements, registry, tool)
}

fn resolve(elements: &[PipelineElement], registry: &PassRegistry) -> Result<(), PipelineTextError> {
    for element in elements {
        match &element.nested {
            Some(nested) => resolve(nested, registry)?,
            None if registry.get(&element.name).is_none() => {
                return Err(PipelineTextError {
                    offset: element.offset,
                    message: format!(
                        "'{}' does not refer to a registered pass or pass pipeline",
                        element.name
                    ),
                });
            }
            None => {}
        }
    }
    Ok(())
}

fn add_elements(
    manager: &mut OpPassManager,
    elements: &[PipelineElement],
    registry: &PassRegistry,
    tool: &str,
) -> Result<(), PipelineError> {
    for element in elements {
        if let Some(nested) = &element.nested {
            let inner = if element.name == "any" {
                manager.nest_any()
            } else {
                manager.nest(&element.name)
            };
            // As MLIR, each pipeline around a pass that could not be added
            // says so, innermost first.
            add_elements(inner, nested, registry, tool).map_err(|mut e| {
                e.message.push_str(&format!(
                    "failed to add `{}` with options `` to inner pipeline\n",
                    element.name
                ));
                e
            })?;
            continue;
        }
        let registration = registry
            .get(&element.name)
            .expect("names are resolved first");
        let options = element.options.as_deref().unwrap_or("");
        let pass =
            create_pass(registration, options, registry, tool).map_err(|e| PipelineError {
                stderr: e.stderr_text(tool),
                message: format!(
                    "{}\nfailed to add `{}` with options `{options}`\n",
                    e.parser_message(),
                    element.name
                ),
            })?;
        manager.add_pass(pass).map_err(PipelineError::message)?;
    }
    Ok(())
}

/// Adds the pass flag `--argument[=options]` to `manager` (a
/// `builtin.module` manager with implicit nesting, as `mlir-opt` builds
/// from pass flags).
pub fn add_pass_flag(
    manager: &mut OpPassManager,
    argument: &str,
    options: &str,
    registry: &PassRegistry,
    tool: &str,
) -> Result<(), PipelineError> {
    let Some(registration) = registry.get(argument) else {
        return Err(PipelineError::message(format!(
            "'{argument}' does not refer to a registered pass or pass pipeline"
        )));
    };
    let pass = create_pass(registration, options, registry, tool).map_err(|e| PipelineError {
        stderr: e.stderr_text(tool),
        message: e.parser_message(),
    })?;
    manager.add_pass(pass).map_err(PipelineError::message)
}

/// Creates a pass of `registration` from `options`, reading the pipelines
/// its options hold with `registry`.
fn create_pass(
    registration: &PassRegistration,
    options: &str,
    registry: &PassRegistry,
    tool: &str,
) -> Result<Box<dyn Pass>, OptionError> {
    let mut pass = (registration.create)(options)?;
    let read_pipeline = |text: &str| {
        parse_pass_pipeline(text, registry, tool)
            .map(|manager| manager.to_pipeline_string())
            .map_err(|e| OptionError::Pipeline {
                text: e.stderr + &e.message,
            })
    };
    pass.resolve_pipeline_options(&read_pipeline)?;
    Ok(pass)
}
