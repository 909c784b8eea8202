//! `toy-opt`: `dialectic-opt` for the `toy` dialect, made with the opt
//! entry point: every flag, every pass, split input and verify diagnostics.

// ANCHOR: main
fn main() -> std::process::ExitCode {
    dialectic::tools::opt::main_with("toy-opt", |ctx| {
        dialectic::dialects::func::register(ctx);
        dialectic_user_dialect::toy::register(ctx);
    })
}
// ANCHOR_END: main
