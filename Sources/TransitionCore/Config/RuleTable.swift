/// The rules keyed by pattern, for O(1) resolution: one hash lookup per specificity level that has rules, at most
/// eight, however many rules there are.
struct RuleTable: Sendable {
    /// A pattern; nil parts are wildcards.
    struct Key: Hashable, Sendable {
        var container: String?
        var from: String?
        var to: String?
    }

    /// The rules keyed on one pattern: the rule written for it, and the reversible rule whose reverse it is.
    struct Entry: Sendable {
        var explicit: Int?
        var derived: Int?
    }

    private(set) var entries: [Key: Entry] = [:]
    /// The levels that have at least one entry, most specific first.
    private(set) var levels: [RuleSpecificity] = []

    /// Records `index` as the rule written for `key`; returns the rule already there instead, if any.
    mutating func insertExplicit(_ index: Int, at key: Key) -> Int? {
        if let existing = entries[key]?.explicit { return existing }
        entries[key, default: Entry()].explicit = index
        noteLevel(of: key)
        return nil
    }

    /// Records `index` as the rule whose reverse serves `key` (the first one wins; two can only collide when their
    /// own patterns do, which is already an error).
    mutating func insertDerived(_ index: Int, at key: Key) {
        guard entries[key]?.derived == nil else { return }
        entries[key, default: Entry()].derived = index
        noteLevel(of: key)
    }

    private mutating func noteLevel(of key: Key) {
        let level = RuleSpecificity(container: key.container, from: key.from, to: key.to)
        if !levels.contains(level) {
            levels.append(level)
            levels.sort()
        }
    }

    /// The key a query looks up at `level`; nil for a container-scoped level when the query has no container.
    static func key(at level: RuleSpecificity, container: String?, from: String, to: String) -> Key? {
        let scoped: String?
        if level.isContainerScoped {
            guard let container else { return nil }
            scoped = container
        } else {
            scoped = nil
        }
        switch level {
        case .containerPair, .pair: return Key(container: scoped, from: from, to: to)
        case .containerFrom, .fromAny: return Key(container: scoped, from: from, to: nil)
        case .containerTo, .anyTo: return Key(container: scoped, from: nil, to: to)
        case .containerAny, .any: return Key(container: scoped, from: nil, to: nil)
        }
    }

    /// The winning rule for a query and whether it serves it reversed; at equal specificity a rule written for the
    /// pattern beats the reverse of another.
    func lookup(container: String?, from: String, to: String) -> (index: Int, reversed: Bool)? {
        for level in levels {
            guard let key = RuleTable.key(at: level, container: container, from: from, to: to),
                let entry = entries[key]
            else { continue }
            if let explicit = entry.explicit { return (explicit, false) }
            if let derived = entry.derived { return (derived, true) }
        }
        return nil
    }
}
