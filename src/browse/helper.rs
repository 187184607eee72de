//! The helper threads of both browsers (the function list's inclusive
//! costs, merged views and parts; the comparison's call index and other
//! orders): made off the terminal loop, taken in between keys.

use std::sync::mpsc;

use crate::memory::release_freed_memory;

/// What the helper threads are doing, as the terminal loop sees it.
#[derive(PartialEq, Eq)]
pub enum Helper {
    Working,
    /// Just done: its result changed what is drawn.
    Done,
    Idle,
}

impl Helper {
    /// After a poll: whether anything arrived, whether a thread works on.
    pub fn of(arrived: bool, working: bool) -> Helper {
        match (arrived, working) {
            (true, _) => Helper::Done,
            (false, true) => Helper::Working,
            (false, false) => Helper::Idle,
        }
    }
}

/// Helper threads sending `R`s, and how many are not done yet.
pub struct Helpers<R> {
    send: mpsc::Sender<Option<R>>,
    results: mpsc::Receiver<Option<R>>,
    pub(super) working: usize,
}

/// Says a helper thread is done when it ends, by a panic too (the loop
/// would otherwise wait for it between keys forever).
struct DoneOnDrop<R>(mpsc::Sender<Option<R>>);

impl<R> Drop for DoneOnDrop<R> {
    fn drop(&mut self) {
        let _ = self.0.send(None);
    }
}

impl<R: Send + 'static> Helpers<R> {
    pub fn new() -> Self {
        let (send, results) = mpsc::channel();
        let working = 0;
        Helpers { send, results, working }
    }

    /// Runs `job` on a helper thread, which sends what it makes as it
    /// goes (sent to a browser that has quit, it is dropped).
    pub fn spawn(&mut self, job: impl FnOnce(&dyn Fn(R)) + Send + 'static) {
        let done = DoneOnDrop(self.send.clone());
        self.working += 1;
        std::thread::spawn(move || {
            job(&|r| {
                // A browser waiting for keys makes no allocations that
                // would reuse what the work freed: on the 1 GB benchmark
                // profile 47 MB of its resident memory was such memory
                // when the helper was done.
                release_freed_memory();
                let _ = done.0.send(Some(r));
            });
            drop(done);
        });
    }

    pub fn working(&self) -> bool {
        self.working > 0
    }

    /// What the helper threads have sent since the last call, in order.
    pub fn arrived(&mut self) -> Vec<R> {
        let mut got = Vec::new();
        while self.working > 0 {
            match self.results.try_recv() {
                Ok(Some(r)) => got.push(r),
                Ok(None) => self.working -= 1,
                Err(_) => break,
            }
        }
        got
    }
}

/// Puts the calling thread at the lowest scheduling priority (on Linux a
/// thread's nice value is its own): its work is for a view not asked for
/// yet, and the keys' answers should not wait for it. Merging on the 1 GB
/// benchmark profile while keys were typed made Right take 58 ms in the
/// process, 5 ms once merging was done (a shared 2-core machine).
pub fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: plain system calls on the calling thread, no memory passed.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid);
        libc::setpriority(libc::PRIO_PROCESS as _, tid as libc::id_t, 19);
    }
}
