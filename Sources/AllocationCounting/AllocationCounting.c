#include "AllocationCounting.h"

// Any C library header defines __GLIBC__ where glibc is the C library.
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

// glibc's own allocator entry points, which the wrappers below forward to.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static atomic_int counting;
static pthread_t counting_thread;
static long counted;

static inline void note_allocation(void) {
    if (atomic_load_explicit(&counting, memory_order_acquire) && pthread_equal(pthread_self(), counting_thread)) {
        counted += 1;
    }
}

// Weak: a sanitizer runtime's definitions win over these, and counting then reads nothing.
__attribute__((weak)) void *malloc(size_t size) {
    note_allocation();
    return __libc_malloc(size);
}

__attribute__((weak)) void *calloc(size_t count, size_t size) {
    note_allocation();
    return __libc_calloc(count, size);
}

__attribute__((weak)) void *realloc(void *pointer, size_t size) {
    note_allocation();
    return __libc_realloc(pointer, size);
}

__attribute__((weak)) void *memalign(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

__attribute__((weak)) void *aligned_alloc(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

__attribute__((weak)) int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    note_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

__attribute__((weak)) void *valloc(size_t size) {
    note_allocation();
    return __libc_valloc(size);
}

__attribute__((weak)) void *pvalloc(size_t size) {
    note_allocation();
    return __libc_pvalloc(size);
}

int tc_allocation_counter_available(void) {
    // The wrappers are in force when `malloc` resolves to this file's (not a sanitizer's): probe with one call.
    counted = 0;
    counting_thread = pthread_self();
    atomic_store_explicit(&counting, 1, memory_order_release);
    void *volatile probe = malloc(1);
    atomic_store_explicit(&counting, 0, memory_order_release);
    __builtin_free(probe);
    return counted == 1;
}

void tc_allocation_counter_begin(void) {
    counted = 0;
    counting_thread = pthread_self();
    atomic_store_explicit(&counting, 1, memory_order_release);
}

long tc_allocation_counter_end(void) {
    atomic_store_explicit(&counting, 0, memory_order_release);
    return counted;
}

#else

int tc_allocation_counter_available(void) { return 0; }
void tc_allocation_counter_begin(void) {}
long tc_allocation_counter_end(void) { return 0; }

#endif
