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
