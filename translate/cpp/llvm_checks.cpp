// The checks LLVM's C API does not offer, which the translation runs
// before building what LLVM would otherwise build blindly (or crash on):
// whether a function type is one of an intrinsic's signatures, with the
// overload types it names (`llvm::Intrinsic::matchIntrinsicSignature`, as
// LLVM's verifier and MLIR's `llvm.call_intrinsic` translation use it), and
// whether inline assembly constraints fit a function type
// (`llvm::InlineAsm::verify`, as LLVM's IR parser uses it).

#include "llvm-c/Core.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Type.h"
#include "llvm/Support/Error.h"

#include <cstddef>
#include <string>

using namespace llvm;

// Matches `fn_type` against the signatures of intrinsic `id`: 0 when it is
// one of them (the overload types are written to `overloads`, at most
// `capacity` of them, their number to `count`), 1 when the return type
// does not match, 2 when an argument type does not.
extern "C" int dialectic_match_intrinsic_signature(unsigned id, LLVMTypeRef fn_type,
                                                   LLVMTypeRef *overloads, size_t capacity,
                                                   size_t *count) {
  *count = 0;
  if (id == 0 || id >= Intrinsic::num_intrinsics)
    return 1;
  SmallVector<Intrinsic::IITDescriptor, 8> table;
  Intrinsic::getIntrinsicInfoTableEntries(id, table);
  ArrayRef<Intrinsic::IITDescriptor> remaining = table;
  SmallVector<Type *, 4> types;
  auto *type = cast<FunctionType>(unwrap(fn_type));
  switch (Intrinsic::matchIntrinsicSignature(type, remaining, types)) {
  case Intrinsic::MatchIntrinsicTypes_NoMatchRet:
    return 1;
  case Intrinsic::MatchIntrinsicTypes_NoMatchArg:
    return 2;
  case Intrinsic::MatchIntrinsicTypes_Match:
    break;
  }
  *count = types.size();
  for (size_t i = 0; i < types.size() && i < capacity; ++i)
    overloads[i] = wrap(types[i]);
  return 0;
}

// Null when the inline assembly constraints `constraints` fit `fn_type`;
// otherwise LLVM's message, to dispose of with `LLVMDisposeMessage`.
extern "C" char *dialectic_verify_inline_asm(LLVMTypeRef fn_type, const char *constraints,
                                             size_t length) {
  auto *type = cast<FunctionType>(unwrap(fn_type));
  if (Error error = InlineAsm::verify(type, StringRef(constraints, length)))
    return LLVMCreateMessage(toString(std::move(error)).c_str());
  return nullptr;
}
