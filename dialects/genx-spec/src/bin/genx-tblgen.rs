//! `genx-tblgen`: the GenX dialect from Intel's intrinsic table.
//! `--gen-td JSON` prints `defs/genx/Intrinsics.td`, `--gen-signatures
//! JSON` prints `dialects/genx/src/signatures.rs`; `--write [JSON]` writes
//! both into the workspace (the table found in `../shared` by default).

use std::path::PathBuf;
use std::process::ExitCode;

use dialectic_genx_spec::{paths, read_spec, table_writer, td_writer};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("genx-tblgen: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let (mode, json) = match args {
        [mode] => (mode.as_str(), None),
        [mode, json] => (mode.as_str(), Some(PathBuf::from(json))),
        _ => {
            return Err(
                "usage: genx-tblgen (--gen-td | --gen-signatures | --write) [TABLE.json]".into(),
            );
        }
    };
    let json = match json.or_else(paths::spec_json) {
        Some(path) => path,
        None => return Err("no table given and none found in ../shared/reference".into()),
    };
    let text = std::fs::read_to_string(&json).map_err(|e| format!("{}: {e}", json.display()))?;
    let intrinsics = read_spec(&text)?;
    match mode {
        "--gen-td" => print!("{}", td_writer::write_td(&intrinsics)),
        "--gen-signatures" => print!("{}", table_writer::write_table(&intrinsics)),
        "--write" => {
            for (path, text) in [
                (paths::intrinsics_td(), td_writer::write_td(&intrinsics)),
                (
                    paths::signatures_rs(),
                    table_writer::write_table(&intrinsics),
                ),
            ] {
                std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
                eprintln!("wrote {}", path.display());
            }
        }
        other => return Err(format!("unknown mode `{other}`")),
    }
    Ok(())
}
