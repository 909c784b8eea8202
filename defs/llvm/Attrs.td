// Part of the `llvm` dialect (see ../llvm.td): its attributes, with MLIR
// 19's mnemonics, parameters and formats (LLVMAttrDefs.td), so that
// printed IR matches mlir-opt-19: comdats, loop annotations, debug info,
// memory effects, alias scopes, access groups, TBAA, target features. The enum attributes (`#llvm.cconv`,
// `#llvm.linkage`, `#llvm.fastmath`, ...) are in Enums.td.
//
// Attributes with an `alias` print as `#alias`, `#alias1`, ... defined at
// the top of the output, as the LLVM dialect's `getAlias` names them. An
// attribute definition is also the constraint ops take it with; its
// `summary` is what verifier messages print, so it is MLIR's (none for most),
// and the docs are in `description`.

//===----------------------------------------------------------------------===//
// Base classes
//===----------------------------------------------------------------------===//

class LLVM_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<LLVM_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

// An attribute printed through its alias (`#di_file`, `#tbaa_tag1`).
class LLVM_AliasedAttr<string name, string attrMnemonic, list<Trait> traits = []>
    : LLVM_Attr<name, attrMnemonic, traits> {
  let alias = attrMnemonic;
}

// Parameters whose type MLIR's parse errors name in C++.
class LLVM_Parameter<string rustType, string mlirType, string desc = "">
    : AttrOrTypeParameter<rustType, desc> {
  let cppTypeName = mlirType;
}
class LLVM_OptionalParameter<string rustType, string mlirType, string desc = "">
    : OptionalParameter<rustType, desc> {
  let cppTypeName = mlirType;
}

// The classes of LLVM attributes parameters name (MLIR's C++ base classes
// of the debug-info and TBAA attributes).
def LLVM_DIScopeAttrClass : AttrClass<"DIScopeAttr", Or<[
    IsDialectAttr<"llvm", "di_compile_unit">, IsDialectAttr<"llvm", "di_composite_type">,
    IsDialectAttr<"llvm", "di_file">, IsDialectAttr<"llvm", "di_lexical_block">,
    IsDialectAttr<"llvm", "di_lexical_block_file">, IsDialectAttr<"llvm", "di_subprogram">,
    IsDialectAttr<"llvm", "di_module">, IsDialectAttr<"llvm", "di_namespace">]>>;
def LLVM_DITypeAttrClass : AttrClass<"DITypeAttr", Or<[
    IsDialectAttr<"llvm", "di_null_type">, IsDialectAttr<"llvm", "di_basic_type">,
    IsDialectAttr<"llvm", "di_composite_type">, IsDialectAttr<"llvm", "di_derived_type">,
    IsDialectAttr<"llvm", "di_string_type">, IsDialectAttr<"llvm", "di_subroutine_type">]>>;
def LLVM_DIVariableAttrClass : AttrClass<"DIVariableAttr", Or<[
    IsDialectAttr<"llvm", "di_local_variable">, IsDialectAttr<"llvm", "di_global_variable">]>>;
def LLVM_DINodeAttrClass : AttrClass<"DINodeAttr", Or<[
    IsDialectAttr<"llvm", "di_null_type">, IsDialectAttr<"llvm", "di_basic_type">,
    IsDialectAttr<"llvm", "di_compile_unit">, IsDialectAttr<"llvm", "di_composite_type">,
    IsDialectAttr<"llvm", "di_derived_type">, IsDialectAttr<"llvm", "di_file">,
    IsDialectAttr<"llvm", "di_global_variable">, IsDialectAttr<"llvm", "di_label">,
    IsDialectAttr<"llvm", "di_lexical_block">, IsDialectAttr<"llvm", "di_lexical_block_file">,
    IsDialectAttr<"llvm", "di_local_variable">, IsDialectAttr<"llvm", "di_module">,
    IsDialectAttr<"llvm", "di_namespace">, IsDialectAttr<"llvm", "di_string_type">,
    IsDialectAttr<"llvm", "di_subprogram">, IsDialectAttr<"llvm", "di_subrange">,
    IsDialectAttr<"llvm", "di_subroutine_type">]>>;
def LLVM_TBAANodeAttrClass : AttrClass<"TBAANodeAttr", Or<[
    IsDialectAttr<"llvm", "tbaa_root">, IsDialectAttr<"llvm", "tbaa_type_desc">]>>;

//===----------------------------------------------------------------------===//
// Comdat selector: `#llvm.comdat any`
//===----------------------------------------------------------------------===//

def ComdatAttr : LLVM_Attr<"Comdat", "comdat"> {
  let description = [{
    A comdat selection kind.
  }];
  let parameters = (ins LLVM_Parameter<"Comdat", "comdat::Comdat">:$comdat);
  let assemblyFormat = "$comdat";
}

//===----------------------------------------------------------------------===//
// Loop annotations (`!llvm.loop` metadata)
//===----------------------------------------------------------------------===//

def LoopVectorizeAttr : LLVM_AliasedAttr<"LoopVectorize", "loop_vectorize"> {
  let description = [{
    Vectorization hints of a loop (`llvm.loop.vectorize.*`).
  }];
  let parameters = (ins
    OptionalParameter<"BoolAttr">:$disable,
    OptionalParameter<"BoolAttr">:$predicateEnable,
    OptionalParameter<"BoolAttr">:$scalableEnable,
    OptionalParameter<"IntegerAttr">:$width,
    OptionalParameter<"LoopAnnotationAttr">:$followupVectorized,
    OptionalParameter<"LoopAnnotationAttr">:$followupEpilogue,
    OptionalParameter<"LoopAnnotationAttr">:$followupAll
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopInterleaveAttr : LLVM_AliasedAttr<"LoopInterleave", "loop_interleave"> {
  let description = [{
    Interleaving hint of a loop (`llvm.loop.interleave.count`).
  }];
  let parameters = (ins "IntegerAttr":$count);
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopUnrollAttr : LLVM_AliasedAttr<"LoopUnroll", "loop_unroll"> {
  let description = [{
    Unrolling hints of a loop (`llvm.loop.unroll.*`).
  }];
  let parameters = (ins
    OptionalParameter<"BoolAttr">:$disable,
    OptionalParameter<"IntegerAttr">:$count,
    OptionalParameter<"BoolAttr">:$runtimeDisable,
    OptionalParameter<"BoolAttr">:$full,
    OptionalParameter<"LoopAnnotationAttr">:$followupUnrolled,
    OptionalParameter<"LoopAnnotationAttr">:$followupRemainder,
    OptionalParameter<"LoopAnnotationAttr">:$followupAll
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopUnrollAndJamAttr : LLVM_AliasedAttr<"LoopUnrollAndJam", "loop_unroll_and_jam"> {
  let description = [{
    Unroll-and-jam hints of a loop (`llvm.loop.unroll_and_jam.*`).
  }];
  let parameters = (ins
    OptionalParameter<"BoolAttr">:$disable,
    OptionalParameter<"IntegerAttr">:$count,
    OptionalParameter<"LoopAnnotationAttr">:$followupOuter,
    OptionalParameter<"LoopAnnotationAttr">:$followupInner,
    OptionalParameter<"LoopAnnotationAttr">:$followupRemainderOuter,
    OptionalParameter<"LoopAnnotationAttr">:$followupRemainderInner,
    OptionalParameter<"LoopAnnotationAttr">:$followupAll
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopLICMAttr : LLVM_AliasedAttr<"LoopLICM", "loop_licm"> {
  let description = [{
    Loop-invariant code motion hints (`llvm.licm.disable`, `llvm.loop.licm_versioning.disable`).
  }];
  let parameters = (ins
    OptionalParameter<"BoolAttr">:$disable,
    OptionalParameter<"BoolAttr">:$versioningDisable
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopDistributeAttr : LLVM_AliasedAttr<"LoopDistribute", "loop_distribute"> {
  let description = [{
    Distribution hints of a loop (`llvm.loop.distribute.*`).
  }];
  let parameters = (ins
    OptionalParameter<"BoolAttr">:$disable,
    OptionalParameter<"LoopAnnotationAttr">:$followupCoincident,
    OptionalParameter<"LoopAnnotationAttr">:$followupSequential,
    OptionalParameter<"LoopAnnotationAttr">:$followupFallback,
    OptionalParameter<"LoopAnnotationAttr">:$followupAll
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopPipelineAttr : LLVM_AliasedAttr<"LoopPipeline", "loop_pipeline"> {
  let description = [{
    Software pipelining hints of a loop (`llvm.loop.pipeline.*`).
  }];
  let parameters = (ins
    OptionalParameter<"BoolAttr">:$disable,
    OptionalParameter<"IntegerAttr">:$initiationinterval
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopPeeledAttr : LLVM_AliasedAttr<"LoopPeeled", "loop_peeled"> {
  let description = [{
    How many iterations were peeled off a loop (`llvm.loop.peeled.count`).
  }];
  let parameters = (ins OptionalParameter<"IntegerAttr">:$count);
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopUnswitchAttr : LLVM_AliasedAttr<"LoopUnswitch", "loop_unswitch"> {
  let description = [{
    Unswitching hint of a loop (`llvm.loop.unswitch.partial.disable`).
  }];
  let parameters = (ins OptionalParameter<"BoolAttr">:$partialDisable);
  let assemblyFormat = "`<` struct(params) `>`";
}

def LoopAnnotationAttr : LLVM_AliasedAttr<"LoopAnnotation", "loop_annotation"> {
  let description = [{
    The loop metadata (`!llvm.loop`) of the branch that closes a loop: the
    hints for each loop transformation, each in its own nested attribute,
    whether the loop must make progress or is already vectorized, its source
    range, and the access groups whose accesses do not depend on each other
    across iterations.
  }];
  let parameters = (ins
    OptionalParameter<"BoolAttr">:$disableNonforced,
    OptionalParameter<"LoopVectorizeAttr">:$vectorize,
    OptionalParameter<"LoopInterleaveAttr">:$interleave,
    OptionalParameter<"LoopUnrollAttr">:$unroll,
    OptionalParameter<"LoopUnrollAndJamAttr">:$unrollAndJam,
    OptionalParameter<"LoopLICMAttr">:$licm,
    OptionalParameter<"LoopDistributeAttr">:$distribute,
    OptionalParameter<"LoopPipelineAttr">:$pipeline,
    OptionalParameter<"LoopPeeledAttr">:$peeled,
    OptionalParameter<"LoopUnswitchAttr">:$unswitch,
    OptionalParameter<"BoolAttr">:$mustProgress,
    OptionalParameter<"BoolAttr">:$isVectorized,
    OptionalParameter<"FusedLoc">:$startLoc,
    OptionalParameter<"FusedLoc">:$endLoc,
    OptionalArrayRefParameter<"AccessGroupAttr">:$parallelAccesses
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

// A DWARF constant written by its name (`DW_TAG_base_type`); the dialect
// module's `parse_<syntax>`/`print_<syntax>` map names and numbers.
class LLVM_DIParameter<string what, string syntaxName>
    : LLVM_Parameter<"u32", "unsigned", "debug info " # what> {
  let syntax = syntaxName;
}
def LLVM_DITagParameter : LLVM_DIParameter<"tag", "DwarfTag">;
def LLVM_DILanguageParameter : LLVM_DIParameter<"language", "DwarfLanguage">;
def LLVM_DIOperationEncodingParameter : LLVM_DIParameter<"operation encoding", "DwarfOperation">;
// 0 stands for none and is not printed.
def LLVM_DIEncodingParameter : LLVM_DIParameter<"encoding", "DwarfEncoding"> {
  let isOptional = 1;
  let defaultValue = "0";
}
def LLVM_DICallingConventionParameter : LLVM_DIParameter<"calling convention", "DwarfCallingConvention"> {
  let isOptional = 1;
  let defaultValue = "0";
}

def LLVM_DIExpressionElemAttr : LLVM_Attr<"DIExpressionElem", "di_expression_elem"> {
  let description = [{
    One operation of a DWARF expression (`DW_OP_constu(4)`).
  }];
  let parameters = (ins
    LLVM_DIOperationEncodingParameter:$opcode,
    LLVM_OptionalParameter<"Vec<u64>", "::llvm::ArrayRef<uint64_t>">:$arguments);
  let assemblyFormat = [{
    `` $opcode ( `(` custom<ExpressionArg>(ref($opcode), $arguments)^ `)` ) : (``)?
  }];
}

def LLVM_DIExpressionAttr : LLVM_Attr<"DIExpression", "di_expression"> {
  let description = [{
    A DWARF expression (`DIExpression`).
  }];
  let parameters = (ins OptionalArrayRefParameter<"DIExpressionElemAttr">:$operations);
  let assemblyFormat = "`<` ( `[` $operations^ `]` ) : (``)? `>`";
}

def LLVM_DINullTypeAttr : LLVM_AliasedAttr<"DINullType", "di_null_type"> {
  let description = [{
    The absent type (`void` in subroutine types).
  }];
}

def LLVM_DIBasicTypeAttr : LLVM_AliasedAttr<"DIBasicType", "di_basic_type"> {
  let description = [{
    A basic type (`DIBasicType`): `int`, `float`, ....
  }];
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    "StringAttr":$name,
    LLVM_OptionalParameter<"u64", "uint64_t">:$sizeInBits,
    LLVM_DIEncodingParameter:$encoding
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DICompileUnitAttr : LLVM_AliasedAttr<"DICompileUnit", "di_compile_unit"> {
  let description = [{
    A compile unit (`DICompileUnit`).
  }];
  let parameters = (ins
    "DistinctAttr":$id,
    LLVM_DILanguageParameter:$sourceLanguage,
    "DIFileAttr":$file,
    OptionalParameter<"StringAttr">:$producer,
    "bool":$isOptimized,
    "DIEmissionKind":$emissionKind,
    OptionalParameter<"DINameTableKind">:$nameTableKind
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DICompositeTypeAttr : LLVM_AliasedAttr<"DICompositeType", "di_composite_type"> {
  let description = [{
    A composite type (`DICompositeType`): struct, union, array, enum.
  }];
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    OptionalParameter<"DistinctAttr">:$recId,
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"DIFileAttr">:$file,
    LLVM_OptionalParameter<"u32", "uint32_t">:$line,
    OptionalParameter<"DIScopeAttr">:$scope,
    OptionalParameter<"DITypeAttr">:$baseType,
    OptionalParameter<"DIFlags">:$flags,
    LLVM_OptionalParameter<"u64", "uint64_t">:$sizeInBits,
    LLVM_OptionalParameter<"u64", "uint64_t">:$alignInBits,
    OptionalArrayRefParameter<"DINodeAttr">:$elements,
    OptionalParameter<"DIExpressionAttr">:$dataLocation,
    OptionalParameter<"DIExpressionAttr">:$rank,
    OptionalParameter<"DIExpressionAttr">:$allocated,
    OptionalParameter<"DIExpressionAttr">:$associated
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DIDerivedTypeAttr : LLVM_AliasedAttr<"DIDerivedType", "di_derived_type"> {
  let description = [{
    A type derived from another (`DIDerivedType`): pointer, member, typedef, qualifier.
  }];
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"DITypeAttr">:$baseType,
    LLVM_OptionalParameter<"u64", "uint64_t">:$sizeInBits,
    LLVM_OptionalParameter<"u32", "uint32_t">:$alignInBits,
    LLVM_OptionalParameter<"u64", "uint64_t">:$offsetInBits,
    LLVM_OptionalParameter<"Option<u32>", "std::optional<unsigned>">:$dwarfAddressSpace,
    OptionalParameter<"DINodeAttr">:$extraData
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DIFileAttr : LLVM_AliasedAttr<"DIFile", "di_file"> {
  let description = [{
    A source file (`DIFile`): `#llvm.di_file<\"a.c\" in \"/dir\">`.
  }];
  let parameters = (ins "StringAttr":$name, "StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def LLVM_DIGlobalVariableExpressionAttr
    : LLVM_AliasedAttr<"DIGlobalVariableExpression", "di_global_variable_expression"> {
  let description = [{
    A global variable and the expression locating it.
  }];
  let parameters = (ins
    "DIGlobalVariableAttr":$var,
    OptionalParameter<"DIExpressionAttr">:$expr
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DIGlobalVariable : LLVM_AliasedAttr<"DIGlobalVariable", "di_global_variable"> {
  let description = [{
    A global variable (`DIGlobalVariable`).
  }];
  let parameters = (ins
    OptionalParameter<"DIScopeAttr">:$scope,
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"StringAttr">:$linkageName,
    "DIFileAttr":$file,
    LLVM_Parameter<"u32", "unsigned">:$line,
    "DITypeAttr":$type,
    OptionalParameter<"bool">:$isLocalToUnit,
    OptionalParameter<"bool">:$isDefined,
    LLVM_OptionalParameter<"u32", "unsigned">:$alignInBits);
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DILexicalBlockAttr : LLVM_AliasedAttr<"DILexicalBlock", "di_lexical_block"> {
  let description = [{
    A lexical block (`DILexicalBlock`).
  }];
  let parameters = (ins
    "DIScopeAttr":$scope,
    OptionalParameter<"DIFileAttr">:$file,
    LLVM_OptionalParameter<"u32", "unsigned">:$line,
    LLVM_OptionalParameter<"u32", "unsigned">:$column
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DILexicalBlockFile : LLVM_AliasedAttr<"DILexicalBlockFile", "di_lexical_block_file"> {
  let description = [{
    A lexical block of another file (`DILexicalBlockFile`).
  }];
  let parameters = (ins
    "DIScopeAttr":$scope,
    OptionalParameter<"DIFileAttr">:$file,
    LLVM_Parameter<"u32", "unsigned">:$discriminator
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DILocalVariableAttr : LLVM_AliasedAttr<"DILocalVariable", "di_local_variable"> {
  let description = [{
    A local variable or an argument (`DILocalVariable`).
  }];
  let parameters = (ins
    "DIScopeAttr":$scope,
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"DIFileAttr">:$file,
    LLVM_OptionalParameter<"u32", "unsigned">:$line,
    LLVM_OptionalParameter<"u32", "unsigned">:$arg,
    LLVM_OptionalParameter<"u32", "unsigned">:$alignInBits,
    OptionalParameter<"DITypeAttr">:$type
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DISubprogramAttr : LLVM_AliasedAttr<"DISubprogram", "di_subprogram"> {
  let description = [{
    A function (`DISubprogram`).
  }];
  let parameters = (ins
    OptionalParameter<"DistinctAttr">:$id,
    OptionalParameter<"DICompileUnitAttr">:$compileUnit,
    "DIScopeAttr":$scope,
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"StringAttr">:$linkageName,
    "DIFileAttr":$file,
    LLVM_OptionalParameter<"u32", "unsigned">:$line,
    LLVM_OptionalParameter<"u32", "unsigned">:$scopeLine,
    OptionalParameter<"DISubprogramFlags">:$subprogramFlags,
    OptionalParameter<"DISubroutineTypeAttr">:$type
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DIModuleAttr : LLVM_AliasedAttr<"DIModule", "di_module"> {
  let description = [{
    A module (`DIModule`).
  }];
  let parameters = (ins
    OptionalParameter<"DIFileAttr">:$file,
    OptionalParameter<"DIScopeAttr">:$scope,
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"StringAttr">:$configMacros,
    OptionalParameter<"StringAttr">:$includePath,
    OptionalParameter<"StringAttr">:$apinotes,
    LLVM_OptionalParameter<"u32", "unsigned">:$line,
    OptionalParameter<"bool">:$isDecl
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DINamespaceAttr : LLVM_AliasedAttr<"DINamespace", "di_namespace"> {
  let description = [{
    A namespace (`DINamespace`).
  }];
  let parameters = (ins
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"DIScopeAttr">:$scope,
    "bool":$exportSymbols
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DISubrangeAttr : LLVM_Attr<"DISubrange", "di_subrange"> {
  let description = [{
    The index range of an array type (`DISubrange`).
  }];
  let parameters = (ins
    LLVM_OptionalParameter<"Attribute", "::mlir::Attribute">:$count,
    LLVM_OptionalParameter<"Attribute", "::mlir::Attribute">:$lowerBound,
    LLVM_OptionalParameter<"Attribute", "::mlir::Attribute">:$upperBound,
    LLVM_OptionalParameter<"Attribute", "::mlir::Attribute">:$stride
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DISubroutineTypeAttr : LLVM_AliasedAttr<"DISubroutineType", "di_subroutine_type"> {
  let description = [{
    The type of a function (`DISubroutineType`): result, then arguments.
  }];
  let parameters = (ins
    LLVM_DICallingConventionParameter:$callingConvention,
    OptionalArrayRefParameter<"DITypeAttr">:$types
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DILabelAttr : LLVM_AliasedAttr<"DILabel", "di_label"> {
  let description = [{
    A label (`DILabel`).
  }];
  let parameters = (ins
    "DIScopeAttr":$scope,
    OptionalParameter<"StringAttr">:$name,
    OptionalParameter<"DIFileAttr">:$file,
    LLVM_OptionalParameter<"u32", "unsigned">:$line
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DIStringTypeAttr : LLVM_AliasedAttr<"DIStringType", "di_string_type"> {
  let description = [{
    A string type (`DIStringType`).
  }];
  let parameters = (ins
    LLVM_DITagParameter:$tag,
    "StringAttr":$name,
    LLVM_OptionalParameter<"u64", "uint64_t">:$sizeInBits,
    LLVM_OptionalParameter<"u32", "uint32_t">:$alignInBits,
    OptionalParameter<"DIVariableAttr">:$stringLength,
    OptionalParameter<"DIExpressionAttr">:$stringLengthExp,
    OptionalParameter<"DIExpressionAttr">:$stringLocationExp,
    LLVM_DIEncodingParameter:$encoding
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Memory effects of a function: `#llvm.memory_effects<other = none, ...>`
//===----------------------------------------------------------------------===//

def LLVM_MemoryEffectsAttr : LLVM_Attr<"MemoryEffects", "memory_effects"> {
  let description = [{
    What a function may do to memory (LLVM's `memory(...)`).
  }];
  let parameters = (ins
    "ModRefInfo":$other,
    "ModRefInfo":$argMem,
    "ModRefInfo":$inaccessibleMem
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Alias scopes (`!alias.scope`, `!noalias`) and access groups
//===----------------------------------------------------------------------===//

def LLVM_AliasScopeDomainAttr : LLVM_AliasedAttr<"AliasScopeDomain", "alias_scope_domain"> {
  let summary = "LLVM dialect alias scope domain metadata";
  let description = [{
    A domain that alias scopes belong to.
  }];
  let parameters = (ins
    "DistinctAttr":$id,
    OptionalParameter<"StringAttr">:$description
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_AliasScopeAttr : LLVM_AliasedAttr<"AliasScope", "alias_scope"> {
  let summary = "LLVM dialect alias scope";
  let description = [{
    An alias scope of a domain. Memory accesses list the scopes they belong
    to (`alias_scopes`) and the scopes they do not alias with (`noalias`).

    ```mlir
    #domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "f">
    #scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>

    llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) -> i32 {
      %0 = llvm.load %p {alias_scopes = [#scope]} : !llvm.ptr -> i32
      llvm.store %0, %q {noalias_scopes = [#scope]} : i32, !llvm.ptr
      llvm.return %0 : i32
    }
    ```
  }];
  let parameters = (ins
    "DistinctAttr":$id,
    "AliasScopeDomainAttr":$domain,
    OptionalParameter<"StringAttr">:$description
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_AliasScopeArrayAttr
    : Attr<IsArrayAttr<IsDialectAttr<"llvm", "alias_scope">>, "LLVM dialect alias scope array">;

def LLVM_AccessGroupAttr : LLVM_AliasedAttr<"AccessGroup", "access_group"> {
  let summary = "LLVM dialect access group metadata";
  let description = [{
    A group of memory accesses (`llvm.access.group`); a loop annotation's
    `parallelAccesses` says the accesses of its groups are parallel.
  }];
  let parameters = (ins "DistinctAttr":$id);
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_AccessGroupArrayAttr
    : Attr<IsArrayAttr<IsDialectAttr<"llvm", "access_group">>, "LLVM dialect access group metadata array">;

//===----------------------------------------------------------------------===//
// TBAA
//===----------------------------------------------------------------------===//

def LLVM_TBAARootAttr : LLVM_AliasedAttr<"TBAARoot", "tbaa_root"> {
  let summary = "LLVM dialect TBAA root metadata";
  let description = [{
    The root of a TBAA type graph: `#llvm.tbaa_root<id = "Simple C/C++ TBAA">`
    or, without a name, `#llvm.tbaa_root`.
  }];
  let parameters = (ins OptionalParameter<"StringAttr">:$id);
  let assemblyFormat = "(`<` struct(params)^ `>`)?";
}

def LLVM_TBAAMemberAttr : LLVM_Attr<"TBAAMember", "tbaa_member"> {
  let description = [{
    A member of a TBAA type: its type and offset.
  }];
  let parameters = (ins
    "TBAANodeAttr":$typeDesc,
    LLVM_Parameter<"i64", "int64_t">:$offset
  );
  let assemblyFormat = "`<` params `>`";
}

// The members of a type, `{<#type, 0>, <#type1, 4>}`.
def LLVM_TBAAMemberAttrArray : ArrayRefParameter<"Attribute"> {
  let syntax = "TBAAMembers";
  let cppTypeName = "::llvm::ArrayRef<TBAAMemberAttr>";
}

def LLVM_TBAATypeDescriptorAttr : LLVM_AliasedAttr<"TBAATypeDescriptor", "tbaa_type_desc"> {
  let summary = "LLVM dialect TBAA type metadata";
  let description = [{
    A TBAA type: its name and its members, each a type at an offset (a scalar
    type has one member, its parent type).

    ```mlir
    #root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
    #char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
    #int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
    #tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>

    llvm.func @read_int(%p: !llvm.ptr) -> i32 {
      %0 = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i32
      llvm.return %0 : i32
    }
    ```
  }];
  let parameters = (ins
    StringRefParameter<>:$id,
    LLVM_TBAAMemberAttrArray:$members
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_TBAATagAttr : LLVM_AliasedAttr<"TBAATag", "tbaa_tag"> {
  let summary = "LLVM dialect TBAA tag metadata";
  let description = [{
    The TBAA tag of a memory access: the type accessed within a base type at
    an offset, and whether the memory is constant.
  }];
  let parameters = (ins
    "TBAATypeDescriptorAttr":$base_type,
    "TBAATypeDescriptorAttr":$access_type,
    LLVM_Parameter<"i64", "int64_t">:$offset,
    DefaultValuedParameter<"bool", "false">:$constant
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_TBAATagArrayAttr
    : Attr<IsArrayAttr<IsDialectAttr<"llvm", "tbaa_tag">>, "LLVM dialect TBAA tag metadata array">;

//===----------------------------------------------------------------------===//
// Function attributes
//===----------------------------------------------------------------------===//

def LLVM_VScaleRangeAttr : LLVM_Attr<"VScaleRange", "vscale_range"> {
  let description = [{
    The range of `vscale` a function assumes.
  }];
  let parameters = (ins "IntegerAttr":$minRange, "IntegerAttr":$maxRange);
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_TargetFeaturesAttr : LLVM_Attr<"TargetFeatures", "target_features"> {
  let summary = "LLVM target features attribute";
  let description = [{
    The target features of a function, as a list:
    `#llvm.target_features<["+sse", "+sse2"]>`.
  }];
  let parameters = (ins OptionalArrayRefParameter<"StringAttr">:$features);
  let assemblyFormat = "`<` `[` (`]`) : ($features^ `]`)? `>`";
  // Each feature is `+name` or `-name`, without commas.
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Constants folded from `llvm.mlir.undef`, `llvm.mlir.poison`, `llvm.mlir.zero`
//===----------------------------------------------------------------------===//

def LLVM_UndefAttr : LLVM_Attr<"Undef", "undef">;
def LLVM_PoisonAttr : LLVM_Attr<"Poison", "poison">;
def LLVM_ZeroAttr : LLVM_Attr<"Zero", "zero">;
