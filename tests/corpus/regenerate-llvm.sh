#!/usr/bin/env bash
# Regenerates the LLVM-dialect corpus from the C programs in tests/corpus/c/:
#
#   ll/<name>-O0.ll, ll/<name>-O2.ll        clang-19 output (textual LLVM IR; not
#                                           kept in git, about 1.5 MB: regenerate)
#   llvm/<name>-O0.mlir, llvm/<name>-O2.mlir  the same imported into MLIR's llvm
#                                           dialect, unrenamed (registered llvm
#                                           and dlti dialects)
#   c/<name>.out                            what the program prints, natively
#                                           compiled
#
# Pipeline, per C file and optimisation level:
#   clang-19 -S -emit-llvm -O{0,2} [flags]    C -> LLVM IR for x86_64-unknown-linux-gnu;
#                                             flags from a `/* corpus-flags: ... */`
#                                             comment in the program's first lines
#   mlir-translate-19 --import-llvm           LLVM IR -> LLVM dialect
#   mlir-opt-19 --mlir-print-op-generic       the generic form as mlir-opt prints it
#                                             (generic, because MLIR 19's custom
#                                             printer emits `thread_local unnamed_addr`
#                                             globals that its own parser rejects)
#   sort the data layout spec entries         the importer emits them in hash order
#   check                                     mlir-opt-19 prints the file (without its
#                                             header comment) back unchanged; its
#                                             custom form is printed too and read back,
#                                             a failure to read it back is reported as
#                                             a note (a known MLIR 19 defect)
#
# Expected output, per program: compiled natively at -O0 and -O2 (same flags,
# -lm -pthread), run with a 20 s limit; both must exit 0 and print the same
# bytes (-O0 twice, for determinism); that output is c/<name>.out.
#
# Usage: tests/corpus/regenerate-llvm.sh [name...]  (default: every c/*.c)
#        tests/corpus/regenerate-llvm.sh --check    (regenerate every program into a
#                                                  scratch directory and compare with
#                                                  the files in the tree)
set -euo pipefail

# shellcheck source=tests/corpus/lib.sh
. "$(dirname "$0")/lib.sh"

check_only=0
names=()
if [ "${1:-}" = "--check" ]; then
  check_only=1
  shift
fi
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for c in "$cdir"/*.c; do names+=("$(basename "$c" .c)"); done
fi

if [ $check_only = 1 ]; then
  lldir="$tmp/out/ll" mlirdir="$tmp/out/llvm" outsdir="$tmp/out/c"
else
  lldir="$here/ll" mlirdir="$here/llvm" outsdir="$cdir"
fi
mkdir -p "$lldir" "$mlirdir" "$outsdir"

status=0
custom_notes=0

# check_mlir FILE: mlir-opt-19 prints FILE (minus its header comment) back
# unchanged in generic form; its custom form reads back to the same text.
check_mlir() {
  local f="$1"
  grep -v '^//' "$f" >"$tmp/body.mlir"
  if ! "$MLIR_OPT" --mlir-print-op-generic "$f" -o "$tmp/again.mlir" 2>"$tmp/err"; then
    echo "error: mlir-opt-19 rejects $f:" >&2
    head -20 "$tmp/err" >&2
    return 1
  fi
  if ! cmp -s "$tmp/body.mlir" "$tmp/again.mlir"; then
    echo "error: $f is not a fixpoint of mlir-opt-19 --mlir-print-op-generic:" >&2
    diff -u "$tmp/body.mlir" "$tmp/again.mlir" | head -20 >&2 || true
    return 1
  fi
  "$MLIR_OPT" "$f" -o "$tmp/custom.mlir"
  if ! "$MLIR_OPT" "$tmp/custom.mlir" -o "$tmp/custom2.mlir" 2>"$tmp/err"; then
    echo "note: mlir-opt-19 cannot read back its custom form of $(basename "$f"): $(grep -m1 error: "$tmp/err" | sed 's/^[^ ]* //')" >&2
    custom_notes=$((custom_notes + 1))
  elif ! cmp -s "$tmp/custom.mlir" "$tmp/custom2.mlir"; then
    echo "error: the custom form of $f is not a fixpoint of mlir-opt-19" >&2
    return 1
  fi
}

# expected_output NAME OUT: the program's output, checked deterministic and
# identical at -O0 and -O2.
expected_output() {
  local name="$1" out="$2" flags opt
  flags="$(corpus_flags "$cdir/$name.c")"
  for opt in O0 O2; do
    # shellcheck disable=SC2086
    (cd "$cdir" && "$CLANG" "-$opt" -w $flags "$name.c" -o "$tmp/$name-$opt" -lm -pthread)
    if ! timeout 20 "$tmp/$name-$opt" >"$tmp/$name-$opt.out" </dev/null; then
      echo "error: c/$name.c compiled with -$opt does not exit with 0" >&2
      return 1
    fi
  done
  timeout 20 "$tmp/$name-O0" >"$tmp/$name-O0.again" </dev/null
  if ! cmp -s "$tmp/$name-O0.out" "$tmp/$name-O0.again"; then
    echo "error: c/$name.c prints different output on two runs" >&2
    return 1
  fi
  if ! cmp -s "$tmp/$name-O0.out" "$tmp/$name-O2.out"; then
    echo "error: c/$name.c prints different output at -O0 and -O2:" >&2
    diff "$tmp/$name-O0.out" "$tmp/$name-O2.out" | head -10 >&2 || true
    return 1
  fi
  cp "$tmp/$name-O0.out" "$out"
}

for name in "${names[@]}"; do
  c="$cdir/$name.c"
  [ -f "$c" ] || { echo "no such program: $c" >&2; exit 1; }
  flags="$(corpus_flags "$c")"
  for opt in O0 O2; do
    ll="$lldir/$name-$opt.ll"
    dst="$mlirdir/$name-$opt.mlir"
    compile_ll "$name" "$opt" "$ll"
    if ! import_generic "$ll" "$tmp/generic.mlir"; then
      echo "error: mlir-translate-19 --import-llvm cannot import $ll" >&2
      status=1
      continue
    fi
    {
      echo "// Generated by tests/corpus/regenerate-llvm.sh from c/$name.c (clang-19 -$opt${flags:+ $flags}); do not edit."
      echo "// Imported by mlir-translate-19 --import-llvm, printed by mlir-opt-19 --mlir-print-op-generic."
      sort_dl_spec dlti <"$tmp/generic.mlir"
    } >"$dst"
    check_mlir "$dst" || status=1
    [ $check_only = 1 ] || printf '%-36s %8d bytes %6d ops\n' "$(basename "$dst")" "$(wc -c <"$dst")" "$(count_ops "$dst")"
  done
  expected_output "$name" "$outsdir/$name.out" || status=1
  if [ $check_only = 1 ]; then
    for f in "ll/$name-O0.ll" "ll/$name-O2.ll" "llvm/$name-O0.mlir" "llvm/$name-O2.mlir" "c/$name.out"; do
      [ -f "$tmp/out/$f" ] || continue
      # ll/ is not kept in git; compare it only where it was generated.
      case "$f" in ll/*) [ -d "$here/ll" ] || continue ;; esac
      if ! cmp -s "$here/$f" "$tmp/out/$f"; then
        echo "error: tests/corpus/$f is stale or missing; run tests/corpus/regenerate-llvm.sh $name" >&2
        status=1
      fi
    done
  fi
done

sum_bytes() { cat "$@" | wc -c; }
dir="$mlirdir"
files=$(find "$dir" -name '*.mlir' | wc -l)
echo "llvm corpus: $files files, $(count_ops "$dir"/*.mlir) generic op lines, $(sum_bytes "$dir"/*.mlir) bytes;" \
  "ll: $(sum_bytes "$lldir"/*.ll) bytes; $custom_notes custom forms mlir-opt-19 cannot read back"
exit $status
