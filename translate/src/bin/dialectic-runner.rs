//! `dialectic-runner`: see [`dialectic_translate::tools::runner`].

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(dialectic_translate::tools::runner::main_with_args(&args));
}
