//! What op and dialect names written in the text stand for, remembered by
//! each parser: the registered op a custom op's name resolves to under the
//! default dialect in force (MLIR's lookup: the name as written, else in
//! the default dialect, else in `func`), the op a generic op's quoted name
//! is, and the registered dialect a `!dialect.x`/`#dialect.x` names. A
//! large buffer names the same few ops and dialects over and over; each is
//! looked up in the context once. Names resolve to registration handles,
//! through which the parser reaches an op's or dialect's hooks.

use rustc_hash::FxHashMap;

use super::name_key::NameKey;
use crate::storage::context::{Context, Ident};
use crate::storage::registration::{DialectRegistration, OpRegistration};

/// A custom op name resolved to a registered op with a custom form.
#[derive(Clone, Copy)]
pub(crate) struct CustomOp {
    /// The op's full name.
    pub(crate) name: Ident,
    /// Its registration.
    pub(crate) registration: &'static OpRegistration,
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
    generic: FxHashMap<&'s str, (Ident, Option<&'static OpRegistration>)>,
    /// By namespace.
    dialects: FxHashMap<&'s str, Option<&'static DialectRegistration>>,
}

impl<'s> OpNames<'s> {
    /// The registered op with a custom form that `text` names where the
    /// default dialect is `default`, if any.
    pub(crate) fn resolve_custom_op(
        &mut self,
        ctx: &Context,
        text: &'s str,
        default: &'static str,
    ) -> Option<CustomOp> {
        let key = default.as_ptr() as usize;
        if let Some(&(_, known)) = self
            .custom
            .get(&NameKey::new(text))
            .and_then(|known| known.iter().find(|(d, _)| *d == key))
        {
            return known;
        }
        let resolved = registered_op(ctx, text, default)
            .filter(|r| r.definition().assembly.is_some())
            .map(|registration| {
                let name = ctx.ident(registration.name);
                CustomOp {
                    name,
                    registration,
                    own_default_dialect: ctx.default_dialect(name).unwrap_or(""),
                }
            });
        self.custom
            .entry(NameKey::new(text))
            .or_default()
            .push((key, resolved));
        resolved
    }

    /// The identifier and registration (if registered) of the op a generic
    /// op's quoted name `text` names.
    pub(crate) fn resolve_generic_op(
        &mut self,
        ctx: &Context,
        text: &'s str,
    ) -> (Ident, Option<&'static OpRegistration>) {
        if let Some(&known) = self.generic.get(text) {
            return known;
        }
        let name = ctx.ident(text);
        let resolved = (name, ctx.op_registration(name));
        self.generic.insert(text, resolved);
        resolved
    }

    /// The registered dialect named `namespace`, if any.
    pub(crate) fn resolve_dialect(
        &mut self,
        ctx: &Context,
        namespace: &'s str,
    ) -> Option<&'static DialectRegistration> {
        if let Some(&known) = self.dialects.get(namespace) {
            return known;
        }
        let registration = ctx.dialect_registration(ctx.ident(namespace));
        self.dialects.insert(namespace, registration);
        registration
    }
}

/// The registered op (with a custom form or not) that `text` names where
/// the default dialect is `default`, if any.
pub(crate) fn registered_op(
    ctx: &Context,
    text: &str,
    default: &str,
) -> Option<&'static OpRegistration> {
    ctx.op_registration(ctx.ident(text)).or_else(|| {
        if text.contains('.') {
            return None;
        }
        ctx.op_registration(ctx.ident(&format!("{default}.{text}")))
            .or_else(|| ctx.op_registration(ctx.ident(&format!("func.{text}"))))
    })
}
