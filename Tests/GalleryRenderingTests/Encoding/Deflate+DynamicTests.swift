import Testing
@testable import GalleryRendering
import Transitions

@Suite struct DeflateDynamicTests {
    @Test func emitsOneDynamicBlockThatIsSmallerThanFixedForText() throws {
        let text = Array(String(repeating: "the quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. ", count: 40).utf8)
        let dynamic = Deflate.compress(text, strategy: .dynamicHuffman)
        #expect(try Inflater.blockTypes(dynamic) == [2])
        #expect(try Inflater.inflate(dynamic) == text)
        #expect(dynamic.count < Deflate.compress(text, strategy: .fixedHuffman).count)
    }

    @Test func canonicalCodesMatchTheRFCExample() {
        // RFC 1951 §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) for A…H.
        let codes = Deflate.canonicalCodes([3, 3, 3, 3, 3, 2, 4, 4])
        #expect(codes == [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111])
    }

    /// Fibonacci frequencies make the deepest possible optimal tree; the limit must still hold and
    /// the code must stay complete (Kraft sum exactly 1).
    @Test(arguments: [7, 15])
    func lengthsRespectTheLimitAndFormACompleteCode(limit: Int) {
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let lengths = Deflate.codeLengths(fibonacci, limit: limit)
        #expect(lengths.max()! <= limit)
        let kraft = lengths.reduce(0.0) { $0 + (1.0 / Double(1 << $1)) }
        #expect(abs(kraft - 1) < 1e-12)
    }

    @Test func singleSymbolGetsOneBitAndUnusedSymbolsNone() {
        #expect(Deflate.codeLengths([0, 5, 0], limit: 15) == [0, 1, 0])
        #expect(Deflate.codeLengths([0, 0], limit: 15) == [0, 0])
    }

    @Test func codeLengthsAreRunLengthEncoded() {
        let runs = Deflate.runLengthEncoded([8, 8, 8, 8, 8, 0, 0, 0, 0] + [Int](repeating: 0, count: 150) + [5, 5])
        let symbols = runs.map(\.symbol), extras = runs.map(\.extra)
        // 8, then "repeat 4", then zeros: 154 → 138 (18) + 16 (18 with 11…) → 18, 18; then 5, 5.
        #expect(symbols == [8, 16, 18, 18, 5, 5])
        #expect(extras == [0, 1, 127, 5, 0, 0])
    }

    @Test func randomDataRoundTripsThroughDynamicBlocks() throws {
        var rng = SplitMix64(seed: 31)
        for _ in 0..<40 {
            let count = Int.random(in: 0...4_000, using: &rng)
            let alphabet = UInt8.random(in: 0...255, using: &rng)
            let data = (0..<count).map { _ in UInt8.random(in: 0...alphabet, using: &rng) }
            #expect(try Inflater.inflate(Deflate.compress(data, strategy: .dynamicHuffman)) == data)
        }
    }
}
