import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A body that moved far enough this step to need continuous collision.
struct FastBody {
    var body: Int32
    /// Also swept against other dynamic bodies (a bullet, or faster than half its size per step).
    var againstDynamic: Bool
}

/// A body swept against dynamic bodies and a dynamic body whose motions this step may meet, and when
/// they first come within ``World/linearSlop`` of each other (`.infinity`: not before both stop).
struct FastPair {
    /// The swept body (a bullet when either is) and the other body.
    var i: Int32
    var j: Int32
    var impact: Double
    /// Left to the contact solver: the bodies were already within the contact distance when the step
    /// began, and neither is a bullet.
    var ignored: Bool
    /// Whether the pair's first body is a bullet: a pair already touching when the step began is then
    /// still swept (by the bullet's core), where other pairs are left to the contact solver.
    var bullet: Bool
}

/// A body's continuous-collision state within one step (by body index; valid only for the bodies this
/// step's continuous collision reads).
struct ContinuousMotion {
    /// The fraction of the step at which the body stops (1: it completes its motion).
    var stop: Double
    /// Whether the body is itself swept against dynamic bodies this step (so its pairs are listed by
    /// the lower index of the two).
    var sweptAgainstDynamic: Bool
    /// Whether the body's swept box left its fattened box this step (it looks for its pairs in the trees;
    /// the others' pairs are their contacts).
    var escapes: Bool
}

extension World {
    /// Phase: continuous collision. Discrete contacts only see what was within the speculative distance
    /// when the step began, so a body that moved farther than that could have passed through something.
    ///
    /// Each such body's sweep (start of step to end, center and angle interpolated) is tested for its
    /// time of impact against the static bodies it collides with (boundaries, anchored items); it stops
    /// where it first comes within ``linearSlop`` of one. Then bullets, and bodies that moved more than
    /// half their smallest extent (unless ``sweepsFastBodiesAgainstDynamic`` is off), are swept against
    /// the dynamic bodies they collide with, both moving (the time of impact in their relative motion, as
    /// Box2D 2.4's bullets): the earliest such impact stops both bodies there, every pair of the two is
    /// tested again with the bodies held where they stopped, and so on in time order until no pair meets
    /// before its bodies stop (each body stops at most once, so this ends). A stopped body keeps its
    /// velocity: next step's speculative contact stops it, Box2D's approach.
    ///
    /// The result does not depend on the order of bodies (impacts are applied in time order, ties by body
    /// index). Deterministic and allocation-free once the scratch buffers have grown.
    func solveContinuous() {
        var fast = self.fastBodies
        fast.removeAll()
        defer { self.fastBodies = fast }
        let query = ContinuousQuery(self)
        let awake = self.awakeBodies, margin = speculativeDistance, sweepsDynamic = sweepsFastBodiesAgainstDynamic
        var anyAgainstDynamic = false
        for k in 0..<awake.count {
            let i = Int(awake[k])
            let f = query.flags[i]
            guard f.contains(.collides) else { continue }
            let mask = query.filter[i]
            guard mask.itemMask | mask.boundaryMask != 0 else { continue }
            let p0 = query.pose0[i], p1 = query.pose[i]
            let ref = query.shape[i]
            // The extent only for a body that turned (0 times it, finite for any item's shape, adds +0).
            let turn = abs(p1.a - p0.a)
            let travel = (p1.c - p0.c).length + (turn == 0 ? 0 : turn * ref.extent)
            // Farther than the speculative distance, or than a quarter of its half width (a thin item that
            // contact pushed that far into a two-sided segment could end with its center across it).
            guard travel > margin || travel > 0.25 * ref.halfWidth else { continue }
            let againstDynamic = mask.itemMask != 0 && (f.contains(.bullet) || sweepsDynamic && travel > ref.halfWidth)
            anyAgainstDynamic = anyAgainstDynamic || againstDynamic
            fast.append(FastBody(body: Int32(i), againstDynamic: againstDynamic))
        }
        guard fast.count > 0 else { return }
        // Each fast body's box over its whole motion (the broad phase's start box and the end box), once;
        // every awake body's when some fast body is swept against dynamic bodies (their boxes are read only
        // then), and by how much the largest of them outgrew its start box.
        var swept = self.sweptBoxes
        swept.resize(pose.count, fill: .empty)
        self.sweptBoxes = swept
        var motion = self.continuousMotion
        motion.resize(pose.count, fill: ContinuousMotion(stop: 1, sweptAgainstDynamic: false, escapes: false))
        self.continuousMotion = motion
        var growth = 0.0
        if anyAgainstDynamic {
            for k in 0..<awake.count {
                let i = Int(awake[k])
                let box = query.sweptBox(i), start = query.aabb[i]
                swept[i] = box
                motion[i] = ContinuousMotion(stop: 1, sweptAgainstDynamic: false, escapes: false)
                growth = max(growth, start.minX - box.minX, start.minY - box.minY, box.maxX - start.maxX, box.maxY - start.maxY)
            }
        } else {
            for k in 0..<fast.count {
                let i = Int(fast[k].body)
                swept[i] = query.sweptBox(i)
                motion[i] = ContinuousMotion(stop: 1, sweptAgainstDynamic: false, escapes: false)
            }
        }
        // Against static bodies: independent of every other body's motion.
        for k in 0..<fast.count {
            let i = Int(fast[k].body)
            motion[i].stop = query.staticImpact(of: i, swept: swept[i], linearSlop: linearSlop)
            motion[i].sweptAgainstDynamic = fast[k].againstDynamic
        }
        if anyAgainstDynamic {
            var pairs = self.fastPairs
            pairs.removeAll()
            // Two bodies whose swept boxes meet have overlapping fattened boxes, and so a contact, unless one
            // of them moved out of its fattened box: the contacts give the pairs, and only bodies that left
            // their fattened boxes look for more in the trees.
            let fat = broadPhase.fatBox
            for k in 0..<awake.count {
                let i = Int(awake[k]), box = swept[i], f = fat[i]
                motion[i].escapes = !f.contains(box)
            }
            // A pair needs a body swept against dynamic bodies: most contacts (a resting pile's) have none, and
            // are passed over on their bodies' marks alone (a sleeping body's mark may be left from an earlier
            // step: `listPair` checks it again).
            let contactBase = contacts.base
            for k in 0..<contacts.count {
                let c = contactBase + k
                guard motion[Int(c.pointee.a)].sweptAgainstDynamic || motion[Int(c.pointee.b)].sweptAgainstDynamic else { continue }
                query.listPair(of: c, swept: swept, motion: motion, into: &pairs)
            }
            for k in 0..<awake.count where motion[Int(awake[k])].escapes {
                query.collectPairs(of: Int(awake[k]), swept: swept, motion: motion, growth: growth, into: &pairs)
            }
            self.fastPairs = pairs
            counters.itemSweeps += pairs.count
            for k in 0..<pairs.count {
                let impact = query.impact(pairs[k], from: 0, motion: motion, linearSlop: linearSlop)
                pairs[k].impact = impact ?? .infinity
                pairs[k].ignored = impact == nil
            }
            resolvePairImpacts(pairs, motion, query)
        }
        // Every body that stops before the end of its motion is put where it stops.
        for k in 0..<(anyAgainstDynamic ? awake.count : fast.count) {
            let i = Int(anyAgainstDynamic ? awake[k] : fast[k].body)
            let stop = motion[i].stop
            if stop < 1 { query.pose[i] = Sweep(from: query.pose0[i], to: query.pose[i]).pose(at: stop) }
        }
    }

    /// The event loop of pairs: repeatedly takes the earliest impact (ties: the first pair listed), stops
    /// both bodies there, and tests their other pairs again from that moment.
    private func resolvePairImpacts(_ pairs: Pool<FastPair>, _ motion: Pool<ContinuousMotion>, _ query: ContinuousQuery) {
        while true {
            var first = -1, earliest = Double.infinity
            for k in 0..<pairs.count where pairs[k].impact < earliest {
                earliest = pairs[k].impact
                first = k
            }
            guard first >= 0 else { return }
            let i = pairs[first].i, j = pairs[first].j
            motion[Int(i)].stop = min(motion[Int(i)].stop, earliest)
            motion[Int(j)].stop = min(motion[Int(j)].stop, earliest)
            // Every pair of the two (this one included: both now stop by then, so it meets no more).
            for k in 0..<pairs.count where !pairs[k].ignored {
                let a = pairs[k].i, b = pairs[k].j
                guard a == i || a == j || b == i || b == j else { continue }
                pairs[k].impact = query.impact(pairs[k], from: earliest, motion: motion, linearSlop: linearSlop) ?? .infinity
            }
        }
    }

    /// The smallest distance from a shape's center of mass to an edge line (half a box's smaller side,
    /// a circle's radius, 0 for a segment), points.
    static func halfWidth(_ s: ShapeView) -> Double {
        if s.isCircle { return s.radius }
        var smallest = Double.greatestFiniteMagnitude
        for e in 0..<s.count { smallest = min(smallest, dot(s.normals[e], s.vertices[e])) }
        return max(smallest, 0)
    }
}

/// What continuous collision reads, as local copies of the world's pools (kept in registers by the
/// optimizer, where class properties are reloaded after every store through a pointer).
private struct ContinuousQuery {
    let flags: Pool<BodyFlags>
    let filter: Pool<Filter>
    let aabb: Pool<AABB>
    let pose: Pool<Pose>
    let pose0: Pool<Pose>
    let shape: Pool<ShapeRef>
    let vertices: Pool<Vec2>
    let normals: Pool<Vec2>
    let pairs: PairTable
    let contacts: Pool<Contact>
    /// For the broad phase's trees.
    unowned(unsafe) let world: World

    init(_ world: World) {
        self.world = world
        flags = world.flags
        filter = world.filter
        aabb = world.aabb
        pose = world.pose
        pose0 = world.pose0
        shape = world.shape
        vertices = world.vertices
        normals = world.normals
        pairs = world.pairs
        contacts = world.contacts
    }

    @inline(__always) func shapeView(_ i: Int) -> ShapeView { World.shapeView(shape[i], vertices, normals) }

    /// The box covering body `i`'s whole motion this step: the broad phase's start box (with its margin)
    /// and the shape's box at the end, grown for a polygon that turned by as far as its outline strays
    /// from the straight path between its start and end (an outline point at distance r from the center,
    /// turning by Δθ while the center moves linearly, strays at most r·Δθ²/8 from the line between its
    /// ends; the box grows by r·min(Δθ²/4, 1), and by r it covers every orientation).
    func sweptBox(_ i: Int) -> AABB {
        var b = aabb[i]
        let s = shapeView(i), p = pose[i]
        let turn = p.a - pose0[i].a
        // A body that moved less than half the speculative distance (its outline's points by at most
        // |Δc| + |Δθ|·extent) ends inside its start box, which holds the outline grown by that distance:
        // enclosing its end outline would leave the start box as it is.
        let inside = (p.c - pose0[i].c).length + abs(turn) * shape[i].extent < 0.5 * world.speculativeDistance
        if s.isCircle {
            guard !inside else { return b }
            b.minX = min(b.minX, p.c.x - s.radius); b.maxX = max(b.maxX, p.c.x + s.radius)
            b.minY = min(b.minY, p.c.y - s.radius); b.maxY = max(b.maxY, p.c.y + s.radius)
            return b
        }
        if !inside { b = World.enclose(b, s.vertices, s.count, at: p) }
        if turn != 0 {
            let g = shape[i].extent * min(turn * turn / 4, 1)
            b.minX -= g; b.minY -= g; b.maxX += g; b.maxY += g
        }
        return b
    }

    /// Body `j`'s motion this step: from its start pose to its end for an awake body, in place for others.
    @inline(__always) func sweep(_ j: Int) -> Sweep {
        flags[j].contains(.awake) ? Sweep(from: pose0[j], to: pose[j]) : Sweep(at: pose[j])
    }

    /// The earliest fraction at which fast body `i` reaches a static body it collides with (1 = none).
    func staticImpact(of i: Int, swept: AABB, linearSlop: Double) -> Double {
        // Most fast bodies are nowhere near a static body: nothing to set up for them.
        guard world.broadPhase.staticTree.mayOverlap(swept) else { return 1 }
        var best = 1.0
        let fi = flags[i], gi = filter[i]
        // The body's sweep and shape only once a static body is in reach (most fast bodies have none).
        var sweepAndShape: (Sweep, ShapeView)?
        world.broadPhase.staticTree.query(swept) { other in
            let j = Int(other)
            let fj = flags[j]
            guard j != i, !fj.contains(.dynamic), World.collide(fi, gi, fj, filter[j]), swept.overlaps(aabb[j]) else { return }
            if sweepAndShape == nil { sweepAndShape = (Sweep(from: pose0[i], to: pose[i]), shapeView(i)) }
            guard let (sweepI, shapeI) = sweepAndShape else { return }
            let shapeJ = shapeView(j), sweepJ = Sweep(at: pose[j])
            guard let t = Collide.timeOfImpact(shapeI, sweepI, shapeJ, sweepJ, target: linearSlop, tolerance: 0.25 * linearSlop,
                                               limit: best) else { return }
            if t > 0 {
                best = t
                return
            }
            // Touching when the step began: the contact solver holds the touching part, but a body turning
            // fast about it could still swing through a boundary or an anchored item.
            if let td = Self.touchingImpact(shapeI, sweepI, shapeJ, sweepJ, limit: best, linearSlop: linearSlop) { best = td }
        }
        return best
    }

    /// Whether body `i` is swept against dynamic bodies this step.
    @inline(__always) private func sweepsAgainstDynamic(_ i: Int, _ motion: Pool<ContinuousMotion>) -> Bool {
        flags[i].contains(.awake) && motion[i].sweptAgainstDynamic
    }

    /// Appends the pair of bodies `x` and `y` (both dynamic, colliding) to `pairs` when one of them is swept
    /// against dynamic bodies and their motions this step may meet (their swept boxes overlap), unless they
    /// were touching when the step began (`touching`: the contact solver holds them) and neither is a
    /// bullet. The swept one comes first (the lower index when both are), the bullet first of all, so that
    /// its core is the one swept when the pair touches at the start.
    @inline(__always)
    private func appendPair(_ x: Int, _ y: Int, touching: Bool, swept: Pool<AABB>, motion: Pool<ContinuousMotion>,
                            into pairs: inout Pool<FastPair>) {
        let sweptX = sweepsAgainstDynamic(x, motion), sweptY = sweepsAgainstDynamic(y, motion)
        guard sweptX || sweptY else { return }
        let (i, j) = sweptX && (!sweptY || x < y) ? (x, y) : (y, x)
        let fi = flags[i], fj = flags[j]
        let awake = fj.contains(.awake)
        guard swept[i].overlaps(awake ? swept[j] : aabb[j]) else { return }
        let bulletI = fi.contains(.bullet), bulletJ = fj.contains(.bullet)
        if touching && !bulletI && !bulletJ { return }
        let (a, b) = bulletJ && !bulletI ? (j, i) : (i, j)
        if !awake { motion[j] = ContinuousMotion(stop: 1, sweptAgainstDynamic: false, escapes: false) }
        pairs.append(FastPair(i: Int32(a), j: Int32(b), impact: .infinity, ignored: false, bullet: bulletI || bulletJ))
    }

    /// Appends contact `c`'s bodies as a pair (see ``appendPair(_:_:touching:swept:motion:into:)``) when both
    /// are dynamic and still collide.
    @inline(__always)
    func listPair(of c: UnsafeMutablePointer<Contact>, swept: Pool<AABB>, motion: Pool<ContinuousMotion>,
                  into pairs: inout Pool<FastPair>) {
        let a = Int(c.pointee.a), b = Int(c.pointee.b)
        let fa = flags[a], fb = flags[b]
        guard fa.contains(.dynamic), fb.contains(.dynamic), fa.contains(.awake) || fb.contains(.awake),
              World.collide(fa, filter[a], fb, filter[b]) else { return }
        appendPair(a, b, touching: c.pointee.touching, swept: swept, motion: motion, into: &pairs)
    }

    /// Appends to `pairs` the pairs of body `e`, whose motion this step left its fattened box, with the
    /// dynamic bodies it collides with that have no contact with it (those the contacts give): every body
    /// whose swept box (or box, asleep) may meet `e`'s. A pair of two such bodies is listed by the lower
    /// index. `growth`: how far any awake body's swept box reaches beyond its broad-phase box, so that `e`'s
    /// swept box grown by it finds every such body in the tree.
    func collectPairs(of e: Int, swept: Pool<AABB>, motion: Pool<ContinuousMotion>, growth: Double,
                      into pairs: inout Pool<FastPair>) {
        let fe = flags[e], ge = filter[e], box = swept[e]
        guard fe.contains(.dynamic) else { return }
        let reach = AABB(minX: box.minX - growth, minY: box.minY - growth, maxX: box.maxX + growth, maxY: box.maxY + growth)
        // Only the dynamic tree: a static body is never swept against as a pair.
        world.broadPhase.dynamicTree.query(reach) { other in
            let k = Int(other)
            let fk = flags[k]
            guard k != e, fk.contains(.dynamic), World.collide(fe, ge, fk, filter[k]) else { return }
            if fk.contains(.awake) && motion[k].escapes && k < e { return }  // listed from k's side
            guard self.pairs.find(PairTable.key(Int32(e), Int32(k))) < 0 else { return }  // the contacts list it
            appendPair(e, k, touching: false, swept: swept, motion: motion, into: &pairs)
        }
    }

    /// When `pair`'s bodies first come within `linearSlop` of each other at or after fraction `start` (when
    /// earlier impacts have already been applied), each moving until its `stop` fraction and then held
    /// there; `.infinity` when they do not. At `start` 0, a pair already that close is left to the contact
    /// solver (nil), except that a bullet's core must not cross the other body.
    func impact(_ pair: FastPair, from start: Double, motion: Pool<ContinuousMotion>, linearSlop: Double) -> Double? {
        let i = Int(pair.i), j = Int(pair.j)
        let stopI = motion[i].stop, stopJ = motion[j].stop
        let end = max(stopI, stopJ)
        guard start < end else { return .infinity }
        let shapeI = shapeView(i), shapeJ = shapeView(j)
        var sweepI = sweep(i), sweepJ = sweep(j)
        let both = min(stopI, stopJ)
        if start < both {
            // Both moving.
            if let t = Collide.timeOfImpact(shapeI, sweepI, shapeJ, sweepJ, target: linearSlop, tolerance: 0.25 * linearSlop,
                                            from: start, limit: both) {
                if t > start || start > 0 { return t }
                guard pair.bullet else { return nil }
                return Self.touchingImpact(shapeI, sweepI, shapeJ, sweepJ, limit: both, linearSlop: linearSlop) ?? .infinity
            }
        }
        // One of them held where it stopped, the other moving on.
        if stopI < stopJ { sweepI = Sweep(at: sweepI.pose(at: stopI)) } else { sweepJ = Sweep(at: sweepJ.pose(at: stopJ)) }
        let from = max(start, both)
        guard from < end,
              let t = Collide.timeOfImpact(shapeI, sweepI, shapeJ, sweepJ, target: linearSlop, tolerance: 0.25 * linearSlop,
                                           from: from, limit: end) else { return .infinity }
        if t > 0 { return t }
        guard pair.bullet else { return nil }
        return Self.touchingImpact(shapeI, sweepI, shapeJ, sweepJ, limit: end, linearSlop: linearSlop) ?? .infinity
    }

    /// For two shapes already within the contact distance when their sweeps begin: the first fraction
    /// before `limit` at which they overlap by a quarter of `linearSlop` more than they did then (or than
    /// touching, if they were apart), or at which `a`'s core (a circle of a quarter of its half width about
    /// its center of mass, Box2D v3's fallback) touches `b`; nil when neither happens. The contact solver
    /// holds the parts that touch; this keeps a body turning or sliding about a contact from carrying
    /// another part of its outline through (a thin bar landing flat and turning a quarter turn in one
    /// step, ends first into the floor), and its center from ever crossing.
    static func touchingImpact(_ a: ShapeView, _ sweepA: Sweep, _ b: ShapeView, _ sweepB: Sweep, limit: Double,
                               linearSlop: Double) -> Double? {
        let pa = sweepA.pose(at: 0), pb = sweepB.pose(at: 0)
        let (s0, _) = Collide.separation(a, pa.xf, b, pb.xf)
        let tolerance = 0.25 * linearSlop
        var best = limit
        if let t = Collide.timeOfImpact(a, sweepA, b, sweepB, target: min(s0, 0) - 2 * tolerance, tolerance: tolerance, limit: best),
           t > 0 { best = t }
        var core = a
        core.isCircle = true
        core.radius = 0.25 * World.halfWidth(a)
        if core.radius > 0, let t = Collide.timeOfImpact(core, sweepA, b, sweepB, target: 0, tolerance: tolerance, limit: best),
           t > 0 { best = t }
        return best < limit ? best : nil
    }
}
