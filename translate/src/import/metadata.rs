//! The metadata MLIR 19 imports as attributes: TBAA graphs (roots, type
//! descriptors, access tags), alias scopes and their domains, access groups,
//! loop annotations (`llvm.loop`) and branch weights (`prof`), attached to
//! the ops that support them.

use crate::llvm;
use crate::llvm::AnyValue;
use std::collections::HashMap;

use super::body::OpSpec;
use super::debug_info::{self, Md};
use super::llvm::{is_md_node, md_constant_int, md_kind, md_operands, md_string, metadata};
use super::module_import::{ImportResult, ModuleImporter};
use super::types::escape_string;

/// Metadata kind ids and the attributes converted so far.
pub struct MetadataState<'ctx> {
    tbaa_kind: u32,
    scope_kind: u32,
    noalias_kind: u32,
    access_group_kind: u32,
    loop_kind: u32,
    prof_kind: u32,
    tbaa: HashMap<AnyValue<'ctx>, String>,
    scopes: HashMap<AnyValue<'ctx>, String>,
    access_groups: HashMap<AnyValue<'ctx>, String>,
    /// Loop annotations by node (`None`: dropped).
    loop_annotations: HashMap<AnyValue<'ctx>, Option<String>>,
}

impl MetadataState<'_> {
    /// The kind ids of `llvm`.
    pub fn new(llvm: &inkwell::context::Context) -> Self {
        MetadataState {
            tbaa_kind: md_kind(llvm, "tbaa"),
            scope_kind: md_kind(llvm, "alias.scope"),
            noalias_kind: md_kind(llvm, "noalias"),
            access_group_kind: md_kind(llvm, "llvm.access.group"),
            loop_kind: md_kind(llvm, "llvm.loop"),
            prof_kind: md_kind(llvm, "prof"),
            tbaa: HashMap::new(),
            scopes: HashMap::new(),
            access_groups: HashMap::new(),
            loop_annotations: HashMap::new(),
        }
    }
}

impl<'ctx> ModuleImporter<'ctx> {
    /// `convertMetadata`: the TBAA, alias scope and access group metadata of
    /// every instruction, in module order.
    pub(super) fn convert_metadata(&mut self) -> ImportResult<()> {
        let mut f = llvm::get_first_function(self.module);
        while !f.is_null() {
            for b in super::llvm::basic_blocks(f) {
                for inst in super::llvm::instructions(b) {
                    if let Some(node) = metadata(inst, self.metadata.access_group_kind) {
                        self.process_access_groups(node);
                    }
                    if let Some(node) = metadata(inst, self.metadata.tbaa_kind) {
                        self.process_tbaa(node)?;
                    }
                    if let Some(node) = metadata(inst, self.metadata.scope_kind) {
                        self.process_alias_scopes(node)?;
                    }
                    if let Some(node) = metadata(inst, self.metadata.noalias_kind) {
                        self.process_alias_scopes(node)?;
                    }
                }
            }
            f = llvm::get_next_function(f);
        }
        Ok(())
    }

    fn process_access_groups(&mut self, node: AnyValue<'ctx>) {
        let groups = if md_operands(node).is_empty() {
            vec![node]
        } else {
            md_operands(node)
        };
        for g in groups {
            if !self.metadata.access_groups.contains_key(&g) {
                let id = self.namer.distinct();
                self.metadata
                    .access_groups
                    .insert(g, format!("#llvm.access_group<id = {id}>"));
            }
        }
    }

    fn process_tbaa(&mut self, node: AnyValue<'ctx>) -> ImportResult<()> {
        // Post-order over the TBAA DAG, children first.
        let mut work = vec![node];
        let mut seen = std::collections::HashSet::new();
        while let Some(&current) = work.last() {
            if self.metadata.tbaa.contains_key(&current) {
                work.pop();
                continue;
            }
            let children: Vec<AnyValue<'_>> = md_operands(current)
                .into_iter()
                .filter(|&o| is_md_node(o) && !self.metadata.tbaa.contains_key(&o))
                .collect();
            if !children.is_empty() {
                if !seen.insert(current) {
                    return Err(self.error_at_module(format!(
                        "has cycle in TBAA graph: {}",
                        super::llvm::print_value(current)
                    )));
                }
                work.extend(children);
                continue;
            }
            work.pop();
            let attr = self.tbaa_node(current).ok_or_else(|| {
                self.error_at_module(format!(
                    "unsupported TBAA node format: {}",
                    super::llvm::print_value(current)
                ))
            })?;
            self.metadata.tbaa.insert(current, attr);
        }
        Ok(())
    }

    fn tbaa_node(&self, node: AnyValue<'ctx>) -> Option<String> {
        let ops = md_operands(node);
        // A root: no operands, or one string.
        if ops.len() <= 1 {
            return match ops.first() {
                None => Some("#llvm.tbaa_root".into()),
                Some(&o) => md_string(o)
                    .map(|s| format!("#llvm.tbaa_root<id = \"{}\">", escape_string(s.as_bytes()))),
            };
        }
        // A type descriptor: a name, then (member, offset) pairs.
        if let Some(identity) = md_string(ops[0]) {
            let mut members = Vec::new();
            let pairs = ops.len() / 2;
            for p in 0..pairs {
                let member = ops[2 * p + 1];
                let offset = if 2 * p + 2 < ops.len() {
                    md_constant_int(ops[2 * p + 2])?
                } else {
                    0
                };
                members.push(format!("<{}, {offset}>", self.metadata.tbaa.get(&member)?));
            }
            return Some(format!(
                "#llvm.tbaa_type_desc<id = \"{}\", members = {{{}}}>",
                escape_string(identity.as_bytes()),
                members.join(", ")
            ));
        }
        // An access tag: base type, access type, offset, optional constness.
        if (ops.len() == 3 || ops.len() == 4) && is_md_node(ops[0]) && is_md_node(ops[1]) {
            let offset = md_constant_int(ops[2])?;
            let base = self.metadata.tbaa.get(&ops[0])?;
            let access = self.metadata.tbaa.get(&ops[1])?;
            let constant = ops.len() == 4 && md_constant_int(ops[3])? & 1 == 1;
            return Some(format!(
                "#llvm.tbaa_tag<base_type = {base}, access_type = {access}, offset = {offset}{}>",
                if constant { ", constant = true" } else { "" }
            ));
        }
        None
    }

    fn process_alias_scopes(&mut self, node: AnyValue<'ctx>) -> ImportResult<()> {
        for scope in md_operands(node) {
            if !is_md_node(scope) {
                continue;
            }
            let ops = md_operands(scope);
            let self_ref_or_string = |n: AnyValue<'_>, ops: &[AnyValue<'_>]| {
                !ops.is_empty() && (ops[0] == n || md_string(ops[0]).is_some())
            };
            let domain = ops.get(1).copied().filter(|&d| is_md_node(d));
            let description_ok = ops.len() <= 2 || md_string(ops[2]).is_some();
            let Some(domain) = domain.filter(|_| self_ref_or_string(scope, &ops) && description_ok)
            else {
                return Err(self.error_at_module(format!(
                    "unsupported alias scope node: {}",
                    super::llvm::print_value(scope)
                )));
            };
            let dops = md_operands(domain);
            if !self_ref_or_string(domain, &dops)
                || !(dops.len() <= 1 || md_string(dops[1]).is_some())
            {
                return Err(self.error_at_module(format!(
                    "unsupported alias domain node: {}",
                    super::llvm::print_value(domain)
                )));
            }
            if self.metadata.scopes.contains_key(&scope) {
                continue;
            }
            if !self.metadata.scopes.contains_key(&domain) {
                let id = self.id_of(domain, &dops);
                let description = dops
                    .get(1)
                    .and_then(|&d| md_string(d))
                    .map(|s| format!(", description = \"{}\"", escape_string(s.as_bytes())))
                    .unwrap_or_default();
                self.metadata.scopes.insert(
                    domain,
                    format!("#llvm.alias_scope_domain<id = {id}{description}>"),
                );
            }
            let id = self.id_of(scope, &ops);
            let domain_attr = self.metadata.scopes[&domain].clone();
            let description = ops
                .get(2)
                .and_then(|&d| md_string(d))
                .filter(|s| !s.is_empty())
                .map(|s| format!(", description = \"{}\"", escape_string(s.as_bytes())))
                .unwrap_or_default();
            self.metadata.scopes.insert(
                scope,
                format!("#llvm.alias_scope<id = {id}, domain = {domain_attr}{description}>"),
            );
        }
        Ok(())
    }

    fn id_of(&mut self, node: AnyValue<'ctx>, ops: &[AnyValue<'ctx>]) -> String {
        if ops.first() == Some(&node) {
            self.namer.distinct()
        } else {
            let name = ops.first().and_then(|&o| md_string(o)).unwrap_or_default();
            format!("\"{}\"", escape_string(name.as_bytes()))
        }
    }

    fn scope_list(&self, node: AnyValue<'ctx>) -> Option<String> {
        let attrs: Option<Vec<String>> = md_operands(node)
            .into_iter()
            .map(|s| self.metadata.scopes.get(&s).cloned())
            .collect();
        Some(format!("[{}]", attrs?.join(", ")))
    }

    /// The alias scopes of an intrinsic's metadata argument.
    pub(super) fn alias_scope_list(&self, node: AnyValue<'ctx>) -> Option<Vec<String>> {
        md_operands(node)
            .into_iter()
            .map(|s| self.metadata.scopes.get(&s).cloned())
            .collect()
    }

    fn access_group_list(&self, node: AnyValue<'ctx>) -> Option<String> {
        let groups = if md_operands(node).is_empty() {
            vec![node]
        } else {
            md_operands(node)
        };
        let attrs: Option<Vec<String>> = groups
            .into_iter()
            .map(|g| self.metadata.access_groups.get(&g).cloned())
            .collect();
        Some(format!("[{}]", attrs?.join(", ")))
    }

    /// `setNonDebugMetadataAttrs`: the metadata of `inst` as properties of
    /// the op it became, where the op has them.
    pub(super) fn add_metadata_props(
        &mut self,
        inst: AnyValue<'ctx>,
        spec: &mut OpSpec<'_>,
        attrs: &[&str],
    ) {
        let has = |n: &str| attrs.contains(&n);
        if has("tbaa")
            && let Some(node) = metadata(inst, self.metadata.tbaa_kind)
            && let Some(tag) = self.metadata.tbaa.get(&node)
        {
            spec.prop("tbaa", format!("[{tag}]"));
        }
        if has("alias_scopes")
            && let Some(node) = metadata(inst, self.metadata.scope_kind)
            && let Some(list) = self.scope_list(node)
        {
            spec.prop("alias_scopes", list);
        }
        if has("noalias_scopes")
            && let Some(node) = metadata(inst, self.metadata.noalias_kind)
            && let Some(list) = self.scope_list(node)
        {
            spec.prop("noalias_scopes", list);
        }
        if has("access_groups")
            && let Some(node) = metadata(inst, self.metadata.access_group_kind)
            && let Some(list) = self.access_group_list(node)
        {
            spec.prop("access_groups", list);
        }
        if has("loop_annotation")
            && let Some(node) = metadata(inst, self.metadata.loop_kind)
            && let Some(attr) = self.loop_annotation(node)
        {
            spec.prop("loop_annotation", attr);
        }
        if has("branch_weights")
            && let Some(node) = metadata(inst, self.metadata.prof_kind)
        {
            let ops = md_operands(node);
            if ops.first().and_then(|&o| md_string(o)).as_deref() == Some("branch_weights") {
                let weights: Option<Vec<String>> = ops[1..]
                    .iter()
                    .filter(|&&o| md_string(o).is_none())
                    .map(|&o| md_constant_int(o).map(|w| (w as i32).to_string()))
                    .collect();
                if let Some(w) = weights {
                    spec.prop("branch_weights", format!("array<i32: {}>", w.join(", ")));
                }
            }
        }
    }

    /// A `llvm.loop` node as `#llvm.loop_annotation<...>`, converted once
    /// (`translateLoopAnnotation`).
    fn loop_annotation(&mut self, node: AnyValue<'ctx>) -> Option<String> {
        if let Some(attr) = self.metadata.loop_annotations.get(&node) {
            return attr.clone();
        }
        let attr = self.convert_loop_annotation(node);
        self.metadata.loop_annotations.insert(node, attr.clone());
        attr
    }

    fn convert_loop_annotation(&mut self, node: AnyValue<'ctx>) -> Option<String> {
        let ops = md_operands(node);
        // Properties by name: (operands after the name).
        let mut props: HashMap<String, Vec<AnyValue<'_>>> = HashMap::new();
        for &o in ops.iter().skip(1) {
            if !is_md_node(o) {
                continue;
            }
            let pops = md_operands(o);
            // Operands without a name are the loop's debug locations.
            if let Some(name) = pops.first().and_then(|&n| md_string(n)) {
                props.insert(name, pops[1..].to_vec());
            }
        }
        let unit = |name: &str| props.get(name).filter(|v| v.is_empty()).map(|_| true);
        let boolean = |name: &str, negate: bool| {
            props
                .get(name)
                .and_then(|v| v.first())
                .and_then(|&c| md_constant_int(c))
                .map(|c| (c != 0) != negate)
        };
        let int = |name: &str| {
            props
                .get(name)
                .and_then(|v| v.first())
                .and_then(|&c| md_constant_int(c))
                .map(|c| format!("{} : i32", c as i32))
        };
        let node_of = |name: &str| props.get(name).and_then(|v| v.first()).copied();
        let follow = |this: &mut Self, name: &str| -> Option<String> {
            node_of(name).and_then(|n| this.loop_annotation(n))
        };
        let mut fields: Vec<String> = Vec::new();
        let sub = |name: &str, params: Vec<(&str, Option<String>)>| -> Option<String> {
            let set: Vec<String> = params
                .into_iter()
                .filter_map(|(k, v)| v.map(|v| format!("{k} = {v}")))
                .collect();
            (!set.is_empty()).then(|| format!("#llvm.{name}<{}>", set.join(", ")))
        };
        let b = |v: Option<bool>| v.map(|b| b.to_string());
        if let Some(v) = unit("llvm.loop.disable_nonforced") {
            fields.push(format!("disableNonforced = {v}"));
        }
        let fv = follow(self, "llvm.loop.vectorize.followup_vectorized");
        let fe = follow(self, "llvm.loop.vectorize.followup_epilogue");
        let fa = follow(self, "llvm.loop.vectorize.followup_all");
        if let Some(a) = sub(
            "loop_vectorize",
            vec![
                ("disable", b(boolean("llvm.loop.vectorize.enable", true))),
                (
                    "predicateEnable",
                    b(boolean("llvm.loop.vectorize.predicate.enable", false)),
                ),
                (
                    "scalableEnable",
                    b(boolean("llvm.loop.vectorize.scalable.enable", false)),
                ),
                ("width", int("llvm.loop.vectorize.width")),
                ("followupVectorized", fv),
                ("followupEpilogue", fe),
                ("followupAll", fa),
            ],
        ) {
            fields.push(format!("vectorize = {a}"));
        }
        if let Some(a) = sub(
            "loop_interleave",
            vec![("count", int("llvm.loop.interleave.count"))],
        ) {
            fields.push(format!("interleave = {a}"));
        }
        let unroll_disable = if unit("llvm.loop.unroll.enable").is_some() {
            Some(false)
        } else if unit("llvm.loop.unroll.disable").is_some() {
            Some(true)
        } else {
            None
        };
        let fu = follow(self, "llvm.loop.unroll.followup_unrolled");
        let fr = follow(self, "llvm.loop.unroll.followup_remainder");
        let fa = follow(self, "llvm.loop.unroll.followup_all");
        if let Some(a) = sub(
            "loop_unroll",
            vec![
                ("disable", b(unroll_disable)),
                ("count", int("llvm.loop.unroll.count")),
                (
                    "runtimeDisable",
                    b(unit("llvm.loop.unroll.runtime.disable")),
                ),
                ("full", b(unit("llvm.loop.unroll.full"))),
                ("followupUnrolled", fu),
                ("followupRemainder", fr),
                ("followupAll", fa),
            ],
        ) {
            fields.push(format!("unroll = {a}"));
        }
        let jam_disable = if unit("llvm.loop.unroll_and_jam.enable").is_some() {
            Some(false)
        } else if unit("llvm.loop.unroll_and_jam.disable").is_some() {
            Some(true)
        } else {
            None
        };
        let fo = follow(self, "llvm.loop.unroll_and_jam.followup_outer");
        let fi = follow(self, "llvm.loop.unroll_and_jam.followup_inner");
        let fro = follow(self, "llvm.loop.unroll_and_jam.followup_remainder_outer");
        let fri = follow(self, "llvm.loop.unroll_and_jam.followup_remainder_inner");
        let fa = follow(self, "llvm.loop.unroll_and_jam.followup_all");
        if let Some(a) = sub(
            "loop_unroll_and_jam",
            vec![
                ("disable", b(jam_disable)),
                ("count", int("llvm.loop.unroll_and_jam.count")),
                ("followupOuter", fo),
                ("followupInner", fi),
                ("followupRemainderOuter", fro),
                ("followupRemainderInner", fri),
                ("followupAll", fa),
            ],
        ) {
            fields.push(format!("unrollAndJam = {a}"));
        }
        if let Some(a) = sub(
            "loop_licm",
            vec![
                ("disable", b(unit("llvm.licm.disable"))),
                (
                    "versioningDisable",
                    b(unit("llvm.loop.licm_versioning.disable")),
                ),
            ],
        ) {
            fields.push(format!("licm = {a}"));
        }
        let fc = follow(self, "llvm.loop.distribute.followup_coincident");
        let fs = follow(self, "llvm.loop.distribute.followup_sequential");
        let ff = follow(self, "llvm.loop.distribute.followup_fallback");
        let fa = follow(self, "llvm.loop.distribute.followup_all");
        if let Some(a) = sub(
            "loop_distribute",
            vec![
                ("disable", b(boolean("llvm.loop.distribute.enable", true))),
                ("followupCoincident", fc),
                ("followupSequential", fs),
                ("followupFallback", ff),
                ("followupAll", fa),
            ],
        ) {
            fields.push(format!("distribute = {a}"));
        }
        if let Some(a) = sub(
            "loop_pipeline",
            vec![
                ("disable", b(boolean("llvm.loop.pipeline.disable", false))),
                (
                    "initiationinterval",
                    int("llvm.loop.pipeline.initiationinterval"),
                ),
            ],
        ) {
            fields.push(format!("pipeline = {a}"));
        }
        if let Some(a) = sub(
            "loop_peeled",
            vec![("count", int("llvm.loop.peeled.count"))],
        ) {
            fields.push(format!("peeled = {a}"));
        }
        if let Some(a) = sub(
            "loop_unswitch",
            vec![(
                "partialDisable",
                b(unit("llvm.loop.unswitch.partial.disable")),
            )],
        ) {
            fields.push(format!("unswitch = {a}"));
        }
        if unit("llvm.loop.mustprogress").is_some() {
            fields.push("mustProgress = true".into());
        }
        if let Some(v) = props
            .get("llvm.loop.isvectorized")
            .and_then(|v| v.first())
            .and_then(|&c| md_constant_int(c))
        {
            fields.push(format!("isVectorized = {}", v != 0));
        }
        let parallel_accesses: Vec<String> = props
            .get("llvm.loop.parallel_accesses")
            .map(|groups| {
                groups
                    .iter()
                    .filter_map(|g| self.metadata.access_groups.get(g).cloned())
                    .collect()
            })
            .unwrap_or_default();
        // The source range of the loop: its first two debug locations, kept
        // when they are fused locations (not inlined ones).
        let locations: Vec<Md> = ops
            .iter()
            .skip(1)
            .map(|&o| debug_info::wrapped_metadata(o))
            .filter(|m| m.kind() == debug_info::Kind::Location)
            .collect();
        for (i, (name, &loc)) in ["startLoc", "endLoc"].iter().zip(&locations).enumerate() {
            if i == 1 && locations.len() > 2 {
                // Reported at the op, which the import keeps without its
                // loop annotation.
                let at = debug_info::diagnostic_location(&self.loc);
                self.warnings.push(format!(
                    "{at}: error: expected loop metadata to have at most two DILocations"
                ));
                return None;
            }
            let loc = self.debug.translate_loc(&mut self.namer, loc);
            if loc.is_fused() {
                fields.push(format!("{name} = {}", self.debug.locations.loc(&loc)));
            }
        }
        if !parallel_accesses.is_empty() {
            fields.push(format!(
                "parallelAccesses = {}",
                parallel_accesses.join(", ")
            ));
        }
        (!fields.is_empty()).then(|| format!("#llvm.loop_annotation<{}>", fields.join(", ")))
    }
}
