/// A random number drawn once per process that both tables mix into their hashes. Identifiers come from config
/// files, and with a fixed hash a file could name thousands of identifiers that land in the same slot, making every
/// insertion walk them all (quadratic loading); without knowing the seed, no file can aim at a slot.
let tableHashSeed = UInt64.random(in: .min ... .max)

/// Identifiers interned to small integers, in an open-addressing table with a word-at-a-time hash of the UTF-8
/// bytes: resolving a pair hashes its three strings once, cheaply, and every later probe is integer work.
struct IdentifierTable: Sendable {
    private var hashes: [UInt64] = Array(repeating: 0, count: 16)
    private var names: [String] = Array(repeating: "", count: 16)
    private var ids: [UInt32] = Array(repeating: 0, count: 16)
    private(set) var count = 0
    /// Slots looked at while inserting: tests check it stays proportional to the identifiers inserted.
    private(set) var probes = 0

    static func hash(_ name: String) -> UInt64 {
        if let hash = name.utf8.withContiguousStorageIfAvailable({ hash(bytes: $0) }) { return hash }
        return hash(bytes: Array(name.utf8))
    }

    /// Eight bytes per multiply: identifiers are short, and this runs three times per resolution.
    static func hash<Bytes: RandomAccessCollection>(bytes: Bytes) -> UInt64
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count) ^ tableHashSeed
        var word: UInt64 = 0
        var filled = 0
        for index in bytes.indices {
            word |= UInt64(bytes[index]) << (8 * UInt64(filled))
            filled += 1
            if filled == 8 {
                hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                word = 0
                filled = 0
            }
        }
        hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        // MurmurHash3's finaliser: every bit of the result depends on every bit of the state, so the low bits the
        // table indexes by are not left to a short name's first bytes (names differing only in their last bytes
        // would share them, and a slot).
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }

    /// The id of `name`, nil when no rule names it.
    func id(of name: String) -> UInt32? {
        let hash = IdentifierTable.hash(name)
        let mask = ids.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while ids[slot] != 0 {
            if hashes[slot] == hash, names[slot] == name { return ids[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The id of `name`, assigning the next one (from 1) when it is new.
    mutating func intern(_ name: String) -> UInt32 {
        if let known = id(of: name) { return known }
        if (count + 1) * 2 > ids.count { grow() }
        count += 1
        insert(name, hash: IdentifierTable.hash(name), id: UInt32(count))
        return UInt32(count)
    }

    private mutating func insert(_ name: String, hash: UInt64, id: UInt32) {
        let mask = ids.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        probes += 1
        while ids[slot] != 0 {
            slot = (slot + 1) & mask
            probes += 1
        }
        hashes[slot] = hash
        names[slot] = name
        ids[slot] = id
    }

    private mutating func grow() {
        let old = (hashes, names, ids)
        let capacity = ids.count * 2
        hashes = Array(repeating: 0, count: capacity)
        names = Array(repeating: "", count: capacity)
        ids = Array(repeating: 0, count: capacity)
        for slot in old.2.indices where old.2[slot] != 0 {
            insert(old.1[slot], hash: old.0[slot], id: old.2[slot])
        }
    }
}

/// Packed pattern keys to rule entries, in an open-addressing table with multiplicative hashing.
struct PackedTable: Sendable {
    private static let empty = UInt64.max
    /// Mixed into every key, so a file cannot aim keys at one slot.
    private static let seed = tableHashSeed
    private var keys: [UInt64] = Array(repeating: PackedTable.empty, count: 16)
    private var values: [RuleTable.Entry] = Array(repeating: RuleTable.Entry(), count: 16)
    private var count = 0
    /// Slots looked at while updating: tests check it stays proportional to the keys stored.
    private(set) var probes = 0

    // The seeded key through MurmurHash3's 64-bit finaliser: every output bit depends on every key bit. A bare
    // multiply-shift is not enough here: a `container`-only key is `c << 42`, so a product's top bits see only the
    // low 22 bits of the factor, and some seeds then crowd a thousand containers into a few clusters.
    private func slot(for key: UInt64) -> Int {
        var h = key ^ PackedTable.seed
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h &*= 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return Int(truncatingIfNeeded: h) & (keys.count - 1)
    }

    subscript(key: UInt64) -> RuleTable.Entry? {
        let mask = keys.count - 1
        var index = slot(for: key)
        while keys[index] != PackedTable.empty {
            if keys[index] == key { return values[index] }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Updates the entry at `key`, creating an empty one first.
    mutating func update(_ key: UInt64, _ change: (inout RuleTable.Entry) -> Void) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = slot(for: key)
        probes += 1
        while keys[index] != PackedTable.empty, keys[index] != key {
            index = (index + 1) & mask
            probes += 1
        }
        if keys[index] == PackedTable.empty {
            keys[index] = key
            count += 1
        }
        change(&values[index])
    }

    private mutating func grow() {
        let old = (keys, values)
        keys = Array(repeating: PackedTable.empty, count: old.0.count * 2)
        values = Array(repeating: RuleTable.Entry(), count: old.0.count * 2)
        count = 0
        for index in old.0.indices where old.0[index] != PackedTable.empty {
            let entry = old.1[index]
            update(old.0[index]) { $0 = entry }
        }
    }
}
