//! `toy-opt`: the Toy dialect's opt tool, made with the opt entry point.

fn main() -> std::process::ExitCode {
    dialectic::tools::opt::main_with("toy-opt", dialectic_toy::register)
}
