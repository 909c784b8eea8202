// The Toy language of MLIR's tutorial, as a dialect of a user crate: an
// array-valued language with functions, element-wise arithmetic, transposes
// and a print statement.

// ANCHOR: dialect
include "OpBase.td"
include "interfaces/Common.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let summary = "The Toy language";
  let description = [{
    Toy values are tensors of `f64`. Functions are `func.func`s; the ops
    here compute on tensors and print them.
  }];
}

// ANCHOR_END: dialect

class Toy_Op<string mnemonic, list<Trait> traits = []> : Op<Toy_Dialect, mnemonic, traits>;

// ANCHOR: types
def F64Tensor : TensorOf<[F64]>;

// How a value is printed.
def Toy_PrintStyle : I32EnumAttr<"PrintStyle", "print style", [
    I32EnumAttrCase<"Plain", 0, "plain">,
    I32EnumAttrCase<"Pretty", 1, "pretty">,
  ]>;
// ANCHOR_END: types

// ANCHOR: ops
def ConstantOp : Toy_Op<"constant", [Pure, AllTypesMatch<["value", "result"]>]> {
  let summary = "constant";
  let description = [{
    A constant tensor of `f64` values:

    ```mlir
    %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$value attr-dict";
  let hasVerifier = 1;
}

def AddOp : Toy_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "element-wise addition operation";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

def MulOp : Toy_Op<"mul", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "element-wise multiplication operation";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

def TransposeOp : Toy_Op<"transpose", [Pure]> {
  let summary = "transpose operation";
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor);
  let assemblyFormat = "`(` $input `:` type($input) `)` attr-dict `to` type(results)";
}

def PrintOp : Toy_Op<"print"> {
  let summary = "print operation";
  let arguments = (ins F64Tensor:$input, DefaultValuedAttr<Toy_PrintStyle, "PrintStyle::Plain">:$style);
  let assemblyFormat = "$input (`as` $style^)? attr-dict `:` type($input)";
}
// ANCHOR_END: ops
