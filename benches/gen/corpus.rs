//! The real corpus programs (C compiled by clang-19 and imported by
//! `mlir-translate-19 --import-llvm`, `tests/corpus/llvm/`) concatenated into
//! one module of about the asked size: each program's module becomes a nested
//! `builtin.module` of one outer module (nested modules are symbol tables of
//! their own, so the programs' symbols do not clash), repeated round robin in
//! file-name order until the size is reached. A program's attribute and type
//! aliases are written once, renamed with the program's number (`#tbaa_tag`
//! of the third program becomes `#p2_tbaa_tag`), and so are its identified
//! structs (`!llvm.struct<"p2_struct.big", ...>`: their names are global to
//! the context), so that two programs never clash.

use std::collections::HashSet;
use std::io::{self, Write};
use std::path::Path;

use super::GenStats;

/// Bumped whenever the output changes, so cached files are regenerated.
pub const GENERATOR_VERSION: u32 = 1;

/// First line of a generated file; identifies its parameters and the corpus.
pub fn header(ops: usize, corpus: &Path) -> String {
    let files = programs(corpus).map(|p| p.len()).unwrap_or(0);
    format!(
        "// dialectic bench module (corpus programs): ops={ops} files={files} generator=v{GENERATOR_VERSION}\n"
    )
}

/// One corpus program, split for concatenation.
struct Program {
    /// Alias definitions, renamed, one per line.
    aliases: String,
    /// The program's module op, renamed.
    body: String,
    ops: usize,
}

/// The corpus's `.mlir` file paths in name order.
fn programs(corpus: &Path) -> io::Result<Vec<std::path::PathBuf>> {
    let mut paths: Vec<_> = std::fs::read_dir(corpus)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    paths.sort();
    Ok(paths)
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

/// `text` with every use of an alias of `names` (`#name` / `!name`, a
/// whole identifier) and every identified struct's name prefixed by
/// `prefix`.
fn rename(text: &str, names: &HashSet<String>, prefix: &str) -> String {
    let text = text.replace("struct<\"", &format!("struct<\"{prefix}"));
    let text = text.as_str();
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    let mut i = 0;
    let mut copied = 0;
    while i < bytes.len() {
        if matches!(bytes[i], b'#' | b'!') {
            let start = i + 1;
            let mut end = start;
            while end < bytes.len() && is_ident_char(bytes[end]) {
                end += 1;
            }
            let key = &text[i..end];
            if end > start && names.contains(key) {
                out.push_str(&text[copied..start]);
                out.push_str(prefix);
                copied = start;
            }
            i = end.max(i + 1);
        } else {
            i += 1;
        }
    }
    out.push_str(&text[copied..]);
    out
}

fn load(index: usize, path: &Path) -> io::Result<Program> {
    let text = std::fs::read_to_string(path)?;
    let mut alias_lines = Vec::new();
    let mut body = String::new();
    let mut in_body = false;
    for line in text.lines() {
        if !in_body && (line.starts_with('#') || line.starts_with('!')) {
            alias_lines.push(line);
        } else if !in_body && (line.is_empty() || line.starts_with("//")) {
        } else {
            in_body = true;
            body.push_str("  ");
            body.push_str(line);
            body.push('\n');
        }
    }
    let names: HashSet<String> = alias_lines
        .iter()
        .filter_map(|l| l.split_once(" = ").map(|(name, _)| name.to_string()))
        .collect();
    let prefix = format!("p{index}_");
    let aliases = rename(&(alias_lines.join("\n") + "\n"), &names, &prefix);
    let ops = body
        .lines()
        .filter(|l| {
            let l = l.trim_start();
            let l = match l.find(" = \"") {
                Some(pos) if l.starts_with('%') => &l[pos + 3..],
                _ => l,
            };
            l.starts_with('"')
        })
        .count();
    Ok(Program {
        aliases: if alias_lines.is_empty() {
            String::new()
        } else {
            aliases
        },
        body: rename(&body, &names, &prefix),
        ops,
    })
}

/// Writes a module of about `ops` ops, made of the programs of `corpus`, to `w`.
pub fn generate(ops: usize, corpus: &Path, w: &mut impl Write) -> io::Result<GenStats> {
    let paths = programs(corpus)?;
    if paths.is_empty() {
        return Err(io::Error::other(format!(
            "no .mlir programs in {}",
            corpus.display()
        )));
    }
    let mut loaded = Vec::with_capacity(paths.len());
    for (i, path) in paths.iter().enumerate() {
        loaded.push(load(i, path)?);
    }
    let mut stats = GenStats {
        ops: 1,
        blocks: 1,
        ..GenStats::default()
    };
    let mut out = header(ops, corpus);
    // Only the programs that are used need their aliases; decide first.
    let mut order = Vec::new();
    let mut total = 1;
    while total < ops || order.is_empty() {
        let next = order.len() % loaded.len();
        total += loaded[next].ops;
        order.push(next);
    }
    let used = order.len().min(loaded.len());
    for program in &loaded[..used] {
        out.push_str(&program.aliases);
    }
    out.push_str("\"builtin.module\"() ({\n");
    for &p in &order {
        out.push_str(&loaded[p].body);
        stats.ops += loaded[p].ops;
        stats.functions += 1;
        if out.len() > (1 << 20) {
            w.write_all(out.as_bytes())?;
            stats.bytes += out.len();
            out.clear();
        }
    }
    out.push_str("}) : () -> ()\n");
    w.write_all(out.as_bytes())?;
    stats.bytes += out.len();
    Ok(stats)
}
