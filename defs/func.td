// The `func` dialect: functions, calls and returns (MLIR 19's FuncOps.td, as
// data). Summaries, descriptions and assembly formats are MLIR's
// (Apache-2.0 WITH LLVM-exception).

include "OpBase.td"
include "interfaces/Common.td"

def Func_Dialect : Dialect {
  let name = "func";
  let summary = "Functions, calls and returns";
  let description = [{
    The `func` dialect holds the operations around function abstractions:
    `func.func` defines a function (a symbol with an `SSACFG` body region, or
    a declaration without body), `func.return` returns from it, `func.call`
    calls a function by symbol, `func.constant` makes a value of function
    type from a symbol, and `func.call_indirect` calls such a value.
  }];
  let rustModule = "func";
  // `materialize_constant` builds a `func.constant` for folded values.
  let hasConstantMaterializer = 1;
}

class Func_Op<string mnemonic, list<Trait> traits = []> : Op<Func_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// CallOp
//===----------------------------------------------------------------------===//

// The callee is the `callee` attribute and the arguments are all operands;
// `verify_symbol_uses` checks that the callee is a `func.func` of the
// call's type (a Rust hook).
def CallOp : Func_Op<"call", [
    DeclareOpInterfaceMethods<CallOpInterface, ["callable_for_callee", "set_callee_from_callable", "arg_operands"]>,
    MemRefsNormalizable,
    DeclareOpInterfaceMethods<SymbolUserOpInterface, ["verify_symbol_uses"]>]> {
  let summary = "call operation";
  let description = [{
    The `func.call` operation represents a direct call to a function that is
    within the same symbol scope as the call. The operands and result types of
    the call must match the specified function type. The callee is encoded as a
    symbol reference attribute named "callee".

    Example:

    ```mlir
    %2 = func.call @my_add(%0, %1) : (f32, f32) -> f32
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// CallIndirectOp
//===----------------------------------------------------------------------===//

// The callee is operand 0, the arguments are the other operands.
def CallIndirectOp : Func_Op<"call_indirect", [
    DeclareOpInterfaceMethods<CallOpInterface, ["callable_for_callee", "set_callee_from_callable", "arg_operands"]>,
    TypesMatchWith<"callee input types match argument types",
                   "callee", "callee_operands", FunctionInputsTransform>,
    TypesMatchWith<"callee result types match result types",
                   "callee", "results", FunctionResultsTransform>]> {
  let summary = "indirect call operation";
  let description = [{
    The `func.call_indirect` operation represents an indirect call to a value
    of function type. The operands and result types of the call must match the
    specified function type.

    Function values can be created with the
    [`func.constant` operation](#funcconstant-constantop).

    Example:

    ```mlir
    %func = func.constant @my_func : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %result = func.call_indirect %func(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    ```
  }];
  let arguments = (ins FunctionType:$callee,
                       Variadic<AnyType>:$callee_operands);
  let results = (outs Variadic<AnyType>:$results);
  let hasCanonicalizeMethod = 1;
  let assemblyFormat = [{
    $callee `(` $callee_operands `)` attr-dict `:` type($callee)
  }];
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

// Results are named `%f` by a Rust hook.
def ConstantOp : Func_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["asm_result_names"]>]> {
  let summary = "constant";
  let description = [{
    The `func.constant` operation produces an SSA value from a symbol reference
    to a `func.func` operation

    Example:

    ```mlir
    // Reference to function @myfn.
    %2 = func.constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>

    // Equivalent generic forms
    %2 = "func.constant"() { value = @myfn } : () -> ((tensor<16xf32>, f32) -> tensor<16xf32>)
    ```

    MLIR does not allow direct references to functions in SSA operands because
    the compiler is multithreaded, and disallowing SSA values to directly
    reference a function simplifies this
    ([rationale](../Rationale/Rationale.md#multithreading-the-compiler)).
  }];
  let arguments = (ins FlatSymbolRefAttr:$value);
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict $value `:` type(results)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

// The custom form (`func.func private @f(%arg0: i32 {attrs}) -> (f64 {attrs})
// attributes {...} {body}`) is MLIR's function_interface_impl, written in
// Rust for every FunctionOpInterface op. `SymbolOpInterface` and
// `CallableOpInterface` come with FunctionOpInterface in MLIR; they are
// listed here, with `is_declaration` (a function without body declares its
// symbol, which must then not be public) and the callable's methods (from
// the function type). The function verifier (entry block arguments match
// the inputs, `arg_attrs`/`res_attrs` sizes) is FunctionOpInterface's.
def FuncOp : Func_Op<"func", [
    AffineScope, AutomaticAllocationScope,
    FunctionOpInterface,
    DeclareOpInterfaceMethods<SymbolOpInterface, ["is_declaration"]>,
    DeclareOpInterfaceMethods<CallableOpInterface, ["callable_region", "argument_types", "result_types"]>,
    IsolatedFromAbove, OpAsmOpInterface]> {
  let summary = "An operation with a name containing a single `SSACFG` region";
  let description = [{
    Operations within the function cannot implicitly capture values defined
    outside of the function, i.e. Functions are `IsolatedFromAbove`. All
    external references must use function arguments or attributes that establish
    a symbolic connection (e.g. symbols referenced by name via a string
    attribute like SymbolRefAttr). An external function declaration (used when
    referring to a function declared in some other module) has no body. While
    the MLIR textual form provides a nice inline syntax for function arguments,
    they are internally represented as “block arguments” to the first block in
    the region.

    Only dialect attribute names may be specified in the attribute dictionaries
    for function arguments, results, or the function itself.

    Example:

    ```mlir
    // External function definitions.
    func.func private @abort()
    func.func private @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

    // A function that returns its argument twice:
    func.func @count(%x: i64) -> (i64, i64)
      attributes {fruit: "banana"} {
      return %x, %x: i64, i64
    }

    // A function with an argument attribute
    func.func private @example_fn_arg(%x: i32 {swift.self = unit})

    // A function with a result attribute
    func.func private @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})

    // A function with an attribute
    func.func private @example_fn_attr() attributes {dialectName.attrName = false}
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  // `return` rather than `func.return` inside the body.
  let defaultDialect = "func";
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

// The verifier checks the operands against the enclosing function's result
// types (a Rust hook).
def ReturnOp : Func_Op<"return", [Pure, HasParent<"func.func">,
    MemRefsNormalizable, ReturnLike, Terminator]> {
  let summary = "Function return operation";
  let description = [{
    The `func.return` operation represents a return operation within a function.
    The operation takes variable number of operands and produces no results.
    The operand number and types must match the signature of the function
    that contains the operation.

    Example:

    ```mlir
    func.func @foo() : (i32, f8) {
      ...
      return %0, %1 : i32, f8
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}
