/// GIF's variable-length-code LZW compressor (GIF89a specification, appendix F).
///
/// Codes start one bit wider than the minimum code size, grow by one bit each time the table
/// reaches the next power of two, and stop growing at 12 bits; when all 4 096 codes are used a
/// clear code resets the table. The stream starts with a clear code and ends with the
/// end-of-information code; bits are packed least significant first.
enum LZWEncoder {
    /// The largest code GIF allows (12 bits).
    static let maximumCode = 4_095

    /// Compresses palette indices, each below `1 << minimumCodeSize`, into GIF's LZW code stream
    /// (not yet split into sub-blocks). `minimumCodeSize` is clamped to 2…8, as GIF requires;
    /// an index too large for it is a programming error and traps.
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let rootBits = min(max(minimumCodeSize, 2), 8)
        let clearCode = 1 << rootBits
        let endCode = clearCode + 1
        var writer = BitWriter()
        var width = rootBits + 1
        var nextCode = endCode + 1
        var table = CodeTable()
        writer.write(UInt32(clearCode), width: width)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(UInt32(endCode), width: width)
            return writer.finish()
        }
        precondition(prefix < clearCode, "palette index out of range for the code size")
        for i in 1..<indices.count {
            let symbol = Int(indices[i])
            precondition(symbol < clearCode, "palette index out of range for the code size")
            if let code = table.code(prefix: prefix, symbol: symbol) {
                prefix = code
                continue
            }
            writer.write(UInt32(prefix), width: width)
            if nextCode > maximumCode {
                // Table full: reset, announced by a clear code at the current (12-bit) width.
                writer.write(UInt32(clearCode), width: width)
                table.removeAll()
                width = rootBits + 1
                nextCode = endCode + 1
            } else {
                table.insert(prefix: prefix, symbol: symbol, code: nextCode)
                // The decoder adds this entry one code later; it widens when its next free code
                // reaches 1 << width, which is when we have just added code 1 << width.
                if nextCode == 1 << width && width < 12 { width += 1 }
                nextCode += 1
            }
            prefix = symbol
        }
        writer.write(UInt32(prefix), width: width)
        writer.write(UInt32(endCode), width: width)
        return writer.finish()
    }

    /// A hash table from (prefix code, next index) to the code of the longer string.
    struct CodeTable {
        private static let capacity = 1 << 13
        private var keys = [Int32](repeating: -1, count: capacity)
        private var values = [Int16](repeating: 0, count: capacity)

        @inline(__always)
        private static func slot(_ key: Int) -> Int { (key &* 0x9E37_79B1) >> 7 & (capacity - 1) }

        func code(prefix: Int, symbol: Int) -> Int? {
            let key = prefix << 8 | symbol
            var i = Self.slot(key)
            while keys[i] >= 0 {
                if keys[i] == key { return Int(values[i]) }
                i = (i + 1) & (Self.capacity - 1)
            }
            return nil
        }

        mutating func insert(prefix: Int, symbol: Int, code: Int) {
            let key = prefix << 8 | symbol
            var i = Self.slot(key)
            while keys[i] >= 0 { i = (i + 1) & (Self.capacity - 1) }
            keys[i] = Int32(key)
            values[i] = Int16(code)
        }

        mutating func removeAll() {
            keys.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        }
    }
}
