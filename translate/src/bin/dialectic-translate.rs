//! `dialectic-translate`: see [`dialectic_translate::tools::translate`].

fn main() -> std::process::ExitCode {
    dialectic_translate::tools::translate::main_with(
        "dialectic-translate",
        dialectic::dialects::register_all,
        |_| {},
    )
}
