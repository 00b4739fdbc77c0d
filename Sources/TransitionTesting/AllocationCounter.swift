import AllocationCounting

/// Counts the heap allocations a piece of code makes on the calling thread — every `malloc`, `calloc`, `realloc`
/// and aligned allocation, so every Swift class instance, closure context, array, string and dictionary storage —
/// deterministically: a count, not a timing. Other threads' allocations are not counted.
///
/// On Linux with glibc, linking TransitionTesting wraps the process's allocation functions (weakly, so a sanitizer's
/// own take precedence) and forwards every call to glibc. Elsewhere — Apple platforms, or under a sanitizer —
/// ``isAvailable`` is false, ``count(_:)`` returns nil, and ``AnimatorConformance`` skips its allocation check.
///
/// ```swift
/// let allocations = AllocationCounter.count { _ = animation.state(of: .to, at: 0.5, base: base) }
/// #expect(allocations == 0)
/// ```
public enum AllocationCounter {
    /// Whether allocations can be counted in this process.
    public static let isAvailable = tc_allocation_counter_available() != 0

    /// How many Swift heap allocations `body` made on the calling thread, or nil when counting is unavailable.
    /// Not reentrant: a `count` inside another's body restarts the outer count.
    public static func count(_ body: () throws -> Void) rethrows -> Int? {
        guard isAvailable else {
            try body()
            return nil
        }
        tc_allocation_counter_begin()
        defer { _ = tc_allocation_counter_end() }  // stops counting when `body` throws, too
        try body()
        return Int(tc_allocation_counter_end())
    }
}
