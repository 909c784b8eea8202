//! `toy-opt`: the Toy dialect's opt tool, made with the opt entry point:
//! the Toy dialect, the passes Dialectic ships and Toy's own.

use dialectic::tools::registration::ToolRegistration;

fn main() -> std::process::ExitCode {
    ToolRegistration::new()
        .dialects(dialectic_toy::register)
        .passes(dialectic_toy::passes::register_passes)
        .main("toy-opt")
}
