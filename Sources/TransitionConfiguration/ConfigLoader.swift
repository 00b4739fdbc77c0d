import Foundation

/// Reads and checks a config in one pass, collecting every problem it can find instead of stopping at the first.
///
/// Later checks still run when earlier parts are broken (a rule with an unknown preset still takes part in the
/// overlap check), but never on a value that failed its own check, so one mistake gives one diagnostic.
struct ConfigLoader {
    /// The registry the config is loaded with, plus the types `"animatorTypes"` declares that it lacks.
    var registry: AnimatorRegistry
    let file: String?
    var diagnostics: [ConfigDiagnostic] = []
    /// How many diagnostics are kept (``ConfigLimits/maximumDiagnostics``); the rest are only counted.
    var maximumDiagnostics = Int.max
    /// Errors and warnings found once ``diagnostics`` was full.
    var omittedErrors = 0
    var omittedWarnings = 0
    /// Where the first diagnostic not kept is: the summary points there.
    var firstOmittedLocation: ConfigLocation?
    /// Every name declared in `"animators"`, valid or not, in file order, so a broken preset is not also reported as
    /// unknown.
    var presetNames: [String] = []
    /// ``presetNames`` as a set, so each reference is one lookup.
    var declaredPresets: Set<String> = []
    /// ``presetNames`` sorted, for messages; sorted once, when the first message needs it.
    var sortedPresetNames: [String]?
    var presets: [String: Preset] = [:]
    var usedPresets: Set<String> = []
    /// The descriptor ``descriptor(named:)`` found last.
    var lastDescriptor: AnimatorDescriptor?
    /// The last inline animator's parameters (not starting from a preset), shared with the next identical ones.
    var lastParameters: [String: ParameterValue] = [:]
    /// The definition of the last inline animator not starting from a preset, shared with the next identical one.
    var lastInline: ConfiguredAnimator.Definition?
    /// The last definition reversed, and its way back, shared with the next rule that shares the definition.
    var lastReversed: (forward: ConfiguredAnimator.Definition, reversed: ConfiguredAnimator.Definition)?
    /// The default element fallback (`fade-scale` with its defaults), built for the first rule that needs it.
    var defaultFallback: ConfiguredAnimator.Definition??
    /// The last reversal (of parameters without a preset's overrides): its input, the direction it chose (a
    /// direction left to its default depends on the type), and the parameters and overrides it made.
    var lastReversal:
        (
            forward: [String: ParameterValue], opposite: String, reversed: [String: ParameterValue],
            overrides: [String: ParameterValue]
        )?
    /// Lookups, comparisons and suggestion candidates the checks went through: tests compare it between input sizes
    /// to show the work grows linearly.
    var work = 0
    /// The kind each container declared in `"containers"` plays.
    var containerKinds: [String: TransitionKind] = [:]

    /// A preset as declared, with its checked animator (nil when it has problems).
    struct Preset {
        var name: String
        var type: String
        var parameters: [String: ParameterValue]
        var animator: ConfiguredAnimator?
    }

    static let rootKeys = [
        "$schema", "$comment", "version", "animatorTypes", "animators", "containers", "transitions", "default",
        "reduceMotion", "midFlightPolicy",
    ]

    /// The animator type a rule's `"fallback"` is when left out.
    static let defaultElementFallback = "fade-scale"

    init(registry: AnimatorRegistry, file: String?) {
        self.registry = registry
        self.file = file
    }

    // MARK: Diagnostics

    /// Whether another diagnostic will be kept. Checks whose message is costly to write (a "did you mean" among many
    /// names) ask first, and only count the problem when it will not be listed.
    var hasRoom: Bool { diagnostics.count < maximumDiagnostics }

    /// Keeps a diagnostic while there is room; counts it otherwise. The message is only written when it is kept.
    mutating func add(
        _ severity: ConfigDiagnostic.Severity, _ code: ConfigDiagnostic.Code, _ message: () -> String,
        _ path: ConfigPath, _ location: ConfigLocation
    ) {
        guard hasRoom else {
            omit(severity, at: location)
            return
        }
        diagnostics.append(ConfigDiagnostic(severity, code, message(), path: path, at: location, file: file))
    }

    /// Counts a diagnostic that is not kept.
    mutating func omit(_ severity: ConfigDiagnostic.Severity, count: Int = 1, at location: ConfigLocation) {
        if omittedErrors + omittedWarnings == 0 { firstOmittedLocation = location }
        if severity == .error { omittedErrors += count } else { omittedWarnings += count }
    }

    mutating func error(
        _ code: ConfigDiagnostic.Code, _ message: @autoclosure () -> String, _ path: ConfigPath,
        _ location: ConfigLocation
    ) {
        add(.error, code, message, path, location)
    }

    mutating func warning(
        _ code: ConfigDiagnostic.Code, _ message: @autoclosure () -> String, _ path: ConfigPath,
        _ location: ConfigLocation
    ) {
        add(.warning, code, message, path, location)
    }

    /// Whether any error was found, listed or not.
    var hasErrors: Bool { omittedErrors > 0 || diagnostics.contains(where: \.isError) }

    /// The last diagnostic when some were left out: how many of each, and where the first of them is.
    var summary: ConfigDiagnostic? {
        guard omittedErrors + omittedWarnings > 0, let location = firstOmittedLocation else { return nil }
        var counts: [String] = []
        if omittedErrors > 0 { counts.append(ConfigLoader.count(omittedErrors, "error")) }
        if omittedWarnings > 0 { counts.append(ConfigLoader.count(omittedWarnings, "warning")) }
        let message =
            ConfigLoader.more(counts.joined(separator: " and "))
            + " not listed: only the first \(maximumDiagnostics) diagnostics are, and the first left out is here; fix "
            + "these and check again"
        var diagnostic = ConfigDiagnostic(
            omittedErrors > 0 ? .error : .warning, .truncated, message, path: .root, at: location, file: file)
        diagnostic.omittedErrors = omittedErrors
        diagnostic.omittedWarnings = omittedWarnings
        return diagnostic
    }

    /// `1 error`, `2 warnings`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `200 more errors and 300 warnings`: "more" after the first number.
    static func more(_ counts: String) -> String {
        guard let space = counts.firstIndex(of: " ") else { return counts }
        return counts[..<space] + " more" + counts[space...]
    }

    /// At most `limit` of `names`, each shortened, then `and N more`: a message lists what is valid without
    /// growing with the file.
    static func list(_ names: [String], limit: Int = 20) -> String {
        let shown = names.prefix(limit).map { abbreviated($0) }.joined(separator: ", ")
        return names.count > limit ? shown + " and \(names.count - limit) more" : shown
    }

    /// Reports a value of the wrong type: `"reversible" must be a boolean, not a string`.
    mutating func wrongType(_ node: JSONNode, _ path: ConfigPath, expected: String) {
        let got = ConfigLoader.article(node.typeName)
        error(.wrongType, "\(ConfigLoader.name(of: path)) must be \(expected), not \(got)", path, node.location)
    }

    static func name(of path: ConfigPath) -> String {
        switch path.components.last {
        case let .key(key)?: return "\"\(abbreviated(key))\""
        case .index?: return "each element"
        case nil: return "the config"
        }
    }

    /// `a string`, `an array`; `null` stands alone ("must be a string, not null").
    static func article(_ typeName: String) -> String {
        if typeName == "null" { return typeName }
        return (["array", "object"].contains(typeName) ? "an " : "a ") + typeName
    }

    /// `; did you mean 'push'?` for the closest candidate, or `.` to end the sentence when none is close.
    static func didYouMean(_ word: String, among candidates: [String], quote: String) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean \(quote)\($0)\(quote)?" } ?? "."
    }

    /// Checks that a `$comment` among `members`, if any, is text.
    mutating func checkComment(_ members: [JSONMember], path: ConfigPath) {
        if let comment = members.first(where: { $0.key == "$comment" }), comment.value.string == nil {
            wrongType(comment.value, path.key("$comment"), expected: "a string")
        }
    }

    /// Reports every key of `members` that is not in `allowed`, with a "did you mean"; checks `$comment` is text.
    mutating func checkKeys(_ members: [JSONMember], allowed: [String], path: ConfigPath, of what: String) {
        checkComment(members, path: path)
        for member in members where member.key != "$comment" {
            work += 1
            guard !allowed.contains(member.key) else { continue }
            guard hasRoom else {
                omit(.error, at: member.keyLocation)
                continue
            }
            let listed = allowed.filter { $0 != "$comment" && $0 != "$schema" }
            var message = "unknown key \"\(abbreviated(member.key))\""
            message += ConfigLoader.didYouMean(member.key, among: listed, quote: "\"")
            message += " Keys of \(what): " + listed.joined(separator: ", ")
            error(.unknownKey, message, path.key(member.key), member.keyLocation)
        }
    }

    // MARK: The document

    /// Checks `data`; returns the config when there is no error. Diagnostics are left in ``diagnostics``, in file
    /// order.
    mutating func load(_ data: Data, limits: ConfigLimits) -> TransitionConfig? {
        maximumDiagnostics = max(limits.maximumDiagnostics, 0)
        var parsed = JSONParser.parse(data, limits: limits)
        work += parsed.keyComparisons
        for problem in parsed.problems {
            let code: ConfigDiagnostic.Code
            switch problem.kind {
            case .syntax: code = .syntax
            case .limitExceeded: code = .limitExceeded
            case .duplicateKey: code = .duplicateKey
            }
            error(code, problem.message, problem.path, problem.location)
        }
        if parsed.omittedProblems > 0, let location = parsed.firstOmittedLocation {
            omit(.error, count: parsed.omittedProblems, at: location)
        }
        // The document is handed over whole, so checking can let each rule's part of it go once the rule is read.
        var root = parsed.root
        parsed.root = nil
        var config: TransitionConfig?
        if root != nil { config = check(&root!) }
        sortDiagnostics()
        // The summary stays last, after the listed diagnostics in file order.
        if let summary { diagnostics.append(summary) }
        return hasErrors ? nil : config
    }

    /// Puts the diagnostics in file order; problems at the same spot keep the order they were found in.
    mutating func sortDiagnostics() {
        diagnostics = diagnostics.enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }.map(\.element)
    }

    /// Checks the document. Its `"transitions"` are taken out of `root` and released rule by rule as they are read,
    /// so the checked rules do not sit beside the whole parsed document.
    mutating func check(_ root: inout JSONNode) -> TransitionConfig? {
        guard let members = root.members else {
            error(
                .wrongType,
                "a config must be a JSON object such as {\"version\": 1, \"transitions\": []}, not "
                    + ConfigLoader.article(root.typeName), .root, root.location)
            return nil
        }
        checkKeys(members, allowed: ConfigLoader.rootKeys, path: .root, of: "a config")
        if let schema = root.member("$schema"), schema.value.string == nil {
            wrongType(schema.value, ConfigPath.root.key("$schema"), expected: "a string")
        }
        checkVersion(root)
        if let types = root.member("animatorTypes") { checkAnimatorTypes(types.value) }
        if let animators = root.member("animators") { checkPresets(animators.value) }
        if let containers = root.member("containers") { checkContainers(containers.value) }

        var rules: [RuleDraft] = []
        if var transitions = root.takeMember("transitions") { rules = checkRules(&transitions) }
        let fallback = root.member("default").flatMap { member in
            fallbackAnimator(member.value, path: ConfigPath.root.key("default"))
        }
        let reduceMotion = root.member("reduceMotion").flatMap { member in
            fallbackAnimator(member.value, path: ConfigPath.root.key("reduceMotion"))
        }
        let policy = root.member("midFlightPolicy").flatMap { midFlightPolicy($0.value) }
        reportUnusedPresets(root)
        let table = buildTable(rules)
        reportShadowedDefault(fallback, table: table, rules: rules)
        reportReduceMotion(reduceMotion, rules: rules)

        // Read in place: `compactMap(\.rule)` would copy every draft to take its rule.
        var valid: [TransitionRule] = []
        valid.reserveCapacity(rules.count)
        for position in rules.indices {
            guard let rule = rules[position].rule else { return nil }
            valid.append(rule)
        }
        sortDiagnostics()
        return TransitionConfig(
            file: file, presets: presets.compactMapValues(\.animator), rules: valid, table: table,
            defaultAnimator: fallback, reduceMotionAnimator: reduceMotion, midFlightPolicy: policy,
            containerKinds: containerKinds, warnings: diagnostics.filter { !$0.isError } + (summary.map { [$0] } ?? []))
    }

    mutating func checkVersion(_ root: JSONNode) {
        let path = ConfigPath.root.key("version")
        guard let version = root.member("version")?.value else {
            error(
                .missingKey, "missing \"version\"; add \"version\": \(TransitionConfig.supportedVersion)",
                .root, root.location)
            return
        }
        guard case let .number(number) = version.value else {
            wrongType(version, path, expected: "the number \(TransitionConfig.supportedVersion)")
            return
        }
        if number != Double(TransitionConfig.supportedVersion) {
            error(
                .unsupportedVersion,
                "version \(format(number)) is not supported; this build reads version "
                    + "\(TransitionConfig.supportedVersion)", path, version.location)
        }
    }

    mutating func fallbackAnimator(_ node: JSONNode, path: ConfigPath) -> ConfigFallback? {
        switch animatorReference(node, path: path) {
        case .invalid: return nil
        case .none: return ConfigFallback(animator: nil, path: path, location: node.location)
        case let .animator(animator): return ConfigFallback(animator: animator, path: path, location: node.location)
        }
    }

    mutating func midFlightPolicy(_ node: JSONNode) -> MidFlightPolicy? {
        let path = ConfigPath.root.key("midFlightPolicy")
        let names = MidFlightPolicy.allCases.map(\.rawValue)
        guard let text = node.string else {
            wrongType(node, path, expected: "a string")
            return nil
        }
        guard let policy = MidFlightPolicy(rawValue: text) else {
            var message = "unknown mid-flight policy \"\(abbreviated(text))\""
            message += ConfigLoader.didYouMean(text, among: names, quote: "\"")
            error(.invalidValue, message + " Policies: " + names.joined(separator: ", "), path, node.location)
            return nil
        }
        return policy
    }

    // MARK: Whole-config checks

    mutating func reportUnusedPresets(_ root: JSONNode) {
        guard let members = root.member("animators")?.value.members else { return }
        for member in members where member.key != "$comment" && !usedPresets.contains(member.key) {
            warning(
                .unusedPreset,
                "preset '\(abbreviated(member.key))' is never used; refer to it from a rule, \"default\" or "
                    + "\"reduceMotion\", or remove it", ConfigPath.root.key("animators").key(member.key),
                member.keyLocation)
        }
    }

    mutating func reportShadowedDefault(_ fallback: ConfigFallback?, table: RuleTable, rules: [RuleDraft]) {
        guard let fallback,
            let catchAll = table.entry(for: RuleTable.Key(container: nil, from: nil, to: nil))?.explicit,
            let rule = rules.first(where: { $0.index == catchAll })
        else { return }
        warning(
            .shadowed,
            "the default is never used: transitions[\(catchAll)] (\(rule.location)) matches every "
                + "pair in every container first; remove one of them", fallback.path, fallback.location)
    }

    mutating func reportReduceMotion(_ reduceMotion: ConfigFallback?, rules: [RuleDraft]) {
        guard let reduceMotion, let animator = reduceMotion.animator, !animator.isInteractive else { return }
        let interactive = rules.filter { $0.hasInteraction }.map { "transitions[\($0.index)]" }
        guard !interactive.isEmpty else { return }
        warning(
            .ineffective,
            "the reduce-motion animator \(animator.summary) is not interactive, so while reduce "
                + "motion is on the gestures of \(ConfigLoader.list(interactive)) are off; choose an interactive "
                + "animator to keep them", reduceMotion.path, reduceMotion.location)
    }
}
