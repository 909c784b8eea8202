#!/usr/bin/env bash
# The main job (README): installs what is missing (scripts/setup.sh), builds
# the tools, and takes a program through the whole path, showing each stage:
#
#   1. dialectic-opt parses and verifies it and prints it back,
#   2. dialectic-translate --mlir-to-llvmir translates it to LLVM IR,
#   3. dialectic-runner JIT-compiles it and calls its `main`.
#
#   scripts/run.sh                       # examples/factorial.mlir
#   scripts/run.sh FILE                  # any module in the LLVM dialect
#   scripts/run.sh --opt FILE [FLAGS...] # only dialectic-opt, with its flags
#                                        # (e.g. examples/hello.mlir --allow-unregistered-dialect)
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/setup.sh
source scripts/setup.sh

target="$(cargo metadata --format-version 1 --no-deps 2>/dev/null |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
bin="${target:-target}/release"

if [ "${1:-}" = "--opt" ]; then
  shift
  file="${1:?usage: scripts/run.sh --opt FILE [FLAGS...]}"
  shift
  cargo build --release --quiet --bin dialectic-opt
  echo "\$ dialectic-opt${*:+ $*} $file" >&2
  exec "$bin/dialectic-opt" "$@" "$file"
fi

file="${1:-examples/factorial.mlir}"
cargo build --release --quiet --bin dialectic-opt
cargo build --release --quiet -p dialectic-translate --bin dialectic-translate --bin dialectic-runner

stage() { printf '\n\033[1m$ %s\033[0m\n' "$*" >&2; }
stage "dialectic-opt $file            # parse, verify, print"
"$bin/dialectic-opt" "$file"
stage "dialectic-translate --mlir-to-llvmir $file"
"$bin/dialectic-translate" --mlir-to-llvmir "$file"
stage "dialectic-runner -e main --entry-point-result=i32 $file"
"$bin/dialectic-runner" -e main --entry-point-result=i32 "$file"
