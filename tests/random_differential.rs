//! Random differential testing: a seeded generator writes modules with
//! random builtin types and attributes, nested regions, blocks, successors,
//! result groups and locations; `mlir-opt-19` and `dialectic-opt` must print
//! each of them identically (generic form, custom form, and with debug info).
//! `RANDOM_MODULES=N` and `RANDOM_SEED=S` run more or other modules.

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

const SCALARS: &[&str] = &[
    "i1", "i8", "i16", "i32", "i64", "i128", "i3", "si8", "ui16", "index", "f16", "bf16", "f32",
    "f64", "f80", "f128", "tf32", "f8E5M2", "f8E4M3FN", "none",
];

fn scalar(r: &mut Rng) -> String {
    r.pick(SCALARS).to_string()
}

fn element(r: &mut Rng) -> String {
    loop {
        let s = scalar(r);
        if s != "none" {
            return s;
        }
    }
}

fn dims(r: &mut Rng, dynamic: bool) -> String {
    let mut s = String::new();
    for _ in 0..r.below(4) {
        if dynamic && r.chance(25) {
            s.push_str("?x");
        } else {
            let _ = write!(s, "{}x", r.below(9));
        }
    }
    s
}

fn ty(r: &mut Rng, depth: usize) -> String {
    if depth > 2 {
        return scalar(r);
    }
    match r.below(14) {
        0..=4 => scalar(r),
        5 => format!("complex<{}>", r.pick(&["f32", "f64", "i32", "i8"])),
        6 => {
            let n = r.below(4);
            let parts: Vec<String> = (0..n).map(|_| ty(r, depth + 1)).collect();
            format!("tuple<{}>", parts.join(", "))
        }
        7 => {
            let ins: Vec<String> = (0..r.below(3)).map(|_| ty(r, depth + 1)).collect();
            let outs: Vec<String> = (0..r.below(3)).map(|_| ty(r, depth + 1)).collect();
            let res = if outs.len() == 1 && !outs[0].starts_with('(') {
                outs[0].clone()
            } else {
                format!("({})", outs.join(", "))
            };
            format!("({}) -> {}", ins.join(", "), res)
        }
        8 => {
            let mut d = String::new();
            for _ in 0..1 + r.below(3) {
                if r.chance(30) {
                    let _ = write!(d, "[{}]x", 1 + r.below(8));
                } else {
                    let _ = write!(d, "{}x", 1 + r.below(8));
                }
            }
            format!(
                "vector<{d}{}>",
                r.pick(&["f32", "i32", "i1", "index", "f16"])
            )
        }
        9 => {
            if r.chance(20) {
                format!("tensor<*x{}>", element(r))
            } else if r.chance(20) {
                format!(
                    "tensor<{}{}, \"enc{}\">",
                    dims(r, true),
                    element(r),
                    r.below(3)
                )
            } else {
                format!("tensor<{}{}>", dims(r, true), element(r))
            }
        }
        10 => {
            let d = dims(r, true);
            let rank = d.matches('x').count();
            let mut s = format!("memref<{d}{}", r.pick(&["f32", "i8", "i64", "index"]));
            match r.below(4) {
                0 => {
                    let strides: Vec<String> = (0..rank)
                        .map(|_| {
                            if r.chance(30) {
                                "?".into()
                            } else {
                                (1 + r.below(16)).to_string()
                            }
                        })
                        .collect();
                    let _ = write!(
                        s,
                        ", strided<[{}], offset: {}>",
                        strides.join(", "),
                        if r.chance(50) {
                            "?".to_string()
                        } else {
                            r.below(5).to_string()
                        }
                    );
                }
                1 if rank > 0 => {
                    let ds: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
                    let mut rs: Vec<String> = ds.clone();
                    rs.reverse();
                    let _ = write!(
                        s,
                        ", affine_map<({}) -> ({})>",
                        ds.join(", "),
                        rs.join(", ")
                    );
                }
                _ => {}
            }
            if r.chance(40) {
                let _ = write!(s, ", {}", r.below(4));
            }
            s.push('>');
            s
        }
        11 => format!("memref<*x{}, {}>", r.pick(&["f32", "i32"]), 1 + r.below(3)),
        12 => format!(
            "!rnd.t{}<{}>",
            r.below(3),
            r.pick(&["a", "x, y", "1 x 2", "\"s\""])
        ),
        _ => format!("!rnd.plain{}", r.below(3)),
    }
}

fn int_literal(r: &mut Rng, width: usize) -> String {
    let v = r.next() >> (64 - width.clamp(1, 63));
    if width > 1 && r.chance(30) {
        format!("-{}", v / 2)
    } else {
        v.to_string()
    }
}

fn float_literal(r: &mut Rng) -> String {
    r.pick(&[
        "0.0",
        "-0.0",
        "1.0",
        "0.1",
        "2.5",
        "1.0e10",
        "3.14159265358979",
        "1.0e-5",
        "65504.0",
        "123456789.0",
        "1.5e300",
    ])
    .to_string()
}

fn attr(r: &mut Rng, depth: usize) -> String {
    let leaf = depth > 2;
    match r.below(if leaf { 9 } else { 16 }) {
        0 => int_literal(r, 40),
        1 => {
            let w = r.pick(&["i8", "i16", "i32", "i64", "ui8", "si32", "index", "i1"]);
            let bits = match w {
                "i8" | "ui8" => 7,
                "i16" => 15,
                "i1" => 1,
                _ => 30,
            };
            let v = r.next() >> (64 - bits);
            if w == "ui8" || w == "i1" {
                format!("{v} : {w}")
            } else {
                format!(
                    "{} : {w}",
                    if r.chance(30) {
                        format!("-{v}")
                    } else {
                        v.to_string()
                    }
                )
            }
        }
        2 => format!(
            "{} : {}",
            float_literal(r),
            r.pick(&["f16", "bf16", "f32", "f64", "f80", "f128", "tf32"])
        ),
        3 => float_literal(r),
        4 => format!(
            "\"{}\"",
            r.pick(&[
                "",
                "plain",
                "with space",
                "esc\\\"aped",
                "tab\\09",
                "nl\\0A",
                "\\FF\\00"
            ])
        ),
        5 => r.pick(&["true", "false", "unit"]).to_string(),
        6 => ty(r, 1),
        7 => {
            let mut s = format!("@{}", r.pick(&["f", "main", "\"sym with space\"", "a.b"]));
            for _ in 0..r.below(3) {
                let _ = write!(s, "::@{}", r.pick(&["g", "h", "\"q\""]));
            }
            s
        }
        8 => {
            let e = r.pick(&["i8", "i16", "i32", "i64", "f32", "f64", "i1"]);
            let n = r.below(4);
            if n == 0 {
                format!("array<{e}>")
            } else {
                let vals: Vec<String> = (0..n)
                    .map(|_| match e {
                        "f32" | "f64" => float_literal(r),
                        "i1" => r.pick(&["true", "false"]).to_string(),
                        _ => int_literal(r, 7),
                    })
                    .collect();
                format!("array<{e}: {}>", vals.join(", "))
            }
        }
        9 => {
            let elems: Vec<String> = (0..r.below(4)).map(|_| attr(r, depth + 1)).collect();
            format!("[{}]", elems.join(", "))
        }
        10 => dict(r, depth + 1),
        11 => {
            let n = 1 + r.below(4);
            let e = r.pick(&["i32", "f32", "i1", "i8"]);
            let lit = |r: &mut Rng| match e {
                "f32" => float_literal(r),
                "i1" => r.pick(&["true", "false"]).to_string(),
                _ => int_literal(r, 7),
            };
            if r.chance(30) {
                format!("dense<{}> : tensor<{n}x{e}>", lit(r))
            } else {
                let vals: Vec<String> = (0..n).map(|_| lit(r)).collect();
                format!("dense<[{}]> : tensor<{n}x{e}>", vals.join(", "))
            }
        }
        12 => format!(
            "affine_map<(d0, d1)[s0] -> ({})>",
            r.pick(&[
                "d0",
                "d0 + d1",
                "d1 * 2 + s0",
                "d0 floordiv 4",
                "d1 mod 3, d0",
                "d0 - s0 + 1",
                "(d0 + d1) ceildiv 2"
            ])
        ),
        13 => format!(
            "affine_set<(d0)[s0] : ({})>",
            r.pick(&["d0 >= 0", "d0 - s0 == 0", "d0 >= 0, s0 - d0 - 1 >= 0"])
        ),
        14 => format!("#rnd.a{}<{}>", r.below(3), r.pick(&["1", "x = 2", "\"s\""])),
        _ => format!("loc({})", location(r, 0)),
    }
}

fn location(r: &mut Rng, depth: usize) -> String {
    match r.below(if depth > 1 { 3 } else { 6 }) {
        0 => format!(
            "\"{}.c\":{}:{}",
            r.pick(&["a", "b", "dir/c"]),
            r.below(30),
            r.below(9)
        ),
        1 => "unknown".into(),
        2 => format!("\"n{}\"", r.below(3)),
        3 => format!("\"n\"({})", location(r, depth + 1)),
        4 => format!(
            "callsite({} at {})",
            location(r, depth + 1),
            location(r, depth + 1)
        ),
        _ => format!(
            "fused[{}, {}]",
            location(r, depth + 1),
            location(r, depth + 1)
        ),
    }
}

fn dict(r: &mut Rng, depth: usize) -> String {
    let n = r.below(4);
    let mut entries = Vec::new();
    let mut used = Vec::new();
    for _ in 0..n {
        let name = r.pick(&[
            "a",
            "b",
            "value",
            "sym_name",
            "x.y",
            "\"quoted name\"",
            "_under",
            "z9",
        ]);
        if used.contains(&name) {
            continue;
        }
        used.push(name);
        if r.chance(15) {
            entries.push(name.to_string());
        } else {
            entries.push(format!("{name} = {}", attr(r, depth)));
        }
    }
    format!("{{{}}}", entries.join(", "))
}

struct Gen {
    r: Rng,
    next_value: usize,
    out: String,
}

impl Gen {
    /// One op; `scope` holds (name, type) of values usable here.
    fn op(
        &mut self,
        indent: usize,
        scope: &mut Vec<(String, String)>,
        depth: usize,
        successors: &[String],
    ) {
        let pad = " ".repeat(indent);
        let n_results = [0, 1, 1, 1, 2, 3][self.r.below(6)];
        let result_types: Vec<String> = (0..n_results).map(|_| ty(&mut self.r, 1)).collect();
        let operands: Vec<(String, String)> = (0..self.r.below(4))
            .filter(|_| !scope.is_empty())
            .map(|_| scope[self.r.below(scope.len())].clone())
            .collect();
        let name = self
            .r
            .pick(&["rnd.op", "rnd.other", "rnd.x.y", "rnd.op_with_long_name"]);
        let _ = write!(self.out, "{pad}");
        let mut defined = Vec::new();
        if n_results > 0 {
            let v = format!("%v{}", self.next_value);
            self.next_value += 1;
            if n_results == 1 {
                let _ = write!(self.out, "{v} = ");
                defined.push((v, result_types[0].clone()));
            } else {
                let _ = write!(self.out, "{v}:{n_results} = ");
                for (i, t) in result_types.iter().enumerate() {
                    defined.push((format!("{v}#{i}"), t.clone()));
                }
            }
        }
        let ops: Vec<&str> = operands.iter().map(|(n, _)| n.as_str()).collect();
        let _ = write!(self.out, "\"{name}\"({})", ops.join(", "));
        if !successors.is_empty() {
            let _ = write!(self.out, "[{}]", successors.join(", "));
        }
        if self.r.chance(20) {
            let _ = write!(self.out, " <{}>", dict(&mut self.r, 1));
        }
        if depth < 2 && self.r.chance(25) {
            self.out.push_str(" (");
            for i in 0..1 + self.r.below(2) {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let mut inner = scope.clone();
                self.region(indent, &mut inner, depth + 1);
            }
            self.out.push(')');
        }
        if self.r.chance(60) {
            let _ = write!(self.out, " {}", dict(&mut self.r, 1));
        }
        let in_types: Vec<&str> = operands.iter().map(|(_, t)| t.as_str()).collect();
        let res = if result_types.len() == 1 && !result_types[0].starts_with('(') {
            result_types[0].clone()
        } else {
            format!("({})", result_types.join(", "))
        };
        let _ = write!(self.out, " : ({}) -> {res}", in_types.join(", "));
        if self.r.chance(30) {
            let _ = write!(self.out, " loc({})", location(&mut self.r, 0));
        }
        self.out.push('\n');
        scope.extend(defined);
    }

    fn region(&mut self, indent: usize, scope: &mut Vec<(String, String)>, depth: usize) {
        let pad = " ".repeat(indent);
        self.out.push_str("{\n");
        if self.r.chance(10) {
            let _ = write!(self.out, "{pad}}}");
            return;
        }
        let blocks = 1 + self.r.below(3);
        for b in 0..blocks {
            let with_label = b > 0 || self.r.chance(40);
            if with_label {
                let args: Vec<(String, String)> = (0..self.r.below(3))
                    .map(|_| {
                        let v = format!("%a{}", self.next_value);
                        self.next_value += 1;
                        (v, ty(&mut self.r, 1))
                    })
                    .collect();
                let list: Vec<String> = args.iter().map(|(n, t)| format!("{n}: {t}")).collect();
                if args.is_empty() {
                    let _ = writeln!(self.out, "{pad}^bb{b}:");
                } else {
                    let _ = writeln!(self.out, "{pad}^bb{b}({}):", list.join(", "));
                }
                scope.extend(args);
            }
            for _ in 0..self.r.below(4) {
                self.op(indent + 2, scope, depth, &[]);
            }
            if blocks > 1 {
                let targets: Vec<String> = (0..self.r.below(3))
                    .map(|_| format!("^bb{}", 1 + self.r.below(blocks - 1)))
                    .collect();
                self.op(indent + 2, scope, depth, &targets);
            }
        }
        let _ = write!(self.out, "{pad}}}");
    }
}

fn generate(seed: u64) -> String {
    let mut g = Gen {
        r: Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
        next_value: 0,
        out: String::new(),
    };
    let mut scope = Vec::new();
    for _ in 0..1 + g.r.below(6) {
        g.op(0, &mut scope, 0, &[]);
    }
    g.out
}

fn run(program: impl AsRef<OsStr>, flags: &[&str], file: &Path) -> (String, String, Option<i32>) {
    let program = program.as_ref();
    let out = Command::new(program)
        .args(flags)
        .arg(file)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {}: {e}\n{}",
                program.to_string_lossy(),
                dialectic_oracle::INSTALL_HINT
            )
        });
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

#[test]
fn random_modules_print_as_mlir_opt_prints_them() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let count: u64 = std::env::var("RANDOM_MODULES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let first: u64 = std::env::var("RANDOM_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("random-differential");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let ours = env!("CARGO_BIN_EXE_dialectic-opt");
    let flag_sets: &[&[&str]] = &[
        &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
        &["--allow-unregistered-dialect"],
        &["--allow-unregistered-dialect", "--mlir-print-debuginfo"],
    ];
    let mut failures = Vec::new();
    let mut accepted = 0;
    for seed in first..first + count {
        let text = generate(seed);
        let file = dir.join(format!("m{seed}.mlir"));
        std::fs::write(&file, &text).expect("write module");
        for flags in flag_sets {
            let expected = run(mlir_opt, flags, &file);
            if expected.2 == Some(0) {
                accepted += 1;
            }
            let actual = run(ours, flags, &file);
            if expected != actual {
                failures.push(format!(
                    "seed {seed} {flags:?} ({}):\n--- mlir-opt-19 (exit {:?})\n{}{}--- dialectic-opt (exit {:?})\n{}{}",
                    file.display(),
                    expected.2,
                    expected.0,
                    expected.1,
                    actual.2,
                    actual.0,
                    actual.1
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} runs differ (accepted by mlir-opt: {accepted}):\n{}",
        failures.len(),
        count * 3,
        failures
            .iter()
            .take(3)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    eprintln!(
        "random differential: {count} modules x {} flag sets identical ({accepted} accepted by mlir-opt-19)",
        flag_sets.len()
    );
}
