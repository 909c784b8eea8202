// The ops of the `builtin` dialect: `builtin.module` and
// `builtin.unrealized_conversion_cast` (MLIR 19's BuiltinOps.td, as data).
// Summaries, descriptions and assembly formats are MLIR's (Apache-2.0 WITH
// LLVM-exception). The builtin types and attributes live in the runtime.

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
    A `module` represents a top-level container operation. It contains a single
    [graph region](../LangRef.md#control-flow-and-ssacfg-regions) containing a single block
    which can contain any operations and does not have a terminator. Operations
    within this region cannot implicitly capture values defined outside the module,
    i.e. Modules are [IsolatedFromAbove](../Traits.md#isolatedfromabove). Modules have
    an optional [symbol name](../SymbolsAndSymbolTables.md) which can be used to refer
    to them in operations.

    Example:

    ```mlir
    module {
      func.func @foo()
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
    An `unrealized_conversion_cast` operation represents an unrealized
    conversion from one set of types to another, that is used to enable the
    inter-mixing of different type systems. This operation should not be
    attributed any special representational or execution semantics, and is
    generally only intended to be used to satisfy the temporary intermixing of
    type systems during the conversion of one type system to another.

    This operation may produce results of arity 1-N, and accept as input
    operands of arity 0-N.

    Example:

    ```mlir
    // An unrealized 0-1 conversion. These types of conversions are useful in
    // cases where a type is removed from the type system, but not all uses have
    // been converted. For example, imagine we have a tuple type that is
    // expanded to its element types. If only some uses of an empty tuple type
    // instance are converted we still need an instance of the tuple type, but
    // have no inputs to the unrealized conversion.
    %result = unrealized_conversion_cast to !bar.tuple_type<>

    // An unrealized 1-1 conversion.
    %result1 = unrealized_conversion_cast %operand : !foo.type to !bar.lowered_type

    // An unrealized 1-N conversion.
    %results2:2 = unrealized_conversion_cast %tuple_operand : !foo.tuple_type<!foo.type, !foo.type> to !foo.type, !foo.type

    // An unrealized N-1 conversion.
    %result3 = unrealized_conversion_cast %operand, %operand : !foo.type, !foo.type to !bar.tuple_type<!foo.type, !foo.type>
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
