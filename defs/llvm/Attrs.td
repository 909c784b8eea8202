// Part of the `llvm` dialect (see ../llvm.td).

// The dialect attributes functions and globals carry, as constraints with
// MLIR's summaries (MLIR's attribute definitions without summaries print
// an empty one in verifier messages).
def LLVM_MemoryEffectsAttr : Attr<IsDialectAttr<"llvm", "memory_effects">, "">;
def LLVM_VScaleRangeAttr : Attr<IsDialectAttr<"llvm", "vscale_range">, "">;
def LLVM_TargetFeaturesAttr : Attr<IsDialectAttr<"llvm", "target_features">,
                                   "LLVM target features attribute">;
def LLVM_DIGlobalVariableExpressionAttr
    : Attr<IsDialectAttr<"llvm", "di_global_variable_expression">, "">;
