//! The identifiers of the attribute names of an op spec in a context, made
//! once per thread and spec: parsing, verifying and printing an op look its
//! attributes up by identifier (comparing `u32`s) instead of by text.

use std::cell::RefCell;
use std::rc::Rc;

use rustc_hash::FxHashMap;

use super::spec::OpSpec;
use crate::storage::context::{Context, Ident};

/// By spec address: the id of the context and the identifiers in it.
type Known = FxHashMap<usize, (u64, Rc<[Ident]>)>;

thread_local! {
    static KNOWN: RefCell<Known> = Default::default();
}

/// The identifiers of `spec.attributes`' names in `ctx`, in spec order.
pub(crate) fn attribute_idents(ctx: &Context, spec: &'static OpSpec) -> Rc<[Ident]> {
    let key = spec as *const OpSpec as usize;
    KNOWN.with_borrow_mut(|known| {
        if let Some((id, idents)) = known.get(&key)
            && *id == ctx.id()
        {
            return Rc::clone(idents);
        }
        let idents: Rc<[Ident]> = spec
            .attributes
            .iter()
            .map(|a| ctx.static_ident(a.name))
            .collect();
        known.insert(key, (ctx.id(), Rc::clone(&idents)));
        idents
    })
}
