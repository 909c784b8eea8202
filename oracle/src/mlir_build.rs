//! MLIR 19 tools built from a dialect's own `.td` files: `mlir-tblgen-19`
//! writes the C++ of each generator asked for, and `clang++-19` compiles it
//! with the hand-written C++ against `libMLIR.so` (Debian's
//! `libmlir-19-dev`). A test that builds the same `.td` with Dialectic then
//! compares the two tools.
//!
//! The build is cached in a directory named after a hash of every input
//! (the C++, and each `.td` file of the directories the `.td` files are
//! read from), so a tool is compiled once per change of its inputs, and
//! once per clean checkout.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::Tool;

/// How to build one MLIR 19 tool.
#[derive(Clone, Debug, Default)]
pub struct MlirBuild {
    name: String,
    sources: Vec<PathBuf>,
    generated: Vec<(PathBuf, Vec<String>, String)>,
    include_dirs: Vec<PathBuf>,
}

impl MlirBuild {
    /// A tool named `name` (the binary's file name).
    pub fn new(name: &str) -> Self {
        MlirBuild {
            name: name.to_string(),
            ..MlirBuild::default()
        }
    }

    /// Runs `mlir-tblgen-19 args td -o output` before compiling (the
    /// output lands beside the other generated files, on the include
    /// path).
    pub fn generate(mut self, td: impl Into<PathBuf>, args: &[&str], output: &str) -> Self {
        self.generated.push((
            td.into(),
            args.iter().map(|a| a.to_string()).collect(),
            output.to_string(),
        ));
        self
    }

    /// A C++ file to compile.
    pub fn source(mut self, cpp: impl Into<PathBuf>) -> Self {
        self.sources.push(cpp.into());
        self
    }

    /// A directory `mlir-tblgen-19` looks for includes in (MLIR's own
    /// `include/` always comes first).
    pub fn include_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.include_dirs.push(dir.into());
        self
    }

    /// FNV-1a over the inputs' names and bytes: stable across runs and
    /// toolchains, so a cached build is found again.
    fn inputs_hash(&self) -> u64 {
        let mut files: Vec<PathBuf> = self.sources.clone();
        let mut dirs: Vec<PathBuf> = self.include_dirs.clone();
        for (td, args, output) in &self.generated {
            files.push(td.clone());
            dirs.extend(td.parent().map(Path::to_path_buf));
            files.push(PathBuf::from(format!("{} {output}", args.join(" "))));
        }
        for dir in dirs {
            let mut tds: Vec<PathBuf> = std::fs::read_dir(&dir)
                .into_iter()
                .flatten()
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "td"))
                .collect();
            tds.sort();
            files.extend(tds);
        }
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for file in files {
            let bytes = std::fs::read(&file).unwrap_or_default();
            for byte in file.to_string_lossy().bytes().chain(bytes) {
                hash ^= u64::from(byte);
                hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
            }
        }
        hash
    }

    /// The built tool, under `cache_root` (a test's `CARGO_TARGET_TMPDIR`),
    /// built now unless a build of the same inputs is there; `None` when
    /// the oracle is skipped ([`crate::SKIP_VAR`]). A failed step panics
    /// with the tool's output and what to install.
    pub fn build(&self, cache_root: &Path) -> Option<PathBuf> {
        let tblgen = crate::path(Tool::MlirTblgen)?;
        let clang = crate::path(Tool::Clang)?;
        let dir = cache_root.join(format!("{}-mlir19-{:016x}", self.name, self.inputs_hash()));
        let binary = dir.join(&self.name);
        if binary.exists() {
            return Some(binary);
        }
        std::fs::create_dir_all(&dir).expect("creating the build directory");
        let llvm = tblgen
            .parent()
            .and_then(Path::parent)
            .map_or_else(|| PathBuf::from("/usr/lib/llvm-19"), Path::to_path_buf);
        let llvm = if llvm.join("include/mlir").is_dir() {
            llvm
        } else {
            PathBuf::from("/usr/lib/llvm-19")
        };
        let started = std::time::Instant::now();
        for (td, args, output) in &self.generated {
            let mut command = Command::new(tblgen);
            command.args(args).arg("-I").arg(llvm.join("include"));
            for include in &self.include_dirs {
                command.arg("-I").arg(include);
            }
            command.arg(td).arg("-o").arg(dir.join(output));
            run_step(Tool::MlirTblgen, &mut command);
        }
        let partial = dir.join(format!("{}.partial", self.name));
        let mut command = Command::new(cxx_beside(clang));
        command
            .args(["-std=c++17", "-O0", "-fno-rtti", "-w"])
            .arg("-I")
            .arg(llvm.join("include"))
            .arg("-I")
            .arg(&dir)
            .args(&self.sources)
            .arg("-o")
            .arg(&partial)
            .arg("-L")
            .arg(llvm.join("lib"))
            .arg(format!("-Wl,-rpath,{}", llvm.join("lib").display()))
            .args(["-lMLIR", "-lLLVM"]);
        run_step(Tool::Clang, &mut command);
        std::fs::rename(&partial, &binary).expect("moving the built tool in place");
        eprintln!(
            "built MLIR 19's {} in {:.1} s",
            self.name,
            started.elapsed().as_secs_f64()
        );
        Some(binary)
    }
}

/// The C++ driver beside the C compiler `clang` (`clang++-19` beside
/// `clang-19`).
fn cxx_beside(clang: &Path) -> PathBuf {
    let name = clang
        .file_name()
        .map(|n| n.to_string_lossy().replacen("clang", "clang++", 1))
        .unwrap_or_else(|| "clang++-19".to_string());
    clang.with_file_name(name)
}

/// Runs one build step, panicking with its output when it fails.
fn run_step(tool: Tool, command: &mut Command) {
    let out = crate::output(tool, command);
    assert!(
        out.status.success(),
        "building an MLIR 19 tool failed at {command:?} ({}): it needs clang++-19 and \
         libmlir-19-dev (scripts/setup.sh installs them)\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
