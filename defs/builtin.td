// The ops of the `builtin` dialect: `builtin.module` and
// `builtin.unrealized_conversion_cast` (MLIR 19's BuiltinOps.td, as data).
// Op names, operands, attributes and assembly formats follow MLIR 19, so
// that printed IR and verifier messages match mlir-opt-19. The builtin
// types and attributes live in the runtime.

include "OpBase.td"
include "interfaces/Common.td"

def Builtin_Dialect : Dialect {
  let name = "builtin";
  let summary = "A dialect containing the builtin Attributes, Operations, and Types";
  let rustModule = "builtin";
}

class Builtin_Op<string mnemonic, list<Trait> traits = []> : Op<Builtin_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// ModuleOp
//===----------------------------------------------------------------------===//

// The verifier (only dialect-prefixed discardable attributes) is a Rust
// hook, and so is `is_optional_symbol` of `SymbolOpInterface` (a module may
// be unnamed). The builder creates the body block, so the default
// builders, which would leave the region empty, are skipped.
def ModuleOp : Builtin_Op<"module", [
    AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol,
    DeclareOpInterfaceMethods<SymbolOpInterface, ["is_optional_symbol"]>,
    OpAsmOpInterface] # GraphRegionNoTerminator.traits> {
  let summary = "A top level container operation";
  let description = [{
    The top-level container of IR: one region holding one block of any ops,
    with no terminator and no block arguments. A module is a symbol table for
    the symbols defined in it, and it is isolated from above: its ops cannot
    use values defined outside it. It may have a symbol name, so that it can
    itself be referred to.

    The custom form is `module`, an optional `@name`, an optional
    `attributes {...}` dictionary and the body. A file whose top level is not
    a single module is read as the body of an implicit one.

    ```mlir
    module @library attributes {test.version = 2 : i32} {
      func.func private @external()
    }
    ```
  }];
  let arguments = (ins OptionalAttr<SymbolNameAttr>:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region SizedRegion<1>:$bodyRegion);
  let assemblyFormat = "($sym_name^)? attr-dict-with-keyword $bodyRegion";
  // A module with an optional name and an empty body block, written in Rust
  // in the dialect module.
  let builders = [OpBuilder<(ins "Option<&str>":$name)>];
  let skipDefaultBuilders = 1;
  // Builtin ops print without the `builtin.` prefix inside the module.
  let defaultDialect = "builtin";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// UnrealizedConversionCastOp
//===----------------------------------------------------------------------===//

// The verifier (at least one result) is a Rust hook.
def UnrealizedConversionCastOp : Builtin_Op<"unrealized_conversion_cast", [Pure]> {
  let summary = "An unrealized conversion from one set of types to another";
  let description = [{
    Stands for a conversion between type systems that has not been carried
    out yet, while a program is being converted from one to the other: it
    takes zero or more `inputs` and gives one or more `outputs`, of any
    types, and means nothing beyond "these outputs stand for these inputs".
    Once a conversion is complete, no such cast should remain; pairs that
    cast a value there and back fold away.

    ```mlir
    func.func @convert(%x: i64) -> i64 {
      %index = builtin.unrealized_conversion_cast %x : i64 to index
      %pair:2 = builtin.unrealized_conversion_cast %index : index to i32, i32
      %back = builtin.unrealized_conversion_cast %pair#0, %pair#1 : i32, i32 to i64
      return %back : i64
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = [{
    ($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}
