// Attributes of the llvm dialect that MLIR's parser rejects, with its
// messages (an enum parser's error, then the attribute's).

// expected-error @+2 {{invalid Calling Conventions specification: foo}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
module attributes {test.a = #llvm.cconv<foo>} {}

// -----

// expected-error @+2 {{invalid LLVM linkage types specification: foo}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
module attributes {test.a = #llvm.linkage<foo>} {}

// -----

// expected-error @+2 {{invalid Tail Call Kind specification: tailcc}}
// expected-error @+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
module attributes {test.a = #llvm.tailcallkind<tailcc>} {}

// -----

// expected-error @+2 {{invalid LLVM FramePointerKind specification: non}}
// expected-error @+1 {{failed to parse FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`}}
module attributes {test.a = #llvm.framePointerKind<non-leaf>} {}

// -----

// expected-error @+2 {{expected keyword for Calling Conventions}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
module attributes {test.a = #llvm.cconv<>} {}

// -----

// expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
// expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
module attributes {test.a = #llvm.fastmath<nnan, fastest>} {}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse LLVM_IntegerOverflowFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::IntegerOverflowFlags`}}
module attributes {test.a = #llvm.overflow<>} {}

// -----

// expected-error @+1 {{expected '<'}}
module attributes {test.a = #llvm.linkage} {}
