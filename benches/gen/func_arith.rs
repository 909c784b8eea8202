//! Deterministic generator of a module in the `func`, `arith` and `cf`
//! dialects, in custom form: functions of a chosen size range whose bodies are
//! integer and float arithmetic, comparisons, selects, casts, constants and
//! calls of earlier functions, in a CFG of `cf.br` / `cf.cond_br` blocks with
//! block arguments. The size range makes three shapes of one generator: many
//! small functions, functions of a few hundred ops, and a few huge ones.
//!
//! Dominance holds by construction, as in the parent module: a block uses the
//! entry block's values, its own arguments and its own earlier values; the
//! entry block is never a branch target.

use std::fmt::Write as _;
use std::io::{self, Write};

use super::{GenStats, Rng, float_lit};

/// Bumped whenever the output changes, so cached files are regenerated.
pub const GENERATOR_VERSION: u32 = 2;

/// How large the functions are, in ops.
#[derive(Clone, Copy, Debug)]
pub struct FunctionSizes {
    /// Fewest ops of a function.
    pub min: usize,
    /// Most ops of a function.
    pub max: usize,
}

/// First line of a generated file; identifies its parameters.
pub fn header(ops: usize, seed: u64, sizes: FunctionSizes) -> String {
    format!(
        "// dialectic bench module (func/arith/cf): ops={ops} seed={seed:#x} functions={}..{} generator=v{GENERATOR_VERSION}\n",
        sizes.min, sizes.max
    )
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I32,
    I64,
    Index,
    F32,
}

const ALL_TYS: [Ty; 5] = [Ty::I1, Ty::I32, Ty::I64, Ty::Index, Ty::F32];
/// Every function has this signature, so that any earlier one can be called.
const SIGNATURE: &str = "(%arg0: i32, %arg1: i64, %arg2: f32) -> i32";

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F32 => "f32",
        }
    }
}

const INT_BINOPS: [&str; 8] = [
    "addi", "subi", "muli", "andi", "ori", "xori", "shli", "maxsi",
];
const FLOAT_BINOPS: [&str; 3] = ["addf", "subf", "mulf"];
const PREDICATES: [&str; 6] = ["eq", "ne", "slt", "sle", "sgt", "ult"];

struct Gen<'a> {
    rng: Rng,
    out: &'a mut String,
    /// Visible values per type (indexed by `Ty as usize`).
    pools: Vec<Vec<String>>,
    next_value: usize,
    ops: usize,
    blocks: usize,
}

impl Gen<'_> {
    fn fresh(&mut self, ty: Ty) -> String {
        let name = format!("%{}", self.next_value);
        self.next_value += 1;
        self.pools[ty as usize].push(name.clone());
        name
    }

    /// A visible value of type `ty`, mostly a recent one.
    fn pick(&mut self, ty: Ty) -> String {
        let pool = &self.pools[ty as usize];
        let n = pool.len();
        let idx = if n > 6 && self.rng.chance(80) {
            n - 1 - self.rng.below(6)
        } else {
            self.rng.below(n)
        };
        pool[idx].clone()
    }

    fn constant(&mut self, ty: Ty) {
        let value = match ty {
            Ty::I1 => ["true", "false"][self.rng.below(2)].to_string(),
            Ty::I32 | Ty::I64 | Ty::Index => {
                format!("{} : {}", self.rng.below(64) as i64 - 8, ty.text())
            }
            Ty::F32 => format!(
                "{} : f32",
                float_lit((self.rng.below(512) as f64 - 128.0) / 4.0)
            ),
        };
        let r = self.fresh(ty);
        let _ = writeln!(self.out, "    {r} = arith.constant {value}");
        self.ops += 1;
    }

    fn random_op(&mut self, function: usize) {
        let roll = self.rng.below(100);
        match roll {
            0..=39 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::Index]);
                let name = *self.rng.pick(&INT_BINOPS);
                let (a, b) = (self.pick(ty), self.pick(ty));
                let r = self.fresh(ty);
                let _ = writeln!(self.out, "    {r} = arith.{name} {a}, {b} : {}", ty.text());
            }
            40..=51 => {
                let name = *self.rng.pick(&FLOAT_BINOPS);
                let (a, b) = (self.pick(Ty::F32), self.pick(Ty::F32));
                let r = self.fresh(Ty::F32);
                let flags = if self.rng.chance(30) {
                    " fastmath<fast>"
                } else {
                    ""
                };
                let _ = writeln!(self.out, "    {r} = arith.{name} {a}, {b}{flags} : f32");
            }
            52..=63 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::Index]);
                let pred = *self.rng.pick(&PREDICATES);
                let (a, b) = (self.pick(ty), self.pick(ty));
                let r = self.fresh(Ty::I1);
                let _ = writeln!(
                    self.out,
                    "    {r} = arith.cmpi {pred}, {a}, {b} : {}",
                    ty.text()
                );
            }
            64..=71 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F32]);
                let c = self.pick(Ty::I1);
                let (a, b) = (self.pick(ty), self.pick(ty));
                let r = self.fresh(ty);
                let _ = writeln!(
                    self.out,
                    "    {r} = arith.select {c}, {a}, {b} : {}",
                    ty.text()
                );
            }
            72..=83 => {
                let (op, from, to) = *self.rng.pick(&[
                    ("extsi", Ty::I32, Ty::I64),
                    ("trunci", Ty::I64, Ty::I32),
                    ("index_cast", Ty::I32, Ty::Index),
                    ("index_cast", Ty::Index, Ty::I64),
                    ("sitofp", Ty::I32, Ty::F32),
                    ("fptosi", Ty::F32, Ty::I32),
                ]);
                let a = self.pick(from);
                let r = self.fresh(to);
                let _ = writeln!(
                    self.out,
                    "    {r} = arith.{op} {a} : {} to {}",
                    from.text(),
                    to.text()
                );
            }
            84..=95 => {
                let ty = *self.rng.pick(&ALL_TYS);
                self.constant(ty);
                return;
            }
            _ if function > 0 => {
                let callee = self.rng.below(function);
                self.call(callee);
                return;
            }
            _ => {
                let (a, b) = (self.pick(Ty::I32), self.pick(Ty::I32));
                let r = self.fresh(Ty::I32);
                let _ = writeln!(self.out, "    {r} = arith.addi {a}, {b} : i32");
            }
        }
        self.ops += 1;
    }

    /// A call of `@f{callee}`.
    fn call(&mut self, callee: usize) {
        let (a, b, c) = (self.pick(Ty::I32), self.pick(Ty::I64), self.pick(Ty::F32));
        let r = self.fresh(Ty::I32);
        let _ = writeln!(
            self.out,
            "    {r} = func.call @f{callee}({a}, {b}, {c}) : (i32, i64, f32) -> i32"
        );
        self.ops += 1;
    }

    /// `^bbN(%a : t, ...)` operands of a branch to a block with `args`.
    fn successor(&mut self, target: usize, args: &[Ty]) -> String {
        if args.is_empty() {
            return format!("^bb{target}");
        }
        let values: Vec<String> = args.iter().map(|&t| self.pick(t)).collect();
        let tys: Vec<&str> = args.iter().map(|t| t.text()).collect();
        format!("^bb{target}({} : {})", values.join(", "), tys.join(", "))
    }

    fn function(&mut self, index: usize, num_ops: usize) {
        self.next_value = 0;
        self.pools = vec![Vec::new(); ALL_TYS.len()];
        for (name, ty) in [("%arg0", Ty::I32), ("%arg1", Ty::I64), ("%arg2", Ty::F32)] {
            self.pools[ty as usize].push(name.to_string());
        }
        let visibility = if index.is_multiple_of(4) {
            ""
        } else {
            "private "
        };
        let _ = writeln!(self.out, "  func.func {visibility}@f{index}{SIGNATURE} {{");
        self.ops += 1;
        self.blocks += 1;
        for ty in ALL_TYS {
            self.constant(ty);
        }
        let mut budget = num_ops.saturating_sub(ALL_TYS.len() + 2);
        let num_blocks = (budget / 20).clamp(1, 256);
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
        let entry: Vec<usize> = self.pools.iter().map(Vec::len).collect();
        let per_block = budget / num_blocks;
        for (b, args) in block_args.iter().enumerate() {
            if b > 0 {
                for (pool, &len) in self.pools.iter_mut().zip(&entry) {
                    pool.truncate(len);
                }
                let parts: Vec<String> = args
                    .iter()
                    .map(|&t| format!("{}: {}", self.fresh(t), t.text()))
                    .collect();
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
            if b > 0 {
                // A block that a branch may loop back to starts with a call
                // (of an earlier function, or of this one for the first):
                // a loop with nothing in it would make `--canonicalize`
                // forward its branches around the cycle forever, in
                // mlir-opt-19 as well.
                let callee = if index > 0 { self.rng.below(index) } else { 0 };
                self.call(callee);
                n = n.saturating_sub(1);
                budget = budget.saturating_sub(1);
            }
            for _ in 0..n {
                self.random_op(index);
            }
            budget -= n;
            if b + 1 == num_blocks {
                let v = self.pick(Ty::I32);
                let _ = writeln!(self.out, "    return {v} : i32");
            } else if self.rng.chance(50) {
                let next = self.successor(b + 1, &block_args[b + 1]);
                let _ = writeln!(self.out, "    cf.br {next}");
            } else {
                let other = self.rng.range(1, num_blocks - 1);
                let c = self.pick(Ty::I1);
                let t = self.successor(b + 1, &block_args[b + 1]);
                let f = self.successor(other, &block_args[other]);
                let _ = writeln!(self.out, "    cf.cond_br {c}, {t}, {f}");
            }
            self.ops += 1;
        }
        let _ = writeln!(self.out, "  }}");
    }
}

/// Writes a module of about `ops` ops to `w`.
pub fn generate(
    ops: usize,
    seed: u64,
    sizes: FunctionSizes,
    w: &mut impl Write,
) -> io::Result<GenStats> {
    let mut out = String::with_capacity(1 << 20);
    out.push_str(&header(ops, seed, sizes));
    out.push_str("module {\n");
    let mut g = Gen {
        rng: Rng(seed),
        out: &mut out,
        pools: Vec::new(),
        next_value: 0,
        ops: 1,
        blocks: 1,
    };
    let mut stats = GenStats::default();
    let mut index = 0;
    loop {
        let remaining = ops.saturating_sub(g.ops);
        if remaining < sizes.min.max(ALL_TYS.len() + 3) {
            break;
        }
        let size = g.rng.range(sizes.min, sizes.max).min(remaining);
        g.function(index, size);
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
