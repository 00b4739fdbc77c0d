import Foundation

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
