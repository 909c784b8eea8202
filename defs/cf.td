// The `cf` dialect: unstructured control flow (MLIR 19's ControlFlowOps.td,
// as data).

include "OpBase.td"
include "interfaces/Common.td"

def CF_Dialect : Dialect {
  let name = "cf";
  let summary = "Unstructured control flow";
  let description = [{
    Low-level, unstructured control flow: branches, conditional branches,
    switches and runtime assertions. The operations are terminators of
    blocks in regions with a CFG.
  }];
  let rustModule = "cf";
  let dependentDialects = ["arith"];
}

class CF_Op<string mnemonic, list<Trait> traits = []> : Op<CF_Dialect, mnemonic, traits>;

def AssertOp : CF_Op<"assert", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Assert operation with message attribute";
  let description = [{
    Assert operation at runtime with single boolean operand and an error
    message attribute. If the argument is `true` this operation has no
    effect. Otherwise, the program execution will abort. The provided error
    message may be used by a runtime to propagate the error to the user.

    Example:

    ```mlir
    cf.assert %b, "Expected ... to be true"
    ```
  }];
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
  let hasCanonicalizeMethod = 1;
}

def BranchOp : CF_Op<"br", [DeclareOpInterfaceMethods<BranchOpInterface, ["successor_for_operands"]>, Pure, Terminator]> {
  let summary = "branch operation";
  let description = [{
    The `cf.br` operation represents a direct branch operation to a given
    block. The operands of this operation are forwarded to the successor
    block, and the number and type of the operands must match the arguments
    of the target block.

    Example:

    ```mlir
    ^bb2:
      %2 = call @someFn()
      cf.br ^bb3(%2 : tensor<*xf32>)
    ^bb3(%3: tensor<*xf32>):
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let hasCanonicalizeMethod = 1;
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
}

def CondBranchOp : CF_Op<"cond_br", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["successor_for_operands"]>, Pure, Terminator]> {
  let summary = "conditional branch operation";
  let description = [{
    The `cond_br` terminator operation represents a conditional branch on a
    boolean (1-bit integer) value. If the bit is set, then the first
    destination is jumped to; if it is false, the second destination is
    chosen. The count and types of operands must align with the arguments in
    the corresponding target blocks.

    Example:

    ```mlir
    func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
      cf.cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
    ^bb1(%x : i32):
      return %x : i32
    }
    ```
  }];
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands, Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let hasCanonicalizer = 1;
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

def SwitchOp : CF_Op<"switch", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["successor_for_operands"]>, Pure, Terminator]> {
  let summary = "switch operation";
  let description = [{
    The `switch` terminator operation represents a switch on a signless
    integer value. If the flag matches one of the specified cases, then the
    corresponding destination is jumped to. If the flag does not match any
    of the cases, the default destination is jumped to. The count and types
    of operands must align with the arguments in the corresponding target
    blocks.

    Example:

    ```mlir
    cf.switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb1(%b : i32),
      43: ^bb3(%c : i32)
    ]
    ```
  }];
  let arguments = (ins AnyInteger:$flag, Variadic<AnyType>:$defaultOperands,
                   VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
                   OptionalAttr<ElementsAttr>:$case_values, DenseI32ArrayAttr:$case_operand_segments);
  let successors = (successor AnySuccessor:$defaultDestination, VariadicSuccessor<AnySuccessor>:$caseDestinations);
  let assemblyFormat = [{
    $flag `:` type($flag) `,` `[` `\n`
      custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                            $defaultOperands,
                            type($defaultOperands),
                            $case_values,
                            $caseDestinations,
                            $caseOperands,
                            type($caseOperands))
   `]`
    attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}
