//! Types and attributes of a registered dialect: the dialect's hooks parse
//! and print them, they take aliases the dialect names, and without a print
//! hook they print in the generic `mnemonic<params>` form.

use dialectic_runtime::registry::DialectDefinition;
use dialectic_runtime::storage::attributes::AttrKind;
use dialectic_runtime::storage::dialect_symbol::{DialectSymbol, Param};
use dialectic_runtime::storage::types::TypeKind;
use dialectic_runtime::text::parse;
use dialectic_runtime::text::parse::lexer::TokenKind;
use dialectic_runtime::text::parse::{OpParser, PResult};
use dialectic_runtime::text::print::{PrintFlags, SymbolPrinter, print_op};
use dialectic_runtime::{Attribute, Context, Ir, Type};

fn parse_attr(p: &mut OpParser<'_, '_>, mnemonic: &str) -> PResult<Attribute> {
    if mnemonic != "pair" {
        return Err(p.error_here(format!("unknown attribute `{mnemonic}` in dialect `td`")));
    }
    p.bump();
    p.expect(TokenKind::Less, "expected '<'")?;
    let neg = p.eat(TokenKind::Minus);
    if !p.at(TokenKind::Integer) {
        return Err(p.wrong_token("expected integer"));
    }
    let v: i64 = p
        .tok_text()
        .parse()
        .map_err(|_| p.error_here("integer too large"))?;
    p.bump();
    p.expect(TokenKind::Comma, "expected ','")?;
    let t = p.parse_type()?;
    p.expect(TokenKind::Greater, "expected '>'")?;
    let ctx = p.context();
    let sym = DialectSymbol {
        dialect: ctx.ident("td"),
        mnemonic: ctx.ident("pair"),
        params: vec![Param::Int(if neg { -v } else { v }), Param::Type(t)].into(),
    };
    Ok(ctx.intern_attr(AttrKind::Dialect(sym)))
}

fn print_attr(p: &SymbolPrinter<'_>, out: &mut String, sym: &DialectSymbol) {
    let (Param::Int(v), Param::Type(t)) = (&sym.params[0], &sym.params[1]) else {
        return;
    };
    out.push_str(&format!("pair<{v}, "));
    p.write_type(out, *t);
    out.push('>');
}

fn parse_type(p: &mut OpParser<'_, '_>, mnemonic: &str) -> PResult<Type> {
    let ctx = p.context();
    let name = ctx.ident(mnemonic);
    p.bump();
    let mut params = Vec::new();
    if p.eat(TokenKind::Less) {
        params.push(Param::Type(p.parse_type()?));
        p.expect(TokenKind::Greater, "expected '>'")?;
    }
    Ok(ctx.intern_type(TypeKind::Dialect(DialectSymbol {
        dialect: ctx.ident("td"),
        mnemonic: name,
        params: params.into(),
    })))
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut def = DialectDefinition::new("td");
    def.parse_attribute = Some(parse_attr);
    def.print_attribute = Some(print_attr);
    def.parse_type = Some(parse_type);
    def.attribute_alias =
        Some(|ctx, sym| (ctx.ident_str(sym.mnemonic) == "pair").then_some("pair"));
    ctx.register_dialect(def);
    ctx
}

fn round_trip(src: &str) -> Result<String, String> {
    let ctx = context();
    let mut ir = Ir::new();
    let module =
        parse::parse_source_with_diagnostic(&ctx, &mut ir, "t.mlir", src).map_err(|d| d.message)?;
    Ok(print_op(&ctx, &ir, module, &PrintFlags::default()))
}

#[test]
fn registered_dialect_symbols_parse_print_and_alias() {
    let printed = round_trip(
        "\"x.op\"() {a = #td.pair<-3, i32>, b = [#td.pair<-3, i32>, #td.pair<7, !td.box<f16>>], t = !td.box<vector<2xf32>>, u = !td.unit} : () -> !td.box<i1>\n",
    )
    .expect("parses");
    assert_eq!(
        printed,
        "#pair = #td.pair<-3, i32>
#pair1 = #td.pair<7, !td.box<f16>>
module {
  %0 = \"x.op\"() {a = #pair, b = [#pair, #pair1], t = !td.box<vector<2xf32>>, u = !td.unit} : () -> !td.box<i1>
}
"
    );
    // Printing again gives the same text.
    assert_eq!(round_trip(&printed).expect("reparses"), printed);
}

#[test]
fn dialect_hook_errors_point_into_the_source() {
    assert_eq!(
        round_trip("\"x.op\"() {a = #td.pair<1 i32>} : () -> ()").unwrap_err(),
        "expected ','"
    );
    assert_eq!(
        round_trip("\"x.op\"() {a = #td.other<1>} : () -> ()").unwrap_err(),
        "unknown attribute `other` in dialect `td`"
    );
}
