import Foundation

/// What a segment plays on one view: the view, the times the render server takes its states at, and how it paces
/// between them.
@_spi(Host) public struct SegmentTrack<View: AnyObject> {
    /// The view the engine moves.
    public let view: View
    /// The role it plays in the transition.
    public let role: TransitionRole
    /// Key times as fractions 0…1 of the segment's duration, one per state, from 0 to 1: one per display frame of
    /// the segment (``PlaybackSegment/keyTimes(framesPerSecond:)``), or, when ``pacing`` is set, the segment's ends
    /// and the times its progress passes the view's keyframes.
    public let keyTimes: [Double]
    /// The view's state at each key time, sampled from the engine's animation description.
    public let states: [ViewState]
    /// Nil: between key times the render server interpolates linearly (the states are a display frame apart). Set
    /// when every property of the view moves in straight lines between its keyframes as the segment's progress runs
    /// on a cubic Bézier: one curve per stretch between key times (Core Animation's keyframe timing functions), the
    /// stretch of the segment's own curve, so on every frame the render server shows what the engine computes.
    public let pacing: [SegmentPacing]?

    init(view: View, role: TransitionRole, keyTimes: [Double], states: [ViewState], pacing: [SegmentPacing]? = nil) {
        self.view = view
        self.role = role
        self.keyTimes = keyTimes
        self.states = states
        self.pacing = pacing
    }
}

/// A cubic Bézier timing curve from (0, 0) through (`x1`, `y1`) and (`x2`, `y2`) to (1, 1), as a render server
/// paces a keyframe segment (`CAMediaTimingFunction(controlPoints:)`).
@_spi(Host) public struct SegmentPacing: Sendable, Hashable {
    /// The first control point's x, in [0, 1].
    public let x1: Double
    /// The first control point's y (outside [0, 1] for a curve that overshoots).
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y.
    public let y2: Double
}
