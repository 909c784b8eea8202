// Types of the llvm dialect that MLIR rejects, with its messages.

// expected-error @+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
"test.op"() {t = !llvm.vec<4 x i32>} : () -> ()

// -----

// expected-error @+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
"test.op"() {t = !llvm.vec<4 x f32>} : () -> ()

// -----

// expected-error @+1 {{unknown LLVM type: foo}}
"test.op"() {t = !llvm.foo} : () -> ()

// -----

// expected-error @+1 {{unexpected type, expected keyword}}
"test.op"() {t = !llvm.i32} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"test.op"() {t = !llvm.} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"test.op"() {t = !llvm.ptr<1 2>} : () -> ()

// -----

// expected-error @+1 {{expected 'x'}}
"test.op"() {t = !llvm.array<4 i32>} : () -> ()

// -----

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
"test.op"() {t = !llvm.array<4 x void>} : () -> ()

// -----

// expected-error @+1 {{invalid array element type: '!llvm.func<void ()>'}}
"test.op"() {t = !llvm.array<4 x func<void ()>>} : () -> ()

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
"test.op"() {t = !llvm.func<void (void)>} : () -> ()

// -----

// expected-error @+1 {{invalid function result type: '!llvm.label'}}
"test.op"() {t = !llvm.func<label ()>} : () -> ()

// -----

// expected-error @+1 {{expected ')'}}
"test.op"() {t = !llvm.func<void (i32, ..., i32)>} : () -> ()

// -----

// expected-error @+1 {{the number of vector elements must be positive}}
"test.op"() {t = !llvm.vec<0 x ptr>} : () -> ()

// -----

// expected-error @+1 {{invalid vector element type}}
"test.op"() {t = !llvm.vec<? x 4 x vec<4 x ptr>>} : () -> ()

// -----

// expected-error @+1 {{invalid vector element type}}
"test.op"() {t = !llvm.vec<? x 4 x si32>} : () -> ()

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
"test.op"() {t = !llvm.vec<4 x 4 x ptr>} : () -> ()

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
"test.op"() {t = !llvm.vec<? x ? x ptr>} : () -> ()

// -----

// expected-error @+1 {{unknown LLVM type: x}}
"test.op"() {t = !llvm.vec<? x x ptr>} : () -> ()

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
"test.op"() {t = !llvm.struct<(void)>} : () -> ()

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.vec<? x 4 x  f32>'}}
"test.op"() {t = !llvm.struct<"s", (vec<? x 4 x f32>)>} : () -> ()

// -----

// expected-error @+1 {{only identified structs can be opaque}}
"test.op"() {t = !llvm.struct<opaque>} : () -> ()

// -----

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
"test.op"() {t = !llvm.struct<"a">} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.op"() {t = !llvm.struct<"a" (i32)>} : () -> ()

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"test.op"() {t = !llvm.struct<(i32>} : () -> ()

// -----

// expected-error @+1 {{failed to parse parameter list for target extension type}}
"test.op"() {t = !llvm.target<"a", 3, i32>} : () -> ()

// -----

"test.op"() {t = !llvm.struct<"a", (i32)>} : () -> ()
// expected-error @+1 {{identified type already used with a different body}}
"test.op"() {t = !llvm.struct<"a", packed (i32)>} : () -> ()

// -----

"test.op"() {t = !llvm.struct<"a", ()>} : () -> ()
// expected-error @+1 {{identified type already used with a different body}}
"test.op"() {t = !llvm.struct<"a", (i32)>} : () -> ()

// -----

"test.op"() {t = !llvm.struct<"a", opaque>} : () -> ()
// expected-error @+1 {{identified type already used with a different body}}
"test.op"() {t = !llvm.struct<"a", (i32)>} : () -> ()

// -----

"test.op"() {t = !llvm.struct<"a", (i32)>} : () -> ()
// expected-error @+1 {{redeclaring defined struct as opaque}}
"test.op"() {t = !llvm.struct<"a", opaque>} : () -> ()

// -----

"test.op"() {t = !llvm.struct<"a", (i32, struct<"a">)>} : () -> ()
// expected-error @+1 {{identifier already used for an enclosing struct}}
"test.op"() {t = !llvm.struct<"b", (struct<"b", (i32)>)>} : () -> ()

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
"test.op"() {t = !llvm.array<x i32>} : () -> ()

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
"test.op"() {t = !llvm.ptr<4294967296>} : () -> ()

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
"test.op"() {t = !llvm.target<x>} : () -> ()

// -----

// expected-error @+2 {{unknown LLVM type: foo}}
// expected-error @+1 {{failed to parse parameter list for target extension type}}
"test.op"() {t = !llvm.target<"a", foo>} : () -> ()
