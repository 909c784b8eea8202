//! Printing types and attributes in MLIR's syntax, using aliases
//! (`#map`, `!tuple`, `#loc`) where an [`Aliases`] table provides them.

use std::cell::RefCell;
use std::fmt::Write as _;

use super::alias_table::{Aliases, DistinctIds};
use crate::storage::attributes::{AttrKind, Attribute, DenseElements, LocationKind};
use crate::storage::context::Context;
use crate::storage::float::{self, FloatSemantics};
use crate::storage::types::{DYNAMIC, Signedness, Type, TypeKind};

/// Whether an attribute's type is printed after its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeElision {
    /// Always print the type.
    Never,
    /// Elide `i64` for integers and `f64` for floats.
    May,
    /// Never print the type.
    Must,
}

/// Writes types and attributes as text.
pub struct SymbolPrinter<'c> {
    pub(crate) ctx: &'c Context,
    pub(crate) aliases: Option<&'c Aliases>,
    /// The numbers of distinct attributes printed without an alias table
    /// (with one, the table numbers them for the whole output).
    local_distinct: DistinctIds,
    /// When set, the printer only records the types and attributes it is
    /// asked to write (the alias collector's view of a dialect symbol's
    /// parameters, in print order) and writes nothing for them.
    pub(crate) recorder: Option<&'c RefCell<Vec<Nested>>>,
}

/// A type or attribute a dialect symbol's printer writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nested {
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attribute),
}

/// Writes `s` quoted, escaping as `llvm::printEscapedString`.
pub fn write_escaped(out: &mut String, s: &[u8]) {
    out.push('"');
    write_escaped_body(out, s);
    out.push('"');
}

/// Escapes without the quotes.
pub fn write_escaped_body(out: &mut String, s: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in s {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
}

/// `[a-zA-Z_][a-zA-Z0-9_$.]*`
pub fn is_bare_identifier(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    s[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// A keyword if it is a bare identifier, otherwise a quoted string.
pub fn write_keyword_or_string(out: &mut String, s: &[u8]) {
    if is_bare_identifier(s) {
        out.push_str(std::str::from_utf8(s).unwrap_or_default());
    } else {
        write_escaped(out, s);
    }
}

fn dialect_symbol_is_simple(data: &str) -> bool {
    let b = data.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = data.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// `!dialect.data` when simple, else `!dialect<data>`.
fn write_dialect_symbol(out: &mut String, sigil: char, dialect: &str, data: &str) {
    out.push(sigil);
    out.push_str(dialect);
    if dialect_symbol_is_simple(data) {
        out.push('.');
        out.push_str(data);
    } else {
        out.push('<');
        out.push_str(data);
        out.push('>');
    }
}

impl<'c> SymbolPrinter<'c> {
    /// A printer without aliases.
    pub fn new(ctx: &'c Context) -> Self {
        SymbolPrinter {
            ctx,
            aliases: None,
            local_distinct: DistinctIds::default(),
            recorder: None,
        }
    }

    /// A printer writing the aliases of `aliases`.
    pub fn with_aliases(ctx: &'c Context, aliases: &'c Aliases) -> Self {
        SymbolPrinter {
            aliases: Some(aliases),
            ..SymbolPrinter::new(ctx)
        }
    }

    /// A printer that records what it is asked to write into `recorder`
    /// instead of writing it.
    pub fn recording(ctx: &'c Context, recorder: &'c RefCell<Vec<Nested>>) -> Self {
        SymbolPrinter {
            recorder: Some(recorder),
            ..SymbolPrinter::new(ctx)
        }
    }

    /// Whether the printer only records what it is asked to write.
    pub fn is_recording(&self) -> bool {
        self.recorder.is_some()
    }

    /// Whether `attr` prints as an alias.
    pub fn has_alias(&self, attr: Attribute) -> bool {
        self.aliases.and_then(|a| a.attr_alias(attr)).is_some()
    }

    /// Whether `ty` prints as an alias.
    pub fn type_has_alias(&self, ty: Type) -> bool {
        self.aliases.and_then(|a| a.type_alias(ty)).is_some()
    }

    fn distinct_id(&self, attr: Attribute) -> u64 {
        match self.aliases {
            Some(a) => a.distinct_ids().id(attr),
            None => self.local_distinct.id(attr),
        }
    }

    /// The context the printed types and attributes belong to.
    pub fn context(&self) -> &'c Context {
        self.ctx
    }

    /// Writes a type, as its alias if it has one.
    pub fn write_type(&self, out: &mut String, ty: Type) {
        if let Some(r) = self.recorder {
            r.borrow_mut().push(Nested::Type(ty));
            return;
        }
        if let Some(a) = self.aliases.and_then(|a| a.type_alias(ty)) {
            a.write(out);
            return;
        }
        self.write_type_body(out, ty);
    }

    /// Writes a type in full (never as its own alias).
    pub fn write_type_body(&self, out: &mut String, ty: Type) {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                out.push_str(match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                });
                let _ = write!(out, "{width}");
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(s) => out.push_str(s.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.write_type(out, *e);
                out.push('>');
            }
            TypeKind::Tuple(types) => {
                out.push_str("tuple<");
                self.write_type_list(out, types);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                self.write_type_list(out, inputs);
                out.push_str(") -> ");
                self.write_result_types(out, results);
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable) {
                    if *s {
                        let _ = write!(out, "[{d}]x");
                    } else {
                        let _ = write!(out, "{d}x");
                    }
                }
                self.write_type(out, *element);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                out.push_str("tensor<");
                write_dims(out, shape);
                self.write_type(out, *element);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.write_attr(out, *e, TypeElision::Never);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                out.push_str("tensor<*x");
                self.write_type(out, *element);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                out.push_str("memref<");
                write_dims(out, shape);
                self.write_type(out, *element);
                if let Some(l) = layout {
                    out.push_str(", ");
                    self.write_attr(out, *l, TypeElision::May);
                }
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.write_attr(out, *m, TypeElision::May);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                out.push_str("memref<*x");
                self.write_type(out, *element);
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.write_attr(out, *m, TypeElision::May);
                }
                out.push('>');
            }
            TypeKind::Dialect(sym) => self.write_dialect_symbol_body(out, '!', sym, false),
            TypeKind::Opaque { dialect, data } => {
                write_dialect_symbol(out, '!', self.ctx.ident_str(*dialect), data)
            }
        }
    }

    /// A dialect type or attribute: the dialect's printer writes the body,
    /// which then goes after `!dialect.` (or inside `!dialect<...>` when it is
    /// not simple), as MLIR prints dialect symbols.
    fn write_dialect_symbol_body(
        &self,
        out: &mut String,
        sigil: char,
        sym: &crate::storage::dialect_symbol::DialectSymbol,
        is_attr: bool,
    ) {
        let def = self.ctx.dialect_definition(sym.dialect);
        let hook = def.and_then(|d| {
            if is_attr {
                d.print_attribute
            } else {
                d.print_type
            }
        });
        let mut body = String::new();
        match hook {
            Some(print) => print(self, &mut body, sym),
            None => self.write_generic_dialect_body(&mut body, sym),
        }
        write_dialect_symbol(out, sigil, self.ctx.ident_str(sym.dialect), &body);
    }

    /// `mnemonic<param, ...>`: the form used when a dialect gives no printer.
    pub fn write_generic_dialect_body(
        &self,
        out: &mut String,
        sym: &crate::storage::dialect_symbol::DialectSymbol,
    ) {
        use crate::storage::dialect_symbol::Param;
        out.push_str(self.ctx.ident_str(sym.mnemonic));
        if sym.params.is_empty() {
            return;
        }
        out.push('<');
        for (i, p) in sym.params.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            match p {
                Param::Int(v) => out.push_str(&v.to_string()),
                Param::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
                Param::Str(s) => write_escaped(out, s.as_bytes()),
                Param::Type(t) => self.write_type(out, *t),
                Param::Attr(a) => self.write_attr(out, *a, TypeElision::Never),
                Param::Types(ts) => {
                    out.push('(');
                    self.write_type_list(out, ts);
                    out.push(')');
                }
                Param::Attrs(attrs) => {
                    out.push('[');
                    for (j, a) in attrs.iter().enumerate() {
                        if j > 0 {
                            out.push_str(", ");
                        }
                        self.write_attr(out, *a, TypeElision::Never);
                    }
                    out.push(']');
                }
                Param::Ints(vs) => {
                    let parts: Vec<String> = vs.iter().map(|v| v.to_string()).collect();
                    out.push('[');
                    out.push_str(&parts.join(", "));
                    out.push(']');
                }
                Param::None => out.push('?'),
            }
        }
        out.push('>');
    }

    /// `a, b, c`
    pub fn write_type_list(&self, out: &mut String, types: &[Type]) {
        for (i, t) in types.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_type(out, *t);
        }
    }

    /// Results of a function type: bare when there is one non-function type.
    pub fn write_result_types(&self, out: &mut String, results: &[Type]) {
        if results.len() == 1
            && !matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. })
        {
            self.write_type(out, results[0]);
        } else {
            out.push('(');
            self.write_type_list(out, results);
            out.push(')');
        }
    }

    /// Writes an attribute, as its alias if it has one.
    pub fn write_attr(&self, out: &mut String, attr: Attribute, elision: TypeElision) {
        if let Some(r) = self.recorder {
            r.borrow_mut().push(Nested::Attr(attr));
            return;
        }
        if let Some(a) = self.aliases.and_then(|a| a.attr_alias(attr)) {
            a.write(out);
            return;
        }
        self.write_attr_body(out, attr, elision);
    }

    /// Writes an attribute in full (never as its own alias).
    pub fn write_attr_body(&self, out: &mut String, attr: Attribute, elision: TypeElision) {
        let ctx = self.ctx;
        let typed = match ctx.attr_kind(attr) {
            AttrKind::Unit => {
                out.push_str("unit");
                None
            }
            AttrKind::Dialect(sym) => {
                self.write_dialect_symbol_body(out, '#', sym, true);
                None
            }
            AttrKind::Opaque { dialect, data, ty } => {
                write_dialect_symbol(out, '#', ctx.ident_str(*dialect), data);
                Some(*ty)
            }
            AttrKind::Distinct { referenced, .. } => {
                let _ = write!(out, "distinct[{}]<", self.distinct_id(attr));
                if *referenced != ctx.unit_attr() {
                    self.write_attr(out, *referenced, TypeElision::Never);
                }
                out.push('>');
                None
            }
            AttrKind::Dictionary(entries) => {
                out.push('{');
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_named_attr(out, ctx.ident_str(*k), *v);
                }
                out.push('}');
                None
            }
            AttrKind::Integer { ty, value } => {
                if matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    out.push_str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                let unsigned = matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                );
                value.write_decimal(out, !unsigned);
                if elision == TypeElision::May && *ty == ctx.i64_type() {
                    return;
                }
                Some(*ty)
            }
            AttrKind::Float { ty, bits } => {
                let sem = ctx.float_semantics(*ty).unwrap_or(FloatSemantics::F64);
                let (text, hex) = float::format_float(sem, *bits);
                out.push_str(&text);
                if elision == TypeElision::May && *ty == ctx.f64_type() && !hex {
                    return;
                }
                Some(*ty)
            }
            AttrKind::String { value, ty } => {
                write_escaped(out, value);
                Some(*ty)
            }
            AttrKind::Type(t) => {
                self.write_type(out, *t);
                None
            }
            AttrKind::Array(elems) => {
                out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_attr(out, *e, TypeElision::May);
                }
                out.push(']');
                None
            }
            AttrKind::SymbolRef { root, nested } => {
                write_symbol_name(out, root);
                for n in nested {
                    out.push_str("::");
                    write_symbol_name(out, n);
                }
                None
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(out, "affine_map<{m}>");
                None
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(out, "affine_set<{s}>");
                None
            }
            AttrKind::StridedLayout { offset, strides } => {
                out.push_str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_dynamic(out, *s);
                }
                out.push(']');
                if *offset != 0 {
                    out.push_str(", offset: ");
                    write_dynamic(out, *offset);
                }
                out.push('>');
                None
            }
            AttrKind::DenseArray { element, values } => {
                out.push_str("array<");
                self.write_type(out, *element);
                if !values.is_empty() {
                    out.push_str(": ");
                    let kind = ctx.type_kind(*element);
                    for (i, v) in values.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        match kind {
                            TypeKind::Integer { width: 1, .. } => {
                                out.push_str(if *v != 0 { "true" } else { "false" })
                            }
                            TypeKind::Integer { width, signedness } => {
                                let value = crate::storage::apint::ApInt::from_u128(*width, *v);
                                value.write_decimal(out, *signedness != Signedness::Unsigned);
                            }
                            TypeKind::Float(s) => out.push_str(&float::format_float(*s, *v).0),
                            _ => {}
                        }
                    }
                }
                out.push('>');
                return;
            }
            AttrKind::DenseElements {
                ty,
                splat,
                elements,
            } => {
                out.push_str("dense<");
                self.write_dense(out, *ty, *splat, elements);
                out.push('>');
                Some(*ty)
            }
            AttrKind::Location(_) => {
                out.push_str("loc(");
                self.write_location(out, attr);
                out.push(')');
                None
            }
        };
        if let Some(ty) = typed
            && elision != TypeElision::Must
            && ty != ctx.none_type()
        {
            out.push_str(" : ");
            self.write_type(out, ty);
        }
    }

    /// `name = value`, or just `name` for a unit attribute.
    pub fn write_named_attr(&self, out: &mut String, name: &str, value: Attribute) {
        write_keyword_or_string(out, name.as_bytes());
        if value == self.ctx.unit_attr() {
            return;
        }
        out.push_str(" = ");
        self.write_attr(out, value, TypeElision::Never);
    }

    /// The inside of `loc(...)`; nested locations use their aliases.
    pub fn write_location(&self, out: &mut String, loc: Attribute) {
        let AttrKind::Location(kind) = self.ctx.attr_kind(loc) else {
            return;
        };
        match kind {
            LocationKind::Unknown => out.push_str("unknown"),
            LocationKind::FileLineCol { file, line, col } => {
                write_escaped(out, self.ctx.ident_str(*file).as_bytes());
                let _ = write!(out, ":{line}:{col}");
            }
            LocationKind::Name { name, child } => {
                write_escaped(out, name);
                if *child != self.ctx.unknown_loc() {
                    out.push('(');
                    self.write_nested_location(out, *child);
                    out.push(')');
                }
            }
            LocationKind::CallSite { callee, caller } => {
                out.push_str("callsite(");
                self.write_nested_location(out, *callee);
                out.push_str(" at ");
                self.write_nested_location(out, *caller);
                out.push(')');
            }
            LocationKind::Fused {
                locations,
                metadata,
            } => {
                out.push_str("fused");
                if let Some(m) = metadata {
                    out.push('<');
                    self.write_attr(out, *m, TypeElision::Never);
                    out.push('>');
                }
                out.push('[');
                for (i, l) in locations.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_nested_location(out, *l);
                }
                out.push(']');
            }
        }
    }

    fn write_nested_location(&self, out: &mut String, loc: Attribute) {
        if let Some(a) = self.aliases.and_then(|a| a.attr_alias(loc)) {
            a.write(out);
        } else {
            self.write_location(out, loc);
        }
    }

    fn write_dense(&self, out: &mut String, ty: Type, splat: bool, elements: &DenseElements) {
        let ctx = self.ctx;
        let element = ctx.element_type(ty).unwrap_or(ty);
        let shape: Vec<i64> = ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let num: i64 = shape.iter().product();
        match elements {
            DenseElements::Strings(strs) => {
                write_nested(out, splat, &shape, |out, i| write_escaped(out, &strs[i]));
            }
            DenseElements::Bits(bits) => {
                let (scalar, complex) = match ctx.type_kind(element) {
                    TypeKind::Complex(inner) => (*inner, true),
                    _ => (element, false),
                };
                if !splat && num > 100 {
                    write_hex_data(out, ctx, scalar, bits);
                    return;
                }
                let write_scalar = |out: &mut String, b: u128| match ctx.type_kind(scalar) {
                    TypeKind::Float(s) => out.push_str(&float::format_float(*s, b).0),
                    TypeKind::Integer { width: 1, .. } => {
                        out.push_str(if b != 0 { "true" } else { "false" })
                    }
                    TypeKind::Integer { width, signedness } => {
                        let v = crate::storage::apint::ApInt::from_u128(*width, b);
                        v.write_decimal(out, *signedness != Signedness::Unsigned);
                    }
                    _ => {
                        let v = crate::storage::apint::ApInt::from_u128(64, b);
                        v.write_decimal(out, true);
                    }
                };
                if complex {
                    write_nested(out, splat, &shape, |out, i| {
                        out.push('(');
                        write_scalar(out, bits[2 * i]);
                        out.push(',');
                        write_scalar(out, bits[2 * i + 1]);
                        out.push(')');
                    });
                } else {
                    write_nested(out, splat, &shape, |out, i| write_scalar(out, bits[i]));
                }
            }
        }
    }
}

/// `@name` or `@"quoted name"`; an empty name prints as MLIR prints it
/// (`@<<INVALID EMPTY SYMBOL>>`, which no parser reads back).
pub(super) fn write_symbol_name(out: &mut String, name: &[u8]) {
    if name.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    write_keyword_or_string(out, name);
}

fn write_dynamic(out: &mut String, v: i64) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{v}");
    }
}

fn write_dims(out: &mut String, shape: &[i64]) {
    for &d in shape {
        write_dynamic(out, d);
        out.push('x');
    }
}

/// Elements in nested brackets by shape, as MLIR's mixed-radix printer does.
fn write_nested(
    out: &mut String,
    splat: bool,
    shape: &[i64],
    mut elem: impl FnMut(&mut String, usize),
) {
    if splat {
        elem(out, 0);
        return;
    }
    let num: i64 = shape.iter().product();
    if num == 0 {
        return;
    }
    let rank = shape.len();
    if rank == 0 {
        elem(out, 0);
        return;
    }
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for idx in 0..num as usize {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('[');
            open += 1;
        }
        elem(out, idx);
        counter[rank - 1] += 1;
        for i in (1..rank).rev() {
            if counter[i] >= shape[i] {
                counter[i] = 0;
                counter[i - 1] += 1;
                open -= 1;
                out.push(']');
            }
        }
    }
    while open > 0 {
        out.push(']');
        open -= 1;
    }
}

fn write_hex_data(out: &mut String, ctx: &Context, scalar: Type, bits: &[u128]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let width = ctx.int_or_float_width(scalar).unwrap_or(64);
    let mut bytes: Vec<u8> = Vec::new();
    if width == 1 {
        bytes.resize(bits.len().div_ceil(8), 0);
        for (i, b) in bits.iter().enumerate() {
            if *b != 0 {
                bytes[i / 8] |= 1 << (i % 8);
            }
        }
    } else {
        let n = (width as usize).div_ceil(8);
        for b in bits {
            for k in 0..n {
                bytes.push((b >> (8 * k)) as u8);
            }
        }
    }
    out.push_str("\"0x");
    for b in bytes {
        out.push(HEX[(b >> 4) as usize] as char);
        out.push(HEX[(b & 15) as usize] as char);
    }
    out.push('"');
}
