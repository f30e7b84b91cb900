import Testing
@testable import GalleryRendering

@Suite struct ZlibTests {
    @Test func headerAndTrailerAreValid() throws {
        let data = Array("zlib wraps deflate with a header and an Adler-32".utf8)
        let stream = Zlib.compress(data)
        #expect(stream[0] == 0x78)
        #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
        let adler = Adler32.checksum(of: data)
        #expect(Array(stream.suffix(4)) == [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)])
        #expect(try Inflater.zlibDecompress(stream) == data)
    }

    @Test func emptyInputRoundTrips() throws {
        #expect(try Inflater.zlibDecompress(Zlib.compress([])) == [])
    }
}
