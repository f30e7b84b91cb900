/// Dynamic-Huffman blocks (RFC 1951 §3.2.7): code lengths built from the block's own symbol
/// frequencies, described at the start of the block with run-length-coded lengths.
extension Deflate {
    /// The order in which the code-length code's lengths are stored.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// One dynamic-Huffman block of `tokens` (from ``tokens(_:)``).
    static func dynamicHuffman(_ tokens: [UInt32]) -> [UInt8] {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        for token in tokens {
            if token < 256 {
                literalFrequencies[Int(token)] += 1
            } else {
                literalFrequencies[257 + Int(lengthCodeIndex[Int(token >> 16)])] += 1
                distanceFrequencies[Int(distanceCodeIndex[Int(token & 0xFFFF)])] += 1
            }
        }
        literalFrequencies[256] = 1
        let literalLengths = codeLengths(literalFrequencies, limit: 15)
        var distanceLengths = codeLengths(distanceFrequencies, limit: 15)
        if distanceLengths.allSatisfy({ $0 == 0 }) { distanceLengths[0] = 1 } // at least one distance code
        let literalCodes = canonicalCodes(literalLengths), distanceCodes = canonicalCodes(distanceLengths)

        let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = runLengthEncoded(Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount]))
        var runFrequencies = [Int](repeating: 0, count: 19)
        for run in runs { runFrequencies[run.symbol] += 1 }
        let runLengths = codeLengths(runFrequencies, limit: 7)
        let runCodes = canonicalCodes(runLengths)
        let storedRunLengths = codeLengthOrder.map { runLengths[$0] }
        let runLengthCount = max(4, (storedRunLengths.lastIndex { $0 > 0 } ?? 0) + 1)

        var writer = BitWriter()
        writer.write(1, width: 1) // BFINAL
        writer.write(2, width: 2) // BTYPE 10: dynamic Huffman
        writer.write(UInt32(literalCount - 257), width: 5)
        writer.write(UInt32(distanceCount - 1), width: 5)
        writer.write(UInt32(runLengthCount - 4), width: 4)
        for length in storedRunLengths[..<runLengthCount] { writer.write(UInt32(length), width: 3) }
        for run in runs {
            writer.writeHuffman(runCodes[run.symbol], length: runLengths[run.symbol])
            switch run.symbol {
            case 16: writer.write(UInt32(run.extra), width: 2)
            case 17: writer.write(UInt32(run.extra), width: 3)
            case 18: writer.write(UInt32(run.extra), width: 7)
            default: break
            }
        }
        for token in tokens {
            if token < 256 {
                writer.writeHuffman(literalCodes[Int(token)], length: literalLengths[Int(token)])
                continue
            }
            let length = Int(token >> 16), distance = Int(token & 0xFFFF)
            let lengthCode = Int(lengthCodeIndex[length])
            writer.writeHuffman(literalCodes[257 + lengthCode], length: literalLengths[257 + lengthCode])
            if lengthExtra[lengthCode] > 0 {
                writer.write(UInt32(length - lengthBase[lengthCode]), width: lengthExtra[lengthCode])
            }
            let distanceCode = Int(distanceCodeIndex[distance])
            writer.writeHuffman(distanceCodes[distanceCode], length: distanceLengths[distanceCode])
            if distanceExtra[distanceCode] > 0 {
                writer.write(UInt32(distance - distanceBase[distanceCode]), width: distanceExtra[distanceCode])
            }
        }
        writer.writeHuffman(literalCodes[256], length: literalLengths[256]) // end of block
        return writer.finish()
    }

    /// Huffman code lengths for `frequencies`, none longer than `limit` bits; unused symbols get 0.
    /// A lone used symbol gets length 1. When the optimal code is too deep, the frequencies are
    /// flattened (halved, keeping every used symbol at ≥ 1) and the code rebuilt until it fits.
    static func codeLengths(_ frequencies: [Int], limit: Int) -> [Int] {
        var weights = frequencies
        while true {
            let lengths = huffmanLengths(weights)
            if (lengths.max() ?? 0) <= limit { return lengths }
            weights = weights.map { $0 == 0 ? 0 : max(1, $0 / 2) }
        }
    }

    /// Optimal (unlimited) Huffman code lengths by repeatedly merging the two lightest trees.
    static func huffmanLengths(_ frequencies: [Int]) -> [Int] {
        var lengths = [Int](repeating: 0, count: frequencies.count)
        let used = frequencies.indices.filter { frequencies[$0] > 0 }
        if used.count == 1 { lengths[used[0]] = 1 }
        guard used.count > 1 else { return lengths }
        // Trees as (weight, symbols); ties broken by the lowest symbol, for determinism.
        var trees: [(weight: Int, symbols: [Int])] = used.map { (frequencies[$0], [$0]) }
        while trees.count > 1 {
            trees.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.symbols[0] > $1.symbols[0] }
            let a = trees.removeLast(), b = trees.removeLast()
            for symbol in a.symbols + b.symbols { lengths[symbol] += 1 }
            trees.append((a.weight + b.weight, a.symbols + b.symbols))
        }
        return lengths
    }

    /// Canonical codes (RFC 1951 §3.2.2) for code lengths.
    static func canonicalCodes(_ lengths: [Int]) -> [UInt32] {
        let maximum = lengths.max() ?? 0
        var counts = [Int](repeating: 0, count: maximum + 1)
        for length in lengths where length > 0 { counts[length] += 1 }
        var next = [Int](repeating: 0, count: maximum + 2)
        var code = 0
        if maximum > 0 {
            for bits in 1...maximum {
                code = (code + counts[bits - 1]) << 1
                next[bits] = code
            }
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { next[length] += 1 }
            return UInt32(next[length])
        }
    }

    /// Code lengths as the symbols of the code-length alphabet: 0…15 literally, 16 repeats the
    /// previous length 3…6 times, 17 and 18 give runs of 3…10 and 11…138 zeros.
    static func runLengthEncoded(_ lengths: [Int]) -> [(symbol: Int, extra: Int)] {
        var runs: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 { let n = min(run, 138); runs.append((18, n - 11)); run -= n }
                if run >= 3 { runs.append((17, run - 3)); run = 0 }
                while run > 0 { runs.append((0, 0)); run -= 1 }
            } else {
                runs.append((value, 0))
                run -= 1
                while run >= 3 { let n = min(run, 6); runs.append((16, n - 3)); run -= n }
                while run > 0 { runs.append((value, 0)); run -= 1 }
            }
        }
        return runs
    }
}
