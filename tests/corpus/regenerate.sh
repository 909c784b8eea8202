#!/usr/bin/env bash
# Regenerates the differential corpus tests/corpus/mlir/<name>-O0.mlir and
# <name>-O2.mlir from the C programs in tests/corpus/c/.
#
# Pipeline, per C file and optimisation level:
#   clang-19 -S -emit-llvm -O{0,2}           C -> LLVM IR
#   mlir-translate-19 --import-llvm           LLVM IR -> LLVM dialect (printed generic,
#                                             because MLIR 19's custom printer emits
#                                             `thread_local unnamed_addr` globals that
#                                             its own parser rejects)
#   mlir-opt-19 --mlir-print-op-generic       the generic form as mlir-opt prints it
#   rename dialects                           llvm -> ll, dlti -> dl, so that for
#                                             mlir-opt they are *unregistered*: every
#                                             op, type and attribute is then opaque,
#                                             which is what dialectic-opt parses with
#                                             --allow-unregistered-dialect
#   check                                     mlir-opt-19 --allow-unregistered-dialect
#                                             accepts the file and its output is a
#                                             fixpoint; no registered dialect prefix
#                                             is left
#
# The hand-written tests/corpus/mlir/builtin-*.mlir files are not touched, but
# they are checked too (also with --mlir-print-debuginfo and in custom form).
#
# Usage: tests/corpus/regenerate.sh [name...]   (default: every tests/corpus/c/*.c)
#        tests/corpus/regenerate.sh --check     (only check every file in mlir/)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
cdir="$here/c"
outdir="$here/mlir"
mkdir -p "$outdir"

CLANG="${CLANG:-clang-19}"
MLIR_TRANSLATE="${MLIR_TRANSLATE:-mlir-translate-19}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-19}"
for tool in "$CLANG" "$MLIR_TRANSLATE" "$MLIR_OPT" perl; do
  command -v "$tool" >/dev/null || { echo "regenerate.sh: $tool not found (run scripts/test.sh once to install LLVM 19)" >&2; exit 1; }
done

# Dialects to rename: registered name -> unregistered name. If the check below
# reports another registered dialect prefix, add it here.
RENAMES="llvm=ll dlti=dl"
# Dialect prefixes allowed in the output (besides builtin's own `builtin.module`).
ALLOWED_PREFIXES="ll dl"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Renames dialect prefixes outside string literals (op names are string
# literals in the generic form: those followed by `(` are renamed too; other
# strings, e.g. `sym_name = "llvm.memcpy"` or struct names, are left alone, and
# so are symbol references `@llvm.foo`).
rename_dialects() {
  RENAMES="$RENAMES" perl -pe '
    BEGIN {
      %map = map { split /=/ } split " ", $ENV{RENAMES};
      $alt = join "|", map { quotemeta } sort keys %map;
    }
    s{("(?:[^"\\]|\\.)*")(\()?|(?<![\w.\$@%^-])($alt)\.}{
      if (defined $1) {
        my ($s, $paren) = ($1, $2 // "");
        if ($paren ne "" && $s =~ /^"($alt)\./) { $s = "\"" . $map{$1} . "." . substr($s, length($1) + 2); }
        $s . $paren
      } else {
        $map{$3} . "."
      }
    }ge'
}

# The importer emits the entries of the data layout spec in a nondeterministic
# order (it iterates a hash map); sort them so that regenerating is
# reproducible. After the renaming the spec is an opaque attribute, so the
# order is ours to choose.
sort_dl_spec() {
  perl -pe '
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
    if (/#dl\.dl_spec</) {
      my $start = index($_, "#dl.dl_spec<") + length("#dl.dl_spec<");
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

# Prints every dialect prefix used by an op name, a type, an attribute or a
# dialect attribute name (outside string literals), one per line, sorted.
dialect_prefixes() {
  perl -ne '
    next if m{^\s*//};
    print "$1\n" if /^\s*(?:%[^=]*=\s*)?"([A-Za-z_][\w\$]*)\.[^"]*"\(/;
    s/"(?:[^"\\]|\\.)*"//g;                 # drop string literals
    print "$1\n" while /(?<![\w.\$@%^-])[#!]?([A-Za-z_][\w\$]*)\.(?=[A-Za-z_])/g;
  ' "$1" | sort -u
}

check_file() {
  local f="$1" out="$tmp/check.mlir" again="$tmp/again.mlir"
  if ! "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" -o "$out" 2>"$tmp/err"; then
    echo "error: mlir-opt-19 rejects $f:" >&2
    head -20 "$tmp/err" >&2
    return 1
  fi
  if ! "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$out" -o "$again" 2>"$tmp/err" ||
    ! cmp -s "$out" "$again"; then
    echo "error: mlir-opt-19's generic output for $f is not a fixpoint:" >&2
    diff -u "$out" "$again" | head -20 >&2 || true
    return 1
  fi
}

names=()
check_only=0
if [ "${1:-}" = "--check" ]; then
  check_only=1
elif [ $# -gt 0 ]; then
  names=("$@")
else
  for c in "$cdir"/*.c; do names+=("$(basename "$c" .c)"); done
fi

status=0
for name in ${names[@]+"${names[@]}"}; do
  c="$cdir/$name.c"
  [ -f "$c" ] || { echo "no such program: $c" >&2; exit 1; }
  for opt in O0 O2; do
    dst="$outdir/$name-$opt.mlir"
    ll="$tmp/$name-$opt.ll"
    "$CLANG" --target=x86_64-unknown-linux-gnu -S -emit-llvm "-$opt" -fno-ident -w "$c" -o "$ll"
    # The importer warns about data layout tokens it does not model; that is expected.
    "$MLIR_TRANSLATE" --import-llvm --mlir-print-op-generic "$ll" -o "$tmp/imported.mlir" 2>"$tmp/err" || {
      cat "$tmp/err" >&2; exit 1; }
    "$MLIR_OPT" --mlir-print-op-generic "$tmp/imported.mlir" -o "$tmp/generic.mlir"
    {
      echo "// Generated by tests/corpus/regenerate.sh from c/$name.c (clang-19 -$opt); do not edit."
      echo "// LLVM and DLTI dialects renamed to the unregistered ll and dl dialects."
      rename_dialects <"$tmp/generic.mlir" | sort_dl_spec
    } >"$dst"
    bad="$(dialect_prefixes "$dst" | grep -vxF -e builtin $(printf -- '-e %s ' $ALLOWED_PREFIXES) || true)"
    if [ -n "$bad" ]; then
      echo "error: $dst still uses registered dialect prefixes: $(echo $bad); add them to RENAMES" >&2
      status=1
    fi
    check_file "$dst" || status=1
    printf '%-32s %8d bytes\n' "$(basename "$dst")" "$(wc -c <"$dst")"
  done
done

if [ $check_only = 1 ]; then
  for f in "$outdir"/*.mlir; do
    case "$(basename "$f")" in builtin-*) continue ;; esac
    check_file "$f" || status=1
  done
fi

# The hand-written files must be accepted as well, in every printing mode the
# differential test uses.
for f in "$outdir"/builtin-*.mlir; do
  [ -f "$f" ] || continue
  check_file "$f" || status=1
  for flags in "" "--mlir-print-debuginfo" "--mlir-print-op-generic --mlir-print-debuginfo"; do
    # shellcheck disable=SC2086
    "$MLIR_OPT" --allow-unregistered-dialect $flags "$f" -o /dev/null 2>"$tmp/err" || {
      echo "error: mlir-opt-19 $flags rejects $f:" >&2; head -20 "$tmp/err" >&2; status=1; }
  done
done

files=$(ls "$outdir"/*.mlir | wc -l)
bytes=$(cat "$outdir"/*.mlir | wc -c)
ops=$(cat "$outdir"/*.mlir | grep -cE '^\s*(%[^=]*=\s*)?"[^"]+"\(' || true)
echo "corpus: $files files, $ops generic op lines, $bytes bytes"
exit $status
