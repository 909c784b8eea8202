#!/bin/sh
# Builds MLIR 19's `fmt-opt` from `../td/formats/Formats.td`: the C++ that
# mlir-tblgen-19 generates from it, and fmt-opt.cpp, compiled with
# clang++-19 against libMLIR.so (Debian's libmlir-19-dev).
#
#   tests/user-dialect/mlir/build.sh OUT_DIR     # writes OUT_DIR/fmt-opt
#
# MLIR_TBLGEN and CXX name the tools (mlir-tblgen and clang++-19 of LLVM 19
# by default); LLVM_19_DIR the installation (/usr/lib/llvm-19).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: build.sh OUT_DIR}
llvm=${LLVM_19_DIR:-/usr/lib/llvm-19}
mkdir -p "$out"
td="$here/../td/formats/Formats.td"
tblgen=${MLIR_TBLGEN:-$llvm/bin/mlir-tblgen}
gen() { "$tblgen" "$1" -DMLIR_TBLGEN -I "$llvm/include" "$td" -o "$out/$2"; }
gen -gen-enum-decls FormatsEnums.h.inc
gen -gen-enum-defs FormatsEnums.cpp.inc
gen -gen-dialect-decls FormatsDialect.h.inc
gen -gen-dialect-defs FormatsDialect.cpp.inc
gen -gen-typedef-decls FormatsTypes.h.inc
gen -gen-typedef-defs FormatsTypes.cpp.inc
gen -gen-attrdef-decls FormatsAttrs.h.inc
gen -gen-attrdef-defs FormatsAttrs.cpp.inc
"${CXX:-clang++-19}" -std=c++17 -O0 -fno-rtti -w -I "$llvm/include" -I "$out" \
  "$here/fmt-opt.cpp" -o "$out/fmt-opt.tmp" -L "$llvm/lib" -Wl,-rpath,"$llvm/lib" -lMLIR -lLLVM
mv "$out/fmt-opt.tmp" "$out/fmt-opt"
