/// Bounds a config must stay within, so a hostile or mistaken file is rejected with a diagnostic instead of
/// exhausting memory or the stack.
///
/// ```swift
/// var limits = ConfigLimits()
/// limits.maximumDepth = 16
/// let (config, diagnostics) = TransitionConfig.load(data: data, registry: registry, limits: limits)
/// ```
public struct ConfigLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes (default 8 MiB).
    public var maximumBytes: Int
    /// The deepest nesting of arrays and objects accepted (default 64; a real config needs about 5).
    public var maximumDepth: Int
    /// The most JSON values (every number, string, array, object, …) accepted (default 1 000 000).
    public var maximumValues: Int

    /// Creates limits; the defaults suit any hand-written or generated config.
    public init(maximumBytes: Int = 8 << 20, maximumDepth: Int = 64, maximumValues: Int = 1_000_000) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
    }
}
