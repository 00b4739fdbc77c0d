/// One entry of a config's `"transitions"`: which pairs it matches and what they get.
public struct TransitionRule: Sendable {
    /// The rule's index in `"transitions"`.
    public internal(set) var index: Int {
        get { storage.fields.index }
        set { mutate { $0.index = newValue } }
    }
    /// `transitions[index]`.
    public var path: ConfigPath { ConfigLoader.transitionsPath.index(index) }
    /// Where the rule's object starts.
    public internal(set) var location: ConfigLocation {
        get { storage.fields.location }
        set { mutate { $0.location = newValue } }
    }
    /// The container it is scoped to; nil matches any container (`"*"` or left out).
    public internal(set) var container: String? {
        get { storage.fields.container }
        set { mutate { $0.container = newValue } }
    }
    /// The leaving child; nil matches any (`"*"` or left out).
    public internal(set) var from: String? {
        get { storage.fields.from }
        set { mutate { $0.from = newValue } }
    }
    /// The arriving child; nil matches any.
    public internal(set) var to: String? {
        get { storage.fields.to }
        set { mutate { $0.to = newValue } }
    }
    /// The animator; nil switches without animation (`"animator": null`).
    public internal(set) var animator: ConfiguredAnimator? {
        get { storage.fields.animator }
        set { mutate { $0.animator = newValue } }
    }
    /// The gesture that may drive the transition, if any.
    public internal(set) var interaction: InteractionSpec? {
        get { storage.fields.interaction }
        set { mutate { $0.interaction = newValue } }
    }
    /// Whether the rule also serves the reverse pair (to → from), with the direction flipped.
    public internal(set) var isReversible: Bool {
        get { storage.fields.isReversible }
        set { mutate { $0.isReversible = newValue } }
    }
    /// What plays when ``animator`` moves a shared element one of the screens lacks: the rule's `"fallback"`, or
    /// `fade-scale` when the rule leaves it out; nil for `null` (the animator then plays without the element) and
    /// for an animator that moves no shared element.
    public internal(set) var fallback: ConfiguredAnimator? {
        get { storage.fields.fallback }
        set { mutate { $0.fallback = newValue } }
    }
    /// The fallback for the reverse pair, its `direction` flipped like ``animator``'s.
    package var reversedFallback: ConfiguredAnimator? {
        guard let fallback, let reversed = storage.fields.reversedFallback else { return nil }
        return ConfiguredAnimator(reversed, path: fallback.path, location: fallback.location)
    }
    /// The animator for the reverse pair: ``animator`` played backwards, or with its `direction` parameter flipped.
    package var reversedAnimator: ConfiguredAnimator? {
        guard let animator, let reversed = storage.fields.reversedAnimator else { return nil }
        return ConfiguredAnimator(reversed, path: animator.path, location: animator.location)
    }

    // Every field lives in one object, copied on write: a config copies its rules into drafts, resolutions and
    // explanations, and each copy costs one reference count instead of a dozen strings', dictionaries' and
    // animators'. The figure that needs it: loading the 10,000-rule config within 1.0× JSONDecoder's instructions
    // (Scripts/config-load-instructions.sh); as a plain struct the load measured 1.04×.
    private var storage: Storage

    private struct Fields {
        var index: Int
        var location: ConfigLocation
        var container: String?
        var from: String?
        var to: String?
        var animator: ConfiguredAnimator?
        var interaction: InteractionSpec?
        var isReversible: Bool
        /// What the way back plays, written where ``animator`` is (only the definition differs).
        var reversedAnimator: ConfiguredAnimator.Definition?
        var fallback: ConfiguredAnimator?
        /// The way back's fallback, written where ``fallback`` is.
        var reversedFallback: ConfiguredAnimator.Definition?
    }

    private final class Storage: @unchecked Sendable {
        // Written only through `mutate`, on a uniquely referenced copy: shared storage is never written.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// A rule; `reversedAnimator` and `reversedFallback` are what the way back plays in place of `animator` and
    /// `fallback`, written where they are.
    init(
        index: Int, location: ConfigLocation, container: String?, from: String?, to: String?,
        animator: ConfiguredAnimator?, interaction: InteractionSpec?, isReversible: Bool,
        reversedAnimator: ConfiguredAnimator?, fallback: ConfiguredAnimator?, reversedFallback: ConfiguredAnimator?
    ) {
        storage = Storage(
            Fields(
                index: index, location: location, container: container, from: from, to: to,
                animator: animator, interaction: interaction, isReversible: isReversible,
                reversedAnimator: reversedAnimator?.definition, fallback: fallback,
                reversedFallback: reversedFallback?.definition))
    }

    private mutating func mutate(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }

    /// How specific the pattern is.
    package var specificity: RuleSpecificity { RuleSpecificity(container: container, from: from, to: to) }

    /// Whether the rule matches (container, from, to) as written (not reversed).
    public func matches(container: String?, from: String, to: String) -> Bool {
        (self.container == nil || self.container == container) && (self.from == nil || self.from == from)
            && (self.to == nil || self.to == to)
    }

    /// `Tabs: Home → *`, `* → Detail`.
    public var pattern: String { TransitionRule.describe(container: container, from: from, to: to) }

    /// The reverse pattern a reversible rule also serves: `Tabs: * → Home`.
    public var reversePattern: String { TransitionRule.describe(container: container, from: to, to: from) }

    static func describe(container: String?, from: String?, to: String?) -> String {
        // Long identifiers are shortened: the pattern appears in messages, which must stay short.
        let pair = "\(from.map { abbreviated($0) } ?? "*") → \(to.map { abbreviated($0) } ?? "*")"
        return container.map { "\(abbreviated($0)): \(pair)" } ?? pair
    }
}
