/// Misuse of a HeadlessUI API that UIKit would reject with an exception; here it is a thrown error instead.
public enum HeadlessError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `transition(from:to:…)` was given controllers that are not both children of the receiver.
    case notChildren(receiver: String, from: String, to: String)
    /// `transition(from:to:…)` was given a from-controller whose view is not in a superview.
    case fromViewHasNoSuperview(String)
    /// A duration that is not a finite, non-negative number of seconds.
    case invalidDuration(Double)

    /// What happened and how to fix it.
    public var description: String {
        switch self {
        case let .notChildren(receiver, from, to):
            return "transition(from: '\(from)', to: '\(to)') needs both controllers to be children of '\(receiver)'; "
                + "call addChild first"
        case let .fromViewHasNoSuperview(from):
            return "transition(from: '\(from)', …) needs '\(from)'.view to be in a superview"
        case let .invalidDuration(value):
            return "duration must be finite and ≥ 0 seconds, got \(value)"
        }
    }
}
