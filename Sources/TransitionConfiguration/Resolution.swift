/// What a config chose for one (container, from, to): the animator, the gesture, and which rule said so.
///
/// A resolution holds its rule by reference (a rule shares one storage object among its copies) and reads the
/// animator and gesture from it, so resolving a pair allocates nothing and the config keeps no second copy of its
/// rules for them.
public struct Resolution: Sendable {
    /// The matched rule; nil when the config's `default` was used.
    public let rule: TransitionRule?
    /// Whether a reversible rule served the reverse of its own pair: then ``animator``'s `direction` is flipped
    /// (left↔right, up↔down, leading↔trailing, forward↔backward; `auto` stays) and so is ``interaction``.
    public let isReversed: Bool
    /// Whether the config's `reduceMotion` animator replaced the rule's.
    public let isReduceMotion: Bool
    /// The animator when it is not the rule's own: the `default`'s or the `reduceMotion` one.
    private let replacement: Replacement?
    /// Whether the rule's gesture still drives the transition (a non-interactive replacement turns it off).
    private let keepsInteraction: Bool

    /// A replacement animator, held by reference so a resolution stays small.
    final class Replacement: Sendable {
        let animator: ConfiguredAnimator?
        init(_ animator: ConfiguredAnimator?) { self.animator = animator }
    }

    /// The rule's own answer, forward or reversed.
    init(rule: TransitionRule, isReversed: Bool) {
        self.rule = rule
        self.isReversed = isReversed
        self.isReduceMotion = false
        self.replacement = nil
        self.keepsInteraction = true
    }

    /// The config's `default`.
    init(fallback animator: ConfiguredAnimator?) {
        self.rule = nil
        self.isReversed = false
        self.isReduceMotion = false
        self.replacement = Replacement(animator)
        self.keepsInteraction = false
    }

    /// `resolution` with the config's `reduceMotion` animator in place of its own.
    init(reducingMotion resolution: Resolution, with replacement: Replacement) {
        self.rule = resolution.rule
        self.isReversed = resolution.isReversed
        self.isReduceMotion = true
        self.replacement = replacement
        self.keepsInteraction = resolution.keepsInteraction && (replacement.animator?.isInteractive ?? false)
    }

    /// The animator to run; nil switches without animation.
    public var animator: ConfiguredAnimator? {
        if let replacement { return replacement.animator }
        guard let rule else { return nil }
        return isReversed ? rule.reversedAnimator ?? rule.animator : rule.animator
    }

    /// What plays when ``animator`` moves a shared element a screen lacks: the rule's `"fallback"` (flipped with a
    /// reversed rule); nil when the animator is not the rule's own, or the rule says `null`.
    public var fallback: ConfiguredAnimator? {
        guard replacement == nil, let rule else { return nil }
        return isReversed ? rule.reversedFallback ?? rule.fallback : rule.fallback
    }

    /// The gesture that may drive the transition; nil when it is not interactive.
    public var interaction: InteractionSpec? {
        guard keepsInteraction, let rule else { return nil }
        return isReversed ? rule.interaction?.reversed : rule.interaction
    }

    /// Whether the config's `default` was used.
    public var isDefault: Bool { rule == nil }
}
