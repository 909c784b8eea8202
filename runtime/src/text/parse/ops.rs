//! Parsing operations, regions and blocks: SSA name scopes, forward
//! references of values and blocks, the generic op form, custom forms of
//! registered ops, alias definitions and the implicit top-level module.

use std::sync::Arc;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::error::{PResult, ParseError};
use super::inherent_split::Split;
use super::lexer::TokenKind;
use super::name_key::NameKey;
use super::parser::OpParser;
use super::ssa_state::{BlockEntry, IsolatedScope, LocTarget, ValueEntry};
use crate::storage::attributes::{Attribute, NamedAttribute};
use crate::storage::context::Ident;
use crate::storage::ir::{BlockId, OpId, OperationState, RegionId, Value, ValueOwner};
use crate::storage::registration::OpRegistration;
use crate::storage::types::{Type, TypeKind};

/// An operand use as written: `%name#number`.
#[derive(Clone, Copy, Debug)]
pub struct UnresolvedOperand<'s> {
    name: &'s str,
    number: u32,
    offset: u32,
}

impl<'s> UnresolvedOperand<'s> {
    /// The name as written, with its `%` (`%x`).
    pub fn name(&self) -> &'s str {
        self.name
    }

    /// The result number after `#` (0 when absent).
    pub fn number(&self) -> u32 {
        self.number
    }

    /// Byte offset of the use in the source (where errors about it point).
    pub fn offset(&self) -> u32 {
        self.offset
    }
}

/// An op being parsed, filled by the generic parser or a custom form.
#[derive(Clone, Debug)]
pub struct ParsedOp {
    /// The op name.
    pub name: Ident,
    /// Offset of the op name (the op's location).
    pub offset: u32,
    /// The op's location, taken while the name is the current token (when
    /// its line is the lexer's current line, so finding it is cheap).
    pub loc: crate::storage::ir::Location,
    /// Resolved operands.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Discardable attributes.
    pub attributes: Vec<NamedAttribute>,
    /// Properties.
    pub properties: Option<Attribute>,
    /// Successors.
    pub successors: Vec<BlockId>,
    /// Regions.
    pub regions: Vec<RegionId>,
}

impl<'a, 's> OpParser<'a, 's> {
    /// Parses the whole buffer (see [`super::parse_source`]).
    pub fn parse_top_level(&mut self) -> PResult<OpId> {
        self.push_scope(true);
        let top = self.ir.create_block();
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::Error => return Err(self.error_here("unexpected character")),
                TokenKind::HashIdent => self.parse_attr_alias_def()?,
                TokenKind::ExclamationIdent => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => {
                    return Err(
                        self.error_here("file-level metadata (`{-# ... #-}`) is not supported yet")
                    );
                }
                _ => self.parse_operation_or_chunk(top)?,
            }
        }
        self.finalize()?;
        let single = self
            .ir
            .first_op(top)
            .filter(|&o| self.ir.next_op(o).is_none());
        if let Some(op) = single
            && self.ctx.ident_str(self.ir.op_name(op)) == "builtin.module"
        {
            self.ir.remove_op(op);
            return Ok(op);
        }
        let loc = crate::storage::ir::Location::Source {
            file: self.file,
            line: 0,
            col: 0,
        };
        let mut state = OperationState::new(self.ctx, "builtin.module", loc);
        let region = self.ir.create_region();
        state.regions.push(region);
        let module = self.ir.create_op(state);
        let body = self.ir.create_block();
        self.ir.append_block(region, body);
        while let Some(op) = self.ir.first_op(top) {
            self.ir.remove_op(op);
            self.ir.append_op(body, op);
        }
        Ok(module)
    }

    fn finalize(&mut self) -> PResult<()> {
        let undefined_block = self
            .ssa
            .blocks
            .iter()
            .flat_map(|m| m.values())
            .filter(|b| b.forward)
            .map(|b| b.offset)
            .min();
        if let Some(first) = undefined_block {
            return Err(ParseError::new(first, "reference to an undefined block"));
        }
        let undeclared: Vec<u32> = self.ssa.placeholders.values().copied().collect();
        if let Some(e) = errors_at(undeclared, "use of undeclared SSA value name") {
            return Err(e);
        }
        self.resolve_deferred_locations()
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let name = &self.tok_text()[1..];
        if self.aliases.attrs.contains_key(name) {
            return Err(self.error_here(format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self
                .error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(
            TokenKind::Equal,
            "expected '=' in attribute alias definition",
        )?;
        let attr = self.parse_attribute()?;
        Arc::make_mut(&mut self.aliases).attrs.insert(name, attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = &self.tok_text()[1..];
        if self.aliases.types.contains_key(name) {
            return Err(self.error_here(format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.error_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        Arc::make_mut(&mut self.aliases).types.insert(name, ty);
        Ok(())
    }

    // ----- name scopes -------------------------------------------------------

    pub(super) fn push_scope(&mut self, isolated: bool) {
        if isolated || self.ssa.scopes.is_empty() {
            self.ssa.scopes.push(IsolatedScope::default());
        }
        self.ssa
            .scopes
            .last_mut()
            .expect("scope")
            .definitions_per_region
            .push(Vec::new());
        self.ssa.blocks.push(FxHashMap::default());
    }

    fn pop_scope(&mut self) -> PResult<()> {
        let blocks = self.ssa.blocks.pop().unwrap_or_default();
        let undefined = blocks
            .values()
            .filter(|b| b.forward)
            .map(|b| b.offset)
            .collect();
        if let Some(e) = errors_at(undefined, "reference to an undefined block") {
            return Err(e);
        }
        let scope = self.ssa.scopes.last_mut().expect("scope");
        if scope.definitions_per_region.len() == 1 {
            self.ssa.scopes.pop();
        } else if let Some(defs) = scope.definitions_per_region.pop() {
            for name in defs {
                scope.values.remove(&name);
            }
        }
        Ok(())
    }

    /// Parses `%name` or `%name#N` as an operand use.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'s>> {
        if !self.at(TokenKind::PercentIdent) {
            return Err(self.wrong_token("expected SSA operand"));
        }
        let tok = self.tok;
        self.bump();
        let mut number = 0;
        if self.at(TokenKind::HashIdent) && self.tok.start == tok.end {
            let digits = &self.tok_text()[1..];
            number = digits
                .parse::<u32>()
                .map_err(|_| self.error_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(UnresolvedOperand {
            name: self.text(tok),
            number,
            offset: tok.start,
        })
    }

    /// Resolves an operand use to a value of type `ty`, creating a forward
    /// reference placeholder if the value is not defined yet.
    pub fn resolve_operand(&mut self, op: UnresolvedOperand<'s>, ty: Type) -> PResult<Value> {
        let scope = self.ssa.scopes.last_mut().expect("scope");
        let key = NameKey::new(op.name);
        let entries = scope.values.entry(key).or_default();
        let n = op.number as usize;
        if let Some(ValueEntry {
            value: Some(v),
            offset,
        }) = entries.get(n).copied()
        {
            if self.ir.value_type(v) == ty {
                return Ok(v);
            }
            let vt = self.ir.value_type(v);
            return Err(ParseError::new(
                op.offset,
                format!(
                    "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                    op.name,
                    self.type_to_string(ty),
                    self.type_to_string(vt)
                ),
            )
            .note(offset, "prior use here"));
        }
        if entries.len() <= n {
            entries.resize(
                n + 1,
                ValueEntry {
                    value: None,
                    offset: 0,
                },
            );
        }
        if let Some(first) = entries[0].value
            && !matches!(self.ir.value_owner(first), ValueOwner::Placeholder)
        {
            return Err(ParseError::new(
                op.offset,
                "reference to invalid result number",
            ));
        }
        let loc = self.ctx.unknown_loc();
        let placeholder = self.ir.create_placeholder(ty, loc);
        let scope = self.ssa.scopes.last_mut().expect("scope");
        scope.values.get_mut(&key).expect("entry")[n] = ValueEntry {
            value: Some(placeholder),
            offset: op.offset,
        };
        self.ssa.placeholders.insert(placeholder, op.offset);
        Ok(placeholder)
    }

    /// Binds `name#number` to `value` in the current scope.
    fn add_definition(
        &mut self,
        name: &'s str,
        number: u32,
        offset: u32,
        value: Value,
    ) -> PResult<()> {
        let scope = self.ssa.scopes.last_mut().expect("scope");
        let key = NameKey::new(name);
        let entries = scope.values.entry(key).or_default();
        let n = number as usize;
        if entries.len() <= n {
            entries.resize(
                n + 1,
                ValueEntry {
                    value: None,
                    offset: 0,
                },
            );
        }
        if let Some(existing) = entries[n].value {
            if !matches!(self.ir.value_owner(existing), ValueOwner::Placeholder) {
                return Err(
                    ParseError::new(offset, format!("redefinition of SSA value '{name}'"))
                        .note(entries[n].offset, "previously defined here"),
                );
            }
            let (et, vt) = (self.ir.value_type(existing), self.ir.value_type(value));
            if et != vt {
                let prev = entries[n].offset;
                return Err(ParseError::new(
                    offset,
                    format!(
                        "definition of SSA value '{name}#{number}' has type '{}'",
                        self.type_to_string(vt)
                    ),
                )
                .note(
                    prev,
                    format!(
                        "previously used here with type '{}'",
                        self.type_to_string(et)
                    ),
                ));
            }
            self.ir.replace_all_uses_with(existing, value);
            self.ssa.placeholders.remove(&existing);
        }
        let scope = self.ssa.scopes.last_mut().expect("scope");
        scope.values.get_mut(&key).expect("entry")[n] = ValueEntry {
            value: Some(value),
            offset,
        };
        scope
            .definitions_per_region
            .last_mut()
            .expect("region scope")
            .push(key);
        Ok(())
    }

    // ----- blocks and regions -----------------------------------------------

    /// The block named `name` in the current region, creating a forward reference.
    pub fn block_named(&mut self, name: &'s str, offset: u32) -> BlockId {
        let key = NameKey::new(name);
        if let Some(b) = self.ssa.blocks.last().and_then(|m| m.get(&key)) {
            return b.block;
        }
        let block = self.ir.create_block();
        self.ssa.blocks.last_mut().expect("region").insert(
            key,
            BlockEntry {
                block,
                offset,
                forward: true,
            },
        );
        block
    }

    /// Parses a successor reference `^bb`.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if !self.at(TokenKind::CaretIdent) {
            return Err(self.wrong_token("expected block name"));
        }
        let tok = self.tok;
        self.bump();
        Ok(self.block_named(self.text(tok), tok.start))
    }

    /// Parses `{ blocks }` into a new region. `isolated` starts a fresh name
    /// scope (values from outside are invisible: MLIR's
    /// `enableNameShadowing`). The regions of ops isolated from above do not
    /// ask for it, as in MLIR: a use of an outer value in them parses, and
    /// the verifier reports it (`using value defined outside the region`).
    pub fn parse_region(&mut self, isolated: bool) -> PResult<RegionId> {
        self.nested(|p| p.parse_region_inner(isolated))
    }

    fn parse_region_inner(&mut self, isolated: bool) -> PResult<RegionId> {
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        let region = self.ir.create_region();
        if self.eat(TokenKind::RBrace) {
            return Ok(region);
        }
        self.push_scope(isolated);
        let entry = self.ir.create_block();
        if self.at(TokenKind::CaretIdent) {
            self.parse_labeled_block(region, Some(entry))?;
        } else {
            self.ir.append_block(region, entry);
            self.parse_block_body(entry)?;
        }
        while !self.at(TokenKind::RBrace) {
            if self.at(TokenKind::Eof) {
                return Err(self.wrong_token("expected '}' to end a region"));
            }
            self.parse_labeled_block(region, None)?;
        }
        self.bump();
        self.pop_scope()?;
        Ok(region)
    }

    /// Parses `{ blocks }` into a new region whose entry block takes
    /// `arguments`, which the op declared before the region (as
    /// `func.func @f(%arg0: i32) {...}` does; MLIR's `parseRegion` with
    /// entry arguments). With arguments the entry block may not be labeled
    /// ("invalid block name in region with named arguments") and an empty
    /// `{}` still gets the entry block; a name already in use is an error
    /// ("region entry argument '%x' is already in use"). Each argument's
    /// location is its name's place in the source.
    pub fn parse_region_with_arguments(
        &mut self,
        arguments: &[(UnresolvedOperand<'s>, Type)],
        isolated: bool,
    ) -> PResult<RegionId> {
        if arguments.is_empty() {
            return self.parse_region(isolated);
        }
        self.nested(|p| {
            p.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
            let region = p.ir.create_region();
            p.push_scope(isolated);
            if p.at(TokenKind::CaretIdent) {
                return Err(p.error_here("invalid block name in region with named arguments"));
            }
            let entry = p.ir.create_block();
            p.ir.append_block(region, entry);
            for (arg, ty) in arguments {
                let scope = p.ssa.scopes.last().expect("scope");
                if let Some(prior) = scope
                    .values
                    .get(&NameKey::new(arg.name))
                    .and_then(|e| e.get(arg.number as usize))
                    .filter(|e| e.value.is_some())
                {
                    return Err(ParseError::new(
                        arg.offset,
                        format!("region entry argument '{}' is already in use", arg.name),
                    )
                    .note(prior.offset, "previously referenced here"));
                }
                let loc = p.loc_at(arg.offset);
                let value = p.ir.add_block_argument(entry, *ty, loc);
                p.add_definition(arg.name, arg.number, arg.offset, value)?;
            }
            p.parse_block_body(entry)?;
            while !p.at(TokenKind::RBrace) {
                if p.at(TokenKind::Eof) {
                    return Err(p.wrong_token("expected '}' to end a region"));
                }
                p.parse_labeled_block(region, None)?;
            }
            p.bump();
            p.pop_scope()?;
            Ok(region)
        })
    }

    fn parse_labeled_block(&mut self, region: RegionId, given: Option<BlockId>) -> PResult<()> {
        if !self.at(TokenKind::CaretIdent) {
            return Err(self.wrong_token("expected block name"));
        }
        let tok = self.tok;
        let name = self.text(tok);
        self.bump();
        let key = NameKey::new(name);
        let map = self.ssa.blocks.last_mut().expect("region");
        let block = match map.get_mut(&key) {
            Some(entry) if entry.forward => {
                entry.forward = false;
                entry.offset = tok.start;
                entry.block
            }
            Some(_) => {
                return Err(ParseError::new(
                    tok.start,
                    format!("redefinition of block '{name}'"),
                ));
            }
            None => {
                let block = given.unwrap_or_else(|| self.ir.create_block());
                self.ssa.blocks.last_mut().expect("region").insert(
                    key,
                    BlockEntry {
                        block,
                        offset: tok.start,
                        forward: false,
                    },
                );
                block
            }
        };
        self.ir.append_block(region, block);
        if self.at(TokenKind::LParen) {
            self.bump();
            self.comma_list_until(TokenKind::RParen, |p| {
                let arg = p.parse_operand()?;
                p.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
                let ty = p.parse_type()?;
                let loc = p.loc_at(arg.offset);
                let value = p.ir.add_block_argument(block, ty, loc);
                if let Some(l) = p.parse_optional_trailing_location(LocTarget::Value(value))? {
                    p.ir.set_value_loc(value, l);
                }
                p.add_definition(arg.name, arg.number, arg.offset, value)
            })?;
            self.expect(TokenKind::RParen, "expected ')' to end argument list")?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        while !matches!(self.tok.kind, TokenKind::CaretIdent | TokenKind::RBrace) {
            if self.at(TokenKind::Eof) {
                return Err(self.wrong_token("expected '}' to end a region"));
            }
            self.parse_operation_or_chunk(block)?;
        }
        Ok(())
    }

    // ----- operations -----------------------------------------------------------

    /// Parses one operation (with its result bindings) and appends it to `block`.
    pub fn parse_operation(&mut self, block: BlockId) -> PResult<()> {
        let start = self.tok.start;
        let mut results: SmallVec<[(&'s str, u32, u32); 1]> = SmallVec::new();
        if self.at(TokenKind::PercentIdent) {
            loop {
                if !self.at(TokenKind::PercentIdent) {
                    return Err(self.wrong_token("expected valid ssa identifier"));
                }
                let tok = self.tok;
                self.bump();
                let mut count = 1;
                if self.eat(TokenKind::Colon) {
                    if !self.at(TokenKind::Integer) {
                        return Err(self.wrong_token("expected integer number of results"));
                    }
                    count = match self.tok_text().parse::<u32>() {
                        Ok(0) => {
                            return Err(self
                                .error_here("expected named operation to have at least 1 result"));
                        }
                        Ok(n) => n,
                        Err(_) => return Err(self.error_here("expected integer number of results")),
                    };
                    self.bump();
                }
                results.push((self.text(tok), count, tok.start));
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            TokenKind::String => self.parse_generic_operation()?,
            TokenKind::BareIdent => self.parse_custom_operation()?,
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };
        self.ir.append_op(block, op);
        if !results.is_empty() {
            let provided: u32 = results.iter().map(|r| r.1).sum();
            let defined = self.ir.num_results(op) as u32;
            if provided != defined {
                return Err(ParseError::new(
                    start,
                    format!(
                        "operation defines {defined} results but was provided {provided} to bind"
                    ),
                ));
            }
            let mut next = 0;
            for (name, count, offset) in results {
                for i in 0..count {
                    let v = self.ir.result(op, next);
                    self.add_definition(name, i, offset, v)?;
                    next += 1;
                }
            }
        }
        Ok(())
    }

    fn parse_generic_operation(&mut self) -> PResult<OpId> {
        self.with_custom_op(None, Self::parse_generic_operation_inner)
    }

    fn parse_generic_operation_inner(&mut self) -> PResult<OpId> {
        let name_tok = self.tok;
        let quoted = self.tok_text();
        let body = &quoted[1..quoted.len() - 1];
        let name_text: std::borrow::Cow<'_, str> = if body.contains('\\') {
            String::from_utf8_lossy(&self.string_value())
                .into_owned()
                .into()
        } else {
            body.into()
        };
        if name_text.is_empty() {
            return Err(self.error_here("empty operation name is invalid"));
        }
        let (name, def) = match &name_text {
            std::borrow::Cow::Borrowed(_) => self.op_names.resolve_generic_op(self.ctx, body),
            std::borrow::Cow::Owned(text) => {
                let name = self.ctx.ident(text);
                (name, self.ctx.op_registration(name))
            }
        };
        let dialect = name_text.split_once('.').map_or(&*name_text, |(d, _)| d);
        // An unknown op of a registered dialect parses; the verifier
        // rejects it.
        let unknown_dialect = def.is_none()
            && !self.ctx.allows_unregistered_dialects()
            && !self.ctx.is_dialect_registered(dialect);
        self.bump();
        if unknown_dialect {
            // At the token after the name, as MLIR reports it.
            return Err(self.error_here(
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            ));
        }
        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        let mut uses: SmallVec<[UnresolvedOperand<'s>; 4]> = SmallVec::new();
        self.comma_list_until(TokenKind::RParen, |p| {
            uses.push(p.parse_operand()?);
            Ok(())
        })?;
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;
        let mut parsed = ParsedOp {
            name,
            offset: name_tok.start,
            loc: self.loc_at(name_tok.start),
            operands: self.spare.values(),
            result_types: self.spare.types(),
            attributes: self.spare.attributes(),
            properties: None,
            successors: Vec::new(),
            regions: Vec::new(),
        };
        if self.at(TokenKind::LSquare) {
            self.bump();
            self.comma_list_until(TokenKind::RSquare, |p| {
                let b = p.parse_successor()?;
                parsed.successors.push(b);
                Ok(())
            })?;
            self.expect(TokenKind::RSquare, "expected ',' or ']'")?;
        }
        if self.at(TokenKind::Less) {
            self.bump();
            parsed.properties = Some(self.parse_attribute()?);
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        if self.at(TokenKind::LParen) {
            self.bump();
            loop {
                parsed.regions.push(self.parse_region(false)?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "expected ')' to end region list")?;
        }
        if self.at(TokenKind::LBrace) {
            parsed.attributes = self.parse_named_attr_list()?;
        }
        self.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let type_loc = self.tok.start;
        // The functional type is read as two lists; interning it as a
        // function type would cost a table lookup per op for nothing.
        let (inputs, results) = if self.at(TokenKind::LParen) {
            let inputs = self.parse_type_list_parens()?;
            self.expect(TokenKind::Arrow, "expected '->' in function type")?;
            (inputs, self.parse_function_result_types()?)
        } else {
            let ty = self.parse_type()?;
            match self.ctx.type_kind(ty) {
                TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
                _ => return Err(ParseError::new(type_loc, "expected function type")),
            }
        };
        if inputs.len() != uses.len() {
            return Err(ParseError::new(
                type_loc,
                format!(
                    "expected {} operand types but had {}",
                    uses.len(),
                    inputs.len()
                ),
            ));
        }
        let unused = std::mem::replace(&mut parsed.result_types, results);
        self.spare.give_types(unused);
        for (u, &t) in uses.into_iter().zip(&inputs) {
            let v = self.resolve_operand(u, t)?;
            parsed.operands.push(v);
        }
        self.spare.give_types(inputs);
        self.finish_op(parsed, def, true)
    }

    fn parse_custom_operation(&mut self) -> PResult<OpId> {
        let name_tok = self.tok;
        let text = self.tok_text();
        let default = self.default_dialects.last().copied().unwrap_or("");
        // As MLIR: the name as written, else in the default dialect, else
        // (MLIR's remaining special case) in `func`.
        let Some(op) = self.op_names.resolve_custom_op(self.ctx, text, default) else {
            // As MLIR reports it: a name with a dialect prefix is looked up
            // as written; one without is also tried in the default dialect
            // (even an empty one), and the message names that attempt.
            let (dialect, tried) = match text.split_once('.') {
                Some((dialect, _)) => (dialect, String::new()),
                None => (default, format!(" (tried '{default}.{text}' as well)")),
            };
            return Err(if !self.ctx.is_dialect_registered(dialect) {
                ParseError::new(
                    name_tok.start,
                    format!("Dialect `{dialect}' not found for custom op '{text}' {tried}"),
                )
                .note(
                    name_tok.start,
                    format!(
                        "Registered dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                        self.ctx.registered_dialects().join(", ")
                    ),
                )
            } else {
                match super::op_names::registered_op(self.ctx, text, default) {
                    Some(def) => ParseError::new(
                        name_tok.start,
                        format!("custom op '{}' has no custom assembly form", def.name),
                    ),
                    None => ParseError::new(
                        name_tok.start,
                        format!("custom op '{text}' is unknown{tried}"),
                    ),
                }
            });
        };
        let loc = self.loc_at(name_tok.start);
        self.bump();
        let registration = op.registration;
        let mut parsed = ParsedOp {
            name: op.name,
            offset: name_tok.start,
            loc,
            operands: self.spare.values(),
            result_types: self.spare.types(),
            attributes: self.spare.attributes(),
            properties: None,
            successors: Vec::new(),
            regions: Vec::new(),
        };
        let assembly = registration.definition().assembly.expect("checked above");
        self.default_dialects.push(op.own_default_dialect);
        let result =
            self.with_custom_op(Some(registration.name), |p| assembly.parse(p, &mut parsed));
        self.default_dialects.pop();
        result?;
        self.finish_op(parsed, Some(registration), false)
    }

    /// Creates the op of `parsed` and parses its trailing location, as
    /// MLIR's parser does. For an op whose registration converts
    /// properties: in the generic form without `<{...}>`, the inherent
    /// attributes written among the discardable ones are checked first
    /// (`verifyInherentAttrs`: an error at the op); they move into the
    /// properties (those not of their storage class are dropped);
    /// `<{...}>` is converted last (`setPropertiesFromAttribute`: an error
    /// at the op, unknown keys dropped); absent default-valued properties
    /// take their defaults.
    fn finish_op(
        &mut self,
        parsed: ParsedOp,
        registration: Option<&'static OpRegistration>,
        generic: bool,
    ) -> PResult<OpId> {
        let mut attributes = parsed.attributes;
        let explicit = parsed.properties;
        let conversion = registration.and_then(|r| r.definition().properties);
        let mut properties = explicit;
        let mut inherent = self.spare.attributes();
        let mut discardable = None;
        if let (Some(conversion), Some(registration)) = (conversion, registration) {
            if generic && explicit.is_none() {
                conversion
                    .verify_inherent_attrs(self.ctx, &attributes)
                    .map_err(|m| ParseError::new(parsed.offset, m))?;
            }
            match explicit {
                None => {
                    let (p, d) = self.split_inherent(registration, &mut attributes);
                    properties = p;
                    discardable = Some(d);
                }
                Some(_) => {
                    conversion.take_inherent(self.ctx, &mut attributes, &mut inherent);
                    // `<{...}>` is converted once the op and its location
                    // are parsed.
                    properties = None;
                }
            }
        } else if let Some(registration) = registration
            && properties.is_none()
            && !registration.inherent_attrs.is_empty()
        {
            let (inherent, rest): (Vec<_>, Vec<_>) = attributes.into_iter().partition(|(n, _)| {
                registration
                    .inherent_attrs
                    .contains(&self.ctx.ident_str(*n))
            });
            attributes = rest;
            if !inherent.is_empty() {
                properties = Some(self.ctx.dictionary_attr(inherent));
            }
        }
        let discardable =
            discardable.unwrap_or_else(|| self.ctx.dictionary_attr_reusing(&mut attributes));
        self.spare.give_attributes(attributes);
        let mut state = OperationState {
            name: parsed.name,
            loc: parsed.loc,
            operands: parsed.operands,
            result_types: parsed.result_types,
            attributes: discardable,
            properties,
            successors: parsed.successors,
            regions: parsed.regions,
        };
        let op = self.ir.create_op_from(&mut state);
        self.spare.give_values(state.operands);
        self.spare.give_types(state.result_types);
        if let Some(l) = self.parse_optional_trailing_location(LocTarget::Op(op))? {
            self.ir.set_op_loc(op, l);
        }
        if let (Some(conversion), Some(props)) = (conversion, explicit) {
            conversion
                .set_from_attribute(self.ctx, props, &mut inherent)
                .map_err(|m| ParseError::new(parsed.offset, m))?;
            let storage = conversion.storage(self.ctx, &mut inherent);
            self.ir.set_op_properties(op, storage);
        }
        self.spare.give_attributes(inherent);
        Ok(op)
    }
}

impl OpParser<'_, '_> {
    /// The property storage and the discardable attributes of an op of
    /// `registration` (which converts properties) written with
    /// `attributes` (and no `<{...}>`): the inherent attributes move into
    /// the storage, which takes the defaults of the absent default-valued
    /// properties. Remembered per list.
    fn split_inherent(
        &mut self,
        registration: &'static OpRegistration,
        attributes: &mut Vec<NamedAttribute>,
    ) -> Split {
        let key = registration as *const OpRegistration as usize;
        if let Some(split) = self.inherent_splits.get(key, attributes) {
            return split;
        }
        let written: SmallVec<[NamedAttribute; 4]> = attributes.iter().copied().collect();
        let mut inherent = self.spare.attributes();
        let conversion = registration
            .definition()
            .properties
            .expect("called for ops that convert properties");
        conversion.take_inherent(self.ctx, attributes, &mut inherent);
        let properties = conversion.storage(self.ctx, &mut inherent);
        self.spare.give_attributes(inherent);
        let discardable = self.ctx.dictionary_attr_reusing(attributes);
        let split = (properties, discardable);
        self.inherent_splits.insert(key, &written, split);
        split
    }
}

/// One error per offset, in source order (MLIR reports every undefined
/// block of a region and every undeclared value, sorted by location).
fn errors_at(mut offsets: Vec<u32>, message: &str) -> Option<ParseError> {
    offsets.sort_unstable();
    let (&first, rest) = offsets.split_first()?;
    let mut error = ParseError::new(first, message);
    for &offset in rest {
        error = error.then_error(offset, message);
    }
    Some(error)
}
