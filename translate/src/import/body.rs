//! The ops of one region under construction, in MLIR's generic syntax:
//! blocks in region order, each an ordered list of op lines that can be
//! inserted anywhere (constants go to the front of the entry block, debug
//! intrinsics after the definition of their operand), and values named
//! uniquely (the printer renumbers them). Ops and block arguments carry
//! their location (`loc(...)`).

use std::fmt::Write as _;

/// A value: its SSA name and its type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Val {
    /// `%v12`.
    pub name: String,
    /// The MLIR type text.
    pub ty: String,
    /// Where it is defined.
    pub def: Def,
}

/// What defines a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Def {
    /// The result of op `id`.
    Op(u32),
    /// An argument of block `id`.
    BlockArg(u32),
}

/// One op: an id (for insertion positions) and its text.
#[derive(Clone, Debug)]
pub struct OpLine {
    /// Unique id.
    pub id: u32,
    /// The op in generic form, without indentation; nested regions carry
    /// their own line breaks.
    pub text: String,
}

/// A block under construction.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Unique id (its label is `^bb<id>`).
    pub id: u32,
    /// Its arguments.
    pub args: Vec<Val>,
    /// The location of each argument (`loc(...)` text).
    pub arg_locs: Vec<String>,
    /// Its ops in order.
    pub ops: Vec<OpLine>,
    /// The successors of its terminator.
    pub successors: Vec<u32>,
}

/// A region under construction.
#[derive(Clone, Debug, Default)]
pub struct Region {
    /// The blocks in region order.
    pub blocks: Vec<BlockData>,
}

/// The generic spelling of an op to create.
#[derive(Default)]
pub struct OpSpec<'a> {
    /// The op name.
    pub name: &'a str,
    /// Operands (successor operands included, as in the generic form).
    pub operands: Vec<Val>,
    /// The result type, if any.
    pub result: Option<String>,
    /// Properties: name and attribute text (`None` for a unit attribute).
    pub props: Vec<(String, Option<String>)>,
    /// Successor block ids.
    pub successors: Vec<u32>,
    /// Nested regions, already rendered.
    pub regions: Vec<String>,
    /// The op's location (`loc(...)` text); none for the location the
    /// parser gives it.
    pub loc: Option<String>,
}

impl OpSpec<'_> {
    /// Adds a property.
    pub fn prop(&mut self, name: &str, value: impl Into<String>) -> &mut Self {
        self.props.push((name.to_string(), Some(value.into())));
        self
    }

    /// Adds a unit property.
    pub fn unit(&mut self, name: &str) -> &mut Self {
        self.props.push((name.to_string(), None));
        self
    }
}

/// Names values, blocks, ops and distinct attributes uniquely across a
/// module.
#[derive(Default)]
pub struct Namer {
    next_value: u32,
    next_op: u32,
    next_block: u32,
    next_distinct: u32,
}

impl Namer {
    /// A fresh value name.
    pub fn value(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    /// A fresh op id.
    pub fn op(&mut self) -> u32 {
        self.next_op += 1;
        self.next_op
    }

    /// A fresh block id.
    pub fn block(&mut self) -> u32 {
        self.next_block += 1;
        self.next_block
    }

    /// A fresh `distinct[N]<>` identifier.
    pub fn distinct(&mut self) -> String {
        let n = self.next_distinct;
        self.next_distinct += 1;
        format!("distinct[{n}]<>")
    }
}

/// Renders `spec` as a generic op line; returns the line and the result
/// name (if any).
pub fn render_op(spec: &OpSpec<'_>, result_name: Option<&str>) -> String {
    let mut s = String::new();
    if let Some(r) = result_name {
        let _ = write!(s, "{r} = ");
    }
    let _ = write!(s, "\"{}\"(", spec.name);
    for (i, v) in spec.operands.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(&v.name);
    }
    s.push(')');
    if !spec.successors.is_empty() {
        s.push('[');
        for (i, b) in spec.successors.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let _ = write!(s, "^bb{b}");
        }
        s.push(']');
    }
    if !spec.props.is_empty() {
        s.push_str(" <{");
        for (i, (name, value)) in spec.props.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(name);
            if let Some(v) = value {
                let _ = write!(s, " = {v}");
            }
        }
        s.push_str("}>");
    }
    if !spec.regions.is_empty() {
        s.push_str(" (");
        s.push_str(&spec.regions.join(", "));
        s.push(')');
    }
    s.push_str(" : (");
    for (i, v) in spec.operands.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(&v.ty);
    }
    s.push_str(") -> ");
    match &spec.result {
        Some(t) => s.push_str(t),
        None => s.push_str("()"),
    }
    if let Some(loc) = &spec.loc {
        s.push(' ');
        s.push_str(loc);
    }
    s
}

impl Region {
    /// The position of block `id`.
    pub fn block_index(&self, id: u32) -> usize {
        self.blocks
            .iter()
            .position(|b| b.id == id)
            .unwrap_or(self.blocks.len().saturating_sub(1))
    }

    /// Renders the region (`{` ... `}`) with `indent` spaces before its ops.
    pub fn render(&self, indent: usize) -> String {
        let pad = " ".repeat(indent);
        let mut s = String::from("{\n");
        for block in &self.blocks {
            let _ = write!(s, "{}^bb{}", &pad[..indent.saturating_sub(2)], block.id);
            if !block.args.is_empty() {
                s.push('(');
                for (i, a) in block.args.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    let _ = write!(s, "{}: {}", a.name, a.ty);
                    if let Some(loc) = block.arg_locs.get(i) {
                        let _ = write!(s, " {loc}");
                    }
                }
                s.push(')');
            }
            s.push_str(":\n");
            for op in &block.ops {
                let _ = writeln!(s, "{pad}{}", op.text);
            }
        }
        let _ = write!(s, "{}}}", &pad[..indent.saturating_sub(2)]);
        s
    }
}
