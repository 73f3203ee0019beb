//! The memory allocator: mimalloc, for the whole process (its tests too).
//!
//! Most of a move's work is short-lived allocations (the record replayed, the texts, the
//! image's buffers) on the runtime's threads, where glibc's allocator took 15% of the CPU
//! under load. With mimalloc the load generator plays about 15% more moves a second
//! (docs/benchmarks.md). It is tuned to keep no more memory than glibc's: its arenas are
//! committed as they are used rather than all at once, so that the pages it frees leave
//! the resident set, and they leave at once rather than a second later (left at its
//! defaults, a load run's resident memory was 88–95 MiB instead of 56 with 1,000
//! channels, and 295 MiB instead of 156 with 100,000).

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `mi_option_arena_eager_commit` and `mi_option_purge_delay` in the `mi_option_e` of the
/// mimalloc that `libmimalloc-sys` builds (its `mimalloc.h`; the crate names only some).
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Applies the tuning before anything is allocated: mimalloc reserves its first arena
/// at the first allocation, which comes before `main` (the runtime's own), and an arena
/// keeps the commit mode it was made with. On ELF systems the loader runs this among
/// the program's constructors, before Rust's runtime starts.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static TUNE_AT_LOAD: extern "C" fn() = {
    extern "C" fn at_load() {
        tune();
    }
    at_load
};

/// Applies the tuning above (again: it is idempotent); called first thing in `main`.
pub fn tune() {
    // SAFETY: setting mimalloc's options takes no pointers and is allowed at any time;
    // these change only how later memory is committed and when freed pages go back.
    unsafe {
        libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0);
        libmimalloc_sys::mi_option_set(PURGE_DELAY, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arenas_are_committed_as_used_and_freed_pages_leave_at_once_from_the_start() {
        // SAFETY: reading an option takes no pointers.
        let option = |option| unsafe { libmimalloc_sys::mi_option_get(option) };
        assert_eq!((option(ARENA_EAGER_COMMIT), option(PURGE_DELAY)), (0, 0), "set as the process was loaded");
        // Their neighbours keep their defaults (mimalloc's `options.c`), so the numbers name
        // the options: the deprecated eager_commit (1) and purge_decommits (1) round the
        // first, the deprecated eager_commit_delay (1) and os_tag (100, three on) the second.
        assert_eq!((option(ARENA_EAGER_COMMIT - 1), option(ARENA_EAGER_COMMIT + 1)), (1, 1));
        assert_eq!((option(PURGE_DELAY - 1), option(PURGE_DELAY + 3)), (1, 100));
    }
}
