//! Random `func`/`arith` programs for the lowering tests: a `@compute`
//! function of random arith ops over i32, i64, index, f32 and f64
//! arguments, folded into one i32 result, called by `@main` with constant
//! arguments (so that the ops stay to be lowered rather than folded).
//! Every op is kept free of undefined behaviour: divisors are made odd
//! (never zero), signed dividends non-negative, shift amounts in range,
//! and floats never converted to integers.

/// A deterministic generator of numbers (a 64-bit linear congruential
/// generator, so that a seed names a program).
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Self {
        Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The value types of the programs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ty {
    I32,
    I64,
    Index,
    F32,
    F64,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
        }
    }

    fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }

    fn width(self) -> u32 {
        match self {
            Ty::I32 | Ty::F32 => 32,
            _ => 64,
        }
    }
}

/// A program being written: its lines and its values by type.
struct Body {
    lines: Vec<String>,
    values: Vec<(String, Ty)>,
    next: usize,
}

impl Body {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn emit(&mut self, ty: Ty, text: String) -> String {
        let name = self.fresh();
        self.lines.push(format!("  {name} = {text}"));
        self.values.push((name.clone(), ty));
        name
    }

    fn constant(&mut self, ty: Ty, value: i64) -> String {
        let name = self.fresh();
        self.lines
            .push(format!("  {name} = arith.constant {value} : {}", ty.name()));
        name
    }

    fn of_type(&self, rng: &mut Random, ty: Ty) -> String {
        let candidates: Vec<&String> = self
            .values
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|(n, _)| n)
            .collect();
        (*rng.pick(&candidates)).clone()
    }
}

/// The random program of `seed`.
pub fn program(seed: u64, ops: usize) -> String {
    let mut rng = Random::new(seed);
    let params = [
        ("%a", Ty::I32),
        ("%b", Ty::I32),
        ("%c", Ty::I64),
        ("%d", Ty::Index),
        ("%x", Ty::F32),
        ("%y", Ty::F64),
    ];
    let mut body = Body {
        lines: Vec::new(),
        values: params.iter().map(|&(n, t)| (n.to_string(), t)).collect(),
        next: 0,
    };
    for _ in 0..ops {
        let ty = *rng.pick(&[Ty::I32, Ty::I32, Ty::I64, Ty::Index, Ty::F32, Ty::F64]);
        if ty.is_float() {
            float_op(&mut rng, &mut body, ty);
        } else {
            int_op(&mut rng, &mut body, ty);
        }
    }
    let result = fold_to_i32(&mut body);
    let mut text = String::from(
        "func.func @compute(%a: i32, %b: i32, %c: i64, %d: index, %x: f32, %y: f64) -> i32 {\n",
    );
    for line in &body.lines {
        text.push_str(line);
        text.push('\n');
    }
    text.push_str(&format!("  return {result} : i32\n}}\n\n"));
    let args = [
        rng.next() as i32 as i64,
        rng.next() as i32 as i64,
        rng.next() as i64,
        (rng.next() % 1000) as i64,
    ];
    let floats = [
        (rng.below(2000) as f64 - 1000.0) / 8.0,
        (rng.below(2000) as f64 - 1000.0) / 16.0,
    ];
    text.push_str("func.func @main() -> i32 {\n");
    text.push_str(&format!("  %a = arith.constant {} : i32\n", args[0]));
    text.push_str(&format!("  %b = arith.constant {} : i32\n", args[1]));
    text.push_str(&format!("  %c = arith.constant {} : i64\n", args[2]));
    text.push_str(&format!("  %d = arith.constant {} : index\n", args[3]));
    text.push_str(&format!("  %x = arith.constant {:?} : f32\n", floats[0]));
    text.push_str(&format!("  %y = arith.constant {:?} : f64\n", floats[1]));
    text.push_str(
        "  %r = call @compute(%a, %b, %c, %d, %x, %y) : (i32, i32, i64, index, f32, f64) -> i32\n  return %r : i32\n}\n",
    );
    text
}

fn int_op(rng: &mut Random, body: &mut Body, ty: Ty) {
    let t = ty.name();
    let lhs = body.of_type(rng, ty);
    let rhs = body.of_type(rng, ty);
    match rng.below(9) {
        0 => {
            let op = rng.pick(&["addi", "subi", "muli", "andi", "ori", "xori"]);
            body.emit(ty, format!("arith.{op} {lhs}, {rhs} : {t}"));
        }
        1 => {
            let op = rng.pick(&["maxsi", "maxui", "minsi", "minui"]);
            body.emit(ty, format!("arith.{op} {lhs}, {rhs} : {t}"));
        }
        2 => {
            // Non-negative dividend, odd divisor.
            let mask = body.constant(ty, i64::from(i32::MAX));
            let one = body.constant(ty, 1);
            let dividend = body.emit(ty, format!("arith.andi {lhs}, {mask} : {t}"));
            let divisor = body.emit(ty, format!("arith.ori {rhs}, {one} : {t}"));
            let op = rng.pick(&[
                "divsi",
                "divui",
                "remsi",
                "remui",
                "ceildivsi",
                "ceildivui",
                "floordivsi",
            ]);
            body.emit(ty, format!("arith.{op} {dividend}, {divisor} : {t}"));
        }
        3 if ty != Ty::Index => {
            let mask = body.constant(ty, i64::from(ty.width() - 1));
            let amount = body.emit(ty, format!("arith.andi {rhs}, {mask} : {t}"));
            let op = rng.pick(&["shli", "shrsi", "shrui"]);
            body.emit(ty, format!("arith.{op} {lhs}, {amount} : {t}"));
        }
        4 => {
            let predicate = rng.pick(&[
                "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
            ]);
            let condition = body.fresh();
            body.lines.push(format!(
                "  {condition} = arith.cmpi {predicate}, {lhs}, {rhs} : {t}"
            ));
            body.emit(ty, format!("arith.select {condition}, {lhs}, {rhs} : {t}"));
        }
        5 => match ty {
            Ty::I32 => {
                let wide = body.emit(Ty::I64, format!("arith.extsi {lhs} : i32 to i64"));
                let other = body.of_type(rng, Ty::I64);
                body.emit(Ty::I64, format!("arith.xori {wide}, {other} : i64"));
            }
            Ty::I64 => {
                body.emit(Ty::I32, format!("arith.trunci {lhs} : i64 to i32"));
            }
            _ => {
                body.emit(Ty::I32, format!("arith.index_cast {lhs} : index to i32"));
            }
        },
        6 if ty == Ty::I32 => {
            let op = rng.pick(&["mulsi_extended", "mului_extended"]);
            let name = body.fresh();
            body.lines
                .push(format!("  {name}:2 = arith.{op} {lhs}, {rhs} : i32"));
            body.values.push((format!("{name}#0"), Ty::I32));
            body.values.push((format!("{name}#1"), Ty::I32));
        }
        7 if ty == Ty::I32 => {
            let name = body.fresh();
            body.lines.push(format!(
                "  {name}:2 = arith.addui_extended {lhs}, {rhs} : i32, i1"
            ));
            body.values.push((format!("{name}#0"), Ty::I32));
            body.emit(Ty::I32, format!("arith.extui {name}#1 : i1 to i32"));
        }
        8 if ty == Ty::I32 => {
            let op = rng.pick(&["sitofp", "uitofp"]);
            body.emit(Ty::F64, format!("arith.{op} {lhs} : i32 to f64"));
        }
        _ => {
            body.emit(ty, format!("arith.addi {lhs}, {rhs} : {t}"));
        }
    }
}

fn float_op(rng: &mut Random, body: &mut Body, ty: Ty) {
    let t = ty.name();
    let lhs = body.of_type(rng, ty);
    let rhs = body.of_type(rng, ty);
    match rng.below(5) {
        0 | 1 => {
            let op = rng.pick(&["addf", "subf", "mulf", "divf", "remf"]);
            let flags = rng.pick(&["", "", " fastmath<contract>"]);
            body.emit(ty, format!("arith.{op} {lhs}, {rhs}{flags} : {t}"));
        }
        2 => {
            let op = rng.pick(&["maximumf", "minimumf", "maxnumf", "minnumf"]);
            body.emit(ty, format!("arith.{op} {lhs}, {rhs} : {t}"));
        }
        3 => {
            body.emit(ty, format!("arith.negf {lhs} : {t}"));
        }
        _ => {
            if ty == Ty::F32 {
                body.emit(Ty::F64, format!("arith.extf {lhs} : f32 to f64"));
            } else {
                body.emit(Ty::F32, format!("arith.truncf {lhs} : f64 to f32"));
            }
        }
    }
}

/// Folds every value into one i32: integers truncated or cast, floats
/// compared with zero and with themselves (NaN), all combined with xor
/// and a rotation so that order matters.
fn fold_to_i32(body: &mut Body) -> String {
    let values = body.values.clone();
    let mut acc = body.constant(Ty::I32, 0x1234_5678);
    let three = body.constant(Ty::I32, 3);
    for (name, ty) in values {
        let as_i32 = match ty {
            Ty::I32 => name,
            Ty::I64 => body.emit(Ty::I32, format!("arith.trunci {name} : i64 to i32")),
            Ty::Index => body.emit(Ty::I32, format!("arith.index_cast {name} : index to i32")),
            Ty::F32 | Ty::F64 => {
                let t = ty.name();
                let zero = body.fresh();
                body.lines
                    .push(format!("  {zero} = arith.constant 0.0 : {t}"));
                let negative = body.fresh();
                body.lines.push(format!(
                    "  {negative} = arith.cmpf olt, {name}, {zero} : {t}"
                ));
                let nan = body.fresh();
                body.lines
                    .push(format!("  {nan} = arith.cmpf uno, {name}, {name} : {t}"));
                let both = body.fresh();
                body.lines
                    .push(format!("  {both} = arith.xori {negative}, {nan} : i1"));
                body.emit(Ty::I32, format!("arith.extui {both} : i1 to i32"))
            }
        };
        let shifted = body.emit(Ty::I32, format!("arith.shli {acc}, {three} : i32"));
        let mixed = body.emit(Ty::I32, format!("arith.addi {shifted}, {acc} : i32"));
        acc = body.emit(Ty::I32, format!("arith.xori {mixed}, {as_i32} : i32"));
    }
    acc
}
