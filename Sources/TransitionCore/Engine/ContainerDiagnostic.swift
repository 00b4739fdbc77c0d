/// Something a container noticed and handled without failing: visible to tests and to a logging handler, never a
/// crash in release builds.
public enum ContainerDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// `completeTransition` was called again for a transition that had already completed; the call was ignored.
    case completeTransitionCalledAgain(TransitionPair, didComplete: Bool)
    /// The container's bounds were empty, so the switch happened without animation.
    case animationSkippedForEmptyBounds(TransitionPair)
    /// A request that arrived mid-transition was handled by the mid-flight policy.
    case midFlightRequest(requested: Int, policy: MidFlightPolicy, outcome: String)
    /// A selection made through a non-throwing API failed; the selection did not change.
    case requestFailed(TransitionError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .completeTransitionCalledAgain(pair, didComplete):
            return "completeTransition(\(didComplete)) was called again for \(pair), which had already completed; "
                + "the call was ignored. Call it exactly once, from the end of your animation."
        case let .animationSkippedForEmptyBounds(pair):
            return "the container's bounds are empty, so \(pair) switched without animation. "
                + "Give the container a size before switching."
        case let .midFlightRequest(requested, policy, outcome):
            return "a request for index \(requested) arrived mid-transition; policy \(policy): \(outcome)"
        case let .requestFailed(error):
            return "a selection failed: \(error)"
        }
    }
}

/// What a container does with a selection request that arrives while a transition is running (DESIGN §2).
public enum MidFlightPolicy: String, Sendable, Hashable, CaseIterable {
    /// Run every request, in order, after the running transition ends.
    case queue
    /// Remember only the latest request and run it after the running transition ends.
    case keepLatest
    /// Drop the request (reported as a diagnostic).
    case ignore
    /// Settle the running transition at its end at once, then start the requested one from there.
    case interrupt
}
