import Testing
@testable import GalleryRendering
import Transitions

@Suite struct CRC32Tests {
    @Test func checkValue() {
        #expect(CRC32.checksum(of: Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(of: [UInt8]()) == 0)
        // The IEND chunk's well-known CRC.
        #expect(CRC32.checksum(of: Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func incrementalEqualsOneShotAndMatchesABitwiseReference() {
        var rng = SplitMix64(seed: 3)
        let bytes = (0..<5_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var crc = CRC32()
        crc.update(with: bytes[..<1_234])
        crc.update(with: bytes[1_234...])
        #expect(crc.value == CRC32.checksum(of: bytes))
        #expect(crc.value == DecodedPNG.crc32(bytes))
    }
}
