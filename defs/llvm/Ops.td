// Part of the `llvm` dialect (see ../llvm.td): the instructions. Integer
// and floating-point arithmetic, compares, casts, memory (alloca,
// getelementptr, load, store, atomics, fence), aggregates and vectors,
// select and freeze, terminators, and the `llvm.mlir.*` ops that make
// constants and addresses SSA values.
//
// Operands, attributes, traits, formats and constraint names are MLIR 19's
// (LLVMOps.td, Apache-2.0 WITH LLVM-exception), so that printed IR and
// verifier messages match mlir-opt-19. The Rust hooks (custom forms,
// verifiers, custom directives) are in src/dialects/llvm/ops/.

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

let description = [{
  Integer arithmetic on two signless integers, or two vectors of them, of
  one type. `add`, `sub`, `mul` and `shl` may carry the `nsw`/`nuw`
  overflow flags:

  ```mlir
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.udiv %a, %b : vector<4xi32>
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
  Floating-point arithmetic on values (or vectors of values) of one LLVM
  float type, with optional fast-math flags, printed in the attribute
  dictionary when set:

  ```mlir
  %0 = llvm.fadd %a, %b : f32
  %1 = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
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
    Compares two integers or pointers (or vectors of them) with a
    predicate: `eq`, `ne`, signed `slt`, `sle`, `sgt`, `sge` and unsigned
    `ult`, `ule`, `ugt`, `uge`. The result is `i1`, or a vector of `i1`
    for vectors.

    ```mlir
    %0 = llvm.icmp "slt" %a, %b : i32
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
    Compares two floats (or vectors of floats) with a predicate: ordered
    (`oeq`, `ogt`, ..., `ord`) or unordered (`ueq`, ..., `uno`)
    comparisons, or the constant `_false`/`_true`. Fast-math flags may be
    set. The result is `i1`, or a vector of `i1` for vectors.

    ```mlir
    %0 = llvm.fcmp "olt" %a, %b : f32
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
  Converts a value (or each element of a vector) to another type:

  ```mlir
  %0 = llvm.sext %a : i32 to i64
  %1 = llvm.ptrtoint %p : !llvm.ptr to i64
  ```
}] in {
def LLVM_BitcastOp : LLVM_CastOp<"bitcast", "BitCast", LLVM_AnyNonAggregate, LLVM_AnyNonAggregate> {
  let summary = "reinterprets the bits of a value as another type of the same size";
  let hasVerifier = 1;
  let hasFolder = 1;
}
def LLVM_AddrSpaceCastOp : LLVM_CastOp<"addrspacecast", "AddrSpaceCast",
                                       LLVM_ScalarOrVectorOf<LLVM_AnyPointer>,
                                       LLVM_ScalarOrVectorOf<LLVM_AnyPointer>> {
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

def LLVM_AllocaOp : LLVM_Op<"alloca", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "allocates memory on the stack";
  let description = [{
    Allocates `arraySize` elements of `elem_type` in the stack frame of the
    current function and returns a pointer to them, optionally aligned and
    marked `inalloca`:

    ```mlir
    %0 = llvm.alloca %n x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
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

def LLVM_GEPOp : LLVM_Op<"getelementptr", [Pure]> {
  let summary = "computes the address of an element of an aggregate";
  let description = [{
    Pointer arithmetic as LLVM's `getelementptr`: offsets `base` by the
    indices into `elem_type`. Indices are constants (`rawConstantIndices`)
    or SSA values; a dynamic index is recorded in `rawConstantIndices` as
    the minimum i32 value and taken from `dynamicIndices` in order. Indices
    into structs must be constants. `inbounds` states the result stays in
    the bounds of the allocation.

    ```mlir
    %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
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

def LLVM_LoadOp : LLVM_MemAccessOpBase<"load", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "reads a value from memory";
  let description = [{
    Loads a value of the result type from `addr`. A load may be volatile,
    nontemporal, invariant, or atomic with an ordering and a sync scope
    (atomic loads need an alignment), and carry access groups and alias
    analysis metadata.

    ```mlir
    %0 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
    %1 = llvm.load volatile %p : !llvm.ptr -> f32
    %2 = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
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

def LLVM_StoreOp : LLVM_MemAccessOpBase<"store", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "writes a value to memory";
  let description = [{
    Stores `value` at `addr`. A store may be volatile, nontemporal, or
    atomic with an ordering and a sync scope (atomic stores need an
    alignment), and carry access groups and alias analysis metadata.

    ```mlir
    llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %v, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
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
    Atomically applies `bin_op` to the value at `ptr` and `val`, stores the
    result and returns the old value. The ordering is at least `monotonic`.

    ```mlir
    %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32
    %1 = llvm.atomicrmw volatile fadd %p, %f syncscope("agent") seq_cst : !llvm.ptr, f32
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
    Atomically compares the value at `ptr` with `cmp` and, if they are
    equal, stores `val`. Returns the old value and whether the exchange
    happened, as a struct. `weak` allows spurious failures.

    ```mlir
    %0 = llvm.cmpxchg %p, %expected, %new acq_rel monotonic : !llvm.ptr, i32
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
    A memory fence with an ordering (`acquire`, `release`, `acq_rel` or
    `seq_cst`) and an optional sync scope.

    ```mlir
    llvm.fence syncscope("agent") seq_cst
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
    ```mlir
    %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
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
    Returns the member of an aggregate at `position`, one index per level
    of nesting; the result type follows from the container type.

    ```mlir
    %0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(struct<(i32, f64)>, i8)>
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
    ```mlir
    %0 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
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
    Returns the aggregate with the member at `position` replaced by
    `value`.

    ```mlir
    %0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, f64)>
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
    Each element of `mask` picks an element of the concatenation of `v1`
    and `v2` (-1 for poison); the result has as many elements as the mask.
    For scalable vectors only the zero mask (a splat) is allowed.

    ```mlir
    %0 = llvm.shufflevector %a, %b [0, 4, 1, 5] : vector<4xf32>
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
    Returns `trueValue` where `condition` is set and `falseValue` where it
    is not (elementwise for a vector condition).

    ```mlir
    %0 = llvm.select %c, %a, %b : i1, i32
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
    Returns `val`, or an arbitrary fixed value where `val` is undef or
    poison.

    ```mlir
    %0 = llvm.freeze %x : i32
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
    Branches to `dest`, passing `destOperands` to its arguments, with an
    optional loop annotation.

    ```mlir
    llvm.br ^bb1(%x : i32)
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
    Branches to `trueDest` when `condition` is set and to `falseDest`
    otherwise, with optional branch weights and loop annotation.

    ```mlir
    llvm.cond_br %c weights([90, 10]), ^bb1(%x : i32), ^bb2
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
    Returns from the enclosing `llvm.func`, with a value unless it returns
    `void`; also ends the initializer region of a global.

    ```mlir
    llvm.return %x : i32
    llvm.return
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
    ```mlir
    llvm.resume %exception : !llvm.struct<(ptr, i32)>
    ```
  }];
  let arguments = (ins LLVM_Type:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
  let llvmInstName = "Resume";
}

def LLVM_UnreachableOp : LLVM_TerminatorOp<"unreachable"> {
  let summary = "marks a point control never reaches";
  let description = [{
    ```mlir
    llvm.unreachable
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
    Branches to the destination of the case equal to `value`, or to the
    default destination, with optional branch weights (the default's
    first).

    ```mlir
    llvm.switch %x : i32, ^bb1 [
      0: ^bb2(%a : i32),
      7: ^bb3
    ]
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
    A pointer to the `llvm.mlir.global` or `llvm.func` named `global_name`
    in the enclosing module; the pointer is in the global's address space.

    ```mlir
    %0 = llvm.mlir.addressof @counter : !llvm.ptr
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
    The `none` value of the token type, which LLVM IR writes as a constant.

    ```mlir
    %0 = llvm.mlir.none : !llvm.token
    ```
  }];
  let results = (outs LLVM_TokenType:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
}

def LLVM_UndefOp : LLVM_Op<"mlir.undef", [Pure, ConstantLike]> {
  let summary = "an undefined value";
  let description = [{
    ```mlir
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    ```
  }];
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let hasFolder = 1;
}

def LLVM_PoisonOp : LLVM_Op<"mlir.poison", [Pure, ConstantLike]> {
  let summary = "a poison value";
  let description = [{
    ```mlir
    %0 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    ```
  }];
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let hasFolder = 1;
}

def LLVM_ZeroOp : LLVM_Op<"mlir.zero", [Pure, ConstantLike]> {
  let summary = "a zero-initialized value";
  let description = [{
    The value of a type with every bit zero: the null pointer, zero
    numbers, aggregates of zeros.

    ```mlir
    %0 = llvm.mlir.zero : !llvm.ptr
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
    A scalar, vector or array constant from an attribute: an integer or
    float of the result type, dense elements for vectors and arrays, a
    string for an array of `i8`, or an array of two numbers for a struct
    of two members (a complex number). The attribute's type may be left
    out for `i64` and `f64`.

    ```mlir
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
    %2 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
    ```
  }];
  let arguments = (ins AnyAttr:$value);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "`(` $value `)` attr-dict `:` type($res)";
  let hasVerifier = 1;
  let hasFolder = 1;
}
