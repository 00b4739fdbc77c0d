/// One entry of a config's `"transitions"`: which pairs it matches and what they get.
public struct TransitionRule: Sendable {
    /// The rule's index in `"transitions"`.
    public internal(set) var index: Int
    /// `transitions[index]`.
    public internal(set) var path: ConfigPath
    /// Where the rule's object starts.
    public internal(set) var location: ConfigLocation
    /// The container it is scoped to; nil matches any container (`"*"` or left out).
    public internal(set) var container: String?
    /// The leaving child; nil matches any (`"*"` or left out).
    public internal(set) var from: String?
    /// The arriving child; nil matches any.
    public internal(set) var to: String?
    /// The animator; nil switches without animation (`"animator": null`).
    public internal(set) var animator: ConfiguredAnimator?
    /// The gesture that may drive the transition, if any.
    public internal(set) var interaction: InteractionSpec?
    /// Whether the rule also serves the reverse pair (to → from), with the direction flipped.
    public internal(set) var isReversible: Bool
    /// The animator for the reverse pair: ``animator`` with its `direction` parameter flipped.
    var reversedAnimator: ConfiguredAnimator?

    /// How specific the pattern is.
    public var specificity: RuleSpecificity { RuleSpecificity(container: container, from: from, to: to) }

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
