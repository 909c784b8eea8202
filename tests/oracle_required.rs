//! The oracle cannot be missed by accident: a small comparison with
//! `mlir-opt-19` passes when the tool is there, and the same test, run again
//! with every LLVM/MLIR tool on `PATH` shadowed by a script that exits 127
//! (as a shell does for a missing command), fails with the message that says
//! how to install it. With the explicit opt-out variable set it is skipped,
//! and says so.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use dialectic_oracle::Tool;

const MODULE: &str = "\"x.op\"() {a = 1 : i32} : () -> ()\n";

/// The small oracle test the other test runs again under a shadowed `PATH`.
#[test]
fn mlir_opt_prints_a_module_as_dialectic_opt_does() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("oracle-required");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let input = dir.join("module.mlir");
    std::fs::write(&input, MODULE).expect("writing the module");
    let theirs = dialectic_oracle::stdout(
        Tool::MlirOpt,
        Command::new(mlir_opt)
            .arg("--allow-unregistered-dialect")
            .arg(&input),
    );
    let ours = Command::new(env!("CARGO_BIN_EXE_dialectic-opt"))
        .arg("--allow-unregistered-dialect")
        .arg(&input)
        .output()
        .expect("running dialectic-opt");
    assert!(ours.status.success());
    assert_eq!(String::from_utf8_lossy(&ours.stdout), theirs);
}

/// A directory of scripts named as every tool of the oracle, each exiting
/// with 127.
fn shadowing_scripts() -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("oracle-shadowed");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    for tool in Tool::ALL {
        let script = dir.join(tool.name());
        std::fs::write(&script, "#!/bin/sh\nexit 127\n").expect("writing a script");
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755))
            .expect("making a script executable");
    }
    dir
}

/// This test binary running only the small oracle test, with the tools
/// shadowed and `extra` in its environment.
fn run_shadowed(extra: &[(&str, &str)]) -> Output {
    let shadow = shadowing_scripts();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let path = std::env::join_paths(std::iter::once(shadow).chain(std::env::split_paths(&path)))
        .expect("a PATH");
    let mut command = Command::new(std::env::current_exe().expect("this test binary"));
    command
        .args([
            "--exact",
            "mlir_opt_prints_a_module_as_dialectic_opt_does",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("PATH", path)
        .env_remove(dialectic_oracle::SKIP_VAR);
    for tool in Tool::ALL {
        command.env_remove(tool.override_var());
    }
    command.envs(extra.iter().copied());
    command.output().expect("running this test binary")
}

#[test]
fn a_shadowed_oracle_fails_with_the_install_message() {
    let out = run_shadowed(&[]);
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "passed without mlir-opt-19:\n{text}");
    for expected in [
        "mlir-opt-19 is required by this test and does not run",
        "scripts/setup.sh",
        "apt-get install -y mlir-19-tools llvm-19-tools",
        "1 failed",
    ] {
        assert!(text.contains(expected), "no {expected:?} in:\n{text}");
    }
}

#[test]
fn the_opt_out_skips_the_comparison_and_says_so() {
    let out = run_shadowed(&[(dialectic_oracle::SKIP_VAR, "1")]);
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("DIALECTIC_SKIP_ORACLE is set: the comparison with mlir-opt-19 is skipped"),
        "{text}"
    );
}
