//===- toy-opt.cpp - The Toy dialect built with MLIR 19 ------------------===//
//
// MLIR 19's own build of the Toy dialect, from the same `td/*.td` files the
// Rust crate expands (read without `DIALECTIC`, so the C++ side of each
// snippet is taken): the C++ the generated code leaves to the dialect's
// author (custom forms, verifiers, shape inference, canonicalizations, the
// call interface and the shape inference pass), written to behave as the
// Rust in `src/lib.rs` does, and a `main` handing the dialect and the pass
// to `MlirOptMain`. `tests/mlir_toy_opt.rs` builds it with clang++-19
// against libMLIR and compares it with the Rust `toy-opt` on every case.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"

#include "ShapeInferenceOpInterfaces.h.inc"

#include "Dialect.h.inc"

#define GET_OP_CLASSES
#include "Ops.h.inc"

using namespace mlir;
using namespace mlir::toy;

#include "ShapeInferenceOpInterfaces.cpp.inc"
#include "Dialect.cpp.inc"

void ToyDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Ops.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// constant: `toy.constant {attrs} dense<...> : tensor<...>`
//===----------------------------------------------------------------------===//

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  DenseElementsAttr value;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseAttribute(value, "value", result.attributes))
    return failure();
  result.addTypes(value.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printer.printOptionalAttrDict((*this)->getAttrs(), /*elidedAttrs=*/{"value"});
  printer << getValue();
}

/// A ranked result has the value's shape.
LogicalResult ConstantOp::verify() {
  auto resultType = llvm::dyn_cast<RankedTensorType>(getResult().getType());
  if (!resultType)
    return success();
  auto attrType = llvm::cast<RankedTensorType>(getValue().getType());
  if (attrType.getRank() != resultType.getRank())
    return emitOpError("return type must match the one of the attached value "
                       "attribute: ")
           << attrType.getRank() << " != " << resultType.getRank();
  for (int64_t dim = 0, rank = attrType.getRank(); dim < rank; ++dim) {
    if (attrType.getShape()[dim] != resultType.getShape()[dim])
      return emitOpError("return type shape mismatches its attribute at "
                         "dimension ")
             << dim << ": " << attrType.getShape()[dim]
             << " != " << resultType.getShape()[dim];
  }
  return success();
}

//===----------------------------------------------------------------------===//
// add, mul: `%a, %b {attrs} : type`, or a function type when types differ
//===----------------------------------------------------------------------===//

static ParseResult parseBinaryOp(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  SMLoc operandsLoc = parser.getCurrentLocation();
  Type type;
  if (parser.parseOperandList(operands, /*requiredOperandCount=*/2) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  if (auto functionType = llvm::dyn_cast<FunctionType>(type)) {
    if (parser.resolveOperands(operands, functionType.getInputs(), operandsLoc,
                               result.operands))
      return failure();
    result.addTypes(functionType.getResults());
    return success();
  }
  if (parser.resolveOperands(operands, type, result.operands))
    return failure();
  result.addTypes(type);
  return success();
}

static void printBinaryOp(OpAsmPrinter &printer, Operation *op) {
  printer << " " << op->getOperands();
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  Type resultType = *op->result_type_begin();
  if (llvm::all_of(op->getOperandTypes(),
                   [=](Type type) { return type == resultType; })) {
    printer << resultType;
    return;
  }
  printer.printFunctionalType(op->getOperandTypes(), op->getResultTypes());
}

ParseResult AddOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseBinaryOp(parser, result);
}
void AddOp::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }

ParseResult MulOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseBinaryOp(parser, result);
}
void MulOp::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }

//===----------------------------------------------------------------------===//
// func
//===----------------------------------------------------------------------===//

void FuncOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                   FunctionType type, ArrayRef<NamedAttribute> attrs) {
  state.addAttribute(SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  state.attributes.append(attrs.begin(), attrs.end());
  state.addRegion();
}

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildFuncType =
      [](Builder &builder, ArrayRef<Type> argTypes, ArrayRef<Type> results,
         function_interface_impl::VariadicFlag,
         std::string &) { return builder.getFunctionType(argTypes, results); };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildFuncType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void FuncOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(
      p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

//===----------------------------------------------------------------------===//
// return: at most one operand, of the enclosing function's result type
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  auto function = llvm::cast<FuncOp>((*this)->getParentOp());
  if (getNumOperands() > 1)
    return emitOpError() << "expects at most 1 return operand";
  ArrayRef<Type> results = function.getFunctionType().getResults();
  if (getNumOperands() != results.size())
    return emitOpError() << "does not return the same number of values ("
                         << getNumOperands() << ") as the enclosing function ("
                         << results.size() << ")";
  if (getNumOperands() == 0)
    return success();
  Type inputType = *operand_type_begin();
  Type resultType = results.front();
  if (inputType == resultType || llvm::isa<UnrankedTensorType>(inputType) ||
      llvm::isa<UnrankedTensorType>(resultType))
    return success();
  return emitError() << "type of return operand (" << inputType
                     << ") doesn't match function result type (" << resultType
                     << ")";
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

/// Ranked operand and result: the result's shape is the operand's reversed.
LogicalResult TransposeOp::verify() {
  auto inputType = llvm::dyn_cast<RankedTensorType>(getOperand().getType());
  auto resultType = llvm::dyn_cast<RankedTensorType>(getType());
  if (!inputType || !resultType)
    return success();
  ArrayRef<int64_t> inputShape = inputType.getShape();
  if (!std::equal(inputShape.begin(), inputShape.end(),
                  resultType.getShape().rbegin()))
    return emitError() << "expected result shape to be a transpose of the input";
  return success();
}

namespace {
/// `transpose(transpose(x)) -> x`.
struct SimplifyRedundantTranspose : public OpRewritePattern<TransposeOp> {
  SimplifyRedundantTranspose(MLIRContext *context)
      : OpRewritePattern<TransposeOp>(context, /*benefit=*/1) {}

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<TransposeOp>();
    if (!inner)
      return failure();
    rewriter.replaceOp(op, {inner.getOperand()});
    return success();
  }
};

/// `reshape(reshape(x)) -> reshape(x)`, the outer reshape taking `x`.
struct ReshapeReshapeOptPattern : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern<ReshapeOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<ReshapeOp>();
    if (!inner)
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, inner.getOperand()); });
    return success();
  }
};

/// `reshape(x) -> x` when the types are the same.
struct RedundantReshapeOptPattern : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern<ReshapeOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getOperand().getType() != op.getType())
      return failure();
    rewriter.replaceOp(op, {op.getOperand()});
    return success();
  }
};
} // namespace

void TransposeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<SimplifyRedundantTranspose>(context);
}

void ReshapeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<ReshapeReshapeOptPattern, RedundantReshapeOptPattern>(context);
}

//===----------------------------------------------------------------------===//
// cast
//===----------------------------------------------------------------------===//

/// One tensor to one tensor of the same element type, the same shape when
/// both are ranked.
bool CastOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  if (inputs.size() != 1 || outputs.size() != 1)
    return false;
  auto input = llvm::dyn_cast<TensorType>(inputs.front());
  auto output = llvm::dyn_cast<TensorType>(outputs.front());
  if (!input || !output || input.getElementType() != output.getElementType())
    return false;
  return !input.hasRank() || !output.hasRank() || input == output;
}

//===----------------------------------------------------------------------===//
// generic_call
//===----------------------------------------------------------------------===//

CallInterfaceCallable GenericCallOp::getCallableForCallee() {
  return (*this)->getAttrOfType<SymbolRefAttr>("callee");
}

void GenericCallOp::setCalleeFromCallable(CallInterfaceCallable callee) {
  (*this)->setAttr("callee", callee.get<SymbolRefAttr>());
}

Operation::operand_range GenericCallOp::getArgOperands() { return getInputs(); }

MutableOperandRange GenericCallOp::getArgOperandsMutable() {
  return getInputsMutable();
}

//===----------------------------------------------------------------------===//
// shape inference
//===----------------------------------------------------------------------===//

void AddOp::inferShapes() { getResult().setType(getLhs().getType()); }
void MulOp::inferShapes() { getResult().setType(getLhs().getType()); }
void CastOp::inferShapes() { getResult().setType(getInput().getType()); }

void TransposeOp::inferShapes() {
  auto inputType = llvm::cast<RankedTensorType>(getOperand().getType());
  SmallVector<int64_t, 2> dims(llvm::reverse(inputType.getShape()));
  getResult().setType(RankedTensorType::get(dims, inputType.getElementType()));
}

namespace mlir::toy {
#define GEN_PASS_DECL
#define GEN_PASS_DEF_SHAPEINFERENCEPASS
#include "Passes.h.inc"
} // namespace mlir::toy

namespace {
/// The ops of unranked results, each inferred once its operands are all
/// ranked; the first such op in program order goes next.
struct ShapeInferencePass
    : public mlir::toy::impl::ShapeInferencePassBase<ShapeInferencePass> {
  void runOnOperation() override {
    FuncOp function = getOperation();
    llvm::SetVector<Operation *> worklist;
    function.walk([&](Operation *op) {
      if (llvm::any_of(op->getResultTypes(), [](Type type) {
            return !llvm::isa<RankedTensorType>(type);
          }))
        worklist.insert(op);
    });
    while (!worklist.empty()) {
      auto next = llvm::find_if(worklist, [](Operation *op) {
        return llvm::all_of(op->getOperandTypes(), [](Type type) {
          return llvm::isa<RankedTensorType>(type);
        });
      });
      if (next == worklist.end())
        break;
      Operation *op = *next;
      worklist.remove(op);
      if (auto shapeOp = llvm::dyn_cast<ShapeInference>(op)) {
        shapeOp.inferShapes();
      } else {
        op->emitError("unable to infer shape of operation without shape "
                      "inference interface");
        return signalPassFailure();
      }
    }
    if (!worklist.empty()) {
      function.emitError("Shape inference failed, ")
          << worklist.size() << " operations couldn't be inferred";
      signalPassFailure();
    }
  }
};
} // namespace

#define GET_OP_CLASSES
#include "Ops.cpp.inc"

int main(int argc, char **argv) {
  registerTransformsPasses();
  PassRegistration<ShapeInferencePass>();
  DialectRegistry registry;
  registry.insert<ToyDialect>();
  return asMainReturnCode(MlirOptMain(argc, argv, "toy-opt\n", registry));
}
