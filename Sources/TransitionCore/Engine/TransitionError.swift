import Foundation

/// Everything that can go wrong in TransitionCore, with the context to fix it: a container's request, an animator
/// registry's, or a curve's JSON form. (A config that fails its checks throws the config module's `ConfigError`.)
///
/// ```swift
/// do {
///     let animator = try registry.makeAnimator(named: "slide", parameters: ["edge": "lft"])
/// } catch let TransitionError.invalidParameters(animator, problems) {
///     for problem in problems { print(animator, problem) }
/// }
/// ```
public enum TransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A selection named an index the container does not have.
    case indexOutOfRange(index: Int, count: Int)
    /// A selection was made on a container with no children.
    case noChildren
    /// A selection named a child the container does not hold.
    case unknownChild(identifier: String)
    /// The same child controller appears twice in a `viewControllers` list.
    case duplicateChild(identifier: String)
    /// Two children share a transition identifier, so config rules could not tell them apart.
    case duplicateIdentifier(String)
    /// An animator described a duration that is not a finite, non-negative number of seconds.
    case invalidDuration(animator: String, duration: Double)
    /// A request arrived mid-transition and the container's policy is ``MidFlightPolicy/ignore``.
    case transitionInProgress(requested: Int)
    /// An interactive call was made when no transition is running.
    case noTransitionInProgress
    /// A value was rejected: the message names it and the allowed range.
    case invalidValue(name: String, value: String, allowed: String)
    /// The container host went away.
    case hostReleased
    /// An interactive transition was asked for a pair that cannot be driven by a gesture.
    case notInteractive(pair: TransitionPair, reason: String)
    /// No animator is registered under the name; `suggestion` is the closest registered name, if any is close.
    case unknownAnimator(String, known: [String], suggestion: String?)
    /// An animator of that name is already registered.
    case duplicateAnimatorName(String)
    /// An animator's parameters have problems (every one is listed).
    case invalidParameters(animator: String, problems: [ParameterProblem])
    /// A curve's JSON form describes no curve that plays.
    case invalidCurve(ParameterProblem.Kind)

    /// What happened and how to fix it.
    public var description: String {
        switch self {
        case let .indexOutOfRange(index, count):
            return count == 0
                ? "index \(index) is out of range: the container has no children"
                : "index \(index) is out of range: valid indices are 0...\(count - 1)"
        case .noChildren:
            return "the container has no children; set viewControllers first"
        case let .unknownChild(identifier):
            return "'\(identifier)' is not a child of this container"
        case let .duplicateChild(identifier):
            return "child '\(identifier)' appears more than once in viewControllers"
        case let .duplicateIdentifier(identifier):
            return "two children share the transition identifier '\(identifier)'; identifiers must be unique"
        case let .invalidDuration(animator, duration):
            return "animator '\(animator)' returned duration \(duration); a duration must be finite and ≥ 0 seconds"
        case let .transitionInProgress(requested):
            return
                "a transition is running, and the mid-flight policy 'ignore' dropped the request for index \(requested)"
        case .noTransitionInProgress:
            return "no transition is in progress"
        case let .invalidValue(name, value, allowed):
            return "\(name) must be \(allowed), got \(value)"
        case .hostReleased:
            return "the container host was released"
        case let .notInteractive(pair, reason):
            return "\(pair) cannot be interactive: \(reason)"
        case let .unknownAnimator(name, known, suggestion):
            var text = "unknown animator type '\(name)'"
            text += suggestion.map { "; did you mean '\($0)'?" } ?? "."
            return text + " Known animators: " + (known.isEmpty ? "none" : known.joined(separator: ", "))
        case let .duplicateAnimatorName(name):
            return "an animator named '\(name)' is already registered; pick another name"
        case let .invalidParameters(animator, problems):
            return "animator '\(animator)': " + problems.map(\.description).joined(separator: "; ")
        case let .invalidCurve(kind):
            return ParameterProblem(parameter: "curve", kind: kind).description
        }
    }
}

extension TransitionError {
    /// `error` as the ``TransitionError`` it is. Engine calls throw only `TransitionError`s; they are declared
    /// `throws` rather than `throws(TransitionError)` because a typed `throw` crashes Swift 6.3 when it compiles
    /// against the iOS 17 SDK's standard library.
    package init(thrown error: any Error) {
        self =
            error as? TransitionError ?? .invalidValue(name: "error", value: "\(error)", allowed: "a TransitionError")
    }
}
