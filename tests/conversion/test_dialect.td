// The ops of MLIR's `test` dialect that its dialect-conversion test passes
// work on, as data: enough of them for the conversion tests to run the same
// inputs as `mlir-opt-19 --test-legalize-*` and compare.

include "OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "Ops the dialect conversion tests convert";
}

class Test_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def Test_TypeProducerOp : Test_Op<"type_producer"> {
  let summary = "Produces a value of any type";
  let results = (outs AnyType:$output);
}

def Test_AnotherTypeProducerOp : Test_Op<"another_type_producer"> {
  let summary = "Produces a value of any type, rewritten to a type_producer";
  let results = (outs AnyType:$output);
}

def Test_TypeConsumerOp : Test_Op<"type_consumer"> {
  let summary = "Uses a value of any type";
  let arguments = (ins AnyType:$input);
}

def Test_CastOp : Test_Op<"cast"> {
  let summary = "Casts any values to a value of any type";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType:$output);
}

def Test_TypeChangerOp : Test_Op<"type_changer"> {
  let summary = "Turns a value into a value of another type";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}

def Test_SignatureConversionUndoOp : Test_Op<"signature_conversion_undo"> {
  let summary = "Its pattern converts its region's arguments, then fails";
  let regions = (region AnyRegion:$body);
}

def Test_ReturnOp : Test_Op<"return", [Terminator, ReturnLike]> {
  let summary = "Returns any values";
  let arguments = (ins Variadic<AnyType>:$operands);
}
