//! The model and the Rust backend never panic: thousands of small edits of
//! the `.td` files (deleted, repeated and swapped lines, changed
//! characters) give either Rust or diagnostics, and any Rust they give is
//! tokens a compiler can read.

use std::path::{Path, PathBuf};

use dialectic_codegen::model::{Model, Places};
use dialectic_codegen::{FileId, SourceMap, load_str};

fn defs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../defs")
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// `text` with one random edit.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let i = rng.below(lines.len());
    match rng.below(5) {
        0 => {
            lines.remove(i);
        }
        1 => {
            let line = lines[i].clone();
            lines.insert(i, line);
        }
        2 => {
            let j = rng.below(lines.len());
            lines.swap(i, j);
        }
        3 => {
            let line: Vec<char> = lines[i].chars().collect();
            if !line.is_empty() {
                let at = rng.below(line.len());
                let replacement = ['$', '<', '>', '"', '`', '(', ')', '0', 'x', ' ', '[', ']'];
                let mut edited = line.clone();
                edited[at] = replacement[rng.below(replacement.len())];
                lines[i] = edited.into_iter().collect();
            }
        }
        _ => {
            // Swap two words of a line: names, classes and values move.
            let words: Vec<&str> = lines[i].split(' ').collect();
            if words.len() > 2 {
                let (a, b) = (rng.below(words.len()), rng.below(words.len()));
                let mut w: Vec<String> = words.iter().map(|s| s.to_string()).collect();
                w.swap(a, b);
                lines[i] = w.join(" ");
            }
        }
    }
    lines.join("\n")
}

fn expand_text(name: &str, text: &str) {
    let mut sources = SourceMap::new();
    let Ok(records) = load_str(name, text, &[defs()], &mut sources) else {
        return;
    };
    let places = Places::new(&sources, FileId(0), None);
    if let Ok(model) = Model::from_records(&records, &places) {
        let tokens = dialectic_codegen::backend::rust::generate(&model, &[]);
        let text = tokens.to_string();
        assert!(
            text.parse::<proc_macro2::TokenStream>().is_ok(),
            "the expansion of an edit of {name} does not tokenize"
        );
    }
}

#[test]
fn edits_of_the_dialects_never_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    // Each edit loads the whole vocabulary again: a few dozen per file keep
    // the test fast in debug builds.
    let files = [
        (root.join("tests/dialects/td/test_dialect.td"), 40),
        (root.join("defs/cf.td"), 20),
        (root.join("defs/func.td"), 20),
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for (file, rounds) in &files {
        let text = std::fs::read_to_string(file).expect("the .td file");
        let name = file
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        for round in 0..*rounds {
            let mut edited = text.clone();
            for _ in 0..=(round % 3) {
                edited = mutate(&edited, &mut rng);
            }
            let result = std::panic::catch_unwind(|| expand_text(&name, &edited));
            assert!(
                result.is_ok(),
                "expanding this edit of {name} panicked:\n{edited}"
            );
        }
    }
}
