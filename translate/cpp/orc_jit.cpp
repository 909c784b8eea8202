// The JIT of dialectic-runner: ORC's LLJIT (what MLIR's ExecutionEngine
// builds on) with the generic LLVM IR platform, so that a module's
// llvm.global_ctors run before its entry point and its atexit /
// __cxa_atexit handlers and llvm.global_dtors run when it ends. Symbols
// come from the process and from the shared libraries given; undefined
// extern_weak references resolve to null, weak and linkonce definitions
// are linked as a static link would.

#include <llvm-c/Core.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/TargetSelect.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::orc;

namespace {

// A copy of `text` for the caller, freed with dialectic_jit_dispose_message.
char *copy_message(const std::string &text) {
  char *message = static_cast<char *>(std::malloc(text.size() + 1));
  if (message)
    std::memcpy(message, text.c_str(), text.size() + 1);
  return message;
}

// LLVM 19's generic platform runs llvm.global_dtors in ascending priority
// order, entries of one priority in the order they are listed (as
// constructors run). On ELF, destructors run in exactly the reverse order:
// descending priority, and the last listed first among equals. This
// rewrites the list so that the platform's order is ELF's: the entries in
// ELF's order, each given its position as priority.
void order_destructors_as_elf(Module &module) {
  GlobalVariable *dtors = module.getNamedGlobal("llvm.global_dtors");
  if (!dtors || !dtors->hasInitializer())
    return;
  auto *list = dyn_cast<ConstantArray>(dtors->getInitializer());
  if (!list)
    return;
  struct Entry {
    uint64_t priority;
    Constant *function;
    Constant *data;
  };
  std::vector<Entry> entries;
  StructType *entry_type = nullptr;
  for (Use &operand : list->operands()) {
    auto *entry = dyn_cast<ConstantStruct>(operand.get());
    if (!entry || entry->getNumOperands() != 3)
      return;
    auto *priority = dyn_cast<ConstantInt>(entry->getOperand(0));
    if (!priority)
      return;
    entry_type = entry->getType();
    entries.push_back({priority->getZExtValue(), entry->getOperand(1),
                       entry->getOperand(2)});
  }
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Entry &a, const Entry &b) {
                     return a.priority < b.priority;
                   });
  std::reverse(entries.begin(), entries.end());
  auto *priority_type = cast<IntegerType>(entry_type->getElementType(0));
  std::vector<Constant *> reordered;
  for (size_t rank = 0; rank < entries.size(); ++rank)
    reordered.push_back(ConstantStruct::get(
        entry_type, {ConstantInt::get(priority_type, rank),
                     entries[rank].function, entries[rank].data}));
  dtors->setInitializer(ConstantArray::get(list->getType(), reordered));
}

} // namespace

struct DialecticJit {
  ThreadSafeContext context;
  // What the execution session reported (e.g. symbols not found), to be
  // told with the error of the operation that failed.
  std::string session_errors;
  // Destroyed first (it may still report errors while it ends its session).
  std::unique_ptr<LLJIT> jit;

  // `error` as text, after what the session reported.
  std::string describe(Error error) {
    std::string text = session_errors;
    session_errors.clear();
    text += toString(std::move(error));
    return text;
  }
};

extern "C" {

// A JIT for the host whose main JITDylib sees the process's symbols and
// those of the shared libraries `libraries[0..count]`, each loaded
// permanently; an LLVM context for the modules to add. NULL on failure,
// with `*message` saying why.
DialecticJit *dialectic_jit_create(const char *const *libraries, size_t count,
                                   char **message) {
  *message = nullptr;
  InitializeNativeTarget();
  InitializeNativeTargetAsmPrinter();
  auto state = std::make_unique<DialecticJit>();
  state->context = ThreadSafeContext(std::make_unique<LLVMContext>());
  auto jit = LLJITBuilder().setPlatformSetUp(setUpGenericLLVMIRPlatform).create();
  if (!jit) {
    *message = copy_message(toString(jit.takeError()));
    return nullptr;
  }
  state->jit = std::move(*jit);
  DialecticJit *raw = state.get();
  state->jit->getExecutionSession().setErrorReporter([raw](Error error) {
    raw->session_errors += toString(std::move(error));
    raw->session_errors += "\n";
  });
  JITDylib &main = state->jit->getMainJITDylib();
  char prefix = state->jit->getDataLayout().getGlobalPrefix();
  for (size_t i = 0; i < count; ++i) {
    auto generator = DynamicLibrarySearchGenerator::Load(libraries[i], prefix);
    if (!generator) {
      *message = copy_message("could not load shared library '" +
                              std::string(libraries[i]) +
                              "': " + toString(generator.takeError()));
      return nullptr;
    }
    main.addGenerator(std::move(*generator));
  }
  return state.release();
}

// The LLVM context in which to build the modules given to
// dialectic_jit_add_module; it lives as long as the JIT.
LLVMContextRef dialectic_jit_context(DialecticJit *jit) {
  return wrap(jit->context.getContext());
}

// Adds `module` (of the JIT's context; the JIT takes it) to the main
// JITDylib, with the host's target triple and data layout as MLIR's
// ExecutionEngine sets them. 0 on success; otherwise 1 and `*message`.
int dialectic_jit_add_module(DialecticJit *jit, LLVMModuleRef module,
                             char **message) {
  *message = nullptr;
  std::unique_ptr<Module> owned(unwrap(module));
  owned->setTargetTriple(jit->jit->getTargetTriple().str());
  owned->setDataLayout(jit->jit->getDataLayout());
  order_destructors_as_elf(*owned);
  if (Error error =
          jit->jit->addIRModule(ThreadSafeModule(std::move(owned), jit->context))) {
    *message = copy_message(jit->describe(std::move(error)));
    return 1;
  }
  return 0;
}

// Runs the constructors of the modules added (compiling them). 0 on
// success; otherwise 1 and `*message`.
int dialectic_jit_initialize(DialecticJit *jit, char **message) {
  *message = nullptr;
  if (Error error = jit->jit->initialize(jit->jit->getMainJITDylib())) {
    *message = copy_message(jit->describe(std::move(error)));
    return 1;
  }
  return 0;
}

// The address of the symbol `name` of the main JITDylib. 0 on success;
// otherwise 1 and `*message`.
int dialectic_jit_lookup(DialecticJit *jit, const char *name,
                         uint64_t *address, char **message) {
  *message = nullptr;
  auto found = jit->jit->lookup(name);
  if (!found) {
    *message = copy_message(jit->describe(found.takeError()));
    return 1;
  }
  *address = found->getValue();
  return 0;
}

// Runs the atexit / __cxa_atexit handlers the program registered (last
// registered first), then its destructors. 0 on success; otherwise 1 and
// `*message`.
int dialectic_jit_deinitialize(DialecticJit *jit, char **message) {
  *message = nullptr;
  if (Error error = jit->jit->deinitialize(jit->jit->getMainJITDylib())) {
    *message = copy_message(jit->describe(std::move(error)));
    return 1;
  }
  return 0;
}

// Frees the JIT and the code it compiled.
void dialectic_jit_dispose(DialecticJit *jit) { delete jit; }

// Frees a message of the functions above.
void dialectic_jit_dispose_message(char *message) { std::free(message); }

} // extern "C"
