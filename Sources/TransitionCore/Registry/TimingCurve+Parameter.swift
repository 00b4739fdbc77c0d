import Foundation

extension TimingCurve {
    /// Reads a curve from its JSON form: a name, `[x1, y1, x2, y2]`, or a spring object
    /// (`{"dampingRatio", "response"}`, `{"mass", "stiffness", "damping"}` or `{"damping", "duration"}`, each with
    /// an optional `"initialVelocity"`, and `"mass"` where it applies).
    ///
    /// Only curves that play are read: a Bézier's y values must be within ±``CubicBezier/maximumYMagnitude`` and a
    /// spring must settle within ``maximumSettlingDuration``; the error says which limit and why.
    public init(parameterValue value: ParameterValue) throws {
        switch value {
        case let .string(name):
            guard let curve = TimingCurve(name: name) else {
                throw TransitionError.invalidCurve(
                    .notAllowed(
                        got: name, valid: TimingCurve.names,
                        suggestion: suggestion(for: name, among: TimingCurve.names)))
            }
            self = curve
        case let .array(values):
            let numbers = values.compactMap { if case let .number(n) = $0 { return n } else { return nil } }
            guard values.count == 4, numbers.count == 4 else {
                throw TransitionError.invalidCurve(.malformed("a cubic Bézier is four numbers [x1, y1, x2, y2]"))
            }
            for (name, y) in [("y1", numbers[1]), ("y2", numbers[3])]
            where y.isFinite && abs(y) > CubicBezier.maximumYMagnitude {
                throw TransitionError.invalidCurve(
                    .malformed(
                        "a cubic Bézier's y1 and y2 must be within ±1e6 so the curve stays finite; \(name) is \(y)"))
            }
            guard let bezier = CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]) else {
                throw TransitionError.invalidCurve(
                    .malformed("a cubic Bézier's x1 and x2 must be in 0...1 and all finite"))
            }
            self = .cubicBezier(bezier)
        case let .object(members):
            self = .spring(try TimingCurve.spring(from: members))
        default:
            throw TransitionError.invalidCurve(
                .wrongType(expected: ParameterType.curve.description, got: value.typeName))
        }
    }

    private static let springShapes: [[String]] = [
        ["dampingRatio", "response", "mass", "initialVelocity"],
        ["mass", "stiffness", "damping", "initialVelocity"],
        ["damping", "duration", "initialVelocity"],
    ]

    private static func spring(from members: [String: ParameterValue]) throws -> SpringTiming {
        var numbers: [String: Double] = [:]
        for (key, value) in members {
            guard case let .number(number) = value, number.isFinite else {
                throw TransitionError.invalidCurve(
                    .malformed("spring field '\(abbreviated(key))' must be a finite number"))
            }
            numbers[key] = number
        }
        let keys = Set(numbers.keys)
        let velocity = numbers["initialVelocity"] ?? 0
        let spring: SpringTiming?
        if keys.contains("dampingRatio") || keys.contains("response") {
            try check(keys, against: springShapes[0], required: ["dampingRatio", "response"])
            spring = SpringTiming(
                dampingRatio: numbers["dampingRatio"] ?? 0, response: numbers["response"] ?? 0,
                mass: numbers["mass"] ?? 1, initialVelocity: velocity)
        } else if keys.contains("stiffness") {
            try check(keys, against: springShapes[1], required: ["stiffness", "damping"])
            spring = SpringTiming(
                mass: numbers["mass"] ?? 1, stiffness: numbers["stiffness"] ?? 0,
                damping: numbers["damping"] ?? 0, initialVelocity: velocity)
        } else if keys.contains("duration") {
            try check(keys, against: springShapes[2], required: ["damping", "duration"])
            spring = SpringTiming(
                uikitDamping: numbers["damping"] ?? 0, initialVelocity: velocity,
                duration: numbers["duration"] ?? 0)
        } else {
            throw TransitionError.invalidCurve(
                .malformed(
                    "a spring needs {dampingRatio, response}, {stiffness, damping} or {damping, duration}"))
        }
        guard let spring else {
            throw TransitionError.invalidCurve(
                .malformed("the spring's values are out of range (all must be positive)"))
        }
        // A sliver over the limit is allowed: a {damping, duration} spring of exactly 10 s settles in 10 s to within
        // the bisection's 1e-12.
        let settling = spring.settlingDuration
        guard settling <= maximumSettlingDuration * (1 + 1e-9) else {
            let limit =
                "a spring must settle within \(format(maximumSettlingDuration)) s to play within the animator "
                + "duration limit; this one "
            let reason =
                spring.damping == 0 || !settling.isFinite
                ? "has no damping, so it never settles" : "settles in \(String(format: "%.3g", settling)) s"
            throw TransitionError.invalidCurve(.malformed(limit + reason))
        }
        return spring
    }

    private static func check(_ keys: Set<String>, against allowed: [String], required: [String]) throws {
        if let unknown = keys.subtracting(allowed).sorted().first {
            let hint = suggestion(for: unknown, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
            throw TransitionError.invalidCurve(
                .malformed(
                    "unknown spring field '\(abbreviated(unknown))'\(hint) "
                        + "Fields: " + allowed.joined(separator: ", ")))
        }
        if let missing = required.first(where: { !keys.contains($0) }) {
            throw TransitionError.invalidCurve(.malformed("the spring is missing '\(missing)'"))
        }
    }

    /// The curve's JSON form, which ``init(parameterValue:)`` reads back to an equal curve.
    public var parameterValue: ParameterValue {
        switch self {
        case let .cubicBezier(bezier):
            return .array([.number(bezier.x1), .number(bezier.y1), .number(bezier.x2), .number(bezier.y2)])
        case let .spring(spring):
            return .object([
                "mass": .number(spring.mass), "stiffness": .number(spring.stiffness),
                "damping": .number(spring.damping), "initialVelocity": .number(spring.initialVelocity),
            ])
        default:
            return .string(name ?? "linear")
        }
    }
}
