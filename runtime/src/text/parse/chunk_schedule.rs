//! What the threads of a parallel parse share ([`super::parallel`]): the
//! chunks of the buffer, the state chunks are parsed in, the chunks parsed
//! ahead waiting to be adopted, and the calling thread's place among them.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};

use parking_lot::{Condvar, Mutex};
use rustc_hash::FxHashMap;

use super::alias_table::AliasTable;
use super::prescan::{Chunk, ChunkPlan, plan_chunks};
use super::ssa_state::LocTarget;
use crate::storage::attributes::Attribute;
use crate::storage::ir::Ir;
use crate::storage::type_bodies::TypeBodyLog;

/// Below this size a buffer is parsed on one thread.
pub(crate) const MIN_PARALLEL_BYTES: usize = 64 << 10;

/// The size of the chunks for a buffer of `len` bytes parsed on `threads`
/// threads: small enough that the threads finish close together, large
/// enough that adopting a chunk costs little next to parsing it.
pub(crate) fn chunk_bytes(len: usize, threads: usize) -> usize {
    (len / (threads.max(1) * 64)).clamp(16 << 10, 1 << 20)
}

/// The parser state chunks are parsed in: the state at the start of the
/// first chunk the calling thread reached.
pub(crate) struct ChunkStart<'s> {
    pub(super) aliases: Arc<AliasTable<'s>>,
    pub(super) distinct: FxHashMap<u64, Attribute>,
    pub(super) depth: u32,
    pub(super) default_dialect: &'static str,
    pub(super) custom_op: Option<&'static str>,
}

/// A chunk parsed ahead, waiting to be adopted.
pub(crate) struct ParsedChunk<'s> {
    /// Its ops, in the root block of the fragment.
    pub(super) ir: Ir,
    /// Offset of the token after its last op.
    pub(super) end: u32,
    /// The line starts it passed.
    pub(super) lines: Vec<u32>,
    /// Its trailing locations that name aliases not yet defined.
    pub(super) deferred_locs: Vec<(LocTarget, &'s str, u32)>,
    /// The `distinct[N]` attributes it made.
    pub(super) new_distinct: Vec<(u64, Attribute)>,
    /// What it did with the bodies of identified types.
    pub(super) bodies: TypeBodyLog,
}

/// Where a chunk is.
pub(super) enum Slot<'s> {
    /// Nobody took it yet.
    Open,
    /// Being parsed ahead.
    Claimed,
    /// Parsed ahead.
    Parsed(Box<ParsedChunk<'s>>),
    /// Could not be parsed ahead (the calling thread will parse it).
    Failed,
    /// The calling thread is past it, or parses it itself.
    Done,
}

pub(super) struct Schedule<'s> {
    /// The state to parse chunks in, once known.
    pub(super) start: Option<Arc<ChunkStart<'s>>>,
    /// Chunks from this one on are not parsed ahead.
    pub(super) limit: usize,
    /// The first chunk nobody took.
    pub(super) next: usize,
    /// The first chunk the calling thread has not reached.
    pub(super) reached: usize,
    pub(super) slots: Vec<Slot<'s>>,
    /// How many chunks the calling thread adopted.
    pub(super) adopted: usize,
}

/// What the threads of one parallel parse share.
pub(crate) struct ParallelParse<'s> {
    pub(super) src: &'s str,
    pub(super) file: &'s str,
    threads: usize,
    /// The chunks, once a helper has scanned the buffer, and how far the
    /// parse of each has come (the offset of the op it is at).
    pub(super) plan: OnceLock<(ChunkPlan, Box<[AtomicU32]>)>,
    pub(super) schedule: Mutex<Schedule<'s>>,
    /// Signalled whenever a chunk is parsed, taken or given up.
    pub(super) changed: Condvar,
    /// Set when the calling thread is done: helpers stop.
    pub(super) stop: AtomicBool,
    /// How far ahead of the calling thread chunks are parsed.
    window: usize,
    /// The largest chunk parsed ahead, in bytes: the window's nominal size.
    /// A larger one (a single huge op, such as a function of a hundred
    /// thousand ops) is left to the calling thread: its fragment would hold
    /// a large share of the module a second time until it is spliced, and
    /// splicing it costs about as much as parsing it in place.
    max_chunk_ahead: usize,
    /// Emptied fragments, for reuse.
    pub(super) spare: Mutex<Vec<Ir>>,
}

impl<'s> ParallelParse<'s> {
    /// The shared state for parsing `src` (named `file`) on `threads` threads.
    pub(crate) fn new(src: &'s str, file: &'s str, threads: usize) -> Self {
        ParallelParse {
            src,
            file,
            threads,
            schedule: Mutex::new(Schedule {
                start: None,
                limit: 0,
                next: 0,
                reached: 0,
                slots: Vec::new(),
                adopted: 0,
            }),
            plan: OnceLock::new(),
            changed: Condvar::new(),
            stop: AtomicBool::new(false),
            window: 4 * threads.max(1),
            max_chunk_ahead: 4 * threads.max(1) * chunk_bytes(src.len(), threads),
            spare: Mutex::new(Vec::new()),
        }
    }

    /// The chunks, once known.
    pub(super) fn chunks(&self) -> Option<&[Chunk]> {
        self.plan.get().map(|(p, _)| &p.chunks[..])
    }

    /// How far the parse of chunk `index` has come.
    pub(super) fn progress(&self, index: usize) -> Option<&AtomicU32> {
        self.plan
            .get()
            .and_then(|(_, progress)| progress.get(index))
    }

    /// Scans the buffer for chunks (the first helper does, the others wait
    /// for it); false if there are too few to share.
    pub(super) fn plan(&self) -> bool {
        let plan = self.plan.get_or_init(|| {
            let plan = plan_chunks(self.src, chunk_bytes(self.src.len(), self.threads));
            // The slots exist before the chunks are seen.
            let n = plan.chunks.len();
            let mut schedule = self.schedule.lock();
            schedule.slots = (0..n).map(|_| Slot::Open).collect();
            schedule.limit = n;
            let progress = (0..n).map(|_| AtomicU32::new(0)).collect();
            (plan, progress)
        });
        plan.0.chunks.len() > 1
    }

    /// Tells the helpers to stop (the calling thread is done, or gave up).
    pub(crate) fn finish(&self) {
        self.stop.store(true, Ordering::Relaxed);
        let _schedule = self.schedule.lock();
        self.changed.notify_all();
    }

    /// Takes the next open chunk within the window, if any, passing over
    /// chunks too large to parse ahead (they stay open: the calling thread
    /// parses them when it gets there).
    pub(super) fn claim(&self, schedule: &mut Schedule<'s>) -> Option<usize> {
        let chunks = self.chunks()?;
        loop {
            let index = schedule.next;
            if index >= schedule.limit || index >= schedule.reached + self.window {
                return None;
            }
            schedule.next += 1;
            let chunk = chunks[index];
            if (chunk.end - chunk.start) as usize > self.max_chunk_ahead {
                continue;
            }
            schedule.slots[index] = Slot::Claimed;
            return Some(index);
        }
    }

    pub(super) fn store(&self, schedule: &mut Schedule<'s>, index: usize, slot: Slot<'s>) {
        match &schedule.slots[index] {
            // The calling thread went past it meanwhile.
            Slot::Done => self.recycle(slot),
            _ => schedule.slots[index] = slot,
        }
        self.changed.notify_all();
    }

    pub(super) fn recycle(&self, slot: Slot<'s>) {
        if let Slot::Parsed(chunk) = slot {
            self.spare_fragment(chunk.ir);
        }
    }

    pub(super) fn spare_fragment(&self, mut ir: Ir) {
        ir.clear();
        self.spare.lock().push(ir);
    }
}

/// The calling thread's view of a parallel parse: the shared state and
/// the first chunk it has not passed yet.
pub(crate) struct ChunkCursor<'p, 's> {
    pub(super) parallel: &'p ParallelParse<'s>,
    pub(super) next: usize,
}

impl<'p, 's> ChunkCursor<'p, 's> {
    pub(crate) fn new(parallel: &'p ParallelParse<'s>) -> Self {
        ChunkCursor { parallel, next: 0 }
    }
}
