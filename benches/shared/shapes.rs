//! The module shapes the benchmarks run on: each a deterministic generator
//! (`gen/`), the file it is written to under `target/bench/`, and the flags
//! that make the two tools parse and print it in its form.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter};
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::generator;
use crate::generator::func_arith::FunctionSizes;

/// One shape of module.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// Registered `func.func` functions holding ops of an unregistered
    /// dialect, in generic form (`gen/mod.rs`).
    Unregistered,
    /// The `llvm` dialect in custom form, straight-line functions
    /// (`gen/llvm_straight.rs`).
    LlvmStraight,
    /// The `llvm` dialect in custom form, multi-block CFGs with the mix a C
    /// compiler produces (`gen/llvm.rs`).
    LlvmBranchy,
    /// The real corpus programs concatenated (`gen/corpus.rs`), printed in
    /// custom form.
    Corpus,
    /// `func`/`arith`/`cf` in custom form, functions of 40-1200 ops
    /// (`gen/func_arith.rs`).
    FuncArithCf,
    /// Deeply nested regions (`gen/nested.rs`).
    Nested,
    /// `func`/`arith`/`cf`, functions of 8-16 ops.
    ManySmall,
    /// `func`/`arith`/`cf`, a handful of functions of an eighth to a quarter
    /// of the module each.
    FewHuge,
}

impl Shape {
    /// Every shape, in the order of the table.
    pub(crate) const ALL: [Shape; 8] = [
        Shape::Unregistered,
        Shape::LlvmStraight,
        Shape::LlvmBranchy,
        Shape::Corpus,
        Shape::FuncArithCf,
        Shape::Nested,
        Shape::ManySmall,
        Shape::FewHuge,
    ];

    /// The name used on the command line, in the table and in file names.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Shape::Unregistered => "unregistered",
            Shape::LlvmStraight => "llvm-straight",
            Shape::LlvmBranchy => "llvm-branchy",
            Shape::Corpus => "corpus",
            Shape::FuncArithCf => "func-arith-cf",
            Shape::Nested => "nested",
            Shape::ManySmall => "many-small",
            Shape::FewHuge => "few-huge",
        }
    }

    pub(crate) fn from_name(name: &str) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The flags that parse the shape and print it in its form.
    pub(crate) fn flags(self) -> &'static [&'static str] {
        match self {
            Shape::Unregistered => &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
            Shape::Nested => &["--allow-unregistered-dialect"],
            _ => &[],
        }
    }

    fn function_sizes(self, ops: usize) -> FunctionSizes {
        match self {
            Shape::ManySmall => FunctionSizes { min: 8, max: 16 },
            Shape::FewHuge => FunctionSizes {
                min: (ops / 8).max(20),
                max: (ops / 4).max(20),
            },
            _ => FunctionSizes { min: 40, max: 1200 },
        }
    }

    pub(crate) fn header(self, ops: usize, seed: u64) -> String {
        match self {
            Shape::Unregistered => generator::header(ops, seed),
            Shape::LlvmStraight => generator::llvm_straight::header(ops, seed),
            Shape::LlvmBranchy => generator::llvm::header(ops, seed),
            Shape::Corpus => generator::corpus::header(ops, &corpus_dir()),
            Shape::Nested => generator::nested::header(ops, seed),
            Shape::FuncArithCf | Shape::ManySmall | Shape::FewHuge => {
                generator::func_arith::header(ops, seed, self.function_sizes(ops))
            }
        }
    }

    pub(crate) fn generate(
        self,
        ops: usize,
        seed: u64,
        w: &mut impl std::io::Write,
    ) -> std::io::Result<generator::GenStats> {
        match self {
            Shape::Unregistered => generator::generate(ops, seed, w),
            Shape::LlvmStraight => generator::llvm_straight::generate(ops, seed, w),
            Shape::LlvmBranchy => generator::llvm::generate(ops, seed, w),
            Shape::Corpus => generator::corpus::generate(ops, &corpus_dir(), w),
            Shape::Nested => generator::nested::generate(ops, seed, w),
            Shape::FuncArithCf | Shape::ManySmall | Shape::FewHuge => {
                generator::func_arith::generate(ops, seed, self.function_sizes(ops), w)
            }
        }
    }
}

/// `tests/corpus/llvm/` of the workspace, found upwards from the crate that
/// includes this file.
fn corpus_dir() -> PathBuf {
    let mut dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    loop {
        let corpus = dir.join("tests/corpus/llvm");
        if corpus.is_dir() {
            return corpus;
        }
        match dir.parent() {
            Some(parent) => dir = parent,
            None => return corpus,
        }
    }
}

/// Generates the shape's module unless a file with the same header already
/// exists; returns its path.
pub(crate) fn ensure_module(dir: &Path, shape: Shape, ops: usize, seed: u64) -> PathBuf {
    let name = if ops.is_multiple_of(1000) {
        format!("{}-{}k.mlir", shape.name(), ops / 1000)
    } else {
        format!("{}-{ops}.mlir", shape.name())
    };
    let path = dir.join(name);
    let header = shape.header(ops, seed);
    if let Ok(f) = File::open(&path) {
        let mut first = String::new();
        if BufReader::new(f).read_line(&mut first).is_ok() && first == header {
            return path;
        }
    }
    eprintln!("generating {} ...", path.display());
    let start = Instant::now();
    let tmp = path.with_extension("mlir.partial");
    let file = File::create(&tmp).expect("create module file");
    let mut w = BufWriter::new(file);
    let stats = shape.generate(ops, seed, &mut w).expect("write module");
    drop(w);
    std::fs::rename(&tmp, &path).expect("rename module file");
    eprintln!(
        "generated {} ops ({} functions, {} blocks, {:.1} MB) in {:.1}s",
        stats.ops,
        stats.functions,
        stats.blocks,
        stats.bytes as f64 / 1e6,
        start.elapsed().as_secs_f64()
    );
    path
}
