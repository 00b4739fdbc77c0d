import Foundation

/// One parameter an animator declares once, with the Swift type it reads it as: the declaration (name, type and
/// range, default, documentation) feeds the registry, the schema, the reference and the CLI, and
/// ``AnimatorParameters/subscript(_:)`` reads the checked value back typed. A misspelt parameter is a misspelt
/// Swift name, so it does not compile.
///
/// ```swift
/// struct Dissolve: ConfigurableAnimator {
///     static let duration = Parameter("duration", in: 0...10, default: 0.25, "Seconds.")
///     static let descriptor = AnimatorDescriptor(name: "dissolve", summary: "Cross-dissolve.", parameters: [duration])
///     …
///     func animation(for context: TransitionContext) -> TransitionAnimation {
///         TransitionAnimation(duration: parameters[Self.duration], tracks: [])
///     }
/// }
/// ```
public struct Parameter<Value: ParameterRepresentable>: Sendable {
    /// What the registry checks, the CLI lists and the docs show.
    public let declaration: AnimatorParameter
    /// The value used when a config leaves the parameter out.
    public let defaultValue: Value

    /// The key in a config's animator object.
    public var name: String { declaration.name }

    private init(_ name: String, _ type: ParameterType, default defaultValue: Value, _ summary: String) {
        declaration = AnimatorParameter(name, type, default: defaultValue.parameterValue, summary)
        self.defaultValue = defaultValue
    }
}

extension Parameter where Value == Double {
    /// A number, optionally limited to `range`.
    public init(_ name: String, in range: ClosedRange<Double>? = nil, default defaultValue: Double, _ summary: String) {
        self.init(name, .number(range), default: defaultValue, summary)
    }
}

extension Parameter where Value == Int {
    /// A whole number within `range`. (The label differs from the number's `in:` so that an integer literal range
    /// such as `0...10` declares a number unless the declaration says it is a whole one.)
    public init(_ name: String, integersIn range: ClosedRange<Int>, default defaultValue: Int, _ summary: String) {
        self.init(name, .integer(range), default: defaultValue, summary)
    }
}

extension Parameter where Value == Bool {
    /// A boolean.
    public init(_ name: String, default defaultValue: Bool, _ summary: String) {
        self.init(name, .bool, default: defaultValue, summary)
    }
}

extension Parameter where Value == String {
    /// A non-empty string naming something the app defines, such as a shared element's identifier.
    public init(_ name: String, identifier defaultValue: String, _ summary: String) {
        self.init(name, .identifier, default: defaultValue, summary)
    }
}

extension Parameter where Value == TimingCurve {
    /// A timing curve: a named curve, four Bézier control values or a spring.
    public init(_ name: String, default defaultValue: TimingCurve, _ summary: String) {
        self.init(name, .curve, default: defaultValue, summary)
    }
}

extension Parameter where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of the enumeration's raw values, in the order of its cases.
    public init(_ name: String, default defaultValue: Value, _ summary: String) {
        self.init(name, .choice(Value.allCases.map(\.rawValue)), default: defaultValue, summary)
    }
}

extension Double: ParameterRepresentable {
    /// The number, or nil for any other value.
    public init?(parameter value: ParameterValue) {
        guard case let .number(number) = value else { return nil }
        self = number
    }

    /// `.number(self)`.
    public var parameterValue: ParameterValue { .number(self) }
}

extension Int: ParameterRepresentable {
    /// The number when it is whole and fits, else nil.
    public init?(parameter value: ParameterValue) {
        guard case let .number(number) = value, let whole = Int(exactly: number) else { return nil }
        self = whole
    }

    /// `.number(Double(self))`.
    public var parameterValue: ParameterValue { .number(Double(self)) }
}

extension Bool: ParameterRepresentable {
    /// The boolean, or nil for any other value.
    public init?(parameter value: ParameterValue) {
        guard case let .bool(flag) = value else { return nil }
        self = flag
    }

    /// `.bool(self)`.
    public var parameterValue: ParameterValue { .bool(self) }
}

extension String: ParameterRepresentable {
    /// The string, or nil for any other value.
    public init?(parameter value: ParameterValue) {
        guard case let .string(text) = value else { return nil }
        self = text
    }

    /// `.string(self)`.
    public var parameterValue: ParameterValue { .string(self) }
}

extension TimingCurve: ParameterRepresentable {
    /// The curve `value` describes, or nil when it describes none (``init(parameterValue:)`` says why).
    public init?(parameter value: ParameterValue) {
        guard let curve = try? TimingCurve(parameterValue: value) else { return nil }
        self = curve
    }
}

extension RawRepresentable where Self: ParameterRepresentable, RawValue == String {
    /// The case whose raw value is the string, or nil.
    public init?(parameter value: ParameterValue) {
        guard case let .string(text) = value else { return nil }
        self.init(rawValue: text)
    }

    /// The raw value as a string.
    public var parameterValue: ParameterValue { .string(rawValue) }
}

extension AnimatorParameter: ParameterDeclaration {
    /// Itself.
    public var declaration: AnimatorParameter { self }
}

extension Parameter: ParameterDeclaration {}
