#ifndef ALLOCATION_COUNTING_H
#define ALLOCATION_COUNTING_H

/// Counts the heap allocations (`malloc`, `calloc`, `realloc`, the aligned variants) made on the calling thread
/// between a begin and an end. Test support only: on Linux with glibc the allocation functions of the process that
/// links this are wrapped (weakly, so a sanitizer's own still win) and forward to glibc's; elsewhere counting is
/// unavailable.

/// Whether allocations can be counted in this process: 1 or 0.
int tc_allocation_counter_available(void);
/// Starts counting on the calling thread from zero.
void tc_allocation_counter_begin(void);
/// Stops counting; returns how many allocations the counting thread made since the begin.
long tc_allocation_counter_end(void);

#endif
