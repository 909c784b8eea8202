//! Printing operations, regions and blocks.

use super::flags::PrintFlags;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::storage::threads::available_threads;

use super::alias_table::Aliases;
use super::names::{SsaNames, push_u32};
use super::symbols::{SymbolPrinter, TypeElision, write_escaped};
use crate::storage::attributes::{Attribute, NamedAttribute};
use crate::storage::context::Context;
use crate::storage::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::storage::op_traits::OpTraits;

/// Prints ops into a string; custom assembly forms receive it to print
/// their parts.
pub struct OpPrinter<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    names: Arc<SsaNames>,
    aliases: Arc<Aliases>,
    flags: PrintFlags,
    /// Whether the ops of the next block printed may be printed on threads
    /// (only a large top-level printer's outermost block).
    parallel: bool,
    out: String,
    indent: usize,
    /// Where full chunks of `out` go when streaming.
    sink: Option<&'a mut dyn std::io::Write>,
    sink_error: Option<std::io::Error>,
    /// The text of each type printed so far (a large module prints the
    /// same few types over and over).
    type_texts: FxHashMap<crate::storage::types::Type, Box<str>>,
    /// The text of short `name = value` entries of attribute dictionaries
    /// printed so far (`alignment = 8 : i64` on every load), up to
    /// [`NAMED_ATTR_TEXTS`] of them.
    named_attr_texts: FxHashMap<NamedAttribute, Box<str>>,
}

/// How many `name = value` texts a printer keeps.
const NAMED_ATTR_TEXTS: usize = 4096;

/// The longest `name = value` text a printer keeps.
const NAMED_ATTR_TEXT_MAX: usize = 128;

/// Output is handed to the sink in chunks of about this size.
const FLUSH_THRESHOLD: usize = 1 << 16;

/// Below this many ops in the IR, threads cost more than they save.
const PARALLEL_MIN_OPS: usize = 8192;

/// How many items (runs of consecutive ops) per thread helpers print ahead
/// of the one being written, so that at most that much text waits to be
/// written in order.
const ITEMS_AHEAD_PER_THREAD: usize = 8;

/// Into how many items per thread the ops of a block printed on threads
/// are grouped: enough for the threads to finish close together.
const ITEMS_PER_THREAD: usize = 64;

impl<'a> OpPrinter<'a> {
    /// A printer for `top` and everything nested in it.
    pub fn new(ctx: &'a Context, ir: &'a Ir, top: OpId, flags: PrintFlags) -> Self {
        Self::on_threads(ctx, ir, top, flags, 1)
    }

    /// A printer for `top` that prepares (aliases) and prints the ops of
    /// its body on `threads` threads if there are several.
    fn on_threads(
        ctx: &'a Context,
        ir: &'a Ir,
        top: OpId,
        flags: PrintFlags,
        threads: usize,
    ) -> Self {
        let needs_aliases = !flags.local_scope && (flags.debug_info || ctx.has_aliasable_symbols());
        let aliases = if !needs_aliases {
            Aliases::default()
        } else if threads > 1 {
            Aliases::collect_on_threads(ctx, ir, top, &flags, threads)
        } else {
            Aliases::collect(ctx, ir, top, &flags)
        };
        OpPrinter {
            ctx,
            ir,
            names: Arc::new(Self::names(ctx, ir, top, &flags)),
            aliases: Arc::new(aliases),
            flags,
            parallel: threads > 1,
            out: String::new(),
            indent: 0,
            sink: None,
            sink_error: None,
            type_texts: FxHashMap::default(),
            named_attr_texts: FxHashMap::default(),
        }
    }

    /// A printer for `op` whose values are numbered as when printing
    /// `scope` (an ancestor of `op`): MLIR prints an op in a diagnostic this
    /// way, numbering from its closest isolated-from-above ancestor.
    pub fn in_scope(
        ctx: &'a Context,
        ir: &'a Ir,
        op: OpId,
        scope: OpId,
        flags: PrintFlags,
    ) -> Self {
        let mut p = Self::new(ctx, ir, op, flags);
        // Values defined above the scope (only invalid IR uses them) have
        // no number: `<<UNKNOWN SSA VALUE>>`, as MLIR prints them.
        let naming = PrintFlags {
            local_scope: false,
            ..p.flags.clone()
        };
        p.names = Arc::new(Self::names(ctx, ir, scope, &naming));
        p
    }

    fn names(ctx: &Context, ir: &Ir, top: OpId, flags: &PrintFlags) -> SsaNames {
        // Result names are part of custom forms only, as in MLIR.
        let namer = |op: OpId| {
            let mut names = Vec::new();
            if let Some(hook) = ctx
                .op_definition(ir.op_name(op))
                .and_then(|d| d.result_names)
            {
                hook(ctx, ir, op, &mut |i, n| names.push((i, n.to_string())));
            }
            names
        };
        let namer: Option<super::names::ResultNamer<'_>> =
            if flags.generic { None } else { Some(&namer) };
        SsaNames::compute(ir, top, flags.generic, flags.local_scope, namer)
    }

    /// A printer that streams its output to `sink` as it goes.
    pub fn streaming(
        ctx: &'a Context,
        ir: &'a Ir,
        top: OpId,
        flags: PrintFlags,
        sink: &'a mut dyn std::io::Write,
    ) -> Self {
        let parallel = !flags.single_threaded
            && !flags.local_scope
            && !ctx.has_distinct_attributes()
            && ir.op_capacity() >= PARALLEL_MIN_OPS
            && available_threads() >= 2;
        let threads = if parallel { available_threads() } else { 1 };
        let mut p = Self::on_threads(ctx, ir, top, flags, threads);
        p.out.reserve(FLUSH_THRESHOLD * 2);
        p.sink = Some(sink);
        p
    }

    fn maybe_flush(&mut self) {
        if self.out.len() >= FLUSH_THRESHOLD {
            self.flush();
        }
    }

    fn flush(&mut self) {
        if let Some(sink) = self.sink.as_mut() {
            if self.sink_error.is_none()
                && let Err(e) = sink.write_all(self.out.as_bytes())
            {
                self.sink_error = Some(e);
            }
            self.out.clear();
        }
    }

    /// Flushes a streaming printer; returns the first write error.
    pub fn finish_streaming(mut self) -> std::io::Result<()> {
        self.flush();
        match self.sink_error.take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// The printed text.
    pub fn finish(self) -> String {
        self.out
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The IR being printed.
    pub fn ir(&self) -> &'a Ir {
        self.ir
    }

    /// The output so far (custom forms append to it).
    pub fn out(&mut self) -> &mut String {
        &mut self.out
    }

    fn symbols(&self) -> SymbolPrinter<'_> {
        SymbolPrinter::with_aliases(self.ctx, &self.aliases)
    }

    /// Aliases, the op, deferred aliases.
    pub fn print_top_level(&mut self, op: OpId) {
        if self.flags.local_scope {
            // MLIR prints a local-scope op without aliases or a final newline.
            self.print_full_op(op);
            return;
        }
        let mut head = String::new();
        self.aliases
            .write_definitions(&mut head, &self.symbols(), false);
        self.out.push_str(&head);
        self.print_full_op(op);
        self.out.push('\n');
        let mut tail = String::new();
        self.aliases
            .write_definitions(&mut tail, &self.symbols(), true);
        self.out.push_str(&tail);
    }

    fn push_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// Indentation, results, the op, its trailing location.
    pub fn print_full_op(&mut self, op: OpId) {
        self.push_indent();
        if self.ir.num_results(op) > 0 {
            for (i, (start, size)) in self
                .names
                .result_groups(self.ir, op)
                .into_iter()
                .enumerate()
            {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let head = self.ir.result(op, start as usize);
                self.names.write_value(&mut self.out, self.ir, head, false);
                if size > 1 {
                    self.out.push(':');
                    push_u32(&mut self.out, size);
                }
            }
            self.out.push_str(" = ");
        }
        let def = if self.flags.generic {
            None
        } else {
            self.ctx.op_definition(self.ir.op_name(op))
        };
        match def.as_ref().and_then(|d| d.assembly) {
            Some(asm) => asm.print(self, op),
            None => self.print_generic_op(op),
        }
        if self.flags.debug_info {
            let loc = self.ir.op_loc(op).to_attr(self.ctx);
            self.print_trailing_location(loc);
        }
    }

    /// The name of `op` as its custom form prints it: without the
    /// `dialect.` prefix when that dialect is the default where the op is —
    /// `builtin` at the top level, else what the enclosing op declares
    /// (MLIR's default dialect stack).
    pub fn op_name_as_printed(&self, op: OpId) -> &'a str {
        let name = self.ctx.ident_str(self.ir.op_name(op));
        let default = match self.ir.parent_op(op) {
            None => "builtin",
            Some(parent) => self
                .ctx
                .default_dialect(self.ir.op_name(parent))
                .unwrap_or(""),
        };
        match name.split_once('.') {
            Some((dialect, rest))
                if !default.is_empty() && dialect == default && !rest.contains('.') =>
            {
                rest
            }
            _ => name,
        }
    }

    /// Prints the name of `op` as its custom form does (see
    /// [`OpPrinter::op_name_as_printed`]).
    pub fn print_op_name(&mut self, op: OpId) {
        let name = self.op_name_as_printed(op);
        self.out.push_str(name);
    }

    /// ` loc(...)` when printing debug info.
    pub fn print_trailing_location(&mut self, loc: Attribute) {
        if !self.flags.debug_info {
            return;
        }
        self.out.push_str(" loc(");
        let mut s = String::new();
        {
            let sp = self.symbols();
            match self.aliases.attr_alias(loc) {
                Some(a) => a.write(&mut s),
                None => sp.write_location(&mut s, loc),
            }
        }
        self.out.push_str(&s);
        self.out.push(')');
    }

    /// The generic form: `"name"(operands)[succs] <{props}> (regions) {attrs} : type`.
    pub fn print_generic_op(&mut self, op: OpId) {
        let ir = self.ir;
        write_escaped(&mut self.out, self.ctx.ident_str(ir.op_name(op)).as_bytes());
        self.out.push('(');
        for (i, v) in ir.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.names.write_value(&mut self.out, ir, v, true);
        }
        self.out.push(')');
        if ir.num_successors(op) > 0 {
            self.out.push('[');
            for (i, b) in ir.successors(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.names.write_block(&mut self.out, b);
            }
            self.out.push(']');
        }
        if let Some(p) = ir.op_properties(op) {
            self.out.push_str(" <");
            self.print_attribute(p);
            self.out.push('>');
        }
        if !ir.regions(op).is_empty() {
            self.out.push_str(" (");
            for (i, &r) in ir.regions(op).iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.out.push(')');
        }
        let attrs = self.ctx.dictionary_entries(ir.op_attributes(op));
        self.print_optional_attr_dict(attrs, &[]);
        self.out.push_str(" : (");
        for (i, v) in ir.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(ir.value_type(v));
        }
        self.out.push_str(") -> ");
        let n = ir.num_results(op);
        let single_non_fn = n == 1
            && !matches!(
                self.ctx.type_kind(ir.value_type(ir.result(op, 0))),
                crate::storage::types::TypeKind::Function { .. }
            );
        if single_non_fn {
            self.print_type(ir.value_type(ir.result(op, 0)));
        } else {
            self.out.push('(');
            for (i, v) in ir.results(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_type(ir.value_type(v));
            }
            self.out.push(')');
        }
    }

    /// ` {a = 1, b}` unless empty (after dropping `elided` names).
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        let mut first = true;
        for &(k, v) in attrs {
            let name = self.ctx.ident_str(k);
            if elided.contains(&name) {
                continue;
            }
            self.out.push_str(if first { " {" } else { ", " });
            first = false;
            if let Some(text) = self.named_attr_texts.get(&(k, v)) {
                self.out.push_str(text);
                continue;
            }
            let start = self.out.len();
            let mut s = std::mem::take(&mut self.out);
            self.symbols().write_named_attr(&mut s, name, v);
            self.out = s;
            let len = self.out.len() - start;
            if len <= NAMED_ATTR_TEXT_MAX && self.named_attr_texts.len() < NAMED_ATTR_TEXTS {
                let text = self.out[start..].into();
                self.named_attr_texts.insert((k, v), text);
            }
        }
        if !first {
            self.out.push('}');
        }
    }

    /// Prints an attribute (type never elided).
    pub fn print_attribute(&mut self, attr: Attribute) {
        let mut s = std::mem::take(&mut self.out);
        self.symbols().write_attr(&mut s, attr, TypeElision::Never);
        self.out = s;
    }

    /// Prints a type.
    pub fn print_type(&mut self, ty: crate::storage::types::Type) {
        if let Some(text) = self.type_texts.get(&ty) {
            self.out.push_str(text);
            return;
        }
        let mut text = String::new();
        self.symbols().write_type(&mut text, ty);
        self.out.push_str(&text);
        self.type_texts.insert(ty, text.into());
    }

    /// Prints a value's name.
    pub fn print_value(&mut self, v: Value) {
        self.names.write_value(&mut self.out, self.ir, v, true);
    }

    /// `{` blocks `}` at the current indentation.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        self.out.push_str("{\n");
        if let Some(entry) = self.ir.entry_block(region) {
            let header = (print_empty_block && self.ir.block_is_empty(entry))
                || (print_entry_args && !self.ir.block_arguments(entry).is_empty());
            self.print_block(entry, header, print_terminators);
            let mut next = self.ir.next_block(entry);
            while let Some(b) = next {
                self.print_block(b, true, true);
                next = self.ir.next_block(b);
            }
        }
        self.push_indent();
        self.out.push('}');
    }

    fn print_block(&mut self, block: BlockId, header: bool, print_terminator: bool) {
        let ir = self.ir;
        if header {
            self.push_indent();
            self.names.write_block(&mut self.out, block);
            let args = ir.block_arguments(block);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.names.write_value(&mut self.out, ir, a, true);
                    self.out.push_str(": ");
                    self.print_type(ir.value_type(a));
                    if self.flags.debug_info {
                        // Block argument locations are never printed as aliases.
                        self.out.push_str(" loc(");
                        let mut s = String::new();
                        SymbolPrinter::with_aliases(self.ctx, &self.aliases)
                            .write_location(&mut s, ir.value_loc(a).to_attr(self.ctx));
                        self.out.push_str(&s);
                        self.out.push(')');
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_predecessors(block);
            self.out.push('\n');
        }
        self.indent += 2;
        let last = ir.last_op(block);
        let skip_last = !print_terminator && last.is_some_and(|l| self.is_terminator(l));
        if std::mem::take(&mut self.parallel) {
            let ops: Vec<OpId> = ir
                .ops_of(block)
                .filter(|&op| !(skip_last && Some(op) == last))
                .collect();
            self.print_ops_on_threads(&ops);
        } else {
            for op in ir.ops_of(block) {
                if skip_last && Some(op) == last {
                    break;
                }
                self.print_full_op(op);
                self.out.push('\n');
                self.maybe_flush();
            }
        }
        self.indent -= 2;
    }

    /// Prints `ops` (each followed by a newline) on threads: helpers print
    /// ops ahead, each into its own text, and the texts are written in op
    /// order (see [`crate::storage::work_ahead`]). Names and aliases were computed
    /// for the whole IR up front, so an op prints the same on any thread.
    fn print_ops_on_threads(&mut self, ops: &[OpId]) {
        let threads = available_threads();
        let (ctx, ir, indent) = (self.ctx, self.ir, self.indent);
        let (names, aliases, flags) = (
            Arc::clone(&self.names),
            Arc::clone(&self.aliases),
            self.flags.clone(),
        );
        let printer = || OpPrinter {
            ctx,
            ir,
            names: Arc::clone(&names),
            aliases: Arc::clone(&aliases),
            flags: flags.clone(),
            parallel: false,
            out: String::new(),
            indent,
            sink: None,
            sink_error: None,
            type_texts: FxHashMap::default(),
            named_attr_texts: FxHashMap::default(),
        };
        // Consecutive ops are printed as one item, so that thousands of
        // small functions do not each pay for a hand-over between threads.
        let per_item = ops.len().div_ceil(threads * ITEMS_PER_THREAD).max(1);
        let items: Vec<&[OpId]> = ops.chunks(per_item).collect();
        let print = |printer: &mut OpPrinter<'a>, i: usize| {
            for &op in items[i] {
                printer.print_full_op(op);
                printer.out.push('\n');
            }
            std::mem::take(&mut printer.out)
        };
        // The texts printed ahead wait in memory: keep them to about a
        // 16th of the module (a handful of huge functions each print
        // megabytes), but give each helper at least one item.
        let window = (threads * ITEMS_AHEAD_PER_THREAD).min(threads.max(items.len() / 16));
        crate::storage::work_ahead::in_order_with_helpers(
            items.len(),
            threads,
            window,
            printer,
            print,
            |text| self.write_text(&text),
        );
    }

    /// Appends `text` to the output; a streaming printer hands a large one
    /// to its sink at once, after what it holds.
    fn write_text(&mut self, text: &str) {
        if self.sink.is_some() && text.len() >= FLUSH_THRESHOLD / 4 {
            self.flush();
            if let Some(sink) = self.sink.as_mut()
                && self.sink_error.is_none()
                && let Err(e) = sink.write_all(text.as_bytes())
            {
                self.sink_error = Some(e);
            }
            return;
        }
        self.out.push_str(text);
        self.maybe_flush();
    }

    fn is_terminator(&self, op: OpId) -> bool {
        self.ctx
            .op_traits(self.ir.op_name(op))
            .is_some_and(|t| t.contains(OpTraits::TERMINATOR))
    }

    fn print_predecessors(&mut self, block: BlockId) {
        let ir = self.ir;
        if ir.block_parent(block).is_none() {
            self.out.push_str("  // block is not in a region!");
            return;
        }
        let mut preds: Vec<BlockId> = ir.predecessors(block).collect();
        if preds.is_empty() {
            if !ir.is_entry_block(block) {
                self.out.push_str("  // no predecessors");
            }
            return;
        }
        if preds.len() == 1 {
            self.out.push_str("  // pred: ");
            self.names.write_block(&mut self.out, preds[0]);
            return;
        }
        preds.sort_by_key(|&p| self.names.block_number(p));
        self.out.push_str("  // ");
        push_u32(&mut self.out, preds.len() as u32);
        self.out.push_str(" preds: ");
        for (i, p) in preds.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.names.write_block(&mut self.out, *p);
        }
    }

    /// Increases the indentation (for custom forms that print regions).
    pub fn indent(&self) -> usize {
        self.indent
    }

    // ----- primitives for custom forms ------------------------------------

    /// Values comma separated: `%a, %b#1` (MLIR's `printOperands`).
    pub fn print_operands(&mut self, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(v);
        }
    }

    /// Types comma separated: `i32, f32`.
    pub fn print_type_list(&mut self, types: &[crate::storage::types::Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// ` -> ` and the types, in parentheses unless there is exactly one
    /// that is not a function type (MLIR's `printArrowTypeList`).
    pub fn print_arrow_type_list(&mut self, types: &[crate::storage::types::Type]) {
        self.out.push_str(" -> ");
        let wrapped = types.len() != 1
            || matches!(
                self.ctx.type_kind(types[0]),
                crate::storage::types::TypeKind::Function { .. }
            );
        if wrapped {
            self.out.push('(');
        }
        self.print_type_list(types);
        if wrapped {
            self.out.push(')');
        }
    }

    /// `(inputs) -> results` (MLIR's `printFunctionalType`).
    pub fn print_functional_type(
        &mut self,
        inputs: &[crate::storage::types::Type],
        results: &[crate::storage::types::Type],
    ) {
        self.out.push('(');
        self.print_type_list(inputs);
        self.out.push(')');
        self.print_arrow_type_list(results);
    }

    /// A successor's name: `^bb1`.
    pub fn print_successor(&mut self, block: BlockId) {
        self.names.write_block(&mut self.out, block);
    }

    /// A successor with the operands passed to it: `^bb1(%a, %b : i32, f32)`,
    /// or just `^bb1` without operands (MLIR's `printSuccessorAndUseList`).
    pub fn print_successor_and_use_list(&mut self, block: BlockId, operands: &[Value]) {
        self.print_successor(block);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(operands);
        self.out.push_str(" : ");
        let types: Vec<_> = operands.iter().map(|&v| self.ir.value_type(v)).collect();
        self.print_type_list(&types);
        self.out.push(')');
    }

    /// A keyword as is (no space added): for the keywords of hand-written
    /// forms (MLIR's `printKeywordOrString` when it is a keyword).
    pub fn print_keyword(&mut self, keyword: &str) {
        self.out.push_str(keyword);
    }

    /// `text` as a keyword if it is a bare identifier, else as a quoted
    /// string (MLIR's `printKeywordOrString`).
    pub fn print_keyword_or_string(&mut self, text: &[u8]) {
        super::symbols::write_keyword_or_string(&mut self.out, text);
    }

    /// `@name`, quoted when the name is no identifier (MLIR's
    /// `printSymbolName`).
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        super::symbols::write_symbol_name(&mut self.out, name);
    }

    /// An attribute without its `: type` (MLIR's `printAttributeWithoutType`);
    /// an alias if it has one.
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        let mut s = std::mem::take(&mut self.out);
        self.symbols().write_attr(&mut s, attr, TypeElision::Must);
        self.out = s;
    }

    /// The body of a registered dialect's attribute or type, `mnemonic<...>`.
    fn dialect_symbol_body(
        &self,
        sym: &crate::storage::dialect_symbol::DialectSymbol,
        is_attr: bool,
    ) -> String {
        let mut body = String::new();
        let hook = self.ctx.dialect_definition(sym.dialect).and_then(|d| {
            if is_attr {
                d.print_attribute
            } else {
                d.print_type
            }
        });
        let printer = self.symbols();
        match hook {
            Some(print) => print(&printer, &mut body, sym),
            None => printer.write_generic_dialect_body(&mut body, sym),
        }
        body
    }

    /// What follows the mnemonic in `body`, when `body` starts with it.
    fn strip_mnemonic<'b>(body: &'b str, mnemonic: &str) -> Option<&'b str> {
        let rest = body.strip_prefix(mnemonic)?;
        let continues_identifier = rest
            .bytes()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
        (!rest.is_empty() && !continues_identifier).then_some(rest)
    }

    /// An attribute as MLIR's `printStrippedAttrOrType` prints a dialect
    /// attribute: its alias if it has one; for an attribute of a registered
    /// dialect its parameters without `#dialect.mnemonic` (`<nsw>`); the
    /// whole attribute otherwise (or when nothing would be left).
    pub fn print_stripped_attribute(&mut self, attr: Attribute) {
        if self.aliases.attr_alias(attr).is_none()
            && let crate::storage::attributes::AttrKind::Dialect(sym) = self.ctx.attr_kind(attr)
        {
            let body = self.dialect_symbol_body(sym, true);
            if let Some(rest) = Self::strip_mnemonic(&body, self.ctx.ident_str(sym.mnemonic)) {
                self.out.push_str(rest);
                return;
            }
        }
        self.print_attribute(attr);
    }

    /// A type as MLIR's `printStrippedAttrOrType` prints a dialect type:
    /// see [`OpPrinter::print_stripped_attribute`].
    pub fn print_stripped_type(&mut self, ty: crate::storage::types::Type) {
        if self.aliases.type_alias(ty).is_none()
            && let crate::storage::types::TypeKind::Dialect(sym) = self.ctx.type_kind(ty)
        {
            let body = self.dialect_symbol_body(sym, false);
            if let Some(rest) = Self::strip_mnemonic(&body, self.ctx.ident_str(sym.mnemonic)) {
                self.out.push_str(rest);
                return;
            }
        }
        self.print_type(ty);
    }

    /// ` attributes {a = 1}` unless empty after dropping `elided` names
    /// (MLIR's `printOptionalAttrDictWithKeyword`).
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[NamedAttribute],
        elided: &[&str],
    ) {
        let any = attrs
            .iter()
            .any(|&(k, _)| !elided.contains(&self.ctx.ident_str(k)));
        if any {
            self.out.push_str(" attributes");
            self.print_optional_attr_dict(attrs, elided);
        }
    }

    /// A newline and the indentation of the op being printed (MLIR's
    /// `printNewline`).
    pub fn print_newline(&mut self) {
        self.out.push('\n');
        self.push_indent();
    }

    /// An entry block argument as an op prints it before its region
    /// (`%arg0: i32`, with ` loc(...)` when printing debug info; MLIR's
    /// `printRegionArgument`). Print the region with
    /// `print_region(region, false, ...)` so that the block header does
    /// not repeat the arguments.
    pub fn print_region_argument(&mut self, value: Value) {
        self.print_value(value);
        self.out.push_str(": ");
        self.print_type(self.ir.value_type(value));
        if self.flags.debug_info {
            self.out.push_str(" loc(");
            let mut s = String::new();
            SymbolPrinter::with_aliases(self.ctx, &self.aliases)
                .write_location(&mut s, self.ir.value_loc(value).to_attr(self.ctx));
            self.out.push_str(&s);
            self.out.push(')');
        }
    }
}
