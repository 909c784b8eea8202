//! Rewrite rules as Rust: per rule a unit struct implementing
//! `RewritePattern`, named after the rule and answering to MLIR's name for
//! it (`(anonymous namespace)::AddIAddConstant`, so that
//! `--canonicalize=disable-patterns=...` takes the same names), and
//! `populate_rewrite_rules`, which adds the file's rules in the order
//! written.
//!
//! A pattern matches in one closure over the IR (the root, then each
//! argument in order, nested ops through their operands' defining ops, the
//! constraints last), which returns the bound names; `either` runs it once
//! per order of its operands. Only then does it rewrite: it builds the
//! result ops with their typed builders (so a rule that gives an op a
//! value of the wrong kind does not compile), at the fused location of
//! the matched ops as MLIR's generated matchers record them, and replaces
//! the root's results with the last values built. A native code call
//! whose value is not of the type its place needs fails to compile with a
//! message naming its `.td` place.

use std::collections::BTreeMap;

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::model::pattern::{
    BoundKind, ConstValue, ConstraintUse, LocationPart, PatternDef, ResultNode, ResultOp,
    SourceArg, SourceOp, TypeSource, result_index, result_values,
};
use crate::model::{ArgRef, AttrValueKind, Model, OpDef, Pred, ResultTypeSource, ValueKind};

use super::attr_values;
use super::constraints::{ConstraintTable, Subject};
use super::format::usize_lit;
use super::names::ident;
use super::op_names::OpNames;

/// The rules of the model and `populate_rewrite_rules` (nothing when it
/// has none).
pub fn pattern_items(model: &Model, table: &mut ConstraintTable) -> TokenStream {
    if model.patterns.is_empty() {
        return TokenStream::new();
    }
    let items = model.patterns.iter().map(|p| pattern_item(p, table));
    let names = model.patterns.iter().map(|p| format_ident!("{}", p.name));
    quote! {
        #(#items)*

        /// Adds the rewrite rules of this file to `patterns`, in the order
        /// written.
        pub fn populate_rewrite_rules(patterns: &mut __ods::RewritePatternSet) {
            #(patterns.add(#names);)*
        }
    }
}

/// What the generated code knows of a bound name.
#[derive(Clone)]
struct Bound {
    kind: BoundKind,
    /// The variable holding it.
    var: Ident,
    /// An attribute whose accessor returns an `Option`.
    optional: bool,
}

/// The state of one rule's generation.
struct Gen<'a> {
    table: &'a mut ConstraintTable,
    bound: BTreeMap<String, Bound>,
    /// Statements of the match closure.
    matching: Vec<TokenStream>,
    /// The matched ops in MLIR's recording order.
    recorded: Vec<TokenStream>,
    /// The `either` swaps so far.
    swaps: usize,
    next: usize,
    /// Statements of the rewrite.
    rewriting: Vec<TokenStream>,
    /// Errors as `compile_error!`s naming the rule's place.
    errors: Vec<String>,
    place: String,
}

impl Gen<'_> {
    fn fresh(&mut self, prefix: &str) -> Ident {
        self.next += 1;
        format_ident!("{}{}", prefix, self.next)
    }

    fn error(&mut self, message: String) {
        self.errors.push(format!("{}: {message}", self.place));
    }
}

fn pattern_item(p: &PatternDef, table: &mut ConstraintTable) -> TokenStream {
    let name = format_ident!("{}", p.name);
    let mut g = Gen {
        table,
        bound: BTreeMap::new(),
        matching: Vec::new(),
        recorded: Vec::new(),
        swaps: 0,
        next: 0,
        rewriting: Vec::new(),
        errors: Vec::new(),
        place: p.place.to_string(),
    };
    let root_id = format_ident!("root");
    match_op(&mut g, &p.source, quote!(#root_id));
    for c in &p.constraints {
        let check = constraint_check(&mut g, c);
        g.matching.push(quote!(if !(#check) { return None; }));
    }
    let num_ops = p.source.num_ops().min(g.recorded.len());
    let recorded: Vec<TokenStream> = g.recorded[..num_ops].to_vec();
    let names: Vec<(String, Bound)> = g
        .bound
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let vars: Vec<&Ident> = names.iter().map(|(_, b)| &b.var).collect();
    let swaps = g.swaps;

    // The values the result patterns give, and the root results they
    // replace.
    let root_results = p.source.op.results.len();
    let total: usize = p
        .results
        .iter()
        .map(|r| result_values(r, root_results))
        .sum();
    let mut values = Vec::new();
    let mut offset = 0usize;
    for node in &p.results {
        let first = (offset + root_results).checked_sub(total);
        let count = result_values(node, root_results);
        let value = result_node(&mut g, node, first, true);
        match node {
            ResultNode::InlineRegion { .. } => {
                for j in 0..root_results {
                    let j = usize_lit(j);
                    values.push(quote!(#value[#j]));
                }
            }
            ResultNode::Op(op) if op.binding.as_deref().and_then(result_index).is_some() => {
                let n = usize_lit(op.binding.as_deref().and_then(result_index).unwrap_or(0));
                values.push(quote!(rewriter.ir().result(#value, #n)));
            }
            ResultNode::Op(op) => {
                let var = value;
                for j in 0..op.op.results.len() {
                    let j = usize_lit(j);
                    values.push(quote!(rewriter.ir().result(#var, #j)));
                }
            }
            _ => values.push(value),
        }
        offset += count;
    }
    let replacements: Vec<TokenStream> =
        values[values.len().saturating_sub(root_results)..].to_vec();
    let replacement_vars: Vec<Ident> = (0..replacements.len())
        .map(|i| format_ident!("replacement{}", i))
        .collect();
    let rewriting = std::mem::take(&mut g.rewriting);
    // Inlined regions add their checks to the match.
    let matching = std::mem::take(&mut g.matching);

    let errors: Vec<TokenStream> = g
        .errors
        .iter()
        .map(|e| quote!(::core::compile_error!(#e);))
        .collect();
    let root_name = &p.source.op.name;
    let benefit = proc_macro2::Literal::u16_unsuffixed(p.benefit.clamp(0, u16::MAX as i64) as u16);
    let debug_name = format!("(anonymous namespace)::{}", p.name);
    let doc = format!(
        " The rewrite rule `{}` ({}), rooted at `{root_name}`:\n\n ```text\n{}\n ```",
        p.name,
        p.place,
        p.text
            .lines()
            .map(|l| format!(" {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let find = if swaps == 0 {
        quote!(matched(ir, 0u32)?)
    } else {
        let n = proc_macro2::Literal::u32_unsuffixed(1 << swaps);
        quote!((0u32..#n).find_map(|swaps| matched(ir, swaps))?)
    };
    quote! {
        #(#errors)*
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, Default)]
        pub struct #name;

        impl __ods::RewritePattern for #name {
            fn root(&self) -> Option<&'static str> {
                Some(#root_name)
            }

            fn benefit(&self) -> __ods::PatternBenefit {
                #benefit
            }

            fn debug_name(&self) -> &'static str {
                #debug_name
            }

            #[allow(unused_variables, clippy::all)]
            fn match_and_rewrite(
                &self,
                #root_id: __ods::OpId,
                rewriter: &mut __ods::PatternRewriter<'_>,
            ) -> __ods::MatchResult {
                let ctx = rewriter.context();
                let matched = |ir: &__ods::Ir, swaps: u32| -> Option<_> {
                    #(#matching)*
                    Some(((#(#vars,)*), [#(#recorded),*]))
                };
                let ((#(#vars,)*), recorded) = {
                    let ir = rewriter.ir();
                    #find
                };
                let loc = rewriter.fused_loc(&recorded);
                rewriter.set_loc(loc);
                #(#rewriting)*
                #(let #replacement_vars = #replacements;)*
                rewriter.replace_op(#root_id, &[#(#replacement_vars),*]);
                Some(())
            }
        }
    }
}

/// Matches the op `op` (an `OpId` expression already known to be of the
/// pattern's op kind for the root, checked for nested ops).
fn match_op(g: &mut Gen<'_>, source: &SourceOp, op: TokenStream) {
    let rust = format_ident!("{}", source.op.rust_name);
    let typed = g.fresh("op");
    g.matching
        .push(quote!(let #typed = #rust::from_op(ctx, ir, #op)?;));
    if let Some(b) = &source.binding {
        let var = var_of(b);
        g.matching.push(quote!(let #var = #op;));
        g.bound.insert(
            b.clone(),
            Bound {
                kind: BoundKind::Op,
                var,
                optional: false,
            },
        );
    }
    let is_root = g.recorded.is_empty();
    if is_root {
        g.recorded.push(op.clone());
    }
    let names = OpNames::of(&source.op);
    // Operand `i` of the op is its `i`th value unless a variadic group
    // comes first.
    let all_single = source
        .op
        .operands
        .iter()
        .all(|o| o.kind == ValueKind::Single);
    let single = |i: usize| {
        let i = usize_lit(i);
        if all_single {
            quote!(ir.operand(#op, #i))
        } else {
            quote!(ir.operand(#op, __ods::operand_group(#rust::SPEC, ctx, ir, #op, #i).start))
        }
    };
    for (slot, arg) in source.args.iter().enumerate() {
        match (arg, source.op.arguments[slot]) {
            (SourceArg::EitherSecond | SourceArg::Any, _) => {}
            (SourceArg::Either(first, second), ArgRef::Operand(i)) => {
                let bit = proc_macro2::Literal::u32_unsuffixed(1 << g.swaps);
                g.swaps += 1;
                let (a, b) = (g.fresh("v"), g.fresh("v"));
                let (first_value, second_value) = (single(i), single(i + 1));
                g.matching.push(quote! {
                    let (#a, #b) = if swaps & #bit == 0 {
                        (#first_value, #second_value)
                    } else {
                        (#second_value, #first_value)
                    };
                });
                match_operand(g, first, quote!(#a));
                match_operand(g, second, quote!(#b));
            }
            (SourceArg::Range { name, constraint }, ArgRef::Operand(i)) => {
                let values = g.fresh("values");
                let i = usize_lit(i);
                g.matching
                    .push(quote!(let #values = __ods::operands(#rust::SPEC, ctx, ir, #op, #i);));
                if let Some(c) = constraint {
                    let c = g.table.constraint(c, Subject::Type);
                    g.matching.push(quote! {
                        if !#values.iter().all(|v| #c.accepts_type(ctx, ir.value_type(*v))) {
                            return None;
                        }
                    });
                }
                if let Some(n) = name {
                    bind_or_check(g, n, &quote!(#values), BoundKind::OperandRange);
                }
            }
            (SourceArg::Elements(elements), ArgRef::Operand(i)) => {
                let values = g.fresh("values");
                let (i, count) = (usize_lit(i), usize_lit(elements.len()));
                g.matching.push(quote! {
                    let #values = __ods::operands(#rust::SPEC, ctx, ir, #op, #i);
                    if #values.len() != #count {
                        return None;
                    }
                });
                for (k, element) in elements.iter().enumerate() {
                    let k = usize_lit(k);
                    let v = g.fresh("v");
                    g.matching.push(quote!(let #v = #values[#k];));
                    match_operand(g, element, quote!(#v));
                }
            }
            (arg, ArgRef::Operand(i)) => {
                let v = g.fresh("v");
                let value = single(i);
                g.matching.push(quote!(let #v = #value;));
                match_operand(g, arg, quote!(#v));
            }
            (
                SourceArg::Attribute {
                    name,
                    constraint,
                    fixed,
                },
                ArgRef::Attribute(i),
            ) => {
                let a = &source.op.attributes[i];
                let accessor = ident(&names.attributes[i]);
                let index = usize_lit(i);
                let optional = a.optional && a.default_value.is_none() && !a.is_unit;
                if let Some(c) = constraint {
                    let c = g.table.constraint(c, Subject::Attr);
                    g.matching.push(quote! {
                        if !__ods::attr(#rust::SPEC, ctx, ir, #op, #index)
                            .is_some_and(|a| #c.accepts_attr(ctx, a))
                        {
                            return None;
                        }
                    });
                }
                if let Some(value) = fixed {
                    let expected = const_value_rust(value);
                    let expected = if optional {
                        quote!(Some(#expected))
                    } else {
                        expected
                    };
                    g.matching.push(quote! {
                        if #typed.#accessor(ctx, ir) != #expected {
                            return None;
                        }
                    });
                }
                if let Some(n) = name {
                    let var = var_of(n);
                    g.matching
                        .push(quote!(let #var = #typed.#accessor(ctx, ir);));
                    g.bound.insert(
                        n.clone(),
                        Bound {
                            kind: BoundKind::Attribute,
                            var,
                            optional,
                        },
                    );
                }
            }
            _ => g.error("an argument does not fit its op".to_string()),
        }
    }
    if !is_root {
        g.recorded.push(op);
    }
}

/// Matches the operand `value` against `arg`.
fn match_operand(g: &mut Gen<'_>, arg: &SourceArg, value: TokenStream) {
    match arg {
        SourceArg::Any | SourceArg::EitherSecond => {}
        SourceArg::Operand { name, constraint } => {
            if let Some(c) = constraint {
                let c = g.table.constraint(c, Subject::Type);
                g.matching.push(quote! {
                    if !#c.accepts_type(ctx, ir.value_type(#value)) {
                        return None;
                    }
                });
            }
            if let Some(n) = name {
                bind_or_check(g, n, &value, BoundKind::Operand);
            }
        }
        SourceArg::Op(nested) => {
            let op = g.fresh("defining");
            g.matching.push(quote!(let #op = ir.defining_op(#value)?;));
            match_op(g, nested, quote!(#op));
        }
        SourceArg::Constant {
            name,
            constraint,
            fixed,
        } => {
            let attr = g.fresh("constant");
            let op = g.fresh("constant_op");
            g.matching.push(quote! {
                let #attr = __ods::constant_value(ctx, ir, #value)?;
                let #op = ir.defining_op(#value)?;
            });
            if let Some(c) = constraint {
                let c = g.table.constraint(c, Subject::Attr);
                g.matching.push(quote! {
                    if !#c.accepts_attr(ctx, #attr) {
                        return None;
                    }
                });
            }
            if let Some(value) = fixed {
                let expected = const_attr_rust(g, value);
                g.matching.push(quote! {
                    if #attr != #expected {
                        return None;
                    }
                });
            }
            if let Some(n) = name {
                let var = var_of(n);
                g.matching.push(quote!(let #var = #attr;));
                g.bound.insert(
                    n.clone(),
                    Bound {
                        kind: BoundKind::Constant,
                        var,
                        optional: false,
                    },
                );
            }
            g.recorded.push(quote!(#op));
        }
        SourceArg::Attribute { .. }
        | SourceArg::Either(..)
        | SourceArg::Range { .. }
        | SourceArg::Elements(_) => g.error("an argument does not fit its op".to_string()),
    }
}

/// Binds `name` (as `kind`) to `value`, or checks that `value` is what it
/// is already bound to (a name written twice asks for the same value).
fn bind_or_check(g: &mut Gen<'_>, name: &str, value: &TokenStream, kind: BoundKind) {
    match g.bound.get(name) {
        Some(b) => {
            let var = &b.var;
            g.matching.push(quote! {
                if #value != #var {
                    return None;
                }
            });
        }
        None => {
            let var = var_of(name);
            g.matching.push(quote!(let #var = #value;));
            g.bound.insert(
                name.to_string(),
                Bound {
                    kind,
                    var,
                    optional: false,
                },
            );
        }
    }
}

/// The variable of bound name `name`.
fn var_of(name: &str) -> Ident {
    format_ident!("bound_{}", name)
}

/// The Rust value of a constant (of the attribute's Rust value type).
fn const_value_rust(value: &ConstValue) -> TokenStream {
    match value {
        ConstValue::Attr(_, rust) => super::snippets::tokens(rust),
        ConstValue::EnumCase(class, variant) => {
            let (c, v) = (format_ident!("{}", class), ident(variant));
            quote!(#c::#v)
        }
    }
}

/// A constant as an `Attribute` (with `ctx` in scope).
fn const_attr_rust(g: &mut Gen<'_>, value: &ConstValue) -> TokenStream {
    match value {
        ConstValue::Attr(arg, rust) => {
            let value = super::snippets::tokens(rust);
            let (_, convert) = attr_values::to_attr(arg);
            quote!({ let value = #value; #convert })
        }
        ConstValue::EnumCase(..) => {
            g.error("an enum case is not an attribute here".to_string());
            quote!(ctx.unit_attr())
        }
    }
}

/// The value of bound name `name` (`op__N` for a result) as Rust; `ir`
/// names the IR in scope.
fn bound_expr(g: &mut Gen<'_>, name: &str, ir: &TokenStream) -> TokenStream {
    if let Some(b) = g.bound.get(name) {
        let var = &b.var;
        return match b.kind {
            BoundKind::Op | BoundKind::ResultOp => quote!(#ir.result(#var, 0)),
            BoundKind::OperandRange => quote!(#var.clone()),
            _ => quote!(#var),
        };
    }
    if let Some((base, n)) = name.rsplit_once("__")
        && let (Some(b), Ok(n)) = (g.bound.get(base), n.parse::<usize>())
    {
        let (var, n) = (&b.var, usize_lit(n));
        return quote!(#ir.result(#var, #n));
    }
    g.error(format!("`${name}` is not bound"));
    quote!(())
}

/// Whether a predicate is Rust over the entities (`$0`...) alone.
fn is_rust_only(p: &Pred) -> bool {
    match p {
        Pred::True | Pred::Rust(_) => true,
        Pred::And(ps) | Pred::Or(ps) => ps.iter().all(is_rust_only),
        Pred::Not(p) => is_rust_only(p),
        _ => false,
    }
}

/// A constraint applied to its entities, as a Rust condition in the match
/// closure.
fn constraint_check(g: &mut Gen<'_>, c: &ConstraintUse) -> TokenStream {
    let ir = quote!(ir);
    let entities: Vec<TokenStream> = c.entities.iter().map(|e| bound_expr(g, e, &ir)).collect();
    if is_rust_only(&c.constraint.pred) {
        return inline_pred(&c.constraint.pred, &entities);
    }
    if entities.len() != 1 {
        g.error(format!(
            "constraint `{}` is data over one value or attribute; over several, write it with `RustPred` over `$0`, `$1`...",
            c.constraint.def_name
        ));
        return quote!(true);
    }
    let entity = &entities[0];
    let kind = g.bound.get(&c.entities[0]).map(|b| b.kind.clone());
    let is_attr = matches!(kind, Some(BoundKind::Constant | BoundKind::Attribute));
    if kind == Some(BoundKind::OperandRange) {
        let k = g.table.constraint(&c.constraint, Subject::Type);
        quote!(#entity.iter().all(|v| #k.accepts_type(ctx, ir.value_type(*v))))
    } else if is_attr {
        let k = g.table.constraint(&c.constraint, Subject::Attr);
        quote!(#k.accepts_attr(ctx, #entity))
    } else {
        let k = g.table.constraint(&c.constraint, Subject::Type);
        quote!(#k.accepts_type(ctx, ir.value_type(#entity)))
    }
}

/// A Rust-only predicate over `entities`.
fn inline_pred(p: &Pred, entities: &[TokenStream]) -> TokenStream {
    match p {
        Pred::And(ps) => {
            let parts = ps.iter().map(|p| inline_pred(p, entities));
            quote!((true #(&& #parts)*))
        }
        Pred::Or(ps) => {
            let parts = ps.iter().map(|p| inline_pred(p, entities));
            quote!((false #(|| #parts)*))
        }
        Pred::Not(p) => {
            let inner = inline_pred(p, entities);
            quote!(!#inner)
        }
        Pred::Rust(code) => substitute(code, entities, "ir", "ctx"),
        _ => quote!(true),
    }
}

/// `code` with `$0`... replaced by `args`, `$_ir`, `$_ctx`, `$_builder`,
/// `$_loc` and `$_self` by what the generated code binds, as tokens.
fn substitute(code: &str, args: &[TokenStream], ir: &str, ctx: &str) -> TokenStream {
    let mut out = String::new();
    let mut rest = code;
    while let Some(i) = rest.find('$') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        if !digits.is_empty() {
            let n: usize = digits.parse().unwrap_or(0);
            let arg = args.get(n).map(|a| a.to_string()).unwrap_or_default();
            out.push_str(&format!("({arg})"));
            rest = &after[digits.len()..];
            continue;
        }
        let word: String = after
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let replacement = match word.as_str() {
            "_ir" => ir.to_string(),
            "_ctx" => ctx.to_string(),
            "_builder" => "rewriter".to_string(),
            "_loc" => "loc".to_string(),
            "_self" => args.first().map(|a| format!("({a})")).unwrap_or_default(),
            _ => format!("${word}"),
        };
        out.push_str(&replacement);
        rest = &after[word.len()..];
    }
    out.push_str(rest);
    out.parse().unwrap_or_else(|_| {
        quote!(::core::compile_error!(
            "a native code call is not valid Rust"
        ))
    })
}

/// What a result node's place asks for, to check a native call's type.
enum Expected {
    /// Any type (an argument of another native call).
    Any,
    /// This Rust type.
    Type(TokenStream),
}

/// Emits a result node into the rewrite; the expression of its value (an
/// `OpId` variable for an op). `first_result` is the index of the root
/// result an op at the top level replaces first, if any.
fn result_node(
    g: &mut Gen<'_>,
    node: &ResultNode,
    first_result: Option<usize>,
    top: bool,
) -> TokenStream {
    let expected = if top {
        Expected::Type(quote!(__ods::Value))
    } else {
        Expected::Any
    };
    match node {
        ResultNode::Bound(name) | ResultNode::ReplaceWithValue(name) => {
            bound_expr(g, name, &quote!(rewriter.ir()))
        }
        ResultNode::Constant(c) => {
            let v = const_attr_rust(g, c);
            let var = g.fresh("constant");
            g.rewriting.push(quote!(let #var = #v;));
            quote!(#var)
        }
        ResultNode::NativeCall {
            expression,
            args,
            site,
        } => native_call(g, expression, args, site, expected),
        ResultNode::Op(op) => build_op(g, op, first_result),
        ResultNode::InlineRegion { op, region } => inline_region(g, op, *region),
        ResultNode::Elements(_) => operand_values(g, node),
    }
}

/// Emits the inlining of region `region` of the matched op bound to
/// `name` before the root; the variable holding its terminator's operands.
/// The match checks first that the region is one block without arguments
/// whose terminator gives as many values as the root has results.
fn inline_region(g: &mut Gen<'_>, name: &str, region: usize) -> TokenStream {
    let Some(op) = g.bound.get(name).map(|b| b.var.clone()) else {
        g.error(format!("`${name}` is not bound"));
        return quote!([]);
    };
    let index = usize_lit(region);
    g.matching.push(quote! {
        {
            let region = ir.regions(#op)[#index];
            let block = ir.entry_block(region)?;
            let terminator = ir.last_op(block)?;
            if ir.next_block(block).is_some()
                || !ir.block_arguments(block).is_empty()
                || ir.num_operands(terminator) != ir.num_results(root)
            {
                return None;
            }
        }
    });
    let var = g.fresh("inlined");
    g.rewriting.push(quote! {
        let #var: Vec<__ods::Value> = {
            let region = rewriter.ir().regions(#op)[#index];
            let block = rewriter.ir().entry_block(region)?;
            let terminator = rewriter.ir().last_op(block)?;
            let values: Vec<__ods::Value> = rewriter.ir().operands(terminator).collect();
            let dest = rewriter.ir().op_parent_block(root)?;
            rewriter.erase_op(terminator);
            rewriter.inline_block_before(block, dest, Some(root), &[]);
            values
        };
    });
    quote!(#var)
}

/// Emits a native code call; its value's variable.
fn native_call(
    g: &mut Gen<'_>,
    expression: &str,
    args: &[ResultNode],
    site: &str,
    expected: Expected,
) -> TokenStream {
    let mut values = Vec::new();
    for a in args {
        let v = result_node(g, a, None, false);
        let value = match a {
            ResultNode::Op(_) => quote!(rewriter.ir().result(#v, 0)),
            _ => v,
        };
        let var = g.fresh("arg");
        g.rewriting.push(quote!(let #var = #value;));
        values.push(quote!(#var));
    }
    let call = substitute(expression, &values, "rewriter.ir()", "ctx");
    let var = g.fresh("native");
    match expected {
        Expected::Any => g.rewriting.push(quote!(let #var = #call;)),
        Expected::Type(ty) => {
            let message = format!(
                "the native code call at {site} gives `{{Self}}`, but its place in the rule needs `{{Expected}}`"
            );
            let label = format!("native code call of {site}");
            g.rewriting.push(quote! {
                let #var = {
                    #[diagnostic::on_unimplemented(message = #message, label = #label)]
                    trait NativeCodeCallGives<Expected> {
                        fn value(self) -> Expected;
                    }
                    impl<T> NativeCodeCallGives<T> for T {
                        fn value(self) -> T {
                            self
                        }
                    }
                    <_ as NativeCodeCallGives<#ty>>::value(#call)
                };
            });
        }
    }
    quote!(#var)
}

/// The location `(location ...)` gives, as MLIR's generated rewriters
/// compute it: one bound op's or value's location, or a name alone, or
/// the fusion of the bound ones with the name as its metadata.
fn location(g: &mut Gen<'_>, parts: &[LocationPart]) -> TokenStream {
    let mut locations = Vec::new();
    let mut name = None;
    for part in parts {
        match part {
            LocationPart::Name(n) => name = Some(n.clone()),
            LocationPart::Bound(n) => match g.bound.get(n) {
                Some(b) if matches!(b.kind, BoundKind::Op | BoundKind::ResultOp) => {
                    let var = &b.var;
                    locations.push(quote!(rewriter.ir().op_loc(#var)));
                }
                Some(b) => {
                    let var = &b.var;
                    locations.push(quote!(rewriter.ir().value_loc(#var)));
                }
                None => g.error(format!("`${n}` is not bound")),
            },
        }
    }
    match (locations.as_slice(), name) {
        ([], Some(n)) => quote!(__ods::Location::named(ctx, #n)),
        ([one], None) => one.clone(),
        (_, None) => quote!(__ods::Location::fused(ctx, &[#(#locations),*])),
        (_, Some(n)) => quote! {
            __ods::Location::fused_with_metadata(
                ctx,
                &[#(#locations),*],
                Some(ctx.string_attr(#n.as_bytes())),
            )
        },
    }
}

/// The values a result node gives a variadic operand, as a `Vec<Value>`
/// expression: each element of `(variadic ...)`, a variadic operand's
/// values bound as a whole, or a single value.
fn operand_values(g: &mut Gen<'_>, node: &ResultNode) -> TokenStream {
    let single = |g: &mut Gen<'_>, node: &ResultNode| {
        let v = result_node(g, node, None, false);
        match node {
            ResultNode::Op(_) => quote!(rewriter.ir().result(#v, 0)),
            _ => v,
        }
    };
    match node {
        ResultNode::Elements(elements) => {
            let values: Vec<TokenStream> = elements.iter().map(|e| single(g, e)).collect();
            quote!(vec![#(#values),*])
        }
        ResultNode::Bound(name)
            if g.bound
                .get(name)
                .is_some_and(|b| b.kind == BoundKind::OperandRange) =>
        {
            bound_expr(g, name, &quote!(rewriter.ir()))
        }
        _ => {
            let value = single(g, node);
            quote!(vec![#value])
        }
    }
}

/// Emits the building of a result op; the variable holding its `OpId`.
fn build_op(g: &mut Gen<'_>, node: &ResultOp, first_result: Option<usize>) -> TokenStream {
    let op: &OpDef = &node.op;
    let names = OpNames::of(op);
    let rust = format_ident!("{}", op.rust_name);
    // Arguments first, in order, so nested ops are built before this one.
    let mut setters = Vec::new();
    for (slot, arg) in node.args.iter().enumerate() {
        match op.arguments[slot] {
            ArgRef::Operand(i) if op.operands[i].kind == ValueKind::Variadic => {
                let setter = ident(&names.operands[i]);
                let values = operand_values(g, arg);
                let var = g.fresh("operands");
                g.rewriting
                    .push(quote!(let #var: Vec<__ods::Value> = #values;));
                let typed = match &op.operands[i].rust_type {
                    Some(_) => quote! {
                        #var.into_iter()
                            .map(|v| __ods::TypedValue::new(ctx, rewriter.ir(), v))
                            .collect::<Option<Vec<_>>>()?
                    },
                    None => quote!(#var),
                };
                setters.push(quote!(let b = b.#setter(#typed);));
            }
            ArgRef::Operand(i) => {
                let setter = ident(&names.operands[i]);
                let v = result_node(g, arg, None, false);
                let value = match arg {
                    ResultNode::Op(_) => quote!(rewriter.ir().result(#v, 0)),
                    ResultNode::Constant(_) => {
                        g.error("a constant is an attribute, not an operand".to_string());
                        v
                    }
                    _ => v,
                };
                let var = g.fresh("operand");
                g.rewriting.push(quote!(let #var = #value;));
                let typed = match (&op.operands[i].rust_type, &op.operands[i].kind) {
                    (Some(_), ValueKind::Single | ValueKind::Optional) => {
                        quote!(__ods::TypedValue::new(ctx, rewriter.ir(), #var)?)
                    }
                    _ => quote!(#var),
                };
                setters.push(quote!(let b = b.#setter(#typed);));
            }
            ArgRef::Attribute(i) => {
                let a = &op.attributes[i];
                let setter = ident(&names.attributes[i]);
                let (param, _) = attr_values::to_attr(a);
                let value = match arg {
                    ResultNode::Constant(c) => {
                        if matches!(a.kind, AttrValueKind::Other) {
                            const_attr_rust(g, c)
                        } else {
                            const_value_rust(c)
                        }
                    }
                    ResultNode::NativeCall {
                        expression,
                        args,
                        site,
                    } => native_call(g, expression, args, site, Expected::Type(param)),
                    ResultNode::Bound(name) => {
                        let optional = g.bound.get(name).is_some_and(|b| b.optional);
                        let v = bound_expr(g, name, &quote!(rewriter.ir()));
                        if optional {
                            let var = g.fresh("attribute");
                            g.rewriting.push(quote!(let #var = #v;));
                            setters.push(quote! {
                                let b = match #var {
                                    Some(v) => b.#setter(v),
                                    None => b,
                                };
                            });
                            continue;
                        }
                        v
                    }
                    _ => {
                        g.error(format!(
                            "attribute `{}` of `{}` must be a bound attribute, a constant or a native call",
                            a.name, op.name
                        ));
                        continue;
                    }
                };
                let var = g.fresh("attribute");
                g.rewriting.push(quote!(let #var = #value;));
                setters.push(quote!(let b = b.#setter(#var);));
            }
        }
    }
    // Result types the builder cannot compute.
    let mut given = node.return_types.iter();
    for (j, source) in op.result_types.iter().enumerate() {
        if *source != ResultTypeSource::Given {
            continue;
        }
        let setter = ident(&names.result_types[j]);
        let ty = match given.next() {
            Some(TypeSource::OfBound(name)) => {
                let v = bound_expr(g, name, &quote!(rewriter.ir()));
                quote!(rewriter.ir().value_type(#v))
            }
            Some(TypeSource::Rust(code)) => substitute(code, &[], "rewriter.ir()", "ctx"),
            None => match first_result {
                Some(r) => {
                    let index = usize_lit(r + j);
                    quote!(rewriter.ir().value_type(rewriter.ir().result(root, #index)))
                }
                None => {
                    g.error(format!(
                        "the type of result `{}` of `{}` is not known: give it with `(returnType ...)`",
                        op.results[j].name, op.name
                    ));
                    continue;
                }
            },
        };
        setters.push(quote!(let b = b.#setter(#ty);));
    }
    if let Some(parts) = &node.location {
        let at = location(g, parts);
        setters.push(quote! {
            let at = #at;
            let b = b.loc(at);
        });
    }
    let var = g.fresh("built");
    g.rewriting.push(quote! {
        let #var = {
            let b = #rust::builder(ctx);
            #(#setters)*
            b.build(&mut rewriter.builder()).0
        };
    });
    if let Some(source) = &node.regions_of {
        let from = g.bound.get(source).map(|b| b.var.clone());
        g.rewriting.push(quote! {
            {
                let from: Vec<__ods::RegionId> = rewriter.ir().regions(#from).to_vec();
                let to: Vec<__ods::RegionId> = rewriter.ir().regions(#var).to_vec();
                for (from, to) in from.into_iter().zip(to) {
                    while let Some(block) = rewriter.ir().entry_block(from) {
                        rewriter.ir_mut().remove_block(block);
                        rewriter.ir_mut().append_block(to, block);
                    }
                }
            }
        });
    }
    if let Some(b) = &node.binding {
        let bound = var_of(b);
        g.rewriting.push(quote!(let #bound = #var;));
        g.bound.insert(
            b.clone(),
            Bound {
                kind: BoundKind::ResultOp,
                var: bound,
                optional: false,
            },
        );
    }
    quote!(#var)
}
