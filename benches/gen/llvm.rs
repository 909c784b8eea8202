//! Deterministic generator of a large module in MLIR's `llvm` dialect, in
//! custom form, for the benchmark: what a C compiler hands to MLIR, at scale.
//!
//! The mix follows clang's output at -O0/-O2: functions of 40-1200 ops in
//! multi-block CFGs with block arguments, allocas in the entry block, loads and
//! stores (alignment, TBAA tags, some volatile), `getelementptr` with dynamic
//! and constant indices, integer arithmetic with overflow flags, comparisons,
//! casts, selects, float arithmetic with fast-math flags, `insertvalue` /
//! `extractvalue` on a struct, calls of earlier functions and of external
//! declarations (one variadic), a few intrinsics, `br`/`cond_br`/`switch`
//! terminators whose back edges carry loop annotations. TBAA type descriptors,
//! tags and loop annotations are module-level attribute aliases; globals are
//! scalars, zero-initialised arrays and strings.
//!
//! Dominance holds by construction, as in the parent module: a block uses
//! values of the entry block (which dominates every block), its own arguments
//! and its own earlier values; the entry block is never a branch target.
//!
//! The text (after its first line) is exactly what `mlir-opt-19` prints for
//! it, its custom printer's spacing, block comments and alias numbering
//! included; about 64 bytes per op.

use std::fmt::Write as _;
use std::io::{self, Write};

use super::{GenStats, Rng, float_lit};

/// Bumped whenever the output changes, so cached files are regenerated.
pub const GENERATOR_VERSION: u32 = 2;

/// First line of a generated file; identifies its parameters.
pub fn header(ops: usize, seed: u64) -> String {
    format!(
        "// dialectic bench module (llvm dialect): ops={ops} seed={seed:#x} generator=v{GENERATOR_VERSION}\n"
    )
}

/// Value types of the generated code.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I8,
    I32,
    I64,
    F64,
    Ptr,
    /// `!llvm.struct<(i32, f64)>`
    Pair,
}

const ALL_TYS: [Ty; 7] = [Ty::I1, Ty::I8, Ty::I32, Ty::I64, Ty::F64, Ty::Ptr, Ty::Pair];
const PAIR: &str = "!llvm.struct<(i32, f64)>";

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I8 => "i8",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::F64 => "f64",
            Ty::Ptr => "!llvm.ptr",
            Ty::Pair => PAIR,
        }
    }
    fn align(self) -> usize {
        match self {
            Ty::I1 | Ty::I8 => 1,
            Ty::I32 => 4,
            _ => 8,
        }
    }
    /// The TBAA tag alias for loads and stores of this type, if any.
    fn tbaa(self) -> Option<&'static str> {
        match self {
            Ty::I8 => Some("#tbaa_tag"),
            Ty::I32 => Some("#tbaa_tag1"),
            Ty::I64 => Some("#tbaa_tag2"),
            Ty::F64 => Some("#tbaa_tag3"),
            Ty::Ptr => Some("#tbaa_tag4"),
            _ => None,
        }
    }
}

/// Module-level aliases, in the order mlir-opt-19 prints them (by kind, each
/// kind's aliases in first-use order, an alias after those it refers to).
const ALIASES: &str = "\
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_vectorize = #llvm.loop_vectorize<disable = true>
#tbaa_root = #llvm.tbaa_root<id = \"Simple C/C++ TBAA\">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true>
#loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize, mustProgress = true>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = \"omnipotent char\", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = \"int\", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = \"long\", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = \"double\", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = \"any pointer\", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc4, access_type = #tbaa_type_desc4, offset = 0>
";

/// External functions every module declares: name, parameter types, result.
const EXTERNALS: [(&str, &[Ty], Option<Ty>); 4] = [
    ("malloc", &[Ty::I64], Some(Ty::Ptr)),
    ("free", &[Ty::Ptr], None),
    ("strlen", &[Ty::Ptr], Some(Ty::I64)),
    ("abs", &[Ty::I32], Some(Ty::I32)),
];

/// Signatures of generated functions.
const SIGNATURES: [(&[Ty], Option<Ty>); 6] = [
    (&[Ty::Ptr, Ty::I64, Ty::I32], Some(Ty::I32)),
    (&[Ty::Ptr, Ty::Ptr], Some(Ty::I64)),
    (&[Ty::I32, Ty::I32], Some(Ty::I32)),
    (&[Ty::F64, Ty::Ptr], Some(Ty::F64)),
    (&[Ty::Ptr, Ty::I32], None),
    (&[Ty::I64], Some(Ty::Ptr)),
];

const NUM_GLOBALS: usize = 12;
const NUM_STRINGS: usize = 8;

const INT_BINOPS: [&str; 11] = [
    "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "sdiv", "urem",
];
const FLOAT_BINOPS: [&str; 4] = ["fadd", "fsub", "fmul", "fdiv"];
const ICMP: [&str; 8] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ugt"];
const FCMP: [&str; 4] = ["olt", "ogt", "oeq", "une"];
const FASTMATH: [&str; 3] = ["fast", "contract", "nnan, ninf"];

/// Values visible at the current point, per type (see the parent module).
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
        self.pools[ty as usize].push(name);
    }
    /// A visible value of type `ty`, mostly a recent one.
    fn pick(&self, rng: &mut Rng, ty: Ty) -> String {
        let pool = &self.pools[ty as usize];
        debug_assert!(!pool.is_empty(), "no value of type {ty:?}");
        let n = pool.len();
        let idx = if n > 8 && rng.chance(75) {
            n - 1 - rng.below(8)
        } else {
            rng.below(n)
        };
        pool[idx].clone()
    }
}

struct Gen<'a> {
    rng: Rng,
    out: &'a mut String,
    scope: Scope,
    next_value: usize,
    ops: usize,
    blocks: usize,
    /// Signature index of every function generated so far.
    functions: Vec<usize>,
    /// Back edges written so far (they alternate between the two loop
    /// annotations).
    back_edges: usize,
}

impl Gen<'_> {
    fn fresh(&mut self, ty: Ty) -> String {
        let name = format!("%{}", self.next_value);
        self.next_value += 1;
        self.scope.push(ty, name.clone());
        name
    }

    /// Starts an op line defining a value of type `ty`: `    %N = `.
    fn def(&mut self, ty: Ty) -> String {
        let name = self.fresh(ty);
        let _ = write!(self.out, "    {name} = ");
        self.ops += 1;
        name
    }

    fn pick(&mut self, ty: Ty) -> String {
        self.scope.pick(&mut self.rng, ty)
    }

    fn constant(&mut self, ty: Ty) {
        let value = match ty {
            Ty::I1 => (if self.rng.chance(50) { "true" } else { "false" }).to_string(),
            Ty::I8 => format!("{} : i8", self.rng.below(256) as i64 - 128),
            Ty::I32 | Ty::I64 => {
                format!("{} : {}", self.rng.below(2000) as i64 - 200, ty.text())
            }
            Ty::F64 => format!(
                "{} : f64",
                float_lit((self.rng.below(4000) as f64 - 1000.0) / 8.0)
            ),
            Ty::Ptr => {
                let g = self.rng.below(NUM_GLOBALS + NUM_STRINGS);
                let name = if g < NUM_GLOBALS {
                    format!("g{g}")
                } else {
                    format!("str{}", g - NUM_GLOBALS)
                };
                self.def(Ty::Ptr);
                let _ = writeln!(self.out, "llvm.mlir.addressof @{name} : !llvm.ptr");
                return;
            }
            Ty::Pair => {
                self.def(Ty::Pair);
                let _ = writeln!(self.out, "llvm.mlir.undef : {PAIR}");
                return;
            }
        };
        self.def(ty);
        let _ = writeln!(self.out, "llvm.mlir.constant({value}) : {}", ty.text());
    }

    fn load(&mut self) {
        let ty = *self
            .rng
            .pick(&[Ty::I32, Ty::I32, Ty::I64, Ty::F64, Ty::Ptr, Ty::I8]);
        let p = self.pick(Ty::Ptr);
        let volatile = if self.rng.chance(3) { "volatile " } else { "" };
        let attrs = self.mem_attrs(ty);
        self.def(ty);
        let _ = writeln!(
            self.out,
            "llvm.load {volatile}{p} {attrs} : !llvm.ptr -> {}",
            ty.text()
        );
    }

    fn store(&mut self) {
        let ty = *self
            .rng
            .pick(&[Ty::I32, Ty::I32, Ty::I64, Ty::F64, Ty::Ptr]);
        let v = self.pick(ty);
        let p = self.pick(Ty::Ptr);
        let attrs = self.mem_attrs(ty);
        let _ = writeln!(
            self.out,
            "    llvm.store {v}, {p} {attrs} : {}, !llvm.ptr",
            ty.text()
        );
        self.ops += 1;
    }

    /// `{alignment = N : i64[, tbaa = [#tag]]}`, with TBAA on most accesses.
    fn mem_attrs(&mut self, ty: Ty) -> String {
        match ty.tbaa() {
            Some(tag) if self.rng.chance(70) => {
                format!("{{alignment = {} : i64, tbaa = [{tag}]}}", ty.align())
            }
            _ => format!("{{alignment = {} : i64}}", ty.align()),
        }
    }

    fn gep(&mut self) {
        let p = self.pick(Ty::Ptr);
        if self.rng.chance(60) {
            let i = self.pick(Ty::I64);
            let elem = *self.rng.pick(&["i32", "i64", "f64", "i8"]);
            self.def(Ty::Ptr);
            let _ = writeln!(
                self.out,
                "llvm.getelementptr inbounds {p}[{i}] : (!llvm.ptr, i64) -> !llvm.ptr, {elem}"
            );
        } else {
            let field = self.rng.below(2);
            self.def(Ty::Ptr);
            let _ = writeln!(
                self.out,
                "llvm.getelementptr inbounds {p}[0, {field}] : (!llvm.ptr) -> !llvm.ptr, {PAIR}"
            );
        }
    }

    fn int_binop(&mut self) {
        let ty = *self.rng.pick(&[Ty::I32, Ty::I32, Ty::I64]);
        let name = *self.rng.pick(&INT_BINOPS);
        let (a, b) = (self.pick(ty), self.pick(ty));
        // add/sub/mul/shl carry overflow flags; mlir-opt-19 prints two spaces
        // before the type of the other integer ops.
        let flags = match name {
            "add" | "sub" | "mul" | "shl" => match self.rng.below(4) {
                0 => " overflow<nsw>",
                1 => " overflow<nsw, nuw>",
                _ => "",
            },
            _ => " ",
        };
        self.def(ty);
        let _ = writeln!(self.out, "llvm.{name} {a}, {b}{flags} : {}", ty.text());
    }

    fn float_binop(&mut self) {
        let name = *self.rng.pick(&FLOAT_BINOPS);
        let (a, b) = (self.pick(Ty::F64), self.pick(Ty::F64));
        let fmf = if self.rng.chance(30) {
            format!(
                " {{fastmathFlags = #llvm.fastmath<{}>}}",
                self.rng.pick(&FASTMATH)
            )
        } else {
            String::new()
        };
        self.def(Ty::F64);
        let _ = writeln!(self.out, "llvm.{name} {a}, {b} {fmf} : f64");
    }

    fn compare(&mut self) {
        if self.rng.chance(85) {
            let ty = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::Ptr]);
            let pred = *self.rng.pick(&ICMP);
            let (a, b) = (self.pick(ty), self.pick(ty));
            self.def(Ty::I1);
            let _ = writeln!(self.out, "llvm.icmp \"{pred}\" {a}, {b} : {}", ty.text());
        } else {
            let pred = *self.rng.pick(&FCMP);
            let (a, b) = (self.pick(Ty::F64), self.pick(Ty::F64));
            self.def(Ty::I1);
            let _ = writeln!(self.out, "llvm.fcmp \"{pred}\" {a}, {b} : f64");
        }
    }

    fn cast(&mut self) {
        let (name, from, to) = *self.rng.pick(&[
            ("sext", Ty::I32, Ty::I64),
            ("sext", Ty::I32, Ty::I64),
            ("zext", Ty::I32, Ty::I64),
            ("zext", Ty::I1, Ty::I32),
            ("zext", Ty::I8, Ty::I32),
            ("trunc", Ty::I64, Ty::I32),
            ("trunc", Ty::I32, Ty::I8),
            ("sitofp", Ty::I32, Ty::F64),
            ("fptosi", Ty::F64, Ty::I64),
            ("ptrtoint", Ty::Ptr, Ty::I64),
        ]);
        let v = self.pick(from);
        self.def(to);
        let _ = writeln!(
            self.out,
            "llvm.{name} {v} : {} to {}",
            from.text(),
            to.text()
        );
    }

    fn select(&mut self) {
        let ty = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F64, Ty::Ptr]);
        let c = self.pick(Ty::I1);
        let (a, b) = (self.pick(ty), self.pick(ty));
        self.def(ty);
        let _ = writeln!(self.out, "llvm.select {c}, {a}, {b} : i1, {}", ty.text());
    }

    fn aggregate(&mut self) {
        let agg = self.pick(Ty::Pair);
        if self.rng.chance(50) {
            let (ty, index) = if self.rng.chance(50) {
                (Ty::I32, 0)
            } else {
                (Ty::F64, 1)
            };
            let v = self.pick(ty);
            self.def(Ty::Pair);
            // mlir-opt-19 prints a space after the type of insertvalue and
            // extractvalue.
            let _ = writeln!(self.out, "llvm.insertvalue {v}, {agg}[{index}] : {PAIR} ");
        } else {
            let (ty, index) = if self.rng.chance(50) {
                (Ty::I32, 0)
            } else {
                (Ty::F64, 1)
            };
            self.def(ty);
            let _ = writeln!(self.out, "llvm.extractvalue {agg}[{index}] : {PAIR} ");
        }
    }

    fn intrinsic(&mut self) {
        match self.rng.below(3) {
            0 => {
                let name = *self.rng.pick(&["smax", "smin", "umin"]);
                let (a, b) = (self.pick(Ty::I32), self.pick(Ty::I32));
                self.def(Ty::I32);
                let _ = writeln!(self.out, "llvm.intr.{name}({a}, {b})  : (i32, i32) -> i32");
            }
            1 => {
                let (a, b, c) = (self.pick(Ty::F64), self.pick(Ty::F64), self.pick(Ty::F64));
                self.def(Ty::F64);
                let _ = writeln!(
                    self.out,
                    "llvm.intr.fmuladd({a}, {b}, {c})  : (f64, f64, f64) -> f64"
                );
            }
            _ => {
                let (d, s, n) = (self.pick(Ty::Ptr), self.pick(Ty::Ptr), self.pick(Ty::I64));
                let _ = writeln!(
                    self.out,
                    "    \"llvm.intr.memcpy\"({d}, {s}, {n}) <{{isVolatile = false}}> : (!llvm.ptr, !llvm.ptr, i64) -> ()"
                );
                self.ops += 1;
            }
        }
    }

    fn call(&mut self) {
        let roll = self.rng.below(100);
        if roll < 12 {
            // printf through the variadic declaration.
            let fmt = format!("str{}", self.rng.below(NUM_STRINGS));
            let v = self.pick(Ty::I32);
            let f = self.fresh(Ty::Ptr);
            let _ = writeln!(self.out, "    {f} = llvm.mlir.addressof @{fmt} : !llvm.ptr");
            self.ops += 1;
            self.def(Ty::I32);
            let _ = writeln!(
                self.out,
                "llvm.call @printf({f}, {v}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32"
            );
            return;
        }
        let (name, params, result): (String, &[Ty], Option<Ty>) =
            if roll < 35 || self.functions.is_empty() {
                let (n, p, r) = *self.rng.pick(&EXTERNALS);
                (n.to_string(), p, r)
            } else {
                // Mostly one of the last 64 functions, as in a real module.
                let n = self.functions.len();
                let f = n - 1 - self.rng.below(n.min(64));
                let (p, r) = SIGNATURES[self.functions[f]];
                (format!("f{f}"), p, r)
            };
        let args: Vec<String> = params.iter().map(|&t| self.pick(t)).collect();
        let sig = params
            .iter()
            .map(|t| t.text())
            .collect::<Vec<_>>()
            .join(", ");
        match result {
            Some(r) => {
                self.def(r);
                let _ = writeln!(
                    self.out,
                    "llvm.call @{name}({}) : ({sig}) -> {}",
                    args.join(", "),
                    r.text()
                );
            }
            None => {
                let _ = writeln!(
                    self.out,
                    "    llvm.call @{name}({}) : ({sig}) -> ()",
                    args.join(", ")
                );
                self.ops += 1;
            }
        }
    }

    /// One non-terminator op of a random kind.
    fn random_op(&mut self) {
        match self.rng.below(100) {
            0..=17 => self.load(),
            18..=27 => self.store(),
            28..=37 => self.gep(),
            38..=47 => {
                let ty = *self
                    .rng
                    .pick(&[Ty::I32, Ty::I32, Ty::I64, Ty::F64, Ty::I1, Ty::Ptr]);
                self.constant(ty)
            }
            48..=61 => self.int_binop(),
            62..=67 => self.compare(),
            68..=74 => self.cast(),
            75..=79 => self.call(),
            80..=83 => self.float_binop(),
            84..=87 => self.select(),
            88..=93 => self.aggregate(),
            _ => self.intrinsic(),
        }
    }

    fn function(&mut self, index: usize, num_ops: usize) {
        let start_ops = self.ops;
        self.next_value = 0;
        self.scope = Scope::new();
        let sig = self.rng.below(SIGNATURES.len());
        let (params, result) = SIGNATURES[sig];
        let args: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, t)| {
                self.scope.push(*t, format!("%arg{i}"));
                format!("%arg{i}: {}", t.text())
            })
            .collect();
        let ret = result
            .map(|r| format!(" -> {}", r.text()))
            .unwrap_or_default();
        let attrs = match self.rng.below(4) {
            0 => "",
            1 => " attributes {passthrough = [\"nounwind\", [\"uwtable\", \"2\"]]}",
            2 => " attributes {dso_local, passthrough = [\"noinline\", \"nounwind\"]}",
            _ => " attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>}",
        };
        let linkage = if self.rng.chance(40) { "internal " } else { "" };
        let _ = writeln!(
            self.out,
            "  llvm.func {linkage}@f{index}({}){ret}{attrs} {{",
            args.join(", ")
        );
        self.ops += 1;
        // The entry block: a value of every type, and a few allocas.
        for ty in ALL_TYS {
            self.constant(ty);
        }
        let one = self.pick(Ty::I32);
        for _ in 0..self.rng.range(1, 4) {
            let ty = *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F64, Ty::Ptr]);
            self.def(Ty::Ptr);
            let _ = writeln!(
                self.out,
                "llvm.alloca {one} x {} {{alignment = {} : i64}} : (i32) -> !llvm.ptr",
                ty.text(),
                ty.align()
            );
        }
        if index == 0 {
            // mlir-opt numbers attribute aliases in first-use order: the first
            // function uses the TBAA tags in the order of ALIASES, so that the
            // module is printed back as written.
            let p = self.pick(Ty::Ptr);
            for ty in [Ty::I8, Ty::I32, Ty::I64, Ty::F64, Ty::Ptr] {
                let v = self.pick(ty);
                let tag = ty.tbaa().unwrap_or_default();
                let _ = writeln!(
                    self.out,
                    "    llvm.store {v}, {p} {{alignment = {} : i64, tbaa = [{tag}]}} : {}, !llvm.ptr",
                    ty.align(),
                    ty.text()
                );
                self.ops += 1;
            }
        }
        let mut budget = num_ops.saturating_sub(self.ops - start_ops);
        let num_blocks = (budget / 20).clamp(1, 96);
        let per_block = budget / num_blocks;
        let block_args: Vec<Vec<Ty>> = (0..num_blocks)
            .map(|b| {
                if b == 0 {
                    vec![]
                } else {
                    (0..self.rng.below(3))
                        .map(|_| *self.rng.pick(&[Ty::I32, Ty::I64, Ty::F64, Ty::Ptr]))
                        .collect()
                }
            })
            .collect();
        let preds = plan_terminators(&mut self.rng, &block_args);
        let entry_mark = self.scope.mark();
        self.blocks += 1;
        for b in 0..num_blocks {
            if b > 0 {
                self.scope.reset(&entry_mark);
                let params: Vec<String> = block_args[b]
                    .iter()
                    .map(|&t| format!("{}: {}", self.fresh(t), t.text()))
                    .collect();
                let list = if params.is_empty() {
                    String::new()
                } else {
                    format!("({})", params.join(", "))
                };
                let _ = writeln!(self.out, "  ^bb{b}{list}:  // {}", preds.comment(b));
                self.blocks += 1;
            }
            let n = if b + 1 == num_blocks {
                budget
            } else {
                per_block.min(budget)
            };
            let start = self.ops;
            while self.ops - start < n {
                self.random_op();
            }
            budget = budget.saturating_sub(self.ops - start);
            self.terminator(b, &preds, &block_args, result);
        }
        self.out.push_str("  }\n");
        self.functions.push(sig);
    }

    fn operands(&mut self, tys: &[Ty]) -> Vec<String> {
        tys.iter().map(|&t| self.pick(t)).collect()
    }

    /// `^bbN` or `^bbN(%a, %b : i32, f64)`.
    fn successor(&mut self, target: usize, block_args: &[Vec<Ty>]) -> String {
        let tys = &block_args[target];
        if tys.is_empty() {
            return format!("^bb{target}");
        }
        let ops = self.operands(tys);
        let types: Vec<&str> = tys.iter().map(|t| t.text()).collect();
        format!("^bb{target}({} : {})", ops.join(", "), types.join(", "))
    }

    /// ` {loop_annotation = ...}` on a back edge from block `from` to `to`
    /// (alternating between the two annotations), nothing on a forward edge.
    fn loop_annotation(&mut self, from: usize, to: usize) -> String {
        if to > from {
            return String::new();
        }
        self.back_edges += 1;
        let suffix = if self.back_edges % 2 == 1 { "" } else { "1" };
        format!(" {{loop_annotation = #loop_annotation{suffix}}}")
    }

    fn terminator(&mut self, b: usize, preds: &Preds, block_args: &[Vec<Ty>], result: Option<Ty>) {
        self.ops += 1;
        match &preds.terminators[b] {
            Term::Return => match result {
                Some(r) => {
                    let v = self.pick(r);
                    let _ = writeln!(self.out, "    llvm.return {v} : {}", r.text());
                }
                None => self.out.push_str("    llvm.return\n"),
            },
            &Term::Br(t) => {
                let s = self.successor(t, block_args);
                let a = self.loop_annotation(b, t);
                let _ = writeln!(self.out, "    llvm.br {s}{a}");
            }
            &Term::CondBr(t, f) => {
                let c = self.pick(Ty::I1);
                let st = self.successor(t, block_args);
                let sf = self.successor(f, block_args);
                let a = self.loop_annotation(b, f);
                let _ = writeln!(self.out, "    llvm.cond_br {c}, {st}, {sf}{a}");
            }
            Term::Switch(default, cases) => {
                let v = self.pick(Ty::I32);
                let d = self.successor(*default, block_args);
                let _ = writeln!(self.out, "    llvm.switch {v} : i32, {d} [");
                for (k, &(value, t)) in cases.iter().enumerate() {
                    let s = self.successor(t, block_args);
                    let sep = if k + 1 == cases.len() { "" } else { "," };
                    let _ = writeln!(self.out, "      {value}: {s}{sep}");
                }
                self.out.push_str("    ]\n");
            }
        }
    }
}

/// A block's terminator, decided before the blocks are written so that each
/// block header can carry mlir-opt's predecessor comment.
enum Term {
    Return,
    Br(usize),
    CondBr(usize, usize),
    Switch(usize, Vec<(i64, usize)>),
}

/// The terminators of a function's blocks and each block's predecessors.
struct Preds {
    terminators: Vec<Term>,
    /// Per block, its predecessors in order (with repeats), as mlir-opt lists
    /// them: by the predecessor's position, once per edge.
    of: Vec<Vec<usize>>,
}

impl Preds {
    /// `pred: ^bb0` / `2 preds: ^bb0, ^bb3` / `no predecessors`.
    fn comment(&self, b: usize) -> String {
        let p = &self.of[b];
        let list = p
            .iter()
            .map(|x| format!("^bb{x}"))
            .collect::<Vec<_>>()
            .join(", ");
        match p.len() {
            0 => "no predecessors".to_string(),
            1 => format!("pred: {list}"),
            n => format!("{n} preds: {list}"),
        }
    }
}

/// Chooses every block's terminator: the last block returns; others branch to
/// the next block, or conditionally to the next and any non-entry block
/// (forward, or backward for loops), or switch over a few blocks.
///
/// At most one block with arguments is named more than once by a switch: for
/// each repeated successor with arguments MLIR's translation inserts blocks
/// (`ensureDistinctSuccessors`) in the order of a hash map keyed by block
/// addresses, so with two such successors `mlir-translate-19` lays them out
/// differently from run to run. A case that would make a second one is left
/// out.
fn plan_terminators(rng: &mut Rng, block_args: &[Vec<Ty>]) -> Preds {
    let num_blocks = block_args.len();
    let mut terminators = Vec::with_capacity(num_blocks);
    let mut of: Vec<Vec<usize>> = vec![Vec::new(); num_blocks];
    for b in 0..num_blocks {
        let term = if b + 1 == num_blocks {
            Term::Return
        } else {
            let roll = rng.below(100);
            if roll < 50 {
                Term::Br(b + 1)
            } else if roll < 93 {
                Term::CondBr(b + 1, rng.range(1, num_blocks - 1))
            } else {
                let default = rng.range(1, num_blocks - 1);
                let mut cases = vec![(0, b + 1)];
                for c in 1..rng.range(2, 4) {
                    let target = rng.range(1, num_blocks - 1);
                    let named: Vec<usize> = std::iter::once(default)
                        .chain(cases.iter().map(|&(_, t)| t))
                        .collect();
                    let repeats = |block: usize| named.iter().filter(|&&n| n == block).count() > 1;
                    let second_repeat = !block_args[target].is_empty()
                        && named.contains(&target)
                        && named
                            .iter()
                            .any(|&n| n != target && !block_args[n].is_empty() && repeats(n));
                    if second_repeat {
                        continue;
                    }
                    cases.push((c as i64 * 10, target));
                }
                Term::Switch(default, cases)
            }
        };
        match &term {
            Term::Return => {}
            &Term::Br(t) => of[t].push(b),
            &Term::CondBr(t, f) => {
                of[t].push(b);
                of[f].push(b);
            }
            Term::Switch(d, cases) => {
                of[*d].push(b);
                for &(_, t) in cases {
                    of[t].push(b);
                }
            }
        }
        terminators.push(term);
    }
    Preds { terminators, of }
}

/// Writes a module of about `ops` ops to `w`.
pub fn generate(ops: usize, seed: u64, w: &mut impl Write) -> io::Result<GenStats> {
    let mut stats = GenStats::default();
    let mut chunk = String::with_capacity(1 << 20);
    chunk.push_str(&header(ops, seed));
    chunk.push_str(ALIASES);
    chunk.push_str(
        "module attributes {llvm.data_layout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\", llvm.target_triple = \"x86_64-unknown-linux-gnu\"} {\n",
    );
    let mut g = Gen {
        rng: Rng(seed),
        out: &mut chunk,
        scope: Scope::new(),
        next_value: 0,
        ops: 1,
        blocks: 1,
        functions: Vec::new(),
        back_edges: 0,
    };
    for i in 0..NUM_GLOBALS {
        match i % 4 {
            0 => {
                let _ = writeln!(
                    g.out,
                    "  llvm.mlir.global internal @g{i}({} : i64) {{addr_space = 0 : i32, alignment = 8 : i64, dso_local}} : i64",
                    g.rng.below(1000)
                );
            }
            1 => {
                let _ = writeln!(
                    g.out,
                    "  llvm.mlir.global internal constant @g{i}({} : f64) {{addr_space = 0 : i32, alignment = 8 : i64, dso_local}} : f64",
                    float_lit(g.rng.below(100) as f64 / 4.0)
                );
            }
            2 => {
                let _ = writeln!(
                    g.out,
                    "  llvm.mlir.global external @g{i}() {{addr_space = 0 : i32, alignment = 16 : i64}} : !llvm.array<64 x i32> {{\n    %0 = llvm.mlir.zero : !llvm.array<64 x i32>\n    llvm.return %0 : !llvm.array<64 x i32>\n  }}"
                );
                g.ops += 2;
            }
            _ => {
                let _ = writeln!(
                    g.out,
                    "  llvm.mlir.global internal @g{i}() {{addr_space = 0 : i32, alignment = 8 : i64, dso_local}} : {PAIR} {{\n    %0 = llvm.mlir.zero : {PAIR}\n    llvm.return %0 : {PAIR}\n  }}"
                );
                g.ops += 2;
            }
        }
        g.ops += 1;
    }
    for i in 0..NUM_STRINGS {
        let text = format!("value {i}: %d\\0A\\00");
        let _ = writeln!(
            g.out,
            "  llvm.mlir.global private unnamed_addr constant @str{i}(\"{text}\") {{addr_space = 0 : i32, alignment = 1 : i64, dso_local}}"
        );
        g.ops += 1;
    }
    let _ = writeln!(g.out, "  llvm.func @printf(!llvm.ptr, ...) -> i32");
    g.ops += 1;
    for (name, params, result) in EXTERNALS {
        let p = params
            .iter()
            .map(|t| t.text())
            .collect::<Vec<_>>()
            .join(", ");
        let r = result
            .map(|r| format!(" -> {}", r.text()))
            .unwrap_or_default();
        let _ = writeln!(
            g.out,
            "  llvm.func @{name}({p}){r} attributes {{passthrough = [\"nounwind\"]}}"
        );
        g.ops += 1;
    }
    let mut ops_done = 0usize;
    let mut bytes_done = 0usize;
    let mut index = 0;
    loop {
        let remaining = ops.saturating_sub(ops_done + g.ops);
        if remaining < 40 {
            break;
        }
        let size = g.rng.range(40, 1200).min(remaining);
        g.function(index, size);
        index += 1;
        if g.out.len() > (1 << 20) {
            // Flush in chunks; keep the generator state.
            let state = g.rng.0;
            let (n_ops, n_blocks) = (g.ops, g.blocks);
            let functions = std::mem::take(&mut g.functions);
            let back_edges = g.back_edges;
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
                functions,
                back_edges,
            };
        }
    }
    // mlir-opt ends its output with an empty line.
    g.out.push_str("}\n\n");
    stats.ops = ops_done + g.ops;
    stats.blocks += g.blocks;
    stats.functions = index;
    drop(g);
    w.write_all(chunk.as_bytes())?;
    stats.bytes = bytes_done + chunk.len();
    Ok(stats)
}
