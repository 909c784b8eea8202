// The verifiers and custom forms of the llvm dialect's instructions, with
// MLIR's messages.

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{input type is a vector but output type is an integer}}
  %0 = llvm.sext %v : vector<4xi32> to i64
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %a : i32 to i32
  llvm.return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.zext %v : vector<4xi32> to vector<2xi64>
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.zext %a : i32 to vector<2xi64>
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

// -----

func.func @f(%p: !llvm.vec<2 x ptr>) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast vector of pointers to pointer}}
  %0 = llvm.bitcast %p : !llvm.vec<2 x ptr> to !llvm.ptr
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointer to vector of pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.vec<2 x ptr>
  llvm.return
}

// -----

func.func @f(%s: !llvm.struct<(i32)>) {
  // expected-error @+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.bitcast %s : !llvm.struct<(i32)> to i32
  llvm.return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %x, %x : f32
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.add' invalid overflow flag: expected nsw, nuw, or none}}
  %0 = llvm.add %a, %a overflow<fast> : i32
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.mul' expected valid keyword}}
  %0 = llvm.mul %a, %a overflow<> : i32
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected '<'}}
  %0 = llvm.sub %a, %a overflow nsw : i32
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{custom op 'llvm.fcmp' 'eq' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.fcmp "eq" %x, %x : f32
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp 3 %a, %a : i32
  llvm.return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{custom op 'llvm.icmp' expected LLVM dialect-compatible type}}
  %0 = llvm.icmp "eq" %a, %a : index
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.icmp' op requires all operands to have the same type}}
  %0 = "llvm.icmp"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> vector<2xi1>
  llvm.return
}

// -----

func.func @f(%n: i32) {
  // expected-error @+1 {{'llvm.alloca' op this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"foo"> : (i32) -> !llvm.ptr
  llvm.return
}

// -----

func.func @f(%n: i32) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x i32 : !llvm.ptr
  llvm.return
}

// -----

func.func @f(%n: i32) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected integer alignment}}
  %0 = llvm.alloca %n x i32 {alignment = "x"} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

func.func @f(%n: i32) {
  // expected-error @+1 {{'llvm.alloca' op requires attribute 'elem_type'}}
  %0 = llvm.alloca %n x i32 : (i32) -> i64
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x struct<(i32)>>
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"opaque_t", opaque>
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' integer value too large}}
  %0 = llvm.getelementptr %p[4294967296] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{unsupported type 'i1' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i1
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{unsupported type 'f80' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> f80
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{syncscope = "x"}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.struct<"o", opaque>'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"o", opaque>
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %a, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.store' op expected syncscope to be null for non-atomic access}}
  llvm.store %a, %p {syncscope = "agent"} : i32, !llvm.ptr
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: vector<4xi32>) {
  // expected-error @+1 {{'llvm.store' op unsupported type 'vector<4xi32>' for atomic access}}
  llvm.store %a, %p atomic release {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %a monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i128) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw max %p, %a monotonic : !llvm.ptr, i128
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i1) {
  // expected-error @+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %a monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %a unordered : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %a) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i1) {
  // expected-error @+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %a, %a monotonic monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %a, %a unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %a, %a acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool}}
  %0 = "llvm.cmpxchg"(%p, %a, %a) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i8)>
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

func.func @f(%s: !llvm.struct<(i32)>) {
  // expected-error @+2 {{custom op 'llvm.extractvalue' position out of bounds: 1}}
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(i32)>
}

// -----

func.func @f(%s: !llvm.array<2 x i32>) {
  // expected-error @+2 {{custom op 'llvm.extractvalue' position out of bounds: -1}}
  %0 = llvm.extractvalue %s[-1] : !llvm.array<2 x i32>
}

// -----

func.func @f(%s: !llvm.struct<(i32)>) {
  // expected-error @+2 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  %0 = llvm.extractvalue %s[0, 0] : !llvm.struct<(i32)>
}

// -----

func.func @f(%s: !llvm.struct<(i32)>) {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32)>' should produce 'i32' but this op returns 'i64'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>) -> i64
  llvm.return
}

// -----

func.func @f(%s: !llvm.struct<(i32)>, %x: i64) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.struct<(i32)>'}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>, i64) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

func.func @f(%s: !llvm.struct<(i32)>, %x: i64) {
  // expected-error @+1 {{'llvm.insertvalue' op position out of bounds: 3}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 3>}> : (!llvm.struct<(i32)>, i64) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

func.func @f(%v: vector<[4]xi32>) {
  // expected-error @+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<[4]xi32>
  llvm.return
}

// -----

func.func @f(%v: i32) {
  // expected-error @+2 {{custom op 'llvm.shufflevector' expected an LLVM compatible vector type}}
  %0 = llvm.shufflevector %v, %v [0, 1] : i32
}

// -----

func.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f64
  llvm.return
}

// -----

func.func @f(%v: vector<4xf32>, %i: i32, %x: f64) {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f64, i32) -> vector<4xf32>
  llvm.return
}

// -----

func.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %0 = "llvm.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  llvm.return
}

// -----

func.func @f(%v: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

func.func @f(%v: i32) {
  // expected-error @+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

func.func @f(%v: i32) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.switch %v : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1>}
^bb1:
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"foo">
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.none' op result #0 must be LLVM token type, but got 'i32'}}
  %0 = llvm.mlir.none : i32
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected float type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type of width 16}}
  %0 = llvm.mlir.constant(1.0 : f16) : i32
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : i32
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@foo) : i32
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i64)>
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant([1 : i32, 2 : i64]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(bf16, bf16)>
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op does not support target extension type.}}
  %0 = llvm.mlir.constant(0 : i32) : !llvm.target<"spirv.Image">
  llvm.return
}
