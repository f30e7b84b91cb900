/// The Adler-32 checksum that ends a zlib stream (RFC 1950): two sums modulo 65 521, the
/// second of the running first, packed as `b << 16 | a`.
///
/// `Adler32.checksum(of: Array("Wikipedia".utf8)) == 0x11E60398`.
struct Adler32: Sendable {
    private static let modulus: UInt32 = 65_521
    /// Bytes that can be summed before the 32-bit sums could overflow (zlib's NMAX).
    private static let blockLength = 5_552

    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// A checksum over no bytes yet (value 1).
    init() {}

    /// Adds bytes to the checksum.
    mutating func update(with bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let end = min(index + Self.blockLength, bytes.count)
            for i in index..<end {
                a &+= UInt32(bytes[i])
                b &+= a
            }
            a %= Self.modulus
            b %= Self.modulus
            index = end
        }
    }

    /// The checksum of everything added so far.
    var value: UInt32 { b << 16 | a }

    /// The checksum of `bytes`.
    static func checksum(of bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        adler.update(with: bytes)
        return adler.value
    }
}
