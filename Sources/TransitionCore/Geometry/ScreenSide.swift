/// A side of the screen: the catalogue's one left/right vocabulary, for the side a drawer opens from and the edge a
/// screen-edge pan starts at. ``leading(in:)`` and ``trailing(in:)`` name a side for a layout direction.
public enum ScreenSide: String, Sendable, Hashable, CaseIterable {
    /// The left side.
    case left
    /// The right side.
    case right

    /// The other side.
    public var opposite: ScreenSide { self == .left ? .right : .left }

    /// The side text starts on: left in a left-to-right layout, right in a right-to-left one.
    public static func leading(in layoutDirection: TransitionLayoutDirection) -> ScreenSide {
        layoutDirection == .leftToRight ? .left : .right
    }

    /// The side text ends on: right in a left-to-right layout, left in a right-to-left one.
    public static func trailing(in layoutDirection: TransitionLayoutDirection) -> ScreenSide {
        leading(in: layoutDirection).opposite
    }
}

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
