//! The conversion target (MLIR's `ConversionTarget`): which ops are legal
//! after a conversion, by op name, by dialect, or by a callback, and which
//! legal ops keep everything nested in them as it is (recursively legal).

use rustc_hash::FxHashMap;

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};

/// What the target says about an op (MLIR's `LegalizationAction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegalizationAction {
    /// Always legal.
    Legal,
    /// Legal when a callback says so.
    Dynamic,
    /// Never legal: a partial conversion fails when one is left.
    Illegal,
}

/// A callback deciding whether an op is legal: `None` leaves the decision
/// to the next callback (the dialect's, then the one for unknown ops).
pub type LegalityCallback = Box<dyn Fn(&Context, &Ir, OpId) -> Option<bool> + Send + Sync>;

/// A callback deciding whether a recursively legal op really is.
pub type RecursiveLegalityCallback = Box<dyn Fn(&Context, &Ir, OpId) -> bool + Send + Sync>;

#[derive(Default)]
struct Legality {
    action: Option<LegalizationAction>,
    callback: Option<LegalityCallback>,
}

/// What [`ConversionTarget::is_legal`] says of a legal op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalOpDetails {
    /// The ops nested in it are legal too and are not converted.
    pub is_recursively_legal: bool,
}

/// The legality rules of a conversion.
#[derive(Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Legality>,
    dialects: FxHashMap<String, Legality>,
    unknown: Option<LegalityCallback>,
    recursive: FxHashMap<String, Option<RecursiveLegalityCallback>>,
}

impl ConversionTarget {
    /// A target where nothing is legal yet.
    pub fn new() -> Self {
        ConversionTarget::default()
    }

    fn set_op(&mut self, name: &str, action: LegalizationAction) -> &mut Legality {
        let entry = self.ops.entry(name.to_string()).or_default();
        entry.action = Some(action);
        entry
    }

    fn set_dialect(&mut self, dialect: &str, action: LegalizationAction) -> &mut Legality {
        let entry = self.dialects.entry(dialect.to_string()).or_default();
        entry.action = Some(action);
        entry
    }

    /// `addLegalOp`.
    pub fn add_legal_op(&mut self, name: &str) {
        self.set_op(name, LegalizationAction::Legal);
    }

    /// `addIllegalOp`.
    pub fn add_illegal_op(&mut self, name: &str) {
        self.set_op(name, LegalizationAction::Illegal);
    }

    /// `addDynamicallyLegalOp`: legal when `callback` says so.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        callback: impl Fn(&Context, &Ir, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        self.set_op(name, LegalizationAction::Dynamic).callback = Some(Box::new(callback));
    }

    /// `addLegalDialect`.
    pub fn add_legal_dialect(&mut self, dialect: &str) {
        self.set_dialect(dialect, LegalizationAction::Legal);
    }

    /// `addIllegalDialect`.
    pub fn add_illegal_dialect(&mut self, dialect: &str) {
        self.set_dialect(dialect, LegalizationAction::Illegal);
    }

    /// `addDynamicallyLegalDialect`: the dialect's ops are legal when
    /// `callback` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        callback: impl Fn(&Context, &Ir, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        self.set_dialect(dialect, LegalizationAction::Dynamic)
            .callback = Some(Box::new(callback));
    }

    /// `markUnknownOpDynamicallyLegal`: ops that no rule names are legal
    /// when `callback` says so.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        callback: impl Fn(&Context, &Ir, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        self.unknown = Some(Box::new(callback));
    }

    /// `markOpRecursivelyLegal`: when legal, the op keeps its nested ops
    /// (all of them, or those of the ops `callback` accepts).
    pub fn mark_op_recursively_legal(
        &mut self,
        name: &str,
        callback: Option<RecursiveLegalityCallback>,
    ) {
        self.recursive.insert(name.to_string(), callback);
    }

    /// The action for ops named `name`: their own, else their dialect's,
    /// else dynamic when unknown ops have a callback.
    pub fn op_action(&self, name: &str) -> Option<LegalizationAction> {
        if let Some(action) = self.ops.get(name).and_then(|l| l.action) {
            return Some(action);
        }
        if let Some(action) = self.dialects.get(dialect_of(name)).and_then(|l| l.action) {
            return Some(action);
        }
        self.unknown.as_ref().map(|_| LegalizationAction::Dynamic)
    }

    /// Asks the callbacks that apply to `op`, the op's own first.
    fn dynamic_legality(&self, ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<bool> {
        let callbacks = [
            self.ops.get(name).and_then(|l| l.callback.as_ref()),
            self.dialects
                .get(dialect_of(name))
                .and_then(|l| l.callback.as_ref()),
            self.unknown.as_ref(),
        ];
        callbacks
            .into_iter()
            .flatten()
            .find_map(|callback| callback(ctx, ir, op))
    }

    /// Whether `op` is legal, and if so whether recursively.
    pub fn is_legal(&self, ctx: &Context, ir: &Ir, op: OpId) -> Option<LegalOpDetails> {
        let name = ctx.ident_str(ir.op_name(op));
        let legal = match self.op_action(name)? {
            LegalizationAction::Legal => true,
            LegalizationAction::Dynamic => self.dynamic_legality(ctx, ir, op, name) == Some(true),
            LegalizationAction::Illegal => false,
        };
        if !legal {
            return None;
        }
        let is_recursively_legal = match self.recursive.get(name) {
            Some(Some(callback)) => callback(ctx, ir, op),
            Some(None) => true,
            None => false,
        };
        Some(LegalOpDetails {
            is_recursively_legal,
        })
    }

    /// Whether `op` is explicitly illegal (marked illegal, or dynamically
    /// legal with a callback saying no).
    pub fn is_illegal(&self, ctx: &Context, ir: &Ir, op: OpId) -> bool {
        let name = ctx.ident_str(ir.op_name(op));
        match self.op_action(name) {
            None | Some(LegalizationAction::Legal) => false,
            Some(LegalizationAction::Illegal) => true,
            Some(LegalizationAction::Dynamic) => {
                self.dynamic_legality(ctx, ir, op, name) == Some(false)
            }
        }
    }
}

/// The dialect namespace of an op name (`arith` for `arith.addi`).
fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or(name, |(dialect, _)| dialect)
}
