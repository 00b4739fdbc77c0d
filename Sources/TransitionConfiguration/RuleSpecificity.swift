/// How specific a rule's pattern is; the most specific matching rule wins.
///
/// Container-scoped rules beat global ones; within each, an exact pair beats `(from, *)`, which beats `(*, to)`,
/// which beats `(*, *)`; the config's `default` comes after all of them. Cases are in that order, most specific
/// first, so `<` means "more specific than".
package enum RuleSpecificity: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// `container`, `from` and `to` all named.
    case containerPair
    /// `container` and `from` named, `to` is `*`.
    case containerFrom
    /// `container` and `to` named, `from` is `*`.
    case containerTo
    /// `container` named, `from` and `to` are `*`.
    case containerAny
    /// `from` and `to` named, in any container.
    case pair
    /// `from` named, `to` is `*`, in any container.
    case fromAny
    /// `to` named, `from` is `*`, in any container.
    case anyTo
    /// Everything is `*`.
    case any

    /// The specificity of a pattern; nil parts are wildcards.
    package init(container: String?, from: String?, to: String?) {
        let scoped = container != nil
        switch (from != nil, to != nil) {
        case (true, true): self = scoped ? .containerPair : .pair
        case (true, false): self = scoped ? .containerFrom : .fromAny
        case (false, true): self = scoped ? .containerTo : .anyTo
        case (false, false): self = scoped ? .containerAny : .any
        }
    }

    /// Whether the pattern names a container.
    package var isContainerScoped: Bool { rawValue <= RuleSpecificity.containerAny.rawValue }

    /// More specific first.
    package static func < (lhs: RuleSpecificity, rhs: RuleSpecificity) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `container + exact pair`, `global (from, *)`, …
    package var description: String {
        let scope = isContainerScoped ? "container" : "global"
        switch self {
        case .containerPair, .pair: return "\(scope) exact pair"
        case .containerFrom, .fromAny: return "\(scope) (from, *)"
        case .containerTo, .anyTo: return "\(scope) (*, to)"
        case .containerAny, .any: return "\(scope) (*, *)"
        }
    }
}
