extension TransitionConfig {
    /// Why the config chooses what it does for a switch from `from` to `to` in `container`: the rule that wins and
    /// where it is, and for every other rule why it lost (less specific, another container, from or to differ).
    ///
    /// ```swift
    /// print(config.explain(container: "Tabs", from: "Home", to: "Settings"))
    /// ```
    ///
    /// Unlike ``resolve(container:from:to:reduceMotion:)`` this looks at every rule; it is for people, not frames.
    public func explain(container: String?, from: String, to: String, reduceMotion: Bool = false) -> Explanation {
        let resolution = resolve(container: container, from: from, to: to, reduceMotion: reduceMotion)
        let winner = resolution?.rule?.index
        let reversed = resolution?.isReversed ?? false
        let candidates = rules.map { rule -> Explanation.Candidate in
            let verdict: Explanation.Verdict
            if rule.index == winner {
                verdict = reversed ? .chosenReversed : .chosen
            } else if let scope = rule.container, scope != container {
                verdict = .otherContainer(scope)
            } else if let winner, rule.matches(container: container, from: from, to: to) {
                verdict = .lessSpecific(than: winner)
            } else if let winner, rule.isReversible, rule.matches(container: container, from: to, to: from) {
                verdict = .reverseLost(to: winner)
            } else if let expected = rule.from, expected != from {
                verdict = .fromDoesNotMatch(expected)
            } else {
                verdict = .toDoesNotMatch(rule.to ?? "*")
            }
            return Explanation.Candidate(rule: rule, verdict: verdict)
        }
        return Explanation(
            container: container, from: from, to: to, resolution: resolution, candidates: candidates,
            defaultAnimator: defaultAnimator, file: file)
    }
}
