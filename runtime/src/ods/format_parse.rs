//! Parsing an op in the custom form of its declarative assembly format, as
//! the parser mlir-tblgen 19 generates would parse it: the elements in
//! order (optional groups tried by their first element), then regions,
//! successors, segment sizes, result types and operand types through each
//! group's [`TypeResolution`], then attributes (format-bound ones, segment
//! sizes, `prop-dict`, `attr-dict` — which wins over the others, as in
//! MLIR — and the defaults of absent default-valued properties).

use super::format_spec::{
    AttrStyle, CustomDirective, DirectiveArg, FormatElement, FormatFacts, FormatSpec,
    FormatTypeRef, OptionalGroup, TypeResolution, TypeStyle,
};
use super::format_types::{Types, shape_types};
use super::pred::typed_attr_type;
use super::segments::{OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES};
use super::spec::{AttrSpec, OpSpec, Pred, TraitSpec, ValueKind};
use crate::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::context::Context;
use crate::ir::{BlockId, Location, RegionId, Value};
use crate::parse::lexer::TokenKind;
use crate::parse::{OpParser, PResult, ParseError, ParsedOp, UnresolvedOperand};
use crate::registry::OpTraits;
use crate::types::Type;
use smallvec::SmallVec;

/// Parses the op described by `spec` in the custom form of `format`,
/// filling `state` (see the module docs).
pub(crate) fn parse_op<'s>(
    spec: &'static OpSpec,
    format: &'static FormatSpec,
    p: &mut OpParser<'_, 's>,
    state: &mut ParsedOp,
) -> PResult<()> {
    let mut engine = Engine::new(spec, format, state.offset, state.loc);
    engine.elements(p, format.elements, false)?;
    engine.finish(p, state)
}

/// The token kind of a punctuation literal, as mlir-tblgen maps them.
fn punctuation(text: &str) -> Option<TokenKind> {
    Some(match text {
        "->" => TokenKind::Arrow,
        ":" => TokenKind::Colon,
        "," => TokenKind::Comma,
        "=" => TokenKind::Equal,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "?" => TokenKind::Question,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        "*" => TokenKind::Star,
        "..." => TokenKind::Ellipsis,
        "|" => TokenKind::VerticalBar,
        _ => return None,
    })
}

fn is_keyword_literal(text: &str) -> bool {
    text.bytes()
        .next()
        .is_some_and(|c| c == b'_' || c.is_ascii_alphabetic())
}

/// Parses a literal (`parseKeyword` / `parseComma` ...); a keyword's error
/// goes through `prefix` (MLIR reports it as the op's parser).
fn parse_literal(
    p: &mut OpParser<'_, '_>,
    text: &str,
    prefix: impl FnOnce(ParseError) -> ParseError,
) -> PResult<()> {
    if is_keyword_literal(text) {
        return p.parse_keyword(text).map_err(prefix);
    }
    match punctuation(text) {
        Some(kind) if p.eat(kind) => Ok(()),
        Some(_) => Err(p.wrong_token(format!("expected '{text}'"))),
        None => Err(p.error_here(format!("expected '{text}'"))),
    }
}

/// Consumes a literal if it is next.
fn parse_optional_literal(p: &mut OpParser<'_, '_>, text: &str) -> bool {
    if is_keyword_literal(text) {
        return p.eat_keyword(text);
    }
    punctuation(text).is_some_and(|kind| p.eat(kind))
}

/// Everything the elements gathered so far.
struct Engine<'s> {
    spec: &'static OpSpec,
    format: &'static FormatSpec,
    facts: &'static FormatFacts,
    name_offset: u32,
    loc: Location,
    operands: Groups<UnresolvedOperand<'s>>,
    operand_offsets: SmallVec<[Option<u32>; 4]>,
    operand_group_sizes: SmallVec<[Option<Vec<usize>>; 4]>,
    all_operands: Vec<UnresolvedOperand<'s>>,
    all_operands_offset: u32,
    operand_types: SmallVec<[Types; 4]>,
    all_operand_types: Types,
    result_types: SmallVec<[Types; 4]>,
    all_result_types: Types,
    attrs: SmallVec<[Option<Attribute>; 16]>,
    dict: Vec<NamedAttribute>,
    props: Vec<NamedAttribute>,
    regions: Groups<RegionId>,
    all_regions: Vec<RegionId>,
    successors: Groups<BlockId>,
    all_successors: Vec<BlockId>,
}

/// The values of one operand, result, region or successor group: most
/// groups hold one or two, kept inline (an op is parsed without a heap
/// allocation per group).
type Group<T> = SmallVec<[T; 2]>;

/// The groups of an op.
type Groups<T> = SmallVec<[Group<T>; 4]>;

/// `n` empty groups.
fn groups<T>(n: usize) -> Groups<T> {
    (0..n).map(|_| Group::new()).collect()
}

impl<'s> Engine<'s> {
    fn new(
        spec: &'static OpSpec,
        format: &'static FormatSpec,
        name_offset: u32,
        loc: Location,
    ) -> Self {
        let n_ops = spec.operands.len();
        Engine {
            spec,
            format,
            facts: &format.facts,
            name_offset,
            loc,
            operands: groups(n_ops),
            operand_offsets: smallvec::smallvec![None; n_ops],
            operand_group_sizes: (0..n_ops).map(|_| None).collect(),
            all_operands: Vec::new(),
            all_operands_offset: name_offset,
            operand_types: (0..n_ops).map(|_| Types::new()).collect(),
            all_operand_types: Types::new(),
            result_types: (0..spec.results.len()).map(|_| Types::new()).collect(),
            all_result_types: Types::new(),
            attrs: smallvec::smallvec![None; spec.attributes.len()],
            dict: Vec::new(),
            props: Vec::new(),
            regions: groups(spec.regions.len()),
            all_regions: Vec::new(),
            successors: groups(spec.successors.len()),
            all_successors: Vec::new(),
        }
    }

    /// An error for a format that names a group the spec does not have
    /// (a generator bug, reported rather than panicking).
    fn bad_index(&self, what: &str, index: usize) -> ParseError {
        self.op_error(
            self.name_offset,
            format!("has an assembly format naming {what} #{index}, which the op does not have"),
        )
    }

    /// An error as MLIR's custom op parser reports it (`emitError` of the
    /// `OpAsmParser`): prefixed with `custom op 'name' `.
    fn op_error(&self, offset: u32, message: impl std::fmt::Display) -> ParseError {
        ParseError::new(offset, format!("custom op '{}' {message}", self.spec.name))
    }

    /// Prefixes an error as [`Engine::op_error`] does.
    /// (The errors a parameter parser reports after it go through the same
    /// parser, so they are prefixed too.)
    fn prefixed(&self, mut e: ParseError) -> ParseError {
        let prefix = format!("custom op '{}' ", self.spec.name);
        for message in
            std::iter::once(&mut e.message).chain(e.followed_by.iter_mut().map(|f| &mut f.1))
        {
            if !message.starts_with(&prefix) {
                *message = format!("{prefix}{message}");
            }
        }
        e
    }

    fn set_attr(&mut self, index: usize, value: Attribute) -> PResult<()> {
        if index >= self.attrs.len() {
            return Err(self.bad_index("attribute", index));
        }
        self.attrs[index] = Some(value);
        Ok(())
    }

    fn operand_kind(&self, index: usize) -> ValueKind {
        self.spec
            .operands
            .get(index)
            .map_or(ValueKind::Single, |s| s.kind)
    }

    fn result_kind(&self, index: usize) -> ValueKind {
        self.spec
            .results
            .get(index)
            .map_or(ValueKind::Single, |s| s.kind)
    }

    /// The constraint of a single operand or result group.
    fn type_ref_constraint(&self, arg: FormatTypeRef) -> Option<&'static super::spec::Constraint> {
        match arg {
            FormatTypeRef::Operand(i) => self.spec.operands.get(i).map(|v| v.constraint),
            FormatTypeRef::Result(i) => self.spec.results.get(i).map(|v| v.constraint),
            FormatTypeRef::Operands | FormatTypeRef::Results => None,
        }
    }

    fn type_ref_kind(&self, arg: FormatTypeRef) -> ValueKind {
        match arg {
            FormatTypeRef::Operand(i) => self.operand_kind(i),
            FormatTypeRef::Result(i) => self.result_kind(i),
            FormatTypeRef::Operands | FormatTypeRef::Results => ValueKind::Variadic,
        }
    }

    fn set_types(&mut self, arg: FormatTypeRef, types: Types) -> PResult<()> {
        let slot = match arg {
            FormatTypeRef::Operand(i) => self.operand_types.get_mut(i),
            FormatTypeRef::Result(i) => self.result_types.get_mut(i),
            FormatTypeRef::Operands => Some(&mut self.all_operand_types),
            FormatTypeRef::Results => Some(&mut self.all_result_types),
        };
        match slot {
            Some(s) => {
                *s = types;
                Ok(())
            }
            None => Err(self.bad_index("a value group", 0)),
        }
    }

    fn parsed_types(&self, arg: FormatTypeRef) -> Vec<Type> {
        match arg {
            FormatTypeRef::Operand(i) => self
                .operand_types
                .get(i)
                .map_or_else(Vec::new, |g| g.to_vec()),
            FormatTypeRef::Result(i) => self
                .result_types
                .get(i)
                .map_or_else(Vec::new, |g| g.to_vec()),
            FormatTypeRef::Operands => self.all_operand_types.to_vec(),
            FormatTypeRef::Results => self.all_result_types.to_vec(),
        }
    }

    fn elements(
        &mut self,
        p: &mut OpParser<'_, 's>,
        elements: &[FormatElement],
        in_group: bool,
    ) -> PResult<()> {
        for e in elements {
            self.element(p, e, in_group)?;
        }
        Ok(())
    }

    fn element(
        &mut self,
        p: &mut OpParser<'_, 's>,
        e: &FormatElement,
        in_group: bool,
    ) -> PResult<()> {
        match e {
            FormatElement::Literal { text, .. } => parse_literal(p, text, |e| self.prefixed(e)),
            FormatElement::Whitespace(_) | FormatElement::Ref(_) | FormatElement::String(_) => {
                Ok(())
            }
            FormatElement::Operand { index, .. } => self.operand(p, *index),
            FormatElement::Attribute { index, style, .. } => {
                let optional =
                    !in_group && self.spec.attributes.get(*index).is_some_and(|a| a.optional);
                let value = self.attribute(p, *index, *style, optional)?;
                if let Some(v) = value {
                    self.attrs[*index] = Some(v);
                }
                Ok(())
            }
            FormatElement::Region { index, .. } => self.region(p, *index),
            FormatElement::Successor { index, .. } => {
                let variadic = self
                    .spec
                    .successors
                    .get(*index)
                    .ok_or_else(|| self.bad_index("successor", *index))?
                    .variadic;
                let blocks = if variadic {
                    successor_list(p)?
                } else {
                    vec![p.parse_successor()?]
                };
                self.successors[*index] = blocks.into();
                Ok(())
            }
            FormatElement::AttrDict { with_keyword } => {
                let offset = p.current_offset();
                let attrs = if *with_keyword {
                    p.parse_optional_attr_dict_with_keyword()?
                } else {
                    p.parse_optional_attr_dict()?
                };
                // MLIR's `verifyInherentAttrs` on the parsed dictionary.
                super::verify::verify_inherent_attrs(self.spec, p.context(), &attrs)
                    .map_err(|m| self.op_error(offset, m))?;
                if self.dict.is_empty() {
                    self.dict = attrs;
                } else {
                    self.dict.extend(attrs);
                }
                Ok(())
            }
            FormatElement::PropDict => {
                if p.eat(TokenKind::Less) {
                    let value = p.parse_attribute()?;
                    p.expect(TokenKind::Greater, "expected '>'")?;
                    let entries = self.check_prop_dict(p.context(), value)?;
                    self.props.extend(entries);
                }
                Ok(())
            }
            FormatElement::Operands { .. } => {
                self.all_operands_offset = p.current_offset();
                self.all_operands = p.parse_operand_list()?;
                Ok(())
            }
            FormatElement::Regions { .. } => {
                // No fresh name scope for isolated ops: MLIR's generated
                // parsers do not ask for name shadowing.
                let mut regions = Vec::new();
                if let Some(r) = p.parse_optional_region(false)? {
                    regions.push(r);
                    while p.eat(TokenKind::Comma) {
                        regions.push(p.parse_region(false)?);
                    }
                }
                for &r in &regions {
                    self.complete_region(p, r);
                }
                self.all_regions = regions;
                Ok(())
            }
            FormatElement::Successors { .. } => {
                self.all_successors = successor_list(p)?;
                Ok(())
            }
            FormatElement::Type { arg, style, .. } => {
                let types: Types = match self.type_ref_kind(*arg) {
                    ValueKind::VariadicOfVariadic { .. } => {
                        let mut types = Types::new();
                        loop {
                            if !p.eat(TokenKind::LParen) {
                                break;
                            }
                            if !p.eat(TokenKind::RParen) {
                                types.extend(p.parse_type_list()?);
                                p.expect(TokenKind::RParen, "expected ')'")?;
                            }
                            if !p.eat(TokenKind::Comma) {
                                break;
                            }
                        }
                        types
                    }
                    ValueKind::Variadic => p.parse_type_list()?.into_iter().collect(),
                    ValueKind::Optional => p.parse_optional_type()?.into_iter().collect(),
                    ValueKind::Single => match style {
                        TypeStyle::Stripped { dialect, mnemonic } => {
                            let stripped = !p.at(TokenKind::ExclamationIdent);
                            smallvec::smallvec![
                                p.parse_custom_type_with_fallback(dialect, mnemonic)
                                    .map_err(|e| if stripped { self.prefixed(e) } else { e })?,
                            ]
                        }
                        TypeStyle::Full => {
                            let offset = p.current_offset();
                            let ty = p.parse_type()?;
                            // MLIR's `parseType(IntegerType &)` and kin: the
                            // constraint's builtin type class.
                            if self.type_ref_constraint(*arg).and_then(|c| {
                                super::pred::builtin_class_holds(&c.pred, p.context(), ty)
                            }) == Some(false)
                            {
                                return Err(self.op_error(offset, "invalid kind of type specified"));
                            }
                            smallvec::smallvec![ty]
                        }
                    },
                };
                self.set_types(*arg, types)
            }
            FormatElement::FunctionalType {
                inputs, results, ..
            } => {
                let offset = p.current_offset();
                let ty = p.parse_type()?;
                let ctx = p.context();
                let crate::types::TypeKind::Function {
                    inputs: ins,
                    results: outs,
                } = ctx.type_kind(ty)
                else {
                    return Err(self.op_error(offset, "invalid kind of type specified"));
                };
                let (ins, outs) = (Types::from_slice(ins), Types::from_slice(outs));
                self.set_types(*inputs, ins)?;
                self.set_types(*results, outs)
            }
            FormatElement::Custom { directive, .. } => self.custom(p, directive).map(|_| ()),
            FormatElement::Optional(group) => self.optional_group(p, group),
            FormatElement::OIList(clauses) => {
                let mut seen = vec![false; clauses.len()];
                'outer: loop {
                    for (i, clause) in clauses.iter().enumerate() {
                        if parse_optional_literal(p, clause.keyword) {
                            if seen[i] {
                                return Err(self.op_error(
                                    self.name_offset,
                                    format!(
                                        "`{}` clause can appear at most once in the expansion of the oilist directive",
                                        clause.keyword
                                    ),
                                ));
                            }
                            seen[i] = true;
                            match clause.unit_attr {
                                Some(a) => {
                                    let unit = p.context().unit_attr();
                                    self.set_attr(a, unit)?;
                                }
                                None => self.elements(p, clause.elements, false)?,
                            }
                            continue 'outer;
                        }
                    }
                    break;
                }
                Ok(())
            }
        }
    }

    fn operand(&mut self, p: &mut OpParser<'_, 's>, index: usize) -> PResult<()> {
        if index >= self.operands.len() {
            return Err(self.bad_index("operand group", index));
        }
        self.operand_offsets[index] = Some(p.current_offset());
        match self.operand_kind(index) {
            ValueKind::Single => self.operands[index] = smallvec::smallvec![p.parse_operand()?],
            ValueKind::Optional => {
                self.operands[index] = p.parse_optional_operand()?.into_iter().collect()
            }
            ValueKind::Variadic => self.operands[index] = p.parse_operand_list()?.into(),
            ValueKind::VariadicOfVariadic { .. } => {
                let mut all = Vec::new();
                let mut sizes = Vec::new();
                loop {
                    if !p.eat(TokenKind::LParen) {
                        break;
                    }
                    let group = p.parse_operand_list()?;
                    p.expect(TokenKind::RParen, "expected ')'")?;
                    sizes.push(group.len());
                    all.extend(group);
                    if !p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                self.operands[index] = all.into();
                self.operand_group_sizes[index] = Some(sizes);
            }
        }
        Ok(())
    }

    /// Parses attribute `index` in `style`; `optional` parses it only if
    /// present.
    fn attribute(
        &mut self,
        p: &mut OpParser<'_, 's>,
        index: usize,
        style: AttrStyle,
        optional: bool,
    ) -> PResult<Option<Attribute>> {
        let spec = self
            .spec
            .attributes
            .get(index)
            .ok_or_else(|| self.bad_index("attribute", index))?;
        let ctx = p.context();
        match style {
            AttrStyle::Enum(e) => {
                let offset = p.current_offset();
                let keywords: Vec<&str> = e
                    .cases
                    .iter()
                    .map(|c| c.name)
                    .filter(|n| crate::print::is_bare_identifier(n.as_bytes()))
                    .collect();
                let keyword = if keywords.is_empty() {
                    None
                } else {
                    p.parse_optional_keyword(&keywords)
                };
                let text = match keyword {
                    Some(k) => k.to_string(),
                    None => match p.parse_optional_string() {
                        Some(s) => String::from_utf8_lossy(&s).into_owned(),
                        None if optional => return Ok(None),
                        None => {
                            let cases: Vec<&str> = e.cases.iter().map(|c| c.name).collect();
                            return Err(self.op_error(
                                offset,
                                format!(
                                    "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                                    spec.name,
                                    cases.join(", ")
                                ),
                            ));
                        }
                    },
                };
                if text.is_empty() {
                    return Ok(None);
                }
                let value = e.symbolize(&text).ok_or_else(|| {
                    self.op_error(
                        offset,
                        format!("invalid {} attribute specification: \"{text}\"", spec.name),
                    )
                })?;
                Ok(Some(
                    ctx.integer_attr(ctx.integer_type(e.width), value as i128),
                ))
            }
            AttrStyle::DenseArray { width } => {
                if optional && !p.at(TokenKind::LSquare) {
                    return Ok(None);
                }
                p.expect(TokenKind::LSquare, "expected '['")?;
                let mut values = Vec::new();
                if !p.eat(TokenKind::RSquare) {
                    loop {
                        values.push(dense_array_element(p, width)?);
                        if !p.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                    p.expect(TokenKind::RSquare, "expected ']'")?;
                }
                Ok(Some(ctx.intern_attr(AttrKind::DenseArray {
                    element: ctx.integer_type(width),
                    values,
                })))
            }
            AttrStyle::SymbolName => {
                let name = if optional {
                    match p.parse_optional_symbol_name() {
                        Some(n) => n,
                        None => return Ok(None),
                    }
                } else {
                    p.parse_symbol_name().map_err(|e| self.prefixed(e))?
                };
                Ok(Some(ctx.string_attr(&name)))
            }
            AttrStyle::WithoutType | AttrStyle::Full => {
                let ty = match style {
                    AttrStyle::WithoutType => spec.value_type.map(|f| f(ctx)),
                    // `StrAttr`'s value type is `none` (a number is no
                    // string: "integer literal not valid for specified
                    // type").
                    _ if matches!(spec.storage, Some(Pred::StringAttr)) => Some(ctx.none_type()),
                    _ => None,
                };
                let offset = p.current_offset();
                let value = if optional {
                    // MLIR's typed `parseOptionalAttribute` overloads only
                    // take their own kind's token.
                    let token = match spec.storage {
                        Some(Pred::StringAttr) => Some(TokenKind::String),
                        Some(Pred::ArrayAttr(_)) => Some(TokenKind::LSquare),
                        Some(Pred::SymbolRefAttr | Pred::FlatSymbolRefAttr) => {
                            Some(TokenKind::AtIdent)
                        }
                        _ => None,
                    };
                    if token.is_some_and(|k| !p.at(k)) {
                        return Ok(None);
                    }
                    p.parse_optional_attribute(ty)?
                } else {
                    Some(p.parse_attribute_with_type(ty)?)
                };
                // MLIR's `parseAttribute<AttrType>`: the storage class's kind.
                if let Some(v) = value
                    && spec
                        .storage
                        .is_some_and(|s| !s.holds(ctx, super::Subject::Attr(v)))
                {
                    return Err(self.op_error(offset, "invalid kind of attribute specified"));
                }
                Ok(value)
            }
            AttrStyle::Stripped { dialect, mnemonic } => {
                if optional {
                    if p.at_attribute_start() {
                        return p.parse_optional_attribute(None);
                    }
                    if !p.at(TokenKind::Less) {
                        return Ok(None);
                    }
                }
                let stripped = !p.at(TokenKind::HashIdent);
                p.parse_custom_attribute_with_fallback(dialect, mnemonic, None)
                    .map(Some)
                    .map_err(|e| if stripped { self.prefixed(e) } else { e })
            }
        }
    }

    /// A region's block and implicit terminator, as the op's traits want.
    fn complete_region(&self, p: &mut OpParser<'_, 's>, region: RegionId) {
        if let Some(terminator) = self.spec.implicit_terminator() {
            p.ensure_region_terminator(region, terminator, self.loc);
        } else if self.spec.traits.contains(OpTraits::SINGLE_BLOCK) {
            p.ensure_region_block(region);
        }
    }

    fn region(&mut self, p: &mut OpParser<'_, 's>, index: usize) -> PResult<()> {
        let variadic = self
            .spec
            .regions
            .get(index)
            .ok_or_else(|| self.bad_index("region", index))?
            .variadic;
        // No fresh name scope, even for isolated ops (see above).
        let isolated = false;
        let regions = if variadic {
            let mut regions = Vec::new();
            if let Some(r) = p.parse_optional_region(isolated)? {
                regions.push(r);
                while p.eat(TokenKind::Comma) {
                    regions.push(p.parse_region(isolated)?);
                }
            }
            regions
        } else {
            vec![p.parse_region(isolated)?]
        };
        for &r in &regions {
            self.complete_region(p, r);
        }
        self.regions[index] = regions.into();
        Ok(())
    }

    /// Parses the first parsable element of an optional group optionally;
    /// true when it was there.
    fn guard(&mut self, p: &mut OpParser<'_, 's>, e: &FormatElement) -> PResult<bool> {
        match e {
            FormatElement::Literal { text, .. } => Ok(parse_optional_literal(p, text)),
            FormatElement::Attribute { index, style, .. } => {
                let value = self.attribute(p, *index, *style, true)?;
                Ok(match value {
                    Some(v) => {
                        self.attrs[*index] = Some(v);
                        true
                    }
                    None => false,
                })
            }
            FormatElement::Operand { index, .. } => {
                self.operand(p, *index)?;
                Ok(!self.operands[*index].is_empty())
            }
            FormatElement::Region { index, .. } => {
                let variadic = self
                    .spec
                    .regions
                    .get(*index)
                    .ok_or_else(|| self.bad_index("region", *index))?
                    .variadic;
                if variadic {
                    self.region(p, *index)?;
                    return Ok(!self.regions[*index].is_empty());
                }
                let Some(r) = p.parse_optional_region(false)? else {
                    return Ok(false);
                };
                let present = !p.ir_mut().region_is_empty(r);
                if present {
                    self.complete_region(p, r);
                }
                self.regions[*index] = smallvec::smallvec![r];
                Ok(present)
            }
            FormatElement::Custom { directive, .. } => self.custom(p, directive),
            other => {
                self.element(p, other, true)?;
                Ok(true)
            }
        }
    }

    fn optional_group(&mut self, p: &mut OpParser<'_, 's>, group: &OptionalGroup) -> PResult<()> {
        let skip = |is_else: bool, i: usize| {
            group.elide_anchor && group.inverted == is_else && group.anchor == i
        };
        let first = group
            .then_elements
            .iter()
            .position(|e| !matches!(e, FormatElement::Whitespace(_)));
        let Some(first) = first else {
            return Ok(());
        };
        if self.guard(p, &group.then_elements[first])? {
            if group.elide_anchor && !group.inverted {
                self.set_unit_anchor(p, group.then_elements.get(group.anchor))?;
            }
            for (i, e) in group.then_elements.iter().enumerate().skip(first + 1) {
                if !skip(false, i) {
                    self.element(p, e, true)?;
                }
            }
        } else if !group.else_elements.is_empty() {
            if group.elide_anchor && group.inverted {
                self.set_unit_anchor(p, group.else_elements.get(group.anchor))?;
            }
            for (i, e) in group.else_elements.iter().enumerate() {
                if !skip(true, i) {
                    self.element(p, e, true)?;
                }
            }
        }
        Ok(())
    }

    fn set_unit_anchor(
        &mut self,
        p: &OpParser<'_, 's>,
        anchor: Option<&FormatElement>,
    ) -> PResult<()> {
        if let Some(FormatElement::Attribute { index, .. }) = anchor {
            let unit = p.context().unit_attr();
            self.set_attr(*index, unit)?;
        }
        Ok(())
    }

    /// The empty (or, for `ref`, filled) argument of a custom directive.
    fn slot(&self, a: &FormatElement, is_ref: bool) -> DirectiveArg<UnresolvedOperand<'s>> {
        match a {
            FormatElement::Operand { index, .. } => {
                let ops = self.operands.get(*index).cloned().unwrap_or_default();
                match self.operand_kind(*index) {
                    ValueKind::Single | ValueKind::Optional => {
                        DirectiveArg::Operand(if is_ref { ops.first().copied() } else { None })
                    }
                    ValueKind::Variadic => {
                        DirectiveArg::Operands(if is_ref { ops.to_vec() } else { Vec::new() })
                    }
                    ValueKind::VariadicOfVariadic { .. } => {
                        if !is_ref {
                            return DirectiveArg::OperandGroups(Vec::new());
                        }
                        let sizes = self
                            .operand_group_sizes
                            .get(*index)
                            .cloned()
                            .flatten()
                            .unwrap_or_default();
                        let mut groups = Vec::new();
                        let mut rest = ops.as_slice();
                        for n in sizes {
                            let n = n.min(rest.len());
                            groups.push(rest[..n].to_vec());
                            rest = &rest[n..];
                        }
                        DirectiveArg::OperandGroups(groups)
                    }
                }
            }
            FormatElement::Type { arg, .. } => {
                let types = if is_ref {
                    self.parsed_types(*arg)
                } else {
                    Vec::new()
                };
                match self.type_ref_kind(*arg) {
                    ValueKind::Single | ValueKind::Optional => {
                        DirectiveArg::Type(types.first().copied())
                    }
                    ValueKind::Variadic => DirectiveArg::Types(types),
                    ValueKind::VariadicOfVariadic { .. } => {
                        if !is_ref {
                            return DirectiveArg::TypeGroups(Vec::new());
                        }
                        let sizes = match arg {
                            FormatTypeRef::Operand(i) => self
                                .operand_group_sizes
                                .get(*i)
                                .cloned()
                                .flatten()
                                .unwrap_or_default(),
                            _ => Vec::new(),
                        };
                        let mut groups = Vec::new();
                        let mut rest = types.as_slice();
                        for n in sizes {
                            let n = n.min(rest.len());
                            groups.push(rest[..n].to_vec());
                            rest = &rest[n..];
                        }
                        DirectiveArg::TypeGroups(groups)
                    }
                }
            }
            FormatElement::Attribute { index, .. } => DirectiveArg::Attribute(if is_ref {
                self.attrs.get(*index).copied().flatten()
            } else {
                None
            }),
            FormatElement::Region { index, .. } => {
                let regions = if is_ref {
                    self.regions
                        .get(*index)
                        .map_or_else(Vec::new, |g| g.to_vec())
                } else {
                    Vec::new()
                };
                if self.spec.regions.get(*index).is_some_and(|r| r.variadic) {
                    DirectiveArg::Regions(regions)
                } else {
                    DirectiveArg::Region(regions.first().copied())
                }
            }
            FormatElement::Successor { index, .. } => {
                let blocks = if is_ref {
                    self.successors
                        .get(*index)
                        .map_or_else(Vec::new, |g| g.to_vec())
                } else {
                    Vec::new()
                };
                if self.spec.successors.get(*index).is_some_and(|s| s.variadic) {
                    DirectiveArg::Successors(blocks)
                } else {
                    DirectiveArg::Successor(blocks.first().copied())
                }
            }
            FormatElement::AttrDict { .. } | FormatElement::PropDict => {
                DirectiveArg::Attributes(if is_ref {
                    self.dict.clone()
                } else {
                    Vec::new()
                })
            }
            FormatElement::Ref(inner) => self.slot(inner, true),
            FormatElement::String(s) => DirectiveArg::String(s),
            _ => DirectiveArg::String(""),
        }
    }

    /// Takes back what a custom directive parsed into an argument.
    fn take_back(
        &mut self,
        a: &FormatElement,
        value: DirectiveArg<UnresolvedOperand<'s>>,
        offset: u32,
    ) -> PResult<()> {
        match a {
            FormatElement::Operand { index, .. } => {
                if *index >= self.operands.len() {
                    return Err(self.bad_index("operand group", *index));
                }
                self.operand_offsets[*index] = Some(offset);
                if let DirectiveArg::OperandGroups(groups) = &value {
                    self.operand_group_sizes[*index] = Some(groups.iter().map(Vec::len).collect());
                }
                self.operands[*index] = value.operands().into();
            }
            FormatElement::Type { arg, .. } => {
                self.set_types(*arg, value.types().into_iter().collect())?
            }
            FormatElement::Attribute { index, .. } => {
                if let Some(v) = value.attribute() {
                    self.set_attr(*index, v)?;
                }
            }
            FormatElement::Region { index, .. } => {
                if *index >= self.regions.len() {
                    return Err(self.bad_index("region", *index));
                }
                self.regions[*index] = value.regions().into();
            }
            FormatElement::Successor { index, .. } => {
                if *index >= self.successors.len() {
                    return Err(self.bad_index("successor", *index));
                }
                self.successors[*index] = value.successors().into();
            }
            FormatElement::AttrDict { .. } => {
                if let DirectiveArg::Attributes(attrs) = value {
                    self.dict.extend(attrs);
                }
            }
            FormatElement::PropDict => {
                if let DirectiveArg::Attributes(attrs) = value {
                    self.dict.extend(attrs);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Runs a custom directive; true when it parsed something.
    fn custom(&mut self, p: &mut OpParser<'_, 's>, directive: &CustomDirective) -> PResult<bool> {
        let offset = p.current_offset();
        let mut args: SmallVec<[DirectiveArg<UnresolvedOperand<'s>>; 4]> =
            directive.args.iter().map(|a| self.slot(a, false)).collect();
        let present = (directive.parse)(p, &mut args)?;
        if present {
            for (a, v) in directive.args.iter().zip(args) {
                self.take_back(a, v, offset)?;
            }
        }
        Ok(present)
    }

    /// The types of operand group `index` once resolved (`depth` guards
    /// against resolution cycles).
    fn operand_group_types(&self, ctx: &Context, index: usize, depth: usize) -> PResult<Types> {
        if self.facts.all_operand_types {
            // `type(operands)`: split the list by the parsed group sizes.
            let mut start = 0;
            for (i, ops) in self.operands.iter().enumerate() {
                let n = ops.len();
                if i == index {
                    return Ok(self
                        .all_operand_types
                        .get(start..start + n)
                        .map(Types::from_slice)
                        .unwrap_or_default());
                }
                start += n;
            }
            return Ok(Types::new());
        }
        let res = *self
            .format
            .operand_types
            .get(index)
            .ok_or_else(|| self.bad_index("operand group", index))?;
        match res {
            TypeResolution::Format => Ok(self
                .operand_types
                .get(index)
                .map_or_else(Types::new, |g| Types::from_slice(g))),
            other => self.resolve(
                ctx,
                other,
                true,
                self.operands.get(index).map_or(0, |g| g.len()),
                self.operand_kind(index),
                depth + 1,
            ),
        }
    }

    /// The types of result group `index` once resolved.
    fn result_group_types(&self, ctx: &Context, index: usize, depth: usize) -> PResult<Types> {
        let res = *self
            .format
            .result_types
            .get(index)
            .ok_or_else(|| self.bad_index("result group", index))?;
        match res {
            TypeResolution::Format => Ok(self
                .result_types
                .get(index)
                .map_or_else(Types::new, |g| Types::from_slice(g))),
            other => self.resolve(ctx, other, false, 1, self.result_kind(index), depth + 1),
        }
    }

    /// Types from a resolution for a group of `count` values: a single
    /// source type gives every operand its type (and a result group one
    /// result); a variadic source gives its list.
    fn resolve(
        &self,
        ctx: &Context,
        res: TypeResolution,
        operands: bool,
        count: usize,
        target: ValueKind,
        depth: usize,
    ) -> PResult<Types> {
        if depth > self.spec.operands.len() + self.spec.results.len() + 2 {
            return Err(self.op_error(self.name_offset, "has types resolved in a cycle"));
        }
        let scalar_kind = |k: ValueKind| matches!(k, ValueKind::Single | ValueKind::Optional);
        let (source, transform, scalar) = match res {
            TypeResolution::Format => return Ok(Types::new()),
            TypeResolution::Buildable(build) => (smallvec::smallvec![build(ctx)], None, true),
            TypeResolution::FromOperand(j, t) => (
                self.operand_group_types(ctx, j, depth)?,
                t,
                scalar_kind(self.operand_kind(j)),
            ),
            TypeResolution::FromResult(j, t) => (
                self.result_group_types(ctx, j, depth)?,
                t,
                scalar_kind(self.result_kind(j)),
            ),
            TypeResolution::FromAttribute(j, t) => {
                let attr = self.attrs.get(j).copied().flatten();
                let ty = attr.and_then(|a| typed_attr_type(ctx, a));
                let Some(ty) = ty else {
                    let name = self.spec.attributes.get(j).map_or("?", |a| a.name);
                    return Err(self.op_error(
                        self.name_offset,
                        format!("has no type in '{name}' to infer types from"),
                    ));
                };
                (smallvec::smallvec![ty], t, true)
            }
        };
        Ok(shape_types(
            ctx, source, transform, scalar, target, operands, count,
        ))
    }

    fn finish(mut self, p: &mut OpParser<'_, 's>, state: &mut ParsedOp) -> PResult<()> {
        let ctx = p.context();
        let spec = self.spec;

        // Regions: every region group's parsed regions; a region the format
        // did not reach is empty.
        let mut regions = Vec::new();
        if self.facts.all_regions {
            regions = self.all_regions.clone();
        } else {
            for (i, r) in spec.regions.iter().enumerate() {
                if self.regions[i].is_empty() && !r.variadic {
                    regions.push(p.ir_mut().create_region());
                } else {
                    regions.extend_from_slice(&self.regions[i]);
                }
            }
        }

        // Successors.
        let successors: Vec<BlockId> = if self.facts.all_successors {
            self.all_successors.clone()
        } else {
            self.successors.iter().flatten().copied().collect()
        };

        // Format-bound attributes, then the segment sizes.
        let idents = super::spec_idents::attribute_idents(ctx, spec);
        let mut attributes = std::mem::take(&mut state.attributes);
        for (i, &name) in idents.iter().enumerate() {
            if let Some(v) = self.attrs[i] {
                attributes.push((name, v));
            }
        }
        let i32_array = |sizes: &[usize]| {
            ctx.intern_attr(AttrKind::DenseArray {
                element: ctx.integer_type(32),
                values: sizes.iter().map(|&n| n as u32 as u128).collect(),
            })
        };
        if !self.facts.all_operands
            && spec.has_relation(|t| matches!(t, TraitSpec::AttrSizedOperandSegments))
        {
            let sizes: Vec<usize> = spec
                .operands
                .iter()
                .zip(&self.operands)
                .map(|(s, ops)| {
                    if s.kind == ValueKind::Single {
                        1
                    } else {
                        ops.len()
                    }
                })
                .collect();
            attributes.push((ctx.static_ident(OPERAND_SEGMENT_SIZES), i32_array(&sizes)));
        }
        for &(i, segment_attr) in self.facts.inferred_segments {
            let sizes = self
                .operand_group_sizes
                .get(i)
                .cloned()
                .flatten()
                .unwrap_or_default();
            attributes.push((ctx.static_ident(segment_attr), i32_array(&sizes)));
        }
        if !self.facts.all_result_types
            && spec.has_relation(|t| matches!(t, TraitSpec::AttrSizedResultSegments))
        {
            let sizes: Vec<usize> = spec
                .results
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    if s.kind == ValueKind::Single {
                        1
                    } else {
                        self.result_types[i].len()
                    }
                })
                .collect();
            attributes.push((ctx.static_ident(RESULT_SEGMENT_SIZES), i32_array(&sizes)));
        }

        // `prop-dict`: the properties the format does not bind.
        attributes.extend(self.props.iter().copied());
        // `attr-dict` wins over the rest, as MLIR's inherent attributes from
        // the dictionary replace the properties the format set.
        p.append_attributes(&mut attributes, std::mem::take(&mut self.dict));

        // The values whose types a transform turns into others' types must
        // satisfy their constraints first (mlir-tblgen checks them so).
        self.check_transformed_sources(ctx)?;

        // Result types.
        let mut result_types = std::mem::take(&mut state.result_types);
        if self.format.infer_result_types.is_none() {
            if self.facts.all_result_types {
                result_types.extend_from_slice(&self.all_result_types);
            } else {
                for i in 0..spec.results.len() {
                    result_types.extend(self.result_group_types(ctx, i, 0)?);
                }
            }
        }

        // Operands.
        let mut operands = std::mem::take(&mut state.operands);
        if self.facts.all_operands {
            let types = if self.facts.all_operand_types {
                Types::from_slice(&self.all_operand_types)
            } else {
                let mut types = Types::new();
                for (i, res) in self.format.operand_types.iter().enumerate() {
                    types.extend(match res {
                        TypeResolution::Format => self
                            .operand_types
                            .get(i)
                            .map_or_else(Types::new, |g| Types::from_slice(g)),
                        other => self.resolve(ctx, *other, true, 1, self.operand_kind(i), 1)?,
                    });
                }
                types
            };
            self.resolve_operands(
                p,
                &self.all_operands,
                &types,
                self.all_operands_offset,
                &mut operands,
            )?;
        } else if self.facts.all_operand_types {
            let all: SmallVec<[UnresolvedOperand<'s>; 4]> =
                self.operands.iter().flatten().copied().collect();
            self.resolve_operands(
                p,
                &all,
                &self.all_operand_types,
                self.name_offset,
                &mut operands,
            )?;
        } else {
            for i in 0..spec.operands.len() {
                if self.operand_kind(i) == ValueKind::Optional && self.operands[i].is_empty() {
                    continue;
                }
                let types = self.operand_group_types(ctx, i, 0)?;
                let offset = self.operand_offsets[i].unwrap_or(self.name_offset);
                self.resolve_operands(p, &self.operands[i], &types, offset, &mut operands)?;
            }
        }

        // Inferred result types.
        if let Some(infer) = self.format.infer_result_types {
            let operand_types: Vec<Type> =
                operands.iter().map(|&v| p.ir_mut().value_type(v)).collect();
            let mut sorted = attributes.clone();
            ctx.sort_named_attributes(&mut sorted);
            result_types = infer(ctx, &operand_types, &sorted)
                .map_err(|m| ParseError::new(self.name_offset, m))?;
        }

        // Defaults of absent default-valued properties (MLIR's
        // `populateDefaultProperties`).
        for (a, &name) in spec.attributes.iter().zip(idents.iter()) {
            if let (Some(default), true) = (a.default, a.property)
                && !attributes.iter().any(|&(k, _)| k == name)
            {
                attributes.push((name, ctx.built_attr(default)));
            }
        }

        state.operands = operands;
        state.result_types = result_types;
        state.successors = successors;
        state.regions = regions;
        state.attributes = attributes;
        Ok(())
    }

    /// Checks the types of every operand or result group a transform reads
    /// (`TypesMatchWith`) against the group's constraint: "'lhs' must be
    /// signless-integer-like, but got 'f32'" at the op name.
    fn check_transformed_sources(&self, ctx: &Context) -> PResult<()> {
        let results = if self.format.infer_result_types.is_some() {
            &[][..]
        } else {
            self.format.result_types
        };
        let mut checked: Vec<(bool, usize)> = Vec::new();
        for res in results.iter().chain(self.format.operand_types) {
            let source = match *res {
                TypeResolution::FromOperand(j, Some(_)) => (true, j),
                TypeResolution::FromResult(j, Some(_)) => (false, j),
                _ => continue,
            };
            if checked.contains(&source) {
                continue;
            }
            checked.push(source);
            let (value, types) = match source {
                (true, j) => (
                    self.spec.operands.get(j),
                    self.operand_group_types(ctx, j, 0)?,
                ),
                (false, j) => (
                    self.spec.results.get(j),
                    self.result_group_types(ctx, j, 0)?,
                ),
            };
            let Some(value) = value else {
                continue;
            };
            if let Some(&bad) = types
                .iter()
                .find(|&&t| !value.constraint.accepts_type(ctx, t))
            {
                return Err(self.op_error(
                    self.name_offset,
                    format!(
                        "'{}' must be {}, but got '{}'",
                        value.name,
                        value.constraint.summary,
                        crate::print::type_to_string(ctx, bad)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// MLIR's `resolveOperands`: the counts must agree (reported at
    /// `offset`), then each operand takes its type; the values go to `out`.
    fn resolve_operands(
        &self,
        p: &mut OpParser<'_, 's>,
        operands: &[UnresolvedOperand<'s>],
        types: &[Type],
        offset: u32,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        if operands.len() != types.len() {
            return Err(self.op_error(
                offset,
                format!(
                    "{} operands present, but expected {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        p.resolve_operands_into(operands, types, offset, out)
    }

    /// Checks a `prop-dict` value as MLIR's `setPropertiesFromParsedAttr`
    /// does and returns the entries it keeps: a dictionary; then, in
    /// declaration order, each property the format leaves to `prop-dict`
    /// present when required and of its storage class. Other keys are
    /// dropped, as MLIR 19 drops them.
    fn check_prop_dict(&self, ctx: &Context, props: Attribute) -> PResult<Vec<NamedAttribute>> {
        let error = |reason: String| {
            ParseError::new(
                self.name_offset,
                format!(
                    "invalid properties {} for op {}: {reason}",
                    crate::print::attr_to_string(ctx, props),
                    self.spec.name
                ),
            )
        };
        let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
            return Err(error("expected DictionaryAttr to set properties".into()));
        };
        let settable = |i: usize, a: &AttrSpec| a.property && !self.facts.binds_attr(i);
        let mut kept = Vec::new();
        for (i, a) in self.spec.attributes.iter().enumerate() {
            if !settable(i, a) {
                continue;
            }
            let value = entries
                .iter()
                .find(|(k, _)| ctx.ident_str(*k) == a.name)
                .map(|&(_, v)| v);
            let Some(value) = value else {
                if !a.optional && a.default.is_none() {
                    return Err(error(format!(
                        "expected key entry for {} in DictionaryAttr to set Properties.",
                        a.name
                    )));
                }
                continue;
            };
            if a.storage
                .is_some_and(|s| !s.holds(ctx, super::Subject::Attr(value)))
            {
                return Err(error(format!(
                    "Invalid attribute `{}` in property conversion: {}",
                    a.name,
                    crate::print::attr_to_string(ctx, value)
                )));
            }
            kept.push((ctx.static_ident(a.name), value));
        }
        Ok(kept)
    }
}

/// One element of a dense integer array in MLIR's bracketed syntax: an
/// integer that fits `width` signed bits (`true`/`false` for `i1`), as
/// its bits.
fn dense_array_element(p: &mut OpParser<'_, '_>, width: u32) -> PResult<u128> {
    if width == 1
        && let Some(keyword) = p.parse_optional_keyword(&["true", "false"])
    {
        return Ok(u128::from(keyword == "true"));
    }
    let offset = p.current_offset();
    let value = p.parse_integer()?;
    let width = width.clamp(1, 64);
    let fits = width == 64 || {
        let half = 1i128 << (width - 1);
        (-half..half).contains(&i128::from(value))
    };
    if !fits {
        return Err(p.emit_error(offset, "integer value too large"));
    }
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    Ok(u128::from(value as u64 & mask))
}

/// Zero or more comma-separated successors (`parseOptionalSuccessor` and
/// then `, ^bb` ...).
fn successor_list(p: &mut OpParser<'_, '_>) -> PResult<Vec<BlockId>> {
    let mut blocks = Vec::new();
    if let Some(b) = p.parse_optional_successor()? {
        blocks.push(b);
        while p.eat(TokenKind::Comma) {
            blocks.push(p.parse_successor()?);
        }
    }
    Ok(blocks)
}
