//! Globals and the other module-level ops: the custom form of
//! `llvm.mlir.global` (MLIR 19's `GlobalOp::print`/`parse`) and its
//! verifiers, the checks of the constructor and destructor lists, of
//! comdat regions and of where linker options go.

use super::syntax::{parse_attribute_of_kind, parse_optional_enum_keyword};
use super::{
    ComdatOp, ComdatSelectorOp, GlobalCtorsOp, GlobalDtorsOp, GlobalOp, LLVMArrayType, LLVMFuncOp,
    LLVMTargetExtType, Linkage, LinkageAttr, LinkerOptionsOp, ReturnOp, UnnamedAddr, Visibility,
};
use crate::interfaces::MemoryEffectOpInterface;
use crate::interfaces::SymbolUserOpInterface;
use crate::op_support::{
    self, AttrKind, Attribute, Context, DenseElements, Ir, OpAssembly, OpError, OpId, OpParser,
    OpPrinter, OpRegionVerifier, OpTraits, OpVerifier, ParseError, ParsedOp, SymbolTableCollection,
    TokenKind, Type, nearest_symbol_table, resolve_symbol_ref, type_to_string,
};

/// The linkage of a global or function (`external` when absent).
pub(super) fn linkage(ctx: &Context, ir: &Ir, op: OpId) -> Linkage {
    op_support::inherent_or_discardable(ctx, ir, op, "linkage")
        .and_then(|a| LinkageAttr::value(ctx, a))
        .unwrap_or(Linkage::External)
}

/// The keyword of an integer enum attribute of `op` (`""` when absent or
/// the case has none).
fn int_enum_keyword(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    name: &str,
    keyword: fn(i64) -> Option<&'static str>,
) -> &'static str {
    op_support::inherent_or_discardable(ctx, ir, op, name)
        .and_then(|a| op_support::int_enum_of(ctx, a))
        .and_then(keyword)
        .unwrap_or("")
}

/// The keyword of a visibility (`hidden`), `""` for the default.
pub(super) fn visibility_keyword(ctx: &Context, ir: &Ir, op: OpId) -> &'static str {
    int_enum_keyword(ctx, ir, op, "visibility_", |v| {
        Visibility::from_bits(v).map(Visibility::as_str)
    })
}

/// The keyword of an `unnamed_addr` (`local_unnamed_addr`), `""` for none.
pub(super) fn unnamed_addr_keyword(ctx: &Context, ir: &Ir, op: OpId) -> &'static str {
    int_enum_keyword(ctx, ir, op, "unnamed_addr", |v| {
        UnnamedAddr::from_bits(v).map(UnnamedAddr::as_str)
    })
}

/// Parses the optional linkage, visibility and `unnamed_addr` keywords in
/// this order, storing each (the defaults when absent), as MLIR's
/// `llvm.func` and `llvm.mlir.global` parsers do.
pub(super) fn parse_linkage_visibility_unnamed_addr(
    p: &mut OpParser<'_, '_>,
    state: &mut ParsedOp,
) {
    let ctx = p.context();
    let linkage = parse_optional_enum_keyword(p, &Linkage::SPEC)
        .and_then(Linkage::from_bits)
        .unwrap_or(Linkage::External);
    state
        .attributes
        .push((ctx.ident("linkage"), LinkageAttr::get(ctx, linkage)));
    let visibility = parse_optional_enum_keyword(p, &Visibility::SPEC).unwrap_or(0);
    state.attributes.push((
        ctx.ident("visibility_"),
        op_support::int_enum_attr(ctx, 64, visibility),
    ));
    let unnamed_addr = parse_optional_enum_keyword(p, &UnnamedAddr::SPEC).unwrap_or(0);
    state.attributes.push((
        ctx.ident("unnamed_addr"),
        op_support::int_enum_attr(ctx, 64, unnamed_addr),
    ));
}

/// `comdat(@c::@s)` if the keyword is next, stored as `comdat`.
pub(super) fn parse_optional_comdat(
    p: &mut OpParser<'_, '_>,
    state: &mut ParsedOp,
) -> Result<(), ParseError> {
    if !p.eat_keyword("comdat") {
        return Ok(());
    }
    p.expect(TokenKind::LParen, "expected '('")?;
    parse_attribute_of_kind(p, state, "comdat", |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
    })?;
    p.expect(TokenKind::RParen, "expected ')'")
}

/// ` comdat(@c::@s)` when `op` has a comdat.
pub(super) fn print_optional_comdat(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.context(), p.ir());
    if let Some(comdat) = op_support::inherent_or_discardable(ctx, ir, op, "comdat") {
        p.out().push_str(" comdat(");
        p.print_attribute(comdat);
        p.out().push(')');
    }
}

/// MLIR's `verifyComdat`: the comdat names an `llvm.comdat_selector`.
pub(super) fn verify_comdat(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
    let Some(comdat) = op_support::inherent_or_discardable(ctx, ir, op, "comdat") else {
        return Ok(());
    };
    let selector = nearest_symbol_table(ctx, ir, op)
        .and_then(|table| resolve_symbol_ref(ctx, ir, table, comdat));
    if !selector.is_some_and(|s| op_support::is_op(ctx, ir, s, ComdatSelectorOp::NAME)) {
        return Err(OpError::error("expected comdat symbol"));
    }
    Ok(())
}

/// MLIR's `satisfiesLLVMModule`: a symbol table isolated from above.
pub(super) fn is_llvm_module(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_traits(ir.op_name(op))
        .is_some_and(|t| t.contains(OpTraits::SYMBOL_TABLE | OpTraits::ISOLATED_FROM_ABOVE))
}

/// `must appear at the module level` unless the parent is a module.
fn verify_at_module_level(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
    match ir.parent_op(op) {
        Some(parent) if !is_llvm_module(ctx, ir, parent) => {
            Err(OpError::op_error("must appear at the module level"))
        }
        _ => Ok(()),
    }
}

/// The type of a global (`global_type`).
fn global_type(ctx: &Context, ir: &Ir, op: OpId) -> Option<Type> {
    op_support::inherent_or_discardable(ctx, ir, op, "global_type")
        .and_then(|a| op_support::type_of(ctx, a))
}

impl OpAssembly for GlobalOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        let (ctx, ir) = (p.context(), p.ir());
        let has = |name| op_support::inherent_or_discardable(ctx, ir, op, name).is_some();
        op_support::print_op_name(p, op, Self::NAME);
        p.out().push(' ');
        p.out().push_str(linkage(ctx, ir, op).as_str());
        p.out().push(' ');
        // MLIR 19 prints `thread_local` before `unnamed_addr` but parses
        // them the other way round.
        for (keyword, shown) in [
            (visibility_keyword(ctx, ir, op), true),
            ("thread_local", has("thread_local_")),
            (unnamed_addr_keyword(ctx, ir, op), true),
            ("constant", has("constant")),
        ] {
            if shown && !keyword.is_empty() {
                p.out().push_str(keyword);
                p.out().push(' ');
            }
        }
        let name = op_support::inherent_or_discardable(ctx, ir, op, "sym_name")
            .and_then(|a| op_support::string_of(ctx, a))
            .unwrap_or_default();
        p.print_symbol_name(name.as_bytes());
        p.out().push('(');
        let value = op_support::inherent_or_discardable(ctx, ir, op, "value");
        if let Some(value) = value {
            p.print_attribute(value);
        }
        p.out().push(')');
        print_optional_comdat(p, op);
        let attrs = op_support::all_attributes(ctx, ir, op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "sym_name",
                "global_type",
                "constant",
                "value",
                "linkage",
                "unnamed_addr",
                "thread_local_",
                "visibility_",
                "comdat",
            ],
        );
        if value.is_some_and(|v| matches!(ctx.attr_kind(v), AttrKind::String { .. })) {
            return;
        }
        p.out().push_str(" : ");
        if let Some(ty) = global_type(ctx, ir, op) {
            p.print_type(ty);
        }
        if let Some(&init) = ir.regions(op).first()
            && !ir.region_is_empty(init)
        {
            p.out().push(' ');
            p.print_region(init, false, true, false);
        }
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        let ctx = p.context();
        parse_linkage_visibility_unnamed_addr(p, state);
        for (keyword, name) in [("thread_local", "thread_local_"), ("constant", "constant")] {
            if p.eat_keyword(keyword) {
                state.attributes.push((ctx.ident(name), ctx.unit_attr()));
            }
        }
        let name = p.parse_symbol_name()?;
        state
            .attributes
            .push((ctx.ident("sym_name"), ctx.string_attr(&name)));
        p.expect(TokenKind::LParen, "expected '('")?;
        let mut value = None;
        if !p.eat(TokenKind::RParen) {
            let v = p.parse_attribute_with_type(None)?;
            state.attributes.push((ctx.ident("value"), v));
            value = Some(v);
            p.expect(TokenKind::RParen, "expected ')'")?;
        }
        parse_optional_comdat(p, state)?;
        let attrs = p.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        let mut types = Vec::new();
        if p.eat(TokenKind::Colon) {
            types = p.parse_type_list()?;
        }
        if types.len() > 1 {
            return Err(p.emit_error(state.offset, "expected zero or one type"));
        }
        let region = match types.first() {
            Some(_) => p.parse_optional_region(false)?,
            None => match value.map(|v| ctx.attr_kind(v)) {
                Some(AttrKind::String { value, .. }) => {
                    types.push(LLVMArrayType::get(
                        ctx,
                        ctx.integer_type(8),
                        value.len() as u64,
                    ));
                    None
                }
                _ => {
                    return Err(
                        p.emit_error(state.offset, "type can only be omitted for string globals")
                    );
                }
            },
        };
        state
            .regions
            .push(region.unwrap_or_else(|| p.ir_mut().create_region()));
        state
            .attributes
            .push((ctx.ident("global_type"), ctx.type_attr(types[0])));
        Ok(())
    }
}

/// MLIR's `isZeroAttribute`: an integer or float zero, or elements or an
/// array all of zeros.
fn is_zero_attribute(ctx: &Context, attr: Attribute) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => value.is_zero(),
        AttrKind::Float { .. } => op_support::float_of(ctx, attr).is_some_and(|f| f == 0.0),
        AttrKind::Array(elements) => elements.iter().all(|&e| is_zero_attribute(ctx, e)),
        AttrKind::DenseElements {
            ty,
            elements: DenseElements::Bits(bits),
            ..
        } => {
            let element = ctx.element_type(*ty).unwrap_or(*ty);
            // A float zero may have its sign bit set.
            let mask = match ctx.float_semantics(element) {
                Some(_) => {
                    let width = ctx.int_or_float_width(element).unwrap_or(128).clamp(1, 128);
                    !(1u128 << (width - 1))
                }
                None => u128::MAX,
            };
            bits.iter().all(|&b| b & mask == 0)
        }
        _ => false,
    }
}

/// Whether a global may have type `ty`: an LLVM type but `void`, `token`,
/// `metadata` and `label`.
fn is_valid_global_type(ctx: &Context, ty: Type) -> bool {
    super::compat::is_compatible_outer_type(ctx, ty)
        && !["void", "token", "metadata", "label"]
            .iter()
            .any(|m| op_support::dialect_type_params(ctx, ty, "llvm", m).is_some())
}

impl OpVerifier for GlobalOp {
    /// MLIR's `GlobalOp::verify`.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(ty) = global_type(ctx, ir, op) else {
            return Ok(());
        };
        if !is_valid_global_type(ctx, ty) {
            return Err(OpError::op_error(
                "expects type to be a valid element type for an LLVM global",
            ));
        }
        verify_at_module_level(ctx, ir, op)?;
        let value = op_support::inherent_or_discardable(ctx, ir, op, "value");
        if let Some(AttrKind::String { value: text, .. }) = value.map(|v| ctx.attr_kind(v)) {
            let i8_array = LLVMArrayType::element_type(ctx, ty) == Some(ctx.integer_type(8))
                && LLVMArrayType::num_elements(ctx, ty) == Some(text.len() as u64);
            if !i8_array {
                return Err(OpError::op_error(
                    "requires an i8 array type of the length equal to that of the string attribute",
                ));
            }
        }
        if let Some(name) = LLVMTargetExtType::ext_type_name(ctx, ty) {
            if !name.starts_with("spirv.") {
                return Err(OpError::op_error(
                    "this target extension type cannot be used in a global",
                ));
            }
            if value.is_some() {
                return Err(OpError::op_error(
                    "global with target extension type can only be initialized with zero-initializer",
                ));
            }
        }
        let linkage = linkage(ctx, ir, op);
        if linkage == Linkage::Common && value.is_some_and(|v| !is_zero_attribute(ctx, v)) {
            return Err(OpError::op_error(
                "expected zero value for 'common' linkage",
            ));
        }
        if linkage == Linkage::Appending && !LLVMArrayType::is(ctx, ty) {
            return Err(OpError::op_error(
                "expected array type for 'appending' linkage",
            ));
        }
        verify_comdat(ctx, ir, op)?;
        let alignment = op_support::inherent_or_discardable(ctx, ir, op, "alignment")
            .and_then(|a| op_support::integer_of(ctx, a));
        if alignment.is_some_and(|a| !(a as u64).is_power_of_two()) {
            return Err(OpError::error("alignment attribute is not a power of 2"));
        }
        Ok(())
    }
}

impl OpRegionVerifier for GlobalOp {
    /// MLIR's `GlobalOp::verifyRegions`: the initializer returns a value of
    /// the global's type, has no side effects, and the global has no
    /// initial value besides.
    fn verify_regions(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
            return Ok(());
        };
        let Some(ret) = ir
            .last_op(block)
            .filter(|&t| op_support::is_op(ctx, ir, t, ReturnOp::NAME))
        else {
            return Ok(());
        };
        let Some(returned) = ir.operands(ret).next() else {
            return Err(OpError::op_error("initializer region cannot return void"));
        };
        let (returned, ty) = (ir.value_type(returned), global_type(ctx, ir, op));
        if Some(returned) != ty {
            return Err(OpError::op_error(format!(
                "initializer region type '{}' does not match global type '{}'",
                type_to_string(ctx, returned),
                ty.map(|t| type_to_string(ctx, t)).unwrap_or_default()
            )));
        }
        for inner in ir.ops_of(block) {
            // MLIR asks the op's MemoryEffectOpInterface only (an op
            // without it may have any effect).
            let effect_free = ctx
                .op_interface::<dyn MemoryEffectOpInterface>(ir, inner)
                .is_some_and(|i| i.effects(ctx, ir).is_empty());
            if !effect_free {
                return Err(OpError::error_on(
                    inner,
                    "ops with side effects not allowed in global initializers",
                ));
            }
        }
        if op_support::inherent_or_discardable(ctx, ir, op, "value").is_some() {
            return Err(OpError::op_error(
                "cannot have both initializer value and region",
            ));
        }
        Ok(())
    }
}

/// MLIR's `verifySymbolAttrUse`: each symbol of the list names a defined
/// `llvm.func`.
fn verify_functions_defined(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    list: &str,
    tables: &SymbolTableCollection,
) -> Result<(), OpError> {
    let Some(AttrKind::Array(symbols)) =
        op_support::inherent_or_discardable(ctx, ir, op, list).map(|a| ctx.attr_kind(a).clone())
    else {
        return Ok(());
    };
    let table = ir
        .parent_op(op)
        .and_then(|parent| nearest_symbol_table(ctx, ir, parent));
    for symbol in symbols {
        let name = op_support::symbol_ref_of(ctx, symbol).unwrap_or_default();
        let function = table
            .and_then(|t| tables.lookup_symbol_ref_in(ctx, ir, t, symbol))
            .filter(|&f| op_support::is_op(ctx, ir, f, LLVMFuncOp::NAME));
        let Some(function) = function else {
            return Err(OpError::op_error(format!(
                "'{name}' does not reference a valid LLVM function"
            )));
        };
        if ir
            .regions(function)
            .first()
            .is_none_or(|&body| ir.region_is_empty(body))
        {
            return Err(OpError::op_error(format!(
                "'{name}' does not have a definition"
            )));
        }
    }
    Ok(())
}

/// The constructor or destructor list and the priorities have the same
/// length.
fn verify_xtor_counts(ctx: &Context, ir: &Ir, op: OpId, list: &str) -> Result<(), OpError> {
    let count = |name| match op_support::inherent_or_discardable(ctx, ir, op, name)
        .map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::Array(items)) => items.len(),
        _ => 0,
    };
    if count(list) != count("priorities") {
        return Err(OpError::error(format!(
            "mismatch between the number of {list} and the number of priorities"
        )));
    }
    Ok(())
}

impl OpVerifier for GlobalCtorsOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        verify_xtor_counts(ctx, ir, op, "ctors")
    }
}

impl SymbolUserOpInterface for GlobalCtorsOp {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        ir: &Ir,
        symbols: &SymbolTableCollection,
    ) -> Result<(), OpError> {
        let op = self.0;
        verify_functions_defined(ctx, ir, op, "ctors", symbols)
    }
}

impl OpVerifier for GlobalDtorsOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        verify_xtor_counts(ctx, ir, op, "dtors")
    }
}

impl SymbolUserOpInterface for GlobalDtorsOp {
    fn verify_symbol_uses(
        &self,
        ctx: &Context,
        ir: &Ir,
        symbols: &SymbolTableCollection,
    ) -> Result<(), OpError> {
        let op = self.0;
        verify_functions_defined(ctx, ir, op, "dtors", symbols)
    }
}

impl OpRegionVerifier for ComdatOp {
    /// MLIR's `ComdatOp::verifyRegions`: only selectors in the body.
    fn verify_regions(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        for &region in ir.regions(op) {
            for block in ir.blocks_of(region) {
                for inner in ir.ops_of(block) {
                    if !op_support::is_op(ctx, ir, inner, ComdatSelectorOp::NAME) {
                        return Err(OpError::error_on(
                            inner,
                            "only comdat selector symbols can appear in a comdat region",
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

impl OpVerifier for LinkerOptionsOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        verify_at_module_level(ctx, ir, op)
    }
}
