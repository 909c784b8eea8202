//! MLIR's `custom<SwitchOpCases>` directive: the case list of a switch
//! terminator, cases `value: ^bb(%a : i32)` whose values become a vector
//! attribute of the flag's type (the flag type is the directive's first,
//! `ref`, argument). The case syntax comes in two forms:
//!
//! - after a default successor (`cf.switch`): `default: ^bb(...)`, then
//!   each case after `,` and a new line, a new line at the end; the
//!   arguments are the flag type, the default successor, its operands and
//!   their types, then the four case arguments;
//! - bracketed (`llvm.switch`, whose format prints the default successor
//!   itself): `[`, a new line, the cases separated by `,` and a new line,
//!   a new line, `]`; the arguments are the flag type and the four case
//!   arguments.
//!
//! The four case arguments are the case values, the case successors, their
//! operand groups and the groups' types. Case values print as unsigned
//! numbers of the flag's width (MLIR's `getLimitedValue`).

use crate::ods::DirectiveArg;
use crate::storage::attributes::{AttrKind, DenseElements};
use crate::storage::types::TypeKind;
use crate::text::parse::lexer::TokenKind;
use crate::text::parse::{OpParser, PResult, UnresolvedOperand};
use crate::text::print::OpPrinter;
use crate::{Attribute, BlockId, Context, OpId, Type, Value};

/// Where the case arguments start in the default form's arguments.
const CASES_AFTER_DEFAULT: usize = 4;

/// Where the case arguments start in the bracketed form's arguments.
const CASES_BRACKETED: usize = 1;

/// The values of an integer elements attribute (a switch's case values) as
/// unsigned numbers of the element width, and the element type; `None`
/// for any other attribute.
pub fn case_values(ctx: &Context, attr: Attribute) -> Option<(Vec<u128>, Type)> {
    let AttrKind::DenseElements {
        ty,
        splat,
        elements: DenseElements::Bits(bits),
    } = ctx.attr_kind(attr)
    else {
        return None;
    };
    let element = ctx.element_type(*ty)?;
    let count = ctx
        .shape(*ty)
        .map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
    let values = if *splat {
        vec![bits.first().copied().unwrap_or(0); count]
    } else {
        bits.clone()
    };
    Some((values, element))
}

/// Prints the default form: `  default: ^bb(...)`, then the cases.
pub fn print_after_default(p: &mut OpPrinter<'_>, _op: OpId, args: &[DirectiveArg<Value>]) {
    let [_, default, default_operands, _, cases @ ..] = args else {
        return;
    };
    let Some(default) = default.successors().first().copied() else {
        return;
    };
    p.out().push_str("  default: ");
    p.print_successor_and_use_list(default, &default_operands.operands());
    print_cases(p, cases, true);
}

/// Parses the default form: `default: ^bb(...)`, then `, value: ^bb(...)`
/// as long as a comma follows.
pub fn parse_after_default<'s>(
    p: &mut OpParser<'_, 's>,
    args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
) -> PResult<bool> {
    p.parse_keyword("default")?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let default = p.parse_successor()?;
    let (default_operands, default_types) = parse_successor_operands(p)?;
    let mut cases = ParsedCases::default();
    while p.eat(TokenKind::Comma) {
        cases.parse_case(p)?;
    }
    let cases = cases.into_args(p.context(), flag_type(args));
    let default = [
        DirectiveArg::Successor(Some(default)),
        DirectiveArg::Operands(default_operands),
        DirectiveArg::Types(default_types),
    ];
    store(args, 1, default);
    store(args, CASES_AFTER_DEFAULT, cases);
    Ok(true)
}

/// Prints the bracketed form: `[`, the cases, `]`.
pub fn print_bracketed(p: &mut OpPrinter<'_>, _op: OpId, args: &[DirectiveArg<Value>]) {
    p.out().push('[');
    p.print_newline();
    print_cases(p, args.get(CASES_BRACKETED..).unwrap_or_default(), false);
    p.out().push(']');
}

/// Parses the bracketed form: `[`, cases separated by commas, `]`.
pub fn parse_bracketed<'s>(
    p: &mut OpParser<'_, 's>,
    args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
) -> PResult<bool> {
    p.expect(TokenKind::LSquare, "expected '['")?;
    let mut cases = ParsedCases::default();
    if !p.eat(TokenKind::RSquare) {
        loop {
            cases.parse_case(p)?;
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "expected ']'")?;
    }
    let cases = cases.into_args(p.context(), flag_type(args));
    store(args, CASES_BRACKETED, cases);
    Ok(true)
}

/// Prints one `  value: ^bb(...)` line per case, `,` and a new line
/// between two cases (and before the first one when `after_default`), a
/// new line after the last; nothing without case values.
fn print_cases(p: &mut OpPrinter<'_>, cases: &[DirectiveArg<Value>], after_default: bool) {
    let [values, destinations, operands, _] = cases else {
        return;
    };
    let Some((values, _)) = values.attribute().and_then(|v| case_values(p.context(), v)) else {
        return;
    };
    let groups = match operands {
        DirectiveArg::OperandGroups(groups) => groups.as_slice(),
        _ => &[],
    };
    let destinations = destinations.successors();
    let cases = values.iter().zip(&destinations).zip(groups);
    for (i, ((value, &destination), group)) in cases.enumerate() {
        if after_default || i > 0 {
            p.out().push(',');
            p.print_newline();
        }
        p.out().push_str(&format!("  {value}: "));
        p.print_successor_and_use_list(destination, group);
    }
    p.print_newline();
}

/// The flag type, the directive's first (`ref`) argument.
fn flag_type<V: Copy>(args: &[DirectiveArg<V>]) -> Option<Type> {
    args.first().and_then(|a| a.types().first().copied())
}

/// Stores `parsed` into the arguments from index `from` on.
fn store<V>(
    args: &mut [DirectiveArg<V>],
    from: usize,
    parsed: impl IntoIterator<Item = DirectiveArg<V>>,
) {
    for (slot, value) in args.iter_mut().skip(from).zip(parsed) {
        *slot = value;
    }
}

/// `(operands : types)` after a successor, if a `(` is next.
fn parse_successor_operands<'s>(
    p: &mut OpParser<'_, 's>,
) -> PResult<(Vec<UnresolvedOperand<'s>>, Vec<Type>)> {
    if !p.eat(TokenKind::LParen) {
        return Ok((Vec::new(), Vec::new()));
    }
    let operands = p.parse_operand_list()?;
    let types = p.parse_colon_type_list()?;
    p.expect(TokenKind::RParen, "expected ')'")?;
    Ok((operands, types))
}

/// The cases parsed so far.
#[derive(Default)]
struct ParsedCases<'s> {
    values: Vec<i64>,
    destinations: Vec<BlockId>,
    operands: Vec<Vec<UnresolvedOperand<'s>>>,
    types: Vec<Vec<Type>>,
}

impl<'s> ParsedCases<'s> {
    /// Parses one case: `value: ^bb`, then `(operands : types)` if a `(`
    /// is next.
    fn parse_case(&mut self, p: &mut OpParser<'_, 's>) -> PResult<()> {
        self.values.push(p.parse_integer()?);
        p.expect(TokenKind::Colon, "expected ':'")?;
        self.destinations.push(p.parse_successor()?);
        let (operands, types) = parse_successor_operands(p)?;
        self.operands.push(operands);
        self.types.push(types);
        Ok(())
    }

    /// The four case arguments; the values become a vector of the flag
    /// type (truncated to its width), none without cases or flag type.
    fn into_args(
        self,
        ctx: &Context,
        flag: Option<Type>,
    ) -> [DirectiveArg<UnresolvedOperand<'s>>; 4] {
        let values = match flag {
            Some(flag) if !self.values.is_empty() => Some(values_attr(ctx, flag, &self.values)),
            _ => None,
        };
        [
            DirectiveArg::Attribute(values),
            DirectiveArg::Successors(self.destinations),
            DirectiveArg::OperandGroups(self.operands),
            DirectiveArg::TypeGroups(self.types),
        ]
    }
}

/// `values` as a `vector<N x flag>` dense elements attribute, each value
/// truncated to the flag's width (MLIR's `APInt(width, value, true)`).
fn values_attr(ctx: &Context, flag: Type, values: &[i64]) -> Attribute {
    let width = ctx.int_or_float_width(flag).unwrap_or(64);
    let mask = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let bits: Vec<u128> = values.iter().map(|&v| (v as i128 as u128) & mask).collect();
    let first = bits.first().copied().unwrap_or(0);
    let splat = bits.iter().all(|&b| b == first);
    let ty = ctx.intern_type(TypeKind::Vector {
        shape: vec![values.len() as i64],
        scalable: vec![false],
        element: flag,
    });
    ctx.intern_attr(AttrKind::DenseElements {
        ty,
        splat,
        elements: DenseElements::Bits(if splat { vec![first] } else { bits }),
    })
}
