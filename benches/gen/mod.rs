//! Deterministic generator of a large generic-form MLIR module for the
//! benchmark: registered `func.func` functions holding ops of an unregistered
//! `bench` dialect (the usual shape of MLIR test inputs), with the mix of
//! shapes a real compiler produces (0-3 operands, 0-2 results, properties and attribute
//! dictionaries of several kinds, functions with multi-block CFGs, branches
//! with block arguments, ops with nested regions), SSA-valid so that
//! `mlir-opt-19 --allow-unregistered-dialect` accepts it.
//!
//! Dominance is guaranteed by construction: a block only uses values of the
//! function's entry block (which dominates every block), its own arguments,
//! its own earlier values, and values of the enclosing blocks of nested
//! regions. The entry block is never a branch target.
//!
//! The text averages about 72 bytes per op.

pub mod corpus;
pub mod func_arith;
pub mod llvm;
pub mod llvm_straight;
pub mod nested;

use std::fmt::Write as _;
use std::io::{self, Write};

/// Bumped whenever the output changes, so cached files are regenerated.
pub const GENERATOR_VERSION: u32 = 2;

/// First line of a generated file; identifies its parameters.
pub fn header(ops: usize, seed: u64) -> String {
    format!("// dialectic bench module: ops={ops} seed={seed:#x} generator=v{GENERATOR_VERSION}\n")
}

/// What was generated.
#[derive(Debug, Default, Clone, Copy)]
pub struct GenStats {
    pub ops: usize,
    pub functions: usize,
    pub blocks: usize,
    pub bytes: usize,
}

/// A float literal in MLIR's own style (`-1.250000e+02`).
fn float_lit(v: f64) -> String {
    let s = format!("{v:.6e}");
    match s.split_once('e') {
        Some((mantissa, exp)) if exp.starts_with('-') => format!("{mantissa}e-{:0>2}", &exp[1..]),
        Some((mantissa, exp)) => format!("{mantissa}e+{exp:0>2}"),
        None => s,
    }
}

/// SplitMix64: small, fast, deterministic on every platform.
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
    fn range(&mut self, lo: usize, hi_inclusive: usize) -> usize {
        lo + self.below(hi_inclusive - lo + 1)
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Value types used by the generated ops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I32,
    I64,
    Index,
    F32,
    F64,
    Ptr,
    V4F32,
}

const ALL_TYS: [Ty; 8] = [
    Ty::I1,
    Ty::I32,
    Ty::I64,
    Ty::Index,
    Ty::F32,
    Ty::F64,
    Ty::Ptr,
    Ty::V4F32,
];
const INT_TYS: [Ty; 3] = [Ty::I32, Ty::I64, Ty::Index];
const FLOAT_TYS: [Ty; 2] = [Ty::F32, Ty::F64];

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
            Ty::Ptr => "!bench.ptr",
            Ty::V4F32 => "vector<4xf32>",
        }
    }
    fn slot(self) -> usize {
        self as usize
    }
}

/// Values visible at the current point, per type, as a stack: entering a
/// block or region records the lengths, leaving truncates back to them.
struct Scope {
    pools: Vec<Vec<String>>,
}

impl Scope {
    fn new() -> Scope {
        Scope {
            pools: vec![Vec::new(); ALL_TYS.len()],
        }
    }
    fn mark(&self) -> Vec<usize> {
        self.pools.iter().map(Vec::len).collect()
    }
    fn reset(&mut self, mark: &[usize]) {
        for (pool, &len) in self.pools.iter_mut().zip(mark) {
            pool.truncate(len);
        }
    }
    fn push(&mut self, ty: Ty, name: String) {
        self.pools[ty.slot()].push(name);
    }
    /// A visible value of type `ty`, mostly a recent one.
    fn pick(&self, rng: &mut Rng, ty: Ty) -> &str {
        let pool = &self.pools[ty.slot()];
        debug_assert!(!pool.is_empty(), "no value of type {ty:?}");
        let n = pool.len();
        let idx = if n > 8 && rng.chance(75) {
            n - 1 - rng.below(8)
        } else {
            rng.below(n)
        };
        &pool[idx]
    }
}

struct Gen<'a> {
    rng: Rng,
    out: &'a mut String,
    scope: Scope,
    /// Next value number inside the current function.
    next_value: usize,
    ops: usize,
    blocks: usize,
    /// Names of the functions generated so far (for callees).
    functions: usize,
}

/// Attribute snippets; several kinds, as real IR has them.
const PREDICATES: [&str; 6] = ["eq", "ne", "slt", "sle", "sgt", "uge"];
const INT_BINOPS: [&str; 8] = [
    "addi", "subi", "muli", "andi", "ori", "xori", "shli", "divsi",
];
const FLOAT_BINOPS: [&str; 4] = ["addf", "subf", "mulf", "divf"];
const FASTMATH: [&str; 3] = ["fast", "contract", "nnan, ninf"];

impl Gen<'_> {
    fn fresh(&mut self, ty: Ty) -> String {
        let name = format!("%{}", self.next_value);
        self.next_value += 1;
        self.scope.push(ty, name.clone());
        name
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    /// `(a, b) -> r` style signature text.
    fn sig(operands: &[Ty], results: &[Ty]) -> String {
        let ops: Vec<&str> = operands.iter().map(|t| t.text()).collect();
        let res = match results.len() {
            0 => "()".to_string(),
            1 => results[0].text().to_string(),
            _ => format!(
                "({})",
                results
                    .iter()
                    .map(|t| t.text())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        format!("({}) -> {}", ops.join(", "), res)
    }

    /// Emits one plain op: `%r = "bench.name"(operands) <props> {attrs} : sig`.
    fn op(
        &mut self,
        depth: usize,
        name: &str,
        operands: &[Ty],
        results: &[Ty],
        props: &str,
        attrs: &str,
    ) {
        let args: Vec<String> = operands
            .iter()
            .map(|&t| self.scope.pick(&mut self.rng, t).to_string())
            .collect();
        self.indent(depth);
        match results.len() {
            0 => {}
            1 => {
                let r = self.fresh(results[0]);
                let _ = write!(self.out, "{r} = ");
            }
            n => {
                let base = self.next_value;
                self.next_value += 1;
                for (i, &t) in results.iter().enumerate() {
                    self.scope.push(t, format!("%{base}#{i}"));
                }
                let _ = write!(self.out, "%{base}:{n} = ");
            }
        }
        let _ = write!(self.out, "\"bench.{name}\"({})", args.join(", "));
        if !props.is_empty() {
            let _ = write!(self.out, " <{{{props}}}>");
        }
        if !attrs.is_empty() {
            let _ = write!(self.out, " {{{attrs}}}");
        }
        let _ = writeln!(self.out, " : {}", Self::sig(operands, results));
        self.ops += 1;
    }

    fn constant(&mut self, depth: usize, ty: Ty) {
        let value = match ty {
            Ty::I1 => {
                if self.rng.chance(50) {
                    "true".to_string()
                } else {
                    "false".to_string()
                }
            }
            Ty::I32 | Ty::I64 | Ty::Index => {
                let v = self.rng.below(2000) as i64 - 200;
                format!("{v} : {}", ty.text())
            }
            Ty::F32 | Ty::F64 => {
                let v = (self.rng.below(4000) as f64 - 1000.0) / 8.0;
                format!("{} : {}", float_lit(v), ty.text())
            }
            Ty::Ptr => {
                let g = self.rng.below(16);
                return self.op(
                    depth,
                    "addressof",
                    &[],
                    &[Ty::Ptr],
                    &format!("global = @g{g}"),
                    "",
                );
            }
            Ty::V4F32 => {
                let v = self.rng.below(16) as f64 / 4.0;
                format!("dense<{}> : vector<4xf32>", float_lit(v))
            }
        };
        self.op(
            depth,
            "constant",
            &[],
            &[ty],
            &format!("value = {value}"),
            "",
        );
    }

    /// One non-terminator op of a random kind.
    fn random_op(&mut self, depth: usize, budget: &mut usize) {
        let roll = self.rng.below(100);
        match roll {
            0..=21 => {
                let ty = *self.rng.pick(&INT_TYS);
                let name = *self.rng.pick(&INT_BINOPS);
                let attrs = if self.rng.chance(25) {
                    "overflow = #bench.overflow<nsw>"
                } else {
                    ""
                };
                self.op(depth, name, &[ty, ty], &[ty], "", attrs);
            }
            22..=31 => {
                let ty = *self.rng.pick(&FLOAT_TYS);
                let name = *self.rng.pick(&FLOAT_BINOPS);
                let attrs = if self.rng.chance(40) {
                    format!("fastmath = #bench.fastmath<{}>", self.rng.pick(&FASTMATH))
                } else {
                    String::new()
                };
                self.op(depth, name, &[ty, ty], &[ty], "", &attrs);
            }
            32..=45 => {
                let ty = *self.rng.pick(&ALL_TYS);
                self.constant(depth, ty);
            }
            46..=52 => {
                let ty = *self.rng.pick(&INT_TYS);
                let pred = *self.rng.pick(&PREDICATES);
                self.op(
                    depth,
                    "cmpi",
                    &[ty, ty],
                    &[Ty::I1],
                    &format!("predicate = \"{pred}\""),
                    "",
                );
            }
            53..=59 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F64]);
                let align = [4, 8, 16][self.rng.below(3)];
                let attrs = if self.rng.chance(50) {
                    format!(
                        "alignment = {align} : i64, tbaa = [\"{}\", 0 : i32]",
                        ty.text()
                    )
                } else {
                    format!("alignment = {align} : i64")
                };
                self.op(depth, "load", &[Ty::Ptr], &[ty], "", &attrs);
            }
            60..=64 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F32]);
                let attrs = if self.rng.chance(30) {
                    "volatile_, nontemporal"
                } else {
                    ""
                };
                self.op(depth, "store", &[ty, Ty::Ptr], &[], "", attrs);
            }
            65..=70 => {
                let n = self.rng.below(4);
                let operands: Vec<Ty> = (0..n)
                    .map(|_| *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F32, Ty::Ptr]))
                    .collect();
                let results: Vec<Ty> = if self.rng.chance(70) {
                    vec![*self.rng.pick(&[Ty::I32, Ty::I64, Ty::F64])]
                } else {
                    vec![]
                };
                let callee = self.rng.below(self.functions.max(1));
                self.op(
                    depth,
                    "call",
                    &operands,
                    &results,
                    &format!("callee = @f{callee}"),
                    "",
                );
            }
            71..=74 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::I64]);
                self.op(depth, "divrem", &[ty, ty], &[ty, ty], "", "");
            }
            75..=82 => {
                let (from, to, name) = *self.rng.pick(&[
                    (Ty::I32, Ty::F32, "sitofp"),
                    (Ty::I64, Ty::I32, "trunci"),
                    (Ty::I32, Ty::I64, "extsi"),
                    (Ty::Index, Ty::I64, "index_cast"),
                    (Ty::F32, Ty::F64, "extf"),
                    (Ty::F64, Ty::I64, "fptosi"),
                    (Ty::Ptr, Ty::I64, "ptrtoint"),
                ]);
                self.op(depth, name, &[from], &[to], "", "");
            }
            83..=85 => {
                let dims = self.rng.range(1, 4);
                let attrs = format!(
                    "elem_type = {}, dims = [{}], name = \"buf{}\"",
                    self.rng
                        .pick(&["i32", "f64", "vector<4xf32>", "!bench.struct<(i32, f64)>"]),
                    (0..dims)
                        .map(|d| (d * 4 + 2).to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    self.rng.below(100)
                );
                self.op(depth, "alloca", &[Ty::I64], &[Ty::Ptr], "", &attrs);
            }
            86..=88 => {
                let name = *self.rng.pick(&["vfma", "vmul", "vadd"]);
                if name == "vfma" {
                    self.op(
                        depth,
                        name,
                        &[Ty::V4F32, Ty::V4F32, Ty::V4F32],
                        &[Ty::V4F32],
                        "",
                        "",
                    );
                } else {
                    self.op(depth, name, &[Ty::V4F32, Ty::V4F32], &[Ty::V4F32], "", "");
                }
            }
            89..=90 => {
                self.op(
                    depth,
                    "reduce",
                    &[Ty::V4F32],
                    &[Ty::F32],
                    "",
                    "kind = #bench.kind<add>",
                );
            }
            91..=92 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::F64]);
                let attrs = format!(
                    "format = \"v=%d\\0A\", info = {{line = {} : i32, file = \"gen.c\"}}",
                    self.rng.below(999)
                );
                self.op(depth, "print", &[ty], &[], "", &attrs);
            }
            93..=94 => {
                self.op(
                    depth,
                    "select",
                    &[Ty::I1, Ty::I64, Ty::I64],
                    &[Ty::I64],
                    "",
                    "",
                );
            }
            _ => {
                if depth < 4 && *budget > 12 {
                    self.region_op(depth, budget);
                } else {
                    self.op(depth, "muli", &[Ty::I64, Ty::I64], &[Ty::I64], "", "");
                }
            }
        }
    }

    /// An op with one region (a loop-like op with an induction variable and a
    /// carried value) or two regions (an if-like op), results yielded.
    fn region_op(&mut self, depth: usize, budget: &mut usize) {
        let mark = self.scope.mark();
        let is_loop = self.rng.chance(60);
        let carried = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F32]);
        let result = self.next_value;
        self.next_value += 1;
        let (operands, regions): (Vec<String>, usize) = if is_loop {
            let lo = self.scope.pick(&mut self.rng, Ty::Index).to_string();
            let hi = self.scope.pick(&mut self.rng, Ty::Index).to_string();
            let init = self.scope.pick(&mut self.rng, carried).to_string();
            (vec![lo, hi, init], 1)
        } else {
            (vec![self.scope.pick(&mut self.rng, Ty::I1).to_string()], 2)
        };
        self.indent(depth);
        let name = if is_loop { "for" } else { "if" };
        let _ = writeln!(
            self.out,
            "%{result} = \"bench.{name}\"({}) ({{",
            operands.join(", ")
        );
        self.ops += 1;
        for r in 0..regions {
            if r > 0 {
                self.indent(depth);
                self.out.push_str("}, {\n");
            }
            let region_mark = self.scope.mark();
            if is_loop {
                let iv = format!("%{}", self.next_value);
                let acc = format!("%{}", self.next_value + 1);
                self.next_value += 2;
                self.indent(depth);
                let _ = writeln!(self.out, "^bb0({iv}: index, {acc}: {}):", carried.text());
                self.scope.push(Ty::Index, iv);
                self.scope.push(carried, acc);
                self.blocks += 1;
            }
            let n = self.rng.range(2, 8).min(*budget);
            for _ in 0..n {
                *budget = budget.saturating_sub(1);
                self.random_op(depth + 1, budget);
            }
            let y = self.scope.pick(&mut self.rng, carried).to_string();
            self.indent(depth + 1);
            let _ = writeln!(
                self.out,
                "\"bench.yield\"({y}) : ({}) -> ()",
                carried.text()
            );
            self.ops += 1;
            self.scope.reset(&region_mark);
        }
        self.indent(depth);
        let sig = if is_loop {
            format!("(index, index, {0}) -> {0}", carried.text())
        } else {
            format!("(i1) -> {}", carried.text())
        };
        let attrs = if is_loop && self.rng.chance(30) {
            " {unroll = 4 : i32}"
        } else {
            ""
        };
        let _ = writeln!(self.out, "}}){attrs} : {sig}");
        self.scope.reset(&mark);
        self.scope.push(carried, format!("%{result}"));
    }

    /// A function with `num_ops` ops (approximately) in a multi-block CFG.
    fn function(&mut self, index: usize, num_ops: usize) {
        self.next_value = 0;
        self.scope = Scope::new();
        let arg_tys: Vec<Ty> = (0..self.rng.range(1, 4))
            .map(|_| {
                *self
                    .rng
                    .pick(&[Ty::I32, Ty::I64, Ty::F32, Ty::Ptr, Ty::Index])
            })
            .collect();
        let ret = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F64]);
        let _ = writeln!(
            self.out,
            "  \"func.func\"() <{{sym_name = \"f{index}\", function_type = {}}}> ({{",
            Self::sig(&arg_tys, &[ret])
        );
        self.ops += 1;
        let args: Vec<String> = arg_tys
            .iter()
            .enumerate()
            .map(|(i, t)| {
                self.scope.push(*t, format!("%arg{i}"));
                format!("%arg{i}: {}", t.text())
            })
            .collect();
        let _ = writeln!(self.out, "  ^bb0({}):", args.join(", "));
        // The entry block defines one value of every type, so that every pool
        // is non-empty in every block.
        for ty in ALL_TYS {
            self.constant(2, ty);
        }
        let mut budget = num_ops.saturating_sub(ALL_TYS.len() + 2);
        let num_blocks = (budget / 24).clamp(1, 64);
        let per_block = budget / num_blocks;
        // Block arguments of blocks 1..num_blocks.
        let block_args: Vec<Vec<Ty>> = (0..num_blocks)
            .map(|b| {
                if b == 0 {
                    vec![]
                } else {
                    (0..self.rng.below(3))
                        .map(|_| *self.rng.pick(&ALL_TYS))
                        .collect()
                }
            })
            .collect();
        let entry_mark = self.scope.mark();
        self.blocks += 1;
        for b in 0..num_blocks {
            if b > 0 {
                self.scope.reset(&entry_mark);
                let mut parts = Vec::new();
                for &t in &block_args[b] {
                    let v = self.fresh(t);
                    parts.push(format!("{v}: {}", t.text()));
                }
                if parts.is_empty() {
                    let _ = writeln!(self.out, "  ^bb{b}:");
                } else {
                    let _ = writeln!(self.out, "  ^bb{b}({}):", parts.join(", "));
                }
                self.blocks += 1;
            }
            let mut n = if b + 1 == num_blocks {
                budget
            } else {
                per_block.min(budget)
            };
            while n > 0 {
                let before = budget;
                budget = budget.saturating_sub(1);
                self.random_op(2, &mut budget);
                n = n.saturating_sub(before - budget);
            }
            self.terminator(b, num_blocks, &block_args, ret);
        }
        let _ = writeln!(self.out, "  }}) : () -> ()");
    }

    fn branch_operands(&mut self, tys: &[Ty]) -> Vec<String> {
        tys.iter()
            .map(|&t| self.scope.pick(&mut self.rng, t).to_string())
            .collect()
    }

    fn terminator(&mut self, b: usize, num_blocks: usize, block_args: &[Vec<Ty>], ret: Ty) {
        let tys = |v: &[Ty]| v.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
        if b + 1 == num_blocks {
            let v = self.scope.pick(&mut self.rng, ret).to_string();
            let _ = writeln!(
                self.out,
                "    \"bench.return\"({v}) : ({}) -> ()",
                ret.text()
            );
        } else if self.rng.chance(55) {
            let t = b + 1;
            let ops = self.branch_operands(&block_args[t]);
            let _ = writeln!(
                self.out,
                "    \"bench.br\"({})[^bb{t}] : ({}) -> ()",
                ops.join(", "),
                tys(&block_args[t])
            );
        } else if self.rng.chance(85) {
            // Conditional branch: to the next block and to any non-entry block
            // (forward, or backward for loops).
            let t1 = b + 1;
            let t2 = self.rng.range(1, num_blocks - 1);
            let cond = self.scope.pick(&mut self.rng, Ty::I1).to_string();
            let ops1 = self.branch_operands(&block_args[t1]);
            let ops2 = self.branch_operands(&block_args[t2]);
            let mut all = vec![cond];
            all.extend(ops1.iter().cloned());
            all.extend(ops2.iter().cloned());
            let mut all_tys = vec![Ty::I1];
            all_tys.extend(&block_args[t1]);
            all_tys.extend(&block_args[t2]);
            let _ = writeln!(
                self.out,
                "    \"bench.cond_br\"({})[^bb{t1}, ^bb{t2}] <{{operandSegmentSizes = array<i32: 1, {}, {}>}}> : ({}) -> ()",
                all.join(", "),
                ops1.len(),
                ops2.len(),
                tys(&all_tys)
            );
        } else {
            // A switch over argument-less successors.
            let flag = self.scope.pick(&mut self.rng, Ty::I32).to_string();
            let mut targets = vec![b + 1];
            for _ in 0..self.rng.range(1, 3) {
                targets.push(self.rng.range(1, num_blocks - 1));
            }
            // Only blocks without arguments can be targets of a switch here.
            for t in targets.iter_mut() {
                if !block_args[*t].is_empty() {
                    *t = usize::MAX;
                }
            }
            targets.retain(|&t| t != usize::MAX);
            if targets.is_empty() {
                let t = b + 1;
                let ops = self.branch_operands(&block_args[t]);
                let _ = writeln!(
                    self.out,
                    "    \"bench.br\"({})[^bb{t}] : ({}) -> ()",
                    ops.join(", "),
                    tys(&block_args[t])
                );
            } else {
                let cases: Vec<String> = (1..targets.len()).map(|c| (c * 10).to_string()).collect();
                let succ: Vec<String> = targets.iter().map(|t| format!("^bb{t}")).collect();
                let cases = if cases.is_empty() {
                    "array<i32>".to_string()
                } else {
                    format!("array<i32: {}>", cases.join(", "))
                };
                let _ = writeln!(
                    self.out,
                    "    \"bench.switch\"({flag})[{}] <{{case_values = {cases}}}> : (i32) -> ()",
                    succ.join(", "),
                );
            }
        }
        self.ops += 1;
    }
}

/// Writes a module of about `ops` ops to `w`.
pub fn generate(ops: usize, seed: u64, w: &mut impl Write) -> io::Result<GenStats> {
    let mut stats = GenStats::default();
    let mut chunk = String::with_capacity(1 << 20);
    chunk.push_str(&header(ops, seed));
    chunk.push_str("\"builtin.module\"() ({\n");
    let mut g = Gen {
        rng: Rng(seed),
        out: &mut chunk,
        scope: Scope::new(),
        next_value: 0,
        ops: 1,
        blocks: 1,
        functions: 0,
    };
    for i in 0..16 {
        let ty = *g.rng.pick(&[Ty::I32, Ty::I64, Ty::F64]);
        let _ = writeln!(
            g.out,
            "  \"bench.global\"() <{{sym_name = \"g{i}\", type = {}, linkage = #bench.linkage<internal>, alignment = 8 : i64}}> : () -> ()",
            ty.text()
        );
        g.ops += 1;
    }
    let (mut ops_done, mut bytes_done) = (0usize, 0usize);
    let mut index = 0;
    let mut state = g.rng.0;
    loop {
        let remaining = ops.saturating_sub(ops_done + g.ops);
        if remaining < 20 {
            break;
        }
        let size = g.rng.range(40, 1200).min(remaining);
        g.functions = index + 1;
        g.function(index, size);
        index += 1;
        if g.out.len() > (1 << 20) {
            // Flush in chunks; keep the generator state.
            state = g.rng.0;
            let (n_ops, n_blocks, n_funcs) = (g.ops, g.blocks, g.functions);
            drop(g);
            w.write_all(chunk.as_bytes())?;
            bytes_done += chunk.len();
            chunk.clear();
            ops_done += n_ops;
            stats.blocks += n_blocks;
            g = Gen {
                rng: Rng(state),
                out: &mut chunk,
                scope: Scope::new(),
                next_value: 0,
                ops: 0,
                blocks: 0,
                functions: n_funcs,
            };
        }
    }
    let _ = state;
    g.out.push_str("}) : () -> ()\n");
    stats.ops = ops_done + g.ops;
    stats.blocks += g.blocks;
    stats.functions = index;
    drop(g);
    w.write_all(chunk.as_bytes())?;
    stats.bytes = bytes_done + chunk.len();
    Ok(stats)
}
