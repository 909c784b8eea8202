//! The builtin dialect's registration: `builtin.module`, with its custom
//! form `module @name attributes {...} { ... }` and its verifier, and
//! [`Context::new`], the context with the builtin dialect registered.

use crate::registry::{CustomAssembly, OpDefinition};
use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};
use crate::storage::op_traits::OpTraits;
use crate::text::parse::lexer::TokenKind;
use crate::text::parse::{OpParser, ParseError, ParsedOp};
use crate::text::print::{OpPrinter, write_keyword_or_string};

struct ModuleAssembly;

impl CustomAssembly for ModuleAssembly {
    fn print(&self, p: &mut OpPrinter<'_>, op: OpId) {
        let ctx = p.context();
        let ir = p.ir();
        p.out().push_str("module");
        let props = ir
            .op_properties(op)
            .map(|d| ctx.dictionary_entries(d).to_vec())
            .unwrap_or_default();
        if let Some(name) = props
            .iter()
            .find(|(k, _)| ctx.ident_str(*k) == "sym_name")
            .map(|(_, v)| *v)
            && let crate::storage::attributes::AttrKind::String { value, .. } = ctx.attr_kind(name)
        {
            p.out().push_str(" @");
            write_keyword_or_string(p.out(), value);
        }
        let mut attrs: Vec<_> = props
            .into_iter()
            .filter(|(k, _)| ctx.ident_str(*k) != "sym_name")
            .collect();
        attrs.extend_from_slice(ctx.dictionary_entries(ir.op_attributes(op)));
        ctx.sort_named_attributes(&mut attrs);
        if !attrs.is_empty() {
            p.out().push_str(" attributes");
            p.print_optional_attr_dict(&attrs, &[]);
        }
        p.out().push(' ');
        let body = ir.region_of(op, 0);
        p.print_region(body, false, false, false);
    }

    fn parse(&self, p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        if p.at(TokenKind::AtIdent) {
            let name = p.symbol_name_bytes();
            p.bump();
            state
                .attributes
                .push((ctx.ident("sym_name"), ctx.string_attr(&name)));
        }
        if p.eat_keyword("attributes") {
            let attrs = p.parse_named_attr_list()?;
            state.attributes.extend(attrs);
        }
        let region = p.parse_region(false)?;
        if p.ir.region_is_empty(region) {
            let block = p.ir.create_block();
            p.ir.append_block(region, block);
        }
        state.regions.push(region);
        Ok(())
    }
}

fn verify_module(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> Result<(), crate::storage::op_error::OpError> {
    for &(name, _) in ctx.dictionary_entries(ir.op_attributes(op)) {
        let name = ctx.ident_str(name);
        if !name.contains('.') {
            return Err(format!(
                "can only contain attributes with dialect-prefixed names, found: '{name}'"
            )
            .into());
        }
    }
    Ok(())
}

/// `builtin.module`.
fn module_definition() -> OpDefinition {
    OpDefinition {
        name: "builtin.module",
        traits: OpTraits::ISOLATED_FROM_ABOVE
            | OpTraits::NO_TERMINATOR
            | OpTraits::SINGLE_BLOCK
            | OpTraits::SYMBOL_TABLE
            | OpTraits::NO_REGION_ARGUMENTS
            | OpTraits::GRAPH_REGION,
        inherent_attrs: &["sym_name", "sym_visibility"],
        verify: Some(verify_module),
        verify_regions: None,
        verify_symbol_uses: None,
        assembly: Some(&ModuleAssembly),
        result_names: None,
        ..OpDefinition::new("builtin.module")
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Self {
        let ctx = Context::without_registrations();
        ctx.register_op(module_definition());
        // Ops of the builtin dialect print without their prefix inside a module.
        ctx.register_default_dialect("builtin.module", "builtin");
        ctx
    }
}
