//! The runtime's layers, checked: builds the file-level graph of the paths
//! each file of `runtime/src` names (`use crate::...`, `super::...`, inline
//! `crate::x::Y`), following `pub use` re-exports to the file that defines
//! an item, and checks it against the layers the folders show: storage,
//! the text format, the ODS engine, rewriting, and on top the registry (the
//! socket naming hook types), the builtin dialect's registration and the
//! verifier. A lower layer never names a file of a higher one, and files
//! import each other in a circle only inside the storage core.
//!
//! Unit tests (`#[cfg(test)] mod ... { }`) are left out: a test of a
//! storage type may print it. `LAYERS_SRC_DIR` points the measurement at
//! another source tree (an older checkout, say) and prints its circles.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path below the crate root (`["text", "parse", "ops"]`).
type ModPath = Vec<String>;

/// One source file: its module path, its child modules declared with
/// `mod x;`, the items it defines, its `pub use` re-exports and the paths
/// it names (absolute, from the crate root).
struct SourceFile {
    rel: String,
    items: BTreeSet<String>,
    reexports: Vec<ModPath>,
    named: Vec<ModPath>,
}

/// The crate's files by module path.
struct Crate {
    files: BTreeMap<ModPath, SourceFile>,
}

fn module_path(rel: &Path) -> ModPath {
    let mut parts: ModPath = rel
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
        parts.pop();
    }
    parts
}

/// The text with comments, string and char literals blanked out and unit
/// test modules removed.
fn code_only(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if b[i] == b'r'
            && (b[i + 1..].starts_with(b"\"") || b[i + 1..].starts_with(b"#"))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
            && {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                b.get(i + 1 + hashes) == Some(&b'"')
            }
        {
            let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
            let mut close = vec![b'"'];
            close.extend(std::iter::repeat_n(b'#', hashes));
            i += 2 + hashes;
            while i < b.len() && !b[i..].starts_with(&close) {
                i += 1;
            }
            i += close.len();
            out.push_str("\"\"");
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == b'\'' {
            // A char literal ('x', '\n', '\u{..}'), not a lifetime ('a).
            let end = if b.get(i + 1) == Some(&b'\\') {
                b[i + 2..]
                    .iter()
                    .position(|&c| c == b'\'')
                    .map(|p| i + 2 + p)
            } else if b.get(i + 2) == Some(&b'\'') {
                Some(i + 2)
            } else {
                // A multi-byte char: the closing quote within four bytes.
                (i + 2..(i + 6).min(b.len())).find(|&j| b[j] == b'\'' && !b[i + 1].is_ascii())
            };
            match end {
                Some(e) => {
                    out.push_str("' '");
                    i = e + 1;
                }
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            let c = src[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    remove_test_modules(&out)
}

fn remove_test_modules(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "#[cfg(test)]".len()..];
        let trimmed = after.trim_start();
        let is_inline_mod = (trimmed.starts_with("mod ") || trimmed.starts_with("pub mod "))
            && trimmed
                .find(['{', ';'])
                .is_some_and(|p| trimmed.as_bytes()[p] == b'{');
        if !is_inline_mod {
            out.push_str("#[cfg(test)]");
            rest = after;
            continue;
        }
        let open = after.find('{').unwrap();
        let mut depth = 0;
        let mut end = after.len();
        for (j, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + j + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Splits a use tree (`a::{b, c::{d, e}}`) into its flat paths.
fn flatten_use_tree(tree: &str, prefix: &ModPath, out: &mut Vec<ModPath>) {
    let tree = tree.trim();
    if tree.is_empty() {
        return;
    }
    if let Some(open) = tree.find('{') {
        let head: ModPath = tree[..open]
            .split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        let mut base = prefix.clone();
        base.extend(head);
        let close = tree.rfind('}').filter(|&c| c > open).unwrap_or(tree.len());
        let inner = &tree[open + 1..close];
        let mut depth = 0;
        let mut start = 0;
        for (j, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    flatten_use_tree(&inner[start..j], &base, out);
                    start = j + 1;
                }
                _ => {}
            }
        }
        flatten_use_tree(&inner[start..], &base, out);
    } else {
        let path = tree.split(" as ").next().unwrap();
        let mut full = prefix.clone();
        full.extend(
            path.split("::")
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from),
        );
        out.push(full);
    }
}

/// Makes a path absolute: `crate::`, `super::`, `self::` and paths
/// starting with a child module of the file are known; others (std,
/// dependencies, local names) give `None`.
fn absolute(path: &ModPath, module: &ModPath, children: &BTreeSet<String>) -> Option<ModPath> {
    let first = path.first()?;
    let mut out = match first.as_str() {
        "crate" => return Some(path[1..].to_vec()),
        "self" => module.clone(),
        "super" => {
            let mut base = module.clone();
            let mut k = 0;
            while path.get(k).is_some_and(|s| s == "super") {
                base.pop();
                k += 1;
            }
            base.extend(path[k..].iter().cloned());
            return Some(base);
        }
        name if children.contains(name) => {
            let mut base = module.clone();
            base.push(name.to_string());
            base.extend(path[1..].iter().cloned());
            return Some(base);
        }
        _ => return None,
    };
    out.extend(path[1..].iter().cloned());
    Some(out)
}

fn parse_file(rel: String, module: &ModPath, src: &str) -> SourceFile {
    let code = code_only(src);
    let mut children = BTreeSet::new();
    let mut items = BTreeSet::new();
    let words: Vec<&str> = code
        .split(|c: char| !is_ident(c) && c != '!' && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    for pair in words.windows(2) {
        match pair[0] {
            "fn" | "struct" | "enum" | "type" | "trait" | "const" | "static" | "union"
            | "macro_rules!" => {
                items.insert(pair[1].to_string());
            }
            "mod" => {
                children.insert(pair[1].to_string());
                items.insert(pair[1].to_string());
            }
            _ => {}
        }
    }
    let mut reexports = Vec::new();
    let mut named = Vec::new();
    // Use declarations, whole trees.
    let mut uses_removed = String::new();
    let mut rest = code.as_str();
    while let Some(at) = find_word(rest, "use") {
        let before = &rest[..at];
        let is_pub = before.trim_end().ends_with("pub")
            || before.trim_end().ends_with(')')
                && before
                    .trim_end()
                    .rfind("pub(")
                    .is_some_and(|p| before.trim_end()[p..].find('\n').is_none());
        let end = at + rest[at..].find(';').unwrap_or(rest.len() - at);
        let tree = &rest[at + 3..end];
        let mut flat = Vec::new();
        flatten_use_tree(tree, &Vec::new(), &mut flat);
        for p in flat {
            if let Some(abs) = absolute(&p, module, &children) {
                if is_pub {
                    reexports.push(abs.clone());
                }
                named.push(abs);
            }
        }
        uses_removed.push_str(before);
        rest = &rest[(end + 1).min(rest.len())..];
    }
    uses_removed.push_str(rest);
    // Inline paths: `crate::a::B`, `super::x`, `child::Y`.
    let b = uses_removed.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i] as char;
        if is_ident(c) && (i == 0 || !(is_ident(b[i - 1] as char) || b[i - 1] == b':')) {
            let start = i;
            let mut j = i;
            loop {
                while j < b.len() && is_ident(b[j] as char) {
                    j += 1;
                }
                if b[j..].starts_with(b"::") && b.get(j + 2).is_some_and(|&c| is_ident(c as char)) {
                    j += 2;
                } else {
                    break;
                }
            }
            let text = &uses_removed[start..j];
            if text.contains("::") {
                let path: ModPath = text.split("::").map(String::from).collect();
                if let Some(abs) = absolute(&path, module, &children) {
                    named.push(abs);
                }
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    SourceFile {
        rel,
        items,
        reexports,
        named,
    }
}

fn find_word(text: &str, word: &str) -> Option<usize> {
    let b = text.as_bytes();
    let mut from = 0;
    while let Some(p) = text[from..].find(word) {
        let at = from + p;
        let before_ok = at == 0 || !is_ident(b[at - 1] as char);
        let after_ok = b.get(at + word.len()).is_none_or(|&c| !is_ident(c as char));
        if before_ok && after_ok {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

impl Crate {
    fn load(src_dir: &Path) -> Crate {
        let mut files = BTreeMap::new();
        let mut stack = vec![src_dir.to_path_buf()];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let rel = path.strip_prefix(src_dir).unwrap().to_path_buf();
                    let module = module_path(&rel);
                    let src = std::fs::read_to_string(&path).unwrap();
                    let rel = rel.to_string_lossy().into_owned();
                    files.insert(module.clone(), parse_file(rel, &module, &src));
                }
            }
        }
        Crate { files }
    }

    /// The file that defines what `path` names, following re-exports.
    fn resolve(&self, path: &[String], depth: usize) -> Option<&ModPath> {
        let split = (0..=path.len())
            .rev()
            .find(|&k| self.files.contains_key(&path[..k]))?;
        let (module, file) = self.files.get_key_value(&path[..split])?;
        let Some(item) = path.get(split) else {
            return Some(module);
        };
        if file.items.contains(item) || depth > 8 {
            return Some(module);
        }
        for export in &file.reexports {
            let target = if export.last() == Some(item) {
                let mut t = export.clone();
                t.extend(path[split + 1..].iter().cloned());
                t
            } else if export.last().is_some_and(|l| l == "*") {
                let mut t = export[..export.len() - 1].to_vec();
                t.extend(path[split..].iter().cloned());
                t
            } else {
                continue;
            };
            if let Some(found) = self.resolve(&target, depth + 1)
                && found != module
            {
                if export.last().is_some_and(|l| l == "*")
                    && !self.files[found].items.contains(&path[split])
                {
                    continue;
                }
                return Some(found);
            }
        }
        Some(module)
    }

    /// Per file, the files it names (itself and the crate root excluded).
    fn graph(&self) -> BTreeMap<&ModPath, BTreeSet<&ModPath>> {
        let mut graph = BTreeMap::new();
        for (module, file) in &self.files {
            let mut targets = BTreeSet::new();
            for path in &file.named {
                if let Some(target) = self.resolve(path, 0)
                    && target != module
                    && !target.is_empty()
                {
                    targets.insert(target);
                }
            }
            graph.insert(module, targets);
        }
        graph
    }
}

/// The strongly connected components of `graph` (Tarjan's algorithm),
/// largest first.
fn strongly_connected<'a>(
    graph: &BTreeMap<&'a ModPath, BTreeSet<&'a ModPath>>,
) -> Vec<Vec<&'a ModPath>> {
    struct State<'a> {
        index: BTreeMap<&'a ModPath, usize>,
        low: BTreeMap<&'a ModPath, usize>,
        stack: Vec<&'a ModPath>,
        on_stack: BTreeSet<&'a ModPath>,
        components: Vec<Vec<&'a ModPath>>,
    }
    fn visit<'a>(
        v: &'a ModPath,
        graph: &BTreeMap<&'a ModPath, BTreeSet<&'a ModPath>>,
        s: &mut State<'a>,
    ) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for &w in &graph[v] {
            if !s.index.contains_key(w) {
                visit(w, graph, s);
                let lw = s.low[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if s.on_stack.contains(w) {
                let iw = s.index[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on_stack.remove(w);
                component.push(w);
                if w == v {
                    break;
                }
            }
            component.sort();
            s.components.push(component);
        }
    }
    let mut s = State {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        components: Vec::new(),
    };
    for &v in graph.keys() {
        if !s.index.contains_key(v) {
            visit(v, graph, &mut s);
        }
    }
    s.components.sort_by_key(|c| std::cmp::Reverse(c.len()));
    s.components
}

/// The layer of a file, bottom to top; `None` for the crate root.
fn layer(module: &ModPath) -> Option<(usize, &'static str)> {
    Some(match module.first()?.as_str() {
        "storage" => (0, "storage"),
        "text" => (1, "text"),
        "ods" => (2, "ods"),
        "rewrite" => (3, "rewrite"),
        "registry" => (4, "registry"),
        "builtin_ops" | "verify" => (5, "verification and builtin registration"),
        other => panic!("`{other}` belongs to no layer: add it to a layer folder"),
    })
}

fn show(component: &[&ModPath], files: &BTreeMap<ModPath, SourceFile>) -> String {
    component
        .iter()
        .map(|m| files[*m].rel.clone())
        .collect::<Vec<_>>()
        .join(", ")
}

fn src_dir() -> PathBuf {
    std::env::var_os("LAYERS_SRC_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        PathBuf::from,
    )
}

#[test]
fn file_graph_follows_the_layers() {
    let krate = Crate::load(&src_dir());
    let graph = krate.graph();
    let components = strongly_connected(&graph);
    let circles: Vec<_> = components.iter().filter(|c| c.len() > 1).collect();
    for circle in &circles {
        println!(
            "circle of {} files: {}",
            circle.len(),
            show(circle, &krate.files)
        );
    }
    if std::env::var_os("LAYERS_SRC_DIR").is_some() {
        return;
    }
    let mut upward = BTreeSet::new();
    for (from, targets) in &graph {
        let Some((from_layer, _)) = layer(from) else {
            continue;
        };
        for to in targets {
            if layer(to).unwrap().0 > from_layer {
                upward.insert((
                    krate.files[*from].rel.as_str(),
                    krate.files[*to].rel.as_str(),
                ));
            }
        }
    }
    assert!(upward.is_empty(), "files name a higher layer: {upward:#?}");

    let tangled: BTreeSet<&str> = circles
        .iter()
        .flat_map(|c| c.iter())
        .filter(|m| m.first().is_none_or(|f| f != "storage"))
        .map(|m| krate.files[*m].rel.as_str())
        .collect();
    assert!(
        tangled.is_empty(),
        "files outside the storage core import each other in a circle: {tangled:#?}"
    );
}
