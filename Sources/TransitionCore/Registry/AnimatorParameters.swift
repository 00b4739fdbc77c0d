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
    @inlinable
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
