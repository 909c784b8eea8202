// The output file of `dialectic-translate --mlir-to-llvmir`, as
// mlir-translate handles it: opened before the input is read (a
// `ToolOutputFile`, removed again unless the LLVM IR is written to it), the
// module printed straight into it by LLVM's printer through a large buffer.

#include <llvm-c/Core.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/ToolOutputFile.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdlib>
#include <cstring>
#include <string>

using namespace llvm;

namespace {
// Bytes buffered before each write to the file.
constexpr size_t kBufferSize = 1 << 20;

char *copy_message(const std::string &text) {
  char *message = static_cast<char *>(std::malloc(text.size() + 1));
  if (message)
    std::memcpy(message, text.c_str(), text.size() + 1);
  return message;
}
} // namespace

extern "C" {

// Opens `path` (`-`: stdout) for writing; null on failure, with the
// system's reason in `*message` (free it with dialectic_output_dispose_message).
void *dialectic_output_open(const char *path, char **message) {
  std::error_code error;
  auto *file = new ToolOutputFile(path, error, sys::fs::OF_None);
  *message = nullptr;
  if (error) {
    delete file;
    *message = copy_message(error.message());
    return nullptr;
  }
  return file;
}

// Prints `module` into `file`, keeps and closes it (the handle is gone);
// 0 on success, else 1 with the system's reason in `*message`.
int dialectic_output_write_module(void *file, LLVMModuleRef module,
                                  char **message) {
  auto *out = static_cast<ToolOutputFile *>(file);
  *message = nullptr;
  out->os().SetBufferSize(kBufferSize);
  unwrap(module)->print(out->os(), nullptr);
  out->os().flush();
  int failed = 0;
  if (out->os().has_error()) {
    *message = copy_message(out->os().error().message());
    out->os().clear_error();
    failed = 1;
  } else {
    out->keep();
  }
  delete out;
  return failed;
}

// Closes `file` without output: a file created for it is removed.
void dialectic_output_discard(void *file) {
  delete static_cast<ToolOutputFile *>(file);
}

// Frees a message of the functions above.
void dialectic_output_dispose_message(char *message) { std::free(message); }

} // extern "C"
