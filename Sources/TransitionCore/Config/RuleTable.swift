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

    /// Every identifier the rules name, interned: queries hash their three strings once, then every level's
    /// lookup hashes one packed integer.
    private var ids = IdentifierTable()
    private var entries = PackedTable()
    /// The levels that have at least one entry, most specific first.
    private(set) var levels: [RuleSpecificity] = []

    /// The rules keyed on `key`, if any.
    func entry(for key: Key) -> Entry? {
        guard let packed = packedKey(key) else { return nil }
        return entries[packed]
    }

    /// Records `index` as the rule written for `key`; returns the rule already there instead, if any.
    mutating func insertExplicit(_ index: Int, at key: Key) -> Int? {
        let packed = intern(key)
        if let existing = entries[packed]?.explicit { return existing }
        entries.update(packed) { $0.explicit = index }
        noteLevel(of: key)
        return nil
    }

    /// Records `index` as the rule whose reverse serves `key` (the first one wins; two can only collide when their
    /// own patterns do, which is already an error).
    mutating func insertDerived(_ index: Int, at key: Key) {
        let packed = intern(key)
        guard entries[packed]?.derived == nil else { return }
        entries.update(packed) { $0.derived = index }
        noteLevel(of: key)
    }

    private mutating func noteLevel(of key: Key) {
        let level = RuleSpecificity(container: key.container, from: key.from, to: key.to)
        if !levels.contains(level) {
            levels.append(level)
            levels.sort()
        }
    }

    private mutating func id(_ name: String?) -> UInt32 {
        guard let name else { return 0 }
        return ids.intern(name)
    }

    private mutating func intern(_ key: Key) -> UInt64 {
        RuleTable.pack(id(key.container), id(key.from), id(key.to))
    }

    /// The packed key of a pattern, or nil when it names an identifier no rule uses (so nothing can be stored there).
    private func packedKey(_ key: Key) -> UInt64? {
        func known(_ name: String?) -> UInt32? { name.map { ids.id(of: $0) } ?? 0 }
        guard let container = known(key.container), let from = known(key.from), let to = known(key.to) else {
            return nil
        }
        return RuleTable.pack(container, from, to)
    }

    /// 0 stands for the wildcard; ids take 21 bits each (two million identifiers).
    static func pack(_ container: UInt32, _ from: UInt32, _ to: UInt32) -> UInt64 {
        UInt64(container) << 42 | UInt64(from) << 21 | UInt64(to)
    }

    /// The winning rule for a query and whether it serves it reversed; at equal specificity a rule written for the
    /// pattern beats the reverse of another.
    func lookup(container: String?, from: String, to: String) -> (index: Int, reversed: Bool)? {
        // An identifier no rule names can only be matched by a wildcard.
        let c = container.flatMap { ids.id(of: $0) }
        let f = ids.id(of: from)
        let t = ids.id(of: to)
        for level in levels {
            let packed: UInt64
            switch level {
            case .containerPair:
                guard let c, let f, let t else { continue }
                packed = RuleTable.pack(c, f, t)
            case .containerFrom:
                guard let c, let f else { continue }
                packed = RuleTable.pack(c, f, 0)
            case .containerTo:
                guard let c, let t else { continue }
                packed = RuleTable.pack(c, 0, t)
            case .containerAny:
                guard let c else { continue }
                packed = RuleTable.pack(c, 0, 0)
            case .pair:
                guard let f, let t else { continue }
                packed = RuleTable.pack(0, f, t)
            case .fromAny:
                guard let f else { continue }
                packed = RuleTable.pack(0, f, 0)
            case .anyTo:
                guard let t else { continue }
                packed = RuleTable.pack(0, 0, t)
            case .any:
                packed = 0
            }
            guard let entry = entries[packed] else { continue }
            if let explicit = entry.explicit { return (explicit, false) }
            if let derived = entry.derived { return (derived, true) }
        }
        return nil
    }
}
