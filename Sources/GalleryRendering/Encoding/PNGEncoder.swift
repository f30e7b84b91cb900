import Foundation

/// Writes a ``Canvas`` as a PNG file (RGBA, 8 bits per channel, non-interlaced).
///
/// Each row is filtered with whichever of the five PNG filters (None, Sub, Up, Average, Paeth)
/// gives the smallest sum of absolute differences — the usual heuristic — and the filtered rows
/// are compressed with ``Zlib``. Chunks carry their CRC-32.
public enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file for `canvas`, with straight (un-premultiplied) alpha.
    public static func encode(_ canvas: Canvas, strategy: Deflate.Strategy = .smallest) -> [UInt8] {
        encode(rgba: canvas.rgba8(), width: canvas.width, height: canvas.height, strategy: strategy)
    }

    /// The PNG file for RGBA bytes (4 × width × height, rows from the top, straight alpha).
    /// A size that does not match the byte count is a programming error and traps.
    public static func encode(rgba: [UInt8], width: Int, height: Int, strategy: Deflate.Strategy = .smallest) -> [UInt8] {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "RGBA byte count must be 4 × width × height")
        var header: [UInt8] = []
        header.append(contentsOf: bigEndian(UInt32(width)))
        header.append(contentsOf: bigEndian(UInt32(height)))
        header.append(contentsOf: [8, 6, 0, 0, 0]) // depth 8, colour type 6 (RGBA), deflate, adaptive filters, no interlace
        var file = signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", Zlib.compress(filtered(rgba: rgba, width: width, height: height), strategy: strategy), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// The filtered scanlines: each row prefixed with its filter type byte.
    static func filtered(rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var out = [UInt8]()
        out.reserveCapacity((stride + 1) * height)
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
        rgba.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let row = y * stride
                let above = row - stride
                var bestFilter = 0
                var bestScore = Int.max
                for filter in 0..<5 {
                    var score = 0
                    candidates[filter].withUnsafeMutableBufferPointer { line in
                        for i in 0..<stride {
                            let x = Int(pixels[row + i])
                            let a = i >= 4 ? Int(pixels[row + i - 4]) : 0
                            let b = y > 0 ? Int(pixels[above + i]) : 0
                            let c = (i >= 4 && y > 0) ? Int(pixels[above + i - 4]) : 0
                            let predictor: Int
                            switch filter {
                            case 0: predictor = 0
                            case 1: predictor = a
                            case 2: predictor = b
                            case 3: predictor = (a + b) / 2
                            default: predictor = paeth(a, b, c)
                            }
                            let value = UInt8(truncatingIfNeeded: x - predictor)
                            line[i] = value
                            score += value < 128 ? Int(value) : 256 - Int(value)
                        }
                    }
                    if score < bestScore {
                        bestScore = score
                        bestFilter = filter
                    }
                }
                out.append(UInt8(bestFilter))
                out.append(contentsOf: candidates[bestFilter])
            }
        }
        return out
    }

    /// The Paeth predictor of PNG: whichever of left, above and upper-left is closest to
    /// left + above − upper-left (ties in that order).
    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: bigEndian(UInt32(data.count)))
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        var crc = CRC32()
        crc.update(with: typeBytes)
        crc.update(with: data)
        file.append(contentsOf: bigEndian(crc.value))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
