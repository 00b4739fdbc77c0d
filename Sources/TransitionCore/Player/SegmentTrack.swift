import Foundation

/// What a segment plays on one view: the view and its state at each of the segment's key times.
@_spi(Host) public struct SegmentTrack<View: AnyObject> {
    /// The view the engine moves.
    public let view: View
    /// The role it plays in the transition.
    public let role: TransitionRole
    /// Its state at each key time of the ``SegmentPlayback``, sampled from the engine's animation description.
    public let states: [ViewState]
}
