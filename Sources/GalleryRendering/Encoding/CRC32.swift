/// The CRC-32 checksum of PNG chunks and zip files (ISO 3309 / ITU-T V.42: reflected polynomial
/// 0xEDB88320, initial value and final XOR 0xFFFFFFFF).
///
/// `CRC32.checksum(of: Array("123456789".utf8)) == 0xCBF43926`.
struct CRC32: Sendable {
    /// The running value, before the final XOR.
    private var state: UInt32 = 0xFFFF_FFFF

    /// A checksum over no bytes yet.
    init() {}

    /// Adds bytes to the checksum.
    mutating func update<Bytes: Sequence>(with bytes: Bytes) where Bytes.Element == UInt8 {
        var c = state
        for byte in bytes {
            c = Self.table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8)
        }
        state = c
    }

    /// The checksum of everything added so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    static func checksum<Bytes: Sequence>(of bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(with: bytes)
        return crc.value
    }

    /// The byte-at-a-time lookup table of the reflected polynomial.
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 {
            c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }
}
