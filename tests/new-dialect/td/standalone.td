// The standalone dialect: its ops, types and attributes as data. `dialect!`
// in src/lib.rs expands this file into Rust; `dialectic-tblgen --gen-rust
// td/standalone.td` prints that expansion for reading.

include "OpBase.td"

def Standalone_Dialect : Dialect {
  let name = "standalone";
  let summary = "A dialect of one's own";
  let description = [{
    The standalone dialect: add operations below, then use them in `standalone-opt`.
  }];
}

class Standalone_Op<string mnemonic, list<Trait> traits = []>
    : Op<Standalone_Dialect, mnemonic, traits>;

def Standalone_FooOp : Standalone_Op<"foo", [Pure, SameOperandsAndResultType]> {
  let summary = "Illustrates how to define an operation.";
  let description = [{
    The `standalone.foo` operation returns its input:

    ```mlir
    %1 = standalone.foo %0 : i32
    ```
  }];
  let arguments = (ins I32:$input);
  let results = (outs I32:$res);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}
