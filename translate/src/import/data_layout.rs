//! The module's data layout string as a `#dlti.dl_spec` (MLIR 19's
//! `DataLayoutImporter`): MLIR's default layout overridden by the string's
//! tokens; integer, float and pointer alignments, endianness, stack
//! alignment and memory spaces; other tokens are warned about.

use crate::llvm;
use std::collections::BTreeMap;

use super::module_import::{ImportResult, ModuleImporter};

/// The layout MLIR starts from.
const DEFAULT_LAYOUT: &str =
    "e-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f16:16:16-f64:64:64-f128:128:128-p0:64:64:64:64";

#[derive(Default)]
struct Layout {
    /// Type entries by key, with their values.
    types: BTreeMap<String, String>,
    /// String-keyed entries.
    named: BTreeMap<String, String>,
}

impl ModuleImporter<'_> {
    /// `convertDataLayout`: sets `dlti.dl_spec` on the module.
    pub(super) fn convert_data_layout(&mut self) -> ImportResult<()> {
        let dl = llvm::get_data_layout_str(self.module);
        let mut layout = Layout::default();
        for token in DEFAULT_LAYOUT.split('-') {
            apply(&mut layout, token)
                .map_err(|t| self.error_at_module(format!("cannot translate data layout: {t}")))?;
        }
        for token in dl.split('-').filter(|t| !t.is_empty()) {
            match apply(&mut layout, token) {
                Ok(true) => {}
                Ok(false) => {
                    self.warn_at_module(&format!("unhandled data layout token: {token}"));
                }
                Err(t) => {
                    return Err(self.error_at_module(format!("cannot translate data layout: {t}")));
                }
            }
        }
        let mut entries: Vec<String> = layout
            .types
            .iter()
            .map(|(k, v)| format!("#dlti.dl_entry<{k}, {v}>"))
            .collect();
        entries.extend(
            layout
                .named
                .iter()
                .map(|(k, v)| format!("#dlti.dl_entry<\"{k}\", {v}>")),
        );
        self.module_attrs.push((
            "dlti.dl_spec".into(),
            format!("#dlti.dl_spec<{}>", entries.join(", ")),
        ));
        Ok(())
    }
}

/// Applies one token; `Ok(false)` when it is not modeled, `Err` with the
/// token when it is malformed.
fn apply(layout: &mut Layout, token: &str) -> Result<bool, String> {
    let bad = || token.to_string();
    let numbers = |s: &str| -> Result<Vec<u64>, String> {
        s.split(':')
            .filter(|p| !p.is_empty())
            .map(|p| p.parse::<u64>().map_err(|_| bad()))
            .collect()
    };
    match token.as_bytes().first() {
        Some(b'e') if token == "e" => {
            layout
                .named
                .insert("dlti.endianness".into(), "\"little\"".into());
            Ok(true)
        }
        Some(b'E') if token == "E" => {
            layout
                .named
                .insert("dlti.endianness".into(), "\"big\"".into());
            Ok(true)
        }
        Some(b'S') => {
            let n = numbers(&token[1..])?;
            let align = *n.first().ok_or_else(bad)?;
            if align != 0 {
                layout
                    .named
                    .insert("dlti.stack_alignment".into(), format!("{align} : i64"));
            }
            Ok(true)
        }
        Some(b'A') => {
            let n = numbers(&token[1..])?;
            let space = *n.first().ok_or_else(bad)?;
            if space != 0 {
                layout
                    .named
                    .insert("dlti.alloca_memory_space".into(), format!("{space} : ui64"));
            }
            Ok(true)
        }
        Some(b'i') | Some(b'f') => {
            let n = numbers(&token[1..])?;
            if n.len() < 2 {
                return Err(bad());
            }
            let (size, abi) = (n[0], n[1]);
            let pref = n.get(2).copied().unwrap_or(abi);
            let key = if token.starts_with('i') {
                format!("i{size}")
            } else {
                match size {
                    16 | 32 | 64 | 80 | 128 => format!("f{size}"),
                    _ => return Err(bad()),
                }
            };
            layout.types.insert(key, pair(abi, pref));
            Ok(true)
        }
        Some(b'p') => {
            let rest = &token[1..];
            let (space, params) = match rest.split_once(':') {
                Some((s, p)) => (s, p),
                None => return Err(bad()),
            };
            let space: u64 = if space.is_empty() {
                0
            } else {
                space.parse().map_err(|_| bad())?
            };
            let n = numbers(params)?;
            if n.len() < 2 {
                return Err(bad());
            }
            let (size, abi) = (n[0], n[1]);
            let pref = n.get(2).copied().unwrap_or(abi);
            let index = n.get(3).copied().unwrap_or(size);
            let key = if space == 0 {
                "!llvm.ptr".to_string()
            } else {
                format!("!llvm.ptr<{space}>")
            };
            let value = if size == abi && abi == pref && pref == index {
                format!("dense<{size}> : vector<4xi64>")
            } else {
                format!("dense<[{size}, {abi}, {pref}, {index}]> : vector<4xi64>")
            };
            layout.types.insert(key, value);
            Ok(true)
        }
        _ => Ok(false),
    }
}

fn pair(abi: u64, pref: u64) -> String {
    if abi == pref {
        format!("dense<{abi}> : vector<2xi64>")
    } else {
        format!("dense<[{abi}, {pref}]> : vector<2xi64>")
    }
}
