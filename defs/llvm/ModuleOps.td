// Part of the `llvm` dialect (see ../llvm.td): the ops that make up a
// module (functions, globals and their constructor and destructor lists,
// comdats, linker options) and the ops that call (calls, invokes and their
// landing pads, inline assembly, intrinsics called by name).
//
// Operands, attributes, results, traits, formats and verifier messages are
// MLIR 19's (LLVMOps.td), so that printed IR and diagnostics match
// mlir-opt-19. The custom forms and the verifiers are Rust hooks: src/dialects/llvm/function.rs (`llvm.func`), global.rs
// (globals, constructors, destructors, comdats, linker options), call.rs
// (`llvm.call`, `llvm.invoke`, `llvm.landingpad`, `llvm.call_intrinsic`).

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

def LLVM_LLVMFuncOp : LLVM_Op<"func", [
    AutomaticAllocationScope, IsolatedFromAbove,
    DeclareOpInterfaceMethods<FunctionOpInterface, ["signature"]>, Symbol,
    CallableOpInterface]> {
  let summary = "a function of LLVM IR";
  let description = [{
    A function of LLVM IR: a symbol whose `function_type` is an `!llvm.func`
    type (one result, `!llvm.void` for none, possibly variadic), with a body
    of blocks, or without one for a declaration. Around the signature it
    carries what LLVM attaches to functions: linkage, visibility,
    `unnamed_addr`, calling convention, comdat, personality, garbage
    collector, section, alignment, memory effects, target CPU and features,
    inlining and floating-point options, and `passthrough`, a list of LLVM
    function attributes given by name (`"noinline"`) or by name and value
    (`["alignstack", "4"]`).

    The custom form puts linkage (when not `external`), visibility,
    `unnamed_addr` and calling convention (when not `ccc`) before the symbol,
    the signature in MLIR's syntax (the void result left out, `...` for
    variadic functions), then `vscale_range(min, max)`, `comdat(@c::@s)` and
    the other attributes after `attributes`.

    ```mlir
    llvm.func @double(%x: i64) -> i64 {
      %0 = llvm.add %x, %x : i64
      llvm.return %0 : i64
    }
    llvm.func internal fastcc @helper() attributes {no_unwind, passthrough = ["noinline"]} {
      llvm.return
    }
    llvm.func @printf(!llvm.ptr, ...) -> i32
    ```
  }];
  let arguments = (ins
    StrAttr:$sym_name,
    OptionalAttr<StrAttr>:$sym_visibility,
    TypeAttrOf<LLVM_FunctionType>:$function_type,
    DefaultValuedAttr<Linkage, "Linkage::External">:$linkage,
    UnitAttr:$dso_local,
    DefaultValuedAttr<CConv, "CConv::C">:$CConv,
    OptionalAttr<SymbolRefAttr>:$comdat,
    OptionalAttr<UnitAttr>:$convergent,
    OptionalAttr<FlatSymbolRefAttr>:$personality,
    OptionalAttr<StrAttr>:$garbageCollector,
    OptionalAttr<ArrayAttr>:$passthrough,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs,
    OptionalAttr<I64Attr>:$function_entry_count,
    OptionalAttr<LLVM_MemoryEffectsAttr>:$memory,
    DefaultValuedAttr<Visibility, "Visibility::Default">:$visibility_,
    OptionalAttr<UnitAttr>:$arm_streaming,
    OptionalAttr<UnitAttr>:$arm_locally_streaming,
    OptionalAttr<UnitAttr>:$arm_streaming_compatible,
    OptionalAttr<UnitAttr>:$arm_new_za,
    OptionalAttr<UnitAttr>:$arm_in_za,
    OptionalAttr<UnitAttr>:$arm_out_za,
    OptionalAttr<UnitAttr>:$arm_inout_za,
    OptionalAttr<UnitAttr>:$arm_preserves_za,
    OptionalAttr<StrAttr>:$section,
    OptionalAttr<UnnamedAddr>:$unnamed_addr,
    OptionalAttr<I64Attr>:$alignment,
    OptionalAttr<LLVM_VScaleRangeAttr>:$vscale_range,
    OptionalAttr<FramePointerKindAttr>:$frame_pointer,
    OptionalAttr<StrAttr>:$target_cpu,
    OptionalAttr<StrAttr>:$tune_cpu,
    OptionalAttr<LLVM_TargetFeaturesAttr>:$target_features,
    OptionalAttr<BoolAttr>:$unsafe_fp_math,
    OptionalAttr<BoolAttr>:$no_infs_fp_math,
    OptionalAttr<BoolAttr>:$no_nans_fp_math,
    OptionalAttr<BoolAttr>:$approx_func_fp_math,
    OptionalAttr<BoolAttr>:$no_signed_zeros_fp_math,
    OptionalAttr<StrAttr>:$denormal_fp_math,
    OptionalAttr<StrAttr>:$denormal_fp_math_f32,
    OptionalAttr<StrAttr>:$fp_contract,
    OptionalAttr<UnitAttr>:$no_inline,
    OptionalAttr<UnitAttr>:$always_inline,
    OptionalAttr<UnitAttr>:$no_unwind,
    OptionalAttr<UnitAttr>:$will_return,
    OptionalAttr<UnitAttr>:$optimize_none
  );
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

def LLVM_GlobalOp : LLVM_Op<"mlir.global", [
    IsolatedFromAbove, SingleBlockImplicitTerminator<"llvm.return">, Symbol]> {
  let summary = "a global variable or constant of LLVM IR";
  let description = [{
    A global variable or constant of LLVM IR, at module level and named by its
    symbol. Its initial value is an attribute (`(42 : i32)`, a string for an
    `!llvm.array` of `i8`, dense elements) or the value an initializer region
    returns with `llvm.return`, never both; a global with neither is
    initialized elsewhere.

    The custom form writes the linkage, visibility, `unnamed_addr`,
    `thread_local` and `constant` before the symbol, the initial value in
    parentheses, then `comdat(...)`, the other attributes, the type (left out
    for strings) and the initializer region.

    ```mlir
    llvm.mlir.global private constant @limit(100 : i64) : i64
    llvm.mlir.global internal @greeting("hello")
    llvm.mlir.global external @limit_address() : !llvm.ptr {
      %0 = llvm.mlir.addressof @limit : !llvm.ptr
      llvm.return %0 : !llvm.ptr
    }
    ```
  }];
  let arguments = (ins
    TypeAttr:$global_type,
    UnitAttr:$constant,
    StrAttr:$sym_name,
    Linkage:$linkage,
    UnitAttr:$dso_local,
    UnitAttr:$thread_local_,
    OptionalAttr<AnyAttr>:$value,
    OptionalAttr<I64Attr>:$alignment,
    DefaultValuedAttr<ConfinedAttr<I32Attr, [IntNonNegative]>, "0">:$addr_space,
    OptionalAttr<UnnamedAddr>:$unnamed_addr,
    OptionalAttr<StrAttr>:$section,
    OptionalAttr<SymbolRefAttr>:$comdat,
    OptionalAttr<LLVM_DIGlobalVariableExpressionAttr>:$dbg_expr,
    DefaultValuedAttr<Visibility, "Visibility::Default">:$visibility_
  );
  let regions = (region AnyRegion:$initializer);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def LLVM_GlobalCtorsOp : LLVM_Op<"mlir.global_ctors", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface, ["verify_symbol_uses"]>]> {
  let summary = "the functions run when the module is loaded";
  let description = [{
    The functions to call when the module is loaded (`ctors`), each with a
    priority (`priorities`): lowest priority first, in no given order among
    equal priorities. It becomes LLVM's `@llvm.global_ctors` array (without
    its `data` field).

    ```mlir
    llvm.func @ctor() {
      llvm.return
    }
    llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
    ```
  }];
  let arguments = (ins FlatSymbolRefArrayAttr:$ctors, I32ArrayAttr:$priorities);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def LLVM_GlobalDtorsOp : LLVM_Op<"mlir.global_dtors", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface, ["verify_symbol_uses"]>]> {
  let summary = "the functions run when the module is unloaded";
  let description = [{
    The functions to call when the module is unloaded (`dtors`), each with a
    priority (`priorities`): highest priority first, in no given order among
    equal priorities. It becomes LLVM's `@llvm.global_dtors` array (without
    its `data` field).

    ```mlir
    llvm.func @dtor() {
      llvm.return
    }
    llvm.mlir.global_dtors {dtors = [@dtor], priorities = [0 : i32]}
    ```
  }];
  let arguments = (ins FlatSymbolRefArrayAttr:$dtors, I32ArrayAttr:$priorities);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Comdats
//===----------------------------------------------------------------------===//

def LLVM_ComdatSelectorOp : LLVM_Op<"comdat_selector", [Symbol]> {
  let summary = "a COMDAT and its selection kind";
  let description = [{
    A COMDAT of the object file, named by its symbol, and how the linker picks
    among its copies (`comdat`: `any`, `exactmatch`, `largest`,
    `nodeduplicate` or `samesize`). It lives in an `llvm.comdat`, and globals
    and functions name it as `@comdat::@selector`.

    ```mlir
    llvm.comdat @__llvm_global_comdat {
      llvm.comdat_selector @largest_copy largest
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Comdat:$comdat);
  let assemblyFormat = "$sym_name $comdat attr-dict";
}

def LLVM_ComdatOp : LLVM_Op<"comdat", [NoTerminator, NoRegionArguments, SymbolTable, Symbol]> {
  let summary = "the table of the module's COMDATs";
  let description = [{
    The symbol table of the module's COMDAT selectors: its one block holds
    only `llvm.comdat_selector` ops, which globals and functions refer to
    through it.

    ```mlir
    llvm.comdat @__llvm_global_comdat {
      llvm.comdat_selector @inline_table any
    }
    llvm.mlir.global linkonce_odr constant @inline_table(dense<[1, 2, 4, 8]> : tensor<4xi32>) comdat(@__llvm_global_comdat::@inline_table) : !llvm.array<4 x i32>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name $body attr-dict";
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Linker options
//===----------------------------------------------------------------------===//

def LLVM_LinkerOptionsOp : LLVM_Op<"linker_options"> {
  let summary = "options for the linker";
  let description = [{
    Options the linker gets when it links the object file (LLVM's
    `llvm.linker.options` module metadata), such as the C runtime to link on
    Windows: `options` is an array of strings.

    ```mlir
    llvm.linker_options ["/DEFAULTLIB:", "msvcrt"]
    ```
  }];
  let arguments = (ins StrArrayAttr:$options);
  let assemblyFormat = "$options attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

def LLVM_CallOp : LLVM_MemAccessOpBase<"call", [
    DeclareOpInterfaceMethods<FastmathFlagsInterface>,
    DeclareOpInterfaceMethods<CallOpInterface>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface, ["verify_symbol_uses"]>,
    DeclareOpInterfaceMethods<BranchWeightOpInterface>]> {
  let summary = "a call of a function";
  let description = [{
    A call with zero or one result. A direct call names its callee (`callee`,
    a function of the enclosing module); an indirect call takes a pointer as
    its first operand. A call of a variadic function carries the callee's
    type in `var_callee_type`. The trailing type is the MLIR function type of
    the arguments and the result (preceded by the pointer type for indirect
    calls). Calling convention and tail-call kind print before the callee
    when not the defaults.

    ```mlir
    llvm.func @next_sample() -> f64
    llvm.func @record(f64)
    llvm.func @printf(!llvm.ptr, ...) -> i32

    llvm.func @calls(%callback: !llvm.ptr, %format: !llvm.ptr) {
      %x = llvm.call @next_sample() : () -> f64
      llvm.call @record(%x) : (f64) -> ()
      llvm.call %callback(%x) : !llvm.ptr, (f64) -> ()
      %n = llvm.call tail @printf(%format, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
      llvm.return
    }
    ```
  }];
  dag args = (ins OptionalAttr<TypeAttrOf<LLVM_FunctionType>>:$var_callee_type,
                  OptionalAttr<FlatSymbolRefAttr>:$callee,
                  Variadic<LLVM_Type>:$callee_operands,
                  DefaultValuedAttr<LLVM_FastmathFlagsAttr, "FastmathFlags::none">:$fastmathFlags,
                  OptionalAttr<DenseI32ArrayAttr>:$branch_weights,
                  DefaultValuedAttr<CConv, "CConv::C">:$CConv,
                  DefaultValuedAttr<TailCallKind, "TailCallKind::None">:$TailCallKind);
  let arguments = !con(args, aliasAttrs);
  let results = (outs Optional<LLVM_Type>:$result);
  let hasCustomAssemblyFormat = 1;
  let llvmInstName = "Call";
}

def LLVM_InvokeOp : LLVM_Op<"invoke", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface>,
    DeclareOpInterfaceMethods<CallOpInterface>,
    DeclareOpInterfaceMethods<BranchWeightOpInterface>,
    Terminator]> {
  let summary = "a call that may unwind";
  let description = [{
    A call (direct or through a pointer, as `llvm.call`) that ends its block:
    control goes to the normal destination when the callee returns and to the
    unwind destination, whose first op is an `llvm.landingpad`, when it
    throws. Each destination receives its own operands.

    ```mlir
    llvm.func @__gxx_personality_v0(...) -> i32
    llvm.func @foo(i32) -> i32

    llvm.func @guarded(%arg: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
      %0 = llvm.invoke @foo(%arg) to ^normal unwind ^cleanup : (i32) -> i32
    ^normal:
      llvm.return %0 : i32
    ^cleanup:
      %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
      llvm.resume %lp : !llvm.struct<(ptr, i32)>
    }
    ```
  }];
  let arguments = (ins OptionalAttr<TypeAttrOf<LLVM_FunctionType>>:$var_callee_type,
                       OptionalAttr<FlatSymbolRefAttr>:$callee,
                       Variadic<LLVM_Type>:$callee_operands,
                       Variadic<LLVM_Type>:$normalDestOperands,
                       Variadic<LLVM_Type>:$unwindDestOperands,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights,
                       DefaultValuedAttr<CConv, "CConv::C">:$CConv);
  let results = (outs Optional<LLVM_Type>:$result);
  let successors = (successor AnySuccessor:$normalDest, AnySuccessor:$unwindDest);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let llvmInstName = "Invoke";
}

def LLVM_LandingpadOp : LLVM_Op<"landingpad"> {
  let summary = "where an unwinding call lands";
  let description = [{
    The first op of an `llvm.invoke`'s unwind destination, in a function with
    a personality; its result is the exception, as a struct the personality
    defines. Each operand is a clause: a `catch` of a global's address or
    null, or a `filter` (an array); `cleanup` marks a landing pad that runs
    even when no clause matches.

    ```mlir
    llvm.func @__gxx_personality_v0(...) -> i32
    llvm.func @foo()
    llvm.mlir.global external constant @typeinfo() : !llvm.ptr

    llvm.func @catching() attributes {personality = @__gxx_personality_v0} {
      %typeinfo = llvm.mlir.addressof @typeinfo : !llvm.ptr
      llvm.invoke @foo() to ^done unwind ^caught : () -> ()
    ^done:
      llvm.return
    ^caught:
      %lp = llvm.landingpad cleanup (catch %typeinfo : !llvm.ptr) : !llvm.struct<(ptr, i32)>
      llvm.return
    }
    ```
  }];
  let arguments = (ins UnitAttr:$cleanup, Variadic<LLVM_Type>:$clauses);
  let results = (outs LLVM_Type:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let llvmInstName = "LandingPad";
}

//===----------------------------------------------------------------------===//
// Inline assembly and intrinsics
//===----------------------------------------------------------------------===//

def LLVM_InlineAsmOp : LLVM_Op<"inline_asm", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "inline assembly";
  let description = [{
    Assembly text (`asm_string`) with LLVM's constraint string (`constraints`),
    reading its operands and giving at most one result. The text may refer
    only to the operands, not to symbols or globals. `has_side_effects` keeps
    it from being removed or moved; `is_align_stack` aligns the stack around
    it; `asm_dialect` chooses AT&T or Intel syntax; `operand_attrs` attaches
    attributes such as `elementtype` to the operands.

    ```mlir
    llvm.func @swap_bytes(%x: i32) -> i32 {
      %0 = llvm.inline_asm has_side_effects "bswap $0", "=r,r" %x : (i32) -> i32
      llvm.return %0 : i32
    }
    ```
  }];
  let arguments = (ins Variadic<LLVM_Type>:$operands,
                       StrAttr:$asm_string,
                       StrAttr:$constraints,
                       UnitAttr:$has_side_effects,
                       UnitAttr:$is_align_stack,
                       OptionalAttr<AsmATTOrIntel>:$asm_dialect,
                       OptionalAttr<ArrayAttr>:$operand_attrs);
  let results = (outs Optional<LLVM_Type>:$res);
  let assemblyFormat = [{
    (`has_side_effects` $has_side_effects^)?
    (`is_align_stack` $is_align_stack^)?
    (`asm_dialect` `=` $asm_dialect^)?
    (`operand_attrs` `=` $operand_attrs^)?
    attr-dict
    $asm_string `,` $constraints
    operands `:` functional-type(operands, results)
  }];
}

def LLVM_CallIntrinsicOp : LLVM_Op<"call_intrinsic", [
    DeclareOpInterfaceMethods<FastmathFlagsInterface>]> {
  let summary = "a call of an LLVM intrinsic by name";
  let description = [{
    A call of the LLVM intrinsic named `intrin` (which starts with `llvm.`),
    for intrinsics without an op of their own. For an overloaded intrinsic,
    the op's operand and result types choose the overload.

    ```mlir
    llvm.func @absolute(%x: i32) -> i32 {
      %false = llvm.mlir.constant(false) : i1
      %0 = llvm.call_intrinsic "llvm.abs"(%x, %false) : (i32, i1) -> i32
      llvm.return %0 : i32
    }
    ```
  }];
  let arguments = (ins StrAttr:$intrin, Variadic<LLVM_Type>:$args,
                       DefaultValuedAttr<LLVM_FastmathFlagsAttr, "FastmathFlags::none">:$fastmathFlags);
  let results = (outs Optional<LLVM_Type>:$results);
  let assemblyFormat = [{
    $intrin `(` $args `)` `:` functional-type($args, $results) attr-dict
  }];
  let hasVerifier = 1;
}
