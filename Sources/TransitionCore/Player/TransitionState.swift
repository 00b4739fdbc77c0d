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
