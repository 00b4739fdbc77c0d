/// What a config chose for one (container, from, to): the animator, the gesture, and which rule said so.
public struct Resolution: Sendable {
    /// The matched rule; nil when the config's `default` was used.
    public var rule: TransitionRule?
    /// The animator to run; nil switches without animation.
    public var animator: ConfiguredAnimator?
    /// The gesture that may drive the transition; nil when it is not interactive.
    public var interaction: InteractionSpec?
    /// Whether a reversible rule served the reverse of its own pair: then ``animator``'s `direction` is flipped
    /// (left↔right, up↔down, leading↔trailing, forward↔backward; `auto` stays) and so is ``interaction``.
    public var isReversed: Bool
    /// Whether the config's `reduceMotion` animator replaced the rule's.
    public var isReduceMotion: Bool

    /// Whether the config's `default` was used.
    public var isDefault: Bool { rule == nil }
}
