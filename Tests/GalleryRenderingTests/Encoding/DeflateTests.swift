import Testing
@testable import GalleryRendering
import Transitions

@Suite struct DeflateTests {
    static func samples() -> [[UInt8]] {
        var rng = SplitMix64(seed: 11)
        let random = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let text = Array(String(repeating: "the quick brown fox jumps over the lazy dog. ", count: 300).utf8)
        let runs = (0..<40_000).map { UInt8(($0 / 700) % 3) }
        // Few symbols with long-distance repeats (beyond 32 KiB and near it).
        var far = (0..<33_000).map { _ in UInt8.random(in: 0...3, using: &rng) }
        far += far[0..<3_000]
        return [[], [42], [1, 2], random, text, runs, far]
    }

    @Test(arguments: Deflate.Strategy.allCases)
    func roundTripsThroughAnIndependentInflater(strategy: Deflate.Strategy) throws {
        for sample in Self.samples() {
            let compressed = Deflate.compress(sample, strategy: strategy)
            #expect(try Inflater.inflate(compressed) == sample)
        }
    }

    @Test func storedBlocksAreSplitAt65535Bytes() throws {
        let data = [UInt8](repeating: 7, count: 140_000)
        let types = try Inflater.blockTypes(Deflate.compress(data, strategy: .stored))
        #expect(types == [0, 0, 0])
    }

    @Test func fixedHuffmanCompressesRepetitiveData() throws {
        let runs = Self.samples()[5]
        let compressed = Deflate.compress(runs, strategy: .fixedHuffman)
        #expect(try Inflater.blockTypes(compressed) == [1])
        #expect(compressed.count * 50 < runs.count)
        let text = Self.samples()[4]
        #expect(Deflate.compress(text, strategy: .fixedHuffman).count * 10 < text.count)
    }

    @Test func smallestFallsBackToStoredForIncompressibleData() throws {
        let random = Self.samples()[3]
        let compressed = Deflate.compress(random, strategy: .smallest)
        #expect(try Inflater.blockTypes(compressed).allSatisfy { $0 == 0 })
        #expect(compressed.count <= random.count + 10)
    }

    @Test func randomInputsOfManyShapesRoundTrip() throws {
        var rng = SplitMix64(seed: 2024)
        for _ in 0..<60 {
            let count = Int.random(in: 0...3_000, using: &rng)
            let alphabet = UInt8.random(in: 1...255, using: &rng)
            let data = (0..<count).map { _ in UInt8.random(in: 0...alphabet, using: &rng) }
            #expect(try Inflater.inflate(Deflate.compress(data, strategy: .fixedHuffman)) == data)
        }
    }
}
