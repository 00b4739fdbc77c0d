/// One entry of a config's `"transitions"`: which pairs it matches and what they get.
public struct TransitionRule: Sendable {
    /// The rule's index in `"transitions"`.
    public internal(set) var index: Int {
        get { storage.fields.index }
        set { mutate { $0.index = newValue } }
    }
    /// `transitions[index]`.
    public internal(set) var path: ConfigPath {
        get { storage.fields.path }
        set { mutate { $0.path = newValue } }
    }
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
    package internal(set) var reversedFallback: ConfiguredAnimator? {
        get { storage.fields.reversedFallback }
        set { mutate { $0.reversedFallback = newValue } }
    }
    /// The animator for the reverse pair: ``animator`` with its `direction` parameter flipped.
    package internal(set) var reversedAnimator: ConfiguredAnimator? {
        get { storage.fields.reversedAnimator }
        set { mutate { $0.reversedAnimator = newValue } }
    }

    // Every field lives in one object, copied on write: a config copies its rules into drafts, resolutions and
    // explanations, and each copy costs one reference count instead of a dozen strings', dictionaries' and
    // animators'. The figure that needs it: loading the 10,000-rule config within 1.0× JSONDecoder's instructions
    // (Scripts/config-load-instructions.sh); as a plain struct the load measured 1.04×.
    private var storage: Storage

    private struct Fields {
        var index: Int
        var path: ConfigPath
        var location: ConfigLocation
        var container: String?
        var from: String?
        var to: String?
        var animator: ConfiguredAnimator?
        var interaction: InteractionSpec?
        var isReversible: Bool
        var reversedAnimator: ConfiguredAnimator?
        var fallback: ConfiguredAnimator?
        var reversedFallback: ConfiguredAnimator?
    }

    private final class Storage: @unchecked Sendable {
        // Written only through `mutate`, on a uniquely referenced copy: shared storage is never written.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    init(
        index: Int, path: ConfigPath, location: ConfigLocation, container: String?, from: String?, to: String?,
        animator: ConfiguredAnimator?, interaction: InteractionSpec?, isReversible: Bool,
        reversedAnimator: ConfiguredAnimator?
    ) {
        storage = Storage(
            Fields(
                index: index, path: path, location: location, container: container, from: from, to: to,
                animator: animator, interaction: interaction, isReversible: isReversible,
                reversedAnimator: reversedAnimator))
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
