#!/usr/bin/env bash
# The one test command (README, CI): on a fresh Debian 12 machine with Rust
# (rustup + cargo), installs what is missing -- LLVM/MLIR 19 tools from
# Debian's own repositories, rustfmt and clippy -- and then runs
#
#   cargo fmt --all -- --check
#   cargo clippy --workspace --all-targets -- -D warnings
#   cargo test --workspace
#
# Every step runs even if an earlier one failed; the exit status is non-zero
# if any failed. Debug profile only (the CI machine has 2 cores and 90
# minutes). Re-running is cheap: nothing is installed twice.
set -uo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n==> %s\n' "$*"; }

# --- what is missing: system packages, rustup components, mdbook ------------
# shellcheck source=scripts/setup.sh
source scripts/setup.sh

# --- the checks ----------------------------------------------------------------
failed=()
run() {
  log "$*"
  local start=$SECONDS
  if "$@"; then
    echo "    ok ($((SECONDS - start))s)"
  else
    echo "    FAILED ($((SECONDS - start))s): $*" >&2
    failed+=("$*")
  fi
}

export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-auto}"
run cargo fmt --all -- --check
run cargo clippy --workspace --all-targets -- -D warnings
run cargo test --workspace
run mdbook build book

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "scripts/test.sh: ${#failed[@]} step(s) failed:" >&2
  printf '  %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "scripts/test.sh: all checks passed"
