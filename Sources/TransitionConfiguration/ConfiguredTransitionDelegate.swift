import Foundation

/// A container delegate driven by a ``TransitionConfig``: the animator and gesture for each pair come from the
/// config's rules, and a new config can be swapped in while the app runs.
///
/// ```swift
/// let delegate = try ConfiguredTransitionDelegate(data: data, file: "tabs.json", registry: registry)
/// delegate.attach(to: tabs.engine)            // sets engine.delegate (held weakly: keep `delegate` alive)
/// delegate.reduceMotion = true                 // the config's "reduceMotion" animator from now on
/// let problems = delegate.replace(with: edited) // any error keeps the current config in force
/// ```
///
/// A pair the config gives no animator (`"animator": null`, or no match and no `"default"`) gets nil, and the
/// engine then falls back to its own `defaultAnimator`: leave that nil when a config drives the container.
/// A transition already running keeps the animator it started with when the config is replaced.
@MainActor
public final class ConfiguredTransitionDelegate: ContainerTransitionDelegate {
    /// The config in force.
    public private(set) var config: TransitionConfig
    /// The registry new configs are checked and built against.
    public let registry: AnimatorRegistry
    /// The limits new configs are checked against.
    public var limits: ConfigLimits
    /// Whether the system's reduce-motion setting is on: the config's `"reduceMotion"` animator replaces the others.
    public var reduceMotion = false

    /// A delegate for a checked config.
    public init(config: TransitionConfig, registry: AnimatorRegistry, limits: ConfigLimits = ConfigLimits()) {
        self.config = config
        self.registry = registry
        self.limits = limits
    }

    /// A delegate for the config in `data`.
    ///
    /// - Throws: ``ConfigError`` with every diagnostic when the config has any error.
    public convenience init(
        data: Data, file: String? = nil, registry: AnimatorRegistry, limits: ConfigLimits = ConfigLimits()
    ) throws {
        let config = try TransitionConfig(data: data, file: file, registry: registry, limits: limits)
        self.init(config: config, registry: registry, limits: limits)
    }

    /// Makes this the engine's delegate and applies the config's `"midFlightPolicy"`, if it sets one. The engine
    /// holds its delegate weakly. Call it again after ``replace(with:file:)`` to apply a new policy.
    public func attach<Child, View>(to engine: ContainerEngine<Child, View>) {
        engine.delegate = self
        if let policy = config.midFlightPolicy { engine.midFlightPolicy = policy }
    }

    /// What the config in force chooses for `pair`, honouring ``reduceMotion``.
    public func resolution(for pair: TransitionPair) -> Resolution? {
        config.resolve(pair, reduceMotion: reduceMotion)
    }

    /// The gesture the config gives `pair`, to set up its tracker (``InteractionSpec/panTracker(containerSize:)``).
    public func interaction(for pair: TransitionPair) -> InteractionSpec? {
        resolution(for: pair)?.interaction
    }

    /// The config's answer for `pair`: the animator its rule (or `"default"`) names; `AnimatorChoice.noAnimation`
    /// for `"animator": null`, on every container, even one with a default animator of its own; and
    /// `AnimatorChoice.containerDefault` when no rule matches and the config has no `"default"`.
    public func animator(for pair: TransitionPair) -> AnimatorChoice {
        guard let resolution = resolution(for: pair) else { return .containerDefault }
        return resolution.animator.map { .animator($0.animator) } ?? .noAnimation
    }

    /// The rule's `"fallback"` for `pair`, for when its animator moves a shared element a screen lacks.
    public func elementFallback(for pair: TransitionPair) -> (any TransitionAnimator)? {
        resolution(for: pair)?.fallback?.animator
    }

    /// ``reduceMotion``: when the config has no `"reduceMotion"` animator, the rule's animator plays its gentler
    /// form, if it has one.
    public var prefersReducedMotion: Bool { reduceMotion }

    /// The finish-or-cancel rule of the pair's `"interaction"` (threshold, flick velocity, deceleration), if its
    /// rule has one.
    public func gestureDecision(for pair: TransitionPair) -> GestureDecision? {
        interaction(for: pair)?.decision
    }

    /// A `PercentDrivenInteraction` with the completion speed and curve of the pair's rule; nil when the rule has
    /// no interaction (the engine then makes a default one).
    public func interactionController(
        for animator: any TransitionAnimator, pair: TransitionPair
    ) -> PercentDrivenInteraction? {
        interaction(for: pair)?.makeInteraction()
    }

    /// Checks the config in `data` and, if it has no error, puts it in force; otherwise the current config stays.
    ///
    /// - Parameters:
    ///   - data: the new config's JSON.
    ///   - file: the name for messages; nil keeps the current config's.
    /// - Returns: every diagnostic, errors and warnings; empty when the new config is clean.
    @discardableResult
    public func replace(with data: Data, file: String? = nil) -> [ConfigDiagnostic] {
        let (config, diagnostics) = TransitionConfig.load(
            data: data, file: file ?? self.config.file, registry: registry, limits: limits)
        if let config { self.config = config }
        return diagnostics
    }
}
