//! A fast scan of a whole buffer, before parsing, for the places where the
//! ops of its outermost op list begin: the body of a top-level `module`
//! (or the top level itself when there is no such module). Lines are
//! followed through strings, comments and nested braces; an op is taken to
//! begin where a line begins at the list's brace depth with something that
//! can start an op. Those places are grouped into [`Chunk`]s that a
//! parallel parse hands to threads.
//!
//! The scan is a guess and needs to be nothing more: a chunk parsed on its
//! own is used only if the parser, reading in order, arrives exactly at its
//! start in the state the chunk was parsed for (see [`super::parallel`]).

/// A run of consecutive ops of the op list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Chunk {
    /// Offset of the first op's first token.
    pub(crate) start: u32,
    /// Where the next chunk starts (the chunk's ops end before it), or the
    /// end of the buffer for the last chunk of a list.
    pub(crate) end: u32,
    /// The 1-based line of `start`.
    pub(crate) line: u32,
}

/// What the scan found.
#[derive(Debug, Default)]
pub(crate) struct ChunkPlan {
    /// The chunks, in buffer order.
    pub(crate) chunks: Vec<Chunk>,
    /// Offsets of the top-level alias definitions (`#x = ...`, `!x = ...`),
    /// in buffer order: a chunk may only be parsed ahead with the aliases
    /// defined before it.
    pub(crate) alias_definitions: Vec<u32>,
}

impl ChunkPlan {
    /// The first alias definition at or after `offset`, if any.
    pub(crate) fn next_alias_definition(&self, offset: u32) -> Option<u32> {
        let i = self.alias_definitions.partition_point(|&a| a < offset);
        self.alias_definitions.get(i).copied()
    }
}

/// One op start found by the scan.
#[derive(Clone, Copy)]
struct OpStart {
    offset: u32,
    line: u32,
}

/// Scans `src` and groups the op starts of its outermost op list into
/// chunks of about `chunk_bytes` bytes each.
pub(crate) fn plan_chunks(src: &str, chunk_bytes: usize) -> ChunkPlan {
    let scan = scan(src.as_bytes());
    let mut plan = ChunkPlan {
        chunks: Vec::new(),
        alias_definitions: scan.alias_definitions,
    };
    for list in &scan.lists {
        group(list, chunk_bytes, src.len() as u32, &mut plan.chunks);
    }
    plan
}

/// Groups the op starts of one list into chunks.
fn group(list: &[OpStart], chunk_bytes: usize, buffer_end: u32, out: &mut Vec<Chunk>) {
    let Some(first) = list.first() else {
        return;
    };
    let mut current = Chunk {
        start: first.offset,
        end: buffer_end,
        line: first.line,
    };
    for op in &list[1..] {
        if (op.offset - current.start) as usize >= chunk_bytes {
            current.end = op.offset;
            out.push(current);
            current = Chunk {
                start: op.offset,
                end: buffer_end,
                line: op.line,
            };
        }
    }
    out.push(current);
}

/// The op starts of each op list, and the alias definitions.
struct Scan {
    lists: Vec<Vec<OpStart>>,
    alias_definitions: Vec<u32>,
}

/// The bytes the scan stops at inside a line.
static SPECIAL: [bool; 256] = {
    let mut table = [false; 256];
    table[b'\n' as usize] = true;
    table[b'"' as usize] = true;
    table[b'/' as usize] = true;
    table[b'{' as usize] = true;
    table[b'}' as usize] = true;
    table
};

/// The first offset at or after `i` holding a byte the scan stops at (or
/// the end): eight bytes at a time while none of them is one.
#[inline]
fn skip_ordinary(src: &[u8], mut i: usize) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    // Whether some byte of `word` is `byte`.
    let has = |word: u64, byte: u8| {
        let x = word ^ (ONES * u64::from(byte));
        x.wrapping_sub(ONES) & !x & HIGHS != 0
    };
    while let Some(bytes) = src.get(i..i + 8) {
        let word = u64::from_le_bytes(bytes.try_into().unwrap_or([0; 8]));
        if has(word, b'\n')
            || has(word, b'"')
            || has(word, b'/')
            || has(word, b'{')
            || has(word, b'}')
        {
            break;
        }
        i += 8;
    }
    while i < src.len() && !SPECIAL[src[i] as usize] {
        i += 1;
    }
    i
}

fn can_start_op(c: u8) -> bool {
    c == b'%' || c == b'"' || c == b'_' || c.is_ascii_alphabetic()
}

/// The brace depth of the op list being collected: 1 in the body of a
/// top-level `module`, 0 at the top level of a buffer without one.
fn scan(src: &[u8]) -> Scan {
    let mut top_level: Vec<OpStart> = Vec::new();
    let mut lists: Vec<Vec<OpStart>> = Vec::new();
    let mut module_body: Option<Vec<OpStart>> = None;
    let mut alias_definitions = Vec::new();
    let mut depth: u32 = 0;
    let mut line: u32 = 1;
    let mut i = 0;
    let n = src.len();
    // Whether the current depth-0 line is a `module` op (its body is at depth 1).
    let mut in_module = false;
    while i < n {
        // At the start of a line: skip blanks, look at the first character.
        while i < n && matches!(src[i], b' ' | b'\t' | b'\r') {
            i += 1;
        }
        if i < n && src[i] != b'\n' && !(src[i] == b'/' && src.get(i + 1) == Some(&b'/')) {
            let c = src[i];
            let start = OpStart {
                offset: i as u32,
                line,
            };
            if depth == 0 {
                if let Some(body) = module_body.take() {
                    lists.push(body);
                }
                in_module = false;
                if c == b'#' || c == b'!' {
                    alias_definitions.push(i as u32);
                } else if can_start_op(c) {
                    let word_end = src[i..]
                        .iter()
                        .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_' || b == b'.'))
                        .map_or(n, |p| i + p);
                    // `module`, `builtin.module` or, in the generic form,
                    // `"builtin.module"() ({`.
                    in_module = matches!(&src[i..word_end], b"module" | b"builtin.module")
                        || src[i..].starts_with(b"\"builtin.module\"");
                    top_level.push(start);
                }
            } else if depth == 1
                && let Some(body) = module_body.as_mut()
                && can_start_op(c)
            {
                body.push(start);
            }
        }
        // The rest of the line: skip to the next byte that matters.
        while i < n {
            i = skip_ordinary(src, i);
            if i >= n {
                break;
            }
            match src[i] {
                b'\n' => {
                    i += 1;
                    line += 1;
                    break;
                }
                b'"' => {
                    i += 1;
                    while i < n && src[i] != b'"' && src[i] != b'\n' {
                        if src[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    if i < n && src[i] == b'"' {
                        i += 1;
                    }
                }
                b'/' if src.get(i + 1) == Some(&b'/') => {
                    while i < n && src[i] != b'\n' {
                        i += 1;
                    }
                }
                b'{' => {
                    if depth == 0 && in_module && module_body.is_none() {
                        module_body = Some(Vec::new());
                    }
                    depth += 1;
                    i += 1;
                }
                b'}' => {
                    depth = depth.saturating_sub(1);
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }
    if let Some(body) = module_body {
        lists.push(body);
    }
    // Without a module of many ops, the top level is the list.
    let module_ops: usize = lists.iter().map(Vec::len).sum();
    if module_ops < top_level.len() {
        lists = vec![top_level];
    }
    Scan {
        lists,
        alias_definitions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(src: &str, chunk_bytes: usize) -> Vec<(u32, u32)> {
        plan_chunks(src, chunk_bytes)
            .chunks
            .iter()
            .map(|c| (c.start, c.line))
            .collect()
    }

    #[test]
    fn the_ops_of_a_module_body_start_chunks() {
        let src = "#a = 1\nmodule {\n  func.func @f() {\n    return\n  }\n  \"x.y\"() : () -> ()\n  // }\n  %0 = \"s\"() {s = \"}\"} : () -> i32\n}\n";
        let f = src.find("func.func").unwrap() as u32;
        let x = src.find("\"x.y\"").unwrap() as u32;
        let v = src.find("%0").unwrap() as u32;
        assert_eq!(starts(src, 1), vec![(f, 3), (x, 6), (v, 8)]);
        assert_eq!(starts(src, 1000), vec![(f, 3)]);
        let plan = plan_chunks(src, 1);
        assert_eq!(plan.alias_definitions, vec![0]);
        assert_eq!(plan.chunks[0].end, x);
        assert_eq!(plan.chunks[2].end, src.len() as u32);
    }

    #[test]
    fn the_ops_of_a_generic_module_body_start_chunks() {
        let src = "\"builtin.module\"() ({\n  \"x.a\"() : () -> ()\n  \"x.b\"() ({\n    \"x.c\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n";
        let a = src.find("\"x.a\"").unwrap() as u32;
        let b = src.find("\"x.b\"").unwrap() as u32;
        assert_eq!(starts(src, 1), vec![(a, 2), (b, 3)]);
    }

    #[test]
    fn without_a_module_the_top_level_ops_start_chunks() {
        let src = "!t = i32\nfunc.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n";
        let f = src.find("func.func @f").unwrap() as u32;
        let g = src.find("func.func @g").unwrap() as u32;
        assert_eq!(starts(src, 1), vec![(f, 2), (g, 5)]);
        assert_eq!(plan_chunks(src, 1).next_alias_definition(1), None);
        assert_eq!(plan_chunks(src, 1).next_alias_definition(0), Some(0));
    }
}
