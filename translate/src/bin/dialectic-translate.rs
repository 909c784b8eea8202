//! `dialectic-translate`: see [`dialectic_translate::tools::translate`].

fn main() -> std::process::ExitCode {
    dialectic_translate::tools::translate::main_with(
        "dialectic-translate",
        |ctx| {
            dialectic::dialects::register_all(ctx);
            dialectic_genx::register_dialect(ctx);
        },
        |_| {},
    )
}
