//! What op and dialect names written in the text stand for, remembered by
//! each parser: the registered op a custom op's name resolves to under the
//! default dialect in force (MLIR's lookup: the name as written, else in
//! the default dialect, else in `func`), the op a generic op's quoted name
//! is, and the registered dialect a `!dialect.x`/`#dialect.x` names. A
//! large buffer names the same few ops and dialects over and over; each is
//! looked up in the context once.

use rustc_hash::FxHashMap;

use super::OpParser;
use super::name_key::NameKey;
use crate::registry::DialectDefinition;
use crate::registry::OpDefinition;
use crate::storage::context::Ident;

/// A custom op name resolved to a registered op with a custom form.
#[derive(Clone, Copy)]
pub(crate) struct CustomOp {
    /// The op's full name.
    pub(crate) name: Ident,
    /// Its definition.
    pub(crate) def: &'static OpDefinition,
    /// The default dialect of its regions ("" for none).
    pub(crate) own_default_dialect: &'static str,
}

/// The resolutions a parser made.
#[derive(Default)]
pub(crate) struct OpNames<'s> {
    /// By name as written, then by default dialect in force (told apart by
    /// address: they are static strings).
    custom: FxHashMap<NameKey<'s>, Vec<(usize, Option<CustomOp>)>>,
    /// By the text of a generic op's name (without quotes or escapes).
    generic: FxHashMap<&'s str, (Ident, Option<&'static OpDefinition>)>,
    /// By namespace.
    dialects: FxHashMap<&'s str, Option<&'static DialectDefinition>>,
}

impl<'a, 's> OpParser<'a, 's> {
    /// The registered op with a custom form that `text` names where the
    /// default dialect is `default`, if any.
    pub(crate) fn resolve_custom_op(
        &mut self,
        text: &'s str,
        default: &'static str,
    ) -> Option<CustomOp> {
        let key = default.as_ptr() as usize;
        if let Some(&(_, known)) = self
            .op_names
            .custom
            .get(&NameKey::new(text))
            .and_then(|known| known.iter().find(|(d, _)| *d == key))
        {
            return known;
        }
        let ctx = self.ctx;
        let def = self.registered_op(text, default);
        let resolved = def.filter(|d| d.assembly.is_some()).map(|def| {
            let name = ctx.ident(def.name);
            CustomOp {
                name,
                def,
                own_default_dialect: ctx.default_dialect(name).unwrap_or(""),
            }
        });
        self.op_names
            .custom
            .entry(NameKey::new(text))
            .or_default()
            .push((key, resolved));
        resolved
    }

    /// The registered op (with a custom form or not) that `text` names
    /// where the default dialect is `default`, if any.
    pub(crate) fn registered_op(&self, text: &str, default: &str) -> Option<&'static OpDefinition> {
        let ctx = self.ctx;
        ctx.op_definition(ctx.ident(text)).or_else(|| {
            if text.contains('.') {
                return None;
            }
            ctx.op_definition(ctx.ident(&format!("{default}.{text}")))
                .or_else(|| ctx.op_definition(ctx.ident(&format!("func.{text}"))))
        })
    }

    /// The identifier and definition (if registered) of the op a generic
    /// op's quoted name `text` names.
    pub(crate) fn resolve_generic_op(
        &mut self,
        text: &'s str,
    ) -> (Ident, Option<&'static OpDefinition>) {
        if let Some(&known) = self.op_names.generic.get(text) {
            return known;
        }
        let name = self.ctx.ident(text);
        let resolved = (name, self.ctx.op_definition(name));
        self.op_names.generic.insert(text, resolved);
        resolved
    }

    /// The registered dialect named `namespace`, if any.
    pub(crate) fn resolve_dialect(
        &mut self,
        namespace: &'s str,
    ) -> Option<&'static DialectDefinition> {
        if let Some(&known) = self.op_names.dialects.get(namespace) {
            return known;
        }
        let def = self.ctx.dialect_definition(self.ctx.ident(namespace));
        self.op_names.dialects.insert(namespace, def);
        def
    }
}
