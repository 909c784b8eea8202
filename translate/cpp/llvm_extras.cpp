// What the translation needs from LLVM beyond its C API (LLVM 19): the
// `dso_local` flag of a global value, distinct metadata nodes, a
// function's entry count, integer arithmetic built with its overflow
// flags, and the verifier of one function with its message. Each function
// is a thin wrapper of the C++ API it names.

#include <llvm-c/Core.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/GlobalValue.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdlib>
#include <cstring>
#include <string>

using namespace llvm;

extern "C" {

// GlobalValue::setDSOLocal.
void dialectic_llvm_set_dso_local(LLVMValueRef global, int dso_local) {
  unwrap<GlobalValue>(global)->setDSOLocal(dso_local != 0);
}

// MDNode::getDistinct: a node unique to this call.
LLVMMetadataRef dialectic_llvm_distinct_node(LLVMContextRef context,
                                             LLVMMetadataRef *operands,
                                             unsigned count) {
  SmallVector<Metadata *, 4> ops;
  for (unsigned i = 0; i < count; ++i)
    ops.push_back(unwrap(operands[i]));
  return wrap(MDNode::getDistinct(*unwrap(context), ops));
}

// Function::setEntryCount (a real count).
void dialectic_llvm_set_entry_count(LLVMValueRef function, uint64_t count) {
  unwrap<Function>(function)->setEntryCount(count);
}

// IRBuilder::CreateAdd/CreateSub/CreateMul/CreateShl with the `nuw` and
// `nsw` flags: on operands that fold, the constant expression carries them.
// Null for any other opcode.
LLVMValueRef dialectic_llvm_build_no_wrap_op(LLVMBuilderRef builder,
                                             LLVMOpcode opcode,
                                             LLVMValueRef lhs,
                                             LLVMValueRef rhs, int nuw,
                                             int nsw) {
  IRBuilder<> *b = unwrap(builder);
  Value *l = unwrap(lhs), *r = unwrap(rhs);
  switch (opcode) {
  case LLVMAdd:
    return wrap(b->CreateAdd(l, r, "", nuw != 0, nsw != 0));
  case LLVMSub:
    return wrap(b->CreateSub(l, r, "", nuw != 0, nsw != 0));
  case LLVMMul:
    return wrap(b->CreateMul(l, r, "", nuw != 0, nsw != 0));
  case LLVMShl:
    return wrap(b->CreateShl(l, r, "", nuw != 0, nsw != 0));
  default:
    return nullptr;
  }
}

// verifyFunction: 0 when `function` is well formed; otherwise 1 and
// `*message` holds what the verifier printed (free it with
// dialectic_llvm_dispose_message).
int dialectic_llvm_verify_function(LLVMValueRef function, char **message) {
  std::string text;
  raw_string_ostream os(text);
  bool broken = verifyFunction(*unwrap<Function>(function), &os);
  os.flush();
  *message = nullptr;
  if (!broken)
    return 0;
  *message = static_cast<char *>(std::malloc(text.size() + 1));
  if (*message)
    std::memcpy(*message, text.c_str(), text.size() + 1);
  return 1;
}

// Frees a message of dialectic_llvm_verify_function.
void dialectic_llvm_dispose_message(char *message) { std::free(message); }

} // extern "C"
