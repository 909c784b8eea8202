// Part of the `llvm` dialect (see ../llvm.td): its types and the type
// constraints its ops use. Type constraint names and summaries are MLIR
// 19's (LLVMOpBase.td), so that verifier messages match mlir-opt-19.
//
// The syntax of every LLVM type is written in Rust
// (src/dialects/llvm/types.rs), as MLIR writes it in C++: inside an LLVM
// type, nested LLVM types go without their `!llvm.` prefix
// (`!llvm.array<4 x ptr>`), and identified structs may refer to themselves.
// Which types LLVM accepts where (`isCompatibleType` and its relatives) is
// in src/dialects/llvm/compat.rs.

class LLVMType<string name, string typeMnemonic> : TypeDef<LLVM_Dialect, name> {
  let mnemonic = typeMnemonic;
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Types with parameters.
//===----------------------------------------------------------------------===//

def LLVMPointerType : LLVMType<"LLVMPointer", "ptr"> {
  let summary = "LLVM pointer type";
  let description = [{
    An opaque pointer into the address space `addressSpace` (0 when left
    out): `!llvm.ptr`, `!llvm.ptr<1>`.
  }];
  let parameters = (ins DefaultValuedParameter<"u32", "0", "address space">:$addressSpace);
}

def LLVMArrayType : LLVMType<"LLVMArray", "array"> {
  let summary = "LLVM array type";
  let description = [{
    A fixed number of elements of one type, consecutive in memory:
    `!llvm.array<4 x i32>`. The element type has a size (not `void`,
    `label`, `metadata`, `token`, a function or a scalable vector).
  }];
  let parameters = (ins "dialectic::Type":$elementType, "u64":$numElements);
}

def LLVMFunctionType : LLVMType<"LLVMFunction", "func"> {
  let summary = "LLVM function type";
  let description = [{
    The signature of an LLVM function: one result type (`void` for none),
    argument types and whether more arguments may follow:
    `!llvm.func<i32 (ptr, ...)>`.
  }];
  let parameters = (ins "dialectic::Type":$returnType,
                        ArrayRefParameter<"dialectic::Type">:$params,
                        "bool":$varArg);
}

def LLVMFixedVectorType : LLVMType<"LLVMFixedVector", "vec"> {
  let summary = "LLVM fixed vector type";
  let description = [{
    A vector of a fixed number of elements whose type the builtin `vector`
    cannot hold (pointers): `!llvm.vec<4 x ptr>`. Vectors of integers and
    floats are builtin vectors.
  }];
  let parameters = (ins "dialectic::Type":$elementType, "u32":$numElements);
}

// Printed and parsed as `vec` too (`!llvm.vec<? x 4 x  ptr>`); the
// mnemonic names it apart from fixed vectors.
def LLVMScalableVectorType : LLVMType<"LLVMScalableVector", "scalable_vec"> {
  let summary = "LLVM scalable vector type";
  let description = [{
    A vector of an unknown number of elements, a multiple of
    `minNumElements`: `!llvm.vec<? x 4 x  i32>` (mlir-opt prints two
    spaces before the element type).
  }];
  let parameters = (ins "dialectic::Type":$elementType, "u32":$minNumElements);
}

def LLVMTargetExtType : LLVMType<"LLVMTargetExt", "target"> {
  let summary = "LLVM target-specific extension type";
  let description = [{
    A type only a target understands, named by a string and parameterized
    by types then integers: `!llvm.target<"spirv.Image", i32, 0, 1>`.
  }];
  let parameters = (ins StringRefParameter<"name">:$extTypeName,
                        ArrayRefParameter<"dialectic::Type">:$typeParams,
                        ArrayRefParameter<"u32">:$intParams);
}

// Structs are literal (uniqued by their body: `!llvm.struct<(i32, f32)>`)
// or identified (uniqued by their name, with a body set once:
// `!llvm.struct<"name", (i32)>`), so their Rust API is written by hand
// (`LLVMStructType` in types.rs); there is no mnemonic to generate from.
def LLVMStructType : TypeDef<LLVM_Dialect, "LLVMStruct"> {
  let summary = "LLVM struct type";
  let description = [{
    A sequence of members of possibly different types. Literal structs are
    uniqued by their members and packedness: `!llvm.struct<(i32, f32)>`,
    `!llvm.struct<packed (i8, i32)>`. Identified structs are uniqued by
    their name and get their body once: `!llvm.struct<"node", (i32, ptr)>`,
    `!llvm.struct<"node", packed (i8)>`, or `!llvm.struct<"node", opaque>`
    for a body never known. Inside its own body, an identified struct is
    written by name only: `!llvm.struct<"list", (i32, struct<"list">)>`.
  }];
}

//===----------------------------------------------------------------------===//
// Types without parameters.
//===----------------------------------------------------------------------===//

def LLVMVoidType : LLVMType<"LLVMVoid", "void"> {
  let summary = "LLVM void type";
  let description = [{ The result type of functions that return nothing. }];
}

def LLVMTokenType : LLVMType<"LLVMToken", "token"> {
  let summary = "LLVM token type";
  let description = [{ Values that tie intrinsic calls together and cannot be inspected. }];
}

def LLVMLabelType : LLVMType<"LLVMLabel", "label"> {
  let summary = "LLVM label type";
  let description = [{ The type of basic block labels. }];
}

def LLVMMetadataType : LLVMType<"LLVMMetadata", "metadata"> {
  let summary = "LLVM metadata type";
  let description = [{ The type of metadata arguments of intrinsics. }];
}

def LLVMPPCFP128Type : LLVMType<"LLVMPPCFP128", "ppc_fp128"> {
  let summary = "LLVM 128-bit PowerPC float type";
  let description = [{ Two 64-bit floats (PowerPC's `long double`). }];
}

def LLVMX86MMXType : LLVMType<"LLVMX86MMX", "x86_mmx"> {
  let summary = "LLVM x86 MMX type";
  let description = [{ A 64-bit x86 MMX register. }];
}

//===----------------------------------------------------------------------===//
// Type constraints (MLIR's LLVMOpBase.td).
//===----------------------------------------------------------------------===//

// A type LLVM IR has: builtin signless integers, the LLVM float types,
// 1-D builtin vectors and the types of this dialect (MLIR's
// `isCompatibleOuterType`; the types inside are not looked at).
def LLVM_Type : Type<RustPred<"dialectic::dialects::llvm::compat::is_compatible_outer_type($_ctx, $_self)">,
                     "LLVM dialect-compatible type">;

def LLVM_TokenType : BuildableType<IsDialectType<"llvm", "token">, "LLVM token type",
                                   "dialectic::dialects::llvm::LLVMTokenType::get($_ctx)">;

// Every LLVM type but void and function types.
def LLVM_PrimitiveType : Type<
  And<[LLVM_Type.predicate,
       Not<Or<[IsDialectType<"llvm", "void">, IsDialectType<"llvm", "func">]>>]>,
  "primitive LLVM type">;

def LLVM_FunctionType : Type<IsDialectType<"llvm", "func">, "LLVM function type">;

// MLIR's `isCompatibleFloatingPointType`.
def LLVM_AnyFloat : Type<
  Or<[IsFloatType<"bf16">, IsFloatType<"f16">, IsFloatType<"f32">, IsFloatType<"f64">,
      IsFloatType<"f80">, IsFloatType<"f128">, IsDialectType<"llvm", "ppc_fp128">]>,
  "floating point LLVM type">;

def LLVM_AnyPointer : Type<IsDialectType<"llvm", "ptr">, "LLVM pointer type">;

class LLVM_PointerInAddressSpace<int addressSpace> : BuildableType<
  And<[LLVM_AnyPointer.predicate,
       RustPred<"dialectic::dialects::llvm::LLVMPointerType::address_space($_ctx, $_self) == Some("
                # addressSpace # ")">]>,
  "LLVM pointer in address space " # addressSpace,
  "dialectic::dialects::llvm::LLVMPointerType::get($_ctx, " # addressSpace # ")">;

def LLVM_DefaultPointer : LLVM_PointerInAddressSpace<0>;

def LLVM_AnyStruct : Type<IsDialectType<"llvm", "struct">, "LLVM structure type">;

// An identified struct whose body is unknown.
def LLVM_OpaqueStruct : Type<
  And<[LLVM_AnyStruct.predicate,
       RustPred<"dialectic::dialects::llvm::LLVMStructType::is_opaque($_ctx, $_self)">]>>;

def LLVM_AnyTargetExt : Type<IsDialectType<"llvm", "target">, "LLVM target extension type">;

// Target extension types that cannot be loaded, stored or allocated.
def LLVM_NonLoadableTargetExtType : Type<
  And<[LLVM_AnyTargetExt.predicate,
       Not<RustPred<"dialectic::dialects::llvm::LLVMTargetExtType::supports_mem_ops($_ctx, $_self)">>]>>;

// Types with a size: primitive types but opaque structs and target
// extension types without memory operations. (MLIR also accepts types
// implementing its `PointerElementTypeInterface`, which none of the
// dialects here do.)
def LLVM_LoadableType : Type<
  And<[LLVM_PrimitiveType.predicate, Not<LLVM_OpaqueStruct.predicate>,
       Not<LLVM_NonLoadableTargetExtType.predicate>]>,
  "LLVM type with size">;

def LLVM_AnyAggregate : Type<Or<[IsDialectType<"llvm", "struct">, IsDialectType<"llvm", "array">]>,
                             "LLVM aggregate type">;

def LLVM_AnyNonAggregate : Type<And<[LLVM_Type.predicate, Not<LLVM_AnyAggregate.predicate>]>,
                                "LLVM-compatible non-aggregate type">;

// The element types of builtin vectors LLVM accepts.
defvar LLVM_BuiltinVectorElement = Or<[
  IsIntegerType<0, "signless">, IsFloatType<"bf16">, IsFloatType<"f16">, IsFloatType<"f32">,
  IsFloatType<"f64">, IsFloatType<"f80">, IsFloatType<"f128">]>;

// A scalable vector: `!llvm.vec<? x 4 x  ptr>` or `vector<[4]xi32>`
// (MLIR's `isScalableVectorType`).
defvar LLVM_ScalableVectorPred =
  RustPred<"dialectic::dialects::llvm::compat::is_scalable_vector_type($_ctx, $_self)">;

// MLIR's `isCompatibleVectorType`: a 1-D builtin vector of signless
// integers or floats, or a vector of this dialect.
def LLVM_AnyVector : Type<
  Or<[And<[IsVectorType<LLVM_BuiltinVectorElement>, HasRankGreaterOrEqual<1>,
           Not<HasRankGreaterOrEqual<2>>]>,
      IsDialectType<"llvm", "vec">, IsDialectType<"llvm", "scalable_vec">]>,
  "LLVM dialect-compatible vector type">;

def LLVM_AnyFixedVector : Type<
  And<[LLVM_AnyVector.predicate, Not<LLVM_ScalableVectorPred>]>,
  "LLVM dialect-compatible fixed-length vector type">;

def LLVM_AnyScalableVector : Type<
  And<[LLVM_AnyVector.predicate, LLVM_ScalableVectorPred]>,
  "LLVM dialect-compatible scalable vector type">;

// A vector whose element type satisfies `element`.
class LLVM_VectorOf<TypeConstraint element> : Type<
  And<[LLVM_AnyVector.predicate,
       Or<[ElementTypeIs<element.predicate>, DialectTypeParamIs<0, element.predicate>]>]>,
  "LLVM dialect-compatible vector of " # element.summary>;

// A type satisfying `element`, or a vector of such.
class LLVM_ScalarOrVectorOf<TypeConstraint element> :
    AnyTypeOf<[element, LLVM_VectorOf<element>]>;
