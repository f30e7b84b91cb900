import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Four values of one field of four contact constraints, solved together (`Float`, as Box2D v3's SIMD
/// solver: one SSE or NEON register).
typealias Lanes = SIMD4<Float>

/// Four contact constraints of one graph colour, laid out field by field so that one pass over them is
/// a handful of vector operations: no two of them share a dynamic body, so their impulses can be
/// computed side by side and written back in any order (Box2D v3's wide contact constraints).
///
/// A lane whose contact index is -1 is padding: every other field zero (its bodies the ground body, its
/// masses and normal zero), so it changes nothing.
struct ContactLanes {
    /// The contact of each lane in ``World/contacts`` (-1: padding), and its bodies.
    var contact: SIMD4<Int32>
    var a: SIMD4<Int32>, b: SIMD4<Int32>
    var mA: Lanes, iA: Lanes, mB: Lanes, iB: Lanes
    var nx: Lanes, ny: Lanes
    var friction: Lanes, restitution: Lanes
    /// The contacts' softness (contacts with a static body are stiffer); see ``Softness``.
    var biasRate: Lanes, massScale: Lanes, impulseScale: Lanes, compliance: Lanes
    /// Whether each lane's two points are solved together (Box2D 2.4's block solver; -1: yes).
    var block: SIMD4<Int32>
    /// The two points' normal mass matrix K = [k11 k12; k12 k22], and 1/det of K and of K with both
    /// diagonal terms grown by the soft compliance (the two cases of nearly every pass).
    var k11: Lanes, k12: Lanes, k22: Lanes, invDetRigid: Lanes, invDetSoft: Lanes
    var p0: PointLanes, p1: PointLanes
}

/// One contact point of four constraints (a one-point manifold's second point is all zeros: inert).
struct PointLanes {
    /// See ``ConstraintPoint``.
    var rnA: Lanes, rnB: Lanes, rtA: Lanes, rtB: Lanes, dnA: Lanes, dnB: Lanes
    var baseSeparation: Lanes
    var normalImpulse: Lanes, tangentImpulse: Lanes
    /// The largest accumulated normal impulse of the step: zero means the point never pushed (a speculative
    /// point that was not reached), so it gets no bounce.
    var maxNormalImpulse: Lanes
    var normalMass: Lanes, tangentMass: Lanes
    var relativeVelocity: Lanes

    static let zero = PointLanes(rnA: .zero, rnB: .zero, rtA: .zero, rtB: .zero, dnA: .zero, dnB: .zero, baseSeparation: .zero,
                                 normalImpulse: .zero, tangentImpulse: .zero, maxNormalImpulse: .zero, normalMass: .zero,
                                 tangentMass: .zero, relativeVelocity: .zero)
}

/// What colouring reads of one constraint: its contact, its two bodies, and (bits 0, 1, 2) whether body A
/// and body B are dynamic and whether the manifold has two points.
struct ColouringKey {
    var fields: SIMD4<Int32>
}

/// The velocities of the four A bodies or the four B bodies of a ``ContactLanes``.
struct VelocityLanes {
    var x: Lanes, y: Lanes, w: Lanes
}

/// A point's velocity bias, mass scale, impulse scale and soft compliance for one pass.
struct TargetLanes {
    var bias: Lanes, massScale: Lanes, impulseScale: Lanes, compliance: Lanes
}

extension World {
    /// The most graph colours the contact solver uses; constraints that fit none are solved one by one
    /// after the coloured ones (Box2D v3 has 24 colours and an overflow).
    static let maxColours = 16

    /// Colours the constraints of ``solverContacts`` (see ``prepareContacts(_:)``): fills
    /// ``constraintOrder`` (positions in ``solverContacts``' order by colour, two-point manifolds first
    /// within each colour, the overflow last from ``overflowStart``) and ``colourBlocks`` (each colour's
    /// first block, then the overflow's). Returns the number of blocks, and each bucket's first position
    /// and size (bucket 2c: colour c's two-point manifolds, 2c + 1: its others).
    ///
    /// The colouring reads only each constraint's contact, its bodies, which of them are dynamic and
    /// whether it has two points, in ``solverContacts``' order: when none of these changed since the last
    /// colouring (a resting stack, step after step), its order and blocks still hold and are kept (Box2D
    /// v3 keeps its constraint graph from step to step too).
    func colourContacts() -> (blocks: Int, start: SIMD32<Int32>, sizes: SIMD32<Int32>) {
        let list = self.solverContacts, contacts = self.contacts
        let count = list.count
        let flags = self.flags
        if updateColouringKeys(list, contacts, flags), let kept = lastColouring { return kept }
        counters.colourings += 1
        let words = (pose.count + 63) >> 6
        var bits = self.colourBits
        bits.removeAll()
        bits.resize(Self.maxColours * words, fill: 0)
        self.colourBits = bits
        var bucketOf = self.constraintColour
        bucketOf.removeAll()
        bucketOf.resizeUninitialized(count)
        var sizes = SIMD32<Int32>()
        // The buckets' sizes are counted in memory (a `SIMD32` indexed by a variable is reloaded and stored whole).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * Self.maxColours + 1) { counts in
            counts.initialize(repeating: 0)
            for k in 0..<count {
                let c = contacts.base + Int(list[k])
                let a = Int(c.pointee.a), b = Int(c.pointee.b)
                let dynamicA = flags[a].contains(.dynamic), dynamicB = flags[b].contains(.dynamic)
                var chosen = Self.maxColours
                for colour in 0..<Self.maxColours {
                    let row = bits.base + colour * words
                    if dynamicA && row[a >> 6] & (1 << UInt64(a & 63)) != 0 { continue }
                    if dynamicB && row[b >> 6] & (1 << UInt64(b & 63)) != 0 { continue }
                    if dynamicA { row[a >> 6] |= 1 << UInt64(a & 63) }
                    if dynamicB { row[b >> 6] |= 1 << UInt64(b & 63) }
                    chosen = colour
                    break
                }
                let bucket = chosen < Self.maxColours ? 2 * chosen + (c.pointee.manifold.pointCount == 2 ? 0 : 1) : 2 * Self.maxColours
                bucketOf[k] = Int32(bucket)
                counts[bucket] += 1
            }
            for bucket in 0..<2 * Self.maxColours { sizes[bucket] = counts[bucket] }
        }
        self.constraintColour = bucketOf

        var start = SIMD32<Int32>(), next = Int32(0)
        var blocks = self.colourBlocks
        blocks.removeAll()
        var blockCount = Int32(0)
        for c in 0..<Self.maxColours {
            start[2 * c] = next
            start[2 * c + 1] = next + sizes[2 * c]
            let inColour = sizes[2 * c] + sizes[2 * c + 1]
            next += inColour
            blocks.append(blockCount)
            blockCount += (inColour + 3) / 4
        }
        blocks.append(blockCount)
        self.colourBlocks = blocks
        overflowStart = Int(next)
        var order = self.constraintOrder
        order.removeAll()
        order.resizeUninitialized(count)  // every slot is written below
        self.constraintOrder = order
        // Each bucket's next slot (the overflow's last), in memory as the sizes above.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * Self.maxColours + 1) { fill in
            for bucket in 0..<2 * Self.maxColours { fill[bucket] = start[bucket] }
            fill[2 * Self.maxColours] = next
            for k in 0..<count {
                let bucket = Int(bucketOf[k])
                let slot = fill[bucket]
                fill[bucket] += 1
                order[Int(slot)] = list[k]
            }
        }
        let result = (blocks: Int(blockCount) + count - overflowStart, start: start, sizes: sizes)
        lastColouring = result
        return result
    }

    /// Writes the colouring's inputs of this step's constraints into ``colouringKeys``; returns whether
    /// they are the ones the keys held (the same constraints in the same order, nothing changed that
    /// colouring reads).
    private func updateColouringKeys(_ list: Pool<Int32>, _ contacts: Pool<Contact>, _ flags: Pool<BodyFlags>) -> Bool {
        var keys = self.colouringKeys
        let previous = keys.count
        var same = previous == list.count
        keys.resizeUninitialized(list.count)  // every slot is written below
        self.colouringKeys = keys
        for k in 0..<list.count {
            let c = contacts.base + Int(list[k])
            let a = c.pointee.a, b = c.pointee.b
            let kind = (flags[Int(a)].contains(.dynamic) ? 1 : 0) | (flags[Int(b)].contains(.dynamic) ? 2 : 0)
                | (c.pointee.manifold.pointCount == 2 ? 4 : 0)
            let key = ColouringKey(fields: SIMD4(list[k], a, b, Int32(kind)))
            if same, key.fields != keys[k].fields { same = false }
            keys[k] = key
        }
        return same
    }

    /// Phase (after the substeps): writes the accumulated impulses back into the manifolds for next step's
    /// warm start.
    func storeContactImpulses() {
        let lanes = self.contactLanes, contacts = self.contacts.base
        for k in 0..<lanes.count {
            let l = lanes.base + k
            for lane in 0..<4 {
                let c = Int(l.pointee.contact[lane])
                guard c >= 0 else { continue }
                let m = contacts + c
                m.pointee.manifold.p0.normalImpulse = Double(l.pointee.p0.normalImpulse[lane])
                m.pointee.manifold.p0.tangentImpulse = Double(l.pointee.p0.tangentImpulse[lane])
                m.pointee.manifold.p1.normalImpulse = Double(l.pointee.p1.normalImpulse[lane])
                m.pointee.manifold.p1.tangentImpulse = Double(l.pointee.p1.tangentImpulse[lane])
            }
        }
    }

    // MARK: Gathering and scattering

    /// The velocities of bodies `i` (four lanes): four vector loads of their states, transposed.
    @inline(__always)
    private static func gather(_ states: UnsafeMutablePointer<BodyState>, _ i: SIMD4<Int32>) -> VelocityLanes {
        let r0 = states[Int(i[0])].v, r1 = states[Int(i[1])].v, r2 = states[Int(i[2])].v, r3 = states[Int(i[3])].v
        return VelocityLanes(x: Lanes(r0.x, r1.x, r2.x, r3.x), y: Lanes(r0.y, r1.y, r2.y, r3.y), w: Lanes(r0.z, r1.z, r2.z, r3.z))
    }

    /// Writes lane velocities back to the states of bodies `i`. Lanes never share a dynamic body; a static
    /// body shared by lanes (or the padding's ground body) is at rest with zero inverse mass, so every lane
    /// writes back the zero it read.
    @inline(__always)
    private static func scatter(_ states: UnsafeMutablePointer<BodyState>, _ i: SIMD4<Int32>, _ v: VelocityLanes) {
        states[Int(i[0])].v = SIMD4(v.x[0], v.y[0], v.w[0], 0)
        states[Int(i[1])].v = SIMD4(v.x[1], v.y[1], v.w[1], 0)
        states[Int(i[2])].v = SIMD4(v.x[2], v.y[2], v.w[2], 0)
        states[Int(i[3])].v = SIMD4(v.x[3], v.y[3], v.w[3], 0)
    }

    /// How far the bodies of each lane moved since the step began: B's translation minus A's, and each
    /// body's rotation.
    @inline(__always)
    private static func gatherDelta(_ states: UnsafeMutablePointer<BodyState>, _ a: SIMD4<Int32>, _ b: SIMD4<Int32>)
        -> (dpx: Lanes, dpy: Lanes, qAc: Lanes, qAs: Lanes, qBc: Lanes, qBs: Lanes) {
        let a0 = states[Int(a[0])].d, a1 = states[Int(a[1])].d, a2 = states[Int(a[2])].d, a3 = states[Int(a[3])].d
        let b0 = states[Int(b[0])].d, b1 = states[Int(b[1])].d, b2 = states[Int(b[2])].d, b3 = states[Int(b[3])].d
        return (Lanes(b0.x, b1.x, b2.x, b3.x) - Lanes(a0.x, a1.x, a2.x, a3.x),
                Lanes(b0.y, b1.y, b2.y, b3.y) - Lanes(a0.y, a1.y, a2.y, a3.y),
                Lanes(a0.z, a1.z, a2.z, a3.z), Lanes(a0.w, a1.w, a2.w, a3.w),
                Lanes(b0.z, b1.z, b2.z, b3.z), Lanes(b0.w, b1.w, b2.w, b3.w))
    }

    // MARK: Passes

    /// Calls `body` for every block in order with its bodies' velocities, gathered before and scattered
    /// after. (``solveLanes(useBias:substep:)`` has its own loop: the compiler does not inline a closure that
    /// large, and calling it per block costs a fifth more.)
    @inline(__always)
    private func forEachBlock(_ body: (UnsafeMutablePointer<ContactLanes>, inout VelocityLanes, inout VelocityLanes) -> Void) {
        let states = self.states.base
        var lp = contactLanes.base
        let end = lp + contactLanes.count
        while lp < end {
            let a = lp.pointee.a, b = lp.pointee.b
            var va = Self.gather(states, a), vb = Self.gather(states, b)
            body(lp, &va, &vb)
            Self.scatter(states, a, va)
            Self.scatter(states, b, vb)
            lp += 1
        }
    }

    /// Phase: applies last step's impulses so the passes start near the solution.
    func warmStartLanes() {
        forEachBlock { lp, va, vb in
            let nx = lp.pointee.nx, ny = lp.pointee.ny
            let n0 = lp.pointee.p0.normalImpulse, t0 = lp.pointee.p0.tangentImpulse
            let n1 = lp.pointee.p1.normalImpulse, t1 = lp.pointee.p1.tangentImpulse
            // Tangent = (ny, −nx).
            let px = (n0 + n1) * nx + (t0 + t1) * ny
            let py = (n0 + n1) * ny - (t0 + t1) * nx
            let la = n0 * lp.pointee.p0.rnA + t0 * lp.pointee.p0.rtA + n1 * lp.pointee.p1.rnA + t1 * lp.pointee.p1.rtA
            let lb = n0 * lp.pointee.p0.rnB + t0 * lp.pointee.p0.rtB + n1 * lp.pointee.p1.rnB + t1 * lp.pointee.p1.rtB
            va.x -= lp.pointee.mA * px; va.y -= lp.pointee.mA * py; va.w -= lp.pointee.iA * la
            vb.x += lp.pointee.mB * px; vb.y += lp.pointee.mB * py; vb.w += lp.pointee.iB * lb
        }
    }

    /// Phase: one pass over the constraints, colour after colour, four at a time (then the overflow, one
    /// at a time): the normal constraints, then friction (Box2D v3's order). `useBias` true is the
    /// substep's solving pass, false its relaxing pass. Two-point manifolds are solved together as a 2×2
    /// linear complementarity problem where ``ContactLanes/block`` (Box2D 2.4's block solver, extended to
    /// the soft rows), so that a box resting on a face gets no spurious torque from solving one corner
    /// first; other points one after the other.
    func solveLanes(useBias: Bool, substep hs: Double) {
        let states = self.states.base
        let invHs = Lanes(repeating: Float(1 / hs)), pushout = Lanes(repeating: -Float(maxPushoutSpeed)), one = Lanes(repeating: 1)
        var lp = contactLanes.base
        let end = lp + contactLanes.count
        while lp < end {
            let a = lp.pointee.a, b = lp.pointee.b
            var va = Self.gather(states, a), vb = Self.gather(states, b)
            let nx = lp.pointee.nx, ny = lp.pointee.ny

            // Each point's target: the velocity bias of its current separation and its soft scaling.
            let t0: TargetLanes, t1: TargetLanes
            do {
                let d = Self.gatherDelta(states, a, b)
                let dpn = d.dpx * nx + d.dpy * ny
                let p0 = lp.pointee.p0, p1 = lp.pointee.p1
                let s0 = p0.baseSeparation + dpn + (d.qBc * p0.dnB + d.qBs * p0.rnB) - (d.qAc * p0.dnA + d.qAs * p0.rnA)
                let s1 = p1.baseSeparation + dpn + (d.qBc * p1.dnB + d.qBs * p1.rnB) - (d.qAc * p1.dnA + d.qAs * p1.rnA)
                // Speculative (apart: approach may close the gap this substep, rigid), soft push-out
                // (overlapping, solving pass: at most `pushout` pt/s), or rigid without bias (overlapping,
                // relaxing pass). Spelled out here: as a function it is not inlined into this loop.
                let apart0 = s0 .> 0, apart1 = s1 .> 0
                if useBias {
                    let biasRate = lp.pointee.biasRate, massScale = lp.pointee.massScale
                    let impulseScale = lp.pointee.impulseScale, compliance = lp.pointee.compliance
                    t0 = TargetLanes(bias: lanesMax(biasRate * s0, pushout).replacing(with: s0 * invHs, where: apart0),
                                     massScale: massScale.replacing(with: one, where: apart0),
                                     impulseScale: impulseScale.replacing(with: 0, where: apart0),
                                     compliance: compliance.replacing(with: 0, where: apart0))
                    t1 = TargetLanes(bias: lanesMax(biasRate * s1, pushout).replacing(with: s1 * invHs, where: apart1),
                                     massScale: massScale.replacing(with: one, where: apart1),
                                     impulseScale: impulseScale.replacing(with: 0, where: apart1),
                                     compliance: compliance.replacing(with: 0, where: apart1))
                } else {
                    t0 = TargetLanes(bias: (s0 * invHs).replacing(with: 0, where: .!apart0), massScale: one, impulseScale: .zero,
                                     compliance: .zero)
                    t1 = TargetLanes(bias: (s1 * invHs).replacing(with: 0, where: .!apart1), massScale: one, impulseScale: .zero,
                                     compliance: .zero)
                }
            }

            // Normal velocities before this pass.
            let rnA0 = lp.pointee.p0.rnA, rnB0 = lp.pointee.p0.rnB, rnA1 = lp.pointee.p1.rnA, rnB1 = lp.pointee.p1.rnB
            let vnLinear = (vb.x - va.x) * nx + (vb.y - va.y) * ny
            let vn0 = vnLinear + vb.w * rnB0 - va.w * rnA0
            let vn1 = vnLinear + vb.w * rnB1 - va.w * rnA1
            let ax = lp.pointee.p0.normalImpulse, ay = lp.pointee.p1.normalImpulse

            // Two-point manifolds solved together, other points one after the other: each block of four is
            // nearly always one kind.
            let useBlock = lp.pointee.block .!= 0
            var x1: Lanes, x2: Lanes
            if all(useBlock) {
                (x1, x2) = Self.solveBlock(lp, vn0, vn1, ax, ay, t0, t1)
            } else {
                // The second point sees the first one's impulse: its normal velocity changes by K12 per unit.
                x1 = lanesMax(ax - lp.pointee.p0.normalMass * t0.massScale * (vn0 + t0.bias) - t0.impulseScale * ax, .zero)
                let vn1After = vn1 + (x1 - ax) * lp.pointee.k12
                x2 = lanesMax(ay - lp.pointee.p1.normalMass * t1.massScale * (vn1After + t1.bias) - t1.impulseScale * ay, .zero)
                if any(useBlock) {
                    let block = Self.solveBlock(lp, vn0, vn1, ax, ay, t0, t1)
                    x1.replace(with: block.x1, where: useBlock)
                    x2.replace(with: block.x2, where: useBlock)
                }
            }
            lp.pointee.p0.normalImpulse = x1
            lp.pointee.p1.normalImpulse = x2
            lp.pointee.p0.maxNormalImpulse = lanesMax(lp.pointee.p0.maxNormalImpulse, x1)
            lp.pointee.p1.maxNormalImpulse = lanesMax(lp.pointee.p1.maxNormalImpulse, x2)
            let mA = lp.pointee.mA, iA = lp.pointee.iA, mB = lp.pointee.mB, iB = lp.pointee.iB
            let l0 = x1 - ax, l1 = x2 - ay
            let pn = l0 + l1
            va.x -= mA * (pn * nx); va.y -= mA * (pn * ny); va.w -= iA * (l0 * rnA0 + l1 * rnA1)
            vb.x += mB * (pn * nx); vb.y += mB * (pn * ny); vb.w += iB * (l0 * rnB0 + l1 * rnB1)

            // Friction, point after point.
            let friction = lp.pointee.friction
            Self.solveFriction(&lp.pointee.p0, nx, ny, friction, &va, &vb, mA, iA, mB, iB)
            Self.solveFriction(&lp.pointee.p1, nx, ny, friction, &va, &vb, mA, iA, mB, iB)

            Self.scatter(states, a, va)
            Self.scatter(states, b, vb)
            lp += 1
        }
    }

    /// The two normal rows together: new accumulated impulses x ≥ 0 with w = K′x + b ≥ 0 and x·w = 0, K′
    /// being K with each diagonal term grown by its row's soft compliance and b = vn + bias − K·(old
    /// impulses). Tries both points active, the first only, the second only, none; a lane where none fits
    /// keeps its impulses.
    @inline(never)
    private static func solveBlock(_ l: UnsafeMutablePointer<ContactLanes>, _ vn0: Lanes, _ vn1: Lanes, _ ax: Lanes, _ ay: Lanes,
                                   _ t0: TargetLanes, _ t1: TargetLanes) -> (x1: Lanes, x2: Lanes) {
        let k11 = l.pointee.k11, k12 = l.pointee.k12, k22 = l.pointee.k22
        let bx = vn0 + t0.bias - (k11 * ax + k12 * ay)
        let by = vn1 + t1.bias - (k12 * ax + k22 * ay)
        let one = Lanes(repeating: 1)
        let s11 = k11 * (one + t0.compliance), s22 = k22 * (one + t1.compliance)
        // 1/det: precomputed for both rows rigid or both soft; otherwise computed.
        let same = t0.compliance .== t1.compliance
        var inv = l.pointee.invDetRigid.replacing(with: l.pointee.invDetSoft, where: t0.compliance .!= 0)
        if !all(same) {
            let det = s11 * s22 - k12 * k12
            let mixedInv = (one / det).replacing(with: 0, where: .!(det .> 0))
            inv.replace(with: mixedInv, where: .!same)
        }
        // In reverse order of preference, each case overriding the ones after it where it fits.
        var x1 = ax, x2 = ay
        let none = (bx .>= 0) .& (by .>= 0)
        x1.replace(with: 0, where: none)
        x2.replace(with: 0, where: none)
        let second = -by / s22
        let secondFits = (second .>= 0) .& (k12 * second + bx .>= 0)
        x1.replace(with: 0, where: secondFits)
        x2.replace(with: second, where: secondFits)
        let first = -bx / s11
        let firstFits = (first .>= 0) .& (k12 * first + by .>= 0)
        x1.replace(with: first, where: firstFits)
        x2.replace(with: 0, where: firstFits)
        let both1 = -inv * (s22 * bx - k12 * by), both2 = -inv * (s11 * by - k12 * bx)
        let bothFit = (inv .> 0) .& (both1 .>= 0) .& (both2 .>= 0)
        x1.replace(with: both1, where: bothFit)
        x2.replace(with: both2, where: bothFit)
        return (x1, x2)
    }

    /// Friction at one point of each lane: the tangential impulse clamped to the friction cone. Tangent =
    /// (ny, −nx).
    @inline(__always)
    private static func solveFriction(_ p: UnsafeMutablePointer<PointLanes>, _ nx: Lanes, _ ny: Lanes, _ friction: Lanes,
                                      _ va: inout VelocityLanes, _ vb: inout VelocityLanes,
                                      _ mA: Lanes, _ iA: Lanes, _ mB: Lanes, _ iB: Lanes) {
        let rtA = p.pointee.rtA, rtB = p.pointee.rtB, old = p.pointee.tangentImpulse
        let vt = (vb.x - va.x) * ny - (vb.y - va.y) * nx + vb.w * rtB - va.w * rtA
        let maxF = friction * p.pointee.normalImpulse
        let newImpulse = lanesMin(lanesMax(old - p.pointee.tangentMass * vt, -maxF), maxF)
        p.pointee.tangentImpulse = newImpulse
        let lambda = newImpulse - old
        va.x -= mA * (lambda * ny); va.y += mA * (lambda * nx); va.w -= iA * (lambda * rtA)
        vb.x += mB * (lambda * ny); vb.y -= mB * (lambda * nx); vb.w += iB * (lambda * rtB)
    }

    /// Phase: restitution after the substeps: points that were approaching faster than
    /// ``velocityThreshold`` when the step began and pushed during it leave at `restitution` times that
    /// speed. A two-point manifold whose points both bounce bounces as a block, so that a flat landing
    /// leaves flat; otherwise point after point.
    func applyRestitution() {
        let threshold = Lanes(repeating: -Float(velocityThreshold))
        forEachBlock { lp, va, vb in
            let restitution = lp.pointee.restitution
            let bounces = restitution .> 0
            let bounce0 = bounces .& (lp.pointee.p0.relativeVelocity .< threshold) .& (lp.pointee.p0.maxNormalImpulse .> 0)
            let bounce1 = bounces .& (lp.pointee.p1.relativeVelocity .< threshold) .& (lp.pointee.p1.maxNormalImpulse .> 0)
            guard any(bounce0 .| bounce1) else { return }
            let nx = lp.pointee.nx, ny = lp.pointee.ny
            let rnA0 = lp.pointee.p0.rnA, rnB0 = lp.pointee.p0.rnB, rnA1 = lp.pointee.p1.rnA, rnB1 = lp.pointee.p1.rnB
            let vnLinear = (vb.x - va.x) * nx + (vb.y - va.y) * ny
            let vn0 = vnLinear + vb.w * rnB0 - va.w * rnA0
            let vn1 = vnLinear + vb.w * rnB1 - va.w * rnA1
            let ax = lp.pointee.p0.normalImpulse, ay = lp.pointee.p1.normalImpulse
            let bias0 = restitution * lp.pointee.p0.relativeVelocity, bias1 = restitution * lp.pointee.p1.relativeVelocity
            // Point after point.
            var x1 = lanesMax(ax - lp.pointee.p0.normalMass * (vn0 + bias0), .zero).replacing(with: ax, where: .!bounce0)
            let vn1After = vn1 + (x1 - ax) * lp.pointee.k12
            var x2 = lanesMax(ay - lp.pointee.p1.normalMass * (vn1After + bias1), .zero).replacing(with: ay, where: .!bounce1)
            // Both corners together.
            let both = bounce0 .& bounce1 .& (lp.pointee.block .!= 0)
            if any(both) {
                let rigid = TargetLanes(bias: bias0, massScale: Lanes(repeating: 1), impulseScale: .zero, compliance: .zero)
                let block = Self.solveBlock(lp, vn0, vn1, ax, ay, rigid, TargetLanes(bias: bias1, massScale: rigid.massScale,
                                                                                          impulseScale: .zero, compliance: .zero))
                x1.replace(with: block.x1, where: both)
                x2.replace(with: block.x2, where: both)
            }
            lp.pointee.p0.normalImpulse = x1
            lp.pointee.p1.normalImpulse = x2
            let mA = lp.pointee.mA, iA = lp.pointee.iA, mB = lp.pointee.mB, iB = lp.pointee.iB
            let l0 = x1 - ax, l1 = x2 - ay
            let pn = l0 + l1
            va.x -= mA * (pn * nx); va.y -= mA * (pn * ny); va.w -= iA * (l0 * rnA0 + l1 * rnA1)
            vb.x += mB * (pn * nx); vb.y += mB * (pn * ny); vb.w += iB * (l0 * rnB0 + l1 * rnB1)
        }
    }
}

/// The larger of `a` and `b` in each lane (`b` where `a` is NaN). The standard library's `pointwiseMax`
/// follows IEEE maxNum lane by lane in scalar code; this is one compare and a select.
@inline(__always) func lanesMax(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: .!(a .> b)) }

/// The smaller of `a` and `b` in each lane (`b` where `a` is NaN).
@inline(__always) func lanesMin(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: .!(a .< b)) }
