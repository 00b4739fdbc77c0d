import Testing

@testable import TransitionCore

/// The rule table's two open-addressing tables against keys a config file can choose: identifiers that a fixed
/// hash sends to one slot, and one rule per container. Linear probing through one cluster made loading quadratic;
/// the tables count the slots they look at, and these tests check the count stays proportional to the keys.
@Suite("Rule table under hostile keys")
struct RuleTableAdversarialTests {
    /// Seven-byte names that differ only in bits 43…55 (the top of their sixth byte and their seventh): under the
    /// former unseeded hash, `h = (c ^ w)·K` then `h ^ (h >> 32)`, they all shared their low 11 bits, so every table
    /// of up to 2048 slots put them in one cluster.
    static func collidingNames(_ count: Int) -> [String] {
        var names: [String] = []
        for sixth in stride(from: 0x21, through: 0x79, by: 8) {
            for seventh in 0x21...0x7E {
                names.append("abcde" + String(UnicodeScalar(UInt8(sixth))) + String(UnicodeScalar(UInt8(seventh))))
            }
        }
        return Array(names.prefix(count))
    }

    @Test("names built to share a slot under a fixed hash are interned with linear work")
    func collidingIdentifiersAreLinear() {
        let names = Self.collidingNames(1_000)
        #expect(Set(names).count == 1_000)
        var table = IdentifierTable()
        for name in names { _ = table.intern(name) }
        #expect(table.count == 1_000)
        // Every insertion, growth's reinsertions included, looks at a couple of slots on average; one cluster of
        // them all took about half a million.
        #expect(table.probes <= 10 * names.count, "\(table.probes) probes")
        for (index, name) in names.enumerated() { #expect(table.id(of: name) == UInt32(index + 1)) }
    }

    @Test("one rule per container is stored with linear work")
    func containerOnlyKeysAreLinear() {
        var table = PackedTable()
        let count = 1_000
        for container in 1...count {
            table.update(RuleTable.pack(UInt32(container), 0, 0)) { $0.explicit = container }
        }
        #expect(table.probes <= 10 * count, "\(table.probes) probes")
        for container in 1...count { #expect(table[RuleTable.pack(UInt32(container), 0, 0)]?.explicit == container) }
    }
}
