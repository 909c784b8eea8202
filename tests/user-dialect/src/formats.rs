//! The `fmt` dialect, from this crate's `td/formats/Formats.td`: types and
//! attributes whose declarative formats use every directive MLIR 19 has,
//! and the custom directives they name. The same `.td` file builds
//! MLIR 19's `fmt-opt` (`mlir/fmt-opt.cpp`), which the tests compare with.

use dialectic::op_support::{
    CustomParamsDirective, OpParser, PResult, Param, SymbolPrinter, TokenKind,
};

dialectic::dialect!("td/formats/Formats.td");

// ANCHOR: dims
/// `custom<Dims>($dims)`: integers separated by `*` (`2 * 3 * 4`).
impl CustomParamsDirective for DimsDirective {
    fn parse(p: &mut OpParser<'_, '_>, args: &mut [Param]) -> PResult<()> {
        let mut dims = vec![p.parse_integer()?];
        while p.eat(TokenKind::Star) {
            dims.push(p.parse_integer()?);
        }
        args[0] = Param::Ints(dims.into());
        Ok(())
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, args: &[Param]) {
        if let Param::Ints(dims) = &args[0] {
            let dims: Vec<String> = dims.iter().map(i64::to_string).collect();
            out.push_str(&dims.join(" * "));
        }
    }
}
// ANCHOR_END: dims

/// `custom<Factor>(ref($base), $factor)`: `squared` when the factor is the
/// base, else `x N`.
impl CustomParamsDirective for FactorDirective {
    fn parse(p: &mut OpParser<'_, '_>, args: &mut [Param]) -> PResult<()> {
        args[1] = if p.eat_keyword("squared") {
            args[0].clone()
        } else {
            p.parse_keyword("x")?;
            Param::Int(p.parse_integer()?)
        };
        Ok(())
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, args: &[Param]) {
        match (&args[0], &args[1]) {
            (base, factor) if base == factor => out.push_str("squared"),
            (_, Param::Int(factor)) => out.push_str(&format!("x {factor}")),
            _ => {}
        }
    }
}

/// `custom<Tag>($tag)`: `tag N`.
impl CustomParamsDirective for TagDirective {
    fn parse(p: &mut OpParser<'_, '_>, args: &mut [Param]) -> PResult<()> {
        p.parse_keyword("tag")?;
        args[0] = Param::Int(p.parse_integer()?);
        Ok(())
    }

    fn print(_: &SymbolPrinter<'_>, out: &mut String, args: &[Param]) {
        if let Param::Int(tag) = args[0] {
            out.push_str(&format!("tag {tag}"));
        }
    }
}
