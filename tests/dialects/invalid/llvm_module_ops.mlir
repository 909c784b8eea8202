// The verifiers of the llvm dialect's module-level and call ops, and of
// `llvm.data_layout`, with MLIR 19's messages.

// expected-error @+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 5} {}

// -----

// expected-error @+1 {{'builtin.module' op invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "x-bad"} {}

// -----

// expected-error @+1 {{'func.func' op invalid data layout descriptor: Invalid ABI alignment, i8 must be naturally aligned}}
func.func private @f() attributes {llvm.data_layout = "i8:16"}

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'tensor<2xf32>'}}
llvm.func @f() -> tensor<2xf32>

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(tensor<2xf32>)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @f() -> (i32, i32)

// -----

// expected-error @+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @f(i32, ..., i32)

// -----

// expected-error @+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func internal "f"()

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f() {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @f()

// -----

// expected-error @+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @f() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @f() attributes {optimize_none} {
  llvm.return
}

// -----

// expected-error @+1 {{expected comdat symbol}}
llvm.func @f() comdat(@c::@x)

// -----

llvm.func @personality(...) -> i32
// expected-error @+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @f() attributes {personality = @personality} {
  llvm.invoke @f() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.invoke @f() to ^bb3 unwind ^bb4 : () -> ()
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
^bb3:
  llvm.return
^bb4:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op entry block argument #0 is not of LLVM type}}
"llvm.func"() <{function_type = !llvm.func<void (tensor<2xi32>)>, sym_name = "f"}> ({
^bb0(%arg0: tensor<2xi32>):
  llvm.return
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() <{function_type = () -> (), sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {CConv = 1 : i64, function_type = !llvm.func<void ()>, sym_name = "f"} for op llvm.func: Invalid attribute `CConv` in property conversion: 1 : i64}}
"llvm.func"() <{CConv = 1 : i64, function_type = !llvm.func<void ()>, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global external @x() : !llvm.void

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global external @x(3 : i32) : i32
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global external @x("abc") : !llvm.array<4 x i8>

// -----

// expected-error @+1 {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global external @x() : !llvm.target<"other">

// -----

// expected-error @+1 {{'llvm.mlir.global' op global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global external @x(0 : i32) : !llvm.target<"spirv.Image">

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @x(3 : i32) : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @x(3 : i32) : i32

// -----

// expected-error @+1 {{expected comdat symbol}}
llvm.mlir.global external @x(3 : i32) comdat(@c::@x) : i32

// -----

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global external @x(3 : i32) {alignment = 3 : i64} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global external @x(3 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global external @x() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region cannot return void}}
llvm.mlir.global external @x() : i32 {
  llvm.return
}

// -----

llvm.mlir.global external @x() : !llvm.ptr {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error @+1 {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

llvm.func @f()
llvm.mlir.global external @y() : i32 {
  // expected-error @+1 {{ops with side effects not allowed in global initializers}}
  llvm.call @f() : () -> ()
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global external @x(3)

// -----

// expected-error @+1 {{custom op 'llvm.mlir.global' expected zero or one type}}
llvm.mlir.global external @x(3) : i32, i32

// -----

// expected-error @+1 {{mismatch between the number of ctors and the number of priorities}}
llvm.mlir.global_ctors {ctors = [@f, @g], priorities = [0 : i32]}

// -----

// expected-error @+1 {{mismatch between the number of dtors and the number of priorities}}
llvm.mlir.global_dtors {dtors = [@f], priorities = []}

// -----

// expected-error @+1 {{'llvm.mlir.global_ctors' op 'f' does not have a definition}}
llvm.mlir.global_ctors {ctors = [@f], priorities = [0 : i32]}
llvm.func @f()

// -----

// expected-error @+1 {{'llvm.mlir.global_dtors' op 'g' does not reference a valid LLVM function}}
llvm.mlir.global_dtors {dtors = [@g], priorities = [0 : i32]}
llvm.mlir.global external @g(0 : i32) : i32

// -----

// expected-error @+1 {{'llvm.mlir.global_ctors' op attribute 'priorities' failed to satisfy constraint: 32-bit integer array attribute}}
llvm.mlir.global_ctors {ctors = [], priorities = [0 : i64]}

// -----

llvm.comdat @c {
  // expected-error @+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.func @f()
}

// -----

llvm.comdat @c {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'comdat' [any, exactmatch, largest, nodeduplicate, samesize]}}
  llvm.comdat_selector @s other
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.linker_options' op must appear at the module level}}
  llvm.linker_options ["a"]
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.linker_options' op attribute 'options' failed to satisfy constraint: string array attribute}}
llvm.linker_options [1]

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op 'g' does not reference a symbol in the current scope}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.mlir.global external @g(0 : i32) : i32
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op 'g' does not reference a valid LLVM function}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32, ...)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for varargs callee (expecting at least: 1)}}
  llvm.call @g() vararg(!llvm.func<void (...)>) : () -> ()
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  llvm.call @g(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @g() -> i32
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @g()
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @g() : () -> i32
  llvm.return
}

// -----

llvm.func @g() -> i32
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @g() : () -> i64
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i32'}}
  "llvm.call"(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() : () -> ()
  llvm.return
}

// -----

llvm.func @g(...)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  llvm.call @g() vararg(!llvm.func<void ()>) : () -> ()
  llvm.return
}

// -----

llvm.func @g(...)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to have at most 0 parameters}}
  llvm.call @g() vararg(!llvm.func<void (i32, ...)>) : () -> ()
  llvm.return
}

// -----

llvm.func @g(...)
llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != 'i64'}}
  llvm.call @g(%a) vararg(!llvm.func<void (i32, ...)>) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @g(...)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to return void}}
  llvm.call @g() vararg(!llvm.func<i32 (...)>) : () -> ()
  llvm.return
}

// -----

llvm.func @g(...) -> i32
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: 'i32' != 'i64'}}
  %0 = llvm.call @g() vararg(!llvm.func<i32 (...)>) : () -> i64
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.call' expected direct call to have 1 trailing type}}
  llvm.call @f() : !llvm.ptr, () -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %p() : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.call' expected trailing function type}}
  llvm.call @f() : i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.call' expected function with 0 or 1 result}}
  llvm.call @f() : () -> (i32, i32)
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.call' expected a non-void result type}}
  llvm.call @f() : () -> !llvm.void
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.call' 1 operands present, but expected 0}}
  llvm.call @f(%a) : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.call' invalid kind of attribute specified}}
  llvm.call "f"() : () -> ()
  llvm.return
}

// -----

llvm.func @personality(...) -> i32
llvm.func @f() attributes {personality = @personality} {
  // expected-error @+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  llvm.invoke @f() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.invoke' expected 'to'}}
  llvm.invoke @f() ^bb1 unwind ^bb1 : () -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @g(...)
llvm.func @f() attributes {personality = @g} {
  // expected-error @+1 {{'llvm.invoke' op expected var_callee_type to return void}}
  llvm.invoke @g() to ^bb1 unwind ^bb2 vararg(!llvm.func<i32 (...)>) : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @f() {
  llvm.invoke @f() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  // expected-error @+1 {{llvm.landingpad needs to be in a function with a personality}}
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @f() attributes {personality = @f} {
  llvm.invoke @f() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  // expected-error @+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) attributes {personality = @f} {
  llvm.invoke @f(%p) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  // expected-error @+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %0 = llvm.landingpad (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) attributes {personality = @f} {
  // expected-note @+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  llvm.invoke @f(%p) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  // expected-error @+1 {{constant clauses expected}}
  %1 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'}}
  %0 = llvm.call_intrinsic "abs"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{invalid properties {asm_dialect = 2 : i64, asm_string = "nop", constraints = "=r,r"} for op llvm.inline_asm: Invalid attribute `asm_dialect` in property conversion: 2 : i64}}
  %0 = "llvm.inline_asm"(%a) <{asm_dialect = 2 : i64, asm_string = "nop", constraints = "=r,r"}> : (i32) -> i32
  llvm.return
}

// -----

// expected-error @+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @f(i32 {llvm.noalias})

// -----

// expected-error @+1 {{"llvm.noalias" should be a unit attribute}}
llvm.func @f(!llvm.ptr {llvm.noalias = 1 : i32})

// -----

// expected-error @+1 {{"llvm.byval" should be a type attribute}}
llvm.func @f(!llvm.ptr {llvm.byval = 1 : i32})

// -----

// expected-error @+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @f(!llvm.ptr {llvm.zeroext})

// -----

// expected-error @+1 {{"llvm.align" should be an integer attribute}}
llvm.func @f(!llvm.ptr {llvm.align = "x"})

// -----

// expected-error @+1 {{"llvm.byval" is not a valid result attribute}}
llvm.func @f() -> (!llvm.ptr {llvm.byval = i32})

// -----

// expected-error @+1 {{cannot attach result attributes to functions with a void return}}
func.func private @f() -> (!llvm.void {llvm.noundef})

// -----

// expected-error @+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @f(i32 {llvm.noalias})

// -----

// expected-error @+1 {{"llvm.noundef" should be a unit attribute}}
llvm.func @f(!llvm.ptr {llvm.noundef = 1})

// -----

// expected-error @+1 {{"llvm.alignstack" is not a valid result attribute}}
llvm.func @f() -> (!llvm.ptr {llvm.alignstack = 1 : i64})

// -----

llvm.func @personality(...) -> i32
// expected-error @+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @f(%a: !llvm.struct<(ptr, i32)>, %b: !llvm.struct<(ptr, i64)>, %c: i1) attributes {personality = @personality} {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.resume %a : !llvm.struct<(ptr, i32)>
^bb2:
  llvm.resume %b : !llvm.struct<(ptr, i64)>
}

// -----

llvm.func @personality(...) -> i32
llvm.func @f() attributes {personality = @personality} {
  // expected-error @+1 {{must have at least one operation in unwind destination}}
  llvm.invoke @f() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
}

// -----

// expected-error @+2 {{invalid debug info debug info calling convention name: DW_CC_bogus}}
// expected-error @+1 {{failed to parse LLVM_DISubroutineTypeAttr parameter 'callingConvention' which is to be a `unsigned`}}
llvm.func @f() attributes {t = #llvm.di_subroutine_type<callingConvention = DW_CC_bogus>}

// -----

// expected-error @+2 {{encountered unknown attribute encoding "DW_ATE_bogus"}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
llvm.func @f() attributes {e = #llvm.di_expression<[DW_OP_LLVM_convert(16, DW_ATE_bogus)]>}

// -----

llvm.func @g()
llvm.func @f() {
  // expected-error @+1 {{expected '(' in operand list}}
  llvm.call @g : () -> ()
  llvm.return
}
