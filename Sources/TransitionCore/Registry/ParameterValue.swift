import Foundation

/// A JSON value, as animator parameters arrive from a config file or a dictionary literal.
///
/// ```swift
/// let parameters: [String: ParameterValue] = ["direction": "left", "duration": 0.35, "dimming": true]
/// ```
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// A JSON number.
    case number(Double)
    /// A JSON string.
    case string(String)
    /// A JSON boolean.
    case bool(Bool)
    /// A JSON array.
    case array([ParameterValue])
    /// A JSON object.
    case object([String: ParameterValue])
    /// JSON null.
    case null

    /// Creates a string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates a number value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// Creates a number value.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// Creates a boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates an array value.
    public init(arrayLiteral elements: ParameterValue...) { self = .array(elements) }
    /// Creates an object value.
    public init(dictionaryLiteral elements: (String, ParameterValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The JSON type's name, for messages: `number`, `string`, `boolean`, `array`, `object`, `null`.
    public var typeName: String {
        switch self {
        case .number: return "number"
        case .string: return "string"
        case .bool: return "boolean"
        case .array: return "array"
        case .object: return "object"
        case .null: return "null"
        }
    }

    /// The value as compact JSON text (keys sorted), for messages and round trips.
    public var description: String {
        switch self {
        case let .number(value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        case let .string(value):
            return ParameterValue.quoted(value)
        case let .bool(value):
            return value ? "true" : "false"
        case let .array(values):
            return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case let .object(members):
            let body = members.sorted { $0.key < $1.key }.map { "\(ParameterValue.quoted($0.key)): \($0.value)" }
            return "{" + body.joined(separator: ", ") + "}"
        case .null:
            return "null"
        }
    }

    /// The language whose string literal ``quoted(_:as:)`` writes: the two differ only in how they spell a control
    /// character (`\u001f` in JSON, `\u{1f}` in Swift).
    package enum LiteralSyntax: Sendable {
        case json
        case swift
    }

    /// `text` as a double-quoted string literal of `syntax`: quotes, backslashes and control characters escaped,
    /// everything else as written.
    package static func quoted(_ text: String, as syntax: LiteralSyntax = .json) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20:
                switch syntax {
                case .json: out += String(format: "\\u%04x", scalar.value)
                case .swift: out += "\\u{\(String(scalar.value, radix: 16))}"
                }
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
