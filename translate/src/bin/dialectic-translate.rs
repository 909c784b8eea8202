//! `dialectic-translate`: see [`dialectic_translate::tools::translate`].

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(dialectic_translate::tools::translate::main_with_args(&args));
}
