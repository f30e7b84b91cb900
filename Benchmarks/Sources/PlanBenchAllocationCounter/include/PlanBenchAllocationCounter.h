#ifndef PLAN_BENCH_ALLOCATION_COUNTER_H
#define PLAN_BENCH_ALLOCATION_COUNTER_H

/// Starts counting heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by any thread. Linux (glibc) only.
void plan_bench_start_counting(void);

/// Stops counting and returns the number of allocations since the start, or -1 where counting
/// is not available (anything but glibc).
long plan_bench_stop_counting(void);

#endif
