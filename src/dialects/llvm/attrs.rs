//! The hand-written parts of the llvm dialect's attribute syntax, which its
//! `.td` declares by name: DWARF constants written by name in debug-info
//! attributes (`syntax = "DwarfTag"`, ...: `ParamValueSyntax` for the
//! marker `DwarfTagSyntax`), the arguments of a DWARF
//! expression operation (`custom<ExpressionArg>`), the members of a TBAA
//! type (`{<#tbaa_root, 0>}`), and the check of target features.

use super::dwarf::{name_of, value_of};
use super::{
    DwarfCallingConvention, DwarfCallingConventionSyntax, DwarfEncoding, DwarfEncodingSyntax,
    DwarfLanguage, DwarfLanguageSyntax, DwarfOperation, DwarfOperationSyntax, DwarfTag,
    DwarfTagSyntax, ExpressionArgDirective, TBAAMemberAttr, TBAAMembersSyntax, TargetFeaturesAttr,
};
use crate::op_support::{
    AttrClass, AttrKind, Context, CustomParamsDirective, EnumSpec, OpParser, PResult, Param,
    ParamValueSyntax, ParamsVerifier, ParseError, StrippedSymbol, SymbolPrinter, TokenKind,
    parse_class_attribute, print_stripped_attribute,
};

/// The attribute encodings (`DW_ATE_*`).
const ENCODINGS: &EnumSpec = &DwarfEncoding::SPEC;

/// A DWARF constant written by name: `invalid` tells the value LLVM's
/// lookup gives for an unknown name (`DW_TAG_invalid`, or 0), `what` names
/// it in the error.
fn parse_dwarf(
    p: &mut OpParser<'_, '_>,
    table: &EnumSpec,
    invalid: u32,
    what: &str,
) -> PResult<Param> {
    let at = p.error_here("").offset;
    if !p.at_any_keyword() {
        return Err(p.error_here("expected valid keyword"));
    }
    let name = p.tok_text().to_string();
    p.bump();
    match value_of(table, &name) {
        Some(v) if v != invalid => Ok(Param::Int(i64::from(v))),
        _ => Err(ParseError::new(
            at,
            format!("invalid debug info debug info {what} name: {name}"),
        )),
    }
}

/// The name of a DWARF constant; nothing for a value without one (as
/// LLVM's `*String` functions give an empty name).
fn print_dwarf(out: &mut String, table: &EnumSpec, value: &Param) {
    if let Param::Int(v) = value
        && let Some(name) = u32::try_from(*v).ok().and_then(|v| name_of(table, v))
    {
        out.push_str(name);
    }
}

/// `DW_TAG_*` (`llvm::dwarf::getTag`: unknown names are `DW_TAG_invalid`).
impl ParamValueSyntax for DwarfTagSyntax {
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Param> {
        parse_dwarf(p, &DwarfTag::SPEC, u32::MAX, "tag")
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, value: &Param) {
        print_dwarf(out, &DwarfTag::SPEC, value);
    }
}

/// `DW_LANG_*`.
impl ParamValueSyntax for DwarfLanguageSyntax {
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Param> {
        parse_dwarf(p, &DwarfLanguage::SPEC, 0, "language")
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, value: &Param) {
        print_dwarf(out, &DwarfLanguage::SPEC, value);
    }
}

/// `DW_ATE_*`.
impl ParamValueSyntax for DwarfEncodingSyntax {
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Param> {
        parse_dwarf(p, ENCODINGS, 0, "encoding")
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, value: &Param) {
        print_dwarf(out, ENCODINGS, value);
    }
}

/// `DW_CC_*`.
impl ParamValueSyntax for DwarfCallingConventionSyntax {
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Param> {
        parse_dwarf(p, &DwarfCallingConvention::SPEC, 0, "calling convention")
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, value: &Param) {
        print_dwarf(out, &DwarfCallingConvention::SPEC, value);
    }
}

/// `DW_OP_*`.
impl ParamValueSyntax for DwarfOperationSyntax {
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Param> {
        parse_dwarf(p, &DwarfOperation::SPEC, 0, "operation encoding")
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, value: &Param) {
        print_dwarf(out, &DwarfOperation::SPEC, value);
    }
}

/// `DW_OP_LLVM_convert`, whose operands after the first are attribute
/// encodings written by name.
const DW_OP_LLVM_CONVERT: i64 = DwarfOperation::DW_OP_LLVM_convert as i64;

/// `custom<ExpressionArg>` of `#llvm.di_expression_elem`.
impl CustomParamsDirective for ExpressionArgDirective {
    /// The operands of a DWARF expression operation, comma separated (MLIR's
    /// `parseExpressionArg`): `args` is `[opcode, arguments]`.
    fn parse(p: &mut OpParser<'_, '_>, args: &mut [Param]) -> PResult<()> {
        let opcode = match args.first() {
            Some(Param::Int(op)) => *op,
            _ => 0,
        };
        let mut operands: Vec<u64> = Vec::new();
        loop {
            let mut operand = 0u64;
            if !operands.is_empty() && opcode == DW_OP_LLVM_CONVERT && p.at_any_keyword() {
                let keyword = p.tok_text().to_string();
                p.bump();
                operand = value_of(ENCODINGS, &keyword).map_or(0, u64::from);
                if operand == 0 {
                    return Err(p.error_here(format!(
                        "encountered unknown attribute encoding \"{keyword}\""
                    )));
                }
            }
            if operand == 0 {
                operand = parse_u64(p).map_err(|e| {
                    let here = p.error_here("").offset;
                    e.then_error(here, "expected integer operand")
                })?;
            }
            operands.push(operand);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        if let Some(slot) = args.get_mut(1) {
            *slot = Param::Ints(operands.into_iter().map(|v| v as i64).collect());
        }
        Ok(())
    }

    /// The operands of a DWARF expression operation (MLIR's
    /// `printExpressionArg`, whose position counter only advances on
    /// operands printed as integers).
    fn print(_: &SymbolPrinter<'_>, out: &mut String, args: &[Param]) {
        let opcode = match args.first() {
            Some(Param::Int(op)) => *op,
            _ => 0,
        };
        let Some(Param::Ints(operands)) = args.get(1) else {
            return;
        };
        let mut printed_integers = 0usize;
        for (k, &operand) in operands.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            let operand = operand as u64;
            if printed_integers > 0 && opcode == DW_OP_LLVM_CONVERT {
                let name = u32::try_from(operand)
                    .ok()
                    .and_then(|v| name_of(ENCODINGS, v));
                if let Some(name) = name {
                    out.push_str(name);
                    continue;
                }
            }
            out.push_str(&operand.to_string());
            printed_integers += 1;
        }
    }
}

/// An unsigned 64-bit integer (MLIR's `parseInteger` into a `uint64_t`).
fn parse_u64(p: &mut OpParser<'_, '_>) -> PResult<u64> {
    if !p.at(TokenKind::Integer) {
        return Err(p.error_here("expected integer value"));
    }
    let text = p.tok_text();
    let value = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse::<u64>().ok(),
    };
    let value = value.ok_or_else(|| p.error_here("integer value too large"))?;
    p.bump();
    Ok(value)
}

/// The class of a TBAA member as the member list parses it.
fn member_class() -> AttrClass {
    let stripped: &'static StrippedSymbol = TBAAMemberAttr::stripped();
    AttrClass {
        pred: None,
        stripped: Some(stripped),
    }
}

/// `{<#type, 0>, <#type1, 4>}`: the members of a TBAA type, each written
/// without its `#llvm.tbaa_member` prefix.
impl ParamValueSyntax for TBAAMembersSyntax {
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Param> {
        p.expect(TokenKind::LBrace, "expected '{'")?;
        let class = member_class();
        let mut members = vec![parse_class_attribute(p, &class)?];
        while p.eat(TokenKind::Comma) {
            members.push(parse_class_attribute(p, &class)?);
        }
        p.expect(TokenKind::RBrace, "expected '}'")?;
        Ok(Param::Attrs(members.into()))
    }

    fn print(sp: &SymbolPrinter<'_>, out: &mut String, value: &Param) {
        out.push('{');
        if let Param::Attrs(members) = value {
            for (i, &m) in members.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_stripped_attribute(sp, out, m, TBAAMemberAttr::stripped());
            }
        }
        out.push('}');
    }
}

impl ParamsVerifier for TargetFeaturesAttr {
    /// Each feature is a non-empty string starting with `+` or `-`, without
    /// commas (MLIR's `TargetFeaturesAttr::verify`).
    fn verify(ctx: &Context, params: &[Param]) -> Result<(), String> {
        let Some(Param::Attrs(features)) = params.first() else {
            return Ok(());
        };
        for &feature in features.iter() {
            let text = match ctx.attr_kind(feature) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => String::new(),
            };
            if text.is_empty() {
                return Err("target features can not be null or empty".into());
            }
            if !text.starts_with(['+', '-']) {
                return Err("target features must start with '+' or '-'".into());
            }
            if text.contains(',') {
                return Err("target features can not contain ','".into());
            }
        }
        Ok(())
    }
}
