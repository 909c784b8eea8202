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
  // Folded values become `toy.constant`s: `materialize_constant` in Rust.
  let hasConstantMaterializer = 1;
}

// ANCHOR_END: dialect

class Toy_Op<string mnemonic, list<Trait> traits = []> : Op<Toy_Dialect, mnemonic, traits>;

// ANCHOR: types
// `F64Tensor` is MLIR's `TensorOf<[F64]>`, which OpBase.td defines.


// How a value is printed.
def Toy_PrintStyle : I32EnumAttr<"PrintStyle", "print style", [
    I32EnumAttrCase<"Plain", 0, "plain">,
    I32EnumAttrCase<"Pretty", 1, "pretty">,
  ]>;
// ANCHOR_END: types

// ANCHOR: interface
// Shape inference, as in MLIR's Toy tutorial: an op whose result shape
// follows from its operands gives it (by default, the first operand's
// type), and `infer_shapes` changes the result's type to it (a method that
// changes the IR takes `&mut Ir`). Both bodies are trait defaults: they
// reach the op through the interface (`self.op_id()`, `self.inferred_type`).
def ShapeInferenceOpInterface : OpInterface<"ShapeInference"> {
  let description = [{ An op whose result type follows from its operands. }];
  let methods = [
    InterfaceMethod<"The result type the operands give.", "Option<dialectic::Type>",
                    "inferred_type", (ins), "", [{
      ir.operands(self.op_id()).next().map(|operand| ir.value_type(operand))
    }]>,
    MutatingInterfaceMethod<"Sets the result's type to the inferred one.", "()",
                            "infer_shapes", (ins), "", [{
      let result = ir.results(self.op_id()).next();
      if let (Some(result), Some(ty)) = (result, self.inferred_type(ctx, ir)) {
          ir.set_value_type(result, ty);
      }
    }]>,
  ];
}
// ANCHOR_END: interface

// ANCHOR: ops
def ConstantOp : Toy_Op<"constant", [ConstantLike, Pure, AllTypesMatch<["value", "result"]>]> {
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
  // A constant folds to its value.
  let hasFolder = 1;
}

def AddOp : Toy_Op<"add", [Pure, Commutative, SameOperandsAndResultType,
    ShapeInferenceOpInterface]> {
  let summary = "element-wise addition operation";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
  // The sum of two constants is a constant.
  let hasFolder = 1;
}

def MulOp : Toy_Op<"mul", [Pure, Commutative, SameOperandsAndResultType,
    ShapeInferenceOpInterface]> {
  let summary = "element-wise multiplication operation";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

// The shape is the operand's reversed: `inferred_type` is written in Rust.
def TransposeOp : Toy_Op<"transpose", [Pure,
    DeclareOpInterfaceMethods<ShapeInferenceOpInterface, ["inferred_type"]>]> {
  let summary = "transpose operation";
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor);
  let assemblyFormat = "`(` $input `:` type($input) `)` attr-dict `to` type(results)";
  // `transpose(transpose(x)) -> x`, a pattern written in Rust.
  let hasCanonicalizer = 1;
}

def PrintOp : Toy_Op<"print"> {
  let summary = "print operation";
  let arguments = (ins F64Tensor:$input, DefaultValuedAttr<Toy_PrintStyle, "PrintStyle::Plain">:$style);
  let assemblyFormat = "$input (`as` $style^)? attr-dict `:` type($input)";
}
// ANCHOR_END: ops

// ANCHOR: struct_type
// A type interface, as MLIR's `DataLayoutTypeInterface`: the size has no
// body (each type declaring the interface writes it in Rust), the
// alignment has a default over it.
def Toy_SizedTypeInterface : TypeInterface<"SizedType"> {
  let description = [{ A type whose values take a known number of bytes. }];
  let methods = [
    InterfaceMethod<"The size of a value in bytes.", "u64", "size_in_bytes">,
    InterfaceMethod<"The alignment in bytes: the size rounded up to a power of two, at most 16.",
                    "u64", "alignment", (ins), "", [{
      self.size_in_bytes(ctx, $_type).next_power_of_two().min(16)
    }]>,
  ];
}

// The struct type of the tutorial's chapter 7 with a declarative format:
// `!toy.struct<f64, tensor<2xf64>>`, `!toy.struct<f64 padding 8>`.
def Toy_StructType : TypeDef<Toy_Dialect, "Struct",
    [DeclareTypeInterfaceMethods<Toy_SizedTypeInterface, ["size_in_bytes"]>]> {
  let mnemonic = "struct";
  let summary = "a fixed-size collection of values";
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$elementTypes,
                    OptionalParameter<"uint64_t">:$padding);
  let assemblyFormat = "`<` $elementTypes (`padding` $padding^)? `>`";
}
// ANCHOR_END: struct_type
