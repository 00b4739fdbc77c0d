/// What a container does with a selection request that arrives while a transition is running.
public enum MidFlightPolicy: String, Sendable, Hashable, CaseIterable {
    /// Run every request, in order, after the running transition ends.
    case queue
    /// Remember only the latest request and run it after the running transition ends.
    case keepLatest = "keep-latest"
    /// Drop the request (reported as a diagnostic).
    case ignore
    /// Interrupt the running transition and head for the new target now: a request for the index the transition
    /// left reverses it from where it is (it cancels smoothly); any other request settles it at its end at once and
    /// starts the requested switch from there.
    case interruptAndRetarget = "interrupt-and-retarget"
}
