/// `"transitions"`: each rule's pattern, animator, interaction and `reversible`; then the table, with overlaps
/// (errors) and shadowed reverses (warnings).
extension ConfigLoader {
    /// What the loader learned about one rule, even a broken one: a rule whose pattern is valid still takes part in
    /// the overlap check.
    ///
    /// A loader holds one per rule beside the whole parsed document, so a draft is kept small: a checked rule's
    /// pattern and location are read from the rule, and only a broken rule keeps its own (as fields, a draft was 128
    /// bytes, 1.3 MB of the 10,000-rule load's peak heap, Scripts/config-load-instructions.sh).
    struct RuleDraft {
        var index: Int
        var patternIsValid: Bool
        var isReversible: Bool
        var hasInteraction: Bool
        private var reversiblePosition: JSONPosition?
        private var source: Source

        private enum Source {
            case checked(TransitionRule)
            case broken(Broken)
        }

        /// What a broken rule said.
        private final class Broken {
            let location: ConfigLocation
            let container: String?
            let from: String?
            let to: String?
            init(location: ConfigLocation, container: String?, from: String?, to: String?) {
                self.location = location
                self.container = container
                self.from = from
                self.to = to
            }
        }

        /// A checked rule's draft.
        init(_ rule: TransitionRule, reversibleLocation: ConfigLocation?, hasInteraction: Bool) {
            index = rule.index
            patternIsValid = true
            isReversible = rule.isReversible
            self.hasInteraction = hasInteraction
            reversiblePosition = reversibleLocation.map(JSONPosition.init)
            source = .checked(rule)
        }

        /// A broken rule's draft.
        init(
            index: Int, location: ConfigLocation, pattern: (container: String?, from: String?, to: String?)? = nil,
            isReversible: Bool = false, reversibleLocation: ConfigLocation? = nil, hasInteraction: Bool = false
        ) {
            self.index = index
            patternIsValid = pattern != nil
            self.isReversible = isReversible
            self.hasInteraction = hasInteraction
            reversiblePosition = reversibleLocation.map(JSONPosition.init)
            source = .broken(
                Broken(location: location, container: pattern?.container, from: pattern?.from, to: pattern?.to))
        }

        /// The checked rule; nil when anything about it is wrong.
        var rule: TransitionRule? {
            if case let .checked(rule) = source { return rule }
            return nil
        }
        /// `transitions[index]`.
        var path: ConfigPath { ConfigLoader.transitionsPath.index(index) }
        var location: ConfigLocation {
            switch source {
            case let .checked(rule): return rule.location
            case let .broken(broken): return broken.location
            }
        }
        /// Where `"reversible"` is, when the rule has it.
        var reversibleLocation: ConfigLocation? { reversiblePosition?.location }
        var container: String? {
            switch source {
            case let .checked(rule): return rule.container
            case let .broken(broken): return broken.container
            }
        }
        var from: String? {
            switch source {
            case let .checked(rule): return rule.from
            case let .broken(broken): return broken.from
            }
        }
        var to: String? {
            switch source {
            case let .checked(rule): return rule.to
            case let .broken(broken): return broken.to
            }
        }

        var key: RuleTable.Key { RuleTable.Key(container: container, from: from, to: to) }
        var pattern: String { TransitionRule.describe(container: container, from: from, to: to) }
        var reversePattern: String { TransitionRule.describe(container: container, from: to, to: from) }
    }

    static let ruleKeys = [
        "$comment", "container", "from", "to", "animator", "fallback", "interaction", "reversible",
    ]
    static let transitionsPath = ConfigPath.root.key("transitions")

    /// Checks every rule of `node`, an array taken out of the document, releasing each rule's part of it once read.
    mutating func checkRules(_ node: inout JSONNode) -> [RuleDraft] {
        guard case var .array(elements) = node.value else {
            wrongType(node, ConfigLoader.transitionsPath, expected: "an array of rules")
            return []
        }
        // `elements` is the only reference to the array once the node lets go of it, so each element can be
        // released in place after it is checked.
        node.value = .null
        var drafts: [RuleDraft] = []
        drafts.reserveCapacity(elements.count)
        for index in elements.indices {
            let element = elements[index]
            elements[index].value = .null
            drafts.append(checkRule(element, index: index))
        }
        return drafts
    }

    mutating func checkRule(_ node: JSONNode, index: Int) -> RuleDraft {
        let path = ConfigLoader.transitionsPath.index(index)
        guard let members = node.members else {
            wrongType(
                node, path,
                expected: "a rule object such as {\"from\": \"Home\", \"to\": \"Settings\", "
                    + "\"animator\": \"push\"}")
            return RuleDraft(index: index, location: node.location)
        }
        checkKeys(members, allowed: ConfigLoader.ruleKeys, path: path, of: "a rule")
        let container = identifier(node, "container", path: path)
        let from = identifier(node, "from", path: path)
        let to = identifier(node, "to", path: path)
        let patternIsValid = container.isValid && from.isValid && to.isValid

        var isValid = patternIsValid
        var isReversible = false
        var reversibleLocation: ConfigLocation?
        if let reversible = node.member("reversible") {
            if case let .bool(flag) = reversible.value.value {
                isReversible = flag
                reversibleLocation = reversible.keyLocation
            } else {
                wrongType(reversible.value, path.key("reversible"), expected: "true or false")
                isValid = false
            }
        }

        var animator: ConfiguredAnimator?
        if let member = node.member("animator") {
            switch animatorReference(member.value, path: path.key("animator")) {
            case .none: animator = nil
            case let .animator(checked):
                animator = checked
                if !checkKind(checked, container: container.value) { isValid = false }
            case .invalid: isValid = false
            }
        } else {
            error(
                .missingKey,
                "missing \"animator\": name a preset, write an animator object with a \"type\", or "
                    + "null to switch without animation", path, node.location)
            isValid = false
        }

        let fallback = elementFallback(node, animator: animator, container: container.value, path: path)
        if fallback.isInvalid { isValid = false }

        var interaction: InteractionSpec?
        let hasInteraction: Bool
        if let member = node.member("interaction") {
            hasInteraction = true
            interaction = interactionSpec(member.value, path: path.key("interaction"))
            if let interaction, isValid {
                isValid = checkInteractive(
                    animator, interaction, at: member.value.location,
                    path: path.key("interaction"))
            } else {
                isValid = false
            }
        } else {
            hasInteraction = false
        }

        if patternIsValid {
            reportIneffective(
                container: container.value, from: from.value, to: to.value, isReversible: isReversible, reversibleLocation: reversibleLocation,
                path: path, location: node.location)
        }
        guard isValid else {
            return RuleDraft(
                index: index, location: node.location,
                pattern: patternIsValid ? (container.value, from.value, to.value) : nil, isReversible: isReversible,
                reversibleLocation: reversibleLocation, hasInteraction: hasInteraction)
        }
        let rule = TransitionRule(
            index: index, location: node.location, container: container.value, from: from.value, to: to.value,
            animator: animator, interaction: interaction, isReversible: isReversible,
            reversedAnimator: isReversible ? animator.map { reversed($0) } : nil, fallback: fallback.animator,
            reversedFallback: isReversible ? fallback.animator.map { reversed($0) } : nil)
        return RuleDraft(rule, reversibleLocation: reversibleLocation, hasInteraction: hasInteraction)
    }

    /// The rule's `"fallback"`: what plays when its animator moves a shared element a screen lacks. Left out, it is
    /// `fade-scale` with its defaults when the registry has that type; `null` lets the animator play without the
    /// element. On a rule whose animator moves no shared element it is a warning.
    mutating func elementFallback(
        _ rule: JSONNode, animator: ConfiguredAnimator?, container: String?, path: ConfigPath
    ) -> (animator: ConfiguredAnimator?, isInvalid: Bool) {
        let movesElement = animator?.animator is any SharedElementAnimator
        guard let member = rule.member("fallback") else {
            guard movesElement else { return (nil, false) }
            if defaultFallback == nil {
                // Built once; every rule that leaves its fallback out shares it.
                defaultFallback = registry.descriptor(named: ConfigLoader.defaultElementFallback).flatMap { descriptor in
                    let built = ConfiguredAnimator(
                        type: descriptor.name, preset: nil, parameters: [:], overrides: [:],
                        animator: ConfigLoader.build(descriptor, checked: [:]), path: path.key("fallback"),
                        location: rule.location)
                    return built.animator.capabilities.kinds.isEmpty ? nil : built.definition
                }
            }
            guard let definition = defaultFallback ?? nil else { return (nil, false) }
            return (ConfiguredAnimator(definition, path: path.key("fallback"), location: rule.location), false)
        }
        let fallbackPath = path.key("fallback")
        if !movesElement {
            let what = animator.map { "animator \($0.summary) moves" } ?? "a rule without an animator moves"
            warning(
                .ineffective,
                "\"fallback\" has no effect: \(what) no shared element; remove it, or choose an animator with an "
                    + "\"element\"", fallbackPath, member.keyLocation)
        }
        switch animatorReference(member.value, path: fallbackPath) {
        case .none: return (nil, false)
        case let .animator(checked):
            if checked.animator is any SharedElementAnimator {
                error(
                    .invalidValue,
                    "a fallback cannot move a shared element itself: it plays when one is missing; choose an "
                        + "animator without an \"element\", such as fade-scale", fallbackPath, member.value.location)
                return (nil, true)
            }
            return (checked, !checkKind(checked, container: container))
        case .invalid: return (nil, true)
        }
    }

    /// A `container`, `from` or `to`: nil (and valid) for `"*"` or when left out.
    mutating func identifier(_ rule: JSONNode, _ key: String, path: ConfigPath) -> (isValid: Bool, value: String?) {
        guard let member = rule.member(key) else { return (true, nil) }
        guard let text = member.value.string else {
            let what = key == "container" ? "a container identifier" : "a child identifier"
            wrongType(member.value, path.key(key), expected: "a string: \(what), or \"*\" for any")
            return (false, nil)
        }
        if text == "*" { return (true, nil) }
        if text.isEmpty {
            error(
                .invalidValue, "an empty identifier matches nothing; write \"*\" to match any",
                path.key(key), member.value.location)
            return (false, nil)
        }
        return (true, text)
    }

    /// Checks that the rule's animator can be driven by its gesture.
    mutating func checkInteractive(
        _ animator: ConfiguredAnimator?, _ interaction: InteractionSpec, at location: ConfigLocation,
        path: ConfigPath
    ) -> Bool {
        guard let animator else {
            error(
                .notInteractive,
                "a rule without an animator cannot be driven by a gesture; remove \"interaction\" "
                    + "or name an animator", path, location)
            return false
        }
        guard !animator.isInteractive else { return true }
        let interactive = registry.descriptors.filter(\.capabilities.isInteractive).map(\.name)
        error(
            .notInteractive,
            "animator \(animator.summary) is not interactive, so the '\(interaction.gesture.name)' "
                + "gesture cannot drive it; remove \"interaction\" or choose an interactive animator (interactive types: "
                + (interactive.isEmpty ? "none" : interactive.joined(separator: ", ")) + ")", path, location)
        return false
    }

    mutating func reportIneffective(
        container: String?, from: String?, to: String?, isReversible: Bool, reversibleLocation: ConfigLocation?, path: ConfigPath,
        location: ConfigLocation
    ) {
        if let from, from == to {
            warning(
                .ineffective,
                "a container never switches from '\(abbreviated(from))' to itself, so this rule never applies",
                path, location)
        } else if isReversible, from == to, let reversibleLocation {
            let pattern = TransitionRule.describe(container: container, from: from, to: to)
            warning(
                .ineffective, "\"reversible\" has no effect: the reverse of \(pattern) is the same pattern",
                path.key("reversible"), reversibleLocation)
        }
    }

    // MARK: Interactions

    /// Checks an `"interaction"`: a gesture name, or an object with a `"type"` and parameters. Nil when broken.
    mutating func interactionSpec(_ node: JSONNode, path: ConfigPath) -> InteractionSpec? {
        let names = InteractionSpec.gestureNames
        let name: String
        var namePath = path
        var nameLocation = node.location
        var own: [JSONMember] = []
        switch node.value {
        case let .string(text):
            name = text
        case let .object(members):
            checkComment(members, path: path)
            guard let type = members.first(where: { $0.key == "type" }) else {
                error(.missingKey, "missing \"type\": one of " + names.joined(separator: ", "), path, node.location)
                return nil
            }
            guard let text = type.value.string else {
                wrongType(type.value, path.key("type"), expected: "a string: one of " + names.joined(separator: ", "))
                return nil
            }
            name = text
            namePath = path.key("type")
            nameLocation = type.value.location
            own = members.filter { $0.key != "type" && $0.key != "$comment" }
        default:
            wrongType(
                node, path,
                expected: "a gesture name (" + names.map { "\"\($0)\"" }.joined(separator: ", ")
                    + ") or an object with a \"type\"")
            return nil
        }
        guard let descriptor = InteractionSpec.descriptor(forGesture: name) else {
            var message = "unknown interaction '\(abbreviated(name))'"
            message += ConfigLoader.didYouMean(name, among: names, quote: "'")
            error(.invalidValue, message + " Interactions: " + names.joined(separator: ", "), namePath, nameLocation)
            return nil
        }
        guard checkParameters(own, of: descriptor, owner: "interaction '\(name)'", path: path) else { return nil }
        var raw: [String: ParameterValue] = [:]
        for member in own { raw[member.key] = member.value.parameterValue }
        guard let parameters = try? descriptor.check(raw) else { return nil }
        if name == "pinch", parameters.number("targetScale") == 1,
            let member = own.first(where: { $0.key == "targetScale" })
        {
            error(
                .outOfRange,
                "a targetScale of 1 never makes progress; use more than 1 to pinch out or less than 1 "
                    + "to pinch in", path.key("targetScale"), member.value.location)
            return nil
        }
        return InteractionSpec(gesture: name, parameters: parameters)
    }

    // MARK: The table

    /// Keys every rule with a valid pattern; reports rules of equal specificity that match the same pairs (an
    /// error) and reverses that an explicit rule always beats (a warning).
    mutating func buildTable(_ drafts: [RuleDraft]) -> RuleTable {
        // At its final size from the start: growing would hold the old and the new storage at once.
        var keys = 0
        for position in drafts.indices where drafts[position].patternIsValid {
            keys += drafts[position].isReversible ? 2 : 1
        }
        var table = RuleTable(capacity: keys)
        // Drafts are read in place, by position: copying one copies its checked rule.
        for position in drafts.indices where drafts[position].patternIsValid {
            if let existing = table.insertExplicit(drafts[position].index, at: drafts[position].key) {
                let draft = drafts[position]
                error(
                    .overlappingRules,
                    "this rule and transitions[\(existing)] (\(drafts[existing].location)) both "
                        + "match \(draft.pattern) with equal specificity, so neither can win; merge them, or change the "
                        + "container, from or to of one", draft.path, draft.location)
            }
        }
        for position in drafts.indices where drafts[position].patternIsValid && drafts[position].isReversible {
            let key = drafts[position].key
            let reverse = RuleTable.Key(container: key.container, from: key.to, to: key.from)
            guard reverse != key else { continue }
            if let explicit = table.entry(for: reverse)?.explicit, let location = drafts[position].reversibleLocation {
                let draft = drafts[position]
                warning(
                    .shadowed,
                    "the reverse of this rule (\(draft.reversePattern)) is never used: "
                        + "transitions[\(explicit)] (\(drafts[explicit].location)) is written for that pattern and wins; "
                        + "remove \"reversible\" here or remove that rule", draft.path.key("reversible"), location)
            }
            table.insertDerived(drafts[position].index, at: reverse)
        }
        return table
    }
}
