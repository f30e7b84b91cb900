/// An independent PNG reader for the tests: checks the signature and every chunk's CRC-32,
/// inflates the image data and undoes the row filters. Only what the encoder writes is
/// supported: 8-bit RGBA, non-interlaced.
struct DecodedPNG {
    let width: Int
    let height: Int
    /// Straight-alpha RGBA bytes, rows from the top.
    let rgba: [UInt8]
    /// The filter type of each row, in order.
    let rowFilters: [UInt8]
    /// The chunk types in file order.
    let chunkTypes: [String]

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    init(_ file: [UInt8]) throws {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure("bad signature") }
        var position = 8
        var header: [UInt8] = []
        var data: [UInt8] = []
        var types: [String] = []
        func u32(_ p: Int) -> Int { Int(file[p]) << 24 | Int(file[p + 1]) << 16 | Int(file[p + 2]) << 8 | Int(file[p + 3]) }
        while position + 12 <= file.count {
            let length = u32(position)
            let type = String(decoding: file[(position + 4)..<(position + 8)], as: UTF8.self)
            guard position + 12 + length <= file.count else { throw Failure("chunk overruns file") }
            let body = Array(file[(position + 8)..<(position + 8 + length)])
            let crc = UInt32(u32(position + 8 + length))
            guard crc == Self.crc32(Array(file[(position + 4)..<(position + 8 + length)])) else { throw Failure("CRC mismatch in \(type)") }
            types.append(type)
            switch type {
            case "IHDR": header = body
            case "IDAT": data += body
            default: break
            }
            position += 12 + length
            if type == "IEND" { break }
        }
        guard types.first == "IHDR", types.last == "IEND", header.count == 13 else { throw Failure("missing IHDR or IEND") }
        let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        guard header[8] == 8, header[9] == 6, header[12] == 0 else { throw Failure("only 8-bit RGBA, non-interlaced") }
        let raw = try Inflater.zlibDecompress(data)
        let stride = width * 4
        guard raw.count == (stride + 1) * height else { throw Failure("image data has \(raw.count) bytes") }
        var pixels = [UInt8](repeating: 0, count: stride * height)
        var filters: [UInt8] = []
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            filters.append(filter)
            for i in 0..<stride {
                let x = Int(raw[y * (stride + 1) + 1 + i])
                let a = i >= 4 ? Int(pixels[y * stride + i - 4]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
                let c = (i >= 4 && y > 0) ? Int(pixels[(y - 1) * stride + i - 4]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
                default: throw Failure("bad filter \(filter)")
                }
                pixels[y * stride + i] = UInt8(truncatingIfNeeded: x + predictor)
            }
        }
        self.width = width
        self.height = height
        self.rgba = pixels
        self.rowFilters = filters
        self.chunkTypes = types
    }

    /// A bit-at-a-time CRC-32, independent of the encoder's table.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c & 1) == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }
}
