// Part of the `llvm` dialect (see ../llvm.td): the instructions. Integer
// and floating-point arithmetic, compares, casts, memory (alloca,
// getelementptr, load, store, atomics, fence), aggregates and vectors,
// select and freeze, terminators, and the `llvm.mlir.*` ops that make
// constants and addresses SSA values.
//
// Operands, attributes, traits, formats and constraint names are MLIR 19's
// (LLVMOps.td), so that printed IR and verifier messages match
// mlir-opt-19. The Rust hooks (custom forms, verifiers, custom directives)
// are in src/dialects/llvm/ops/.

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

let description = [{
  The LLVM IR instruction of the same name on two signless integers, or
  two vectors of them, of one type. Division and remainder come in signed
  (`sdiv`, `srem`) and unsigned (`udiv`, `urem`) kinds, right shifts in
  logical (`lshr`) and arithmetic (`ashr`) ones. `add`, `sub`, `mul` and
  `shl` may carry `nsw`/`nuw` overflow flags (`overflow<...>`), under which
  a result that wraps is poison.

  ```mlir
  llvm.func @arith(%a: i32, %b: i32, %v: vector<4xi32>) -> i32 {
    %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
    %1 = llvm.udiv %v, %v : vector<4xi32>
    %2 = llvm.ashr %0, %b : i32
    llvm.return %2 : i32
  }
  ```
}] in {
def LLVM_AddOp : LLVM_IntArithmeticOpWithOverflowFlag<"add", "Add", [Commutative]> {
  let summary = "integer addition";
}
def LLVM_SubOp : LLVM_IntArithmeticOpWithOverflowFlag<"sub", "Sub"> {
  let summary = "integer subtraction";
}
def LLVM_MulOp : LLVM_IntArithmeticOpWithOverflowFlag<"mul", "Mul", [Commutative]> {
  let summary = "integer multiplication";
}
def LLVM_UDivOp : LLVM_IntArithmeticOp<"udiv", "UDiv"> {
  let summary = "unsigned integer division";
}
def LLVM_SDivOp : LLVM_IntArithmeticOp<"sdiv", "SDiv"> {
  let summary = "signed integer division";
}
def LLVM_URemOp : LLVM_IntArithmeticOp<"urem", "URem"> {
  let summary = "unsigned integer remainder";
}
def LLVM_SRemOp : LLVM_IntArithmeticOp<"srem", "SRem"> {
  let summary = "signed integer remainder";
}
def LLVM_AndOp : LLVM_IntArithmeticOp<"and", "And"> {
  let summary = "bitwise and";
}
def LLVM_OrOp : LLVM_IntArithmeticOp<"or", "Or"> {
  let summary = "bitwise or";
  let hasFolder = 1;
}
def LLVM_XOrOp : LLVM_IntArithmeticOp<"xor", "Xor"> {
  let summary = "bitwise exclusive or";
}
def LLVM_ShlOp : LLVM_IntArithmeticOpWithOverflowFlag<"shl", "Shl"> {
  let summary = "shift left";
  let hasFolder = 1;
}
def LLVM_LShrOp : LLVM_IntArithmeticOp<"lshr", "LShr"> {
  let summary = "logical shift right";
}
def LLVM_AShrOp : LLVM_IntArithmeticOp<"ashr", "AShr"> {
  let summary = "arithmetic shift right";
}
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

let description = [{
  The LLVM IR instruction of the same name on floats, or vectors of floats,
  of one type. Fast-math flags, in the `fastmathFlags` attribute, are
  printed in the attribute dictionary when any is set.

  ```mlir
  llvm.func @mul_add(%a: f32, %b: f32, %c: f32) -> f32 {
    %0 = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
    %1 = llvm.fadd %0, %c {fastmathFlags = #llvm.fastmath<contract>} : f32
    %2 = llvm.fneg %1 : f32
    llvm.return %2 : f32
  }
  ```
}] in {
def LLVM_FAddOp : LLVM_FloatArithmeticOp<"fadd", "FAdd"> {
  let summary = "floating-point addition";
}
def LLVM_FSubOp : LLVM_FloatArithmeticOp<"fsub", "FSub"> {
  let summary = "floating-point subtraction";
}
def LLVM_FMulOp : LLVM_FloatArithmeticOp<"fmul", "FMul"> {
  let summary = "floating-point multiplication";
}
def LLVM_FDivOp : LLVM_FloatArithmeticOp<"fdiv", "FDiv"> {
  let summary = "floating-point division";
}
def LLVM_FRemOp : LLVM_FloatArithmeticOp<"frem", "FRem"> {
  let summary = "floating-point remainder";
}
def LLVM_FNegOp : LLVM_UnaryFloatArithmeticOp<LLVM_ScalarOrVectorOf<LLVM_AnyFloat>, "fneg", "FNeg"> {
  let summary = "floating-point negation";
}
}

//===----------------------------------------------------------------------===//
// Compares
//===----------------------------------------------------------------------===//

def LLVM_ICmpOp : LLVM_ArithmeticCmpOp<"icmp", [Pure]> {
  let llvmBuilder = [{
    $res = llvm::build_icmp($_builder, int_predicate_of(enum_bits($_translation, $predicate, "icmp")), $lhs, $rhs);
  }];
  let summary = "integer or pointer comparison";
  let description = [{
    Compares two integers or two pointers (or two vectors of them) of one
    type by the `predicate`: `eq`, `ne`, the signed orderings `slt`, `sle`,
    `sgt`, `sge` and the unsigned ones `ult`, `ule`, `ugt`, `uge`. The result
    is `i1`, or a vector of `i1` as long as the operands.

    ```mlir
    llvm.func @in_order(%a: i32, %b: i32, %p: !llvm.ptr, %q: !llvm.ptr) -> i1 {
      %less = llvm.icmp "slt" %a, %b : i32
      %same = llvm.icmp "eq" %p, %q : !llvm.ptr
      %both = llvm.and %less, %same : i1
      llvm.return %both : i1
    }
    ```
  }];
  let arguments = (ins ICmpPredicate:$predicate,
                       AnyTypeOf<[LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                                  LLVM_ScalarOrVectorOf<LLVM_AnyPointer>]>:$lhs,
                       AnyTypeOf<[LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                                  LLVM_ScalarOrVectorOf<LLVM_AnyPointer>]>:$rhs);
  let llvmInstName = "ICmp";
  let hasFolder = 1;
}

def LLVM_FCmpOp : LLVM_ArithmeticCmpOp<"fcmp", [Pure, FastmathFlagsInterface]> {
  let llvmBuilder = [{
    $res = llvm::build_fcmp($_builder, real_predicate_of(enum_bits($_translation, $predicate, "fcmp")), $lhs, $rhs);
  }];
  let summary = "floating-point comparison";
  let description = [{
    Compares two floats (or two vectors of floats) of one type by the
    `predicate`: ordered comparisons (`oeq`, `ogt`, `oge`, `olt`, `ole`,
    `one`, `ord`) are false when an operand is a NaN, unordered ones (`ueq`,
    `ugt`, `uge`, `ult`, `ule`, `une`, `uno`) true, and `_false`/`_true` do
    not look at the operands. Fast-math flags may be given in
    `fastmathFlags`. The result is `i1`, or a vector of `i1`.

    ```mlir
    llvm.func @less(%a: f32, %b: f32) -> i1 {
      %0 = llvm.fcmp "olt" %a, %b {fastmathFlags = #llvm.fastmath<nnan>} : f32
      llvm.return %0 : i1
    }
    ```
  }];
  let arguments = (ins FCmpPredicate:$predicate,
                       LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$lhs,
                       LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$rhs,
                       DefaultValuedAttr<LLVM_FastmathFlagsAttr, "FastmathFlags::none">:$fastmathFlags);
  let llvmInstName = "FCmp";
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

let description = [{
  The LLVM IR cast of the same name: converts `arg`, or each element of a
  vector, to the result type, as the summary says.

  ```mlir
  llvm.func @address_plus(%a: i32, %p: !llvm.ptr) -> i64 {
    %0 = llvm.sext %a : i32 to i64
    %1 = llvm.ptrtoint %p : !llvm.ptr to i64
    %2 = llvm.add %0, %1 : i64
    llvm.return %2 : i64
  }
  ```
}] in {
def LLVM_BitcastOp : LLVM_CastOp<"bitcast", "BitCast", LLVM_AnyNonAggregate, LLVM_AnyNonAggregate,
                                 [DeclareOpInterfaceMethods<PromotableOpInterface>]> {
  let summary = "reinterprets the bits of a value as another type of the same size";
  let hasVerifier = 1;
  let hasFolder = 1;
}
def LLVM_AddrSpaceCastOp : LLVM_CastOp<"addrspacecast", "AddrSpaceCast",
                                       LLVM_ScalarOrVectorOf<LLVM_AnyPointer>,
                                       LLVM_ScalarOrVectorOf<LLVM_AnyPointer>,
                                       [DeclareOpInterfaceMethods<PromotableOpInterface>]> {
  let summary = "converts a pointer to another address space";
  let hasFolder = 1;
}
def LLVM_IntToPtrOp : LLVM_CastOp<"inttoptr", "IntToPtr",
                                  LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                                  LLVM_ScalarOrVectorOf<LLVM_AnyPointer>> {
  let summary = "converts an integer to a pointer";
}
def LLVM_PtrToIntOp : LLVM_CastOp<"ptrtoint", "PtrToInt",
                                  LLVM_ScalarOrVectorOf<LLVM_AnyPointer>,
                                  LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "converts a pointer to an integer";
}
def LLVM_SExtOp : LLVM_CastOp<"sext", "SExt",
                              LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                              LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "sign-extends an integer to a wider one";
  let hasVerifier = 1;
}
def LLVM_ZExtOp : LLVM_CastOp<"zext", "ZExt",
                              LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                              LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "zero-extends an integer to a wider one";
  let hasVerifier = 1;
  let hasFolder = 1;
}
def LLVM_TruncOp : LLVM_CastOp<"trunc", "Trunc",
                               LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                               LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "truncates an integer to a narrower one";
}
def LLVM_SIToFPOp : LLVM_CastOp<"sitofp", "SIToFP",
                                LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                                LLVM_ScalarOrVectorOf<LLVM_AnyFloat>> {
  let summary = "converts a signed integer to a float";
}
def LLVM_UIToFPOp : LLVM_CastOp<"uitofp", "UIToFP",
                                LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                                LLVM_ScalarOrVectorOf<LLVM_AnyFloat>> {
  let summary = "converts an unsigned integer to a float";
}
def LLVM_FPToSIOp : LLVM_CastOp<"fptosi", "FPToSI",
                                LLVM_ScalarOrVectorOf<LLVM_AnyFloat>,
                                LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "converts a float to a signed integer";
}
def LLVM_FPToUIOp : LLVM_CastOp<"fptoui", "FPToUI",
                                LLVM_ScalarOrVectorOf<LLVM_AnyFloat>,
                                LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "converts a float to an unsigned integer";
}
def LLVM_FPExtOp : LLVM_CastOp<"fpext", "FPExt",
                               LLVM_ScalarOrVectorOf<LLVM_AnyFloat>,
                               LLVM_ScalarOrVectorOf<LLVM_AnyFloat>> {
  let summary = "extends a float to a wider float type";
}
def LLVM_FPTruncOp : LLVM_CastOp<"fptrunc", "FPTrunc",
                                 LLVM_ScalarOrVectorOf<LLVM_AnyFloat>,
                                 LLVM_ScalarOrVectorOf<LLVM_AnyFloat>> {
  let summary = "truncates a float to a narrower float type";
}
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def LLVM_AllocaOp : LLVM_Op<"alloca", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<PromotableAllocationOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAllocationOpInterface>]> {
  let summary = "allocates memory on the stack";
  let description = [{
    Reserves room for `arraySize` values of `elem_type` in the stack frame of
    the current function and returns a pointer to it (in the address space of
    the result type). The room is freed when the function returns. An
    `alignment` and the `inalloca` marker may be given.

    ```mlir
    llvm.func @scratch(%n: i64) -> !llvm.ptr {
      %buffer = llvm.alloca %n x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      llvm.return %buffer : !llvm.ptr
    }
    ```
  }];
  let arguments = (ins AnySignlessInteger:$arraySize,
                       OptionalAttr<I64Attr>:$alignment,
                       TypeAttr:$elem_type,
                       UnitAttr:$inalloca);
  let results = (outs LLVM_AnyPointer:$res);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let llvmInstName = "Alloca";
}

def LLVM_GEPOp : LLVM_Op<"getelementptr", [Pure, DeclareOpInterfaceMethods<PromotableOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>]> {
  let summary = "computes the address of an element of an aggregate";
  let description = [{
    Computes an address without touching memory, as LLVM's `getelementptr`:
    `base` plus the offset that the indices select inside `elem_type`, the
    first index stepping over whole `elem_type` values. Each index is a
    constant or an SSA value; `rawConstantIndices` lists them all, with a
    placeholder (the smallest `i32`) for each dynamic one, taken in order
    from `dynamicIndices`. Indices into structs must be constants. With
    `inbounds` the result is poison if it leaves the allocated object.

    ```mlir
    llvm.func @second_field(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
      %elem = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %field = llvm.getelementptr inbounds %elem[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
      llvm.return %field : !llvm.ptr
    }
    ```
  }];
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$base,
                       Variadic<LLVM_ScalarOrVectorOf<AnySignlessInteger>>:$dynamicIndices,
                       DenseI32ArrayAttr:$rawConstantIndices,
                       TypeAttr:$elem_type,
                       UnitAttr:$inbounds);
  let results = (outs LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$res);
  let assemblyFormat = [{
    (`inbounds` $inbounds^)?
    $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict
    `:` functional-type(operands, results) `,` $elem_type
  }];
  let hasVerifier = 1;
  let llvmInstName = "GetElementPtr";
  let hasFolder = 1;
}

def LLVM_LoadOp : LLVM_MemAccessOpBase<"load", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<PromotableMemOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>]> {
  let summary = "reads a value from memory";
  let description = [{
    Reads a value of the result type from the address `addr`. The load may be
    `volatile`, carry an `alignment`, be `nontemporal` or `invariant`, and may
    be atomic, with an `ordering` and a `syncscope` (an atomic load needs an
    alignment); access groups and alias analysis metadata may be attached.

    ```mlir
    llvm.func @read(%p: !llvm.ptr) -> i64 {
      %0 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
      %1 = llvm.load volatile %p : !llvm.ptr -> f32
      %2 = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
      llvm.return %2 : i64
    }
    ```
  }];
  let arguments = !con((ins LLVM_AnyPointer:$addr,
                            OptionalAttr<I64Attr>:$alignment,
                            UnitAttr:$volatile_,
                            UnitAttr:$nontemporal,
                            UnitAttr:$invariant,
                            DefaultValuedAttr<AtomicOrdering, "AtomicOrdering::not_atomic">:$ordering,
                            OptionalAttr<StrAttr>:$syncscope),
                       aliasAttrs);
  let results = (outs LLVM_LoadableType:$res);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $addr
    (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?
    (`invariant` $invariant^)?
    attr-dict `:` qualified(type($addr)) `->` type($res)
  }];
  let hasVerifier = 1;
  let llvmInstName = "Load";
}

def LLVM_StoreOp : LLVM_MemAccessOpBase<"store", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<PromotableMemOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>]> {
  let summary = "writes a value to memory";
  let description = [{
    Writes `value` to the address `addr`. Like a load, a store may be
    `volatile`, aligned, `nontemporal`, or atomic with an `ordering` and a
    `syncscope` (an atomic store needs an alignment), and may carry access
    groups and alias analysis metadata.

    ```mlir
    llvm.func @write(%p: !llvm.ptr, %a: i32, %b: i64) {
      llvm.store %a, %p {alignment = 4 : i64} : i32, !llvm.ptr
      llvm.store %b, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
      llvm.return
    }
    ```
  }];
  let arguments = !con((ins LLVM_LoadableType:$value,
                            LLVM_AnyPointer:$addr,
                            OptionalAttr<I64Attr>:$alignment,
                            UnitAttr:$volatile_,
                            UnitAttr:$nontemporal,
                            DefaultValuedAttr<AtomicOrdering, "AtomicOrdering::not_atomic">:$ordering,
                            OptionalAttr<StrAttr>:$syncscope),
                       aliasAttrs);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $value `,` $addr
    (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?
    attr-dict `:` type($value) `,` qualified(type($addr))
  }];
  let hasVerifier = 1;
  let llvmInstName = "Store";
}

// The value types `atomicrmw` and `cmpxchg` accept.
def LLVM_AtomicRMWType : AnyTypeOf<[LLVM_AnyFloat, LLVM_AnyPointer, AnySignlessInteger]>;
def LLVM_AtomicCmpXchgType : AnyTypeOf<[AnySignlessInteger, LLVM_AnyPointer]>;

def LLVM_AtomicRMWOp : LLVM_MemAccessOpBase<"atomicrmw", [
    TypesMatchWith<"result #0 and operand #1 have the same type", "val", "res",
                   RustTypeTransform<"$_self">>]> {
  let summary = "atomically reads, modifies and writes a value in memory";
  let description = [{
    In one atomic step, reads the value at `ptr`, combines it with `val` by
    `bin_op` (`xchg`, `add`, `sub`, `and`, `or`, `xor`, `max`, `umin`,
    `fadd`, `fmax`, ...) and writes the outcome back; the result is the value
    that was read. The `ordering` is at least `monotonic`; a `syncscope`, an
    `alignment` and `volatile` may be given.

    ```mlir
    llvm.func @bump(%p: !llvm.ptr, %n: i32, %q: !llvm.ptr, %x: f32) -> i32 {
      %old = llvm.atomicrmw add %p, %n monotonic : !llvm.ptr, i32
      %f = llvm.atomicrmw volatile fadd %q, %x syncscope("agent") seq_cst : !llvm.ptr, f32
      llvm.return %old : i32
    }
    ```
  }];
  let arguments = !con((ins AtomicBinOp:$bin_op,
                            LLVM_AnyPointer:$ptr,
                            LLVM_AtomicRMWType:$val,
                            AtomicOrdering:$ordering,
                            OptionalAttr<StrAttr>:$syncscope,
                            OptionalAttr<I64Attr>:$alignment,
                            UnitAttr:$volatile_),
                       aliasAttrs);
  let results = (outs LLVM_AtomicRMWType:$res);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $bin_op $ptr `,` $val
    (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:`
    qualified(type($ptr)) `,` type($val)
  }];
  let hasVerifier = 1;
  let llvmInstName = "AtomicRMW";
}

def LLVM_AtomicCmpXchgOp : LLVM_MemAccessOpBase<"cmpxchg", [
    TypesMatchWith<"operand #1 and operand #2 have the same type", "val", "cmp",
                   RustTypeTransform<"$_self">>,
    TypesMatchWith<"result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
                   "val", "res",
                   RustTypeTransform<"dialectic::dialects::llvm::ops::value_and_bool_struct($_ctx, $_self)">>]> {
  let summary = "atomically compares and exchanges a value in memory";
  let description = [{
    In one atomic step, reads the value at `ptr` and, if it equals `cmp`,
    writes `val` there. The result is a struct of the value read and an `i1`
    telling whether the write happened. Two orderings are given: for success
    and for failure. With `weak` the exchange may fail even when the values
    are equal.

    ```mlir
    llvm.func @try_swap(%p: !llvm.ptr, %expected: i32, %new: i32) -> i1 {
      %pair = llvm.cmpxchg %p, %expected, %new acq_rel monotonic : !llvm.ptr, i32
      %ok = llvm.extractvalue %pair[1] : !llvm.struct<(i32, i1)>
      llvm.return %ok : i1
    }
    ```
  }];
  let arguments = !con((ins LLVM_AnyPointer:$ptr,
                            LLVM_AtomicCmpXchgType:$cmp,
                            LLVM_AtomicCmpXchgType:$val,
                            AtomicOrdering:$success_ordering,
                            AtomicOrdering:$failure_ordering,
                            OptionalAttr<StrAttr>:$syncscope,
                            OptionalAttr<I64Attr>:$alignment,
                            UnitAttr:$weak,
                            UnitAttr:$volatile_),
                       aliasAttrs);
  let results = (outs LLVM_AnyStruct:$res);
  let assemblyFormat = [{
    (`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val
    (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering
    attr-dict `:` qualified(type($ptr)) `,` type($val)
  }];
  let hasVerifier = 1;
  let llvmInstName = "AtomicCmpXchg";
}

def LLVM_FenceOp : LLVM_Op<"fence"> {
  let summary = "orders memory operations";
  let description = [{
    Orders the memory operations before it against those after it, with an
    `ordering` (`acquire`, `release`, `acq_rel` or `seq_cst`) and an optional
    `syncscope` naming the threads it synchronizes with.

    ```mlir
    llvm.func @barrier() {
      llvm.fence syncscope("agent") seq_cst
      llvm.return
    }
    ```
  }];
  let arguments = (ins AtomicOrdering:$ordering, OptionalAttr<StrAttr>:$syncscope);
  let assemblyFormat = "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict";
  let hasVerifier = 1;
  let llvmInstName = "Fence";
}

//===----------------------------------------------------------------------===//
// Aggregates and vectors
//===----------------------------------------------------------------------===//

def LLVM_ExtractElementOp : LLVM_Op<"extractelement", [Pure,
    TypesMatchWith<"result type matches vector element type", "vector", "res",
                   RustTypeTransform<"dialectic::dialects::llvm::ops::element_type_or_self($_ctx, $_self)">>]> {
  let llvmBuilder = [{
    $res = llvm::build_extract_element($_builder, $vector, $position);
  }];
  let summary = "extracts an element from a vector";
  let description = [{
    The element of `vector` at the dynamic `position`, an integer; a position
    past the end gives poison.

    ```mlir
    llvm.func @lane(%v: vector<4xf32>, %i: i32) -> f32 {
      %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
      llvm.return %0 : f32
    }
    ```
  }];
  let arguments = (ins LLVM_AnyVector:$vector, AnySignlessInteger:$position);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = [{
    $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)
  }];
  let llvmInstName = "ExtractElement";
}

def LLVM_ExtractValueOp : LLVM_Op<"extractvalue", [Pure]> {
  let llvmBuilder = [{
    $res = extract_value($_builder, $container, &dense_array($_translation, $position));
  }];
  let summary = "extracts a member of a struct or array";
  let description = [{
    Returns the member of the struct or array `container` at `position`, a
    list of constant indices, one per level of nesting; the result type is
    the type found there.

    ```mlir
    llvm.func @inner(%s: !llvm.struct<(struct<(i32, f64)>, i8)>) -> f64 {
      %0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(struct<(i32, f64)>, i8)>
      llvm.return %0 : f64
    }
    ```
  }];
  let arguments = (ins LLVM_AnyAggregate:$container, DenseI64ArrayAttr:$position);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = [{
    $container `` $position attr-dict `:` type($container)
    custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))
  }];
  let hasVerifier = 1;
  let llvmInstName = "ExtractValue";
  let hasFolder = 1;
}

def LLVM_InsertElementOp : LLVM_Op<"insertelement", [Pure,
    TypesMatchWith<"argument type matches vector element type", "vector", "value",
                   RustTypeTransform<"dialectic::dialects::llvm::ops::element_type_or_self($_ctx, $_self)">>,
    AllTypesMatch<["res", "vector"]>]> {
  let llvmBuilder = [{
    $res = llvm::build_insert_element($_builder, $vector, $value, $position);
  }];
  let summary = "inserts an element into a vector";
  let description = [{
    The vector `vector` with the element at the dynamic `position` replaced
    by `value`; a position past the end gives poison.

    ```mlir
    llvm.func @set_lane(%v: vector<4xf32>, %x: f32, %i: i32) -> vector<4xf32> {
      %0 = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>
      llvm.return %0 : vector<4xf32>
    }
    ```
  }];
  let arguments = (ins LLVM_AnyVector:$vector, LLVM_PrimitiveType:$value, AnySignlessInteger:$position);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = [{
    $value `,` $vector `[` $position `:` type($position) `]` attr-dict `:`
    type($vector)
  }];
  let llvmInstName = "InsertElement";
}

def LLVM_InsertValueOp : LLVM_Op<"insertvalue", [Pure, AllTypesMatch<["container", "res"]>]> {
  let llvmBuilder = [{
    $res = insert_value($_builder, $container, $value, &dense_array($_translation, $position));
  }];
  let summary = "inserts a member into a struct or array";
  let description = [{
    The struct or array `container` with the member at `position` (constant
    indices, one per level of nesting) replaced by `value`.

    ```mlir
    llvm.func @set_first(%s: !llvm.struct<(i32, f64)>, %x: i32) -> !llvm.struct<(i32, f64)> {
      %0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, f64)>
      llvm.return %0 : !llvm.struct<(i32, f64)>
    }
    ```
  }];
  let arguments = (ins LLVM_AnyAggregate:$container, LLVM_PrimitiveType:$value,
                       DenseI64ArrayAttr:$position);
  let results = (outs LLVM_AnyAggregate:$res);
  let assemblyFormat = [{
    $value `,` $container `` $position attr-dict `:` type($container)
    custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))
  }];
  let hasVerifier = 1;
  let llvmInstName = "InsertValue";
}

def LLVM_ShuffleVectorOp : LLVM_Op<"shufflevector", [Pure, AllTypesMatch<["v1", "v2"]>]> {
  let llvmBuilder = [{
    $res = shuffle_vector($_builder, $v1, $v2, &dense_array($_translation, $mask));
  }];
  let summary = "builds a vector from the elements of two vectors";
  let description = [{
    Builds a vector as long as the constant `mask` from the elements of `v1`
    and `v2`, two vectors of one type: mask entry `k` takes element `k` of
    their concatenation, and -1 gives a poison element. For scalable vectors
    the mask must be all zeros (a splat of the first element).

    ```mlir
    llvm.func @interleave(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
      %0 = llvm.shufflevector %a, %b [0, 4, 1, 5] : vector<4xf32>
      llvm.return %0 : vector<4xf32>
    }
    ```
  }];
  let arguments = (ins LLVM_AnyVector:$v1, LLVM_AnyVector:$v2, DenseI32ArrayAttr:$mask);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = [{
    $v1 `,` $v2 $mask attr-dict `:` type($v1)
    custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))
  }];
  let hasVerifier = 1;
  let llvmInstName = "ShuffleVector";
}

//===----------------------------------------------------------------------===//
// Select and freeze
//===----------------------------------------------------------------------===//

def LLVM_SelectOp : LLVM_Op<"select", [Pure, AllTypesMatch<["trueValue", "falseValue", "res"]>,
                                       FastmathFlagsInterface]> {
  let llvmBuilder = [{
    $res = llvm::build_select($_builder, $condition, $trueValue, $falseValue);
  }];
  let summary = "chooses one of two values";
  let description = [{
    `trueValue` where `condition` is 1 and `falseValue` where it is 0. The
    condition is one `i1`, which picks a whole value, or a vector of `i1`,
    which picks each element of two vectors.

    ```mlir
    llvm.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
      %0 = llvm.select %c, %a, %b : i1, i32
      llvm.return %0 : i32
    }
    ```
  }];
  let arguments = (ins LLVM_ScalarOrVectorOf<I1>:$condition,
                       LLVM_Type:$trueValue, LLVM_Type:$falseValue,
                       DefaultValuedAttr<LLVM_FastmathFlagsAttr, "FastmathFlags::none">:$fastmathFlags);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "operands attr-dict `:` type($condition) `,` type($res)";
  let llvmInstName = "Select";
}

def LLVM_FreezeOp : LLVM_Op<"freeze", [Pure, SameOperandsAndResultType]> {
  let llvmBuilder = [{
    $res = llvm::build_freeze($_builder, $val);
  }];
  let summary = "stops the propagation of undef and poison";
  let description = [{
    Returns `val` unchanged when it is a well-defined value; where it is
    undef or poison, returns some arbitrary but fixed value of its type, so
    that every use sees the same one.

    ```mlir
    llvm.func @settle(%x: i32) -> i32 {
      %0 = llvm.freeze %x : i32
      llvm.return %0 : i32
    }
    ```
  }];
  let arguments = (ins LLVM_Type:$val);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "$val attr-dict `:` type($val)";
  let llvmInstName = "Freeze";
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

def LLVM_BrOp : LLVM_TerminatorOp<"br",
    [BranchOpInterface, Pure]> {
  let summary = "unconditional branch";
  let description = [{
    Jumps to the block `dest`, whose arguments receive `destOperands`. An
    optional `loop_annotation` attribute carries loop metadata.

    ```mlir
    llvm.func @forward(%x: i32) -> i32 {
      llvm.br ^bb1(%x : i32)
    ^bb1(%y: i32):
      llvm.return %y : i32
    }
    ```
  }];
  let arguments = (ins Variadic<LLVM_Type>:$destOperands,
                       OptionalAttr<LoopAnnotationAttr>:$loop_annotation);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
  let llvmInstName = "Br";
}

def LLVM_CondBrOp : LLVM_TerminatorOp<"cond_br",
    [AttrSizedOperandSegments,
     BranchOpInterface,
     BranchWeightOpInterface, Pure]> {
  let summary = "conditional branch";
  let description = [{
    Jumps to `trueDest` when `condition` (an `i1`) is 1 and to `falseDest`
    when it is 0, passing each its own operands. Optional `weights` give the
    relative likelihood of the two branches; a loop annotation may be
    attached.

    ```mlir
    llvm.func @choose(%c: i1, %x: i32) -> i32 {
      llvm.cond_br %c weights([90, 10]), ^bb1(%x : i32), ^bb2
    ^bb1(%y: i32):
      llvm.return %y : i32
    ^bb2:
      llvm.return %x : i32
    }
    ```
  }];
  let arguments = (ins I1:$condition,
                       Variadic<LLVM_Type>:$trueDestOperands,
                       Variadic<LLVM_Type>:$falseDestOperands,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights,
                       OptionalAttr<LoopAnnotationAttr>:$loop_annotation);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition ( `weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
  // No `llvmInstName`: a conditional `Br` is imported through `llvm.br`'s.
}

def LLVM_ReturnOp : LLVM_TerminatorOp<"return", [Pure, ReturnLike]> {
  let summary = "returns from a function";
  let description = [{
    Ends the enclosing `llvm.func`, giving back its one operand, or no operand
    when the function returns `void`. It also ends the initializer region of
    an `llvm.mlir.global`, giving the global's value.

    ```mlir
    llvm.func @identity(%x: i32) -> i32 {
      llvm.return %x : i32
    }
    ```
  }];
  let arguments = (ins Optional<LLVM_Type>:$arg);
  let assemblyFormat = "attr-dict ($arg^ `:` type($arg))?";
  let hasVerifier = 1;
  let llvmInstName = "Ret";
}

def LLVM_ResumeOp : LLVM_TerminatorOp<"resume"> {
  let summary = "resumes the propagation of an exception";
  let description = [{
    Continues the unwinding of an exception that a landing pad caught:
    `value` is the result of the `llvm.landingpad` that caught it.

    ```mlir
    llvm.func @__gxx_personality_v0(...) -> i32
    llvm.func @may_throw()

    llvm.func @cleanup() attributes {personality = @__gxx_personality_v0} {
      llvm.invoke @may_throw() to ^done unwind ^unwind : () -> ()
    ^done:
      llvm.return
    ^unwind:
      %exception = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
      llvm.resume %exception : !llvm.struct<(ptr, i32)>
    }
    ```
  }];
  let arguments = (ins LLVM_Type:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
  let llvmInstName = "Resume";
}

def LLVM_UnreachableOp : LLVM_TerminatorOp<"unreachable"> {
  let summary = "marks a point control never reaches";
  let description = [{
    Ends a block that control never reaches, such as the one after a call to
    a function that does not return; reaching it is undefined behavior.

    ```mlir
    llvm.func @abort()

    llvm.func @fail() {
      llvm.call @abort() : () -> ()
      llvm.unreachable
    }
    ```
  }];
  let assemblyFormat = "attr-dict";
  let llvmInstName = "Unreachable";
}

def LLVM_SwitchOp : LLVM_TerminatorOp<"switch",
    [AttrSizedOperandSegments,
     BranchOpInterface,
     BranchWeightOpInterface, Pure]> {
  let summary = "multi-way branch on an integer";
  let description = [{
    Jumps to the destination of the case whose value equals `value`, an
    integer, or to the default destination when no case does; each
    destination receives its own operands. Optional `branch_weights` give the
    likelihood of each destination, the default's first.

    ```mlir
    llvm.func @dispatch(%x: i32, %a: i32) -> i32 {
      llvm.switch %x : i32, ^bb1 [
        0: ^bb2(%a : i32),
        7: ^bb3
      ]
    ^bb1:
      llvm.return %x : i32
    ^bb2(%y: i32):
      llvm.return %y : i32
    ^bb3:
      llvm.return %a : i32
    }
    ```
  }];
  let arguments = (ins AnySignlessInteger:$value,
                       Variadic<AnyType>:$defaultOperands,
                       VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
                       OptionalAttr<AnyIntElementsAttr>:$case_values,
                       DenseI32ArrayAttr:$case_operand_segments,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$defaultDestination,
                              VariadicSuccessor<AnySuccessor>:$caseDestinations);
  let assemblyFormat = [{
    $value `:` type($value) `,`
    $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)?
    custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations,
                          $caseOperands, type($caseOperands))
    attr-dict
  }];
  let hasVerifier = 1;
  let llvmInstName = "Switch";
}

//===----------------------------------------------------------------------===//
// Values that are no instructions
//===----------------------------------------------------------------------===//

def LLVM_AddressOfOp : LLVM_Op<"mlir.addressof",
    [Pure, ConstantLike, DeclareOpInterfaceMethods<SymbolUserOpInterface, ["verify_symbol_uses"]>]> {
  let summary = "the address of a global or a function";
  let description = [{
    A pointer to the `llvm.mlir.global` or `llvm.func` that `global_name`
    names in the enclosing module; the pointer is in the global's address
    space.

    ```mlir
    llvm.mlir.global internal @counter(0 : i32) : i32

    llvm.func @counter_address() -> !llvm.ptr {
      %0 = llvm.mlir.addressof @counter : !llvm.ptr
      llvm.return %0 : !llvm.ptr
    }
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$global_name);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "$global_name attr-dict `:` qualified(type($res))";
  let hasFolder = 1;
}

def LLVM_NoneTokenOp : LLVM_Op<"mlir.none", [Pure]> {
  let summary = "the empty token";
  let description = [{
    The `none` value of the token type, which LLVM IR writes as a constant;
    intrinsics that take an optional token are given it when there is none.

    ```mlir
    llvm.func @no_token() -> !llvm.token {
      %none = llvm.mlir.none : !llvm.token
      llvm.return %none : !llvm.token
    }
    ```
  }];
  let results = (outs LLVM_TokenType:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
}

def LLVM_UndefOp : LLVM_Op<"mlir.undef", [Pure, ConstantLike]> {
  let summary = "an undefined value";
  let description = [{
    An undefined value of the result type, LLVM IR's `undef`: each use may
    see any value of the type.

    ```mlir
    llvm.func @anything() -> !llvm.array<2 x i64> {
      %u = llvm.mlir.undef : !llvm.array<2 x i64>
      llvm.return %u : !llvm.array<2 x i64>
    }
    ```
  }];
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let hasFolder = 1;
}

def LLVM_PoisonOp : LLVM_Op<"mlir.poison", [Pure, ConstantLike]> {
  let summary = "a poison value";
  let description = [{
    A poison value of the result type, LLVM IR's `poison`: it spreads through
    the operations that use it, and using it where a well-defined value is
    needed is undefined behavior.

    ```mlir
    llvm.func @nothing() -> vector<2xf64> {
      %p = llvm.mlir.poison : vector<2xf64>
      llvm.return %p : vector<2xf64>
    }
    ```
  }];
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let hasFolder = 1;
}

def LLVM_ZeroOp : LLVM_Op<"mlir.zero", [Pure, ConstantLike]> {
  let summary = "a zero-initialized value";
  let description = [{
    The value of the result type whose bits are all zero: the null pointer,
    integer and float zeros, and vectors, arrays and structs of them.

    ```mlir
    llvm.func @null() -> !llvm.ptr {
      %0 = llvm.mlir.zero : !llvm.ptr
      llvm.return %0 : !llvm.ptr
    }
    ```
  }];
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def LLVM_ConstantOp : LLVM_Op<"mlir.constant", [Pure, ConstantLike]> {
  let summary = "a constant of an LLVM type";
  let description = [{
    A constant given by the `value` attribute: an integer or float of the
    result type, dense elements for a vector or an array, a string for an
    array of `i8`, or an array of two numbers for a struct of two members (a
    complex number). The attribute's type may be left out for `i64` and
    `f64`.

    ```mlir
    llvm.func @constants() -> i32 {
      %seven = llvm.mlir.constant(7 : i32) : i32
      %ones = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
      %text = llvm.mlir.constant("xyz") : !llvm.array<3 x i8>
      llvm.return %seven : i32
    }
    ```
  }];
  let arguments = (ins AnyAttr:$value);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "`(` $value `)` attr-dict `:` type($res)";
  let hasVerifier = 1;
  let hasFolder = 1;
}
