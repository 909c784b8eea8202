//! `genx-opt`: `dialectic-opt` with the GenX dialect registered beside
//! every dialect Dialectic ships (the root crate's `dialectic-opt` cannot
//! register it: this crate depends on the root crate), and the GenX passes
//! (`genx-check-backend-rules`) beside Dialectic's.

use dialectic::tools::registration::ToolRegistration;

fn main() -> std::process::ExitCode {
    ToolRegistration::new()
        .dialects(|ctx| {
            dialectic::dialects::register_all(ctx);
            dialectic_genx::register_dialect(ctx);
        })
        .passes(dialectic_genx::passes::register_passes)
        .main("genx-opt")
}
