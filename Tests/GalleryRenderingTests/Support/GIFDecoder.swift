/// An independent GIF reader for the tests: the header, global palette, NETSCAPE2.0 loop count,
/// graphic control extensions (delay, disposal) and LZW image data, composed frame by frame
/// onto a canvas of palette indices (disposal 0/1: leave in place).
struct DecodedGIF {
    struct Frame {
        /// Palette indices of the whole composed canvas after this frame.
        let indices: [UInt8]
        /// Delay in hundredths of a second.
        let delay: Int
        /// The rectangle this frame stored.
        let rect: (x: Int, y: Int, width: Int, height: Int)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    let width: Int
    let height: Int
    let palette: [SIMD3<UInt8>]
    let loopCount: Int?
    let frames: [Frame]

    init(_ file: [UInt8]) throws {
        var p = 0
        func byte() throws -> Int {
            guard p < file.count else { throw Failure("unexpected end of file") }
            defer { p += 1 }
            return Int(file[p])
        }
        func u16() throws -> Int { let lo = try byte(); return lo | (try byte()) << 8 }
        func subBlocks() throws -> [UInt8] {
            var out: [UInt8] = []
            while true {
                let size = try byte()
                if size == 0 { return out }
                guard p + size <= file.count else { throw Failure("sub-block overruns file") }
                out += file[p..<(p + size)]
                p += size
            }
        }
        guard file.count >= 13, String(decoding: file[0..<6], as: UTF8.self) == "GIF89a" else { throw Failure("not GIF89a") }
        p = 6
        width = try u16()
        height = try u16()
        let packed = try byte()
        _ = try byte(); _ = try byte()
        var palette: [SIMD3<UInt8>] = []
        if packed & 0x80 != 0 {
            let size = 1 << ((packed & 7) + 1)
            for _ in 0..<size { palette.append(SIMD3(UInt8(try byte()), UInt8(try byte()), UInt8(try byte()))) }
        }
        self.palette = palette
        var canvas = [UInt8](repeating: 0, count: width * height)
        var frames: [Frame] = []
        var loop: Int?
        var delay = 0
        loop: while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let body = try subBlocks()
                if label == 0xF9, body.count == 4 {
                    delay = Int(body[1]) | Int(body[2]) << 8
                    let disposal = (Int(body[0]) >> 2) & 7
                    guard disposal <= 1 else { throw Failure("disposal \(disposal) not supported by this reader") }
                } else if label == 0xFF, body.count == 14, String(decoding: body[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
                    loop = Int(body[12]) | Int(body[13]) << 8
                }
            case 0x2C:
                let x = try u16(), y = try u16(), w = try u16(), h = try u16()
                let flags = try byte()
                guard flags & 0xC0 == 0 else { throw Failure("local tables and interlace not supported by this reader") }
                let codeSize = try byte()
                let indices = try Self.lzwDecode(try subBlocks(), minimumCodeSize: codeSize)
                guard indices.count == w * h else { throw Failure("frame has \(indices.count) pixels, expected \(w * h)") }
                guard x + w <= width, y + h <= height else { throw Failure("frame outside the screen") }
                for row in 0..<h {
                    for column in 0..<w { canvas[(y + row) * width + x + column] = indices[row * w + column] }
                }
                frames.append(Frame(indices: canvas, delay: delay, rect: (x, y, w, h)))
            case 0x3B:
                break loop
            case let other:
                throw Failure("unexpected block \(other)")
            }
        }
        self.loopCount = loop
        self.frames = frames
    }

    /// GIF LZW decoding with code-size growth and clear codes.
    static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        var reader = BitReader(bytes: data, bytePosition: 0)
        let clear = 1 << minimumCodeSize, end = clear + 1
        func roots() -> [[UInt8]] { (0..<clear).map { [UInt8($0)] } + [[], []] }
        var table = roots()
        var width = minimumCodeSize + 1
        var previous: [UInt8]?
        var out: [UInt8] = []
        while true {
            let code = try reader.bits(width)
            if code == clear {
                table = roots()
                width = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == end { return out }
            let entry: [UInt8]
            if code < table.count, code != clear, code != end {
                entry = table[code]
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw Failure("bad LZW code \(code) with table size \(table.count)")
            }
            out += entry
            if let previous, table.count < 4_096 {
                table.append(previous + [entry[0]])
                if table.count == 1 << width && width < 12 { width += 1 }
            }
            previous = entry
        }
    }
}
