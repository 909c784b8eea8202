//! Functions: the `llvm.func` op with its attributes, then (for a
//! definition) its reachable blocks created in function order, converted in
//! reverse post-order from the entry block with PHI nodes as block
//! arguments, then its debug intrinsics. The function's location is its
//! subprogram's, each op's its instruction's debug location.

use crate::llvm;
use crate::llvm::AnyValue;
use inkwell::basic_block::BasicBlock;
use std::collections::HashSet;

use super::attributes::{function_attribute_props, function_attributes, parameter_dictionary};
use super::body::{BlockData, Def, OpSpec, Val, render_op};
use super::constants::symbol_ref;
use super::llvm::{basic_blocks, instructions, successors, value_name};
use super::module_import::{ImportResult, InsertPoint, ModuleImporter, linkage_attr};
use super::types::escape_string;

impl<'ctx> ModuleImporter<'ctx> {
    /// `processFunction`: the `llvm.func` op of `f` (`None` for an
    /// intrinsic declaration MLIR has an op for).
    pub(super) fn process_function(&mut self, f: AnyValue<'ctx>) -> ImportResult<Option<String>> {
        self.clear_region_state();
        self.loc = super::debug_info::Location::Unknown;
        let id = llvm::get_intrinsic_id(f);
        if id != 0 && self.intrinsic_op_name(f).is_some() {
            return Ok(None);
        }
        let fn_type = llvm::global_get_value_type(f);
        let function_type = self.types.convert(fn_type);
        let subprogram = super::debug_info::Md::subprogram_of(f);
        let function_location = self.debug.function_location(&mut self.namer, subprogram);
        let function_loc = self.debug.locations.loc(&function_location);
        // Where the function's warnings are reported.
        let warning_loc = super::debug_info::diagnostic_location(&function_location);
        let name = value_name(f);
        let mut props: Vec<(String, Option<String>)> = Vec::new();
        props.push((
            "CConv".into(),
            Some(format!(
                "#llvm.cconv<{}>",
                cconv_name(llvm::get_function_call_conv(f))
            )),
        ));
        let linkage = llvm::get_linkage(f);
        if matches!(
            linkage,
            inkwell::llvm_sys::LLVMLinkage::LLVMInternalLinkage
                | inkwell::llvm_sys::LLVMLinkage::LLVMPrivateLinkage
        ) {
            props.push(("dso_local".into(), None));
        }
        props.push(("function_type".into(), Some(function_type)));
        props.push(("linkage".into(), Some(linkage_attr(linkage))));
        props.push((
            "sym_name".into(),
            Some(format!("\"{}\"", escape_string(name.as_bytes()))),
        ));
        // Argument and result attributes.
        let n_params = llvm::count_params(f);
        let mut arg_dicts = Vec::new();
        let mut any_arg = false;
        for i in 0..n_params {
            let attrs = function_attributes(&self.attr_kinds, f, i + 1);
            let dict = parameter_dictionary(&mut self.types, &attrs);
            any_arg |= dict != "{}";
            arg_dicts.push(dict);
        }
        if any_arg {
            props.push((
                "arg_attrs".into(),
                Some(format!("[{}]", arg_dicts.join(", "))),
            ));
        }
        let ret_attrs = function_attributes(&self.attr_kinds, f, 0);
        if !ret_attrs.is_empty() {
            let dict = parameter_dictionary(&mut self.types, &ret_attrs);
            props.push(("res_attrs".into(), Some(format!("[{dict}]"))));
        }
        if llvm::has_personality_fn(f) != 0 {
            let pf = llvm::get_personality_fn(f);
            let pname = value_name(pf);
            if !pname.is_empty() {
                props.push(("personality".into(), Some(symbol_ref(&pname))));
            } else {
                self.warnings.push(format!(
                    "{warning_loc}: warning: could not deduce personality, skipping it"
                ));
            }
        }
        let gc = llvm::get_gc(f);
        if !gc.is_empty() {
            props.push((
                "garbageCollector".into(),
                Some(format!("\"{}\"", escape_string(gc.as_bytes()))),
            ));
        }
        let unnamed = llvm::get_unnamed_address(f) as i64;
        if unnamed != 0 {
            props.push(("unnamed_addr".into(), Some(format!("{unnamed} : i64"))));
        }
        let section = llvm::get_section(f);
        if !section.is_empty() {
            props.push((
                "section".into(),
                Some(format!("\"{}\"", escape_string(section.as_bytes()))),
            ));
        }
        props.push((
            "visibility_".into(),
            Some(format!("{} : i64", llvm::get_visibility(f) as i64)),
        ));
        if let Some(comdat) = llvm::get_comdat(f)
            && let Some(sym) = self.comdats.get(&comdat.as_mut_ptr())
        {
            props.push(("comdat".into(), Some(sym.clone())));
        }
        let align = llvm::get_alignment(f);
        if align != 0 {
            props.push(("alignment".into(), Some(format!("{align} : i64"))));
        }
        function_attribute_props(
            &self.attr_kinds,
            f,
            &mut props,
            &mut self.warnings,
            &warning_loc,
        );
        self.function_metadata_props(f, &mut props);

        let mut region = "{\n  }".to_string();
        if llvm::is_declaration(f) == 0 {
            self.convert_body(f, fn_type, &function_loc)?;
            region = self.region.region.render(4);
        }
        let spec = OpSpec {
            name: "llvm.func",
            props,
            regions: vec![region],
            loc: Some(function_loc),
            ..Default::default()
        };
        Ok(Some(render_op(&spec, None)))
    }

    fn convert_body(
        &mut self,
        f: AnyValue<'ctx>,
        fn_type: llvm::AnyType<'ctx>,
        function_loc: &str,
    ) -> ImportResult<()> {
        let all = basic_blocks(f);
        let Some(&entry) = all.first() else {
            return Ok(());
        };
        // Reachable blocks, depth first from the entry.
        let mut reachable = HashSet::new();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if reachable.insert(b) {
                for s in successors(b).into_iter().rev() {
                    if !reachable.contains(&s) {
                        stack.push(s);
                    }
                }
            }
        }
        for &b in &all {
            if reachable.contains(&b) {
                let id = self.namer.block();
                self.region.region.blocks.push(BlockData {
                    id,
                    ..Default::default()
                });
                self.region.blocks.insert(b, id);
            }
        }
        // Function arguments on the entry block.
        let entry_id = self.region.blocks[&entry];
        let n = llvm::count_params(f);
        let param_types = llvm::get_param_types(fn_type);
        for i in 0..n {
            let p = llvm::get_param(f, i);
            let val = Val {
                name: self.namer.value(),
                ty: self.types.convert(param_types[i as usize]),
                def: Def::BlockArg(entry_id),
            };
            let block = self.region.block_mut(entry_id);
            block.args.push(val.clone());
            block.arg_locs.push(function_loc.to_string());
            self.region.values.insert(p, val);
        }
        self.region.constant_block = entry_id;
        self.region.constant_after = None;
        for b in reverse_post_order(entry) {
            let id = self.region.blocks[&b];
            self.region.ip = InsertPoint {
                block: id,
                after: None,
                at_end: true,
            };
            for inst in instructions(b) {
                self.process_instruction(inst)?;
            }
        }
        self.process_debug_intrinsics()
    }

    fn process_instruction(&mut self, inst: AnyValue<'ctx>) -> ImportResult<()> {
        let opcode = llvm::get_instruction_opcode(inst);
        if opcode == inkwell::llvm_sys::LLVMOpcode::LLVMCall && self.is_intrinsic_call(inst) {
            return self.convert_intrinsic(inst);
        }
        self.loc = self.instruction_location(inst);
        let built = self.build_instruction(inst, opcode)?;
        self.finish_instruction(inst, built)
    }

    /// Emits what an instruction was built into, with its metadata, and
    /// maps its result.
    pub(super) fn finish_instruction(
        &mut self,
        inst: AnyValue<'ctx>,
        built: Built<'static>,
    ) -> ImportResult<()> {
        match built {
            Built::Op(mut spec) => {
                let attrs = op_attribute_names(spec.name);
                self.add_metadata_props(inst, &mut spec, &attrs);
                let (id, result) = self.emit_with_id(spec);
                match result {
                    Some(val) => {
                        self.region.values.insert(inst, val);
                    }
                    None => {
                        self.region.no_result_ops.insert(inst, id);
                    }
                }
            }
            Built::Value(val) => {
                self.region.values.insert(inst, val);
            }
            Built::Nothing => {}
        }
        Ok(())
    }

    /// The op of a constant expression (emitted at the insertion point).
    pub(super) fn convert_instruction_value(
        &mut self,
        c: AnyValue<'ctx>,
        opcode: inkwell::llvm_sys::LLVMOpcode,
    ) -> ImportResult<Val> {
        match self.build_instruction(c, opcode)? {
            Built::Op(spec) => self.emit(spec).ok_or_else(|| {
                self.error_unknown(format!(
                    "unhandled constant: {}",
                    super::llvm::print_value(c)
                ))
            }),
            Built::Value(v) => Ok(v),
            Built::Nothing => Err(self.error_unknown(format!(
                "unhandled constant: {}",
                super::llvm::print_value(c)
            ))),
        }
    }

    /// The block arguments a branch from `from` (the block of the
    /// branch) passes to `target`: the incoming values of `target`'s PHI
    /// nodes.
    pub(super) fn branch_args(
        &mut self,
        from: Option<BasicBlock<'ctx>>,
        target: BasicBlock<'ctx>,
    ) -> ImportResult<Vec<Val>> {
        let mut args = Vec::new();
        for inst in instructions(target) {
            if llvm::is_a_phi_node(inst).is_null() {
                break;
            }
            let n = llvm::count_incoming(inst);
            let incoming = (0..n).find(|&i| Some(llvm::get_incoming_block(inst, i)) == from);
            let Some(i) = incoming else {
                return Err(self.error_unknown(format!(
                    "unhandled value: {}",
                    super::llvm::print_value(inst)
                )));
            };
            args.push(self.convert_value(llvm::get_incoming_value(inst, i))?);
        }
        Ok(args)
    }

    /// The block id of `b`.
    pub(super) fn block_id(&self, b: BasicBlock<'ctx>) -> u32 {
        self.region.blocks.get(&b).copied().unwrap_or(0)
    }

    /// Adds a block before `before` (the invoke's intermediate normal
    /// destination); returns its id.
    pub(super) fn insert_block_before(&mut self, before: u32) -> u32 {
        let id = self.namer.block();
        let at = self.region.region.block_index(before);
        self.region.region.blocks.insert(
            at,
            BlockData {
                id,
                ..Default::default()
            },
        );
        id
    }

    /// Adds a block argument for a PHI node.
    pub(super) fn add_block_argument(&mut self, block: u32, ty: String) -> Val {
        let val = Val {
            name: self.namer.value(),
            ty,
            def: Def::BlockArg(block),
        };
        let loc = self.debug.locations.loc(&self.loc);
        let data = self.region.block_mut(block);
        data.args.push(val.clone());
        data.arg_locs.push(loc);
        val
    }

    fn function_metadata_props(
        &mut self,
        f: AnyValue<'ctx>,
        props: &mut Vec<(String, Option<String>)>,
    ) {
        let prof = super::llvm::md_kind(self.llvm, "prof");
        let context = self.llvm;
        llvm::for_each_global_metadata(f, |kind, md| {
            if kind != prof {
                return;
            }
            let node = llvm::metadata_as_value(context, md);
            let ops = super::llvm::md_operands(node);
            if ops
                .first()
                .and_then(|&o| super::llvm::md_string(o))
                .as_deref()
                == Some("function_entry_count")
                && let Some(count) = ops.get(1).and_then(|&c| super::llvm::md_constant_int(c))
            {
                props.push((
                    "function_entry_count".into(),
                    Some(format!("{count} : i64")),
                ));
            }
        });
    }
}

/// What an instruction becomes.
pub enum Built<'a> {
    /// An op to emit.
    Op(OpSpec<'a>),
    /// An existing value (a PHI's block argument).
    Value(Val),
    /// Nothing (already emitted, or dropped).
    Nothing,
}

/// The reverse post-order of the blocks reachable from `entry` (LLVM's
/// `ReversePostOrderTraversal`: depth first, successors in order).
fn reverse_post_order<'ctx>(entry: BasicBlock<'ctx>) -> Vec<BasicBlock<'ctx>> {
    let mut post = Vec::new();
    let mut visited = HashSet::from([entry]);
    let mut stack: Vec<(BasicBlock<'_>, Vec<BasicBlock<'_>>, usize)> =
        vec![(entry, successors(entry), 0)];
    while let Some((block, succs, next)) = stack.last_mut() {
        if *next < succs.len() {
            let s = succs[*next];
            *next += 1;
            if visited.insert(s) {
                let ss = successors(s);
                stack.push((s, ss, 0));
            }
        } else {
            post.push(*block);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// The inherent attribute names of an `llvm` op (for metadata attachment).
pub fn op_attribute_names(name: &str) -> Vec<&'static str> {
    let mut out = Vec::new();
    let candidates = [
        "tbaa",
        "alias_scopes",
        "noalias_scopes",
        "access_groups",
        "loop_annotation",
        "branch_weights",
    ];
    let supported: &[&str] = match name {
        "llvm.load"
        | "llvm.store"
        | "llvm.atomicrmw"
        | "llvm.cmpxchg"
        | "llvm.intr.memcpy"
        | "llvm.intr.memmove"
        | "llvm.intr.memset"
        | "llvm.intr.memcpy.inline"
        | "llvm.intr.memset.inline" => &["tbaa", "alias_scopes", "noalias_scopes", "access_groups"],
        "llvm.call" => &[
            "tbaa",
            "alias_scopes",
            "noalias_scopes",
            "access_groups",
            "branch_weights",
        ],
        "llvm.br" => &["loop_annotation"],
        "llvm.cond_br" => &["loop_annotation", "branch_weights"],
        "llvm.switch" | "llvm.invoke" => &["branch_weights"],
        "llvm.intr.masked.load" | "llvm.intr.masked.store" => &["access_groups"],
        _ => &[],
    };
    for c in candidates {
        if supported.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// The MLIR name of an LLVM calling convention number.
pub fn cconv_name(cc: u32) -> String {
    let known = match cc {
        0 => "ccc",
        8 => "fastcc",
        9 => "coldcc",
        10 => "cc_10",
        11 => "cc_11",
        12 => "webkit_jscc",
        13 => "anyregcc",
        14 => "preserve_mostcc",
        15 => "preserve_allcc",
        16 => "swiftcc",
        17 => "cxx_fast_tlscc",
        18 => "tailcc",
        19 => "cfguard_checkcc",
        20 => "swifttailcc",
        64 => "x86_stdcallcc",
        65 => "x86_fastcallcc",
        66 => "arm_apcscc",
        67 => "arm_aapcscc",
        68 => "arm_aapcs_vfpcc",
        69 => "msp430_intrcc",
        70 => "x86_thiscallcc",
        71 => "ptx_kernelcc",
        72 => "ptx_devicecc",
        75 => "spir_funccc",
        76 => "spir_kernelcc",
        77 => "intel_ocl_bicc",
        78 => "x86_64_sysvcc",
        79 => "win64cc",
        80 => "x86_vectorcallcc",
        81 => "hhvmcc",
        82 => "hhvm_ccc",
        83 => "x86_intrcc",
        84 => "avr_intrcc",
        85 => "avr_signalcc",
        86 => "avr_builtincc",
        87 => "amdgpu_vscc",
        88 => "amdgpu_gscc",
        89 => "amdgpu_pscc",
        90 => "amdgpu_cscc",
        91 => "amdgpu_kernelcc",
        92 => "x86_regcallcc",
        93 => "amdgpu_hscc",
        94 => "msp430_builtincc",
        95 => "amdgpu_lscc",
        96 => "amdgpu_escc",
        97 => "aarch64_vectorcallcc",
        98 => "aarch64_sve_vectorcallcc",
        99 => "wasm_emscripten_invokecc",
        100 => "amdgpu_gfxcc",
        101 => "m68k_intrcc",
        _ => return format!("cc_{cc}"),
    };
    known.to_string()
}
