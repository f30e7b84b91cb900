/// Packs bit fields into bytes, least significant bit first, as both deflate (RFC 1951) and
/// GIF's LZW data stream require.
struct BitWriter: Sendable {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// Appends the low `width` bits of `value` (width 0…32), low bit first.
    @inline(__always)
    mutating func write(_ value: UInt32, width: Int) {
        buffer |= UInt64(value & (width == 32 ? 0xFFFF_FFFF : (1 << UInt32(width)) - 1)) << UInt64(count)
        count += width
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Appends a Huffman code of `length` bits, most significant bit first (deflate stores
    /// Huffman codes reversed relative to other fields).
    @inline(__always)
    mutating func writeHuffman(_ code: UInt32, length: Int) {
        var reversed: UInt32 = 0
        var c = code
        for _ in 0..<length {
            reversed = reversed << 1 | (c & 1)
            c >>= 1
        }
        write(reversed, width: length)
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer = 0
            count = 0
        }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func append(contentsOf data: ArraySlice<UInt8>) {
        precondition(count == 0, "BitWriter.append(contentsOf:) needs a byte boundary")
        bytes.append(contentsOf: data)
    }

    /// All bytes written, with a final partial byte padded by zero bits.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}
