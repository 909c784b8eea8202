//! `dialectic-opt`: parse, verify and print MLIR text, with `mlir-opt`'s flags.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Deeply nested input recurses deeply; give the work a large stack.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || dialectic::tools::opt::main_with_args(&args))
        .expect("spawning the worker thread");
    let code = worker.join().unwrap_or(70);
    std::process::exit(code);
}
