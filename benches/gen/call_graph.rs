//! Deterministic generator of a module for the inliner: `func.func`
//! functions in the `func`, `arith` and `cf` dialects, calling each other
//! as a program's functions do. Four tiers, each calling only the tiers
//! below it: private leaves (straight-line arithmetic), private helpers
//! (some of several blocks, calling leaves, some through `call_indirect`
//! of a `func.constant`), mid-level functions (public or private, calling
//! helpers and leaves), and public entry points calling mid-level
//! functions. Some helpers call themselves, and some pairs of mid-level
//! functions call each other, so the call graph has cycles the inliner
//! must not unroll. Every function takes two `i32` and returns one.

use std::fmt::Write as _;

/// SplitMix64: small, fast and the same on every platform.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// Bumped whenever the output changes, so that cached files are
/// regenerated.
pub const GENERATOR_VERSION: u32 = 1;

/// First line of a generated file; identifies its parameters.
pub fn header(functions: usize, seed: u64) -> String {
    format!(
        "// dialectic bench module (inliner call graph): functions={functions} seed={seed:#x} generator=v{GENERATOR_VERSION}\n"
    )
}

/// The tier of a function.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tier {
    Leaf,
    Helper,
    Mid,
    Entry,
}

/// Writes straight-line arithmetic on `values` (each an `i32` SSA name),
/// `count` ops, pushing the new values.
fn arithmetic(
    rng: &mut Rng,
    out: &mut String,
    values: &mut Vec<String>,
    count: usize,
    next: &mut usize,
) {
    for _ in 0..count {
        let a = values[values.len() - 1 - rng.below(values.len().min(4))].clone();
        let b = values[rng.below(values.len())].clone();
        let name = format!("%v{next}");
        *next += 1;
        match rng.below(6) {
            0 => {
                let c = rng.below(64) as i64 - 16;
                let _ = writeln!(out, "  {name}_c = arith.constant {c} : i32");
                let _ = writeln!(out, "  {name} = arith.addi {a}, {name}_c : i32");
            }
            1 => {
                let _ = writeln!(out, "  {name} = arith.muli {a}, {b} : i32");
            }
            2 => {
                let _ = writeln!(out, "  {name} = arith.subi {a}, {b} : i32");
            }
            3 => {
                let _ = writeln!(out, "  {name} = arith.xori {a}, {b} : i32");
            }
            4 => {
                let _ = writeln!(out, "  {name}_p = arith.cmpi slt, {a}, {b} : i32");
                let _ = writeln!(out, "  {name} = arith.select {name}_p, {a}, {b} : i32");
            }
            _ => {
                let _ = writeln!(out, "  {name} = arith.addi {a}, {b} : i32");
            }
        }
        values.push(name);
    }
}

/// Writes a call of `callee` on two of `values` (directly, or through a
/// `func.constant` when `indirect`), pushing the result.
fn call(
    rng: &mut Rng,
    out: &mut String,
    values: &mut Vec<String>,
    callee: &str,
    indirect: bool,
    next: &mut usize,
) {
    let a = values[values.len() - 1 - rng.below(values.len().min(3))].clone();
    let b = values[rng.below(values.len())].clone();
    let name = format!("%v{next}");
    *next += 1;
    if indirect {
        let _ = writeln!(
            out,
            "  {name}_f = func.constant @{callee} : (i32, i32) -> i32"
        );
        let _ = writeln!(
            out,
            "  {name} = func.call_indirect {name}_f({a}, {b}) : (i32, i32) -> i32"
        );
    } else {
        let _ = writeln!(
            out,
            "  {name} = func.call @{callee}({a}, {b}) : (i32, i32) -> i32"
        );
    }
    values.push(name);
}

/// The module with `functions` functions (at least 8).
pub fn generate(functions: usize, seed: u64) -> String {
    let functions = functions.max(8);
    let mut rng = Rng(seed);
    let leaves = functions * 40 / 100;
    let helpers = functions * 35 / 100;
    let entries = (functions * 3 / 100).max(1);
    let mids = functions - leaves - helpers - entries;
    let mut tiers = Vec::with_capacity(functions);
    tiers.extend(std::iter::repeat_n(Tier::Leaf, leaves));
    tiers.extend(std::iter::repeat_n(Tier::Helper, helpers));
    tiers.extend(std::iter::repeat_n(Tier::Mid, mids));
    tiers.extend(std::iter::repeat_n(Tier::Entry, entries));
    let name = |index: usize| format!("f{index}");
    let mut out = header(functions, seed);
    out.push_str("module {\n");
    for (index, &tier) in tiers.iter().enumerate() {
        let private = match tier {
            Tier::Leaf | Tier::Helper => true,
            Tier::Mid => rng.chance(60),
            Tier::Entry => false,
        };
        let visibility = if private { "private " } else { "" };
        let _ = writeln!(
            out,
            "func.func {visibility}@{}(%a: i32, %b: i32) -> i32 {{",
            name(index)
        );
        let mut values = vec!["%a".to_string(), "%b".to_string()];
        let mut next = 0;
        // Callees come from the tiers below: leaves for helpers, leaves and
        // helpers for mid-level functions, mid-level ones for entries.
        let lower = |rng: &mut Rng, below: usize| rng.below(below);
        match tier {
            Tier::Leaf => {
                let count = 4 + rng.below(8);
                arithmetic(&mut rng, &mut out, &mut values, count, &mut next);
            }
            Tier::Helper => {
                let count = 2 + rng.below(4);
                arithmetic(&mut rng, &mut out, &mut values, count, &mut next);
                for _ in 0..1 + rng.below(2) {
                    let callee = lower(&mut rng, leaves);
                    let indirect = rng.chance(10);
                    call(
                        &mut rng,
                        &mut out,
                        &mut values,
                        &name(callee),
                        indirect,
                        &mut next,
                    );
                }
            }
            Tier::Mid => {
                let count = 2 + rng.below(4);
                arithmetic(&mut rng, &mut out, &mut values, count, &mut next);
                for _ in 0..2 + rng.below(3) {
                    let callee = lower(&mut rng, leaves + helpers);
                    call(
                        &mut rng,
                        &mut out,
                        &mut values,
                        &name(callee),
                        false,
                        &mut next,
                    );
                }
                // Every seventh mid-level function calls the next one and
                // that one calls it back: a cycle of two.
                let first_mid = leaves + helpers;
                let position = index - first_mid;
                if position.is_multiple_of(7) && index + 1 < first_mid + mids {
                    call(
                        &mut rng,
                        &mut out,
                        &mut values,
                        &name(index + 1),
                        false,
                        &mut next,
                    );
                } else if position % 7 == 1 {
                    call(
                        &mut rng,
                        &mut out,
                        &mut values,
                        &name(index - 1),
                        false,
                        &mut next,
                    );
                }
            }
            Tier::Entry => {
                for _ in 0..2 + rng.below(3) {
                    let callee = leaves + helpers + lower(&mut rng, mids);
                    call(
                        &mut rng,
                        &mut out,
                        &mut values,
                        &name(callee),
                        false,
                        &mut next,
                    );
                }
            }
        }
        let result = values.last().cloned().unwrap_or_default();
        // Some helpers branch, and some of those recurse on one side.
        if tier == Tier::Helper && rng.chance(30) {
            let recurse = rng.chance(30);
            let _ = writeln!(out, "  %cond = arith.cmpi sgt, {result}, %a : i32");
            let _ = writeln!(out, "  cf.cond_br %cond, ^then, ^else");
            let _ = writeln!(out, "^then:");
            if recurse {
                let _ = writeln!(
                    out,
                    "  %r = func.call @{}(%b, {result}) : (i32, i32) -> i32",
                    name(index)
                );
                let _ = writeln!(out, "  return %r : i32");
            } else {
                let _ = writeln!(out, "  %t = arith.addi {result}, %b : i32");
                let _ = writeln!(out, "  return %t : i32");
            }
            let _ = writeln!(out, "^else:");
            let _ = writeln!(out, "  %e = arith.subi {result}, %a : i32");
            let _ = writeln!(out, "  return %e : i32");
        } else {
            let _ = writeln!(out, "  return {result} : i32");
        }
        out.push_str("}\n");
    }
    out.push_str("}\n");
    out
}
