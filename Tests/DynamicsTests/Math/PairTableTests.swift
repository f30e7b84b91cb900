import Testing
@testable import Dynamics

@Suite struct PairTableTests {
    @Test func behavesLikeADictionaryUnderRandomInsertsAndRemovals() {
        var table = PairTable(capacity: 16)
        defer { table.deallocate() }
        var reference: [UInt64: Int32] = [:]
        var rng = SplitMix64(seed: 42)
        for step in 0..<20_000 {
            let a = Int32.random(in: 0..<300, using: &rng), b = Int32.random(in: 0..<300, using: &rng)
            let key = PairTable.key(a, b)
            if Bool.random(using: &rng) {
                table.insert(key, Int32(step))
                reference[key] = Int32(step)
            } else {
                table.remove(key)
                reference[key] = nil
            }
        }
        #expect(table.count == reference.count)
        for a in Int32(0)..<300 {
            for b in a..<300 {
                let key = PairTable.key(a, b)
                #expect(table.find(key) == (reference[key] ?? -1))
            }
        }
    }

    @Test func pairKeysAreUnordered() {
        #expect(PairTable.key(3, 9) == PairTable.key(9, 3))
        #expect(PairTable.key(3, 9) != PairTable.key(3, 10))
    }
}
