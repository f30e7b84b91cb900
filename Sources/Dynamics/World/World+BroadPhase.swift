import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Reused buffers of the uniform-grid broad phase.
struct GridScratch {
    struct Entry {
        var body: Int32
        var ix: Int32
        var iy: Int32
    }

    var proxies = Pool<Int32>()
    var large = Pool<Int32>()
    /// The proxies in the grid (not large) that are not dynamic: anchored items and boundaries small
    /// enough for the grid (short segments), for continuous collision of bodies swept against static
    /// bodies only.
    var statics = Pool<Int32>()
    var cellRanges = Pool<Int32>()
    var entries = Pool<Entry>()
    /// The cells each proxy's box covers, by proxy (computed once per pass; empty when the pass found no
    /// awake proxy). A proxy is large when its span covers more than ``World/largeProxyCells`` cells.
    var spans = Pool<CellSpan>()
    var cellSize = 100.0

    /// The cells `x0...x1` × `y0...y1` a box covers.
    struct CellSpan {
        var x0: Int32, y0: Int32, x1: Int32, y1: Int32
        var cellCount: Int { (Int(x1) - Int(x0) + 1) * (Int(y1) - Int(y0) + 1) }
    }

    func deallocate() {
        proxies.deallocate(); large.deallocate(); statics.deallocate(); spans.deallocate(); cellRanges.deallocate(); entries.deallocate()
    }
}

extension World {
    /// A body covering more grid cells than this is tested against the others directly.
    static let largeProxyCells = 64

    /// The grid cell coordinate of `x`: ⌊x·inv⌋, clamped to ±10⁹. Floors by rounding and correcting
    /// instead of calling `floor` (a library call on baseline x86-64, and this runs for every proxy corner):
    /// adding 1.5·2⁵² rounds any |v| < 2⁵¹ to the nearest integer, which is then the low bits of the sum
    /// (no range checks, unlike `Int32(v)`).
    @inline(__always) static func cellIndex(_ x: Double, _ inv: Double) -> Int32 {
        let v = max(min(x * inv, 1e9), -1e9)
        let r = Int32(truncatingIfNeeded: (v + 6_755_399_441_055_744.0).bitPattern)
        return Double(r) > v ? r &- 1 : r
    }

    @inline(__always) static func bucket(_ ix: Int32, _ iy: Int32, _ mask: Int) -> Int {
        let h = UInt32(bitPattern: ix) &* 73_856_093 ^ UInt32(bitPattern: iy) &* 19_349_663
        return Int(h) & mask
    }

    /// Phase 1, broad phase: finds every pair of overlapping bounding boxes with at least one awake
    /// dynamic body, and creates a contact for each new pair. Uses a hashed uniform grid rebuilt by
    /// counting sort (cell size twice the mean item extent); each pair is reported once, in the cell
    /// holding the lower corner of the boxes' intersection. No all-pairs loop, no allocation once warm.
    func updatePairs() {
        stamp &+= 1
        let count = pose.count
        // Hot pools are read through local copies, which the optimizer keeps in registers (a class property
        // is reloaded after every store through a pointer).
        let flags = self.flags, aabb = self.aabb
        var proxies = grid.proxies
        proxies.removeAll()
        grid.large.removeAll()
        grid.statics.removeAll()
        grid.spans.removeAll()  // stays empty when the pass stops early (no awake proxy), like `large`
        var extentSum = 0.0, extentCount = 0, awakeProxies = 0
        for i in 0..<count {
            let f = flags[i]
            guard f.contains(.collides) else { continue }
            if f.contains(.awake) {
                aabb[i] = computeAABB(i)
                awakeProxies += 1
            }
            proxies.append(Int32(i))
            if !f.contains(.boundary) {
                let b = aabb[i]
                extentSum += max(b.maxX - b.minX, b.maxY - b.minY)
                extentCount += 1
            }
        }
        grid.proxies = proxies
        guard awakeProxies > 0 else { return }
        let cell = extentCount > 0 ? max(2 * extentSum / Double(extentCount), 1) : 100
        grid.cellSize = cell
        let inv = 1 / cell

        // Each proxy's cells, and the number of entries.
        var spans = grid.spans
        spans.removeAll()
        spans.reserve(proxies.count)
        var entryCount = 0
        for k in 0..<proxies.count {
            let body = Int(proxies[k])
            let b = aabb[body]
            let span = GridScratch.CellSpan(x0: Self.cellIndex(b.minX, inv), y0: Self.cellIndex(b.minY, inv),
                                            x1: Self.cellIndex(b.maxX, inv), y1: Self.cellIndex(b.maxY, inv))
            spans.append(span)
            if span.cellCount > Self.largeProxyCells { continue }
            entryCount += span.cellCount
            if !flags[body].contains(.dynamic) { grid.statics.append(Int32(body)) }
        }
        grid.spans = spans
        var buckets = 16
        while buckets < entryCount * 2 { buckets <<= 1 }
        let mask = buckets - 1
        grid.cellRanges.removeAll()
        grid.cellRanges.resize(buckets + 1, fill: 0)
        grid.entries.removeAll()
        grid.entries.resize(entryCount, fill: GridScratch.Entry(body: 0, ix: 0, iy: 0))
        let ranges = grid.cellRanges, entries = grid.entries
        for k in 0..<proxies.count {
            let span = spans[k]
            if span.cellCount > Self.largeProxyCells {
                grid.large.append(proxies[k])
                continue
            }
            for iy in span.y0...span.y1 { for ix in span.x0...span.x1 { ranges[Self.bucket(ix, iy, mask) + 1] += 1 } }
        }
        for k in 0..<buckets { ranges[k + 1] += ranges[k] }
        // Fill: ranges[b] walks from the bucket start; afterwards ranges[b] is the bucket end.
        for k in 0..<proxies.count {
            let body = proxies[k], span = spans[k]
            if span.cellCount > Self.largeProxyCells { continue }
            for iy in span.y0...span.y1 {
                for ix in span.x0...span.x1 {
                    let slot = Self.bucket(ix, iy, mask)
                    entries[Int(ranges[slot])] = GridScratch.Entry(body: body, ix: ix, iy: iy)
                    ranges[slot] += 1
                }
            }
        }
        // Pairs within each bucket, same cell only, reported in the cell of the intersection's lower corner.
        var known = PairLookup(filter: filter, pairs: pairs, contacts: contacts, stamp: stamp)
        var start = 0
        for slot in 0..<buckets {
            let end = Int(ranges[slot])
            if end - start > 1 {
                for i in start..<(end - 1) {
                    let ei = entries[i]
                    let bi = Int(ei.body)
                    let ai = aabb[bi], fi = flags[bi]
                    for j in (i + 1)..<end {
                        let ej = entries[j]
                        guard ej.ix == ei.ix, ej.iy == ei.iy else { continue }
                        let bj = Int(ej.body)
                        let fj = flags[bj]
                        guard fi.contains(.awake) || fj.contains(.awake) else { continue }
                        let aj = aabb[bj]
                        guard ai.overlaps(aj) else { continue }
                        guard Self.cellIndex(max(ai.minX, aj.minX), inv) == ei.ix,
                              Self.cellIndex(max(ai.minY, aj.minY), inv) == ei.iy else { continue }
                        considerPair(bi, fi, bj, fj, &known)
                    }
                }
            }
            start = end
        }
        // Large proxies against everything.
        let large = grid.large
        for k in 0..<large.count {
            let l = Int(large[k])
            let al = aabb[l], fl = flags[l]
            for m in 0..<proxies.count {
                let o = Int(proxies[m])
                guard o != l else { continue }
                let fo = flags[o]
                guard fl.contains(.awake) || fo.contains(.awake) else { continue }
                guard al.overlaps(aabb[o]) else { continue }
                // A pair of two large proxies is reported by the one listed first.
                if isLarge(o, below: k) { continue }
                considerPair(l, fl, o, fo, &known)
            }
        }
    }

    private func isLarge(_ body: Int, below k: Int) -> Bool {
        for m in 0..<k where Int(grid.large[m]) == body { return true }
        return false
    }

    /// Local copies of what ``considerPair(_:_:_:_:_:)`` reads for every candidate pair.
    struct PairLookup {
        var filter: Pool<Filter>
        var pairs: PairTable
        var contacts: Pool<Contact>
        var stamp: UInt32
    }

    /// Whether two bodies with flags `fi`, `fj` and filters `gi`, `gj` collide: at least one is dynamic,
    /// and they share a collision behaviour (as items, or as an item and one of the behaviour's boundaries).
    @inline(__always) static func collide(_ fi: BodyFlags, _ gi: Filter, _ fj: BodyFlags, _ gj: Filter) -> Bool {
        guard fi.contains(.dynamic) || fj.contains(.dynamic) else { return false }
        if fi.contains(.boundary) { return gi.boundaryBits & gj.boundaryMask != 0 }
        if fj.contains(.boundary) { return gj.boundaryBits & gi.boundaryMask != 0 }
        return gi.itemMask & gj.itemMask != 0
    }

    /// Filters a candidate pair by body kinds and collision behaviours, then creates or refreshes its
    /// contact. Reads through `known`, which is refreshed after a contact is created (creating one may
    /// move the contact and pair storage).
    @inline(__always) private func considerPair(_ i: Int, _ fi: BodyFlags, _ j: Int, _ fj: BodyFlags, _ known: inout PairLookup) {
        guard Self.collide(fi, known.filter[i], fj, known.filter[j]) else { return }
        let key = PairTable.key(Int32(i), Int32(j))
        let existing = known.pairs.find(key)
        if existing >= 0 {
            // Through the pointer: the pool's subscript would copy the whole contact out and back.
            (known.contacts.base + Int(existing)).pointee.stamp = known.stamp
            return
        }
        createContact(i, j)
        known.pairs = pairs
        known.contacts = contacts
    }
}
