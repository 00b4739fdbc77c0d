import Foundation

/// A checked, immutable transition config: which animator (and gesture) each (container, from, to) gets.
///
/// Load it from JSON (format version 1; `Schemas/transitions.schema.json` describes it for editors):
///
/// ```swift
/// let (config, diagnostics) = TransitionConfig.load(data: data, file: "tabs.json", registry: registry)
/// for diagnostic in diagnostics { print(diagnostic) }    // tabs.json:12:20: error: transitions[2].animator: …
/// if let resolution = config?.resolve(container: "Tabs", from: "Home", to: "Settings") {
///     print(resolution.animator?.summary ?? "no animation")
/// }
/// ```
///
/// Resolution picks the most specific matching rule: container-scoped rules beat global ones;
/// an exact pair beats `(from, *)`, which beats `(*, to)`, which beats `(*, *)`, which beats `"default"`. A
/// `"reversible": true` rule also serves its reverse pair, ranked by the reverse pattern's specificity, with
/// `direction` flipped; a rule written for a pattern beats another rule's reverse of equal specificity. Two rules
/// with the same (container, from, to) are an error at load. Each lookup is at most eight hash lookups.
public struct TransitionConfig: Sendable {
    /// The format version this build reads.
    public static let supportedVersion = 1

    /// The file name given to the loader, for messages.
    public let file: String?
    /// The presets of `"animators"`, by name.
    public let presets: [String: ConfiguredAnimator]
    /// The rules of `"transitions"`, in file order (`rules[i].index == i`).
    public let rules: [TransitionRule]
    /// `"default"`: the animator for pairs no rule matches; nil when the config has none.
    package let defaultAnimator: ConfigFallback?
    /// `"reduceMotion"`: the animator used in place of every other while reduce motion is on; nil when the config
    /// has none (then reduce motion changes nothing).
    package let reduceMotionAnimator: ConfigFallback?
    /// `"midFlightPolicy"`, if the config sets one.
    public let midFlightPolicy: MidFlightPolicy?
    /// The kind of transition each container declared in `"containers"` plays; every rule scoped to one of them has
    /// an animator of that kind (the loader checked it).
    public let containerKinds: [String: TransitionKind]
    /// The warnings found at load.
    public let warnings: [ConfigDiagnostic]
    let table: RuleTable
    /// The resolution of `default`.
    private let fallback: Resolution?
    /// The `reduceMotion` animator, made once so that resolving with reduce motion allocates nothing.
    private let reduceMotionReplacement: Resolution.Replacement?

    init(
        file: String?, presets: [String: ConfiguredAnimator], rules: [TransitionRule], table: RuleTable,
        defaultAnimator: ConfigFallback?, reduceMotionAnimator: ConfigFallback?, midFlightPolicy: MidFlightPolicy?,
        containerKinds: [String: TransitionKind] = [:], warnings: [ConfigDiagnostic]
    ) {
        self.containerKinds = containerKinds
        self.file = file
        self.presets = presets
        self.rules = rules
        self.table = table
        self.defaultAnimator = defaultAnimator
        self.reduceMotionAnimator = reduceMotionAnimator
        self.midFlightPolicy = midFlightPolicy
        self.warnings = warnings
        fallback = defaultAnimator.map { Resolution(fallback: $0.animator) }
        reduceMotionReplacement = reduceMotionAnimator.map { Resolution.Replacement($0.animator) }
    }

    /// Reads and checks a config, building every animator through `registry`. Collects every problem in one pass.
    ///
    /// - Returns: the config (nil if there is any error) and every diagnostic, errors and warnings, in file order; past
    ///   ``ConfigLimits/maximumDiagnostics``, a last ``ConfigDiagnostic/Code/truncated`` diagnostic counts the rest.
    public static func load(
        data: Data, file: String? = nil, registry: AnimatorRegistry, limits: ConfigLimits = ConfigLimits()
    ) -> (config: TransitionConfig?, diagnostics: [ConfigDiagnostic]) {
        var loader = ConfigLoader(registry: registry, file: file)
        let config = loader.load(data, limits: limits)
        return (config, loader.diagnostics)
    }

    /// ``load(data:file:registry:limits:)``, also returning how much work the checks did (lookups, comparisons,
    /// suggestion candidates): tests compare it between input sizes to show that loading is linear.
    package static func loadMeasuringWork(
        data: Data, registry: AnimatorRegistry, limits: ConfigLimits = ConfigLimits()
    ) -> (config: TransitionConfig?, diagnostics: [ConfigDiagnostic], work: Int) {
        var loader = ConfigLoader(registry: registry, file: nil)
        let config = loader.load(data, limits: limits)
        return (config, loader.diagnostics, loader.work)
    }

    /// Reads and checks a config; the warnings are in ``warnings``.
    ///
    /// ```swift
    /// let config = try TransitionConfig(data: data, file: "tabs.json", registry: registry)
    /// ```
    ///
    /// - Throws: ``ConfigError`` with every diagnostic when there is any error.
    public init(
        data: Data, file: String? = nil, registry: AnimatorRegistry, limits: ConfigLimits = ConfigLimits()
    ) throws {
        let (config, diagnostics) = TransitionConfig.load(data: data, file: file, registry: registry, limits: limits)
        guard let config else { throw ConfigError(diagnostics: diagnostics) }
        self = config
    }

    /// What the config chooses for a switch from `from` to `to` in `container` (nil: a container without an
    /// identifier, matched by global rules only).
    ///
    /// With `reduceMotion`, the config's `"reduceMotion"` animator replaces the chosen one (a pair that switches
    /// without animation still does); the gesture stays only if that animator is interactive. One that cannot play
    /// the chosen animator's kind of transition (a replace-only dissolve for a drawer, which overlays) does not
    /// replace it: the chosen animator plays, told the person prefers reduced motion, so a drawer still opens beside
    /// its centre instead of dissolving the centre away.
    ///
    /// - Returns: nil when no rule matches and there is no `"default"`.
    public func resolve(container: String?, from: String, to: String, reduceMotion: Bool = false) -> Resolution? {
        let resolution: Resolution
        if let (index, isReversed) = table.lookup(container: container, from: from, to: to) {
            let rule = rules[index]
            guard !isReversed || rule.isReversible else { return nil }
            resolution = Resolution(rule: rule, isReversed: isReversed)
        } else if let fallback {
            resolution = fallback
        } else {
            return nil
        }
        guard reduceMotion, let replacement = reduceMotionReplacement, let chosen = resolution.animator?.animator,
            replacement.animator.map({ !$0.animator.capabilities.kinds.isDisjoint(with: chosen.capabilities.kinds) })
                ?? true
        else {
            return resolution
        }
        return Resolution(reducingMotion: resolution, with: replacement)
    }

    /// ``resolve(container:from:to:reduceMotion:)`` for a container's pair; an empty container identifier means
    /// none.
    public func resolve(_ pair: TransitionPair, reduceMotion: Bool = false) -> Resolution? {
        resolve(
            container: pair.container.isEmpty ? nil : pair.container, from: pair.from, to: pair.to,
            reduceMotion: reduceMotion)
    }
}
