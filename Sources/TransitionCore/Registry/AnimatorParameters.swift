import Foundation

/// A complete, checked set of parameter values for one animator: every declared parameter is present (defaults
/// filled in) and valid. Animators read their configuration from it.
public struct AnimatorParameters: Sendable, Hashable {
    /// Every parameter's value, by name.
    public let values: [String: ParameterValue]

    package init(values: [String: ParameterValue]) {
        self.values = values
    }

    /// The value of a declared parameter, typed: the checked value, or the declared default when these parameters
    /// are another animator's and lack it.
    public subscript<Value>(_ parameter: Parameter<Value>) -> Value {
        values[parameter.name].flatMap { Value(parameter: $0) } ?? parameter.defaultValue
    }

    /// The number named `name` (0 if the animator did not declare it as a number).
    package func number(_ name: String) -> Double {
        if case let .number(value) = values[name] { return value }
        return 0
    }

    /// The string named `name` ("" if absent).
    package func string(_ name: String) -> String {
        if case let .string(value) = values[name] { return value }
        return ""
    }

    /// The boolean named `name` (false if absent).
    package func bool(_ name: String) -> Bool {
        if case let .bool(value) = values[name] { return value }
        return false
    }

    /// The curve named `name` (easeInOut if absent).
    package func curve(_ name: String) -> TimingCurve {
        guard let value = values[name], let curve = try? TimingCurve(parameterValue: value) else { return .easeInOut }
        return curve
    }
}

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

/// What a registered animator declares: its name, one-line summary, parameters and capabilities.
public struct AnimatorDescriptor: Sendable {
    /// The name configs use (`"slide"`).
    public var name: String
    /// One line for `transitions list` and the gallery.
    public var summary: String
    /// Every parameter, in the order to list them.
    public var parameters: [AnimatorParameter]
    /// What the animator supports.
    public var capabilities: AnimatorCapabilities
    package let make: @Sendable (AnimatorParameters) -> any TransitionAnimator

    /// Declares an animator. `make` is filled in when a ``ConfigurableAnimator`` type registers.
    public init(
        name: String, summary: String, parameters: [any ParameterDeclaration],
        capabilities: AnimatorCapabilities = AnimatorCapabilities()
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters.map(\.declaration)
        self.capabilities = capabilities
        self.make = { _ in ClosureAnimator(name: name) { _ in TransitionAnimation(duration: 0, tracks: []) } }
    }

    package init(_ descriptor: AnimatorDescriptor, make: @escaping @Sendable (AnimatorParameters) -> any TransitionAnimator) {
        self.name = descriptor.name
        self.summary = descriptor.summary
        self.parameters = descriptor.parameters
        self.capabilities = descriptor.capabilities
        self.make = make
    }

    /// Every parameter at its default value.
    public var defaultParameters: AnimatorParameters {
        AnimatorParameters(values: Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) }))
    }

    /// The declared parameter called `name`.
    public func parameter(named name: String) -> AnimatorParameter? {
        parameters.first { $0.name == name }
    }

    /// Every problem with `raw`, in key order: unknown names (with a "did you mean"), wrong types, out-of-range
    /// values. Empty when the parameters are valid.
    public func problems(in raw: [String: ParameterValue]) -> [ParameterProblem] {
        let names = parameters.map(\.name)
        var problems: [ParameterProblem] = []
        for key in raw.keys.sorted() {
            guard let value = raw[key] else { continue }
            guard let parameter = parameter(named: key) else {
                problems.append(
                    ParameterProblem(
                        parameter: key, kind: .unknown(valid: names, suggestion: suggestion(for: key, among: names))))
                continue
            }
            if let problem = parameter.problem(with: value) { problems.append(problem) }
        }
        return problems
    }

    /// The checked, complete parameters for `raw`.
    ///
    /// - Throws: ``TransitionError/invalidParameters(animator:problems:)`` with every problem.
    public func check(_ raw: [String: ParameterValue]) throws -> AnimatorParameters {
        let problems = problems(in: raw)
        guard problems.isEmpty else { throw TransitionError.invalidParameters(animator: name, problems: problems) }
        var values: [String: ParameterValue] = [:]
        for parameter in parameters { values[parameter.name] = raw[parameter.name] ?? parameter.defaultValue }
        return AnimatorParameters(values: values)
    }
}
