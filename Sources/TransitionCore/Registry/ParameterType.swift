import Foundation

/// The type of an animator parameter, with what it allows.
public enum ParameterType: Sendable, Hashable, CustomStringConvertible {
    /// A number, optionally within a closed range.
    case number(ClosedRange<Double>?)
    /// A whole number within a closed range.
    case integer(ClosedRange<Int>)
    /// true or false.
    case bool
    /// One of a fixed set of strings.
    case choice([String])
    /// A non-empty string that names something the app defines (a shared element's identifier).
    case identifier
    /// A timing curve: a name (`"easeInOut"`), four cubic-Bézier control values `[x1, y1, x2, y2]`, or a spring
    /// object (`{"dampingRatio": 0.8, "response": 0.4}`, `{"mass":…, "stiffness":…, "damping":…}` or UIKit's
    /// `{"damping": 0.7, "duration": 0.5, "initialVelocity": 0}`).
    case curve

    /// `number in 0...1`, `one of "left", "right"`, …
    public var description: String {
        switch self {
        case let .number(range?): return "number in \(format(range.lowerBound))...\(format(range.upperBound))"
        case .number(nil): return "number"
        case let .integer(range): return "integer in \(range.lowerBound)...\(range.upperBound)"
        case .bool: return "boolean"
        case let .choice(values): return "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .identifier: return "non-empty string"
        case .curve: return "curve (name, [x1, y1, x2, y2] or spring object)"
        }
    }

    /// The JSON type name a value of this type has.
    public var jsonTypeName: String {
        switch self {
        case .number, .integer: return "number"
        case .bool: return "boolean"
        case .choice, .identifier: return "string"
        case .curve: return "string, array or object"
        }
    }
}
