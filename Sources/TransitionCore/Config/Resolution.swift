/// What a config chose for one (container, from, to): the animator, the gesture, and which rule said so.
///
/// A resolution shares one immutable storage object: the config builds each rule's resolutions once, at load, so
/// resolving a pair copies a reference, not the rule.
public struct Resolution: Sendable {
    final class Storage: Sendable {
        let rule: TransitionRule?
        let animator: ConfiguredAnimator?
        let interaction: InteractionSpec?
        let isReversed: Bool
        let isReduceMotion: Bool

        init(
            rule: TransitionRule?, animator: ConfiguredAnimator?, interaction: InteractionSpec?, isReversed: Bool,
            isReduceMotion: Bool
        ) {
            self.rule = rule
            self.animator = animator
            self.interaction = interaction
            self.isReversed = isReversed
            self.isReduceMotion = isReduceMotion
        }
    }

    let storage: Storage

    init(
        rule: TransitionRule?, animator: ConfiguredAnimator?, interaction: InteractionSpec?, isReversed: Bool,
        isReduceMotion: Bool
    ) {
        storage = Storage(
            rule: rule, animator: animator, interaction: interaction, isReversed: isReversed,
            isReduceMotion: isReduceMotion)
    }

    /// The matched rule; nil when the config's `default` was used.
    public var rule: TransitionRule? { storage.rule }
    /// The animator to run; nil switches without animation.
    public var animator: ConfiguredAnimator? { storage.animator }
    /// The gesture that may drive the transition; nil when it is not interactive.
    public var interaction: InteractionSpec? { storage.interaction }
    /// Whether a reversible rule served the reverse of its own pair: then ``animator``'s `direction` is flipped
    /// (left↔right, up↔down, leading↔trailing, forward↔backward; `auto` stays) and so is ``interaction``.
    public var isReversed: Bool { storage.isReversed }
    /// Whether the config's `reduceMotion` animator replaced the rule's.
    public var isReduceMotion: Bool { storage.isReduceMotion }

    /// Whether the config's `default` was used.
    public var isDefault: Bool { rule == nil }
}
