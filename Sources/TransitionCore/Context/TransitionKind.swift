/// The two shapes of transition.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
    /// A tab or pager switch: the from-child leaves when the transition completes.
    case replace
    /// A drawer or presentation: the from-child stays and a side child is shown beside or over it.
    case overlay
}
