/// Which way a transition goes in the children's index order.
public enum TransitionDirection: Sendable, Hashable {
    /// To a higher index: in a left-to-right layout, the new child comes in from the right.
    case forward
    /// To a lower index.
    case backward

    /// The opposite direction.
    public var reversed: TransitionDirection { self == .forward ? .backward : .forward }
}
