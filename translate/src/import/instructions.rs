//! Instructions (and constant expressions, which MLIR converts as the
//! instruction they stand for) as `llvm` dialect ops, with the properties
//! MLIR 19's builders give them.

use inkwell::llvm_sys::LLVMOpcode::{self, *};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;

use super::body::{OpSpec, Val};
use super::constants::{int_literal, symbol_ref};
use super::function_import::{Built, cconv_name};
use super::llvm::{is_instruction, operands, print_value, type_of, value_name};
use super::module_import::{ImportResult, ModuleImporter};

/// The GEP index that marks a dynamic index in `rawConstantIndices`.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

impl ModuleImporter {
    /// Builds the op of instruction (or constant expression) `inst`.
    pub(super) fn build_instruction(
        &mut self,
        inst: LLVMValueRef,
        opcode: LLVMOpcode,
    ) -> ImportResult<Built<'static>> {
        let ops = operands(inst);
        let result_ty = || type_of(inst);
        let unhandled = |this: &Self| {
            this.error_at(
                &this.loc,
                format!("unhandled instruction: {}", print_value(inst)),
            )
        };
        // SAFETY: `inst` is a live instruction or constant expression; the
        // accessors below match its opcode.
        unsafe {
            let simple = |this: &mut Self, name: &'static str| -> ImportResult<Built<'static>> {
                let operands = ops
                    .iter()
                    .map(|&o| this.convert_value(o))
                    .collect::<ImportResult<Vec<_>>>()?;
                let result = if super::llvm::is_void(result_ty()) {
                    None
                } else {
                    Some(this.types.convert(result_ty()))
                };
                Ok(Built::Op(OpSpec {
                    name,
                    operands,
                    result,
                    ..Default::default()
                }))
            };
            let with_props = |this: &mut Self,
                              name: &'static str,
                              props: Vec<(String, Option<String>)>|
             -> ImportResult<Built<'static>> {
                let mut built = simple(this, name)?;
                if let Built::Op(spec) = &mut built {
                    spec.props = props;
                }
                Ok(built)
            };
            let fastmath = |inst: LLVMValueRef| -> Vec<(String, Option<String>)> {
                vec![("fastmathFlags".into(), Some(fastmath_attr(inst)))]
            };
            match opcode {
                LLVMRet => simple(self, "llvm.return"),
                LLVMUnreachable => simple(self, "llvm.unreachable"),
                LLVMResume => simple(self, "llvm.resume"),
                LLVMAdd | LLVMSub | LLVMMul | LLVMShl => {
                    let name = match opcode {
                        LLVMAdd => "llvm.add",
                        LLVMSub => "llvm.sub",
                        LLVMMul => "llvm.mul",
                        _ => "llvm.shl",
                    };
                    let flags = overflow_flags(inst);
                    with_props(self, name, vec![("overflowFlags".into(), Some(flags))])
                }
                LLVMUDiv => simple(self, "llvm.udiv"),
                LLVMSDiv => simple(self, "llvm.sdiv"),
                LLVMURem => simple(self, "llvm.urem"),
                LLVMSRem => simple(self, "llvm.srem"),
                LLVMLShr => simple(self, "llvm.lshr"),
                LLVMAShr => simple(self, "llvm.ashr"),
                LLVMAnd => simple(self, "llvm.and"),
                LLVMOr => simple(self, "llvm.or"),
                LLVMXor => simple(self, "llvm.xor"),
                LLVMFAdd => with_props(self, "llvm.fadd", fastmath(inst)),
                LLVMFSub => with_props(self, "llvm.fsub", fastmath(inst)),
                LLVMFMul => with_props(self, "llvm.fmul", fastmath(inst)),
                LLVMFDiv => with_props(self, "llvm.fdiv", fastmath(inst)),
                LLVMFRem => with_props(self, "llvm.frem", fastmath(inst)),
                LLVMFNeg => with_props(self, "llvm.fneg", fastmath(inst)),
                LLVMTrunc => simple(self, "llvm.trunc"),
                LLVMZExt => simple(self, "llvm.zext"),
                LLVMSExt => simple(self, "llvm.sext"),
                LLVMFPToUI => simple(self, "llvm.fptoui"),
                LLVMFPToSI => simple(self, "llvm.fptosi"),
                LLVMUIToFP => simple(self, "llvm.uitofp"),
                LLVMSIToFP => simple(self, "llvm.sitofp"),
                LLVMFPTrunc => simple(self, "llvm.fptrunc"),
                LLVMFPExt => simple(self, "llvm.fpext"),
                LLVMPtrToInt => simple(self, "llvm.ptrtoint"),
                LLVMIntToPtr => simple(self, "llvm.inttoptr"),
                LLVMBitCast => simple(self, "llvm.bitcast"),
                LLVMAddrSpaceCast => simple(self, "llvm.addrspacecast"),
                LLVMFreeze => simple(self, "llvm.freeze"),
                LLVMExtractElement => simple(self, "llvm.extractelement"),
                LLVMInsertElement => simple(self, "llvm.insertelement"),
                LLVMICmp => {
                    let pred = icmp_predicate(inst);
                    with_props(
                        self,
                        "llvm.icmp",
                        vec![("predicate".into(), Some(format!("{pred} : i64")))],
                    )
                }
                LLVMFCmp => {
                    // LLVM orders `uno` before the other unordered predicates.
                    let pred = match LLVMGetFCmpPredicate(inst) as i64 {
                        8 => 14,
                        p @ 9..=14 => p - 1,
                        p => p,
                    };
                    let mut props = fastmath(inst);
                    props.push(("predicate".into(), Some(format!("{pred} : i64"))));
                    with_props(self, "llvm.fcmp", props)
                }
                LLVMSelect => with_props(self, "llvm.select", fastmath(inst)),
                LLVMShuffleVector => {
                    let n = LLVMGetNumMaskElements(inst);
                    let mask: Vec<String> = (0..n)
                        .map(|i| {
                            let m = LLVMGetMaskValue(inst, i);
                            if m == LLVMGetUndefMaskElem() { -1 } else { m }.to_string()
                        })
                        .collect();
                    let operands = vec![self.convert_value(ops[0])?, self.convert_value(ops[1])?];
                    let mut spec = OpSpec {
                        name: "llvm.shufflevector",
                        operands,
                        result: Some(self.types.convert(result_ty())),
                        ..Default::default()
                    };
                    spec.prop("mask", format!("array<i32{}>", prefixed(&mask)));
                    Ok(Built::Op(spec))
                }
                LLVMExtractValue | LLVMInsertValue => {
                    let n = LLVMGetNumIndices(inst) as usize;
                    let idx = LLVMGetIndices(inst);
                    let position: Vec<String> = (0..n).map(|i| (*idx.add(i)).to_string()).collect();
                    let (name, count) = if opcode == LLVMExtractValue {
                        ("llvm.extractvalue", 1)
                    } else {
                        ("llvm.insertvalue", 2)
                    };
                    let operands = ops[..count]
                        .iter()
                        .map(|&o| self.convert_value(o))
                        .collect::<ImportResult<Vec<_>>>()?;
                    let mut spec = OpSpec {
                        name,
                        operands,
                        result: Some(self.types.convert(result_ty())),
                        ..Default::default()
                    };
                    spec.prop("position", format!("array<i64{}>", prefixed(&position)));
                    Ok(Built::Op(spec))
                }
                LLVMAlloca => {
                    let size = self.convert_value(ops[0])?;
                    let mut spec = OpSpec {
                        name: "llvm.alloca",
                        operands: vec![size],
                        result: Some(self.types.convert(result_ty())),
                        ..Default::default()
                    };
                    spec.prop("alignment", format!("{} : i64", LLVMGetAlignment(inst)));
                    spec.prop("elem_type", self.types.convert(LLVMGetAllocatedType(inst)));
                    Ok(Built::Op(spec))
                }
                LLVMLoad | LLVMStore => {
                    let name = if opcode == LLVMLoad {
                        "llvm.load"
                    } else {
                        "llvm.store"
                    };
                    let mut built = simple(self, name)?;
                    if let Built::Op(spec) = &mut built {
                        spec.prop("alignment", format!("{} : i64", LLVMGetAlignment(inst)));
                        spec.prop(
                            "ordering",
                            format!("{} : i64", LLVMGetOrdering(inst) as i64),
                        );
                        if LLVMGetVolatile(inst) != 0 {
                            spec.unit("volatile_");
                        }
                        if super::llvm::metadata(
                            inst,
                            super::llvm::md_kind(self.llvm, "nontemporal"),
                        )
                        .is_some()
                        {
                            spec.unit("nontemporal");
                        }
                        if opcode == LLVMLoad
                            && super::llvm::metadata(
                                inst,
                                super::llvm::md_kind(self.llvm, "invariant.load"),
                            )
                            .is_some()
                        {
                            spec.unit("invariant");
                        }
                        if LLVMGetOrdering(inst) as i64 != 0 {
                            add_syncscope(inst, spec);
                        }
                    }
                    Ok(built)
                }
                LLVMFence => {
                    let mut spec = OpSpec {
                        name: "llvm.fence",
                        ..Default::default()
                    };
                    spec.prop(
                        "ordering",
                        format!("{} : i64", LLVMGetOrdering(inst) as i64),
                    );
                    add_syncscope(inst, &mut spec);
                    Ok(Built::Op(spec))
                }
                LLVMAtomicRMW => {
                    let mut built = simple(self, "llvm.atomicrmw")?;
                    if let Built::Op(spec) = &mut built {
                        spec.prop("alignment", format!("{} : i64", LLVMGetAlignment(inst)));
                        spec.prop(
                            "bin_op",
                            format!("{} : i64", LLVMGetAtomicRMWBinOp(inst) as i64),
                        );
                        spec.prop(
                            "ordering",
                            format!("{} : i64", LLVMGetOrdering(inst) as i64),
                        );
                        add_syncscope(inst, spec);
                        if LLVMGetVolatile(inst) != 0 {
                            spec.unit("volatile_");
                        }
                    }
                    Ok(built)
                }
                LLVMAtomicCmpXchg => {
                    let mut built = simple(self, "llvm.cmpxchg")?;
                    if let Built::Op(spec) = &mut built {
                        spec.prop("alignment", format!("{} : i64", LLVMGetAlignment(inst)));
                        spec.prop(
                            "failure_ordering",
                            format!("{} : i64", LLVMGetCmpXchgFailureOrdering(inst) as i64),
                        );
                        spec.prop(
                            "success_ordering",
                            format!("{} : i64", LLVMGetCmpXchgSuccessOrdering(inst) as i64),
                        );
                        add_syncscope(inst, spec);
                        if LLVMGetVolatile(inst) != 0 {
                            spec.unit("volatile_");
                        }
                        if LLVMGetWeak(inst) != 0 {
                            spec.unit("weak");
                        }
                    }
                    Ok(built)
                }
                LLVMGetElementPtr => self.build_gep(inst, &ops),
                LLVMPHI => {
                    let ty = self.types.convert(result_ty());
                    let block = self.region.ip.block;
                    Ok(Built::Value(self.add_block_argument(block, ty)))
                }
                LLVMBr => self.build_br(inst, &ops),
                LLVMSwitch => self.build_switch(inst),
                LLVMCall => self.build_call(inst),
                LLVMInvoke => self.build_invoke(inst),
                LLVMLandingPad => {
                    let n = LLVMGetNumClauses(inst);
                    let clauses = (0..n)
                        .map(|i| self.convert_value(LLVMGetClause(inst, i)))
                        .collect::<ImportResult<Vec<_>>>()?;
                    let mut spec = OpSpec {
                        name: "llvm.landingpad",
                        operands: clauses,
                        result: Some(self.types.convert(result_ty())),
                        ..Default::default()
                    };
                    if LLVMIsCleanup(inst) != 0 {
                        spec.unit("cleanup");
                    }
                    Ok(Built::Op(spec))
                }
                _ => Err(unhandled(self)),
            }
        }
    }

    fn build_gep(
        &mut self,
        inst: LLVMValueRef,
        ops: &[LLVMValueRef],
    ) -> ImportResult<Built<'static>> {
        // SAFETY: `inst` is a GEP instruction or constant expression.
        unsafe {
            let source = LLVMGetGEPSourceElementType(inst);
            let base = self.convert_value(ops[0])?;
            let mut operands = vec![base];
            let mut raw: Vec<i64> = Vec::new();
            // `destructureIndices`: indices into struct members must be
            // constants and stay attributes; all others are dynamic.
            let mut current = Some(source);
            for &index in &ops[1..] {
                let value = self.convert_value(index)?;
                let in_struct = !raw.is_empty()
                    && current.is_some_and(|t| {
                        super::llvm::type_kind(t)
                            == inkwell::llvm_sys::LLVMTypeKind::LLVMStructTypeKind
                    });
                let constant = (!LLVMIsAConstantInt(index).is_null()
                    && LLVMGetIntTypeWidth(type_of(index)) <= 64)
                    .then(|| LLVMConstIntGetSExtValue(index))
                    .filter(|c| i32::try_from(*c).is_ok());
                match (in_struct, constant) {
                    (true, Some(c)) => raw.push(c),
                    _ => {
                        raw.push(DYNAMIC_INDEX);
                        operands.push(value);
                    }
                }
                if raw.len() == 1 {
                    continue;
                }
                current = current.and_then(|t| {
                    use inkwell::llvm_sys::LLVMTypeKind::*;
                    match super::llvm::type_kind(t) {
                        LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
                            Some(LLVMGetElementType(t))
                        }
                        LLVMStructTypeKind => {
                            let member = *raw.last().unwrap_or(&-1);
                            (member >= 0 && (member as u32) < LLVMCountStructElementTypes(t))
                                .then(|| LLVMStructGetTypeAtIndex(t, member as u32))
                        }
                        _ => None,
                    }
                });
            }
            let mut spec = OpSpec {
                name: "llvm.getelementptr",
                operands,
                result: Some(self.types.convert(type_of(inst))),
                ..Default::default()
            };
            spec.prop("elem_type", self.types.convert(source));
            if LLVMIsInBounds(inst) != 0 {
                spec.unit("inbounds");
            }
            let raw: Vec<String> = raw.iter().map(|r| r.to_string()).collect();
            spec.prop(
                "rawConstantIndices",
                format!("array<i32{}>", prefixed(&raw)),
            );
            Ok(Built::Op(spec))
        }
    }

    fn build_br(
        &mut self,
        inst: LLVMValueRef,
        ops: &[LLVMValueRef],
    ) -> ImportResult<Built<'static>> {
        // SAFETY: `inst` is a branch instruction in a block.
        unsafe {
            let from = LLVMGetInstructionParent(inst);
            let n = LLVMGetNumSuccessors(inst);
            let mut succ_blocks = Vec::new();
            let mut succ_args = Vec::new();
            for i in 0..n {
                let s = LLVMGetSuccessor(inst, i);
                succ_args.push(self.branch_args(from, s)?);
                succ_blocks.push(self.block_id(s));
            }
            if LLVMIsConditional(inst) == 0 {
                return Ok(Built::Op(OpSpec {
                    name: "llvm.br",
                    operands: succ_args.remove(0),
                    successors: succ_blocks,
                    ..Default::default()
                }));
            }
            let cond = self.convert_value(ops[0])?;
            let (t, f) = (succ_args[0].len(), succ_args[1].len());
            let mut operands = vec![cond];
            operands.extend(succ_args.into_iter().flatten());
            let mut spec = OpSpec {
                name: "llvm.cond_br",
                operands,
                successors: succ_blocks,
                ..Default::default()
            };
            spec.prop("operandSegmentSizes", format!("array<i32: 1, {t}, {f}>"));
            Ok(Built::Op(spec))
        }
    }

    fn build_switch(&mut self, inst: LLVMValueRef) -> ImportResult<Built<'static>> {
        // SAFETY: `inst` is a switch instruction in a block.
        unsafe {
            let from = LLVMGetInstructionParent(inst);
            let cond_value = LLVMGetOperand(inst, 0);
            let cond = self.convert_value(cond_value)?;
            let default = LLVMGetSwitchDefaultDest(inst);
            let default_args = self.branch_args(from, default)?;
            let mut successors = vec![self.block_id(default)];
            let mut case_values = Vec::new();
            let mut segments = Vec::new();
            let mut case_operands = Vec::new();
            // Operands: condition, default, then (value, block) pairs.
            let n = LLVMGetNumSuccessors(inst);
            for i in 1..n {
                let block = LLVMGetSuccessor(inst, i);
                let value = LLVMGetOperand(inst, 2 * i);
                let args = self.branch_args(from, block)?;
                segments.push(args.len().to_string());
                case_operands.extend(args);
                case_values.push(int_literal(value));
                successors.push(self.block_id(block));
            }
            let n_default = default_args.len();
            let n_cases = case_operands.len();
            let mut operands = vec![cond.clone()];
            operands.extend(default_args);
            operands.extend(case_operands);
            let mut spec = OpSpec {
                name: "llvm.switch",
                operands,
                successors,
                ..Default::default()
            };
            spec.prop(
                "case_operand_segments",
                format!("array<i32{}>", prefixed(&segments)),
            );
            if !case_values.is_empty() {
                spec.prop(
                    "case_values",
                    format!(
                        "dense<[{}]> : vector<{}x{}>",
                        case_values.join(", "),
                        case_values.len(),
                        cond.ty
                    ),
                );
            }
            spec.prop(
                "operandSegmentSizes",
                format!("array<i32: 1, {n_default}, {n_cases}>"),
            );
            Ok(Built::Op(spec))
        }
    }

    /// The callee operands and properties shared by `llvm.call` and `llvm.invoke`.
    fn call_parts(&mut self, inst: LLVMValueRef) -> ImportResult<CallParts> {
        // SAFETY: `inst` is a call or invoke.
        unsafe {
            let callee = LLVMGetCalledValue(inst);
            let direct = !LLVMIsAFunction(callee).is_null();
            let mut operands = Vec::new();
            // Inline assembly is a callee value MLIR 19 cannot convert.
            if !direct {
                operands.push(self.convert_value(callee)?);
            }
            let n = LLVMGetNumArgOperands(inst);
            for i in 0..n {
                operands.push(self.convert_value(LLVMGetOperand(inst, i))?);
            }
            let fn_type = if direct {
                LLVMGlobalGetValueType(callee)
            } else {
                LLVMGetCalledFunctionType(inst)
            };
            let mut props = Vec::new();
            props.push((
                "CConv".into(),
                Some(format!(
                    "#llvm.cconv<{}>",
                    cconv_name(LLVMGetInstructionCallConv(inst))
                )),
            ));
            if direct {
                props.push(("callee".into(), Some(symbol_ref(&value_name(callee)))));
            }
            if LLVMIsFunctionVarArg(fn_type) != 0 {
                props.push(("var_callee_type".into(), Some(self.types.convert(fn_type))));
            }
            let ret = LLVMGetReturnType(fn_type);
            let result = (!super::llvm::is_void(ret)).then(|| self.types.convert(ret));
            Ok((operands, props, result))
        }
    }

    fn build_call(&mut self, inst: LLVMValueRef) -> ImportResult<Built<'static>> {
        // SAFETY: `inst` is a call instruction.
        unsafe {
            let (operands, mut props, result) = self.call_parts(inst)?;
            let tail = match LLVMGetTailCallKind(inst) as u32 {
                1 => "tail",
                2 => "musttail",
                3 => "notail",
                _ => "none",
            };
            props.push((
                "TailCallKind".into(),
                Some(format!("#llvm.tailcallkind<{tail}>")),
            ));
            props.push(("fastmathFlags".into(), Some(fastmath_attr(inst))));
            Ok(Built::Op(OpSpec {
                name: "llvm.call",
                operands,
                result,
                props,
                ..Default::default()
            }))
        }
    }

    fn build_invoke(&mut self, inst: LLVMValueRef) -> ImportResult<Built<'static>> {
        // SAFETY: `inst` is an invoke instruction in a block.
        unsafe {
            let from = LLVMGetInstructionParent(inst);
            let (mut operands, mut props, result) = self.call_parts(inst)?;
            let normal = LLVMGetNormalDest(inst);
            let unwind = LLVMGetUnwindDest(inst);
            // Is the invoke's result an incoming value of a PHI of the normal
            // destination? Then branch through an intermediate block.
            let mut result_in_phi = false;
            for phi in super::llvm::instructions(normal) {
                if LLVMIsAPHINode(phi).is_null() {
                    break;
                }
                for i in 0..LLVMCountIncoming(phi) {
                    if LLVMGetIncomingBlock(phi, i) == from {
                        result_in_phi |= LLVMGetIncomingValue(phi, i) == inst;
                        break;
                    }
                }
            }
            let normal_id = self.block_id(normal);
            let direct_normal = if result_in_phi {
                self.insert_block_before(normal_id)
            } else {
                normal_id
            };
            let unwind_args = self.branch_args(from, unwind)?;
            let n_call = operands.len();
            let n_unwind = unwind_args.len();
            let mut spec_props = std::mem::take(&mut props);
            if result_in_phi {
                // Emit the invoke first so that its result exists for the branch.
                operands.extend(unwind_args);
                spec_props.push((
                    "operandSegmentSizes".into(),
                    Some(format!("array<i32: {n_call}, 0, {n_unwind}>")),
                ));
                let mut spec = OpSpec {
                    name: "llvm.invoke",
                    operands,
                    result,
                    props: spec_props,
                    successors: vec![direct_normal, self.block_id(unwind)],
                    ..Default::default()
                };
                let attrs = super::function_import::op_attribute_names(spec.name);
                self.add_metadata_props(inst, &mut spec, &attrs);
                let (id, val) = self.emit_with_id(spec);
                match val {
                    Some(v) => {
                        self.region.values.insert(inst, v);
                    }
                    None => {
                        self.region.no_result_ops.insert(inst, id);
                    }
                }
                let normal_args = self.branch_args(from, normal)?;
                let saved = self.region.ip;
                self.region.ip = super::module_import::InsertPoint {
                    block: direct_normal,
                    after: None,
                    at_end: true,
                };
                self.emit(OpSpec {
                    name: "llvm.br",
                    operands: normal_args,
                    successors: vec![normal_id],
                    ..Default::default()
                });
                self.region.ip = saved;
                return Ok(Built::Nothing);
            }
            let normal_args = self.branch_args(from, normal)?;
            let n_normal = normal_args.len();
            operands.extend(normal_args);
            operands.extend(unwind_args);
            spec_props.push((
                "operandSegmentSizes".into(),
                Some(format!("array<i32: {n_call}, {n_normal}, {n_unwind}>")),
            ));
            Ok(Built::Op(OpSpec {
                name: "llvm.invoke",
                operands,
                result,
                props: spec_props,
                successors: vec![normal_id, self.block_id(unwind)],
                ..Default::default()
            }))
        }
    }
}

/// A call's operands, properties and result type.
type CallParts = (Vec<Val>, Vec<(String, Option<String>)>, Option<String>);

/// `: a, b` for a dense array's elements (nothing when empty).
fn prefixed(elems: &[String]) -> String {
    if elems.is_empty() {
        String::new()
    } else {
        format!(": {}", elems.join(", "))
    }
}

/// `#llvm.overflow<...>` of an instruction or constant expression.
fn overflow_flags(v: LLVMValueRef) -> String {
    let (nsw, nuw) = if is_instruction(v) {
        // SAFETY: `v` is an overflowing binary instruction.
        unsafe { (LLVMGetNSW(v) != 0, LLVMGetNUW(v) != 0) }
    } else {
        // Constant expressions print their flags after the opcode.
        let printed = print_value(v);
        let head = printed.split('(').next().unwrap_or("");
        (head.contains(" nsw"), head.contains(" nuw"))
    };
    let flags: Vec<&str> = [(nsw, "nsw"), (nuw, "nuw")]
        .into_iter()
        .filter_map(|(set, n)| set.then_some(n))
        .collect();
    if flags.is_empty() {
        "#llvm.overflow<none>".into()
    } else {
        format!("#llvm.overflow<{}>", flags.join(", "))
    }
}

/// `#llvm.fastmath<...>` of an instruction (none unless it can carry flags).
pub fn fastmath_attr(v: LLVMValueRef) -> String {
    // SAFETY: `v` is a live value; flags are read only where they exist.
    let flags = unsafe {
        if is_instruction(v) && LLVMCanValueUseFastMathFlags(v) != 0 {
            LLVMGetFastMathFlags(v)
        } else {
            0
        }
    };
    let mut names = Vec::new();
    for (bit, name) in [
        (2, "nnan"),
        (4, "ninf"),
        (8, "nsz"),
        (16, "arcp"),
        (32, "contract"),
        (64, "afn"),
        (1, "reassoc"),
    ] {
        if flags & bit != 0 {
            names.push(name);
        }
    }
    if names.is_empty() {
        "#llvm.fastmath<none>".into()
    } else {
        format!("#llvm.fastmath<{}>", names.join(", "))
    }
}

/// MLIR's `ICmpPredicate` number of an icmp.
fn icmp_predicate(v: LLVMValueRef) -> i64 {
    use inkwell::llvm_sys::LLVMIntPredicate::*;
    // SAFETY: `v` is an icmp instruction or constant expression.
    let p = unsafe { LLVMGetICmpPredicate(v) };
    match p {
        LLVMIntEQ => 0,
        LLVMIntNE => 1,
        LLVMIntSLT => 2,
        LLVMIntSLE => 3,
        LLVMIntSGT => 4,
        LLVMIntSGE => 5,
        LLVMIntULT => 6,
        LLVMIntULE => 7,
        LLVMIntUGT => 8,
        LLVMIntUGE => 9,
    }
}

/// Adds `syncscope = "..."` for an atomic instruction with a non-system scope.
fn add_syncscope(inst: LLVMValueRef, spec: &mut OpSpec<'_>) {
    // SAFETY: `inst` is an atomic instruction.
    if unsafe { LLVMIsAtomicSingleThread(inst) } != 0 {
        spec.prop("syncscope", "\"singlethread\"");
    }
}
