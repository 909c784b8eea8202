//===- fmt-opt.cpp - MLIR 19's build of the `fmt` dialect -----------------===//
//
// The `fmt` dialect of `../td/formats/Formats.td` built with MLIR 19: the
// C++ that mlir-tblgen-19 generates from the same `.td`, the custom
// directives its formats name, the dialect's registration, and
// `MlirOptMain`. `tests/formats_vs_mlir.rs` builds it (with
// `dialectic_oracle::MlirBuild`) and compares Dialectic's `fmt-opt` with it.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/TypeSwitch.h"

#include "FormatsEnums.h.inc"
#include "FormatsDialect.h.inc"

// `custom<Dims>($dims)`: integers separated by `*` (`2 * 3 * 4`).
static mlir::ParseResult parseDims(mlir::AsmParser &parser,
                                   llvm::SmallVector<int64_t> &dims) {
  do {
    int64_t dim;
    if (parser.parseInteger(dim))
      return mlir::failure();
    dims.push_back(dim);
  } while (mlir::succeeded(parser.parseOptionalStar()));
  return mlir::success();
}

static void printDims(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> dims) {
  llvm::interleave(dims, printer.getStream(), " * ");
}

// `custom<Factor>(ref($base), $factor)`: `squared` when the factor is the
// base, else `x N`.
static mlir::ParseResult parseFactor(mlir::AsmParser &parser, int64_t base,
                                     int64_t &factor) {
  if (mlir::succeeded(parser.parseOptionalKeyword("squared"))) {
    factor = base;
    return mlir::success();
  }
  if (parser.parseKeyword("x") || parser.parseInteger(factor))
    return mlir::failure();
  return mlir::success();
}

static void printFactor(mlir::AsmPrinter &printer, int64_t base,
                        int64_t factor) {
  if (factor == base)
    printer << "squared";
  else
    printer << "x " << factor;
}

// `custom<Tag>($tag)`: `tag N`.
static mlir::ParseResult parseTag(mlir::AsmParser &parser, int64_t &tag) {
  if (parser.parseKeyword("tag") || parser.parseInteger(tag))
    return mlir::failure();
  return mlir::success();
}

static void printTag(mlir::AsmPrinter &printer, int64_t tag) {
  printer << "tag " << tag;
}

#define GET_TYPEDEF_CLASSES
#include "FormatsTypes.h.inc"
#define GET_ATTRDEF_CLASSES
#include "FormatsAttrs.h.inc"

#include "FormatsEnums.cpp.inc"
#include "FormatsDialect.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "FormatsTypes.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "FormatsAttrs.cpp.inc"

void fmt::FmtDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "FormatsTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "FormatsAttrs.cpp.inc"
      >();
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<fmt::FmtDialect, mlir::func::FuncDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "fmt-opt (MLIR 19)\n", registry));
}
