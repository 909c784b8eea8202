//! Random differential testing of diagnostics: a seeded generator writes
//! functions of func, arith and cf ops, in the generic and the custom form,
//! that are mostly invalid (operand and result types that do not fit,
//! wrong counts, attributes of the wrong kind or missing, branches with the
//! wrong block arguments, uses before definitions, misplaced terminators,
//! calls to functions of another signature). `mlir-opt-19` and
//! `dialectic-opt` read them with `--split-input-file`, without and with
//! `--mlir-print-op-generic`: the printed IR, every diagnostic (with its
//! `see current operation` note, source line and caret) and the exit
//! status must be the same. `RANDOM_PROGRAMS=N` and `RANDOM_SEED=S` run
//! more or other programs.

use std::ffi::OsStr;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use dialectic_oracle::Tool;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const INT_TYPES: &[&str] = &["i1", "i8", "i32", "i64", "index", "vector<4xi32>", "si32"];
const FLOAT_TYPES: &[&str] = &["f16", "f32", "f64", "vector<4xf32>", "tensor<2xf64>"];
/// The types arith's integer ops take (signless integer-like).
const SIGNLESS_TYPES: &[&str] = &["i1", "i8", "i32", "i64", "index", "vector<4xi32>"];
const BINARY_INT: &[&str] = &[
    "addi", "subi", "muli", "divsi", "divui", "remsi", "andi", "ori", "xori", "shli", "maxsi",
    "minui",
];
const BINARY_FLOAT: &[&str] = &["addf", "subf", "mulf", "divf", "maximumf"];
/// Casts with a valid source and result type each.
const CASTS: &[(&str, &str, &str)] = &[
    ("extsi", "i8", "i32"),
    ("extui", "i32", "i64"),
    ("trunci", "i64", "i8"),
    ("sitofp", "i32", "f32"),
    ("fptosi", "f64", "i64"),
    ("index_cast", "index", "i64"),
    ("index_cast", "i32", "index"),
    ("bitcast", "i32", "f32"),
    ("extf", "f16", "f64"),
    ("truncf", "f64", "f32"),
];
const CMPI: &[&str] = &["eq", "ne", "slt", "ule", "sgt"];
const CMPF: &[&str] = &["oeq", "une", "olt", "true"];

/// One function under construction: the values in scope with their types.
struct Gen {
    r: Rng,
    /// How often (percent) a choice goes wrong in this program.
    err: usize,
    out: String,
    values: Vec<(String, String)>,
    next: usize,
    /// The signatures of the other functions of the module: name, inputs,
    /// results.
    callees: Vec<(String, Vec<String>, Vec<String>)>,
}

impl Gen {
    /// Whether this choice goes wrong.
    fn bad(&mut self) -> bool {
        self.r.chance(self.err)
    }

    fn any_type(&mut self) -> String {
        if self.r.chance(60) {
            self.r.pick(INT_TYPES).to_string()
        } else {
            self.r.pick(FLOAT_TYPES).to_string()
        }
    }

    /// A value of type `ty` in scope; when things go wrong an undefined one
    /// (a forward reference) or one of another type.
    fn value(&mut self, ty: &str) -> String {
        if self.err > 0 && self.r.chance(self.err / 3) {
            return format!("%undef{}", self.r.below(3));
        }
        let fitting: Vec<usize> = (0..self.values.len())
            .filter(|&i| self.values[i].1 == ty)
            .collect();
        if !fitting.is_empty() && !self.bad() {
            let i = fitting[self.r.below(fitting.len())];
            return self.values[i].0.clone();
        }
        let i = self.r.below(self.values.len());
        self.values[i].0.clone()
    }

    fn type_of(&self, value: &str) -> String {
        self.values
            .iter()
            .find(|(v, _)| v == value)
            .map_or("i32".into(), |(_, t)| t.clone())
    }

    fn fresh(&mut self, ty: &str) -> String {
        let name = format!("%v{}", self.next);
        self.next += 1;
        self.values.push((name.clone(), ty.to_string()));
        name
    }

    /// `ty`, or another type when things go wrong.
    fn maybe_wrong(&mut self, ty: &str) -> String {
        if self.bad() {
            self.any_type()
        } else {
            ty.to_string()
        }
    }

    fn binary(&mut self) {
        let int = self.r.chance(65);
        let (op, ty) = if int {
            (
                self.r.pick(BINARY_INT),
                self.r.pick(SIGNLESS_TYPES).to_string(),
            )
        } else {
            (
                self.r.pick(BINARY_FLOAT),
                self.r.pick(FLOAT_TYPES).to_string(),
            )
        };
        let ty = self.maybe_wrong(&ty);
        let a = self.value(&ty);
        let b = self.value(&ty);
        let (ta, tb) = (self.type_of(&a), self.type_of(&b));
        let result_ty = self.maybe_wrong(&ta);
        let result = self.fresh(&result_ty);
        let has_flags = matches!(
            op,
            "addi" | "subi" | "muli" | "shli" | "addf" | "subf" | "mulf" | "divf" | "maximumf"
        );
        if self.r.chance(50) {
            let flags = match (int, self.r.below(4), self.bad()) {
                (_, _, _) if !has_flags => "",
                (true, 0, false) => " overflow<nsw>",
                (true, 1, false) => " overflow<nsw, nuw>",
                (true, _, true) => " overflow<bogus>",
                (false, 0, false) => " fastmath<fast>",
                (false, 1, false) => " fastmath<nnan,ninf>",
                (false, _, true) => " fastmath<bogus>",
                _ => "",
            };
            let _ = writeln!(
                self.out,
                "  {result} = arith.{op} {a}, {b}{flags} : {result_ty}"
            );
        } else {
            let props = if !self.bad() {
                match (int && has_flags, !int && has_flags, self.r.below(3)) {
                    (true, _, 0) => "<{overflowFlags = #arith.overflow<nuw>}> ",
                    (_, true, 0) => "<{fastmath = #arith.fastmath<contract>}> ",
                    _ => "",
                }
            } else {
                match self.r.below(5) {
                    0 => "<{overflowFlags = 1 : i32}> ",
                    1 => "<{fastmath = #arith.fastmath<none>}> ",
                    2 => "<{bogus = 1 : i64}> ",
                    3 => "{overflowFlags = #arith.overflow<nuw>} ",
                    _ => "<{overflowFlags = #arith.fastmath<none>}> ",
                }
            };
            let _ = writeln!(
                self.out,
                "  {result} = \"arith.{op}\"({a}, {b}) {props}: ({ta}, {tb}) -> {result_ty}"
            );
        }
    }

    fn compare(&mut self) {
        let int = self.r.chance(60);
        let ty = if int {
            self.r.pick(SIGNLESS_TYPES)
        } else {
            self.r.pick(FLOAT_TYPES)
        };
        let ty = self.maybe_wrong(ty);
        let a = self.value(&ty);
        let b = self.value(&ty);
        let ta = self.type_of(&a);
        let i1_like = match ta.as_str() {
            "vector<4xi32>" | "vector<4xf32>" => "vector<4xi1>",
            "tensor<2xf64>" => "tensor<2xi1>",
            _ => "i1",
        };
        let result_ty = self.maybe_wrong(i1_like);
        let result = self.fresh(&result_ty);
        let (op, predicates) = if int { ("cmpi", CMPI) } else { ("cmpf", CMPF) };
        if self.r.chance(50) {
            let predicate = if self.bad() {
                "bogus"
            } else {
                self.r.pick(predicates)
            };
            let _ = writeln!(
                self.out,
                "  {result} = arith.{op} {predicate}, {a}, {b} : {ta}"
            );
        } else {
            let predicate = match (self.bad(), self.r.below(4)) {
                (true, 0) => "42 : i64",
                (true, 1) => "2 : i32",
                (true, _) => "\"slt\"",
                (false, _) => "2 : i64",
            };
            let tb = self.type_of(&b);
            let dict = if self.r.chance(50) {
                format!("<{{predicate = {predicate}}}>")
            } else {
                format!("{{predicate = {predicate}}}")
            };
            let _ = writeln!(
                self.out,
                "  {result} = \"arith.{op}\"({a}, {b}) {dict} : ({ta}, {tb}) -> {result_ty}"
            );
        }
    }

    fn cast(&mut self) {
        let (op, from, to) = CASTS[self.r.below(CASTS.len())];
        let from = self.maybe_wrong(from);
        let a = self.value(&from);
        let ta = self.type_of(&a);
        let to = self.maybe_wrong(to);
        let result = self.fresh(&to);
        if self.r.chance(60) {
            let _ = writeln!(self.out, "  {result} = arith.{op} {a} : {ta} to {to}");
        } else {
            let _ = writeln!(
                self.out,
                "  {result} = \"arith.{op}\"({a}) : ({ta}) -> {to}"
            );
        }
    }

    fn constant(&mut self) {
        let ty = if self.bad() {
            self.any_type()
        } else {
            self.r
                .pick(&[
                    "i1",
                    "i32",
                    "i64",
                    "index",
                    "f32",
                    "f64",
                    "vector<4xi32>",
                    "tensor<2xf64>",
                ])
                .to_string()
        };
        let value = match (ty.as_str(), self.bad(), self.r.below(2)) {
            (_, true, 0) => "\"text\"".to_string(),
            (_, true, _) => "unit".to_string(),
            ("i1", false, _) => "true".to_string(),
            ("f16" | "f32" | "f64", false, _) => "1.5".to_string(),
            ("vector<4xi32>", false, _) => "dense<3> : vector<4xi32>".to_string(),
            ("vector<4xf32>", false, _) => "dense<1.0> : vector<4xf32>".to_string(),
            ("tensor<2xf64>", false, _) => "dense<[1.0, 2.0]> : tensor<2xf64>".to_string(),
            _ => "7".to_string(),
        };
        let result_ty = self.maybe_wrong(&ty);
        let result = self.fresh(&result_ty);
        if self.r.chance(50) && !value.contains(':') {
            let _ = writeln!(
                self.out,
                "  {result} = arith.constant {value} : {result_ty}"
            );
        } else {
            let typed = if value.contains(':') || value == "unit" || value.starts_with('"') {
                value
            } else {
                format!("{value} : {ty}")
            };
            let _ = writeln!(
                self.out,
                "  {result} = \"arith.constant\"() <{{value = {typed}}}> : () -> {result_ty}"
            );
        }
    }

    fn select(&mut self) {
        let ty = self.any_type();
        let c = self.value("i1");
        let a = self.value(&ty);
        let b = self.value(&ty);
        let (tc, ta, tb) = (self.type_of(&c), self.type_of(&a), self.type_of(&b));
        let result = self.fresh(&ta);
        if self.r.chance(50) && tc == "i1" {
            let _ = writeln!(self.out, "  {result} = arith.select {c}, {a}, {b} : {ta}");
        } else {
            let _ = writeln!(
                self.out,
                "  {result} = \"arith.select\"({c}, {a}, {b}) : ({tc}, {ta}, {tb}) -> {ta}"
            );
        }
    }

    fn call(&mut self) {
        if self.callees.is_empty() || self.bad() {
            let _ = writeln!(self.out, "  func.call @nowhere() : () -> ()");
            return;
        }
        let (name, inputs, results) = self.callees[self.r.below(self.callees.len())].clone();
        let args: Vec<String> = inputs.iter().map(|t| self.value(t)).collect();
        let arg_types: Vec<String> = args.iter().map(|a| self.type_of(a)).collect();
        let results: Vec<String> = results.iter().map(|t| self.maybe_wrong(t)).collect();
        let lhs = match results.len() {
            0 => String::new(),
            1 => format!("{} = ", self.fresh(&results[0])),
            n => {
                let base = self.fresh("tuple");
                format!("{base}:{n} = ")
            }
        };
        let result_list = match results.len() {
            1 => results[0].clone(),
            _ => format!("({})", results.join(", ")),
        };
        let _ = writeln!(
            self.out,
            "  {lhs}func.call @{name}({}) : ({}) -> {result_list}",
            args.join(", "),
            arg_types.join(", ")
        );
    }

    /// `func.constant` of a callee and `func.call_indirect` of it.
    fn call_indirect(&mut self) {
        if self.callees.is_empty() {
            return self.binary();
        }
        let (name, inputs, results) = self.callees[self.r.below(self.callees.len())].clone();
        let name = if self.bad() {
            "nowhere".to_string()
        } else {
            name
        };
        let fn_type = format!("({}) -> ({})", inputs.join(", "), results.join(", "));
        let written = if self.bad() {
            format!("({}) -> ()", inputs.join(", "))
        } else {
            fn_type.clone()
        };
        let callee = self.fresh(&written);
        let _ = writeln!(self.out, "  {callee} = func.constant @{name} : {written}");
        let args: Vec<String> = inputs.iter().map(|t| self.value(t)).collect();
        let arg_types: Vec<String> = args.iter().map(|a| self.type_of(a)).collect();
        let results: Vec<String> = results.iter().map(|t| self.maybe_wrong(t)).collect();
        let lhs = match results.len() {
            0 => String::new(),
            1 => format!("{} = ", self.fresh(&results[0])),
            n => {
                let base = self.fresh("tuple");
                format!("{base}:{n} = ")
            }
        };
        let _ = writeln!(
            self.out,
            "  {lhs}\"func.call_indirect\"({callee}{}{}) : ({written}{}{}) -> ({})",
            if args.is_empty() { "" } else { ", " },
            args.join(", "),
            if arg_types.is_empty() { "" } else { ", " },
            arg_types.join(", "),
            results.join(", ")
        );
    }

    /// `builtin.unrealized_conversion_cast`, sometimes without results.
    fn conversion_cast(&mut self) {
        let ty = self.any_type();
        let a = self.value(&ty);
        let ta = self.type_of(&a);
        if self.bad() {
            let _ = writeln!(
                self.out,
                "  \"builtin.unrealized_conversion_cast\"({a}) : ({ta}) -> ()"
            );
        } else {
            let to = self.any_type();
            let result = self.fresh(&to);
            let _ = writeln!(
                self.out,
                "  {result} = builtin.unrealized_conversion_cast {a} : {ta} to {to}"
            );
        }
    }

    fn assert_op(&mut self) {
        let c = self.value("i1");
        let tc = self.type_of(&c);
        if self.r.chance(50) && tc == "i1" {
            let _ = writeln!(self.out, "  cf.assert {c}, \"message\"");
        } else {
            let msg = if self.bad() { "" } else { " <{msg = \"m\"}>" };
            let _ = writeln!(self.out, "  \"cf.assert\"({c}){msg} : ({tc}) -> ()");
        }
    }

    fn body_op(&mut self) {
        match self.r.below(23) {
            0..=6 => self.binary(),
            7..=9 => self.compare(),
            10..=12 => self.cast(),
            13..=14 => self.constant(),
            15 => self.select(),
            16..=17 => self.call(),
            18 => self.assert_op(),
            19 => self.call_indirect(),
            20 => self.conversion_cast(),
            _ if self.bad() => {
                // A terminator in the middle of a block.
                let _ = writeln!(self.out, "  func.return");
            }
            _ => self.binary(),
        }
    }

    /// The terminator of block `b` of `blocks`, whose arguments are
    /// `block_args`.
    fn terminator(&mut self, b: usize, block_args: &[Vec<String>], results: &[String]) {
        let blocks = block_args.len();
        let forwarded = |g: &mut Gen, target: usize| -> String {
            let mut types = block_args[target].clone();
            if g.bad() {
                types.push("i32".into());
            }
            if g.bad() {
                types.pop();
            }
            if types.is_empty() {
                return String::new();
            }
            let values: Vec<String> = types.iter().map(|t| g.value(t)).collect();
            let value_types: Vec<String> = values.iter().map(|v| g.type_of(v)).collect();
            format!("({} : {})", values.join(", "), value_types.join(", "))
        };
        if b + 1 < blocks && self.r.chance(75) {
            let target = 1 + self.r.below(blocks - 1);
            match self.r.below(3) {
                0 => {
                    let args = forwarded(self, target);
                    let _ = writeln!(self.out, "  cf.br ^bb{target}{args}");
                }
                1 => {
                    let c = self.value("i1");
                    let other = 1 + self.r.below(blocks - 1);
                    let (a1, a2) = (forwarded(self, target), forwarded(self, other));
                    let _ = writeln!(
                        self.out,
                        "  cf.cond_br {c}, ^bb{target}{a1}, ^bb{other}{a2}"
                    );
                }
                _ => {
                    let flag = self.value("i32");
                    let tf = self.type_of(&flag);
                    let other = 1 + self.r.below(blocks - 1);
                    let (a1, a2) = (forwarded(self, target), forwarded(self, other));
                    let _ = writeln!(
                        self.out,
                        "  cf.switch {flag} : {tf}, [\n    default: ^bb{target}{a1},\n    {}: ^bb{other}{a2}\n  ]",
                        self.r.below(5)
                    );
                }
            }
            return;
        }
        if self.bad() && self.r.chance(30) {
            // No terminator at all.
            return;
        }
        let mut types: Vec<String> = results.to_vec();
        if self.bad() {
            types.push("i32".into());
        }
        let values: Vec<String> = types.iter().map(|t| self.value(t)).collect();
        if values.is_empty() {
            let _ = writeln!(self.out, "  func.return");
        } else {
            let value_types: Vec<String> = values.iter().map(|v| self.type_of(v)).collect();
            let _ = writeln!(
                self.out,
                "  func.return {} : {}",
                values.join(", "),
                value_types.join(", ")
            );
        }
    }

    fn function(&mut self, name: &str, results: &[String]) {
        // An argument of every type, so that every type has a value.
        let inputs: Vec<&str> = INT_TYPES.iter().chain(FLOAT_TYPES).copied().collect();
        self.values = inputs
            .iter()
            .enumerate()
            .map(|(i, t)| (format!("%arg{i}"), t.to_string()))
            .collect();
        let args: Vec<String> = inputs
            .iter()
            .enumerate()
            .map(|(i, t)| format!("%arg{i}: {t}"))
            .collect();
        let result_list = match results.len() {
            0 => String::new(),
            1 => format!(" -> {}", results[0]),
            _ => format!(" -> ({})", results.join(", ")),
        };
        let _ = writeln!(
            self.out,
            "func.func @{name}({}){result_list} {{",
            args.join(", ")
        );
        let blocks = 1 + self.r.below(3);
        let block_args: Vec<Vec<String>> = (0..blocks)
            .map(|b| {
                if b == 0 {
                    Vec::new()
                } else {
                    (0..self.r.below(2)).map(|_| self.any_type()).collect()
                }
            })
            .collect();
        for (b, arg_types) in block_args.iter().enumerate() {
            if b > 0 {
                let args: Vec<String> = arg_types
                    .iter()
                    .map(|t| {
                        let v = self.fresh(t);
                        format!("{v}: {t}")
                    })
                    .collect();
                if args.is_empty() {
                    let _ = writeln!(self.out, "^bb{b}:");
                } else {
                    let _ = writeln!(self.out, "^bb{b}({}):", args.join(", "));
                }
            }
            for _ in 0..1 + self.r.below(4) {
                self.body_op();
            }
            self.terminator(b, &block_args, results);
        }
        let _ = writeln!(self.out, "}}");
    }
}

fn generate(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let err = [0, 0, 1, 2, 5, 15][r.below(6)];
    let mut g = Gen {
        r,
        err,
        out: String::new(),
        values: Vec::new(),
        next: 0,
        callees: Vec::new(),
    };
    let callees: Vec<(String, Vec<String>, Vec<String>)> = (0..g.r.below(3))
        .map(|i| {
            let inputs = (0..g.r.below(3)).map(|_| g.any_type()).collect();
            let results = (0..g.r.below(3)).map(|_| g.any_type()).collect();
            // A name given twice now and then.
            let i = if err > 0 && g.r.chance(err) { 0 } else { i };
            (format!("callee{i}"), inputs, results)
        })
        .collect();
    for (name, inputs, results) in &callees {
        let results = match results.len() {
            0 => String::new(),
            1 => format!(" -> {}", results[0]),
            _ => format!(" -> ({})", results.join(", ")),
        };
        let _ = writeln!(
            g.out,
            "func.func private @{name}({}){results}",
            inputs.join(", ")
        );
    }
    g.callees = callees;
    let results: Vec<String> = (0..g.r.below(2)).map(|_| g.any_type()).collect();
    g.function("f", &results);
    g.out
}

fn run(program: impl AsRef<OsStr>, flags: &[&str], file: &Path) -> String {
    let program = program.as_ref();
    let out = Command::new(program)
        .args(flags)
        .arg(file.file_name().expect("file name"))
        .current_dir(file.parent().expect("directory"))
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {}: {e}\n{}",
                program.to_string_lossy(),
                dialectic_oracle::INSTALL_HINT
            )
        });
    format!(
        "exit {:?}\n--- stdout\n{}--- stderr\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The chunk of `text` (split at `// -----`) that starts at line `line`
/// (1-based), as `--split-input-file` names chunks.
fn chunk_at(text: &str, line: usize) -> String {
    let mut first_line = 1;
    for chunk in text.split("// -----\n") {
        if first_line >= line {
            return chunk.to_string();
        }
        first_line += chunk.lines().count() + 1;
    }
    String::new()
}

#[test]
fn random_invalid_programs_are_diagnosed_as_mlir_opt_does() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let count: u64 = std::env::var("RANDOM_PROGRAMS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let first: u64 = std::env::var("RANDOM_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("random-diagnostics");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let programs: Vec<String> = (first..first + count).map(generate).collect();
    let text = programs.join("// -----\n");
    let file = dir.join("programs.mlir");
    std::fs::write(&file, &text).expect("write programs");
    let ours = env!("CARGO_BIN_EXE_dialectic-opt");
    let mut failures = Vec::new();
    for flags in [
        &["--split-input-file"][..],
        &["--split-input-file", "--mlir-print-op-generic"],
        // Every diagnostic unexpected, as --verify-diagnostics reports them.
        &["--split-input-file", "--verify-diagnostics"],
    ] {
        let expected = run(mlir_opt, flags, &file);
        let actual = run(ours, flags, &file);
        if expected != actual {
            let (e, a): (Vec<&str>, Vec<&str>) =
                (expected.lines().collect(), actual.lines().collect());
            let at = e.iter().zip(&a).position(|(x, y)| x != y).unwrap_or(0);
            // The first differing diagnostic names its line in the file.
            let line = e
                .get(at)
                .and_then(|l| l.split(" offset :").next())
                .and_then(|l| l.rsplit(':').next())
                .and_then(|n| n.trim().parse::<usize>().ok())
                .unwrap_or(1);
            failures.push(format!(
                "{flags:?}, first difference at output line {}:\n- {}\n+ {}\nin the program:\n{}",
                at + 1,
                e.get(at).unwrap_or(&""),
                a.get(at).unwrap_or(&""),
                chunk_at(&text, line)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let report = run(mlir_opt, &["--split-input-file"], &file);
    let rejected = report
        .lines()
        .filter(|l| l.starts_with("within split at ") && l.contains(": error: "))
        .count();
    eprintln!(
        "random diagnostics: {count} programs ({rejected} errors), output identical to mlir-opt-19 in both forms and with --verify-diagnostics"
    );
}
