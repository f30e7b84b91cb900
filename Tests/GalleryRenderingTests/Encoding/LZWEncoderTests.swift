import Testing
@testable import GalleryRendering
import Transitions

@Suite struct LZWEncoderTests {
    @Test(arguments: [2, 3, 5, 8])
    func roundTripsRandomStreams(codeSize: Int) throws {
        var rng = SplitMix64(seed: UInt64(codeSize))
        for count in [0, 1, 2, 3, 17, 300, 5_000, 60_000] {
            let maximum = UInt8((1 << codeSize) - 1)
            // Half the streams are low-entropy so the table fills with long strings.
            let alphabet = count % 2 == 0 ? maximum : min(maximum, 2)
            let indices = (0..<count).map { _ in UInt8.random(in: 0...alphabet, using: &rng) }
            let encoded = LZWEncoder.encode(indices, minimumCodeSize: codeSize)
            #expect(try DecodedGIF.lzwDecode(encoded, minimumCodeSize: codeSize) == indices)
        }
    }

    /// 60 000 random 8-bit indices need more than 4 096 codes, so the table is cleared mid-stream.
    @Test func clearsTheTableWhenFull() throws {
        var rng = SplitMix64(seed: 77)
        let indices = (0..<60_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let encoded = LZWEncoder.encode(indices, minimumCodeSize: 8)
        // Count clear codes by re-reading with the reference decoder's rules.
        var reader = BitReader(bytes: encoded, bytePosition: 0)
        var width = 9, tableSize = 258, clears = 0, first = true
        while true {
            let code = try reader.bits(width)
            if code == 256 { clears += 1; width = 9; tableSize = 258; first = true; continue }
            if code == 257 { break }
            if !first, tableSize < 4_096 {
                tableSize += 1
                if tableSize == 1 << width && width < 12 { width += 1 }
            }
            first = false
        }
        #expect(clears >= 2)
        #expect(try DecodedGIF.lzwDecode(encoded, minimumCodeSize: 8) == indices)
    }

    /// A hand-checked stream: indices [0, 0, 0, 0] with code size 2 emit
    /// clear(4), 0, 6 ("00"), 0, end(5) in 3-bit codes: 100 000 110 000 101.
    @Test func smallStreamMatchesHandComputedCodes() {
        let encoded = LZWEncoder.encode([0, 0, 0, 0], minimumCodeSize: 2)
        // Bits LSB first: 4 = 0b100, 0, 6 = 0b110, 0, 5 = 0b101 → 0b101_000_110_000_100.
        let value = 0b101_000_110_000_100
        #expect(encoded == [UInt8(value & 0xFF), UInt8(value >> 8)])
    }
}
