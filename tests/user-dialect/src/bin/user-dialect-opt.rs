//! `user-dialect-opt`: `dialectic-opt` for this crate's `toy` dialect (and
//! func), made with the opt entry point: every flag, every pass, split
//! input and verify diagnostics.

// ANCHOR: main
fn main() -> std::process::ExitCode {
    dialectic::tools::opt::main_with("user-dialect-opt", |ctx| {
        dialectic::dialects::func::register(ctx);
        dialectic_user_dialect::toy::register(ctx);
    })
}
// ANCHOR_END: main
