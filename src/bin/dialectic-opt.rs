//! `dialectic-opt`: parse, verify and print MLIR text, with `mlir-opt`'s flags.

fn main() -> std::process::ExitCode {
    dialectic::tools::opt::main_with("dialectic-opt", dialectic::dialects::register_all)
}
