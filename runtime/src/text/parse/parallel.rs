//! Parsing a large buffer on several threads, with exactly the result of
//! the parse on one thread: the same IR, the same first error.
//!
//! A [`prescan`](super::prescan), run by a helper thread while the calling
//! thread starts parsing, cuts the outermost op list (a top-level module's
//! body) into chunks of consecutive ops. Helper threads parse
//! chunks ahead, each into a fragment of its own (a separate [`Ir`]), in
//! the state the text before the chunk leaves the parser in: the aliases
//! and `distinct` attributes defined so far, the nesting depth, the
//! default dialect, and no SSA names in scope. Meanwhile the calling thread
//! parses the buffer in order as always; arriving at the start of a chunk
//! it *adopts* the chunk's fragment (splices it into its IR and moves on to
//! the chunk's end) if the chunk was parsed in exactly the state the
//! calling thread is in, else it parses the chunk itself. While the chunk
//! it needs next is still being parsed, it parses a later chunk ahead too.
//!
//! A chunk is only adopted if parsing it on its own could not differ from
//! parsing it in order:
//! - it parsed without error (errors are always found by the calling
//!   thread, so they are the first error, with its text and place);
//! - it neither defines nor uses SSA names or blocks at its top level (such
//!   a use could mean a name of the text around it), and the calling thread
//!   has no SSA names in scope there;
//! - its new `distinct[N]` numbers are still unused, and the bodies of
//!   identified types it set or found missing still agree with the
//!   context's ([`Context::commit_type_bodies`]);
//! - no alias is defined between the point the chunks' starting state was
//!   taken and the chunk (later chunks are never parsed ahead).
//!
//! Trailing locations naming aliases defined later are resolved at the end,
//! in order, with the calling thread's. Everything else a chunk does is
//! interning, which gives the same handles whoever interns first.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use super::chunk_schedule::{ChunkStart, ParallelParse, ParsedChunk, Slot};
use super::error::PResult;
use super::parser::OpParser;
use super::ssa_state::LocTarget;
use crate::storage::context::Context;
use crate::storage::ir::{BlockId, Ir};

/// How long the calling thread waits for a chunk whose parse makes no
/// progress before it parses the chunk itself.
const STALL_TIMEOUT: std::time::Duration = std::time::Duration::from_millis(2);

impl<'s> ParallelParse<'s> {
    /// A helper thread: parses chunks ahead until there are no more or the
    /// calling thread is done.
    pub(crate) fn help(&self, ctx: &Context) {
        if !self.plan() {
            return;
        }
        let mut schedule = self.schedule.lock();
        loop {
            if self.stop.load(Ordering::Relaxed) {
                return;
            }
            let Some(start) = schedule.start.clone() else {
                self.changed.wait(&mut schedule);
                continue;
            };
            if schedule.next >= schedule.limit {
                return;
            }
            match self.claim(&mut schedule) {
                Some(index) => {
                    drop(schedule);
                    let slot = self.parse_ahead(ctx, &start, index);
                    schedule = self.schedule.lock();
                    self.store(&mut schedule, index, slot);
                }
                None => self.changed.wait(&mut schedule),
            }
        }
    }

    /// Parses chunk `index` in the state `start` into a fragment of its own
    /// (if that panics, the chunk is given up first, so that nobody waits
    /// for it).
    fn parse_ahead(&self, ctx: &Context, start: &ChunkStart<'s>, index: usize) -> Slot<'s> {
        struct GiveUpOnPanic<'p, 's>(&'p ParallelParse<'s>, usize);
        impl Drop for GiveUpOnPanic<'_, '_> {
            fn drop(&mut self) {
                if std::thread::panicking() {
                    let mut schedule = self.0.schedule.lock();
                    if let Some(slot @ Slot::Claimed) = schedule.slots.get_mut(self.1) {
                        *slot = Slot::Failed;
                    }
                    self.0.changed.notify_all();
                }
            }
        }
        let _guard = GiveUpOnPanic(self, index);
        self.parse_ahead_unguarded(ctx, start, index)
    }

    fn parse_ahead_unguarded(
        &self,
        ctx: &Context,
        start: &ChunkStart<'s>,
        index: usize,
    ) -> Slot<'s> {
        let Some(&chunk) = self.chunks().and_then(|c| c.get(index)) else {
            return Slot::Failed;
        };
        let mut ir = self.spare.lock().pop().unwrap_or_default();
        let root = ir.create_block();
        let (parsed, bodies) = ctx.speculate_type_bodies(|| {
            let mut p =
                OpParser::new_at(ctx, &mut ir, self.file, self.src, chunk.start, chunk.line);
            p.aliases = start.aliases.clone();
            p.distinct_attrs = start.distinct.clone();
            p.depth = start.depth;
            p.default_dialects = vec![start.default_dialect];
            p.custom_op = start.custom_op;
            p.push_scope(true);
            let progress = self.progress(index)?;
            let end = p.parse_chunk_ops(root, chunk.end, &self.stop, progress)?;
            let new_distinct = p
                .distinct_attrs
                .iter()
                .filter(|(id, _)| !start.distinct.contains_key(id))
                .map(|(&id, &a)| (id, a))
                .collect();
            Some((
                end,
                p.lex.lines_after(chunk.start).to_vec(),
                std::mem::take(&mut p.ssa.deferred_locs),
                new_distinct,
            ))
        });
        match parsed {
            Some((end, lines, deferred_locs, new_distinct)) => {
                Slot::Parsed(Box::new(ParsedChunk {
                    ir,
                    end,
                    lines,
                    deferred_locs,
                    new_distinct,
                    bodies,
                }))
            }
            None => {
                self.spare_fragment(ir);
                Slot::Failed
            }
        }
    }
}

impl<'a, 's> OpParser<'a, 's> {
    /// Parses the next op of `block`, or adopts the chunk of ops that
    /// starts here if one was parsed ahead for this state.
    pub(crate) fn parse_operation_or_chunk(&mut self, block: BlockId) -> PResult<()> {
        if let Some(index) = self.chunk_starting_here()
            && self.adopt_chunk(index, block)
        {
            return Ok(());
        }
        self.parse_operation(block)
    }

    /// The chunk starting at the current token, if any (chunks passed over
    /// are given up).
    fn chunk_starting_here(&mut self) -> Option<usize> {
        let cursor = self.chunks.as_mut()?;
        let chunks = cursor.parallel.chunks()?;
        let at = self.tok.start;
        let first = cursor.next;
        while cursor.next < chunks.len() && chunks[cursor.next].start < at {
            cursor.next += 1;
        }
        if cursor.next > first {
            let parallel = cursor.parallel;
            let passed = cursor.next;
            let mut schedule = parallel.schedule.lock();
            for i in first..passed {
                let slot = std::mem::replace(&mut schedule.slots[i], Slot::Done);
                parallel.recycle(slot);
            }
            schedule.reached = schedule.reached.max(passed);
            schedule.next = schedule.next.max(passed);
            parallel.changed.notify_all();
        }
        (cursor.next < chunks.len() && chunks[cursor.next].start == at).then_some(cursor.next)
    }

    /// The state at the current token as chunks are parsed in, if chunks
    /// can be parsed in it (no SSA names in scope).
    fn chunk_start_state(&self) -> Option<ChunkStart<'s>> {
        let names_in_scope = self
            .ssa
            .scopes
            .last()
            .is_some_and(|scope| !scope.values.is_empty());
        if names_in_scope || !self.ssa.placeholders.is_empty() {
            return None;
        }
        Some(ChunkStart {
            aliases: self.aliases.clone(),
            distinct: self.distinct_attrs.clone(),
            depth: self.depth,
            default_dialect: self.default_dialects.last().copied().unwrap_or(""),
            custom_op: self.custom_op,
        })
    }

    /// Whether the chunks' starting state is this parser's state now.
    fn in_chunk_start_state(&self, start: &ChunkStart<'s>) -> bool {
        self.ssa
            .scopes
            .last()
            .is_none_or(|scope| scope.values.is_empty())
            && self.ssa.placeholders.is_empty()
            && Arc::ptr_eq(&self.aliases, &start.aliases)
            && self.depth == start.depth
            && self.default_dialects.last().copied().unwrap_or("") == start.default_dialect
            && self.custom_op == start.custom_op
    }

    /// Adopts chunk `index` (starting at the current token) into `block`
    /// if it was parsed ahead in the current state; false if this thread
    /// must parse it.
    fn adopt_chunk(&mut self, index: usize, block: BlockId) -> bool {
        let Some(cursor) = self.chunks.as_mut() else {
            return false;
        };
        cursor.next = index + 1;
        let parallel = cursor.parallel;
        let mut schedule = parallel.schedule.lock();
        schedule.reached = schedule.reached.max(index + 1);
        let start = match schedule.start.clone() {
            Some(start) => start,
            None => match self.chunk_start_state() {
                Some(state) => {
                    let state = Arc::new(state);
                    // Chunks after the next alias definition need it.
                    let (plan, _) = parallel.plan.get().expect("chunks are known");
                    let limit = match plan.next_alias_definition(self.tok.start) {
                        Some(at) => plan.chunks.partition_point(|c| c.start < at),
                        None => plan.chunks.len(),
                    };
                    schedule.start = Some(state.clone());
                    schedule.limit = limit;
                    schedule.next = schedule.next.max(index + 1);
                    schedule.slots[index] = Slot::Done;
                    parallel.changed.notify_all();
                    // This first chunk is parsed here, in order.
                    return false;
                }
                None => return false,
            },
        };
        if !self.in_chunk_start_state(&start) {
            // The state differs from the chunks' (and will for the rest):
            // no more chunks are parsed ahead.
            schedule.limit = schedule.limit.min(index);
            schedule.slots[index] = Slot::Done;
            parallel.changed.notify_all();
            return false;
        }
        loop {
            match std::mem::replace(&mut schedule.slots[index], Slot::Done) {
                Slot::Open => {
                    schedule.next = schedule.next.max(index + 1);
                    parallel.changed.notify_all();
                    return false;
                }
                Slot::Failed | Slot::Done => {
                    parallel.changed.notify_all();
                    return false;
                }
                Slot::Parsed(chunk) => {
                    parallel.changed.notify_all();
                    drop(schedule);
                    let adopted = self.splice_chunk(*chunk, block);
                    parallel.schedule.lock().adopted += adopted as usize;
                    return adopted;
                }
                Slot::Claimed => {
                    schedule.slots[index] = Slot::Claimed;
                    // While this chunk's parse has more than half to go,
                    // parse a later chunk meanwhile (this thread also
                    // splices the chunks, so it should not take as many);
                    // else wait for it while its parse moves on.
                    let progress = parallel.progress(index);
                    let half_done = progress.is_some_and(|p| {
                        let chunk = parallel.chunks().map(|c| c[index]);
                        chunk.is_some_and(|c| {
                            let at = p.load(Ordering::Relaxed);
                            at >= c.start + (c.end - c.start) / 2
                        })
                    });
                    if !half_done && let Some(other) = parallel.claim(&mut schedule) {
                        drop(schedule);
                        let slot = parallel.parse_ahead(self.ctx, &start, other);
                        schedule = parallel.schedule.lock();
                        parallel.store(&mut schedule, other, slot);
                        continue;
                    }
                    let before = progress.map(|p| p.load(Ordering::Relaxed));
                    let woken = !parallel
                        .changed
                        .wait_for(&mut schedule, STALL_TIMEOUT)
                        .timed_out();
                    let after = progress.map(|p| p.load(Ordering::Relaxed));
                    if !woken && before == after && matches!(schedule.slots[index], Slot::Claimed) {
                        // Its thread does not get to run (a busy machine):
                        // parse it here rather than wait.
                        schedule.slots[index] = Slot::Done;
                        parallel.changed.notify_all();
                        return false;
                    }
                }
            }
        }
    }

    /// Splices a chunk parsed ahead into `block` and moves past it, unless
    /// what it made of `distinct` numbers or type bodies disagrees with
    /// the text parsed since (then nothing changes).
    fn splice_chunk(&mut self, mut chunk: ParsedChunk<'s>, block: BlockId) -> bool {
        let parallel = self.chunks.as_ref().map(|c| c.parallel);
        let recycle = |ir: Ir| {
            if let Some(p) = parallel {
                p.spare_fragment(ir);
            }
        };
        if chunk
            .new_distinct
            .iter()
            .any(|(id, _)| self.distinct_attrs.contains_key(id))
            || !self
                .ctx
                .commit_type_bodies(std::mem::take(&mut chunk.bodies))
        {
            recycle(chunk.ir);
            return false;
        }
        let rebase = self.ir.splice_fragment(&mut chunk.ir, block);
        recycle(chunk.ir);
        self.distinct_attrs.extend(chunk.new_distinct);
        self.ssa
            .deferred_locs
            .extend(chunk.deferred_locs.into_iter().map(|(target, name, at)| {
                let target = match target {
                    LocTarget::Op(op) => LocTarget::Op(rebase.op(op)),
                    LocTarget::Value(v) => LocTarget::Value(rebase.value(v)),
                };
                (target, name, at)
            }));
        self.lex.adopt_lines(&chunk.lines);
        self.reset_to(chunk.end);
        true
    }

    /// Parses the ops of a chunk into `root` up to `end` (or the end of
    /// the op list), telling `progress` where it is; `None` if the chunk
    /// cannot stand on its own (an error, SSA names or blocks at its top
    /// level) or `stop` was set. Returns the offset after the last op.
    fn parse_chunk_ops(
        &mut self,
        root: BlockId,
        end: u32,
        stop: &AtomicBool,
        progress: &AtomicU32,
    ) -> Option<u32> {
        use super::lexer::TokenKind;
        loop {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            progress.store(self.tok.start, Ordering::Relaxed);
            if self.tok.start >= end {
                break;
            }
            match self.tok.kind {
                TokenKind::RBrace | TokenKind::Eof => break,
                TokenKind::PercentIdent | TokenKind::String | TokenKind::BareIdent => {}
                _ => return None,
            }
            self.parse_operation(root).ok()?;
        }
        let top_level_names = self
            .ssa
            .scopes
            .first()
            .is_some_and(|s| !s.values.is_empty());
        let top_level_blocks = self.ssa.blocks.first().is_some_and(|b| !b.is_empty());
        if top_level_names || top_level_blocks || !self.ssa.placeholders.is_empty() {
            return None;
        }
        Some(self.tok.start)
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::storage::ir::Ir;
    use crate::text::parse::ParseOptions;

    /// Parses `text` on `threads` threads; returns how many chunks were
    /// adopted and the printed module.
    fn adopted(text: &str, threads: usize) -> (usize, String) {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let mut ir = Ir::new();
        let options = ParseOptions { threads };
        crate::text::parse::source::parse_source_with(
            &ctx,
            &mut ir,
            "f",
            text,
            options,
            |parser, result| {
                let count = parser
                    .chunks
                    .as_ref()
                    .map_or(0, |c| c.parallel.schedule.lock().adopted);
                let module = result.expect("parses");
                let printed =
                    crate::text::print::print_op(&ctx, parser.ir, module, &Default::default());
                (count, printed)
            },
        )
    }

    #[test]
    fn the_chunks_parsed_ahead_are_adopted() {
        let mut text = String::from("module {\n");
        for i in 0..3000 {
            text.push_str(&format!(
                "  \"t.f\"() ({{\n    %0 = \"t.c\"() {{v = {i}}} : () -> i32\n    \"t.r\"(%0) : (i32) -> ()\n  }}) : () -> ()\n"
            ));
        }
        text.push_str("}\n");
        let (none, one) = adopted(&text, 1);
        assert_eq!(none, 0);
        // Which chunks are adopted depends on when the helpers run (the
        // calling thread parses a chunk itself if no helper took it yet);
        // on a busy machine a few tries may adopt none.
        let mut any = false;
        for _ in 0..20 {
            let (count, four) = adopted(&text, 4);
            assert_eq!(four, one);
            if count > 0 {
                any = true;
                break;
            }
        }
        assert!(any, "no chunk was ever adopted");
    }
}
