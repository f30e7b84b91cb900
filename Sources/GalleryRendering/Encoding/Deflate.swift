/// A deflate compressor (RFC 1951): LZ77 matching over a 32 KiB window with hash chains, coded
/// with the fixed Huffman tables, with Huffman tables built for the data (dynamic), or stored
/// (uncompressed) blocks.
///
/// Any standard inflater (zlib, browsers, image viewers) reads the output.
enum Deflate {
    /// How ``compress(_:strategy:)`` codes its blocks.
    enum Strategy: Sendable, Hashable, CaseIterable {
        /// Stored blocks only (at most 65 535 bytes each): no compression, five bytes of overhead per block.
        case stored
        /// One block of LZ77 matches and literals with the fixed Huffman codes.
        case fixedHuffman
        /// One block of LZ77 matches and literals with Huffman codes built from their frequencies
        /// (lengths limited to 15 bits), preceded by the code description.
        case dynamicHuffman
        /// Whichever of the three is smallest (stored wins for random bytes). The default.
        case smallest
    }

    /// Compresses `data` into a raw deflate stream (no zlib or gzip wrapper). Empty input gives a
    /// valid stream that inflates to no bytes.
    static func compress(_ data: [UInt8], strategy: Strategy = .smallest) -> [UInt8] {
        switch strategy {
        case .stored:
            return stored(data)
        case .fixedHuffman:
            return fixedHuffman(tokens(data))
        case .dynamicHuffman:
            return dynamicHuffman(tokens(data))
        case .smallest:
            let matched = tokens(data)
            let fixed = fixedHuffman(matched), dynamic = dynamicHuffman(matched)
            let coded = dynamic.count < fixed.count ? dynamic : fixed
            let storedSize = data.count + 5 * max(1, (data.count + 65_534) / 65_535)
            return coded.count <= storedSize ? coded : stored(data)
        }
    }

    // MARK: Stored blocks

    static func stored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 5 * (data.count / 65_535 + 1))
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0) // BFINAL, BTYPE 00, then padding to the byte.
            out.append(UInt8(length & 0xFF)); out.append(UInt8(length >> 8))
            out.append(UInt8(~length & 0xFF)); out.append(UInt8(~length >> 8))
            out.append(contentsOf: data[start..<end])
            start = end
        } while start < data.count
        return out
    }

    // MARK: Fixed Huffman

    static let windowSize = 32_768
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// How many earlier positions with the same hash are tried per match (speed/ratio trade-off).
    static let maximumChain = 48

    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Length-code index (0…28) for every match length 0…258 (entries below 3 unused).
    static let lengthCodeIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: maximumMatch + 1)
        for code in 0..<lengthBase.count {
            let start = lengthBase[code]
            let end = code + 1 < lengthBase.count ? min(lengthBase[code + 1], maximumMatch) : maximumMatch + 1
            for length in start..<end { table[length] = UInt8(code) }
        }
        table[maximumMatch] = 28
        return table
    }()

    /// Distance-code index (0…29) for every distance 0…32 768 (entry 0 unused).
    static let distanceCodeIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: windowSize + 1)
        for code in 0..<distanceBase.count {
            let end = code + 1 < distanceBase.count ? distanceBase[code + 1] : windowSize + 1
            for distance in distanceBase[code]..<end { table[distance] = UInt8(code) }
        }
        return table
    }()

    @inline(__always)
    static func writeLiteralOrLength(_ symbol: Int, to writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeHuffman(UInt32(0x30 + symbol), length: 8)
        case 144...255: writer.writeHuffman(UInt32(0x190 + symbol - 144), length: 9)
        case 256...279: writer.writeHuffman(UInt32(symbol - 256), length: 7)
        default: writer.writeHuffman(UInt32(0xC0 + symbol - 280), length: 8)
        }
    }

    /// The LZ77 parse of `data`: a literal byte is stored as itself (< 256), a match as
    /// `length << 16 | distance` (length 3…258, distance 1…32 768). Greedy matching over hash
    /// chains of at most ``maximumChain`` candidates.
    static func tokens(_ data: [UInt8]) -> [UInt32] {
        var tokens: [UInt32] = []
        tokens.reserveCapacity(data.count / 2)
        let count = data.count
        let hashMask = (1 << 15) - 1
        let windowMask = windowSize - 1
        var head = [Int32](repeating: -1, count: hashMask + 1)
        var previous = [Int32](repeating: -1, count: windowSize)
        // Raw pointers: this loop touches every input byte and must stay fast in debug builds.
        data.withUnsafeBufferPointer { dataBuffer in
            head.withUnsafeMutableBufferPointer { headBuffer in
                previous.withUnsafeMutableBufferPointer { previousBuffer in
                    guard let bytes = dataBuffer.baseAddress else { return }
                    let heads = headBuffer.baseAddress!, chains = previousBuffer.baseAddress!
                    var position = 0
                    var inserted = 0 // positions below this are in the hash chains
                    while position < count {
                        // Insert every position up to the current one.
                        while inserted <= position && inserted + 2 < count {
                            let h = (Int(bytes[inserted]) << 10 ^ Int(bytes[inserted + 1]) << 5 ^ Int(bytes[inserted + 2])) & hashMask
                            chains[inserted & windowMask] = heads[h]
                            heads[h] = Int32(inserted)
                            inserted += 1
                        }
                        var bestLength = 0, bestDistance = 0
                        if position + 2 < count {
                            let limit = count - position < maximumMatch ? count - position : maximumMatch
                            // The newest entry is the current position itself; start from the one before.
                            var candidate = Int(chains[position & windowMask])
                            var chain = maximumChain
                            while candidate >= 0, position - candidate <= windowSize, chain > 0 {
                                if bytes[candidate + bestLength] == bytes[position + bestLength] {
                                    var length = 0
                                    while length < limit, bytes[candidate + length] == bytes[position + length] { length += 1 }
                                    if length > bestLength {
                                        bestLength = length
                                        bestDistance = position - candidate
                                        if length == limit { break }
                                    }
                                }
                                let next = Int(chains[candidate & windowMask])
                                guard next < candidate else { break }
                                candidate = next
                                chain -= 1
                            }
                        }
                        if bestLength >= minimumMatch {
                            tokens.append(UInt32(bestLength) << 16 | UInt32(bestDistance))
                            position += bestLength
                        } else {
                            tokens.append(UInt32(bytes[position]))
                            position += 1
                        }
                    }
                }
            }
        }
        return tokens
    }

    /// One fixed-Huffman block of `tokens`.
    static func fixedHuffman(_ tokens: [UInt32]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, width: 1) // BFINAL
        writer.write(1, width: 2) // BTYPE 01: fixed Huffman
        for token in tokens {
            if token < 256 {
                writeLiteralOrLength(Int(token), to: &writer)
                continue
            }
            let length = Int(token >> 16), distance = Int(token & 0xFFFF)
            let lengthCode = Int(lengthCodeIndex[length])
            writeLiteralOrLength(257 + lengthCode, to: &writer)
            if lengthExtra[lengthCode] > 0 {
                writer.write(UInt32(length - lengthBase[lengthCode]), width: lengthExtra[lengthCode])
            }
            let distanceCode = Int(distanceCodeIndex[distance])
            writer.writeHuffman(UInt32(distanceCode), length: 5)
            if distanceExtra[distanceCode] > 0 {
                writer.write(UInt32(distance - distanceBase[distanceCode]), width: distanceExtra[distanceCode])
            }
        }
        writeLiteralOrLength(256, to: &writer) // end of block
        return writer.finish()
    }
}
