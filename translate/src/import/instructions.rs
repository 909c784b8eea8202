//! Instructions (and constant expressions, which MLIR converts as the
//! instruction they stand for) as `llvm` dialect ops, with the properties
//! MLIR 19's builders give them.

use crate::llvm;
use crate::llvm::AnyValue;
use inkwell::llvm_sys::LLVMOpcode::{self, *};

use super::body::{OpSpec, Val};
use super::constants::{int_literal, symbol_ref};
use super::function_import::{Built, cconv_name};
use super::llvm::{is_instruction, operands, print_value, type_of, value_name};
use super::module_import::{ImportResult, ModuleImporter};

/// The GEP index that marks a dynamic index in `rawConstantIndices`.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

impl<'ctx> ModuleImporter<'ctx> {
    /// Builds the op of instruction (or constant expression) `inst`.
    pub(super) fn build_instruction(
        &mut self,
        inst: AnyValue<'ctx>,
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
        let fastmath = |inst: AnyValue<'_>| -> Vec<(String, Option<String>)> {
            vec![("fastmathFlags".into(), Some(fastmath_attr(inst)))]
        };
        if opcode == LLVMPHI {
            let ty = self.types.convert(result_ty());
            let block = self.region.ip.block;
            return Ok(Built::Value(self.add_block_argument(block, ty)));
        }
        // Which op an instruction becomes is the `.td`'s `llvmInstName`;
        // how its properties are read depends on the instruction.
        let Some(name) = crate::llvm_dialect::generated::instruction_op(opcode) else {
            return Err(unhandled(self));
        };
        match opcode {
            LLVMAdd | LLVMSub | LLVMMul | LLVMShl => {
                let flags = overflow_flags(inst);
                with_props(self, name, vec![("overflowFlags".into(), Some(flags))])
            }
            LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFRem | LLVMFNeg | LLVMSelect => {
                with_props(self, name, fastmath(inst))
            }
            LLVMICmp => {
                let pred = icmp_predicate(inst);
                with_props(
                    self,
                    name,
                    vec![("predicate".into(), Some(format!("{pred} : i64")))],
                )
            }
            LLVMFCmp => {
                // LLVM orders `uno` before the other unordered predicates.
                let pred = match llvm::get_fcmp_predicate(inst) as i64 {
                    8 => 14,
                    p @ 9..=14 => p - 1,
                    p => p,
                };
                let mut props = fastmath(inst);
                props.push(("predicate".into(), Some(format!("{pred} : i64"))));
                with_props(self, name, props)
            }
            LLVMShuffleVector => {
                let n = llvm::get_num_mask_elements(inst);
                let mask: Vec<String> = (0..n)
                    .map(|i| {
                        let m = llvm::get_mask_value(inst, i);
                        if m == llvm::get_undef_mask_elem() {
                            -1
                        } else {
                            m
                        }
                        .to_string()
                    })
                    .collect();
                let operands = vec![self.convert_value(ops[0])?, self.convert_value(ops[1])?];
                let mut spec = OpSpec {
                    name,
                    operands,
                    result: Some(self.types.convert(result_ty())),
                    ..Default::default()
                };
                spec.prop("mask", format!("array<i32{}>", prefixed(&mask)));
                Ok(Built::Op(spec))
            }
            LLVMExtractValue | LLVMInsertValue => {
                let position: Vec<String> = llvm::with_indices(inst, |indices| {
                    indices.iter().map(|i| i.to_string()).collect()
                });
                let count = if opcode == LLVMExtractValue { 1 } else { 2 };
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
                    name,
                    operands: vec![size],
                    result: Some(self.types.convert(result_ty())),
                    ..Default::default()
                };
                spec.prop("alignment", format!("{} : i64", llvm::get_alignment(inst)));
                spec.prop(
                    "elem_type",
                    self.types.convert(llvm::get_allocated_type(inst)),
                );
                Ok(Built::Op(spec))
            }
            LLVMLoad | LLVMStore => {
                let mut built = simple(self, name)?;
                if let Built::Op(spec) = &mut built {
                    spec.prop("alignment", format!("{} : i64", llvm::get_alignment(inst)));
                    spec.prop(
                        "ordering",
                        format!("{} : i64", llvm::get_ordering(inst) as i64),
                    );
                    if llvm::get_volatile(inst) != 0 {
                        spec.unit("volatile_");
                    }
                    if super::llvm::metadata(inst, super::llvm::md_kind(self.llvm, "nontemporal"))
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
                    if llvm::get_ordering(inst) as i64 != 0 {
                        add_syncscope(inst, spec);
                    }
                }
                Ok(built)
            }
            LLVMFence => {
                let mut spec = OpSpec {
                    name,
                    ..Default::default()
                };
                spec.prop(
                    "ordering",
                    format!("{} : i64", llvm::get_ordering(inst) as i64),
                );
                add_syncscope(inst, &mut spec);
                Ok(Built::Op(spec))
            }
            LLVMAtomicRMW => {
                let mut built = simple(self, name)?;
                if let Built::Op(spec) = &mut built {
                    spec.prop("alignment", format!("{} : i64", llvm::get_alignment(inst)));
                    spec.prop(
                        "bin_op",
                        format!("{} : i64", llvm::get_atomic_rmw_bin_op(inst) as i64),
                    );
                    spec.prop(
                        "ordering",
                        format!("{} : i64", llvm::get_ordering(inst) as i64),
                    );
                    add_syncscope(inst, spec);
                    if llvm::get_volatile(inst) != 0 {
                        spec.unit("volatile_");
                    }
                }
                Ok(built)
            }
            LLVMAtomicCmpXchg => {
                let mut built = simple(self, name)?;
                if let Built::Op(spec) = &mut built {
                    spec.prop("alignment", format!("{} : i64", llvm::get_alignment(inst)));
                    spec.prop(
                        "failure_ordering",
                        format!("{} : i64", llvm::get_cmp_xchg_failure_ordering(inst) as i64),
                    );
                    spec.prop(
                        "success_ordering",
                        format!("{} : i64", llvm::get_cmp_xchg_success_ordering(inst) as i64),
                    );
                    add_syncscope(inst, spec);
                    if llvm::get_volatile(inst) != 0 {
                        spec.unit("volatile_");
                    }
                    if llvm::get_weak(inst) != 0 {
                        spec.unit("weak");
                    }
                }
                Ok(built)
            }
            LLVMGetElementPtr => self.build_gep(name, inst, &ops),
            LLVMBr => self.build_br(inst, &ops),
            LLVMSwitch => self.build_switch(name, inst),
            LLVMCall => self.build_call(name, inst),
            LLVMInvoke => self.build_invoke(name, inst),
            LLVMLandingPad => {
                let n = llvm::get_num_clauses(inst);
                let clauses = (0..n)
                    .map(|i| self.convert_value(llvm::get_clause(inst, i)))
                    .collect::<ImportResult<Vec<_>>>()?;
                let mut spec = OpSpec {
                    name,
                    operands: clauses,
                    result: Some(self.types.convert(result_ty())),
                    ..Default::default()
                };
                if llvm::is_cleanup(inst) != 0 {
                    spec.unit("cleanup");
                }
                Ok(Built::Op(spec))
            }
            _ => simple(self, name),
        }
    }

    fn build_gep(
        &mut self,
        name: &'static str,
        inst: AnyValue<'ctx>,
        ops: &[AnyValue<'ctx>],
    ) -> ImportResult<Built<'static>> {
        let source = llvm::get_gep_source_element_type(inst);
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
                    super::llvm::type_kind(t) == inkwell::llvm_sys::LLVMTypeKind::LLVMStructTypeKind
                });
            let constant = (!llvm::is_a_constant_int(index).is_null()
                && llvm::get_int_type_width(type_of(index)) <= 64)
                .then(|| llvm::const_int_get_sext_value(index))
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
                        Some(llvm::get_element_type(t))
                    }
                    LLVMStructTypeKind => {
                        let member = *raw.last().unwrap_or(&-1);
                        (member >= 0 && (member as u32) < llvm::count_struct_element_types(t))
                            .then(|| llvm::struct_get_type_at_index(t, member as u32))
                    }
                    _ => None,
                }
            });
        }
        let mut spec = OpSpec {
            name,
            operands,
            result: Some(self.types.convert(type_of(inst))),
            ..Default::default()
        };
        spec.prop("elem_type", self.types.convert(source));
        if llvm::is_in_bounds(inst) != 0 {
            spec.unit("inbounds");
        }
        let raw: Vec<String> = raw.iter().map(|r| r.to_string()).collect();
        spec.prop(
            "rawConstantIndices",
            format!("array<i32{}>", prefixed(&raw)),
        );
        Ok(Built::Op(spec))
    }

    fn build_br(
        &mut self,
        inst: AnyValue<'ctx>,
        ops: &[AnyValue<'ctx>],
    ) -> ImportResult<Built<'static>> {
        let from = llvm::get_instruction_parent(inst);
        let n = llvm::get_num_successors(inst);
        let mut succ_blocks = Vec::new();
        let mut succ_args = Vec::new();
        for i in 0..n {
            let s = llvm::get_successor(inst, i);
            succ_args.push(self.branch_args(from, s)?);
            succ_blocks.push(self.block_id(s));
        }
        if llvm::is_conditional(inst) == 0 {
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

    fn build_switch(
        &mut self,
        name: &'static str,
        inst: AnyValue<'ctx>,
    ) -> ImportResult<Built<'static>> {
        let from = llvm::get_instruction_parent(inst);
        let cond_value = llvm::get_operand(inst, 0);
        let cond = self.convert_value(cond_value)?;
        let default = llvm::get_switch_default_dest(inst);
        let default_args = self.branch_args(from, default)?;
        let mut successors = vec![self.block_id(default)];
        let mut case_values = Vec::new();
        let mut segments = Vec::new();
        let mut case_operands = Vec::new();
        // Operands: condition, default, then (value, block) pairs.
        let n = llvm::get_num_successors(inst);
        for i in 1..n {
            let block = llvm::get_successor(inst, i);
            let value = llvm::get_operand(inst, 2 * i);
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
            name,
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

    /// The callee operands and properties shared by `llvm.call` and `llvm.invoke`.
    fn call_parts(&mut self, inst: AnyValue<'ctx>) -> ImportResult<CallParts> {
        let callee = llvm::get_called_value(inst);
        let direct = !llvm::is_a_function(callee).is_null();
        let mut operands = Vec::new();
        // Inline assembly is a callee value MLIR 19 cannot convert.
        if !direct {
            operands.push(self.convert_value(callee)?);
        }
        let n = llvm::get_num_arg_operands(inst);
        for i in 0..n {
            operands.push(self.convert_value(llvm::get_operand(inst, i))?);
        }
        let fn_type = if direct {
            llvm::global_get_value_type(callee)
        } else {
            llvm::get_called_function_type(inst)
        };
        let mut props = Vec::new();
        props.push((
            "CConv".into(),
            Some(format!(
                "#llvm.cconv<{}>",
                cconv_name(llvm::get_instruction_call_conv(inst))
            )),
        ));
        if direct {
            props.push(("callee".into(), Some(symbol_ref(&value_name(callee)))));
        }
        if llvm::is_function_var_arg(fn_type) != 0 {
            props.push(("var_callee_type".into(), Some(self.types.convert(fn_type))));
        }
        let ret = llvm::get_return_type(fn_type);
        let result = (!super::llvm::is_void(ret)).then(|| self.types.convert(ret));
        Ok((operands, props, result))
    }

    fn build_call(
        &mut self,
        name: &'static str,
        inst: AnyValue<'ctx>,
    ) -> ImportResult<Built<'static>> {
        let (operands, mut props, result) = self.call_parts(inst)?;
        let tail = match llvm::get_tail_call_kind(inst) as u32 {
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
            name,
            operands,
            result,
            props,
            ..Default::default()
        }))
    }

    fn build_invoke(
        &mut self,
        name: &'static str,
        inst: AnyValue<'ctx>,
    ) -> ImportResult<Built<'static>> {
        let from = llvm::get_instruction_parent(inst);
        let (mut operands, mut props, result) = self.call_parts(inst)?;
        let normal = llvm::get_normal_dest(inst);
        let unwind = llvm::get_unwind_dest(inst);
        // Is the invoke's result an incoming value of a PHI of the normal
        // destination? Then branch through an intermediate block.
        let mut result_in_phi = false;
        for phi in super::llvm::instructions(normal) {
            if llvm::is_a_phi_node(phi).is_null() {
                break;
            }
            for i in 0..llvm::count_incoming(phi) {
                if Some(llvm::get_incoming_block(phi, i)) == from {
                    result_in_phi |= llvm::get_incoming_value(phi, i) == inst;
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
                name,
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
            name,
            operands,
            result,
            props: spec_props,
            successors: vec![normal_id, self.block_id(unwind)],
            ..Default::default()
        }))
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
fn overflow_flags<'ctx>(v: AnyValue<'ctx>) -> String {
    let (nsw, nuw) = if is_instruction(v) {
        (llvm::get_nsw(v) != 0, llvm::get_nuw(v) != 0)
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
pub fn fastmath_attr<'ctx>(v: AnyValue<'ctx>) -> String {
    let flags = if is_instruction(v) && llvm::can_value_use_fast_math_flags(v) != 0 {
        llvm::get_fast_math_flags(v)
    } else {
        0
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
fn icmp_predicate<'ctx>(v: AnyValue<'ctx>) -> i64 {
    use inkwell::llvm_sys::LLVMIntPredicate::*;
    let p = llvm::get_icmp_predicate(v);
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
fn add_syncscope<'ctx>(inst: AnyValue<'ctx>, spec: &mut OpSpec<'_>) {
    if llvm::is_atomic_single_thread(inst) != 0 {
        spec.prop("syncscope", "\"singlethread\"");
    }
}
