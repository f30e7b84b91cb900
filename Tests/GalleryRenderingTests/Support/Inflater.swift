/// An independent inflater (RFC 1951: stored, fixed and dynamic Huffman blocks) and zlib
/// reader (RFC 1950), written for the tests to prove what the encoders write can be read back.
enum Inflater {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Reads a zlib stream: checks the header and the Adler-32 trailer.
    static func zlibDecompress(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6 else { throw Failure("zlib stream too short") }
        guard data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[1] & 0x20 == 0 else {
            throw Failure("bad zlib header")
        }
        var reader = BitReader(bytes: data, bytePosition: 2)
        let out = try inflate(&reader)
        reader.alignToByte()
        let p = reader.bytePosition
        guard p + 4 <= data.count else { throw Failure("missing Adler-32") }
        let stored = UInt32(data[p]) << 24 | UInt32(data[p + 1]) << 16 | UInt32(data[p + 2]) << 8 | UInt32(data[p + 3])
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in out {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        guard stored == b << 16 | a else { throw Failure("Adler-32 mismatch") }
        return out
    }

    /// Inflates a raw deflate stream.
    static func inflate(_ data: [UInt8]) throws -> [UInt8] {
        var reader = BitReader(bytes: data, bytePosition: 0)
        return try inflate(&reader)
    }

    /// The kinds of block met, in order (for tests that check which coding was used).
    static func blockTypes(_ data: [UInt8]) throws -> [Int] {
        var reader = BitReader(bytes: data, bytePosition: 0)
        var types: [Int] = []
        _ = try inflate(&reader) { types.append($0) }
        return types
    }

    private static func inflate(_ reader: inout BitReader, onBlock: (Int) -> Void = { _ in }) throws -> [UInt8] {
        var out: [UInt8] = []
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            let type = try reader.bits(2)
            onBlock(type)
            switch type {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16), complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw Failure("stored length check failed") }
                for _ in 0..<length { out.append(UInt8(try reader.bits(8))) }
            case 1:
                var lengths = [Int](repeating: 8, count: 288)
                for i in 144..<256 { lengths[i] = 9 }
                for i in 256..<280 { lengths[i] = 7 }
                try decodeBlock(&reader, &out, literals: Huffman(lengths: lengths), distances: Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let literalCount = try reader.bits(5) + 257
                let distanceCount = try reader.bits(5) + 1
                let codeCount = try reader.bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for i in 0..<codeCount { codeLengths[order[i]] = try reader.bits(3) }
                let codeHuffman = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try codeHuffman.decode(&reader)
                    switch symbol {
                    case 0...15: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw Failure("repeat with no previous length") }
                        lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
                    }
                }
                try decodeBlock(&reader, &out,
                                literals: Huffman(lengths: Array(lengths[0..<literalCount])),
                                distances: Huffman(lengths: Array(lengths[literalCount...])))
            default:
                throw Failure("reserved block type")
            }
        }
        return out
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static func decodeBlock(_ reader: inout BitReader, _ out: inout [UInt8], literals: Huffman, distances: Huffman) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure("bad length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < 30 else { throw Failure("bad distance symbol") }
                let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard distance <= out.count, distance <= 32_768 else { throw Failure("distance too far back") }
                for _ in 0..<length { out.append(out[out.count - distance]) }
            }
        }
    }

    /// A canonical Huffman code read bit by bit.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1...15 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure("invalid Huffman code")
        }
    }
}

/// Reads bit fields least significant bit first.
struct BitReader {
    let bytes: [UInt8]
    var bytePosition: Int
    var bitPosition = 0

    init(bytes: [UInt8], bytePosition: Int) {
        self.bytes = bytes
        self.bytePosition = bytePosition
    }

    mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for i in 0..<count {
            guard bytePosition < bytes.count else { throw Inflater.Failure("ran out of input") }
            let bit = Int(bytes[bytePosition] >> UInt8(bitPosition)) & 1
            value |= bit << i
            bitPosition += 1
            if bitPosition == 8 { bitPosition = 0; bytePosition += 1 }
        }
        return value
    }

    mutating func alignToByte() {
        if bitPosition > 0 { bitPosition = 0; bytePosition += 1 }
    }
}
