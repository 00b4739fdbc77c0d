import Foundation

/// What a segment plays on one view: the view, the times the render server takes its states at, and how it paces
/// between them.
@_spi(Host) public struct SegmentTrack<View: AnyObject> {
    /// The view the engine moves.
    public let view: View
    /// The role it plays in the transition.
    public let role: TransitionRole
    /// Key times as fractions 0…1 of the segment's duration, one per state: one per display frame of the segment
    /// (``PlaybackSegment/keyTimes(framesPerSecond:)``), or its two ends when ``pacing`` is set.
    public let keyTimes: [Double]
    /// The view's state at each key time, sampled from the engine's animation description.
    public let states: [ViewState]
    /// Nil: between key times the render server interpolates linearly (the states are a display frame apart). Set
    /// when every property of the view moves in a straight line as the segment's progress runs: the two states are
    /// the segment's ends, and the render server paces between them on this curve (Core Animation's keyframe
    /// timing function), which is the segment's own, so on every frame it shows what the engine computes.
    public let pacing: CubicBezier?

    init(view: View, role: TransitionRole, keyTimes: [Double], states: [ViewState], pacing: CubicBezier? = nil) {
        self.view = view
        self.role = role
        self.keyTimes = keyTimes
        self.states = states
        self.pacing = pacing
    }
}
