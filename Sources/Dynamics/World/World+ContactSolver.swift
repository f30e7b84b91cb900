import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A soft constraint's coefficients for one step (Box2D v3's "soft step" form of a damped spring of
/// `hertz` and damping ratio `zeta`, solved with impulses): the velocity bias per point of
/// penetration, and how much of the rigid impulse and of the accumulated impulse each pass applies.
struct Softness {
    var biasRate: Double
    var massScale: Double
    var impulseScale: Double
    /// `impulseScale / massScale` (= 1/a2): how much a soft row's diagonal mass term grows, for the
    /// block solver.
    var compliance: Double

    /// ω = 2π·hertz, a1 = 2ζ + hω, a2 = hω·a1: biasRate = ω/a1, massScale = a2/(1 + a2),
    /// impulseScale = 1/(1 + a2). At rest under a load g (pt/s²) the constraint gives way by g/ω².
    init(hertz: Double, zeta: Double, h: Double) {
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        biasRate = omega / a1
        massScale = a2 * a3
        impulseScale = a3
        compliance = impulseScale / massScale
    }
}

extension World {
    /// Phase: prepares the contact constraints of touching contacts with an awake body, for substeps of
    /// `hs` seconds, and lays them out for the solver (see ``ContactLanes``).
    ///
    /// First the graph is coloured: each constraint takes the first of ``maxColours`` colours in which
    /// neither of its dynamic bodies already appears (static bodies do not count: they never move), in
    /// contact order, so colouring is deterministic; those that fit none go to the overflow. Each colour's
    /// constraints are packed four to a block (two-point manifolds first, so that nearly every block is one
    /// kind), the last block of a colour padded, then each overflow constraint gets a block of its own.
    /// Then every constraint is read from its manifold in world space and written into its lane: anchors,
    /// effective masses, the two points' normal mass matrix for the block solver, base separations, the
    /// approach speeds for restitution, the contact's softness, and last step's impulses (warm starting).
    /// Both bodies are marked as in contact and in the solver.
    func prepareContacts(_ hs: Double) {
        // Everything is read and written through local copies, which the optimizer keeps in registers
        // (a class property is reloaded after every store through a pointer).
        let flags = self.flags, contacts = self.contacts
        // The narrow phase listed them (see ``updateContacts()``).
        let list = self.solverContacts
        for n in 0..<list.count {
            let c = contacts.base + Int(list[n])
            flags[Int(c.pointee.a)].insert([.inContact, .inSolver])
            flags[Int(c.pointee.b)].insert([.inContact, .inSolver])
        }
        let (blockCount, start, perBucket) = colourContacts()
        var lanes = self.contactLanes
        // Every field of every block is written as its four constraints are prepared (padding lanes zero, contact -1).
        lanes.resizeUninitialized(blockCount)
        self.contactLanes = lanes
        // A `let` for the nested function below: capturing the `var` boxed it on the heap, one allocation per step.
        let laneBase = lanes.base

        let pose = self.pose.base, vel = self.vel.base, mass = self.massData.base, shape = self.shape.base, change = self.velocityChange.base
        let order = self.constraintOrder, blocks = self.colourBlocks
        let hertz = min(contactHertz, 0.25 / hs)
        let contactSoftness = Softness(hertz: hertz, zeta: contactDampingRatio, h: hs)
        let staticSoftness = Softness(hertz: 2 * hertz, zeta: contactDampingRatio, h: hs)
        /// Prepares the `count` (1 to 4) constraints at `position` of the order into block `block`, gathering
        /// their inputs lane by lane into `input` (in memory: one store per value). `input` is reused from
        /// block to block: a padding lane keeps the previous block's values, and every field it would produce
        /// is masked to zero. Not inlined, so that `input` stays in memory instead of being kept in registers
        /// a lane at a time.
        @inline(never) func prepare(_ input: UnsafeMutablePointer<PrepareInputs>, _ position: Int, _ count: Int, _ block: Int) {
            for lane in count..<4 {
                input.pointee.contact[lane] = -1
                input.pointee.a[lane] = 0
                input.pointee.b[lane] = 0
                input.pointee.pointCount[lane] = 0
            }
            for lane in 0..<count {
                let k = Int(order[position + lane])
                let c = contacts.base + k
                let a = Int(c.pointee.a), b = Int(c.pointee.b)
                input.pointee.contact[lane] = Int32(k)
                input.pointee.a[lane] = Int32(a)
                input.pointee.b[lane] = Int32(b)
                let ma = mass + a, mb = mass + b
                input.pointee.mA[lane] = ma.pointee.invMass; input.pointee.iA[lane] = ma.pointee.invI
                input.pointee.mB[lane] = mb.pointee.invMass; input.pointee.iB[lane] = mb.pointee.invI
                input.pointee.pAx[lane] = pose[a].c.x; input.pointee.pAy[lane] = pose[a].c.y
                input.pointee.pBx[lane] = pose[b].c.x; input.pointee.pBy[lane] = pose[b].c.y
                // The reference body holds the manifold's local normal and point (A, or B for faceB), the
                // incident body its points.
                let type = c.pointee.manifold.type
                let faceB = type == .faceB
                let ref = faceB ? b : a, inc = faceB ? a : b
                let xfR = pose + ref, xfI = pose + inc
                input.pointee.refC[lane] = xfR.pointee.q.c; input.pointee.refS[lane] = xfR.pointee.q.s
                input.pointee.refPx[lane] = xfR.pointee.c.x; input.pointee.refPy[lane] = xfR.pointee.c.y
                input.pointee.incC[lane] = xfI.pointee.q.c; input.pointee.incS[lane] = xfI.pointee.q.s
                input.pointee.incPx[lane] = xfI.pointee.c.x; input.pointee.incPy[lane] = xfI.pointee.c.y
                let shapeR = shape + ref, shapeI = shape + inc
                input.pointee.rRef[lane] = shapeR.pointee.kind == .circle ? shapeR.pointee.radius : 0
                input.pointee.rInc[lane] = shapeI.pointee.kind == .circle ? shapeI.pointee.radius : 0
                input.pointee.kind[lane] = Double(type.rawValue)
                input.pointee.pointCount[lane] = Double(c.pointee.manifold.pointCount)
                input.pointee.lnx[lane] = c.pointee.manifold.localNormal.x; input.pointee.lny[lane] = c.pointee.manifold.localNormal.y
                input.pointee.lpx[lane] = c.pointee.manifold.localPoint.x; input.pointee.lpy[lane] = c.pointee.manifold.localPoint.y
                input.pointee.l0x[lane] = c.pointee.manifold.p0.localPoint.x; input.pointee.l0y[lane] = c.pointee.manifold.p0.localPoint.y
                input.pointee.l1x[lane] = c.pointee.manifold.p1.localPoint.x; input.pointee.l1y[lane] = c.pointee.manifold.p1.localPoint.y
                input.pointee.n0[lane] = c.pointee.manifold.p0.normalImpulse; input.pointee.t0[lane] = c.pointee.manifold.p0.tangentImpulse
                input.pointee.n1[lane] = c.pointee.manifold.p1.normalImpulse; input.pointee.t1[lane] = c.pointee.manifold.p1.tangentImpulse
                input.pointee.friction[lane] = c.pointee.friction; input.pointee.restitution[lane] = c.pointee.restitution
                // Approach speeds for restitution include the whole step's velocity change (as UIKit's single step).
                let va = vel + a, vb = vel + b, ca = change + a, cb = change + b
                input.pointee.vAx[lane] = va.pointee.v.x + ca.pointee.v.x; input.pointee.vAy[lane] = va.pointee.v.y + ca.pointee.v.y
                input.pointee.wA[lane] = va.pointee.w + ca.pointee.w
                input.pointee.vBx[lane] = vb.pointee.v.x + cb.pointee.v.x; input.pointee.vBy[lane] = vb.pointee.v.y + cb.pointee.v.y
                input.pointee.wB[lane] = vb.pointee.w + cb.pointee.w
            }
            Self.prepareLanes(input, laneBase + block, contactSoftness, staticSoftness)
        }
        let input = self.prepareInputs.base
        input.initialize(to: PrepareInputs())
        for c in 0..<Self.maxColours {
            let first = Int(start[2 * c]), inColour = Int(perBucket[2 * c] + perBucket[2 * c + 1]), block = Int(blocks[c])
            for offset in stride(from: 0, to: inColour, by: 4) {
                prepare(input, first + offset, min(4, inColour - offset), block + offset >> 2)
            }
        }
        let overflowBlocks = Int(blocks[Self.maxColours])
        for position in overflowStart..<list.count {
            prepare(input, position, 1, overflowBlocks + position - overflowStart)
        }
    }

    /// `x` rounded to `Float`, zero in the lanes where `keep` is false (padding lanes, missing points).
    @inline(__always) private static func floats(_ x: DoubleLanes, _ keep: SIMDMask<SIMD4<Int64>>) -> Lanes {
        Lanes(x.replacing(with: 0, where: .!keep))
    }

    /// Writes the lanes of block `l` from its four constraints' gathered inputs, computed four at a time in
    /// `Double` with the arithmetic of one constraint (so each lane is what a scalar preparation gives), then
    /// rounded to `Float`. Per point: the world point, normal and separation from the manifold
    /// (``Manifold/worldPoint(_:_:_:_:_:)``'s formulas, faceB's computed as faceA's with the bodies' roles
    /// swapped), the anchors' normal and tangent terms, effective masses, warm-start impulses, base separation
    /// and approach speed. Lanes without a constraint (padding), points the manifold does not have and an
    /// unused block solver are zero. Every field is written.
    @inline(__always)
    private static func prepareLanes(_ input: UnsafeMutablePointer<PrepareInputs>, _ l: UnsafeMutablePointer<ContactLanes>,
                                     _ contactSoftness: Softness, _ staticSoftness: Softness) {
        typealias D = DoubleLanes
        let contact = input.pointee.contact
        let valid = SIMD4<Int64>(truncatingIfNeeded: contact) .>= 0
        let pointCount = input.pointee.pointCount
        let has1 = pointCount .> 0, has2 = pointCount .== 2
        let mA = input.pointee.mA, iA = input.pointee.iA, mB = input.pointee.mB, iB = input.pointee.iB
        let mAB = mA + mB
        let isStatic = (mA .== 0) .| (mB .== 0)
        let compliance = D(repeating: contactSoftness.compliance).replacing(with: staticSoftness.compliance, where: isStatic)
        l.pointee.contact = contact
        l.pointee.a = input.pointee.a
        l.pointee.b = input.pointee.b
        l.pointee.mA = floats(mA, valid); l.pointee.iA = floats(iA, valid)
        l.pointee.mB = floats(mB, valid); l.pointee.iB = floats(iB, valid)
        l.pointee.friction = floats(input.pointee.friction, valid)
        l.pointee.restitution = floats(input.pointee.restitution, valid)
        l.pointee.biasRate = floats(D(repeating: contactSoftness.biasRate).replacing(with: staticSoftness.biasRate, where: isStatic), valid)
        l.pointee.massScale = floats(D(repeating: contactSoftness.massScale).replacing(with: staticSoftness.massScale, where: isStatic), valid)
        l.pointee.impulseScale = floats(D(repeating: contactSoftness.impulseScale).replacing(with: staticSoftness.impulseScale, where: isStatic), valid)
        l.pointee.compliance = floats(compliance, valid)

        // The reference face's normal and point in world space (for circles: A's center).
        let refC = input.pointee.refC, refS = input.pointee.refS
        let lnx = input.pointee.lnx, lny = input.pointee.lny, lpx = input.pointee.lpx, lpy = input.pointee.lpy
        let nRx = refC * lnx - refS * lny, nRy = refS * lnx + refC * lny
        let planeX = (refC * lpx - refS * lpy) + input.pointee.refPx, planeY = (refS * lpx + refC * lpy) + input.pointee.refPy
        let kind = input.pointee.kind
        let isCircles = kind .== 0, isFaceB = kind .== 2
        let anyCircles = any(isCircles .& has1)
        let normalX = nRx.replacing(with: -nRx, where: isFaceB), normalY = nRy.replacing(with: -nRy, where: isFaceB)

        let face = ReferenceFaceLanes(nRx: nRx, nRy: nRy, planeX: planeX, planeY: planeY, normalX: normalX, normalY: normalY,
                                      isCircles: isCircles, anyCircles: anyCircles, mAB: mAB)
        let q0 = preparePoint(input, face, input.pointee.l0x, input.pointee.l0y, input.pointee.n0, input.pointee.t0, has1, &l.pointee.p0)
        // A normal component below 10⁻⁹ (an axis-aligned contact's rounding) is zero: in `Float`, its products with
        // small impulses and velocities would be denormal numbers, which x86 computes a hundred times slower.
        l.pointee.nx = floats(q0.nx, has1 .& ((q0.nx .>= 1e-9) .| (q0.nx .<= -1e-9)))
        l.pointee.ny = floats(q0.ny, has1 .& ((q0.ny .>= 1e-9) .| (q0.ny .<= -1e-9)))
        let q1 = preparePoint(input, face, input.pointee.l1x, input.pointee.l1y, input.pointee.n1, input.pointee.t1, has2, &l.pointee.p1)
        // The two points' normal mass matrix, for two-point manifolds.
        let k11 = mAB + iA * q0.rnA * q0.rnA + iB * q0.rnB * q0.rnB
        let k22 = mAB + iA * q1.rnA * q1.rnA + iB * q1.rnB * q1.rnB
        let k12 = mAB + iA * q0.rnA * q1.rnA + iB * q0.rnB * q1.rnB
        let det = k11 * k22 - k12 * k12
        l.pointee.k12 = floats(k12, has2)
        // Solved together only when K is well conditioned.
        let block = has2 .& (k11 * k11 .< 1000 * det) .& (det .> 0)
        let grown = 1 + compliance
        l.pointee.block = SIMD4<Int32>(truncatingIfNeeded: SIMD4<Int64>.zero.replacing(with: -1, where: block))
        l.pointee.k11 = floats(k11, block); l.pointee.k22 = floats(k22, block)
        l.pointee.invDetRigid = floats(1 / det, block)
        l.pointee.invDetSoft = floats(1 / (grown * grown * k11 * k22 - k12 * k12), block)
    }

    /// Point lanes `lp` of manifold point `lx, ly` (in the incident body's frame; `keep`: the lanes whose
    /// manifold has it). Returns the world normal and the anchors' normal cross terms.
    @inline(__always)
    private static func preparePoint(_ input: UnsafeMutablePointer<PrepareInputs>, _ face: ReferenceFaceLanes, _ lx: DoubleLanes, _ ly: DoubleLanes,
                                     _ normalImpulse: DoubleLanes, _ tangentImpulse: DoubleLanes, _ keep: SIMDMask<SIMD4<Int64>>,
                                     _ lp: UnsafeMutablePointer<PointLanes>) -> (nx: DoubleLanes, ny: DoubleLanes, rnA: DoubleLanes, rnB: DoubleLanes) {
        let planeX = face.planeX, planeY = face.planeY, nRx = face.nRx, nRy = face.nRy, isCircles = face.isCircles
        let mAB = face.mAB, iA = input.pointee.iA, iB = input.pointee.iB
        let incC = input.pointee.incC, incS = input.pointee.incS, rRef = input.pointee.rRef, rInc = input.pointee.rInc
        let clipX = (incC * lx - incS * ly) + input.pointee.incPx, clipY = (incS * lx + incC * ly) + input.pointee.incPy
        let f0 = rRef - ((clipX - planeX) * nRx + (clipY - planeY) * nRy)
        let cRx = clipX + f0 * nRx, cRy = clipY + f0 * nRy
        let cIx = clipX - rInc * nRx, cIy = clipY - rInc * nRy
        var px = 0.5 * (cRx + cIx), py = 0.5 * (cRy + cIy)
        var separation = (cIx - cRx) * nRx + (cIy - cRy) * nRy
        var nx = face.normalX, ny = face.normalY
        if face.anyCircles {
            let dx = clipX - planeX, dy = clipY - planeY
            let dist = (dx * dx + dy * dy).squareRoot()
            let far = dist .> 1e-12
            let inv = 1 / dist
            let cnx = (inv * dx).replacing(with: 1, where: .!far), cny = (inv * dy).replacing(with: 0, where: .!far)
            let cAx = planeX + rRef * cnx, cAy = planeY + rRef * cny
            let cBx = clipX - rInc * cnx, cBy = clipY - rInc * cny
            px.replace(with: 0.5 * (cAx + cBx), where: isCircles)
            py.replace(with: 0.5 * (cAy + cBy), where: isCircles)
            separation.replace(with: (cBx - cAx) * cnx + (cBy - cAy) * cny, where: isCircles)
            nx.replace(with: cnx, where: isCircles)
            ny.replace(with: cny, where: isCircles)
        }
        let rAx = px - input.pointee.pAx, rAy = py - input.pointee.pAy
        let rBx = px - input.pointee.pBx, rBy = py - input.pointee.pBy
        let rnA = rAx * ny - rAy * nx, rnB = rBx * ny - rBy * nx
        let dnA = rAx * nx + rAy * ny, dnB = rBx * nx + rBy * ny
        lp.pointee.rnA = floats(rnA, keep); lp.pointee.rnB = floats(rnB, keep)
        lp.pointee.dnA = floats(dnA, keep); lp.pointee.dnB = floats(dnB, keep)
        lp.pointee.baseSeparation = floats(separation - (dnB - dnA), keep)
        let kn = mAB + iA * rnA * rnA + iB * rnB * rnB
        lp.pointee.normalMass = floats((1 / kn).replacing(with: 0, where: .!(kn .> 0)), keep)
        // Tangent = (ny, −nx).
        let tx = ny, ty = -nx
        let rtA = rAx * ty - rAy * tx, rtB = rBx * ty - rBy * tx
        lp.pointee.rtA = floats(rtA, keep); lp.pointee.rtB = floats(rtB, keep)
        let kt = mAB + iA * rtA * rtA + iB * rtB * rtB
        lp.pointee.tangentMass = floats((1 / kt).replacing(with: 0, where: .!(kt .> 0)), keep)
        let vA = (input.pointee.vAx, input.pointee.vAy, input.pointee.wA), vB = (input.pointee.vBx, input.pointee.vBy, input.pointee.wB)
        lp.pointee.relativeVelocity = floats((nx * (vB.0 - vA.0) + ny * (vB.1 - vA.1)) + vB.2 * rnB - vA.2 * rnA, keep)
        // Warm-start impulses that decayed below 10⁻²⁰ start from zero: in `Float` they would soon be denormal
        // numbers, which x86 computes about a hundred times slower.
        lp.pointee.normalImpulse = floats(normalImpulse, keep .& ((normalImpulse .>= 1e-20) .| (normalImpulse .<= -1e-20)))
        lp.pointee.tangentImpulse = floats(tangentImpulse, keep .& ((tangentImpulse .>= 1e-20) .| (tangentImpulse .<= -1e-20)))
        lp.pointee.maxNormalImpulse = .zero
        return (nx, ny, rnA, rnB)
    }
}

/// Four `Double` lanes: the contact constraints are prepared four at a time in them.
typealias DoubleLanes = SIMD4<Double>

/// What both points of four constraints share: the reference face's world normal and point, the
/// constraints' normals, which lanes are circle manifolds, and the sum of the inverse masses.
struct ReferenceFaceLanes {
    var nRx: DoubleLanes, nRy: DoubleLanes, planeX: DoubleLanes, planeY: DoubleLanes, normalX: DoubleLanes, normalY: DoubleLanes
    var isCircles: SIMDMask<SIMD4<Int64>>, anyCircles: Bool
    var mAB: DoubleLanes
}

/// The inputs of four contact constraints' preparation, gathered from their contacts and bodies (see
/// ``World/prepareContacts(_:)``). The reference body is A, or B for a faceB manifold.
struct PrepareInputs {
    var contact = SIMD4<Int32>(repeating: -1), a = SIMD4<Int32>.zero, b = SIMD4<Int32>.zero
    var mA = DoubleLanes.zero, iA = DoubleLanes.zero, mB = DoubleLanes.zero, iB = DoubleLanes.zero
    /// The bodies' centers of mass.
    var pAx = DoubleLanes.zero, pAy = DoubleLanes.zero, pBx = DoubleLanes.zero, pBy = DoubleLanes.zero
    /// The reference and incident bodies' transforms and radii (zero for polygons).
    var refC = DoubleLanes.zero, refS = DoubleLanes.zero, refPx = DoubleLanes.zero, refPy = DoubleLanes.zero
    var incC = DoubleLanes.zero, incS = DoubleLanes.zero, incPx = DoubleLanes.zero, incPy = DoubleLanes.zero
    var rRef = DoubleLanes.zero, rInc = DoubleLanes.zero
    /// The manifold: ``ManifoldType`` raw value, point count, local normal and point, the points' local
    /// points and impulses.
    var kind = DoubleLanes.zero, pointCount = DoubleLanes.zero
    var lnx = DoubleLanes.zero, lny = DoubleLanes.zero, lpx = DoubleLanes.zero, lpy = DoubleLanes.zero
    var l0x = DoubleLanes.zero, l0y = DoubleLanes.zero, l1x = DoubleLanes.zero, l1y = DoubleLanes.zero
    var n0 = DoubleLanes.zero, t0 = DoubleLanes.zero, n1 = DoubleLanes.zero, t1 = DoubleLanes.zero
    var friction = DoubleLanes.zero, restitution = DoubleLanes.zero
    /// The bodies' velocities including the whole step's velocity change.
    var vAx = DoubleLanes.zero, vAy = DoubleLanes.zero, wA = DoubleLanes.zero
    var vBx = DoubleLanes.zero, vBy = DoubleLanes.zero, wB = DoubleLanes.zero
}
