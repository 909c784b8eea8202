//! Aliases printed at the top (or, for locations, the bottom) of the output:
//! `#map = affine_map<...>`, `#set`, `#loc`, `!tuple` for long tuples. Mirrors
//! MLIR's alias initializer: values are visited in print order, aliases are
//! ordered by nesting depth, types first, then name, then first use.

use rustc_hash::FxHashMap;

use crate::storage::attributes::{AttrKind, Attribute, LocationKind};
use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};
use crate::storage::types::{Type, TypeKind};

use super::alias_table::{AliasName, Aliases, Symbol};
use super::flags::PrintFlags;
use super::symbols::{Nested, SymbolPrinter};

struct Entry {
    symbol: Symbol,
    prefix: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

impl Aliases {
    /// Writes the alias definitions: those that must come first (`deferred` =
    /// false) or those only used by trailing locations (`deferred` = true).
    pub fn write_definitions(
        &self,
        out: &mut String,
        printer: &super::symbols::SymbolPrinter<'_>,
        deferred: bool,
    ) {
        for (symbol, name, d) in &self.ordered {
            if *d != deferred {
                continue;
            }
            name.write(out);
            out.push_str(" = ");
            match symbol {
                Symbol::Type(t) => printer.write_type_body(out, *t),
                Symbol::Attr(a) => {
                    printer.write_attr_body(out, *a, super::symbols::TypeElision::Never)
                }
            }
            out.push('\n');
        }
    }

    /// Collects the aliases used when printing `op`.
    pub fn collect(ctx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags) -> Aliases {
        let mut c = Collector::new(ctx, ir, flags);
        c.visit_op(op);
        c.finish()
    }

    /// Like [`Aliases::collect`], with the ops of `op`'s body visited on
    /// up to `threads` threads, each run of ops by a collector of its own;
    /// the collectors are merged in op order, which gives what one
    /// collector visiting everything in order gives.
    pub fn collect_on_threads(
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        flags: &PrintFlags,
        threads: usize,
    ) -> Aliases {
        let mut main = Collector::new(ctx, ir, flags);
        let work = main.enter(op);
        if threads < 2 || work.len() < 2 * RUNS_PER_THREAD {
            for w in work {
                main.visit(w);
            }
            main.leave(op);
            return main.finish();
        }
        let runs: Vec<&[Work]> = work
            .chunks(work.len().div_ceil(threads * RUNS_PER_THREAD))
            .collect();
        let next = std::sync::atomic::AtomicUsize::new(0);
        let mut collected = crate::storage::threads::run_on_threads(threads, || {
            let mut done = Vec::new();
            loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(run) = runs.get(i) else {
                    return done;
                };
                let mut c = Collector::new(ctx, ir, flags);
                for &w in run.iter() {
                    c.visit(w);
                }
                done.push((i, c.entries));
            }
        });
        collected.sort_unstable_by_key(|(i, _)| *i);
        for (_, entries) in collected {
            main.absorb(entries);
        }
        main.leave(op);
        main.finish()
    }
}

/// How many runs of ops each thread collects aliases from (more runs
/// balance the threads better).
const RUNS_PER_THREAD: usize = 8;

/// A step of the walk: an op (entered, its regions, left), an op's exit,
/// or a block's arguments.
#[derive(Clone, Copy)]
enum Work {
    Enter(OpId),
    Leave(OpId),
    BlockArgs(crate::storage::ir::BlockId),
}

/// Stands for a visited value that cannot contain an alias (not recorded).
const NO_ENTRY: usize = usize::MAX;

struct Collector<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    flags: &'a PrintFlags,
    entries: Vec<Entry>,
    index: FxHashMap<Symbol, usize>,
}

impl<'a> Collector<'a> {
    fn new(ctx: &'a Context, ir: &'a Ir, flags: &'a PrintFlags) -> Self {
        Collector {
            ctx,
            ir,
            flags,
            entries: Vec::new(),
            index: FxHashMap::default(),
        }
    }

    fn visit_op(&mut self, op: OpId) {
        self.visit(Work::Enter(op));
    }

    /// Does `work` and everything it leads to, in order (an explicit stack
    /// keeps deep nesting off the call stack).
    fn visit(&mut self, work: Work) {
        let mut stack = vec![work];
        while let Some(w) = stack.pop() {
            match w {
                Work::Enter(op) => {
                    let inside = self.enter(op);
                    stack.push(Work::Leave(op));
                    stack.extend(inside.into_iter().rev());
                }
                Work::BlockArgs(b) => self.block_args(b),
                Work::Leave(op) => self.leave(op),
            }
        }
    }

    fn is_custom_module(&self, op: OpId) -> bool {
        !self.flags.generic && self.ir.op_name(op) == self.ctx.static_ident("builtin.module")
    }

    /// Visits what is met on entering `op` and returns what its regions
    /// hold, in order: each block's arguments and ops.
    fn enter(&mut self, op: OpId) -> Vec<Work> {
        if self.flags.debug_info {
            self.visit_attr(self.ir.op_loc(op).to_attr(self.ctx), true);
        }
        let custom_module = self.is_custom_module(op);
        // The custom form of a module prints its attributes before its body.
        if custom_module {
            self.visit_op_attributes(op);
        }
        let mut work = Vec::new();
        for &r in self.ir.regions(op) {
            for b in self.ir.blocks_of(r) {
                if !custom_module || !self.ir.is_entry_block(b) {
                    work.push(Work::BlockArgs(b));
                }
                work.extend(self.ir.ops_of(b).map(Work::Enter));
            }
        }
        work
    }

    fn block_args(&mut self, b: crate::storage::ir::BlockId) {
        for &a in self.ir.block_arguments(b) {
            self.visit_type(self.ir.value_type(a));
            if self.flags.debug_info {
                self.visit_attr(self.ir.value_loc(a).to_attr(self.ctx), false);
            }
        }
    }

    /// Visits what is met on leaving `op`: its operand and result types,
    /// then its attributes (a custom module's came first).
    fn leave(&mut self, op: OpId) {
        let ir = self.ir;
        for v in ir.operands(op) {
            self.visit_type(ir.value_type(v));
        }
        for v in ir.results(op) {
            self.visit_type(ir.value_type(v));
        }
        if !self.is_custom_module(op) {
            self.visit_op_attributes(op);
        }
    }

    /// Takes in what another collector visited after everything this one
    /// visited: its new symbols in the order it met them, with their
    /// children; symbols it used outside trailing locations are no longer
    /// deferrable here either.
    fn absorb(&mut self, entries: Vec<Entry>) {
        let known = self.entries.len();
        let map: Vec<usize> = entries
            .iter()
            .map(|e| match self.index.get(&e.symbol) {
                Some(&i) => i,
                None => {
                    let i = self.entries.len();
                    self.entries.push(Entry {
                        symbol: e.symbol,
                        prefix: e.prefix,
                        depth: e.depth,
                        deferrable: e.deferrable,
                        children: Vec::new(),
                    });
                    self.index.insert(e.symbol, i);
                    i
                }
            })
            .collect();
        for (e, &i) in entries.iter().zip(&map) {
            if i >= known {
                self.entries[i].children = e.children.iter().map(|&c| map[c]).collect();
            }
        }
        for (e, &i) in entries.iter().zip(&map) {
            if !e.deferrable {
                self.mark_non_deferrable(i);
            }
        }
    }

    /// The op's attributes in the order MLIR meets them. A registered op's
    /// properties are inherent attributes: the generic form visits them with
    /// the discardable ones, sorted by name (MLIR's `getAttrDictionary`); a
    /// custom form prints the properties it binds before its attribute
    /// dictionary. The properties of an unregistered op are printed inline.
    fn visit_op_attributes(&mut self, op: OpId) {
        let discardable = self.ctx.dictionary_entries(self.ir.op_attributes(op));
        let registered = self.ctx.op_definition(self.ir.op_name(op)).is_some();
        let properties = match self.ir.op_properties(op) {
            Some(p) if registered => self.ctx.dictionary_entries(p),
            _ => &[],
        };
        if self.flags.generic && !properties.is_empty() {
            let mut all = [discardable, properties].concat();
            self.ctx.sort_named_attributes(&mut all);
            for (_, a) in all {
                self.visit_attr(a, false);
            }
        } else {
            for &(_, a) in properties.iter().chain(discardable) {
                self.visit_attr(a, false);
            }
        }
    }

    /// What the dialect's printer of `sym` writes, in order: the types and
    /// attributes whose aliases it may use (MLIR visits them by printing).
    fn printed_children(
        &self,
        sym: &crate::storage::dialect_symbol::DialectSymbol,
        is_type: bool,
    ) -> Vec<Nested> {
        let def = self.ctx.dialect_definition(sym.dialect);
        let hook = def.and_then(|d| {
            if is_type {
                d.print_type
            } else {
                d.print_attribute
            }
        });
        let Some(hook) = hook else {
            let (types, attrs) = sym.nested();
            return types
                .into_iter()
                .map(Nested::Type)
                .chain(attrs.into_iter().map(Nested::Attr))
                .collect();
        };
        let recorded = std::cell::RefCell::new(Vec::new());
        hook(
            &SymbolPrinter::recording(self.ctx, &recorded),
            &mut String::new(),
            sym,
        );
        recorded.into_inner()
    }

    fn visit_nested(&mut self, nested: Vec<Nested>, deferrable: bool) -> Vec<(usize, u32)> {
        nested
            .into_iter()
            .map(|n| match n {
                Nested::Type(t) => self.visit_type(t),
                Nested::Attr(a) => self.visit_attr(a, deferrable),
            })
            .collect()
    }

    fn insert(
        &mut self,
        symbol: Symbol,
        prefix: Option<&'static str>,
        deferrable: bool,
    ) -> Result<usize, (usize, u32)> {
        if let Some(&i) = self.index.get(&symbol) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            return Err((i, self.entries[i].depth));
        }
        let i = self.entries.len();
        self.entries.push(Entry {
            symbol,
            prefix,
            depth: 0,
            deferrable,
            children: Vec::new(),
        });
        self.index.insert(symbol, i);
        Ok(i)
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        if i == NO_ENTRY || !self.entries[i].deferrable {
            return;
        }
        self.entries[i].deferrable = false;
        for c in self.entries[i].children.clone() {
            self.mark_non_deferrable(c);
        }
    }

    /// MLIR's alias depth: 1 for a symbol with an alias, 0 without; one
    /// more than its deepest child when some child is deeper than 0.
    fn finish_entry(&mut self, i: usize, children: Vec<(usize, u32)>) -> (usize, u32) {
        let deepest = children.iter().map(|&(_, d)| d).max().unwrap_or(0);
        let depth = if deepest > 0 {
            deepest + 1
        } else {
            u32::from(self.entries[i].prefix.is_some())
        };
        self.entries[i].depth = depth;
        self.entries[i].children = children
            .into_iter()
            .map(|(c, _)| c)
            .filter(|&c| c != NO_ENTRY)
            .collect();
        (i, depth)
    }

    fn visit_type(&mut self, ty: Type) -> (usize, u32) {
        if !self.ctx.type_may_have_alias(ty) {
            return (NO_ENTRY, 0);
        }
        let prefix = match self.ctx.type_kind(ty) {
            TypeKind::Tuple(t) if t.len() > 16 => Some("tuple"),
            TypeKind::Dialect(sym) => self
                .ctx
                .dialect_definition(sym.dialect)
                .and_then(|d| d.type_alias)
                .and_then(|h| h(self.ctx, sym)),
            _ => None,
        };
        let i = match self.insert(Symbol::Type(ty), prefix, false) {
            Ok(i) => i,
            Err(found) => return found,
        };
        let mut children = Vec::new();
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Complex(e) | TypeKind::UnrankedTensor { element: e } => {
                children.push(self.visit_type(e))
            }
            TypeKind::Tuple(ts) => children.extend(ts.into_iter().map(|t| self.visit_type(t))),
            TypeKind::Function { inputs, results } => {
                children.extend(
                    inputs
                        .into_iter()
                        .chain(results)
                        .map(|t| self.visit_type(t)),
                );
            }
            TypeKind::Vector { element, .. } => children.push(self.visit_type(element)),
            TypeKind::RankedTensor {
                element, encoding, ..
            } => {
                children.push(self.visit_type(element));
                if let Some(e) = encoding {
                    children.push(self.visit_attr(e, false));
                }
            }
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                children.push(self.visit_type(element));
                if let Some(l) = layout {
                    children.push(self.visit_attr(l, false));
                }
                if let Some(m) = memory_space {
                    children.push(self.visit_attr(m, false));
                }
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                children.push(self.visit_type(element));
                if let Some(m) = memory_space {
                    children.push(self.visit_attr(m, false));
                }
            }
            TypeKind::Dialect(sym) => {
                // The parameters, then the body set later, if any (a type
                // met again inside its own body was visited already).
                let (mut types, mut attrs) = sym.nested();
                let body = crate::storage::dialect_symbol::DialectSymbol {
                    dialect: sym.dialect,
                    mnemonic: sym.mnemonic,
                    params: self.ctx.type_body(ty).unwrap_or_default().into(),
                };
                let (body_types, body_attrs) = body.nested();
                types.extend(body_types);
                attrs.extend(body_attrs);
                children.extend(types.into_iter().map(|t| self.visit_type(t)));
                children.extend(attrs.into_iter().map(|a| self.visit_attr(a, false)));
            }
            _ => {}
        }
        self.finish_entry(i, children)
    }

    fn visit_attr(&mut self, attr: Attribute, deferrable: bool) -> (usize, u32) {
        if !self.ctx.attr_may_have_alias(attr) {
            return (NO_ENTRY, 0);
        }
        let kind = self.ctx.attr_kind(attr);
        let prefix = match kind {
            AttrKind::AffineMap(_) => Some("map"),
            AttrKind::IntegerSet(_) => Some("set"),
            AttrKind::Location(_) => Some("loc"),
            AttrKind::Distinct { referenced, .. } if *referenced != self.ctx.unit_attr() => {
                Some("distinct")
            }
            AttrKind::Dialect(sym) => self
                .ctx
                .dialect_definition(sym.dialect)
                .and_then(|d| d.attribute_alias)
                .and_then(|h| h(self.ctx, sym)),
            _ => None,
        };
        let i = match self.insert(Symbol::Attr(attr), prefix, deferrable) {
            Ok(i) => i,
            Err(found) => return found,
        };
        let mut children = Vec::new();
        match kind.clone() {
            AttrKind::Array(elems) => {
                children.extend(elems.into_iter().map(|e| self.visit_attr(e, deferrable)))
            }
            AttrKind::Dictionary(entries) => {
                children.extend(
                    entries
                        .into_iter()
                        .map(|(_, v)| self.visit_attr(v, deferrable)),
                );
            }
            AttrKind::Type(t) => children.push(self.visit_type(t)),
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::String { ty, .. } => children.push(self.visit_type(ty)),
            AttrKind::Opaque { ty, .. } => children.push(self.visit_type(ty)),
            AttrKind::DenseElements { ty, .. } => children.push(self.visit_type(ty)),
            AttrKind::DenseArray { element, .. } => children.push(self.visit_type(element)),
            AttrKind::Dialect(sym) => {
                let nested = self.printed_children(&sym, false);
                children.extend(self.visit_nested(nested, deferrable));
            }
            AttrKind::Distinct { referenced, .. } => {
                children.push(self.visit_attr(referenced, deferrable))
            }
            AttrKind::Location(l) => match l {
                LocationKind::Name { child, .. } if child != self.ctx.unknown_loc() => {
                    children.push(self.visit_attr(child, deferrable));
                }
                LocationKind::CallSite { callee, caller } => {
                    children.push(self.visit_attr(callee, deferrable));
                    children.push(self.visit_attr(caller, deferrable));
                }
                LocationKind::Fused {
                    locations,
                    metadata,
                } => {
                    if let Some(m) = metadata {
                        children.push(self.visit_attr(m, deferrable));
                    }
                    children.extend(
                        locations
                            .into_iter()
                            .map(|l| self.visit_attr(l, deferrable)),
                    );
                }
                _ => {}
            },
            _ => {}
        }
        self.finish_entry(i, children)
    }

    fn finish(self) -> Aliases {
        let mut aliased: Vec<&Entry> = self.entries.iter().filter(|e| e.prefix.is_some()).collect();
        aliased.sort_by(|a, b| {
            let a_type = matches!(a.symbol, Symbol::Type(_));
            let b_type = matches!(b.symbol, Symbol::Type(_));
            a.depth
                .cmp(&b.depth)
                .then(b_type.cmp(&a_type))
                .then(a.prefix.cmp(&b.prefix))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let mut out = Aliases::default();
        for e in aliased {
            let prefix = e.prefix.expect("filtered");
            let n = counts.entry(prefix).or_default();
            let (sigil, key) = match e.symbol {
                Symbol::Type(_) => ('!', e.symbol),
                Symbol::Attr(_) => ('#', e.symbol),
            };
            let name = AliasName {
                sigil,
                prefix,
                index: *n,
            };
            *n += 1;
            match key {
                Symbol::Type(t) => {
                    out.types.insert(t, name);
                }
                Symbol::Attr(a) => {
                    out.attrs.insert(a, name);
                }
            }
            out.ordered.push((e.symbol, name, e.deferrable));
        }
        out
    }
}
