import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// The broad phase's state: two dynamic trees of fattened boxes (Box2D v3's arrangement), one for static
/// bodies (boundaries, anchored items) and one for dynamic bodies, and the bodies whose boxes moved.
struct BroadPhase {
    var staticTree = AABBTree()
    var dynamicTree = AABBTree()
    /// Each body's leaf in its tree (-1: none), by body index.
    var proxy = Pool<Int32>()
    /// Each body's fattened box (its tree leaf's box), by body index.
    var fatBox = Pool<AABB>()
    /// Bodies whose fattened box changed (or that are new) since the last pass: their pairs are looked for.
    var moved = Pool<Int32>()
    /// Whether a body is listed in ``moved``, by body index.
    var isMoved = Pool<Bool>()
    /// Every body's pairs are looked for in the next pass (collision filters changed).
    var requeryAll = false

    func deallocate() {
        staticTree.deallocate(); dynamicTree.deallocate(); proxy.deallocate(); fatBox.deallocate(); moved.deallocate()
        isMoved.deallocate()
    }
}

extension World {
    /// How far a body's tree box reaches beyond its bounding box (points; Box2D v3's 0.1 m): a body moves its
    /// leaf only when it leaves this margin, so bodies at rest or jiggling in a stack never touch the trees.
    static let aabbMargin = 10.0

    /// How far ahead along its velocity a moving body's tree box reaches beyond the coming step, seconds (four
    /// steps of 1/120 s).
    static let predictionTime = 4.0 / 120

    /// `box` grown by ``aabbMargin`` on every side.
    @inline(__always) static func fatten(_ box: AABB) -> AABB {
        AABB(minX: box.minX - aabbMargin, minY: box.minY - aabbMargin, maxX: box.maxX + aabbMargin, maxY: box.maxY + aabbMargin)
    }

    /// Gives body `i` (new, or just turned static or dynamic) a leaf in the tree of its kind, and lists it
    /// for the next pass. Bodies without a shape have none.
    func insertProxy(_ i: Int) {
        broadPhase.proxy.resize(pose.count, fill: -1)
        broadPhase.fatBox.resize(pose.count, fill: .empty)
        broadPhase.isMoved.resize(pose.count, fill: false)
        guard flags[i].contains(.collides), !flags[i].contains(.outOfSimulation), broadPhase.proxy[i] < 0 else { return }
        let fat = Self.fatten(aabb[i])
        broadPhase.fatBox[i] = fat
        broadPhase.proxy[i] = flags[i].contains(.dynamic) ? broadPhase.dynamicTree.insert(Int32(i), fat)
            : broadPhase.staticTree.insert(Int32(i), fat)
        markMoved(i)
    }

    /// Removes body `i`'s leaf (before it is destroyed or changes kind).
    func removeProxy(_ i: Int, wasDynamic: Bool) {
        guard i < broadPhase.proxy.count, broadPhase.proxy[i] >= 0 else { return }
        if wasDynamic { broadPhase.dynamicTree.remove(broadPhase.proxy[i]) } else { broadPhase.staticTree.remove(broadPhase.proxy[i]) }
        broadPhase.proxy[i] = -1
    }

    /// Moves body `i`'s leaf if its bounding box, carried `step` seconds along its velocity (the step about
    /// to be taken; 0 for a body put somewhere), leaves its fattened box, and lists it for the next pass.
    ///
    /// Covering the coming step keeps a body's sweep in continuous collision inside its tree box (its
    /// pairs are then its contacts: it need not look for more in the trees), unless the step changes its
    /// course (a collision, a turn).
    @inline(__always) func refreshProxy(_ i: Int, step: Double) {
        let proxy = broadPhase.proxy[i]
        guard proxy >= 0 else { return }
        let box = aabb[i], motion = step * vel[i].v
        let coming = AABB(minX: box.minX + min(motion.x, 0), minY: box.minY + min(motion.y, 0),
                          maxX: box.maxX + max(motion.x, 0), maxY: box.maxY + max(motion.y, 0))
        guard !broadPhase.fatBox[i].contains(coming) else { return }
        // Grown ahead along the body's motion too (the coming step and four more), so that debris flying apart
        // moves its leaf every few steps instead of every step.
        var ahead = (Self.predictionTime + step) * vel[i].v
        let reach = 5 * maxTranslation  // no body moves farther in five steps
        if ahead.lengthSquared > reach * reach { ahead = (reach / ahead.length) * ahead }
        var grown = Self.fatten(box)
        if ahead.x < 0 { grown.minX += ahead.x } else { grown.maxX += ahead.x }
        if ahead.y < 0 { grown.minY += ahead.y } else { grown.maxY += ahead.y }
        broadPhase.fatBox[i] = grown
        if flags[i].contains(.dynamic) {
            broadPhase.dynamicTree.move(proxy, to: grown)
        } else {
            broadPhase.staticTree.move(proxy, to: grown)
        }
        markMoved(i)
    }

    @inline(__always) private func markMoved(_ i: Int) {
        guard !broadPhase.isMoved[i] else { return }
        broadPhase.isMoved[i] = true
        broadPhase.moved.append(Int32(i))
    }

    /// Phase 1, broad phase (incremental, Box2D v3's): every awake body's bounding box is recomputed, and a
    /// body that left its fattened box moves its leaf in the dynamic tree; then each body whose leaf moved
    /// (or that is new, or woke up elsewhere) looks for the bodies whose fattened boxes overlap its own, in
    /// both trees, and a contact is created for each new pair that may collide. A pile at rest moves no
    /// leaf and finds no pair. Contacts end in the narrow phase when their fattened boxes stop overlapping.
    /// No allocation once the trees and lists have grown; deterministic (leaves move, and pairs are looked
    /// for, in body order). `h`: the step about to be taken, seconds (see ``refreshProxy(_:step:)``).
    func updatePairs(step h: Double) {
        let flags = self.flags, awake = self.awakeBodies
        for k in 0..<awake.count {
            let i = Int(awake[k])
            guard flags[i].contains(.collides) else { continue }
            aabb[i] = computeAABB(i)
            refreshProxy(i, step: h)
        }
        if broadPhase.requeryAll {
            broadPhase.requeryAll = false
            for i in 0..<pose.count where flags[i].contains(.collides) && broadPhase.proxy[i] >= 0 { markMoved(i) }
        }
        let moved = broadPhase.moved
        guard moved.count > 0 else { return }
        counters.proxiesMoved += moved.count
        var known = PairLookup(filter: filter, pairs: pairs, contacts: contacts)
        let isMoved = broadPhase.isMoved, fatBox = broadPhase.fatBox
        for k in 0..<moved.count {
            let i = Int(moved[k])
            guard flags[i].contains(.alive), broadPhase.proxy[i] >= 0 else { continue }
            let fi = flags[i], box = fatBox[i]
            let visit = { (other: Int32) in
                let j = Int(other)
                // A pair of two moved bodies is looked for by both: the lower index creates it.
                guard j != i, !(isMoved[j] && j < i) else { return }
                self.considerPair(i, fi, j, flags[j], &known)
            }
            broadPhase.dynamicTree.query(box, visit)
            if fi.contains(.dynamic) { broadPhase.staticTree.query(box, visit) }
        }
        for k in 0..<moved.count { broadPhase.isMoved[Int(moved[k])] = false }
        broadPhase.moved.removeAll()
    }

    /// Local copies of what ``considerPair(_:_:_:_:_:)`` reads for every candidate pair.
    struct PairLookup {
        var filter: Pool<Filter>
        var pairs: PairTable
        var contacts: Pool<Contact>
    }

    /// Whether two bodies with flags `fi`, `fj` and filters `gi`, `gj` collide: at least one is dynamic,
    /// and they share a collision behaviour (as items, or as an item and one of the behaviour's boundaries).
    @inline(__always) static func collide(_ fi: BodyFlags, _ gi: Filter, _ fj: BodyFlags, _ gj: Filter) -> Bool {
        guard fi.contains(.dynamic) || fj.contains(.dynamic) else { return false }
        if fi.contains(.boundary) { return gi.boundaryBits & gj.boundaryMask != 0 }
        if fj.contains(.boundary) { return gj.boundaryBits & gi.boundaryMask != 0 }
        return gi.itemMask & gj.itemMask != 0
    }

    /// Filters a candidate pair by body kinds and collision behaviours, then creates its contact if it is
    /// new. Reads through `known`, which is refreshed after a contact is created (creating one may move the
    /// contact and pair storage).
    @inline(__always) private func considerPair(_ i: Int, _ fi: BodyFlags, _ j: Int, _ fj: BodyFlags, _ known: inout PairLookup) {
        guard Self.collide(fi, known.filter[i], fj, known.filter[j]) else { return }
        guard known.pairs.find(PairTable.key(Int32(i), Int32(j))) < 0 else { return }
        createContact(i, j)
        known.pairs = pairs
        known.contacts = contacts
    }
}
