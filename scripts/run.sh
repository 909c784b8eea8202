#!/usr/bin/env bash
# The main job (README): builds dialectic-opt and runs it on an example.
#
#   scripts/run.sh                       # examples/hello.mlir, custom form
#   scripts/run.sh FILE [FLAGS...]       # any file, any dialectic-opt flags
#
# --allow-unregistered-dialect is always passed: the examples use ops of
# dialects Dialectic does not define.
set -euo pipefail
cd "$(dirname "$0")/.."

file="${1:-examples/hello.mlir}"
[ $# -gt 0 ] && shift

cargo build --release --quiet --bin dialectic-opt
bin="$(cargo metadata --format-version 1 --no-deps 2>/dev/null |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')/release/dialectic-opt"
[ -x "$bin" ] || bin=target/release/dialectic-opt

echo "\$ dialectic-opt --allow-unregistered-dialect${*:+ $*} $file" >&2
exec "$bin" --allow-unregistered-dialect "$@" "$file"
