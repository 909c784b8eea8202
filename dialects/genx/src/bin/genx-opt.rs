//! `genx-opt`: `dialectic-opt` with the GenX dialect registered beside
//! every dialect Dialectic ships (the root crate's `dialectic-opt` cannot
//! register it: this crate depends on the root crate).

fn main() -> std::process::ExitCode {
    dialectic::tools::opt::main_with("genx-opt", |ctx| {
        dialectic::dialects::register_all(ctx);
        dialectic_genx::register_dialect(ctx);
    })
}
