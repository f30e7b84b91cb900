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

    /// Phase: continuous collision. Discrete contacts only see what was within the speculative distance
    /// when the step began, so a body that moved farther than that could have passed through something.
    /// Each such body's sweep (start of step to end, center and angle interpolated) is tested for its
    /// time of impact against the static bodies it collides with (boundaries, anchored items) and, for
    /// bullets and bodies that moved more than half their smallest extent, against dynamic bodies too
    /// (their own sweeps). A body that would hit something is put back where it first comes within
    /// ``linearSlop`` of it, keeping its velocity: next step's speculative contact stops it there
    /// (Box2D's approach). Times of impact are found for every fast body first and applied afterwards,
    /// so the result does not depend on the order of bodies. Allocation-free and deterministic.
    func solveContinuous() {
        var fast = self.fastBodies
        fast.removeAll()
        defer { self.fastBodies = fast }
        let awake = self.awakeBodies, flags = self.flags, filter = self.filter, pose = self.pose, pose0 = self.pose0
        let margin = speculativeDistance
        for k in 0..<awake.count {
            let i = Int(awake[k])
            let f = flags[i]
            guard f.contains(.collides) else { continue }
            let mask = filter[i]
            guard mask.itemMask | mask.boundaryMask != 0 else { continue }
            let p0 = pose0[i], p1 = pose[i]
            let view = shapeView(i)
            let reach = Collide.extent(view)
            let travel = (p1.c - p0.c).length + abs(p1.a - p0.a) * reach
            guard travel > margin else { continue }
            let againstDynamic = f.contains(.bullet) || travel > halfWidth(view)
            fast.append(FastBody(body: Int32(i), fraction: 1, againstDynamic: againstDynamic))
        }
        guard fast.count > 0 else { return }
        for k in 0..<fast.count {
            fast[k].fraction = firstImpact(of: fast[k])
        }
        for k in 0..<fast.count where fast[k].fraction < 1 {
            let i = Int(fast[k].body)
            pose[i] = Sweep(from: pose0[i], to: pose[i]).pose(at: fast[k].fraction)
        }
    }

    /// The smallest distance from a shape's center of mass to an edge line (half a box's smaller side,
    /// a circle's radius, 0 for a segment), points.
    func halfWidth(_ s: ShapeView) -> Double {
        if s.isCircle { return s.radius }
        var smallest = Double.greatestFiniteMagnitude
        for e in 0..<s.count { smallest = min(smallest, dot(s.normals[e], s.vertices[e])) }
        return max(smallest, 0)
    }

    /// The bounding box of body `i`'s shape at `p` (no margin).
    private func box(_ i: Int, at p: Pose) -> AABB {
        let s = shapeView(i)
        if s.isCircle {
            return AABB(minX: p.c.x - s.radius, minY: p.c.y - s.radius, maxX: p.c.x + s.radius, maxY: p.c.y + s.radius)
        }
        var b = AABB(minX: .greatestFiniteMagnitude, minY: .greatestFiniteMagnitude,
                     maxX: -.greatestFiniteMagnitude, maxY: -.greatestFiniteMagnitude)
        for k in 0..<s.count {
            let v = p.q.apply(s.vertices[k]) + p.c
            b.minX = min(b.minX, v.x); b.maxX = max(b.maxX, v.x)
            b.minY = min(b.minY, v.y); b.maxY = max(b.maxY, v.y)
        }
        return b
    }

    /// The box covering body `i`'s whole motion this step (its start box is the broad phase's).
    private func sweptBox(_ i: Int) -> AABB {
        var b = aabb[i]
        let end = box(i, at: pose[i])
        b.minX = min(b.minX, end.minX); b.minY = min(b.minY, end.minY)
        b.maxX = max(b.maxX, end.maxX); b.maxY = max(b.maxY, end.maxY)
        return b
    }

    /// The earliest fraction at which `fast` reaches a body it collides with (1 = none).
    private func firstImpact(of fast: FastBody) -> Double {
        let i = Int(fast.body)
        let swept = sweptBox(i)
        var best = 1.0
        let large = grid.large
        for k in 0..<large.count {
            let j = Int(large[k])
            consider(j, for: i, fast.againstDynamic, swept, &best)
        }
        let inv = 1 / grid.cellSize
        let x0 = cellIndex(swept.minX, inv), x1 = cellIndex(swept.maxX, inv)
        let y0 = cellIndex(swept.minY, inv), y1 = cellIndex(swept.maxY, inv)
        if (Int(x1) - Int(x0) + 1) * (Int(y1) - Int(y0) + 1) > Self.maxSweptCells {
            let proxies = grid.proxies
            for k in 0..<proxies.count where !isLargeProxy(Int(proxies[k])) {
                consider(Int(proxies[k]), for: i, fast.againstDynamic, swept, &best)
            }
            return best
        }
        let ranges = grid.cellRanges, entries = grid.entries
        let mask = ranges.count - 2
        for iy in y0...y1 {
            for ix in x0...x1 {
                let slot = bucket(ix, iy, mask)
                let start = slot == 0 ? 0 : Int(ranges[slot - 1]), end = Int(ranges[slot])
                for e in start..<end {
                    let entry = entries[e]
                    guard entry.ix == ix, entry.iy == iy else { continue }
                    let j = Int(entry.body)
                    // Each body once: in the cell holding the lower corner of its box's overlap with the sweep.
                    let b = aabb[j]
                    guard cellIndex(max(swept.minX, b.minX), inv) == ix, cellIndex(max(swept.minY, b.minY), inv) == iy else { continue }
                    consider(j, for: i, fast.againstDynamic, swept, &best)
                }
            }
        }
        return best
    }

    private func isLargeProxy(_ body: Int) -> Bool {
        let large = grid.large
        for k in 0..<large.count where Int(large[k]) == body { return true }
        return false
    }

    /// Lowers `best` to the time of impact of fast body `i` with body `j`, if they collide and meet sooner.
    @inline(__always)
    private func consider(_ j: Int, for i: Int, _ againstDynamic: Bool, _ swept: AABB, _ best: inout Double) {
        guard j != i else { return }
        let fj = flags[j]
        let dynamic = fj.contains(.dynamic)
        guard !dynamic || againstDynamic, Self.collide(flags[i], filter[i], fj, filter[j]) else { return }
        let sweepJ: Sweep
        if dynamic && fj.contains(.awake) {
            var b = aabb[j]
            let end = box(j, at: pose[j])
            b.minX = min(b.minX, end.minX); b.minY = min(b.minY, end.minY)
            b.maxX = max(b.maxX, end.maxX); b.maxY = max(b.maxY, end.maxY)
            guard swept.overlaps(b) else { return }
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
        // about it could still swing through. Its core (a small circle about its center of mass, Box2D v3's
        // fallback) must not cross.
        var core = shapeI
        core.isCircle = true
        core.radius = 0.25 * halfWidth(shapeI)
        guard core.radius > 0, let tc = Collide.timeOfImpact(core, sweepI, shapeJ, sweepJ, target: 0, tolerance: 0.25 * linearSlop,
                                                              limit: best), tc > 0 else { return }
        best = tc
    }
}
