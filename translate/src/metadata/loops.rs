//! Loop annotations: the `loop_annotation` of a `br` or `cond_br`
//! (`#llvm.loop_annotation<...>`) as the `!llvm.loop` node of the branch,
//! `distinct !{!self, properties...}`, one per attribute. The properties
//! come in MLIR's order: `disable_nonforced`, `mustprogress`,
//! `isvectorized`, then the options of vectorize, interleave, unroll,
//! unroll-and-jam, LICM, distribute, pipeline, peeled and unswitch, and
//! last `llvm.loop.parallel_accesses` with the loop's access groups.
//! Followup annotations are loop nodes of their own. The source
//! locations of the loop (`startLoc`, `endLoc`, fused locations with a
//! local scope) come first, as `DILocation`s.

use crate::llvm::AnyValue;
use crate::llvm::Metadata;
use dialectic::runtime::storage::dialect_symbol::Param;
use dialectic::{Attribute, OpId};

use super::nodes;
use crate::dialect_attrs::{param, param_attr, param_attrs, param_bool, param_int, params_of};
use crate::error::TranslateResult;
use crate::module_translation::ModuleTranslation;

/// Attaches the loop annotation of `op`, if any, to the branch `inst`.
pub fn attach_loop_annotation<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    inst: AnyValue<'a>,
) -> TranslateResult<()> {
    if let Some(annotation) = t.attr(op, "loop_annotation") {
        let node = loop_node(t, op, annotation)?;
        nodes::attach(t.llvm_context(), inst, "llvm.loop", node);
    }
    Ok(())
}

/// The `!llvm.loop` node of `annotation` (on `op`), created on first use.
pub fn loop_node<'a>(
    t: &mut ModuleTranslation<'a>,
    op: OpId,
    annotation: Attribute,
) -> TranslateResult<Metadata<'a>> {
    if let Some(&node) = t.metadata_cache().loops.get(&annotation) {
        return Ok(node);
    }
    let mut b = LoopProperties {
        t,
        op,
        operands: Vec::new(),
        error: None,
    };
    b.annotation(annotation);
    if let Some(error) = b.error.take() {
        return Err(error);
    }
    let operands = std::mem::take(&mut b.operands);
    let node = nodes::self_referencing(t.llvm_context(), &operands);
    t.metadata_cache().loops.insert(annotation, node);
    Ok(node)
}

struct LoopProperties<'t, 'a> {
    t: &'t mut ModuleTranslation<'a>,
    op: OpId,
    operands: Vec<Metadata<'a>>,
    /// The first error met (a bad location scope).
    error: Option<crate::error::TranslateError>,
}

impl LoopProperties<'_, '_> {
    fn params(&self, attr: Option<Attribute>, mnemonic: &str) -> Option<Vec<Param>> {
        attr.and_then(|a| params_of(self.t.ctx, a, "llvm", mnemonic))
    }

    fn annotation(&mut self, attr: Attribute) {
        let Some(p) = self.params(Some(attr), "loop_annotation") else {
            return;
        };
        self.location(param(&p, 12));
        self.location(param(&p, 13));
        self.unit_if("llvm.loop.disable_nonforced", param(&p, 0));
        self.unit_if("llvm.loop.mustprogress", param(&p, 10));
        if let Some(vectorized) = param_bool(self.t.ctx, param(&p, 11)) {
            self.i32_node("llvm.loop.isvectorized", vectorized as u64);
        }
        if let Some(o) = self.params(param_attr(param(&p, 1)), "loop_vectorize") {
            self.negated_bool("llvm.loop.vectorize.enable", param(&o, 0));
            self.bool_node("llvm.loop.vectorize.predicate.enable", param(&o, 1));
            self.bool_node("llvm.loop.vectorize.scalable.enable", param(&o, 2));
            self.i32_param("llvm.loop.vectorize.width", param(&o, 3));
            self.followup("llvm.loop.vectorize.followup_vectorized", param(&o, 4));
            self.followup("llvm.loop.vectorize.followup_epilogue", param(&o, 5));
            self.followup("llvm.loop.vectorize.followup_all", param(&o, 6));
        }
        if let Some(o) = self.params(param_attr(param(&p, 2)), "loop_interleave") {
            self.i32_param("llvm.loop.interleave.count", param(&o, 0));
        }
        if let Some(o) = self.params(param_attr(param(&p, 3)), "loop_unroll") {
            if let Some(disable) = param_bool(self.t.ctx, param(&o, 0)) {
                self.unit(if disable {
                    "llvm.loop.unroll.disable"
                } else {
                    "llvm.loop.unroll.enable"
                });
            }
            self.i32_param("llvm.loop.unroll.count", param(&o, 1));
            self.bool_node("llvm.loop.unroll.runtime.disable", param(&o, 2));
            self.unit_if("llvm.loop.unroll.full", param(&o, 3));
            self.followup("llvm.loop.unroll.followup_unrolled", param(&o, 4));
            self.followup("llvm.loop.unroll.followup_remainder", param(&o, 5));
            self.followup("llvm.loop.unroll.followup_all", param(&o, 6));
        }
        if let Some(o) = self.params(param_attr(param(&p, 4)), "loop_unroll_and_jam") {
            if let Some(disable) = param_bool(self.t.ctx, param(&o, 0)) {
                self.unit(if disable {
                    "llvm.loop.unroll_and_jam.disable"
                } else {
                    "llvm.loop.unroll_and_jam.enable"
                });
            }
            self.i32_param("llvm.loop.unroll_and_jam.count", param(&o, 1));
            self.followup("llvm.loop.unroll_and_jam.followup_outer", param(&o, 2));
            self.followup("llvm.loop.unroll_and_jam.followup_inner", param(&o, 3));
            self.followup(
                "llvm.loop.unroll_and_jam.followup_remainder_outer",
                param(&o, 4),
            );
            self.followup(
                "llvm.loop.unroll_and_jam.followup_remainder_inner",
                param(&o, 5),
            );
            self.followup("llvm.loop.unroll_and_jam.followup_all", param(&o, 6));
        }
        if let Some(o) = self.params(param_attr(param(&p, 5)), "loop_licm") {
            self.unit_if("llvm.licm.disable", param(&o, 0));
            self.unit_if("llvm.loop.licm_versioning.disable", param(&o, 1));
        }
        if let Some(o) = self.params(param_attr(param(&p, 6)), "loop_distribute") {
            self.negated_bool("llvm.loop.distribute.enable", param(&o, 0));
            self.followup("llvm.loop.distribute.followup_coincident", param(&o, 1));
            self.followup("llvm.loop.distribute.followup_sequential", param(&o, 2));
            self.followup("llvm.loop.distribute.followup_fallback", param(&o, 3));
            self.followup("llvm.loop.distribute.followup_all", param(&o, 4));
        }
        if let Some(o) = self.params(param_attr(param(&p, 7)), "loop_pipeline") {
            self.bool_node("llvm.loop.pipeline.disable", param(&o, 0));
            self.i32_param("llvm.loop.pipeline.initiationinterval", param(&o, 1));
        }
        if let Some(o) = self.params(param_attr(param(&p, 8)), "loop_peeled") {
            self.i32_param("llvm.loop.peeled.count", param(&o, 0));
        }
        if let Some(o) = self.params(param_attr(param(&p, 9)), "loop_unswitch") {
            self.unit_if("llvm.loop.unswitch.partial.disable", param(&o, 0));
        }
        let groups = param_attrs(self.t.ctx, param(&p, 14));
        if !groups.is_empty() {
            let ctx = self.t.llvm_context();
            let mut operands = vec![nodes::string(ctx, b"llvm.loop.parallel_accesses")];
            for group in groups {
                operands.push(super::access::access_group(self.t, group));
            }
            self.operands.push(nodes::tuple(ctx, &operands));
        }
    }

    /// The `DILocation` of a loop location whose metadata is a local scope.
    fn location(&mut self, loc: &Param) {
        let Some(loc) = param_attr(loc) else {
            return;
        };
        let dialectic::AttrKind::Location(dialectic::storage::attributes::LocationKind::Fused {
            metadata: Some(scope),
            ..
        }) = self.t.ctx.attr_kind(loc).clone()
        else {
            return;
        };
        if !crate::debug_info::locations::is_local_scope(self.t.ctx, scope)
            || !self.t.debug_info().enabled()
        {
            return;
        }
        let result =
            crate::debug_info::nodes::translate_node(self.t, self.op, scope).and_then(|scope| {
                crate::debug_info::locations::translate_location(
                    self.t,
                    self.op,
                    loc,
                    scope,
                    Metadata::null(),
                )
            });
        match result {
            Ok(location) if !location.is_null() => self.operands.push(location),
            Ok(_) => {}
            Err(e) => {
                self.error.get_or_insert(e);
            }
        }
    }

    /// `!{!"name"}`.
    fn unit(&mut self, name: &str) {
        let ctx = self.t.llvm_context();
        let node = nodes::tuple(ctx, &[nodes::string(ctx, name.as_bytes())]);
        self.operands.push(node);
    }

    /// `!{!"name"}` when the flag is set.
    fn unit_if(&mut self, name: &str, flag: &Param) {
        if param_bool(self.t.ctx, flag) == Some(true) {
            self.unit(name);
        }
    }

    /// `!{!"name", i32 value}`.
    fn i32_node(&mut self, name: &str, value: u64) {
        let ctx = self.t.llvm_context();
        let node = nodes::tuple(
            ctx,
            &[
                nodes::string(ctx, name.as_bytes()),
                nodes::int(ctx, 32, value),
            ],
        );
        self.operands.push(node);
    }

    fn i32_param(&mut self, name: &str, value: &Param) {
        if let Some(v) = param_int(self.t.ctx, value) {
            self.i32_node(name, v as u32 as u64);
        }
    }

    /// `!{!"name", i1 value}` when the flag is present.
    fn bool_node(&mut self, name: &str, flag: &Param) {
        if let Some(value) = param_bool(self.t.ctx, flag) {
            self.push_bool(name, value);
        }
    }

    /// `!{!"name", i1 !value}` when the flag is present (`disable` as `enable`).
    fn negated_bool(&mut self, name: &str, flag: &Param) {
        if let Some(value) = param_bool(self.t.ctx, flag) {
            self.push_bool(name, !value);
        }
    }

    fn push_bool(&mut self, name: &str, value: bool) {
        let ctx = self.t.llvm_context();
        let node = nodes::tuple(
            ctx,
            &[
                nodes::string(ctx, name.as_bytes()),
                nodes::int(ctx, 1, value as u64),
            ],
        );
        self.operands.push(node);
    }

    /// `!{!"name", followup loop node}`.
    fn followup(&mut self, name: &str, annotation: &Param) {
        if let Some(annotation) = param_attr(annotation) {
            let node = match loop_node(self.t, self.op, annotation) {
                Ok(node) => node,
                Err(e) => {
                    self.error.get_or_insert(e);
                    return;
                }
            };
            let ctx = self.t.llvm_context();
            self.operands.push(nodes::tuple(
                ctx,
                &[nodes::string(ctx, name.as_bytes()), node],
            ));
        }
    }
}
