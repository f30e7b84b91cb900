/// The zlib wrapper (RFC 1950) around a deflate stream, as PNG's `IDAT` data requires: a
/// two-byte header (deflate, 32 KiB window), the deflate data, and the Adler-32 of the
/// uncompressed bytes, big-endian.
enum Zlib {
    /// Compresses `data` into a zlib stream with the given deflate strategy (default
    /// ``Deflate/Strategy/smallest``).
    static func compress(_ data: [UInt8], strategy: Deflate.Strategy = .smallest) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x5E: "fast" level, no dictionary,
        // chosen so that (CMF << 8 | FLG) is a multiple of 31.
        var out: [UInt8] = [0x78, 0x5E]
        out.append(contentsOf: Deflate.compress(data, strategy: strategy))
        let adler = Adler32.checksum(of: data)
        out.append(contentsOf: [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)])
        return out
    }
}
