//! The memory allocator: mimalloc, for the whole process (its tests too).
//!
//! Most of a move's work is short-lived allocations (the record replayed, the texts, the
//! image's buffers) on the runtime's threads, where glibc's allocator took 15% of the CPU
//! under load. With mimalloc the load generator plays about 15% more moves a second
//! (docs/benchmarks.md). It is tuned to keep no more memory than glibc's: its arenas are
//! committed as they are used rather than all at once, so that the pages it frees leave
//! the resident set (left at its defaults, a load run's resident memory was 88–95 MiB
//! instead of 56).

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `mi_option_arena_eager_commit` in the `mi_option_e` of the mimalloc that
/// `libmimalloc-sys` builds (its `mimalloc.h`; the crate names only some options).
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;

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
    // this one only changes how arenas made later are committed.
    unsafe { libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arenas_are_committed_as_used_from_the_start() {
        // SAFETY: reading an option takes no pointers.
        let option = |option| unsafe { libmimalloc_sys::mi_option_get(option) };
        assert_eq!(option(ARENA_EAGER_COMMIT), 0, "set as the tests' process was loaded");
        // Its neighbours keep their documented defaults, so the number names the option:
        // purge_decommits (1) after it, and the deprecated eager_commit (1) before.
        assert_eq!((option(ARENA_EAGER_COMMIT - 1), option(ARENA_EAGER_COMMIT + 1)), (1, 1));
    }
}
