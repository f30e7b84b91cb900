/// An open-addressing hash map from an unordered body pair to a contact index.
///
/// Linear probing with backward-shift deletion; the table doubles when half full and never shrinks,
/// so steady-state lookups, inserts and removals allocate nothing.
struct PairTable {
    private var keys: Pool<UInt64>
    private var values: Pool<Int32>
    private var mask: Int
    private(set) var count = 0
    private static let empty = UInt64.max

    init(capacity: Int = 256) {
        var n = 16
        while n < capacity { n <<= 1 }
        keys = Pool(capacity: n)
        keys.resize(n, fill: Self.empty)
        values = Pool(capacity: n)
        values.resize(n, fill: -1)
        mask = n - 1
    }

    /// The key of the unordered pair (a, b).
    @inline(__always) static func key(_ a: Int32, _ b: Int32) -> UInt64 {
        let lo = min(a, b), hi = max(a, b)
        return UInt64(UInt32(bitPattern: lo)) << 32 | UInt64(UInt32(bitPattern: hi))
    }

    @inline(__always) private func slot(_ key: UInt64) -> Int {
        var h = key &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
        return Int(truncatingIfNeeded: h) & mask
    }

    /// The value for `key`, or -1.
    @inline(__always) func find(_ key: UInt64) -> Int32 {
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == Self.empty { return -1 }
            i = (i + 1) & mask
        }
    }

    /// Inserts or replaces `key → value`.
    mutating func insert(_ key: UInt64, _ value: Int32) {
        if (count + 1) * 2 > mask + 1 { grow() }
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == key { values[i] = value; return }
            if k == Self.empty {
                keys[i] = key
                values[i] = value
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Removes `key` if present.
    mutating func remove(_ key: UInt64) {
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == Self.empty { return }
            if k == key { break }
            i = (i + 1) & mask
        }
        // Backward-shift deletion keeps probe chains intact without tombstones.
        var hole = i
        var j = (i + 1) & mask
        while keys[j] != Self.empty {
            let home = slot(keys[j])
            let distHole = (j - hole) & mask, distHome = (j - home) & mask
            if distHome >= distHole {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        keys[hole] = Self.empty
        values[hole] = -1
        count -= 1
    }

    /// Grows the table so that `pairs` entries fit without another growth.
    mutating func reserve(_ pairs: Int) {
        while (pairs + 1) * 2 > mask + 1 { grow() }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values, oldSize = mask + 1
        let n = oldSize * 2
        keys = Pool(capacity: n)
        keys.resize(n, fill: Self.empty)
        values = Pool(capacity: n)
        values.resize(n, fill: -1)
        mask = n - 1
        count = 0
        for i in 0..<oldSize where oldKeys[i] != Self.empty { insert(oldKeys[i], oldValues[i]) }
        oldKeys.deallocate()
        oldValues.deallocate()
    }

    func deallocate() {
        keys.deallocate()
        values.deallocate()
    }
}
