// Interfaces the first dialects implement: branches, memory effects, calls,
// functions, symbols, casts, integer ranges, vector unrolling, result names
// and region kinds. Method names are Rust's (`infer_result_ranges` for
// MLIR's `inferResultRanges`); `DeclareOpInterfaceMethods` lists the ones an
// op implements by hand in its dialect module.

#ifndef DIALECTIC_INTERFACES_COMMON_TD
#define DIALECTIC_INTERFACES_COMMON_TD

include "OpBase.td"

def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = [{
    A terminator that forwards operands to the arguments of its successors.
  }];
  let methods = [
    InterfaceMethod<"The operands forwarded to successor `index`.", "Vec<dialectic::Value>",
                    "successor_operands", (ins "usize":$index)>,
  ];
}

def MemoryEffectsOpInterface : OpInterface<"MemoryEffectOpInterface"> {
  let description = [{ The memory effects an op has. }];
}

def CallOpInterface : OpInterface<"CallOpInterface"> {
  let description = [{ A call: a callee (a symbol or a value) and the operands passed to it. }];
  let methods = [
    InterfaceMethod<"The callee: a symbol reference or a value.", "dialectic::Callee", "callable_for_callee">,
    InterfaceMethod<"Replaces the callee.", "()", "set_callee_from_callable", (ins "dialectic::Callee":$callee)>,
    InterfaceMethod<"The operands passed to the callee.", "Vec<dialectic::Value>", "arg_operands">,
  ];
}
def CallableOpInterface : OpInterface<"CallableOpInterface"> {
  let description = [{ A callable region with argument and result types (a function). }];
  let methods = [
    InterfaceMethod<"The body, None for a declaration.", "Option<dialectic::RegionId>", "callable_region">,
    InterfaceMethod<"The argument types.", "Vec<dialectic::Type>", "argument_types">,
    InterfaceMethod<"The result types.", "Vec<dialectic::Type>", "result_types">,
  ];
}
def FunctionOpInterface : OpInterface<"FunctionOpInterface"> {
  let description = [{
    A function: a symbol with a `function_type` attribute, optional
    `arg_attrs`/`res_attrs`, and a body region whose entry block arguments
    match the inputs (empty for a declaration). Implies `Symbol` and
    `CallableOpInterface`.
  }];
}
def SymbolOpInterface : OpInterface<"SymbolOpInterface">;
def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = [{ An op that references symbols and checks them against the symbol table. }];
  let methods = [
    InterfaceMethod<"Checks the symbols the op references; the error message otherwise.",
                    "Result<(), String>", "verify_symbol_uses",
                    (ins "&dialectic::SymbolTableCollection":$symbol_table)>,
  ];
}
def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = [{ Whether the op may be executed speculatively (hoisted). }];
  let methods = [
    InterfaceMethod<"Whether the op may be speculated.", "dialectic::Speculatability", "speculatability">,
  ];
}
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface">;
def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = [{ Custom names of an op's results in the printed form (`%c42_i32`). }];
  let methods = [
    InterfaceMethod<"Names results: calls `set_name(result_number, name)`.", "()",
                    "asm_result_names", (ins "&mut dyn FnMut(usize, &str)":$set_name)>,
  ];
}
def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = [{ A cast from the input types to the output types. }];
  let methods = [
    InterfaceMethod<"Whether a cast from `inputs` to `outputs` is valid.", "bool",
                    "are_cast_compatible", (ins "&[dialectic::Type]":$inputs, "&[dialectic::Type]":$outputs)>,
  ];
}
def InferIntRangeInterface : OpInterface<"InferIntRangeInterface"> {
  let description = [{ The ranges of the integer results given those of the operands. }];
  let methods = [
    InterfaceMethod<"Sets the range of each result from the operand ranges.", "()",
                    "infer_result_ranges",
                    (ins "&[dialectic::ConstantIntRanges]":$arg_ranges,
                         "&mut dyn FnMut(dialectic::Value, dialectic::ConstantIntRanges)":$set_result_range)>,
    InterfaceMethod<"As `infer_result_ranges`, with operands whose range may be unknown.", "()",
                    "infer_result_ranges_from_optional",
                    (ins "&[dialectic::IntegerValueRange]":$arg_ranges,
                         "&mut dyn FnMut(dialectic::Value, dialectic::IntegerValueRange)":$set_result_range)>,
  ];
}
def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = [{ An op that can be unrolled along the shape of its vector result. }];
  let methods = [
    InterfaceMethod<"The shape to unroll along, if any (the first result's vector shape by default).",
                    "Option<Vec<i64>>", "shape_for_unroll">,
  ];
}
def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = [{ Whether each region of the op is an SSACFG or a graph region. }];
}

// A single-block graph region without terminator (`builtin.module`).
def GraphRegionNoTerminator
    : TraitList<[NoTerminator, SingleBlock, RegionKindInterface, HasOnlyGraphRegion]>;

#endif // DIALECTIC_INTERFACES_COMMON_TD
