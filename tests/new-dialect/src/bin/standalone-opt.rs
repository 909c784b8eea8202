//! `standalone-opt`: `dialectic-opt` for the standalone dialect (and func, to
//! write functions): every flag, every pass, split input and verify
//! diagnostics.

fn main() -> std::process::ExitCode {
    dialectic::tools::opt::main_with("standalone-opt", |ctx| {
        dialectic::dialects::func::register(ctx);
        standalone_dialect::register(ctx);
    })
}
