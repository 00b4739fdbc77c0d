import Foundation

/// What is wrong with one parameter, with everything needed to say how to fix it.
public struct ParameterProblem: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: Sendable, Hashable {
        /// The animator has no parameter of that name.
        case unknown(valid: [String], suggestion: String?)
        /// The value has the wrong JSON type.
        case wrongType(expected: String, got: String)
        /// A number outside the allowed range.
        case outOfRange(allowed: String, got: String)
        /// A string that is not one of the allowed values.
        case notAllowed(got: String, valid: [String], suggestion: String?)
        /// A malformed value of a structured type (a curve).
        case malformed(String)
    }

    /// The parameter's name (the key as written).
    public var parameter: String
    /// What is wrong.
    public var kind: Kind

    /// Creates a problem.
    public init(parameter: String, kind: Kind) {
        self.parameter = parameter
        self.kind = kind
    }

    /// `kind` as a noun phrase: "an array", "a number in 0...1", "one of …", "null".
    static func withArticle(_ kind: String) -> String {
        if kind.hasPrefix("one of") || kind == "null" { return kind }
        return ("aeiou".contains(kind.first ?? "x") ? "an " : "a ") + kind
    }

    /// A message that says what happened and how to fix it.
    public var description: String {
        switch kind {
        case let .unknown(valid, suggestion):
            var text = "unknown parameter '\(name)'"
            text += suggestion.map { "; did you mean '\($0)'?" } ?? "."
            return text + " Valid parameters: " + (valid.isEmpty ? "none" : valid.joined(separator: ", "))
        case let .wrongType(expected, got):
            return "parameter '\(name)' must be \(Self.withArticle(expected)), not \(Self.withArticle(got))"
        case let .outOfRange(allowed, got):
            return "parameter '\(name)' is \(got), outside the allowed \(allowed)"
        case let .notAllowed(got, valid, suggestion):
            var text = "parameter '\(name)' is \"\(abbreviated(got))\""
            text += suggestion.map { "; did you mean \"\($0)\"?" } ?? "."
            return text + " Allowed: " + valid.map { "\"\($0)\"" }.joined(separator: ", ")
        case let .malformed(reason):
            return "parameter '\(name)': \(reason)"
        }
    }

    /// The parameter's name as messages quote it: long names are shortened.
    private var name: String { abbreviated(parameter) }
}
