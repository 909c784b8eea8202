// The `cf` dialect: unstructured control flow (MLIR 19's ControlFlowOps.td,
// as data).

include "OpBase.td"
include "interfaces/Common.td"
include "interfaces/Inliner.td"

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
  // Branches inline anywhere (src/dialects/cf/inliner.rs).
  let interfaces = [DialectInlinerInterface];
}

class CF_Op<string mnemonic, list<Trait> traits = []> : Op<CF_Dialect, mnemonic, traits>;

def AssertOp : CF_Op<"assert", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Assert operation with message attribute";
  let description = [{
    Checks at run time that `arg`, an `i1`, is true. If it is, nothing
    happens; if it is not, the program aborts, and the runtime may report the
    `msg` string attribute.

    ```mlir
    func.func @checked(%ok: i1) {
      cf.assert %ok, "the index is in bounds"
      return
    }
    ```
  }];
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
  let hasCanonicalizeMethod = 1;
}

def BranchOp : CF_Op<"br", [DeclareOpInterfaceMethods<BranchOpInterface, ["successor_for_operands"]>, Pure, Terminator]> {
  let summary = "branch operation";
  let description = [{
    An unconditional jump to the block `dest`, ending the current block. The
    operands `destOperands` become the arguments of `dest`, so their number
    and types are those of the destination's arguments.

    ```mlir
    func.func @forward(%x: i32) -> i32 {
      cf.br ^exit(%x : i32)
    ^exit(%result: i32):
      return %result : i32
    }
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
    Ends the current block with a jump that depends on `condition`, an `i1`:
    to `trueDest` with `trueDestOperands` as its arguments when it is 1, to
    `falseDest` with `falseDestOperands` when it is 0. Each operand list
    matches the arguments of its block.

    ```mlir
    func.func @absolute(%n: i64) -> i64 {
      %zero = arith.constant 0 : i64
      %negative = arith.cmpi slt, %n, %zero : i64
      cf.cond_br %negative, ^negate, ^done(%n : i64)
    ^negate:
      %flipped = arith.subi %zero, %n : i64
      cf.br ^done(%flipped : i64)
    ^done(%result: i64):
      return %result : i64
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
    Ends the current block with a jump chosen by `flag`, an integer: to the
    destination of the case whose value equals it, or to the default
    destination when no case does. Each destination has its own operands,
    which become its arguments. The case values are held by the optional
    `case_values` attribute, and `case_operand_segments` says how many of the
    case operands belong to each case.

    ```mlir
    func.func @weekday_hours(%day: i8, %full: i32, %half: i32) -> i32 {
      cf.switch %day : i8, [
        default: ^work(%full : i32),
        5: ^work(%half : i32),
        6: ^rest
      ]
    ^work(%hours: i32):
      return %hours : i32
    ^rest:
      %none = arith.constant 0 : i32
      return %none : i32
    }
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
