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
