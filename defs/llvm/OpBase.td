// Part of the `llvm` dialect (see ../llvm.td): the op classes the
// instruction families share, the interfaces LLVM ops implement (fast-math
// flags, overflow flags, branch weights, access groups, alias analysis
// metadata), and the translation facts every op carries.
//
// The facts (operands, attributes, traits, formats, constraint names) are
// MLIR 19's (LLVMOpBase.td and LLVMOps.td), so that printed IR and
// verifier messages match mlir-opt-19.

//===----------------------------------------------------------------------===//
// Interfaces
//===----------------------------------------------------------------------===//

// The default bodies are Rust over the op's generated accessors: `$_op` is
// the op, `ctx` and `ir` the context and IR every interface method takes.

def FastmathFlagsInterface : OpInterface<"FastmathFlagsInterface"> {
  let description = [{
    An op carrying LLVM fast-math flags in its `fastmathFlags` attribute
    (floating-point arithmetic, compares, selects, calls).
  }];
  let methods = [
    InterfaceMethod<"The fast-math flags of the op.", "FastmathFlags", "fastmath_flags_value",
                    (ins), "", [{ $_op.fastmath_flags(ctx, ir) }]>,
    InterfaceMethod<"The name of the fast-math flags attribute.", "&'static str",
                    "fastmath_attr_name", (ins), "", [{ "fastmathFlags" }]>,
  ];
}

def IntegerOverflowFlagsInterface : OpInterface<"IntegerOverflowFlagsInterface"> {
  let description = [{
    An integer op carrying the `nsw`/`nuw` flags in its `overflowFlags`
    property (`add`, `sub`, `mul`, `shl`).
  }];
  let methods = [
    InterfaceMethod<"The overflow flags of the op.", "IntegerOverflowFlags",
                    "overflow_flags_value", (ins), "", [{ $_op.overflow_flags(ctx, ir) }]>,
    InterfaceMethod<"Whether the op has the no-unsigned-wrap flag.", "bool",
                    "has_no_unsigned_wrap", (ins), "",
                    [{ $_op.overflow_flags(ctx, ir).contains(IntegerOverflowFlags::nuw) }]>,
    InterfaceMethod<"Whether the op has the no-signed-wrap flag.", "bool",
                    "has_no_signed_wrap", (ins), "",
                    [{ $_op.overflow_flags(ctx, ir).contains(IntegerOverflowFlags::nsw) }]>,
    InterfaceMethod<"The name of the overflow flags property.", "&'static str",
                    "overflow_flags_attr_name", (ins), "", [{ "overflowFlags" }]>,
  ];
}

def BranchWeightOpInterface : OpInterface<"BranchWeightOpInterface"> {
  let description = [{
    A branching op with optional `branch_weights`: one i32 weight per
    successor, LLVM's `!prof` branch weights.
  }];
  let methods = [
    InterfaceMethod<"The branch weights attribute, if set.", "Option<dialectic::Attribute>",
                    "branch_weights_or_none", (ins), "", [{
      $_op.branch_weights(ctx, ir)
    }]>,
  ];
}

def AccessGroupOpInterface : OpInterface<"AccessGroupOpInterface"> {
  let description = [{
    A memory access that may belong to access groups (`access_groups`),
    which loop annotations name to mark accesses parallel.
  }];
  let methods = [
    InterfaceMethod<"The access groups attribute, if set.", "Option<dialectic::Attribute>",
                    "access_groups_or_none", (ins), "", [{
      dialectic::op_support::inherent_or_discardable(ctx, ir, $_op.0, "access_groups")
    }]>,
  ];
}

def AliasAnalysisOpInterface : OpInterface<"AliasAnalysisOpInterface"> {
  let description = [{
    A memory access carrying alias analysis metadata: alias scopes,
    no-alias scopes and TBAA tags.
  }];
  let methods = [
    InterfaceMethod<"The alias scopes attribute, if set.", "Option<dialectic::Attribute>",
                    "alias_scopes_or_none", (ins), "", [{
      dialectic::op_support::inherent_or_discardable(ctx, ir, $_op.0, "alias_scopes")
    }]>,
    InterfaceMethod<"The no-alias scopes attribute, if set.", "Option<dialectic::Attribute>",
                    "noalias_scopes_or_none", (ins), "", [{
      dialectic::op_support::inherent_or_discardable(ctx, ir, $_op.0, "noalias_scopes")
    }]>,
    InterfaceMethod<"The TBAA tags attribute, if set.", "Option<dialectic::Attribute>",
                    "tbaa_or_none", (ins), "", [{
      dialectic::op_support::inherent_or_discardable(ctx, ir, $_op.0, "tbaa")
    }]>,
  ];
}

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

// An op of the dialect. `llvmInstName` names the LLVM IR instruction it
// translates to and is imported from (the `llvm::Instruction` opcode, as in
// MLIR's `-gen-op-from-llvmir-conversions`: the importer's opcode table is
// generated from it), empty when it is no single instruction (constants,
// intrinsics, ...) or when another op owns the opcode (`llvm.cond_br` is
// imported from a conditional `Br`).
// `llvmBuilder` is the Rust that builds the op's LLVM IR through the
// translation's safe wrappers of LLVM's C API (`llvm::build_*`; `$lhs`,
// `$res`, `$_builder`... see the translation backend); the generic flags
// (fast-math, overflow, exact...) are set after it runs.
class LLVM_Op<string mnemonic, list<Trait> traits = []> : Op<LLVM_Dialect, mnemonic, traits> {
  string llvmInstName = "";
  code llvmBuilder = "";
}

// A terminator.
class LLVM_TerminatorOp<string mnemonic, list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat(traits, [Terminator])>;

// A binary op on two values of one scalar-or-vector type, giving that type.
// Attributes print through `custom<LLVMOpAttrs>`, which leaves out the
// default fast-math flags and the overflow flags the format prints itself.
class LLVM_ArithmeticOpBase<TypeConstraint type, string mnemonic, string instName,
                            list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType], traits)> {
  dag commonArgs = (ins LLVM_ScalarOrVectorOf<type>:$lhs, LLVM_ScalarOrVectorOf<type>:$rhs);
  let results = (outs LLVM_ScalarOrVectorOf<type>:$res);
  let assemblyFormat = "$lhs `,` $rhs custom<LLVMOpAttrs>(attr-dict) `:` type($res)";
  let llvmInstName = instName;
  let llvmBuilder = "$res = llvm::build_bin_op($_builder, LLVMOpcode::LLVM" # instName # ", $lhs, $rhs);";
}

// Integer arithmetic without flags (`udiv`, `and`, ...).
class LLVM_IntArithmeticOp<string mnemonic, string instName, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<AnySignlessInteger, mnemonic, instName, traits> {
  let arguments = commonArgs;
}

// Integer arithmetic with `nsw`/`nuw` flags (`add`, `sub`, `mul`, `shl`):
// `llvm.add %a, %b overflow<nsw> : i32`. The flags are given to LLVM's
// builder, so that a folded constant expression carries them too. MLIR holds the flags in an enum
// property; here a default-valued property attribute, which prints the
// same in both forms.
class LLVM_IntArithmeticOpWithOverflowFlag<string mnemonic, string instName,
                                           list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<AnySignlessInteger, mnemonic, instName,
                            !listconcat([IntegerOverflowFlagsInterface], traits)> {
  let arguments = !con(commonArgs,
      (ins DefaultValuedAttr<LLVM_IntegerOverflowFlagsAttr, "IntegerOverflowFlags::none">:$overflowFlags));
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<OverflowFlags>($overflowFlags)
    `` custom<LLVMOpAttrs>(attr-dict) `:` type($res)
  }];
  let llvmBuilder = "$res = build_no_wrap_op($_builder, LLVMOpcode::LLVM" # instName # ", $lhs, $rhs, enum_bits($_translation, $overflowFlags, \"overflow\"));";
}

// Floating-point arithmetic with fast-math flags (`fadd`, ...).
class LLVM_FloatArithmeticOp<string mnemonic, string instName, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<LLVM_AnyFloat, mnemonic, instName,
                            !listconcat([FastmathFlagsInterface], traits)> {
  let arguments = !con(commonArgs,
      (ins DefaultValuedAttr<LLVM_FastmathFlagsAttr, "FastmathFlags::none">:$fastmathFlags));
}

// A unary floating-point op with fast-math flags (`fneg`).
class LLVM_UnaryFloatArithmeticOp<TypeConstraint type, string mnemonic, string instName,
                                  list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType, FastmathFlagsInterface],
                                    traits)> {
  let arguments = (ins type:$operand,
                       DefaultValuedAttr<LLVM_FastmathFlagsAttr, "FastmathFlags::none">:$fastmathFlags);
  let results = (outs type:$res);
  let assemblyFormat = "$operand custom<LLVMOpAttrs>(attr-dict) `:` type($res)";
  let llvmInstName = instName;
  let llvmBuilder = "$res = llvm::build_" # !tolower(instName) # "($_builder, $operand);";
}

// A compare: two operands of one type, an `i1` (or a vector of `i1` of the
// operands' shape) result. The custom form puts the predicate first as a
// string: `llvm.icmp "slt" %a, %b : i32`.
class LLVM_ArithmeticCmpOp<string mnemonic, list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat(traits, [
          SameTypeOperands,
          TypesMatchWith<"result type has i1 element type and same shape as operands", "lhs", "res",
                         RustTypeTransform<"dialectic::dialects::llvm::ops::i1_same_shape($_ctx, $_self)">>])> {
  let results = (outs LLVM_ScalarOrVectorOf<I1>:$res);
  let hasCustomAssemblyFormat = 1;
}

// A cast of one value to another type: `llvm.sext %a : i32 to i64`.
class LLVM_CastOp<string mnemonic, string instName, TypeConstraint type,
                  TypeConstraint resultType, list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure], traits)> {
  let arguments = (ins type:$arg);
  let results = (outs resultType:$res);
  let assemblyFormat = "$arg attr-dict `:` type($arg) `to` type($res)";
  let llvmInstName = instName;
  let llvmBuilder = "$res = llvm::build_cast($_builder, LLVMOpcode::LLVM" # instName # ", $arg, $_resultType);";
}

// A memory access with access groups and alias analysis metadata; the ops
// append `aliasAttrs` to their arguments.
class LLVM_MemAccessOpBase<string mnemonic, list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([AccessGroupOpInterface, AliasAnalysisOpInterface], traits)> {
  dag aliasAttrs = (ins OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                        OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                        OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                        OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa);
}
