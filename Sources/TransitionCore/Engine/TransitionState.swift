/// Where a container's one transition is in its life: idle, running (``animating`` or ``interactive``), settling
/// (``finishing`` or ``cancelling``), and idle again.
public enum TransitionState: Sendable, Hashable, CustomStringConvertible {
    /// No transition is running.
    case idle
    /// Playing by itself on its own curve.
    case animating
    /// Paused, with a gesture setting its progress.
    case interactive
    /// Playing forward to the end after the gesture let go; ends with `completeTransition(true)`.
    case finishing
    /// Playing backward to the start; ends with `completeTransition(false)`.
    case cancelling

    /// The phase's name.
    public var description: String {
        switch self {
        case .idle: return "idle"
        case .animating: return "animating"
        case .interactive: return "interactive"
        case .finishing: return "finishing"
        case .cancelling: return "cancelling"
        }
    }
}

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
