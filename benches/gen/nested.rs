//! Deterministic generator of deeply nested regions: registered `func.func`
//! functions whose bodies are a spine of unregistered region ops 30 to 60
//! levels deep, each level a few plain ops (using values of the enclosing
//! levels, as region bodies do) and a region op whose single block takes an
//! argument and yields a value, with a shallow side branch now and then.
//! Parsed with `--allow-unregistered-dialect`, printed in custom form.

use std::fmt::Write as _;
use std::io::{self, Write};

use super::{GenStats, Rng};

/// Bumped whenever the output changes, so cached files are regenerated.
pub const GENERATOR_VERSION: u32 = 1;

/// First line of a generated file; identifies its parameters.
pub fn header(ops: usize, seed: u64) -> String {
    format!(
        "// dialectic bench module (nested regions): ops={ops} seed={seed:#x} generator=v{GENERATOR_VERSION}\n"
    )
}

struct Gen<'a> {
    rng: Rng,
    out: &'a mut String,
    /// Visible i32 values, innermost last.
    visible: Vec<String>,
    next_value: usize,
    ops: usize,
    blocks: usize,
}

impl Gen<'_> {
    fn fresh(&mut self) -> String {
        let name = format!("%{}", self.next_value);
        self.next_value += 1;
        self.visible.push(name.clone());
        name
    }

    fn pick(&mut self) -> String {
        let n = self.visible.len();
        let idx = if n > 4 && self.rng.chance(70) {
            n - 1 - self.rng.below(4)
        } else {
            self.rng.below(n)
        };
        self.visible[idx].clone()
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth + 2 {
            self.out.push_str("  ");
        }
    }

    /// One level: plain ops, then (while `depth < max_depth`) a region op
    /// holding the next level; returns the value the level yields.
    fn level(&mut self, depth: usize, max_depth: usize) -> String {
        for _ in 0..self.rng.range(2, 5) {
            let (a, b) = (self.pick(), self.pick());
            let r = self.fresh();
            self.indent(depth);
            if self.rng.chance(30) {
                let _ = writeln!(
                    self.out,
                    "{r} = \"nest.op\"({a}, {b}) {{level = {depth} : i64}} : (i32, i32) -> i32"
                );
            } else {
                let _ = writeln!(self.out, "{r} = \"nest.op\"({a}, {b}) : (i32, i32) -> i32");
            }
            self.ops += 1;
        }
        if depth < max_depth {
            // A shallow side branch now and then, then the spine.
            if self.rng.chance(15) {
                let limit = (depth + 2).min(max_depth);
                self.region(depth, limit);
            }
            self.region(depth, max_depth);
        }
        self.pick()
    }

    fn region(&mut self, depth: usize, max_depth: usize) {
        let operand = self.pick();
        let mark = self.visible.len();
        let result = format!("%{}", self.next_value);
        self.next_value += 1;
        self.indent(depth);
        let _ = writeln!(self.out, "{result} = \"nest.region\"({operand}) ({{");
        self.indent(depth);
        let arg = self.fresh();
        let _ = writeln!(self.out, "^bb0({arg}: i32):");
        self.blocks += 1;
        let yielded = self.level(depth + 1, max_depth);
        self.indent(depth + 1);
        let _ = writeln!(self.out, "\"nest.yield\"({yielded}) : (i32) -> ()");
        self.indent(depth);
        let _ = writeln!(self.out, "}}) : (i32) -> i32");
        self.ops += 2;
        self.visible.truncate(mark);
        self.visible.push(result);
    }

    fn function(&mut self, index: usize) {
        self.next_value = 0;
        self.visible = vec!["%arg0".into(), "%arg1".into()];
        let _ = writeln!(
            self.out,
            "  func.func @n{index}(%arg0: i32, %arg1: i32) -> i32 {{"
        );
        let max_depth = self.rng.range(30, 60);
        let v = self.level(0, max_depth);
        let _ = writeln!(self.out, "    return {v} : i32");
        let _ = writeln!(self.out, "  }}");
        self.ops += 2;
        self.blocks += 1;
    }
}

/// Writes a module of about `ops` ops to `w`.
pub fn generate(ops: usize, seed: u64, w: &mut impl Write) -> io::Result<GenStats> {
    let mut out = String::with_capacity(1 << 20);
    out.push_str(&header(ops, seed));
    out.push_str("module {\n");
    let mut g = Gen {
        rng: Rng(seed),
        out: &mut out,
        visible: Vec::new(),
        next_value: 0,
        ops: 1,
        blocks: 1,
    };
    let mut stats = GenStats::default();
    let mut index = 0;
    while g.ops < ops {
        g.function(index);
        index += 1;
        if g.out.len() > (1 << 20) {
            w.write_all(g.out.as_bytes())?;
            stats.bytes += g.out.len();
            g.out.clear();
        }
    }
    g.out.push_str("}\n");
    w.write_all(g.out.as_bytes())?;
    stats.bytes += g.out.len();
    stats.ops = g.ops;
    stats.blocks = g.blocks;
    stats.functions = index;
    Ok(stats)
}
