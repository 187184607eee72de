//! Returning freed memory to the system.

/// Gives the memory freed so far back to the system. glibc keeps what a
/// program frees for its later allocations, and only trims the top of its
/// heap on its own: memory freed below the top stays resident, and counts
/// in the peak, unless a later allocation of a fitting size reuses it.
pub fn release_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: glibc's malloc_trim only returns free pages of the
    // allocator's own arenas (of every thread) to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}
