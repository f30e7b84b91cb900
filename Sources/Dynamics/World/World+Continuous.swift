import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A body that moved far enough this step to need continuous collision, and the fraction of the step
/// at which it first reaches something (1 = nothing).
struct FastBody {
    var body: Int32
    var fraction: Double
    /// Also swept against other dynamic bodies (a bullet, or faster than half its size per step).
    var againstDynamic: Bool
}

extension World {
    /// A swept box covering more grid cells than this is matched against every proxy instead.
    static let maxSweptCells = 256
    /// A body swept against static bodies only lists the static bodies in the grid when there are at most
    /// this many, instead of visiting the grid's cells.
    static let maxListedStatics = 16

    /// Phase: continuous collision. Discrete contacts only see what was within the speculative distance
    /// when the step began, so a body that moved farther than that could have passed through something.
    /// Each such body's sweep (start of step to end, center and angle interpolated) is tested for its
    /// time of impact against the static bodies it collides with (boundaries, anchored items) and, for
    /// bullets and bodies that moved more than half their smallest extent, against dynamic bodies too
    /// (their own sweeps; bullets only when ``sweepsFastBodiesAgainstDynamic`` is off). A body that would
    /// hit something is put back where it first comes within
    /// ``linearSlop`` of it, keeping its velocity: next step's speculative contact stops it there
    /// (Box2D's approach). Times of impact are found for every fast body first and applied afterwards,
    /// so the result does not depend on the order of bodies. Allocation-free and deterministic.
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
            let view = query.shapeView(i)
            // The extent only for a body that turned (0 times it, finite for any item's shape, adds +0).
            let turn = abs(p1.a - p0.a)
            let travel = (p1.c - p0.c).length + (turn == 0 ? 0 : turn * Collide.extent(view))
            guard travel > margin else { continue }
            let againstDynamic = f.contains(.bullet) || sweepsDynamic && travel > Self.halfWidth(view)
            anyAgainstDynamic = anyAgainstDynamic || againstDynamic
            fast.append(FastBody(body: Int32(i), fraction: 1, againstDynamic: againstDynamic))
        }
        guard fast.count > 0 else { return }
        // Each fast body's box over its whole motion (the broad phase's start box and the end box), once;
        // every awake body's when some fast body is swept against dynamic bodies (their boxes are read only
        // then).
        var swept = self.sweptBoxes
        swept.resize(pose.count, fill: .empty)
        self.sweptBoxes = swept
        if anyAgainstDynamic {
            for k in 0..<awake.count {
                let i = Int(awake[k])
                swept[i] = query.sweptBox(i)
            }
        } else {
            for k in 0..<fast.count {
                let i = Int(fast[k].body)
                swept[i] = query.sweptBox(i)
            }
        }
        for k in 0..<fast.count {
            fast[k].fraction = query.firstImpact(of: fast[k], swept: swept, grid: grid, linearSlop: linearSlop)
        }
        for k in 0..<fast.count where fast[k].fraction < 1 {
            let i = Int(fast[k].body)
            query.pose[i] = Sweep(from: query.pose0[i], to: query.pose[i]).pose(at: fast[k].fraction)
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

    init(_ world: World) {
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
    /// and the shape's box at the end.
    func sweptBox(_ i: Int) -> AABB {
        var b = aabb[i]
        let s = shapeView(i), p = pose[i]
        if s.isCircle {
            b.minX = min(b.minX, p.c.x - s.radius); b.maxX = max(b.maxX, p.c.x + s.radius)
            b.minY = min(b.minY, p.c.y - s.radius); b.maxY = max(b.maxY, p.c.y + s.radius)
            return b
        }
        return World.enclose(b, s.vertices, s.count, at: p)
    }

    /// The earliest fraction at which `fast` reaches a body it collides with (1 = none).
    func firstImpact(of fast: FastBody, swept boxes: Pool<AABB>, grid: GridScratch, linearSlop: Double) -> Double {
        let i = Int(fast.body)
        let swept = boxes[i]
        var best = 1.0
        let large = grid.large
        for k in 0..<large.count {
            consider(Int(large[k]), for: i, fast.againstDynamic, swept, boxes, linearSlop, &best)
        }
        // Swept against static bodies only: the few in the grid are cheaper to list than the grid's cells,
        // whose entries are nearly all dynamic bodies this sweep ignores.
        if !fast.againstDynamic && grid.statics.count <= World.maxListedStatics {
            let statics = grid.statics
            for k in 0..<statics.count {
                consider(Int(statics[k]), for: i, false, swept, boxes, linearSlop, &best)
            }
            return best
        }
        let inv = 1 / grid.cellSize
        let span = GridScratch.CellSpan(x0: World.cellIndex(swept.minX, inv), y0: World.cellIndex(swept.minY, inv),
                                        x1: World.cellIndex(swept.maxX, inv), y1: World.cellIndex(swept.maxY, inv))
        if span.cellCount > World.maxSweptCells {
            // Every proxy but the large ones, considered above: proxy k is large when its span is (spans is
            // empty, as large is, when the broad phase stopped early).
            let proxies = grid.proxies, spans = grid.spans
            for k in 0..<proxies.count where k >= spans.count || spans[k].cellCount <= World.largeProxyCells {
                consider(Int(proxies[k]), for: i, fast.againstDynamic, swept, boxes, linearSlop, &best)
            }
            return best
        }
        let ranges = grid.cellRanges, entries = grid.entries
        let mask = ranges.count - 2
        for iy in span.y0...span.y1 {
            for ix in span.x0...span.x1 {
                let slot = World.bucket(ix, iy, mask)
                let start = slot == 0 ? 0 : Int(ranges[slot - 1]), end = Int(ranges[slot])
                for e in start..<end {
                    let entry = entries[e]
                    guard entry.ix == ix, entry.iy == iy else { continue }
                    let j = Int(entry.body)
                    // Each body once: in the cell holding the lower corner of its box's overlap with the sweep.
                    let b = aabb[j]
                    guard World.cellIndex(max(swept.minX, b.minX), inv) == ix, World.cellIndex(max(swept.minY, b.minY), inv) == iy
                    else { continue }
                    consider(j, for: i, fast.againstDynamic, swept, boxes, linearSlop, &best)
                }
            }
        }
        return best
    }

    /// Lowers `best` to the time of impact of fast body `i` with body `j`, if they collide and meet sooner.
    @inline(__always)
    private func consider(_ j: Int, for i: Int, _ againstDynamic: Bool, _ swept: AABB, _ boxes: Pool<AABB>,
                          _ linearSlop: Double, _ best: inout Double) {
        guard j != i else { return }
        let fj = flags[j]
        let dynamic = fj.contains(.dynamic)
        guard !dynamic || againstDynamic, World.collide(flags[i], filter[i], fj, filter[j]) else { return }
        let sweepJ: Sweep
        if dynamic && fj.contains(.awake) {
            guard swept.overlaps(boxes[j]) else { return }
            // Two items touching when the step began are the contact solver's (but a bullet still sweeps).
            if !flags[i].contains(.bullet) {
                let k = pairs.find(PairTable.key(Int32(i), Int32(j)))
                if k >= 0, (contacts.base + Int(k)).pointee.touching { return }
            }
            sweepJ = Sweep(from: pose0[j], to: pose[j])
        } else {
            guard swept.overlaps(aabb[j]) else { return }
            sweepJ = Sweep(at: pose[j])
        }
        let sweepI = Sweep(from: pose0[i], to: pose[i])
        let shapeI = shapeView(i), shapeJ = shapeView(j)
        guard let t = Collide.timeOfImpact(shapeI, sweepI, shapeJ, sweepJ, target: linearSlop, tolerance: 0.25 * linearSlop,
                                           limit: best) else { return }
        if t > 0 {
            best = t
            return
        }
        // Touching when the step began: the contact solver holds the touching part, but a body turning fast
        // about it could still swing through a boundary or an anchored item (or, for a bullet, an item).
        // Its core (a small circle about its center of mass, Box2D v3's fallback) must not cross.
        guard !dynamic || flags[i].contains(.bullet) else { return }
        var core = shapeI
        core.isCircle = true
        core.radius = 0.25 * World.halfWidth(shapeI)
        guard core.radius > 0, let tc = Collide.timeOfImpact(core, sweepI, shapeJ, sweepJ, target: 0, tolerance: 0.25 * linearSlop,
                                                              limit: best), tc > 0 else { return }
        best = tc
    }
}
