/// One frame's worth of a running transition, for container UI that follows it (a tab indicator, a title).
public struct TransitionProgress: Sendable, Hashable {
    /// The transition's pair.
    public var pair: TransitionPair
    /// The eased fraction the views are drawn at: 0 is the start, 1 the end (a spring may overshoot).
    public var fraction: Double
    /// The phase the frame was drawn in.
    public var phase: TransitionState

    /// Creates a progress report.
    public init(pair: TransitionPair, fraction: Double, phase: TransitionState) {
        self.pair = pair
        self.fraction = fraction
        self.phase = phase
    }
}
