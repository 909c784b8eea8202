// Interfaces the first dialects implement: branches, memory effects, calls,
// functions and symbols.

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

def CallOpInterface : OpInterface<"CallOpInterface">;
def CallableOpInterface : OpInterface<"CallableOpInterface">;
def FunctionOpInterface : OpInterface<"FunctionOpInterface">;
def SymbolOpInterface : OpInterface<"SymbolOpInterface">;
def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable">;
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface">;
def OpAsmOpInterface : OpInterface<"OpAsmOpInterface">;

#endif // DIALECTIC_INTERFACES_COMMON_TD
