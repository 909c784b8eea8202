//! Region cases generated deterministically, for each element type the
//! region ops take (i8, i16, i32, i64, f16, f32, f64) and for the
//! predicate region ops (i1): reads and writes, 1D and 2D, stride and
//! vstride 0, width 1, regions ending at the last element, scalar
//! results and new values, constant and variable starts, one offset per
//! row, masks all/none/some (constant and variable), `wrconstregion`
//! among the writes. Each case is a function of a module that prints
//! `case element` lines through `printf`; [`Case::expected`] gives what it
//! must print, from the reference.

use std::fmt::Write as _;

use super::reference::{self, Region, Start};

/// An element type of the region cases.
#[derive(Clone, Copy, Debug)]
pub struct ElementType {
    /// Its MLIR name.
    pub name: &'static str,
    /// Its width in bits.
    pub bits: u32,
    /// Whether it is a float.
    pub float: bool,
}

/// The element types the region ops take.
pub const ELEMENT_TYPES: [ElementType; 7] = [
    ElementType {
        name: "i8",
        bits: 8,
        float: false,
    },
    ElementType {
        name: "i16",
        bits: 16,
        float: false,
    },
    ElementType {
        name: "i32",
        bits: 32,
        float: false,
    },
    ElementType {
        name: "i64",
        bits: 64,
        float: false,
    },
    ElementType {
        name: "f16",
        bits: 16,
        float: true,
    },
    ElementType {
        name: "f32",
        bits: 32,
        float: true,
    },
    ElementType {
        name: "f64",
        bits: 64,
        float: true,
    },
];

impl ElementType {
    fn bytes(self) -> i64 {
        i64::from(self.bits / 8)
    }

    fn int_name(self) -> String {
        format!("i{}", self.bits)
    }

    fn mask(self) -> u64 {
        if self.bits == 64 {
            u64::MAX
        } else {
            (1 << self.bits) - 1
        }
    }
}

/// A small deterministic generator (xorshift).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `low..=high`.
    pub fn range(&mut self, low: i64, high: i64) -> i64 {
        low + (self.next() % (high - low + 1) as u64) as i64
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[(self.next() % items.len() as u64) as usize]
    }
}

/// The bits of a random element: any integer, or a normal float (which
/// every move keeps exactly).
fn element(rng: &mut Rng, ty: ElementType) -> u64 {
    let r = rng.next();
    if !ty.float {
        return r & ty.mask();
    }
    let sign = r >> 63;
    match ty.bits {
        16 => (sign << 15) | (rng.range(10, 20) as u64) << 10 | (r & 0x3FF),
        32 => (sign << 31) | (rng.range(100, 150) as u64) << 23 | (r & 0x7F_FFFF),
        _ => (sign << 63) | (rng.range(1000, 1050) as u64) << 52 | (r & 0xF_FFFF_FFFF_FFFF),
    }
}

fn elements(rng: &mut Rng, ty: ElementType, count: usize) -> Vec<u64> {
    (0..count).map(|_| element(rng, ty)).collect()
}

/// How a case gives its start index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartKind {
    /// A constant `i16`.
    Constant,
    /// An `i16` argument.
    Variable,
    /// A vector argument, one offset per row.
    Offsets,
}

/// The mask of a write.
#[derive(Clone, Debug)]
pub enum MaskKind {
    /// The constant `i1 1`.
    All,
    /// The constant `i1 0`.
    Nothing,
    /// A constant vector.
    Constant(Vec<bool>),
    /// A vector argument.
    Variable(Vec<bool>),
}

impl MaskKind {
    fn bits(&self, size: usize) -> Vec<bool> {
        match self {
            MaskKind::All => vec![true; size],
            MaskKind::Nothing => vec![false; size],
            MaskKind::Constant(m) | MaskKind::Variable(m) => m.clone(),
        }
    }
}

/// One region case.
#[derive(Clone, Debug)]
pub struct Case {
    pub ty: ElementType,
    /// The vector read from or written into.
    pub vector: Vec<u64>,
    /// The elements of the region.
    pub size: usize,
    /// A single element as a scalar (not a 1-vector).
    pub scalar: bool,
    pub region: Region,
    /// The width written in the op (a single element may carry another).
    pub written_width: i64,
    pub start_kind: StartKind,
    /// The new value and the mask of a write.
    pub write: Option<(Vec<u64>, MaskKind)>,
    /// A write as `wrconstregion` (constant start, new value and mask).
    pub constant_write: bool,
}

/// The shape of a generated region: size, width, stride, vstride.
type Shape = (usize, i64, i64, i64);

/// A shape for case `k` of the twelve kinds of case.
fn shape(rng: &mut Rng, kind: usize) -> Shape {
    match kind {
        // 1D.
        0 | 7 => {
            let n = rng.pick(&[2usize, 4, 8]);
            (n, n as i64, rng.range(1, 2), 0)
        }
        // 2D.
        1 | 8 => {
            let (n, w) = rng.pick(&[(4usize, 2i64), (6, 3), (8, 4), (9, 3), (8, 2)]);
            let s = rng.range(1, 3);
            (n, w, s, (w - 1) * s + rng.range(1, 4))
        }
        // Stride 0 (a splat of each row), vstride 0 (the same row again).
        2 => {
            let n = rng.pick(&[4usize, 8]);
            let w = rng.pick(&[n as i64, n as i64 / 2]);
            (n, w, 0, rng.range(0, 2))
        }
        // Width 1: a column.
        3 => (
            rng.pick(&[2usize, 3, 4]),
            1,
            rng.range(0, 3),
            rng.range(1, 4),
        ),
        // A single element.
        4 | 11 => (1, rng.pick(&[1i64, 2, 4]), 1, 0),
        // Multi-indirect: rows of their own.
        6 | 10 => {
            let (n, w) = rng.pick(&[(4usize, 2i64), (6, 2), (8, 4), (6, 3)]);
            (n, w, rng.range(1, 2), rng.range(0, 9))
        }
        // Variable start, 1D or 2D.
        _ => {
            let (n, w) = rng.pick(&[(4usize, 4i64), (8, 8), (4, 2), (6, 3)]);
            let s = rng.range(1, 2);
            (n, w, s, (w - 1) * s + rng.range(1, 3))
        }
    }
}

/// Case `k` of element type `ty`.
pub fn case(ty: ElementType, k: usize, rng: &mut Rng) -> Case {
    let kind = k % 12;
    let (size, written_width, stride, vstride) = shape(rng, kind);
    let width = if size == 1 { 1 } else { written_width };
    let rows = size as i64 / width;
    let start_kind = match kind {
        5 | 9 => StartKind::Variable,
        6 | 10 => StartKind::Offsets,
        _ => StartKind::Constant,
    };
    let row_extent = (width - 1) * stride;
    let extent = match start_kind {
        StartKind::Offsets => row_extent,
        _ => (rows - 1) * vstride + row_extent,
    };
    let length = [8usize, 16, 24, 32]
        .into_iter()
        .filter(|&l| extent < l as i64)
        .nth(rng.range(0, 1) as usize)
        .unwrap_or(32);
    let last_first = length as i64 - 1 - extent;
    // Every fourth case of a kind ends at the vector's last element.
    let at_end = kind == 4 || (k / 12) % 4 == 3;
    let first = if at_end {
        last_first
    } else {
        rng.range(0, last_first)
    };
    let start = match start_kind {
        StartKind::Offsets => Start::RowBytes(
            (0..rows)
                .map(|_| rng.range(0, last_first) * ty.bytes())
                .collect(),
        ),
        _ => Start::Bytes(first * ty.bytes()),
    };
    let region = Region {
        vstride,
        width,
        stride,
        start,
    };
    let scalar = size == 1 && k % 24 < 12;
    let vector = elements(rng, ty, length);
    let write = (kind >= 7).then(|| {
        let some: Vec<bool> = (0..size).map(|_| !rng.next().is_multiple_of(3)).collect();
        let mask = match kind {
            7 => MaskKind::All,
            8 => MaskKind::Constant(some),
            9 => MaskKind::Variable(some),
            10 => MaskKind::Constant(vec![false; size]),
            _ if k % 24 < 12 => MaskKind::All,
            _ => MaskKind::Nothing,
        };
        (elements(rng, ty, size), mask)
    });
    Case {
        ty,
        vector,
        size,
        scalar,
        region,
        written_width,
        start_kind,
        write,
        constant_write: kind == 7 && (k / 12) % 2 == 1,
    }
}

impl Case {
    /// The elements the case must print.
    pub fn expected(&self) -> Vec<u64> {
        let bytes = self.ty.bytes();
        match &self.write {
            None => reference::read(&self.vector, &self.region, self.size, bytes),
            Some((new, mask)) => reference::write(
                &self.vector,
                new,
                &self.region,
                bytes,
                &mask.bits(self.size),
            ),
        }
    }
}

/// `dense<[...]>` of integer bits `values` of `bits` bits, signed.
fn dense_ints(values: &[u64], bits: u32) -> String {
    let items: Vec<String> = values
        .iter()
        .map(|&v| {
            let shift = 64 - bits;
            (((v << shift) as i64) >> shift).to_string()
        })
        .collect();
    format!("dense<[{}]>", items.join(", "))
}

fn dense_bools(values: &[bool]) -> String {
    let items: Vec<&str> = values
        .iter()
        .map(|&b| if b { "true" } else { "false" })
        .collect();
    format!("dense<[{}]>", items.join(", "))
}

/// A function body's text, line by line, with fresh value names.
struct Body {
    text: String,
    next: usize,
}

impl Body {
    fn new() -> Body {
        Body {
            text: String::new(),
            next: 0,
        }
    }

    /// Appends `%vN = <rhs>` and returns `%vN`.
    fn def(&mut self, rhs: &str) -> String {
        let name = format!("%v{}", self.next);
        self.next += 1;
        let _ = writeln!(self.text, "    {name} = {rhs}");
        name
    }

    fn line(&mut self, text: &str) {
        let _ = writeln!(self.text, "    {text}");
    }

    /// A constant vector of `values` of element type `ty` (floats written
    /// as their bits in hexadecimal).
    fn vector(&mut self, values: &[u64], ty: ElementType) -> String {
        let vector_type = format!("vector<{}x{}>", values.len(), ty.name);
        let dense = if ty.float {
            let items: Vec<String> = values.iter().map(|v| format!("0x{v:X}")).collect();
            format!("dense<[{}]>", items.join(", "))
        } else {
            dense_ints(values, ty.bits)
        };
        self.def(&format!(
            "llvm.mlir.constant({dense} : {vector_type}) : {vector_type}"
        ))
    }

    /// A constant scalar of element type `ty`.
    fn scalar(&mut self, value: u64, ty: ElementType) -> String {
        let literal = if ty.float {
            format!("0x{value:X}")
        } else {
            let shift = 64 - ty.bits;
            (((value << shift) as i64) >> shift).to_string()
        };
        self.def(&format!(
            "llvm.mlir.constant({literal} : {0}) : {0}",
            ty.name
        ))
    }

    /// Appends `name = <rhs>` (an argument made a constant).
    fn named(&mut self, name: &str, rhs: &str) {
        let _ = writeln!(self.text, "    {name} = {rhs}");
    }

    fn i32(&mut self, value: i64) -> String {
        self.def(&format!("llvm.mlir.constant({value} : i32) : i32"))
    }

    /// Prints `value` (of `count` elements of `ty`, a scalar when
    /// `scalar`) as `id element` lines.
    fn print(&mut self, id: &str, value: &str, ty: ElementType, count: usize, scalar: bool) {
        let fmt = self.def("llvm.mlir.addressof @fmt : !llvm.ptr");
        let int = ty.int_name();
        if scalar {
            let mut bits = value.to_string();
            if ty.float {
                bits = self.def(&format!("llvm.bitcast {value} : {} to {int}", ty.name));
            }
            if ty.bits < 64 {
                bits = self.def(&format!("llvm.zext {bits} : {int} to i64"));
            }
            self.call_printf(&fmt, id, &bits);
            return;
        }
        let mut bits = value.to_string();
        if ty.float {
            bits = self.def(&format!(
                "llvm.bitcast {value} : vector<{count}x{}> to vector<{count}x{int}>",
                ty.name
            ));
        }
        if ty.bits < 64 {
            bits = self.def(&format!(
                "llvm.zext {bits} : vector<{count}x{int}> to vector<{count}xi64>"
            ));
        }
        for j in 0..count {
            let position = self.i32(j as i64);
            let element = self.def(&format!(
                "llvm.extractelement {bits}[{position} : i32] : vector<{count}xi64>"
            ));
            self.call_printf(&fmt, id, &element);
        }
    }

    fn call_printf(&mut self, fmt: &str, id: &str, value: &str) {
        self.def(&format!(
            "llvm.call @printf({fmt}, {id}, {value}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32"
        ));
    }
}

/// A module printing what `cases` give, in order, from `@main`.
pub struct Module {
    functions: String,
    calls: Body,
    /// Whether the cases' arguments are constants in their bodies (for
    /// the folders, which see constants only).
    constant_arguments: bool,
}

impl Module {
    pub fn new() -> Module {
        Module {
            functions: String::new(),
            calls: Body::new(),
            constant_arguments: false,
        }
    }

    /// A module whose cases take no arguments: every input a constant.
    pub fn with_constant_arguments() -> Module {
        Module {
            constant_arguments: true,
            ..Module::new()
        }
    }

    /// The module's text.
    pub fn text(mut self) -> String {
        let zero = self.calls.i32(0);
        self.calls.line(&format!("llvm.return {zero} : i32"));
        format!(
            "module {{\n  llvm.mlir.global private constant @fmt(\"%d %lld\\0A\\00\") {{addr_space = 0 : i32}}\n  llvm.func @printf(!llvm.ptr, ...) -> i32\n{}  llvm.func @main() -> i32 {{\n{}  }}\n}}\n",
            self.functions, self.calls.text
        )
    }

    /// Adds `@case<id>(arguments)` with `body`, called from `@main` with
    /// `values` (constants of the arguments' types, as `rhs` texts).
    fn function(
        &mut self,
        id: usize,
        arguments: &[(String, String)],
        values: &[String],
        mut body: Body,
    ) {
        let (arguments, values) = if self.constant_arguments {
            let mut constants = Body::new();
            for ((name, _), value) in arguments.iter().zip(values) {
                constants.named(name, value);
            }
            body.text = constants.text + &body.text;
            (&[][..], &[][..])
        } else {
            (arguments, values)
        };
        let params: Vec<String> = arguments.iter().map(|(n, t)| format!("{n}: {t}")).collect();
        let _ = write!(
            self.functions,
            "  llvm.func @case{id}({}) {{\n{}    llvm.return\n  }}\n",
            params.join(", "),
            body.text
        );
        let operands: Vec<String> = values.iter().map(|v| self.calls.def(v)).collect();
        let types: Vec<&str> = arguments.iter().map(|(_, t)| t.as_str()).collect();
        self.calls.line(&format!(
            "llvm.call @case{id}({}) : ({}) -> ()",
            operands.join(", "),
            types.join(", ")
        ));
    }

    /// Adds region case `case` as case number `id`.
    pub fn add_region_case(&mut self, id: usize, case: &Case) {
        let ty = case.ty;
        let length = case.vector.len();
        let vector_type = format!("vector<{length}x{}>", ty.name);
        let mut body = Body::new();
        let mut arguments = Vec::new();
        let mut values = Vec::new();
        let vector = body.vector(&case.vector, ty);
        let vstride = body.i32(case.region.vstride);
        let width = body.i32(case.written_width);
        let stride = body.i32(case.region.stride);
        let parent_width = body.i32(0);
        let (start, start_type) = match (&case.region.start, case.start_kind) {
            (Start::Bytes(b), StartKind::Constant) => (
                body.def(&format!("llvm.mlir.constant({b} : i16) : i16")),
                "i16".to_string(),
            ),
            (Start::Bytes(b), _) => {
                arguments.push(("%start".to_string(), "i16".to_string()));
                values.push(format!("llvm.mlir.constant({b} : i16) : i16"));
                ("%start".to_string(), "i16".to_string())
            }
            (Start::RowBytes(offsets), _) => {
                let ty = format!("vector<{}xi16>", offsets.len());
                let offsets: Vec<u64> = offsets.iter().map(|&o| o as u64).collect();
                arguments.push(("%start".to_string(), ty.clone()));
                values.push(format!(
                    "llvm.mlir.constant({} : {ty}) : {ty}",
                    dense_ints(&offsets, 16)
                ));
                ("%start".to_string(), ty)
            }
        };
        let variant = if ty.float { "f" } else { "i" };
        let region_type = if case.scalar {
            ty.name.to_string()
        } else {
            format!("vector<{}x{}>", case.size, ty.name)
        };
        let id_value = body.i32(id as i64);
        match &case.write {
            None => {
                let result = body.def(&format!(
                    "\"genx.rdregion{variant}\"({vector}, {vstride}, {width}, {stride}, {start}, {parent_width}) : ({vector_type}, i32, i32, i32, {start_type}, i32) -> {region_type}"
                ));
                body.print(&id_value, &result, ty, case.size, case.scalar);
            }
            Some((new, mask)) => {
                let new_value = if case.scalar {
                    body.scalar(new[0], ty)
                } else {
                    body.vector(new, ty)
                };
                let mask_type = format!("vector<{}xi1>", case.size);
                let (mask_value, mask_type) = match mask {
                    MaskKind::All => (body.def("llvm.mlir.constant(true) : i1"), "i1".to_string()),
                    MaskKind::Nothing => {
                        (body.def("llvm.mlir.constant(false) : i1"), "i1".to_string())
                    }
                    MaskKind::Constant(m) => (
                        body.def(&format!(
                            "llvm.mlir.constant({} : {mask_type}) : {mask_type}",
                            dense_bools(m)
                        )),
                        mask_type,
                    ),
                    MaskKind::Variable(m) => {
                        arguments.push(("%mask".to_string(), mask_type.clone()));
                        values.push(format!(
                            "llvm.mlir.constant({} : {mask_type}) : {mask_type}",
                            dense_bools(m)
                        ));
                        ("%mask".to_string(), mask_type)
                    }
                };
                let op = if case.constant_write {
                    "wrconstregion".to_string()
                } else {
                    format!("wrregion{variant}")
                };
                let result = body.def(&format!(
                    "\"genx.{op}\"({vector}, {new_value}, {vstride}, {width}, {stride}, {start}, {parent_width}, {mask_value}) : ({vector_type}, {region_type}, i32, i32, i32, {start_type}, i32, {mask_type}) -> {vector_type}"
                ));
                body.print(&id_value, &result, ty, length, false);
            }
        }
        self.function(id, &arguments, &values, body);
    }

    /// Adds predicate case `case` as case number `id`.
    pub fn add_predicate_case(&mut self, id: usize, case: &PredicateCase) {
        let i1 = ElementType {
            name: "i1",
            bits: 1,
            float: false,
        };
        let length = case.vector.len();
        let vector_type = format!("vector<{length}xi1>");
        let mut body = Body::new();
        let mut arguments = Vec::new();
        let mut values = Vec::new();
        let to_bools = |v: &[u64]| v.iter().map(|&b| b != 0).collect::<Vec<bool>>();
        let vector = body.def(&format!(
            "llvm.mlir.constant({} : {vector_type}) : {vector_type}",
            dense_bools(&to_bools(&case.vector))
        ));
        let start = if case.variable_start {
            arguments.push(("%start".to_string(), "i32".to_string()));
            values.push(format!("llvm.mlir.constant({} : i32) : i32", case.start));
            "%start".to_string()
        } else {
            body.i32(case.start as i64)
        };
        let id_value = body.i32(id as i64);
        let size = case.new.len();
        let region_type = format!("vector<{size}xi1>");
        match case.kind {
            PredicateKind::Read => {
                let result = body.def(&format!(
                    "\"genx.rdpredregion\"({vector}, {start}) : ({vector_type}, i32) -> {region_type}"
                ));
                body.print(&id_value, &result, i1, size, false);
            }
            PredicateKind::Write | PredicateKind::PredicatedWrite => {
                let new = body.def(&format!(
                    "llvm.mlir.constant({} : {region_type}) : {region_type}",
                    dense_bools(&to_bools(&case.new))
                ));
                let result = if case.kind == PredicateKind::Write {
                    body.def(&format!(
                        "\"genx.wrpredregion\"({vector}, {new}, {start}) : ({vector_type}, {region_type}, i32) -> {vector_type}"
                    ))
                } else {
                    let predicate = body.def(&format!(
                        "llvm.mlir.constant({} : {vector_type}) : {vector_type}",
                        dense_bools(&to_bools(&case.predicate))
                    ));
                    body.def(&format!(
                        "\"genx.wrpredpredregion\"({vector}, {new}, {start}, {predicate}) : ({vector_type}, {region_type}, i32, {vector_type}) -> {vector_type}"
                    ))
                };
                body.print(&id_value, &result, i1, length, false);
            }
        }
        self.function(id, &arguments, &values, body);
    }
}

/// Which predicate region op a case tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PredicateKind {
    Read,
    Write,
    PredicatedWrite,
}

/// One predicate region case.
#[derive(Clone, Debug)]
pub struct PredicateCase {
    pub kind: PredicateKind,
    pub vector: Vec<u64>,
    /// The elements written (their number, for a read).
    pub new: Vec<u64>,
    pub predicate: Vec<u64>,
    pub start: usize,
    pub variable_start: bool,
}

/// Predicate case `k`.
pub fn predicate_case(k: usize, rng: &mut Rng) -> PredicateCase {
    let kind = [
        PredicateKind::Read,
        PredicateKind::Write,
        PredicateKind::PredicatedWrite,
    ][k % 3];
    let length = rng.pick(&[8usize, 16, 32]);
    let size = rng.pick(&[1usize, 4, 8]).min(length);
    let start = if k % 4 == 3 {
        length - size
    } else {
        rng.range(0, (length - size) as i64) as usize
    };
    let bits = |rng: &mut Rng, n: usize| (0..n).map(|_| rng.next() & 1).collect::<Vec<u64>>();
    PredicateCase {
        kind,
        vector: bits(rng, length),
        new: bits(rng, size),
        predicate: bits(rng, length),
        start,
        variable_start: k % 2 == 1,
    }
}

impl PredicateCase {
    /// The elements the case must print.
    pub fn expected(&self) -> Vec<u64> {
        match self.kind {
            PredicateKind::Read => {
                reference::read_predicate(&self.vector, self.start, self.new.len())
            }
            PredicateKind::Write => {
                reference::write_predicate(&self.vector, &self.new, self.start, None)
            }
            PredicateKind::PredicatedWrite => reference::write_predicate(
                &self.vector,
                &self.new,
                self.start,
                Some(&self.predicate),
            ),
        }
    }
}

impl Module {
    /// Adds case number `id`: op `name` over constant vectors `operands`
    /// (each of `count` elements of its type), giving `count` elements of
    /// `result`.
    pub fn add_op_case(
        &mut self,
        id: usize,
        name: &str,
        operands: &[(Vec<u64>, ElementType)],
        result: ElementType,
    ) {
        let mut body = Body::new();
        let count = operands[0].0.len();
        let values: Vec<String> = operands.iter().map(|(v, ty)| body.vector(v, *ty)).collect();
        let types: Vec<String> = operands
            .iter()
            .map(|(_, ty)| format!("vector<{count}x{}>", ty.name))
            .collect();
        let id_value = body.i32(id as i64);
        let value = body.def(&format!(
            "\"genx.{name}\"({}) : ({}) -> vector<{count}x{}>",
            values.join(", "),
            types.join(", "),
            result.name
        ));
        body.print(&id_value, &value, result, count, false);
        self.function(id, &[], &[], body);
    }
}

/// The element types of `name` (`i16`, `f32`...).
pub fn element_type(name: &str) -> ElementType {
    ELEMENT_TYPES
        .into_iter()
        .find(|t| t.name == name)
        .expect("an element type")
}

/// Random elements of `ty`, `count` of them, with a few edge values
/// (zero, one, the extremes) among them for integers.
pub fn alu_elements(rng: &mut Rng, ty: ElementType, count: usize) -> Vec<u64> {
    (0..count)
        .map(|i| {
            if ty.float {
                return element(rng, ty);
            }
            let half = 1u64 << (ty.bits - 1);
            match (rng.next() % 6, i) {
                (0, _) => rng.pick(&[0, 1, half, half - 1, ty.mask()]),
                _ => rng.next() & ty.mask(),
            }
        })
        .collect()
}
