/// The (from, to) pair a container asks its delegate about, by identifiers and indices.
public struct TransitionPair: Sendable, Hashable, CustomStringConvertible {
    /// The container's identifier.
    public var container: String
    /// The leaving child's identifier.
    public var from: String
    /// The arriving child's identifier.
    public var to: String
    /// The leaving child's index in the container, if it has one (a drawer's side has none).
    public var fromIndex: Int?
    /// The arriving child's index in the container, if it has one.
    public var toIndex: Int?

    /// Creates a pair.
    public init(container: String, from: String, to: String, fromIndex: Int? = nil, toIndex: Int? = nil) {
        self.container = container
        self.from = from
        self.to = to
        self.fromIndex = fromIndex
        self.toIndex = toIndex
    }

    /// `Home → Settings`, or `Tabs: Home → Settings` in a named container.
    public var description: String {
        container.isEmpty ? "\(from) → \(to)" : "\(container): \(from) → \(to)"
    }
}

/// Which way a transition goes in the children's index order.
public enum TransitionDirection: Sendable, Hashable {
    /// To a higher index: in a left-to-right layout, the new child comes in from the right.
    case forward
    /// To a lower index.
    case backward

    /// The opposite direction.
    public var reversed: TransitionDirection { self == .forward ? .backward : .forward }
}

/// The container's writing direction: right-to-left layouts mirror horizontal motion.
public enum TransitionLayoutDirection: String, Sendable, Hashable {
    /// Latin, Cyrillic, …: index order runs left to right.
    case leftToRight
    /// Arabic, Hebrew, …: index order runs right to left.
    case rightToLeft
}

/// The two shapes of transition.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
    /// A tab or pager switch: the from-child leaves when the transition completes.
    case replace
    /// A drawer or presentation: the from-child stays and a side child is shown beside or over it.
    case overlay
}
