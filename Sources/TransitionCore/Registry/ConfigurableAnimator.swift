import Foundation

/// An animator the registry can build from a name and JSON parameters, and whose parameters round-trip.
///
/// ```swift
/// struct Dissolve: ConfigurableAnimator {
///     static let descriptor = AnimatorDescriptor(
///         name: "dissolve", summary: "Cross-dissolve.",
///         parameters: [AnimatorParameter("duration", .number(0...10), default: 0.25, "Seconds.")])
///     let parameters: AnimatorParameters
///     init(parameters: AnimatorParameters) { self.parameters = parameters }
///     var name: String { "dissolve" }
///     func animation(for context: TransitionContext) -> TransitionAnimation { … }
/// }
/// var registry = AnimatorRegistry()
/// try registry.register(Dissolve.self)
/// ```
public protocol ConfigurableAnimator: TransitionAnimator {
    /// The name, parameters and capabilities the type registers with.
    static var descriptor: AnimatorDescriptor { get }
    /// The checked parameters the animator was made from.
    var parameters: AnimatorParameters { get }
    /// Makes an animator from checked parameters.
    init(parameters: AnimatorParameters)
}

extension ConfigurableAnimator {
    /// The registered name.
    public var name: String { Self.descriptor.name }
    /// The declared capabilities.
    public var capabilities: AnimatorCapabilities { Self.descriptor.capabilities }

    /// Builds the animator from raw parameters, checking them against the descriptor.
    ///
    /// - Throws: ``TransitionError/invalidParameters(animator:problems:)`` listing every problem.
    public init(_ raw: [String: ParameterValue] = [:]) throws {
        self.init(parameters: try Self.descriptor.check(raw))
    }
}
