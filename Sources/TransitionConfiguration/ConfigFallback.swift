/// The config's `"default"` or `"reduceMotion"` animator: used when no rule matches, or in place of every rule's
/// animator while reduce motion is on.
package struct ConfigFallback: Sendable {
    /// The animator; nil switches without animation (written `null`).
    package var animator: ConfiguredAnimator?
    /// `default` or `reduceMotion`.
    package var path: ConfigPath
    /// Where the value is.
    package var location: ConfigLocation
}
