/// Something a container engine does around its transition, which decides what a selection request does meanwhile.
/// Operations nest (a resize settles the transition for itself); while any is under way a transition's end starts
/// no waiting request.
package enum EngineOperation: Sendable, Equatable {
    /// Telling the children that the container appears or disappears, in navigation style: waiting requests start
    /// once every child has been told.
    case forwardingAppearance
    /// Changing the appearance forwarding mode: waiting requests start under the new mode.
    case changingForwarding
    /// Settling the running transition on the way to something else (replacing the children, retargeting, a
    /// resize). The transition's end calls the delegate, which may select: that request waits too, because starting
    /// a transition there would run it under the operation still under way.
    case settlingForAnotherOperation
}
