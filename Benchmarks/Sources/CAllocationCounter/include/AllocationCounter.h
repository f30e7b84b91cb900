// Counts heap allocations made by this process (glibc only).
//
// The target defines `malloc`, `calloc`, `realloc`, `posix_memalign`, `aligned_alloc`, `memalign`,
// `valloc` and `pvalloc`, which forward to glibc's `__libc_*` entry points and bump one relaxed atomic
// counter. Only an executable that links this target is affected; link it into nothing else (the
// ordo-one benchmark runner preloads its own interposer).
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The number of allocation calls (malloc, calloc, realloc, and the aligned variants) so far.
uint64_t allocation_counter_count(void);

#ifdef __cplusplus
}
#endif

#endif
