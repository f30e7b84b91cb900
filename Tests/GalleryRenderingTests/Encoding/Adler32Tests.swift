import Testing
@testable import GalleryRendering

@Suite struct Adler32Tests {
    @Test func knownValues() {
        #expect(Adler32.checksum(of: Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum(of: []) == 1)
    }

    /// Long runs of 0xFF exercise the deferred modulo (zlib's NMAX blocking).
    @Test(arguments: [5_551, 5_552, 5_553, 100_000])
    func matchesTheDefinitionOnLongInputs(count: Int) {
        let bytes = [UInt8](repeating: 0xFF, count: count)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        #expect(Adler32.checksum(of: bytes) == b << 16 | a)
        var split = Adler32()
        split.update(with: Array(bytes[..<(count / 3)]))
        split.update(with: Array(bytes[(count / 3)...]))
        #expect(split.value == b << 16 | a)
    }
}
