//! Work on several threads, as MLIR's `parallelForEach` does it: the same
//! worker runs on each thread (taking items from a shared counter), its
//! results are gathered, and a panic on a thread is raised again on the
//! caller's. Used by the verifier and the printer on large IR (the parser
//! schedules its own threads, see `parse::parallel`).

/// The stack each worker thread gets: as deep as the recursive walks of
/// deeply nested IR need (untouched pages cost nothing).
pub const WORKER_STACK_BYTES: usize = 256 << 20;

/// The threads the machine offers, asked once (the answer takes system calls).
pub fn available_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Runs `work` on the calling thread and on up to `threads - 1` more, and
/// returns everything they produced (in no particular order). A thread that
/// cannot be started is skipped: the others do its share.
pub fn run_on_threads<T: Send>(threads: usize, work: impl Fn() -> Vec<T> + Sync) -> Vec<T> {
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .filter_map(|_| {
                std::thread::Builder::new()
                    .stack_size(WORKER_STACK_BYTES)
                    .spawn_scoped(scope, &work)
                    .ok()
            })
            .collect();
        let mut all = work();
        for helper in helpers {
            match helper.join() {
                Ok(done) => all.extend(done),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        all
    })
}
