/// Why a config chose what it chose for one pair: the winner, where it is in the file, and for every other rule
/// why it lost. Its ``description`` is what `transitions explain` prints.
///
/// ```swift
/// print(config.explain(container: "Tabs", from: "Home", to: "Settings"))
/// // Tabs: Home → Settings
/// //   uses transitions[0] at tabs.json:9:5 (Tabs: Home → Settings, container exact pair)
/// //   …
/// ```
public struct Explanation: Sendable, CustomStringConvertible {
    /// Why one rule won or lost.
    package enum Verdict: Sendable, Hashable {
        /// The rule matched and won.
        case chosen
        /// The rule's reverse matched and won (`reversible`).
        case chosenReversed
        /// The rule matched, but the rule at this index is more specific.
        case lessSpecific(than: Int)
        /// The rule's reverse matched, but the rule at this index is more specific, or is written for the same
        /// pattern (a written rule beats a derived reverse).
        case reverseLost(to: Int)
        /// The rule is scoped to this other container (or the pair has no container).
        case otherContainer(String)
        /// The rule's `from` is this other child.
        case fromDoesNotMatch(String)
        /// The rule's `to` is this other child.
        case toDoesNotMatch(String)
    }

    /// One rule and its verdict.
    package struct Candidate: Sendable {
        /// The rule.
        package var rule: TransitionRule
        /// Why it won or lost.
        package var verdict: Verdict
    }

    /// The container asked about; nil for none.
    public var container: String?
    /// The leaving child.
    public var from: String
    /// The arriving child.
    public var to: String
    /// What the config chose; nil when nothing matched and there is no default.
    public var resolution: Resolution?
    /// Every rule, in file order.
    package var candidates: [Candidate]
    /// The config's `"default"`, if any.
    package var defaultAnimator: ConfigFallback?
    /// The config's file name, for locations.
    public var file: String?

    /// A readable report: the outcome, then every rule with its verdict, then the default.
    public var description: String {
        var lines = [TransitionRule.describe(container: container, from: from, to: to)]
        lines.append(contentsOf: outcome)
        guard !candidates.isEmpty else { return (lines + ["  no rules", defaultLine]).joined(separator: "\n") }
        lines.append("  rules, in file order:")
        let names = candidates.map { "transitions[\($0.rule.index)] \($0.rule.location)" }
        let patterns = candidates.map { $0.rule.pattern + ($0.rule.isReversible ? " (reversible)" : "") }
        let nameWidth = names.map(\.count).max() ?? 0
        let patternWidth = patterns.map(\.count).max() ?? 0
        for (offset, candidate) in candidates.enumerated() {
            let won = candidate.verdict == .chosen || candidate.verdict == .chosenReversed
            lines.append(
                "    " + (won ? "✓ " : "✗ ")
                    + Self.column(names[offset], width: nameWidth + 2)
                    + Self.column(patterns[offset], width: patternWidth + 2)
                    + reason(candidate))
        }
        lines.append(defaultLine)
        return lines.joined(separator: "\n")
    }

    /// `text` followed by spaces up to `width`, never cut (`padding(toLength:withPad:startingAt:)` truncates).
    private static func column(_ text: String, width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func place(_ location: ConfigLocation) -> String {
        file.map { "\($0):\(location)" } ?? location.description
    }

    private var outcome: [String] {
        guard let resolution else {
            return ["  no rule matches and there is no default: the switch is not animated by the config"]
        }
        var lines: [String] = []
        if let rule = resolution.rule {
            let served =
                resolution.isReversed
                ? "the reverse of \(rule.pattern), \(Explanation.servedSpecificity(rule, reversed: true))"
                : "\(rule.pattern), \(rule.specificity)"
            lines.append("  uses transitions[\(rule.index)] at \(place(rule.location)) (\(served))")
        } else if let fallback = defaultAnimator {
            lines.append("  no rule matches: uses the default at \(place(fallback.location))")
        }
        lines.append("  animator: " + (resolution.animator.map(\.summary) ?? "none (switch without animation)"))
        if let element = (resolution.animator?.animator as? any SharedElementAnimator)?.element {
            let fallback = resolution.fallback.map(\.summary) ?? "none (the animator plays without the element)"
            lines.append("  fallback, when a screen lacks the element '\(element)': \(fallback)")
        }
        if let interaction = resolution.interaction {
            lines.append("  interaction: \(interaction.gesture.summary)")
        }
        if resolution.isReversed { lines.append("  reversed: yes (the animation played backwards, the gesture flipped)") }
        if resolution.isReduceMotion { lines.append("  reduce motion: the config's \"reduceMotion\" animator is used") }
        return lines
    }

    static func servedSpecificity(_ rule: TransitionRule, reversed: Bool) -> RuleSpecificity {
        reversed ? RuleSpecificity(container: rule.container, from: rule.to, to: rule.from) : rule.specificity
    }

    private func winnerSpecificity() -> RuleSpecificity? {
        guard let resolution, let rule = resolution.rule else { return nil }
        return Explanation.servedSpecificity(rule, reversed: resolution.isReversed)
    }

    private func reason(_ candidate: Candidate) -> String {
        let rule = candidate.rule
        switch candidate.verdict {
        case .chosen:
            return "chosen (\(rule.specificity))"
        case .chosenReversed:
            return "chosen reversed (\(rule.reversePattern), \(Explanation.servedSpecificity(rule, reversed: true)))"
        case let .lessSpecific(winner):
            return "matches, but \(rule.specificity) is less specific than transitions[\(winner)]'s "
                + (winnerSpecificity()?.description ?? "")
        case let .reverseLost(winner):
            let own = Explanation.servedSpecificity(rule, reversed: true)
            if own == winnerSpecificity() {
                return "its reverse matches, but transitions[\(winner)] is written for that pattern and wins"
            }
            return "its reverse matches, but \(own) is less specific than transitions[\(winner)]'s "
                + (winnerSpecificity()?.description ?? "")
        case let .otherContainer(name):
            return container.map { "scoped to container '\(name)', not '\($0)'" }
                ?? "scoped to container '\(name)'; the pair has no container"
        case let .fromDoesNotMatch(name):
            return "from is '\(name)', not '\(from)'" + reverseNote(rule)
        case let .toDoesNotMatch(name):
            return "to is '\(name)', not '\(to)'" + reverseNote(rule)
        }
    }

    private func reverseNote(_ rule: TransitionRule) -> String {
        rule.isReversible ? "; its reverse does not match either" : ""
    }

    private var defaultLine: String {
        guard let fallback = defaultAnimator else { return "  default: none" }
        let use = resolution?.rule == nil && resolution != nil ? "used" : "not used, a rule matched"
        return "  default at \(fallback.location): " + (fallback.animator.map(\.summary) ?? "no animation")
            + " — \(use)"
    }
}
