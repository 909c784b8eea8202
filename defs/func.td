// The `func` dialect: functions, calls and returns (MLIR 19's FuncOps.td,
// as data). Op names, operands, attributes and assembly formats follow
// MLIR 19, so that printed IR and verifier messages match mlir-opt-19.

include "OpBase.td"
include "interfaces/Common.td"
include "interfaces/Inliner.td"

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
  // Calls to functions inline: `func.return` becomes the call's results
  // or a `cf.br` to the continuation (src/dialects/func/inliner.rs).
  let interfaces = [DialectInlinerInterface];
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
    Calls the `func.func` named by the `callee` symbol, which must be visible
    from the call (in the same symbol table), with `operands` as its
    arguments, and returns its results. The function type written after the
    colon must be the callee's type.

    ```mlir
    func.func private @add(i32, i32) -> i32

    func.func @caller(%a: i32, %b: i32) -> i32 {
      %sum = func.call @add(%a, %b) : (i32, i32) -> i32
      return %sum : i32
    }
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
    Calls the function held by the SSA value `callee`, a value of function
    type (made by `func.constant`, or passed in), with `callee_operands` as
    its arguments. The arguments and results have the types of the callee's
    function type, which is written after the colon.

    ```mlir
    func.func @apply(%f: (f32) -> f32, %x: f32) -> f32 {
      %y = func.call_indirect %f(%x) : (f32) -> f32
      return %y : f32
    }
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
    A value of function type that refers to the `func.func` named by the
    `value` symbol; the result's type is that function's type. Ops cannot use
    a function symbol as an SSA operand directly, so this is how a function
    is passed around as a value, for instance to `func.call_indirect`.

    ```mlir
    func.func private @square(f32) -> f32

    func.func @square_of(%x: f32) -> f32 {
      %f = func.constant @square : (f32) -> f32
      %y = func.call_indirect %f(%x) : (f32) -> f32
      return %y : f32
    }
    ```
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
    A function: a symbol named by `sym_name`, of the type `function_type`,
    with a body region whose entry block's arguments are the function's
    arguments. Without a body the op declares a function defined elsewhere,
    and must then not be public. The body is isolated from above: it refers
    to what is outside only through its arguments and through symbols.

    The custom form writes the visibility (`private`, `nested`) before the
    name, the arguments with their names, and optional attribute dictionaries
    for each argument (`arg_attrs`), each result (`res_attrs`) and the
    function (`attributes {...}`). Inside the body, ops of the `func` dialect
    may leave out their `func.` prefix.

    ```mlir
    func.func private @declared(i32) -> f64

    func.func @twice(%x: i64 {test.named}) -> (i64, i64) attributes {test.pure} {
      return %x, %x : i64, i64
    }
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
    Ends the body of the enclosing `func.func` and gives back its operands as
    the function's results: as many values as the function has results, of
    the types its signature lists. It is the body's terminator.

    ```mlir
    func.func @pair(%a: i32, %b: f32) -> (i32, f32) {
      return %a, %b : i32, f32
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}
