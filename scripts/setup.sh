# Installs what building and testing Dialectic needs and is missing, on a
# Debian 12 machine with Rust (rustup + cargo): LLVM/MLIR 19 and clang-19
# from Debian's own repositories, a C/C++ compiler, rustfmt and clippy, and
# mdbook. Sourced by scripts/run.sh and scripts/test.sh; safe to run again
# (nothing is installed twice).

command -v log >/dev/null 2>&1 || log() { printf '\n==> %s\n' "$*"; }

# --- system packages --------------------------------------------------------
llvm_bin=/usr/lib/llvm-19/bin
missing=()
have() { command -v "$1" >/dev/null 2>&1; }
have mlir-opt-19 && have mlir-translate-19 || missing+=(mlir-19-tools)
{ [ -x "$llvm_bin/FileCheck" ] && [ -x "$llvm_bin/not" ] && [ -x "$llvm_bin/count" ]; } || missing+=(llvm-19-tools)
have llvm-config-19 || missing+=(llvm-19-dev)
have clang-19 || missing+=(clang-19)
have llvm-tblgen-19 || missing+=(llvm-19)
[ -f /usr/lib/llvm-19/include/mlir/IR/OpBase.td ] || missing+=(libmlir-19-dev)
have cc || missing+=(gcc libc6-dev)
have c++ || missing+=(g++)
have perl || missing+=(perl)

if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  sudo=()
  if [ "$(id -u)" != 0 ]; then
    have sudo || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  apt_log="$(mktemp)"
  if ! { "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${missing[@]}"; } >"$apt_log" 2>&1; then
    cat "$apt_log" >&2
    echo "error: apt-get failed to install ${missing[*]}" >&2
    exit 1
  fi
  rm -f "$apt_log"
fi

# --- rustfmt and clippy (a minimal rustup profile has neither) ---------------
components=()
cargo fmt --version >/dev/null 2>&1 || components+=(rustfmt)
cargo clippy --version >/dev/null 2>&1 || components+=(clippy)
if [ ${#components[@]} -gt 0 ]; then
  log "installing rustup components ${components[*]}"
  rustup component add "${components[@]}" >/dev/null || { echo "error: rustup component add failed" >&2; exit 1; }
fi

# --- mdbook, which builds the book ------------------------------------------
mdbook_version=0.4.52
if ! command -v mdbook >/dev/null 2>&1 || [ "$(mdbook --version 2>/dev/null)" != "mdbook v$mdbook_version" ]; then
  log "installing mdbook $mdbook_version"
  cargo install --quiet --locked mdbook --version "$mdbook_version" || { echo "error: cargo install mdbook failed" >&2; exit 1; }
fi
