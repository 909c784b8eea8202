//! MLIR's `--split-input-file` (`splitAndProcessBuffer` in
//! `mlir/lib/Support/ToolUtilities.cpp`, LLVM 19).
//!
//! The buffer is cut at every occurrence of the marker, anywhere in a line
//! (not only at its start). Each chunk starts right after its marker (so its
//! first line is the rest of the marker's line) and is processed as its own
//! buffer named `within split at FILE:LINE offset `, where `LINE` is the
//! 1-based line of the original file on which the chunk starts; diagnostics
//! then use line numbers relative to the chunk. An occurrence of the marker
//! without its last two bytes that is not followed by them (e.g. `// ----`)
//! is a "near miss": MLIR warns and does not split there. Outputs of the
//! chunks are joined with [`OUTPUT_SEPARATOR`].

use std::sync::Arc;

use crate::storage::diagnostics::{DiagLocation, Diagnostic, Severity, SourcePlace};

/// The marker `--split-input-file` uses when given no value.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// What MLIR writes between the outputs of consecutive chunks (the default
/// `--output-split-marker` followed by a newline).
pub const OUTPUT_SEPARATOR: &str = "// -----\n";

/// The separator MLIR writes between chunk outputs for a given
/// `--output-split-marker`.
pub fn output_separator(output_marker: &str) -> String {
    format!("{output_marker}\n")
}

/// Text of the near-miss warning.
pub const NEAR_MISS_MESSAGE: &str = "near miss with file split marker";

/// One chunk of a split buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputChunk<'a> {
    /// The chunk's text (never empty).
    pub text: &'a str,
    /// Byte offset of the chunk in the original buffer.
    pub offset: usize,
    /// 0-based index of the original line on which the chunk starts.
    pub first_line: u32,
}

impl InputChunk<'_> {
    /// The name MLIR gives the chunk's buffer, used as the file name of
    /// every location in it: `within split at FILE:LINE offset ` (with a
    /// trailing space; `LINE` is 1-based).
    pub fn buffer_name(&self, file: &str) -> String {
        format!(
            "within split at {file}:{} offset ",
            u64::from(self.first_line) + 1
        )
    }
}

/// The result of splitting a buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitInput<'a> {
    /// The chunks, in order. Empty for an empty buffer (MLIR then processes
    /// nothing and prints nothing).
    pub chunks: Vec<InputChunk<'a>>,
    /// "near miss with file split marker" warnings, at places of the
    /// original file; MLIR prints them (with the source line and a caret)
    /// before processing any chunk.
    pub warnings: Vec<Diagnostic>,
}

/// Splits `text` (the contents of `file`, named as diagnostics print it) at
/// `marker` as MLIR 19 does.
///
/// With a marker of two bytes or fewer MLIR does not terminate (an empty
/// marker disables splitting); here the whole buffer is then one chunk.
pub fn split_input<'a>(file: &str, text: &'a str, marker: &str) -> SplitInput<'a> {
    const CHECK_LEN: usize = 2;
    let bytes = text.as_bytes();
    let marker = marker.as_bytes();
    if marker.len() <= CHECK_LEN {
        let chunks = if text.is_empty() {
            Vec::new()
        } else {
            vec![InputChunk {
                text,
                offset: 0,
                first_line: 0,
            }]
        };
        return SplitInput {
            chunks,
            warnings: Vec::new(),
        };
    }
    let (separator, suffix) = marker.split_at(marker.len() - CHECK_LEN);

    // `StringRef::split` keeping empty pieces: byte ranges between separators.
    let mut raw = Vec::new();
    let mut start = 0;
    while let Some(found) = find(&bytes[start..], separator) {
        raw.push((start, start + found));
        start += found + separator.len();
    }
    raw.push((start, bytes.len()));

    let file: Arc<str> = Arc::from(file);
    let mut warnings = Vec::new();
    let mut ranges = Vec::new();
    // The chunk under consideration, as a byte range; "empty" as in StringRef.
    let mut prev: (usize, usize) = (0, 0);
    for &(begin, end) in &raw {
        if prev.0 == prev.1 {
            prev = (begin, end);
            continue;
        }
        let piece = &bytes[begin..end];
        if piece.starts_with(suffix) && piece.len() > CHECK_LEN && piece[CHECK_LEN] != b'0' {
            ranges.push(prev);
            prev = (begin + CHECK_LEN, end);
        } else {
            let (line, col) = line_and_column(bytes, begin);
            warnings.push(Diagnostic::new(
                Severity::Warning,
                DiagLocation::Place(SourcePlace {
                    file: file.clone(),
                    line,
                    col,
                }),
                NEAR_MISS_MESSAGE,
            ));
            prev = (prev.0, end);
        }
    }
    if prev.0 != prev.1 {
        ranges.push(prev);
    }

    let chunks = ranges
        .into_iter()
        .map(|(begin, end)| {
            let (begin, end) = (floor_boundary(text, begin), floor_boundary(text, end));
            let first_line = bytes[..begin].iter().filter(|&&c| c == b'\n').count() as u32;
            InputChunk {
                text: &text[begin..end],
                offset: begin,
                first_line,
            }
        })
        .collect();
    SplitInput { chunks, warnings }
}

/// The first occurrence of `needle` (non-empty) in `haystack`.
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || needle.len() > haystack.len() {
        return None;
    }
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// LLVM's `SourceMgr::getLineAndColumn`: 1-based line (counting `\n`) and
/// 1-based byte column (counting from the last `\n` or `\r`).
fn line_and_column(bytes: &[u8], offset: usize) -> (u32, u32) {
    let before = &bytes[..offset];
    let line = 1 + before.iter().filter(|&&c| c == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&c| c == b'\n' || c == b'\r')
        .map_or(0, |p| p + 1);
    (line as u32, (offset - line_start + 1) as u32)
}

/// The largest char boundary of `text` not after `index` (chunk boundaries
/// only fall inside a character for markers whose last two bytes split a
/// UTF-8 sequence).
fn floor_boundary(text: &str, mut index: usize) -> usize {
    index = index.min(text.len());
    while !text.is_char_boundary(index) {
        index -= 1;
    }
    index
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::diagnostics::{SourceFile, SourceManager};

    fn chunk_texts<'a>(split: &SplitInput<'a>) -> Vec<(&'a str, u32)> {
        split
            .chunks
            .iter()
            .map(|c| (c.text, c.first_line))
            .collect()
    }

    fn render_warnings(file: &str, text: &str, split: &SplitInput<'_>) -> String {
        let mut sm = SourceManager::new();
        sm.add(SourceFile {
            name: Arc::from(file),
            text: Arc::from(text),
        });
        split.warnings.iter().map(|w| sm.render(w)).collect()
    }

    #[test]
    fn plain_split() {
        let text = "\"x.a\"() : () -> ()\n// -----\n%0 = \"x.a\"(%1) : (i32) -> i32\n";
        let split = split_input("t1.mlir", text, DEFAULT_SPLIT_MARKER);
        assert_eq!(
            chunk_texts(&split),
            vec![
                ("\"x.a\"() : () -> ()\n", 0),
                ("\n%0 = \"x.a\"(%1) : (i32) -> i32\n", 1)
            ]
        );
        assert!(split.warnings.is_empty());
        // mlir-opt-19 --split-input-file t1.mlir reports the parse error in
        // the second chunk as
        // `within split at t1.mlir:2 offset :2:12: error: use of undeclared SSA value name`.
        assert_eq!(
            split.chunks[1].buffer_name("t1.mlir"),
            "within split at t1.mlir:2 offset "
        );
        assert_eq!(
            split.chunks[0].buffer_name("t1.mlir"),
            "within split at t1.mlir:1 offset "
        );
        assert_eq!(split.chunks[1].offset, 19 + 8);
    }

    /// /tmp/vd-oracle/10_split_markers.mlir: markers at the start of the
    /// file, near misses, longer markers, markers in the middle of a line
    /// and at the end of the file.
    #[test]
    fn oracle_markers() {
        let text = concat!(
            "// -----\n",
            "\"x.a\"() : () -> ()\n",
            "// ----\n",
            "\"x.b\"() : () -> () // -----\"x.c\"() : () -> ()\n",
            "// -------\n",
            "\"x.d\"() : () -> ()\n",
            "// ---0\n",
            "\"x.e\"() : () -> ()\n",
            "  // -----  trailing text\n",
            "%0 = \"x.f\"(%1) : (i32) -> i32\n",
            "// -----\n",
        );
        let file = "10_split_markers.mlir";
        let split = split_input(file, text, DEFAULT_SPLIT_MARKER);
        assert_eq!(
            chunk_texts(&split),
            vec![
                (
                    "--\n\"x.a\"() : () -> ()\n// ----\n\"x.b\"() : () -> () ",
                    0
                ),
                ("\"x.c\"() : () -> ()\n", 3),
                (
                    "--\n\"x.d\"() : () -> ()\n// ---0\n\"x.e\"() : () -> ()\n  ",
                    4
                ),
                ("  trailing text\n%0 = \"x.f\"(%1) : (i32) -> i32\n", 8),
                ("\n", 10),
            ]
        );
        let names: Vec<String> = split.chunks.iter().map(|c| c.buffer_name(file)).collect();
        assert_eq!(names[2], "within split at 10_split_markers.mlir:5 offset ");
        assert_eq!(names[3], "within split at 10_split_markers.mlir:9 offset ");
        // What mlir-opt-19 printed first on stderr.
        assert_eq!(
            render_warnings(file, text, &split),
            concat!(
                "10_split_markers.mlir:3:7: warning: near miss with file split marker\n",
                "// ----\n",
                "      ^\n",
                "10_split_markers.mlir:7:7: warning: near miss with file split marker\n",
                "// ---0\n",
                "      ^\n",
            )
        );
    }

    /// /tmp/vd-oracle/11_empty.mlir: nothing is processed, nothing printed.
    #[test]
    fn oracle_empty() {
        let split = split_input("11_empty.mlir", "", DEFAULT_SPLIT_MARKER);
        assert!(split.chunks.is_empty());
        assert!(split.warnings.is_empty());
    }

    /// /tmp/vd-oracle/12_only_marker.mlir (`// -----` without a newline): one
    /// chunk `--`, which fails to parse at 1:1.
    #[test]
    fn oracle_only_marker() {
        let split = split_input("12_only_marker.mlir", "// -----", DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&split), vec![("--", 0)]);
        assert!(split.warnings.is_empty());
    }

    /// /tmp/vd-oracle/13_adjacent_markers.mlir: `// -----// -----` is a near
    /// miss followed by a split.
    #[test]
    fn oracle_adjacent_markers() {
        let text = "\"x.a\"() : () -> ()\n// -----// -----\n";
        let split = split_input("13_adjacent_markers.mlir", text, DEFAULT_SPLIT_MARKER);
        assert_eq!(
            chunk_texts(&split),
            vec![("\"x.a\"() : () -> ()\n// -----", 0), ("\n", 1)]
        );
        assert_eq!(
            render_warnings("13_adjacent_markers.mlir", text, &split),
            "13_adjacent_markers.mlir:2:7: warning: near miss with file split marker\n// -----// -----\n      ^\n"
        );
    }

    #[test]
    fn no_marker_is_one_chunk() {
        let split = split_input("f.mlir", "a\nb\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&split), vec![("a\nb\n", 0)]);
    }

    #[test]
    fn custom_and_degenerate_markers() {
        // `mlir-opt-19 --split-input-file='####'`: the marker minus its last
        // two bytes is `##`, found twice, and neither is followed by `##`.
        let text = "\"x.a\"() : () -> ()\n#### x\n\"x.b\"() : () -> ()\n";
        let split = split_input("/tmp/cm.mlir", text, "####");
        assert_eq!(chunk_texts(&split), vec![(text, 0)]);
        assert_eq!(
            render_warnings("/tmp/cm.mlir", text, &split),
            concat!(
                "/tmp/cm.mlir:2:3: warning: near miss with file split marker\n#### x\n  ^\n",
                "/tmp/cm.mlir:2:5: warning: near miss with file split marker\n#### x\n    ^\n",
            )
        );
        // `--split-input-file='// ====='`: the second chunk starts with ` x`.
        let text = "\"x.a\"() : () -> ()\n// ===== x\n\"x.b\"() : () -> ()\n";
        let split = split_input("/tmp/cm2.mlir", text, "// =====");
        assert_eq!(
            chunk_texts(&split),
            vec![
                ("\"x.a\"() : () -> ()\n", 0),
                (" x\n\"x.b\"() : () -> ()\n", 1)
            ]
        );
        assert_eq!(
            split.chunks[1].buffer_name("/tmp/cm2.mlir"),
            "within split at /tmp/cm2.mlir:2 offset "
        );
        for marker in ["", "/", "//"] {
            let split = split_input("f", "a // b", marker);
            assert_eq!(chunk_texts(&split), vec![("a // b", 0)]);
        }
        // A marker whose last two bytes split a UTF-8 character must not panic.
        let split = split_input("f", "aé-b\né-c", "é-");
        assert!(
            split
                .chunks
                .iter()
                .all(|c| !c.text.is_empty() || c.offset == 0)
        );
        let _ = split_input("f", "xé\u{301}yé\u{301}", "é\u{301}");
    }

    #[test]
    fn separators() {
        assert_eq!(OUTPUT_SEPARATOR, output_separator(DEFAULT_SPLIT_MARKER));
        assert_eq!(output_separator("// ====="), "// =====\n");
    }
}
