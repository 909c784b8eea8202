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

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
module attributes {test.a = #llvm.loop_unroll<foo = true>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
module attributes {test.a = #llvm.tbaa_tag<base_type = #llvm.tbaa_root, access_type = #llvm.tbaa_root>} {}

// -----

// expected-error @+2 {{invalid debug info debug info tag name: DW_TAG_foo}}
// expected-error @+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">} {}

// -----

// expected-error @+1 {{struct is missing required parameter: tag}}
module attributes {test.a = #llvm.di_basic_type<name = "x">} {}

// -----

// expected-error @+2 {{invalid LLVM ModRefInfo specification: maybe}}
// expected-error @+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'inaccessibleMem' which is to be a `ModRefInfo`}}
module attributes {test.a = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = maybe>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopUnrollAttr parameter 'disable' which is to be a `BoolAttr`}}
module attributes {test.a = #llvm.loop_unroll<disable = 3 : i32>} {}

// -----

// expected-error @+1 {{expected 'in'}}
module attributes {test.a = #llvm.di_file<"a.c" at "/x">} {}

// -----

// expected-error @+1 {{expected '='}}
module attributes {test.a = #llvm.loop_unroll<disable true>} {}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {test.a = #llvm.loop_unroll<disable = true,>} {}

// -----

// expected-error @+3 {{invalid debug info debug info operation encoding name: DW_OP_foo}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_foo]>} {}

// -----

// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {test.a = #llvm.di_expression<[DW_OP_constu(x)]>} {}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
module attributes {test.a = #llvm.tbaa_type_desc<id = "x", members = {}>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_AccessGroupAttr parameter 'id' which is to be a `DistinctAttr`}}
module attributes {test.a = #llvm.access_group<id = 3>} {}

// -----

// expected-error @+1 {{expected ','}}
module attributes {test.a = #llvm.memory_effects<other = none, argMem = read>} {}
