//! Deterministic generator of a module in MLIR's `llvm` dialect, in custom
//! form, of the simplest shape: every function is a straight-line chain of
//! `llvm.add` / `llvm.mul` / `llvm.sub` / `llvm.shl` over its two arguments
//! and a few constants, then one `llvm.icmp` and one `llvm.cond_br` to two
//! returning blocks. Few attributes, few types: the per-op cost of parsing,
//! verifying and printing with little else around it.

use std::fmt::Write as _;
use std::io::{self, Write};

use super::{GenStats, Rng};

/// Bumped whenever the output changes, so cached files are regenerated.
pub const GENERATOR_VERSION: u32 = 1;

/// First line of a generated file; identifies its parameters.
pub fn header(ops: usize, seed: u64) -> String {
    format!(
        "// dialectic bench module (llvm dialect, straight-line): ops={ops} seed={seed:#x} generator=v{GENERATOR_VERSION}\n"
    )
}

const BINOPS: [&str; 4] = ["add", "mul", "sub", "shl"];
const PREDICATES: [&str; 4] = ["slt", "eq", "ugt", "ne"];

/// Writes one function of about `num_ops` ops.
fn function(rng: &mut Rng, out: &mut String, index: usize, num_ops: usize) -> usize {
    let _ = writeln!(
        out,
        "  llvm.func @s{index}(%arg0: i64, %arg1: i64) -> i64 {{"
    );
    let mut values: Vec<String> = vec!["%arg0".into(), "%arg1".into()];
    let mut next = 0usize;
    let mut ops = 1;
    for c in 0..3 {
        let _ = writeln!(
            out,
            "    %{next} = llvm.mlir.constant({} : i64) : i64",
            c * 7 + rng.below(5) + 1
        );
        values.push(format!("%{next}"));
        next += 1;
        ops += 1;
    }
    // The chain, then icmp, cond_br and one return per branch.
    let body = num_ops.saturating_sub(ops + 4).max(1);
    for _ in 0..body {
        let n = values.len();
        let a = values[n - 1].clone();
        let b = values[if n > 4 && rng.chance(70) {
            n - 2 - rng.below(3)
        } else {
            rng.below(n)
        }]
        .clone();
        let op = *rng.pick(&BINOPS);
        let flags = if op != "shl" && rng.chance(20) {
            " overflow<nsw>"
        } else {
            ""
        };
        let _ = writeln!(out, "    %{next} = llvm.{op} {a}, {b}{flags} : i64");
        values.push(format!("%{next}"));
        next += 1;
        ops += 1;
    }
    let last = values[values.len() - 1].clone();
    let pred = *rng.pick(&PREDICATES);
    let _ = writeln!(
        out,
        "    %{next} = llvm.icmp \"{pred}\" {last}, %arg0 : i64"
    );
    let _ = writeln!(out, "    llvm.cond_br %{next}, ^bb1, ^bb2");
    let other = values[values.len() / 2].clone();
    let _ = writeln!(out, "  ^bb1:");
    let _ = writeln!(out, "    llvm.return {last} : i64");
    let _ = writeln!(out, "  ^bb2:");
    let _ = writeln!(out, "    llvm.return {other} : i64");
    let _ = writeln!(out, "  }}");
    ops + 4
}

/// Writes a module of about `ops` ops to `w`.
pub fn generate(ops: usize, seed: u64, w: &mut impl Write) -> io::Result<GenStats> {
    let mut rng = Rng(seed);
    let mut out = String::with_capacity(1 << 20);
    out.push_str(&header(ops, seed));
    out.push_str("module {\n");
    let mut stats = GenStats {
        ops: 1,
        ..GenStats::default()
    };
    while ops.saturating_sub(stats.ops) >= 12 {
        let size = rng.range(40, 1200).min(ops - stats.ops);
        stats.ops += function(&mut rng, &mut out, stats.functions, size);
        stats.functions += 1;
        stats.blocks += 3;
        if out.len() > (1 << 20) {
            w.write_all(out.as_bytes())?;
            stats.bytes += out.len();
            out.clear();
        }
    }
    out.push_str("}\n");
    w.write_all(out.as_bytes())?;
    stats.bytes += out.len();
    Ok(stats)
}
