/// A way across the screen, in the same vocabulary as ``ScreenSide``: the way a finger moves to advance a pan, the
/// way a view slides.
public enum ScreenDirection: String, Sendable, Hashable, CaseIterable {
    /// Towards the left side.
    case left
    /// Towards the right side.
    case right
    /// Towards the top.
    case up
    /// Towards the bottom.
    case down

    /// Towards `side`.
    public init(towards side: ScreenSide) {
        self = side == .left ? .left : .right
    }

    /// The opposite way.
    public var opposite: ScreenDirection {
        switch self {
        case .left: return .right
        case .right: return .left
        case .up: return .down
        case .down: return .up
        }
    }
}
