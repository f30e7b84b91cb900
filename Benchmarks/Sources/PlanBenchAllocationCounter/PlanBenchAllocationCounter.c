// Counts heap allocations for physics-plan-bench by interposing glibc's allocator entry points
// (the executable's definitions take precedence over libc's for every library in the process).
#include "PlanBenchAllocationCounter.h"
#include <errno.h>  // any libc header: defines __GLIBC__ on glibc

#if defined(__linux__) && defined(__GLIBC__)
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_long allocations;
static atomic_int counting;

static inline void note(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) { note(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { note(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { note(); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    note();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void plan_bench_start_counting(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, 1);
}

long plan_bench_stop_counting(void) {
    atomic_store(&counting, 0);
    return atomic_load(&allocations);
}
#else
void plan_bench_start_counting(void) {}
long plan_bench_stop_counting(void) { return -1; }
#endif
