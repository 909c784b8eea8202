//! Coalescing adjacent nested managers before a run, as MLIR's
//! `finalizePassList` does: a run of nested entries becomes one adaptor
//! whose managers are merged by anchor (the passes of a later
//! `func.func(...)` join an earlier one), so each op runs all of them in
//! one visit: `builtin.module(func.func(cse),func.func(canonicalize))`
//! runs `cse` then `canonicalize` on one function before the next. An
//! `any(...)` manager merges only where it could not run on an op another
//! manager of the run is anchored on (MLIR's schedule conflict). The
//! textual form printed before the run is not changed by this.

use crate::storage::context::Context;
use crate::storage::op_traits::OpTraits;

use super::manager::{OpPassManager, PassEntry};

impl OpPassManager {
    /// Coalesces adjacent nested managers, here and in every nested
    /// manager (idempotent).
    pub fn coalesce(&mut self, ctx: &Context) {
        let entries = std::mem::take(self.entries_vec_mut());
        let mut out: Vec<PassEntry> = Vec::with_capacity(entries.len());
        // The managers of the adaptor being built, if the last entry was one.
        let mut adaptor: Option<Vec<OpPassManager>> = None;
        for entry in entries {
            let managers = match entry {
                PassEntry::Pass(pass) => {
                    if let Some(done) = adaptor.take() {
                        out.push(adaptor_entry(ctx, done));
                    }
                    out.push(PassEntry::Pass(pass));
                    continue;
                }
                PassEntry::Nested(manager) => vec![manager],
                PassEntry::Collection(managers) => managers,
            };
            adaptor = Some(match adaptor.take() {
                None => managers,
                Some(mut last) => {
                    if can_merge(ctx, &managers, &last) {
                        merge_into(managers, &mut last);
                        last
                    } else {
                        out.push(adaptor_entry(ctx, last));
                        managers
                    }
                }
            });
        }
        if let Some(done) = adaptor {
            out.push(adaptor_entry(ctx, done));
        }
        *self.entries_vec_mut() = out;
    }
}

/// The entry of a finished adaptor, its managers coalesced in turn.
fn adaptor_entry(ctx: &Context, mut managers: Vec<OpPassManager>) -> PassEntry {
    for manager in &mut managers {
        manager.coalesce(ctx);
    }
    if managers.len() == 1 {
        return PassEntry::Nested(managers.remove(0));
    }
    PassEntry::Collection(managers)
}

/// Whether an `any` manager of `current` or of `last` could run on an op
/// the other adaptor's managers are anchored on (MLIR's
/// `hasScheduleConflictWith`); merging is refused then (the check of
/// MLIR's `tryMergeInto`).
fn can_merge(ctx: &Context, current: &[OpPassManager], last: &[OpPassManager]) -> bool {
    let conflicts = |generic: &OpPassManager, others: &[OpPassManager]| {
        others.iter().any(|other| match other.anchor() {
            Some(name) => generic_schedules_on(ctx, generic, name),
            // Two op-agnostic managers are assumed to conflict.
            None => true,
        })
    };
    let generic_of =
        |managers: &[OpPassManager]| managers.iter().position(|m| m.anchor().is_none());
    if let Some(i) = generic_of(current)
        && conflicts(&current[i], last)
    {
        return false;
    }
    if let Some(i) = generic_of(last)
        && conflicts(&last[i], current)
    {
        return false;
    }
    true
}

/// Whether op-agnostic `manager` may run on ops named `name`: a registered
/// op isolated from above on which each of its passes may run.
fn generic_schedules_on(ctx: &Context, manager: &OpPassManager, name: &str) -> bool {
    let name = ctx.ident(name);
    ctx.op_traits(name)
        .is_some_and(|t| t.contains(OpTraits::ISOLATED_FROM_ABOVE))
        && manager.entries().iter().all(|e| match e {
            PassEntry::Pass(pass) => pass.can_schedule_on(ctx, name),
            PassEntry::Nested(_) | PassEntry::Collection(_) => true,
        })
}

/// Moves the managers of `current` into `last`: the passes of one with an
/// anchor `last` has join that manager, the others are added; then the
/// managers are ordered by anchor name, `any` last (MLIR's `tryMergeInto`).
fn merge_into(current: Vec<OpPassManager>, last: &mut Vec<OpPassManager>) {
    for manager in current {
        match last
            .iter_mut()
            .find(|m| m.anchor_name() == manager.anchor_name())
        {
            Some(existing) => existing.append_entries_of(manager),
            None => last.push(manager),
        }
    }
    last.sort_by(|a, b| match (a.anchor(), b.anchor()) {
        (Some(x), Some(y)) => x.cmp(y),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
}
