import Testing

@testable import TransitionConfiguration

/// The rule table against keys a config file can choose: identifiers that a fixed hash sends to one slot, and one
/// rule per container. The table is a `Dictionary`, whose per-process seed keeps a file from aiming keys at one bucket;
/// these tests check every such key still resolves to its own rule. (That loading stays linear is checked on whole
/// configs by the config's adversarial tests.)
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

    @Test("names built to share a slot under a fixed hash each resolve to their own rule")
    func collidingIdentifiersResolve() {
        let names = Self.collidingNames(1_000)
        #expect(Set(names).count == 1_000)
        var table = RuleTable()
        for (index, name) in names.enumerated() {
            #expect(table.insertExplicit(index, at: RuleTable.Key(container: nil, from: name, to: nil)) == nil)
        }
        for (index, name) in names.enumerated() {
            let found = table.lookup(container: "Tabs", from: name, to: "Other")
            #expect(found?.index == index && found?.reversed == false)
        }
        #expect(table.lookup(container: nil, from: "abcdefg", to: "x") == nil)
        #expect(table.levels == [.fromAny])
    }

    @Test("one rule per container resolves within its container only")
    func containerOnlyKeysResolve() {
        var table = RuleTable()
        let count = 1_000
        for container in 1...count {
            _ = table.insertExplicit(container, at: RuleTable.Key(container: "C\(container)", from: nil, to: nil))
        }
        for container in 1...count {
            #expect(table.lookup(container: "C\(container)", from: "A", to: "B")?.index == container)
        }
        #expect(table.lookup(container: nil, from: "A", to: "B") == nil)
        #expect(table.lookup(container: "C0", from: "A", to: "B") == nil)
    }
}
