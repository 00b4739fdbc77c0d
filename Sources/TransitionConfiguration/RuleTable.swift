/// The rules keyed by pattern, for O(1) resolution: one dictionary lookup per specificity level that has rules, at
/// most eight, however many rules there are.
///
/// The patterns come from config files, so a file could try to make them collide; `Dictionary` hashes with
/// `Hasher`, which Swift seeds randomly per process, so no file can aim its identifiers at one bucket.
struct RuleTable: Sendable {
    /// A pattern; nil parts are wildcards.
    struct Key: Hashable, Sendable {
        var container: String?
        var from: String?
        var to: String?
    }

    /// The rules keyed on one pattern: the rule written for it, and the reversible rule whose reverse it is. Kept as
    /// two 32-bit indices (−1 for none) rather than two optional `Int`s, which made a third of each table slot.
    struct Entry: Sendable {
        private var explicitIndex: Int32 = -1
        private var derivedIndex: Int32 = -1

        var explicit: Int? {
            get { explicitIndex < 0 ? nil : Int(explicitIndex) }
            set { explicitIndex = newValue.map { Int32($0) } ?? -1 }
        }
        var derived: Int? {
            get { derivedIndex < 0 ? nil : Int(derivedIndex) }
            set { derivedIndex = newValue.map { Int32($0) } ?? -1 }
        }
    }

    private var entries: [Key: Entry] = [:]
    /// The specificity levels that have at least one pattern, most specific first.
    private(set) var levels: [RuleSpecificity] = []

    /// An empty table with room for `capacity` patterns.
    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
    }

    /// The entry for exactly `key` (wildcards as wildcards).
    func entry(for key: Key) -> Entry? { entries[key] }

    /// Records the rule written for `key`; returns the earlier rule's index when one already has the key (the new
    /// one is then shadowed and not recorded).
    mutating func insertExplicit(_ index: Int, at key: Key) -> Int? {
        // One hash of the key: the entry is read and written in place.
        let earlier = Self.claim(&entries[key, default: Entry()].explicit, for: index)
        if earlier == nil { noteLevel(of: key) }
        return earlier
    }

    /// Records the reversible rule whose reverse is `key`, unless an earlier one has it.
    mutating func insertDerived(_ index: Int, at key: Key) {
        if Self.claim(&entries[key, default: Entry()].derived, for: index) == nil { noteLevel(of: key) }
    }

    /// Sets `slot` to `index` when it is empty; returns what it held before.
    private static func claim(_ slot: inout Int?, for index: Int) -> Int? {
        guard let earlier = slot else {
            slot = index
            return nil
        }
        return earlier
    }

    private mutating func noteLevel(of key: Key) {
        let level = RuleSpecificity(container: key.container, from: key.from, to: key.to)
        if !levels.contains(level) {
            levels.append(level)
            levels.sort()
        }
    }

    /// The most specific rule for (container, from, to): its index, and whether it matched as a reverse. A rule
    /// written for a pattern wins over a reverse at the same pattern.
    func lookup(container: String?, from: String, to: String) -> (index: Int, reversed: Bool)? {
        for level in levels {
            let key: Key
            switch level {
            case .containerPair:
                guard let container else { continue }
                key = Key(container: container, from: from, to: to)
            case .containerFrom:
                guard let container else { continue }
                key = Key(container: container, from: from, to: nil)
            case .containerTo:
                guard let container else { continue }
                key = Key(container: container, from: nil, to: to)
            case .containerAny:
                guard let container else { continue }
                key = Key(container: container, from: nil, to: nil)
            case .pair: key = Key(container: nil, from: from, to: to)
            case .fromAny: key = Key(container: nil, from: from, to: nil)
            case .anyTo: key = Key(container: nil, from: nil, to: to)
            case .any: key = Key(container: nil, from: nil, to: nil)
            }
            guard let entry = entries[key] else { continue }
            if let explicit = entry.explicit { return (explicit, false) }
            if let derived = entry.derived { return (derived, true) }
        }
        return nil
    }
}
