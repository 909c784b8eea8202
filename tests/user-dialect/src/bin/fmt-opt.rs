//! `fmt-opt`: `dialectic-opt` for this crate's `fmt` dialect (and func),
//! made with the opt entry point, the tool compared with MLIR 19's build of
//! the same `.td` file.

fn main() -> std::process::ExitCode {
    dialectic::tools::opt::main_with("fmt-opt", |ctx| {
        dialectic::dialects::func::register(ctx);
        dialectic_user_dialect::formats::register(ctx);
    })
}
