import Testing

@testable import TransitionCore

@Suite("Rule table hashing")
struct RuleTableHashingTests {
    @Test func internedIdentifiersAreDistinctStableAndFoundAgainAcrossGrowth() {
        var table = IdentifierTable()
        let names = (0..<5000).map { "Child\($0)" } + ["", "é", "a much longer identifier than eight bytes", "Home"]
        var ids: [String: UInt32] = [:]
        for name in names { ids[name] = table.intern(name) }
        #expect(Set(ids.values).count == names.count)
        #expect(table.count == names.count)
        for name in names {
            #expect(table.id(of: name) == ids[name], "\(name)")
            #expect(table.intern(name) == ids[name])
        }
        #expect(table.id(of: "Child5000") == nil)
        #expect(table.id(of: "home") == nil)
    }

    @Test func packedKeysStoreAndUpdateTheirEntriesAcrossGrowth() {
        var table = PackedTable()
        for index in 0..<10_000 {
            table.update(RuleTable.pack(UInt32(index % 7), UInt32(index), UInt32(index * 3))) { $0.explicit = index }
        }
        for index in stride(from: 0, to: 10_000, by: 2) {
            table.update(RuleTable.pack(UInt32(index % 7), UInt32(index), UInt32(index * 3))) { $0.derived = -index }
        }
        for index in 0..<10_000 {
            let entry = table[RuleTable.pack(UInt32(index % 7), UInt32(index), UInt32(index * 3))]
            #expect(entry?.explicit == index)
            #expect(entry?.derived == (index.isMultiple(of: 2) ? -index : nil))
        }
        #expect(table[RuleTable.pack(1, 2, 4)] == nil)
    }
}
