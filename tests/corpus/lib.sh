# Shell functions shared by tests/corpus/regenerate.sh and
# tests/corpus/regenerate-llvm.sh (sourced, not run). Expects `set -euo
# pipefail`, and sets: here (tests/corpus), cdir (tests/corpus/c), tmp (a
# scratch directory removed on exit) and the tool variables CLANG,
# MLIR_TRANSLATE and MLIR_OPT (overridable from the environment).

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cdir="$here/c"

CLANG="${CLANG:-clang-19}"
MLIR_TRANSLATE="${MLIR_TRANSLATE:-mlir-translate-19}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-19}"
for tool in "$CLANG" "$MLIR_TRANSLATE" "$MLIR_OPT" perl; do
  command -v "$tool" >/dev/null || { echo "$(basename "$0"): $tool not found (run scripts/test.sh once to install LLVM 19)" >&2; exit 1; }
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The extra compiler flags of a program: a comment `/* corpus-flags: ... */`
# on one of its first lines (e.g. -g, -fexceptions, -fno-math-errno). They
# apply to every compilation of the program, to LLVM IR and natively.
corpus_flags() {
  head -5 "$1" | perl -ne 'if (m{/\*\s*corpus-flags:\s*(.*?)\s*\*/}) { print "$1"; exit }'
}

# compile_ll NAME OPT OUT: C -> textual LLVM IR for x86-64 Linux. Runs in c/
# with the bare file name and a fixed debug compilation directory, so that
# nothing in the output depends on where the checkout lives.
compile_ll() {
  local name="$1" opt="$2" out="$3" flags
  flags="$(corpus_flags "$cdir/$name.c")"
  # shellcheck disable=SC2086
  (cd "$cdir" && "$CLANG" --target=x86_64-unknown-linux-gnu -S -emit-llvm "-$opt" -fno-ident \
    -fdebug-compilation-dir=. -w $flags "$name.c" -o "$out")
}

# import_generic LL OUT: LLVM IR -> LLVM dialect, printed in generic form by
# mlir-opt-19 (generic, because MLIR 19's custom printer emits `thread_local
# unnamed_addr` globals that its own parser rejects). The importer warns about
# data layout tokens it does not model; that is expected and silenced.
import_generic() {
  local ll="$1" out="$2"
  "$MLIR_TRANSLATE" --import-llvm --mlir-print-op-generic "$ll" -o "$tmp/imported.mlir" 2>"$tmp/import.err" || {
    grep -v 'unhandled data layout token' "$tmp/import.err" >&2
    return 1
  }
  "$MLIR_OPT" --mlir-print-op-generic "$tmp/imported.mlir" -o "$out"
}

# sort_dl_spec PREFIX: the importer emits the entries of the data layout spec
# (`#PREFIX.dl_spec<...>`) in a nondeterministic order (it iterates a hash
# map); this filter sorts them textually so that regenerating is reproducible.
# mlir-opt-19 keeps the order it reads.
sort_dl_spec() {
  DL_PREFIX="$1" perl -pe '
    BEGIN { $open = "#" . $ENV{DL_PREFIX} . ".dl_spec<"; }
    sub sorted_spec {
      my ($body) = @_;
      my (@parts, $depth, $cur, $in_str, $esc);
      $depth = 0; $cur = "";
      for my $c (split //, $body) {
        if ($in_str) { $cur .= $c; if ($esc) { $esc = 0 } elsif ($c eq "\\") { $esc = 1 } elsif ($c eq "\"") { $in_str = 0 } next }
        if ($c eq "\"") { $in_str = 1; $cur .= $c; next }
        $depth++ if $c =~ /[<(\[{]/;
        $depth-- if $c =~ /[>)\]}]/;
        if ($c eq "," && $depth == 0) { push @parts, $cur; $cur = ""; next }
        $cur .= $c;
      }
      push @parts, $cur;
      s/^\s+// for @parts;
      return join(", ", sort @parts);
    }
    my $at = index($_, $open);
    if ($at >= 0) {
      my $start = $at + length($open);
      my ($depth, $i, $in_str, $esc) = (1, $start, 0, 0);
      for (; $i < length($_); $i++) {
        my $c = substr($_, $i, 1);
        if ($in_str) { if ($esc) { $esc = 0 } elsif ($c eq "\\") { $esc = 1 } elsif ($c eq "\"") { $in_str = 0 } next }
        if ($c eq "\"") { $in_str = 1; next }
        $depth++ if $c =~ /[<(\[{]/;
        $depth-- if $c =~ /[>)\]}]/;
        last if $depth == 0;
      }
      substr($_, $start, $i - $start) = sorted_spec(substr($_, $start, $i - $start));
    }'
}

# count_ops FILE...: the number of lines holding an op in generic form
# (`%x = "d.op"(` or `"d.op"(`).
count_ops() {
  cat "$@" | grep -cE '^\s*(%[^=]*=\s*)?"[^"]+"\(' || true
}
