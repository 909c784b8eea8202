//! `genx-opt`: `dialectic-opt` with the GenX dialect registered beside
//! every dialect Dialectic ships (the root crate's `dialectic-opt` cannot
//! register it: this crate depends on the root crate), and the GenX passes
//! beside Dialectic's (`--genx-check-backend-rules`, `--genx-emulate`).

use dialectic::tools::registration::ToolRegistration;

fn main() -> std::process::ExitCode {
    ToolRegistration::dialectic_opt()
        .dialects(dialectic_genx::register_dialect)
        .passes(dialectic_genx::passes::register_passes)
        .passes(dialectic_genx::emulate::register_passes)
        .main("genx-opt")
}
