/// The config's `"default"` or `"reduceMotion"` animator: used when no rule matches, or in place of every rule's
/// animator while reduce motion is on.
public struct ConfigFallback: Sendable {
    /// The animator; nil switches without animation (written `null`).
    public var animator: ConfiguredAnimator?
    /// `default` or `reduceMotion`.
    public var path: ConfigPath
    /// Where the value is.
    public var location: ConfigLocation
}
