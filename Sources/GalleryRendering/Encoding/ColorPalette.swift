/// Up to 256 opaque colours for an indexed image, and the mapping from any colour to the
/// nearest of them (Euclidean distance in RGB), as a GIF frame needs.
struct ColorPalette: Sendable, Hashable {
    /// The colours, `SIMD3(red, green, blue)` bytes; 1…256 entries.
    let colors: [SIMD3<UInt8>]

    /// Creates a palette. Empty input becomes a one-colour black palette; more than 256 colours
    /// keeps the first 256.
    init(colors: [SIMD3<UInt8>]) {
        self.colors = colors.isEmpty ? [SIMD3(0, 0, 0)] : Array(colors.prefix(256))
    }

    /// The index of the palette colour nearest to (red, green, blue); ties go to the lower index.
    func nearestIndex(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, color) in colors.enumerated() {
            let dr = Int(color.x) - Int(red), dg = Int(color.y) - Int(green), db = Int(color.z) - Int(blue)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
                if distance == 0 { break }
            }
        }
        return best
    }

    /// Maps RGB bytes (3 per pixel) to palette indices, remembering each colour's answer so that
    /// frames of an animation map quickly. `cache` may be shared across calls for the same palette.
    func indices(ofRGB rgb: [UInt8], cache: inout NearestColorCache) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rgb.count / 3)
        for i in 0..<out.count {
            let r = rgb[i * 3], g = rgb[i * 3 + 1], b = rgb[i * 3 + 2]
            let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            if let hit = cache.lookup(key) {
                out[i] = hit
            } else {
                let index = UInt8(nearestIndex(red: r, green: g, blue: b))
                cache.store(key, index)
                out[i] = index
            }
        }
        return out
    }
}

/// An open-addressing table from 24-bit colours to palette indices. When it is half full it
/// stops remembering new colours (lookups stay correct, only slower).
struct NearestColorCache: Sendable {
    private static let capacity = 1 << 18
    private var keys = [UInt32](repeating: .max, count: capacity)
    private var values = [UInt8](repeating: 0, count: capacity)
    private var count = 0

    @inline(__always)
    private static func slot(_ key: UInt32) -> Int {
        Int((key &* 2_654_435_761) >> 14) & (capacity - 1)
    }

    func lookup(_ key: UInt32) -> UInt8? {
        var i = Self.slot(key)
        while keys[i] != .max {
            if keys[i] == key { return values[i] }
            i = (i + 1) & (Self.capacity - 1)
        }
        return nil
    }

    mutating func store(_ key: UInt32, _ value: UInt8) {
        guard count < Self.capacity / 2 else { return }
        var i = Self.slot(key)
        while keys[i] != .max {
            if keys[i] == key { return }
            i = (i + 1) & (Self.capacity - 1)
        }
        keys[i] = key
        values[i] = value
        count += 1
    }
}
