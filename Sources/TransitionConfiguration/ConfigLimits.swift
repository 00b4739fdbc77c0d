/// Bounds a config must stay within, so a hostile or mistaken file is rejected with a diagnostic instead of
/// exhausting memory or the stack.
///
/// ```swift
/// var limits = ConfigLimits()
/// limits.maximumDepth = 16
/// let (config, diagnostics) = TransitionConfig.load(data: data, registry: registry, limits: limits)
/// ```
public struct ConfigLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes (default 8 MiB). Positions in diagnostics are exact in files up to 4 GiB;
    /// past 4,294,967,295 lines or columns they stay at that.
    public var maximumBytes: Int
    /// The deepest nesting of arrays and objects accepted (default 64; a real config needs about 5).
    public var maximumDepth: Int
    /// The most JSON values (every number, string, array, object, …) accepted (default 1 000 000).
    public var maximumValues: Int
    /// The most diagnostics listed (default 100): the first ones found are kept in full, and one last diagnostic of
    /// code ``ConfigDiagnostic/Code/truncated`` counts the rest. A file with thousands of mistakes is one mistake
    /// repeated, and listing every one (each with its own "did you mean") would cost time and memory out of all
    /// proportion to the file.
    public var maximumDiagnostics: Int

    /// Creates limits; the defaults suit any hand-written or generated config.
    public init(
        maximumBytes: Int = 8 << 20, maximumDepth: Int = 64, maximumValues: Int = 1_000_000,
        maximumDiagnostics: Int = 100
    ) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
        self.maximumDiagnostics = maximumDiagnostics
    }
}
