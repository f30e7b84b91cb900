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
        // Each block starts as padding (all zero, contact -1) just before its lanes are prepared, while it is
        // in the cache (zeroing them all first was a pass of its own over megabytes of lanes).
        lanes.resizeUninitialized(blockCount)
        self.contactLanes = lanes
        // A `let` for the nested function below: capturing the `var` boxed it on the heap, one allocation per step.
        let laneBase = lanes.base

        let pose = self.pose, vel = self.vel, mass = self.massData, shape = self.shape, change = self.velocityChange
        let order = self.constraintOrder, blocks = self.colourBlocks
        let hertz = min(contactHertz, 0.25 / hs)
        let contactSoftness = Softness(hertz: hertz, zeta: contactDampingRatio, h: hs)
        let staticSoftness = Softness(hertz: 2 * hertz, zeta: contactDampingRatio, h: hs)
        /// Prepares the constraint at `position` of the order into lane `lane` of block `block`.
        @inline(__always) func prepare(_ position: Int, _ block: Int, _ lane: Int) {
            let k = Int(order[position])
            let c = contacts.base + k
            let a = Int(c.pointee.a), b = Int(c.pointee.b)
            let ma = mass[a], mb = mass[b]
            let xfA = pose[a].xf, xfB = pose[b].xf
            let shapeA = shape[a], shapeB = shape[b]
            let rA = shapeA.kind == .circle ? shapeA.radius : 0
            let rB = shapeB.kind == .circle ? shapeB.radius : 0
            let manifold = c.pointee.manifold
            // Approach speeds for restitution include the whole step's velocity change (as UIKit's single step).
            let ca = change[a], cb = change[b]
            let va = Velocity(v: vel[a].v + ca.v, w: vel[a].w + ca.w), vb = Velocity(v: vel[b].v + cb.v, w: vel[b].w + cb.w)
            let softness = ma.invMass == 0 || mb.invMass == 0 ? staticSoftness : contactSoftness
            let l = laneBase + block
            l.pointee.contact[lane] = Int32(k)
            l.pointee.a[lane] = Int32(a)
            l.pointee.b[lane] = Int32(b)
            Self.put(&l.pointee.mA, lane, ma.invMass); Self.put(&l.pointee.iA, lane, ma.invI)
            Self.put(&l.pointee.mB, lane, mb.invMass); Self.put(&l.pointee.iB, lane, mb.invI)
            Self.put(&l.pointee.friction, lane, c.pointee.friction)
            Self.put(&l.pointee.restitution, lane, c.pointee.restitution)
            Self.put(&l.pointee.biasRate, lane, softness.biasRate)
            Self.put(&l.pointee.massScale, lane, softness.massScale)
            Self.put(&l.pointee.impulseScale, lane, softness.impulseScale)
            Self.put(&l.pointee.compliance, lane, softness.compliance)
            // Points one by one (not in a loop choosing p0 or p1, which the compiler turns into
            // branch-free selects over both points).
            guard manifold.pointCount > 0 else { return }
            let (q0, normal) = Self.preparePoint(manifold, 0, xfA, rA, xfB, rB, ma, mb, va, vb)
            // A component below 10⁻⁹ (an axis-aligned contact's rounding) is zero: in `Float`, its products with
            // small impulses and velocities would be denormal numbers, which x86 computes a hundred times slower.
            Self.put(&l.pointee.nx, lane, abs(normal.x) < 1e-9 ? 0 : normal.x)
            Self.put(&l.pointee.ny, lane, abs(normal.y) < 1e-9 ? 0 : normal.y)
            Self.put(&l.pointee.p0, lane, q0)
            guard manifold.pointCount == 2 else { return }
            let (q1, _) = Self.preparePoint(manifold, 1, xfA, rA, xfB, rB, ma, mb, va, vb)
            Self.put(&l.pointee.p1, lane, q1)
            let k11 = ma.invMass + mb.invMass + ma.invI * q0.rnA * q0.rnA + mb.invI * q0.rnB * q0.rnB
            let k22 = ma.invMass + mb.invMass + ma.invI * q1.rnA * q1.rnA + mb.invI * q1.rnB * q1.rnB
            let k12 = ma.invMass + mb.invMass + ma.invI * q0.rnA * q1.rnA + mb.invI * q0.rnB * q1.rnB
            let det = k11 * k22 - k12 * k12
            Self.put(&l.pointee.k12, lane, k12)
            // Solved together only when K is well conditioned.
            guard k11 * k11 < 1000 * det && det > 0 else { return }
            let grown = 1 + softness.compliance
            l.pointee.block[lane] = -1
            Self.put(&l.pointee.k11, lane, k11); Self.put(&l.pointee.k22, lane, k22)
            Self.put(&l.pointee.invDetRigid, lane, 1 / det)
            Self.put(&l.pointee.invDetSoft, lane, 1 / (grown * grown * k11 * k22 - k12 * k12))
        }
        @inline(__always) func clear(_ block: Int) {
            let l = laneBase + block
            UnsafeMutableRawPointer(l).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<ContactLanes>.stride)
            l.pointee.contact = SIMD4(repeating: -1)
        }
        for c in 0..<Self.maxColours {
            let first = Int(start[2 * c]), inColour = Int(perBucket[2 * c] + perBucket[2 * c + 1]), block = Int(blocks[c])
            for offset in 0..<inColour {
                if offset & 3 == 0 { clear(block + offset >> 2) }
                prepare(first + offset, block + offset >> 2, offset & 3)
            }
        }
        let overflowBlocks = Int(blocks[Self.maxColours])
        for position in overflowStart..<list.count {
            clear(overflowBlocks + position - overflowStart)
            prepare(position, overflowBlocks + position - overflowStart, 0)
        }
    }

    /// Stores `value` in lane `lane` of `field` (in place: one scalar store).
    @inline(__always) static func put(_ field: UnsafeMutablePointer<Lanes>, _ lane: Int, _ value: Double) {
        UnsafeMutableRawPointer(field).storeBytes(of: Float(value), toByteOffset: lane &* 4, as: Float.self)
    }

    /// Stores point `q` in lane `lane` of `p`.
    @inline(__always) static func put(_ p: UnsafeMutablePointer<PointLanes>, _ lane: Int, _ q: ConstraintPoint) {
        put(&p.pointee.rnA, lane, q.rnA); put(&p.pointee.rnB, lane, q.rnB)
        put(&p.pointee.rtA, lane, q.rtA); put(&p.pointee.rtB, lane, q.rtB)
        put(&p.pointee.dnA, lane, q.dnA); put(&p.pointee.dnB, lane, q.dnB)
        put(&p.pointee.baseSeparation, lane, q.baseSeparation)
        // Warm-start impulses that decayed below 10⁻²⁰ start from zero: in `Float` they would soon be denormal
        // numbers, which x86 computes about a hundred times slower.
        put(&p.pointee.normalImpulse, lane, abs(q.normalImpulse) < 1e-20 ? 0 : q.normalImpulse)
        put(&p.pointee.tangentImpulse, lane, abs(q.tangentImpulse) < 1e-20 ? 0 : q.tangentImpulse)
        put(&p.pointee.normalMass, lane, q.normalMass); put(&p.pointee.tangentMass, lane, q.tangentMass)
        put(&p.pointee.relativeVelocity, lane, q.relativeVelocity)
    }

    /// One constraint point of manifold point `n`: anchor terms, effective masses, warm-start impulses,
    /// base separation and approach speed. Also returns the point's world normal.
    @inline(__always)
    private static func preparePoint(_ manifold: Manifold, _ n: Int, _ xfA: Transform, _ rA: Double,
                                     _ xfB: Transform, _ rB: Double, _ ma: MassData, _ mb: MassData,
                                     _ va: Velocity, _ vb: Velocity) -> (ConstraintPoint, Vec2) {
        let wp = manifold.worldPoint(n, xfA, rA, xfB, rB)
        let normal = wp.normal
        var p = ConstraintPoint()
        p.normalImpulse = manifold[n].normalImpulse
        p.tangentImpulse = manifold[n].tangentImpulse
        let rA = wp.point - xfA.p
        let rB = wp.point - xfB.p
        let rnA = cross(rA, normal), rnB = cross(rB, normal)
        p.rnA = rnA
        p.rnB = rnB
        p.dnA = dot(rA, normal)
        p.dnB = dot(rB, normal)
        p.baseSeparation = wp.separation - (p.dnB - p.dnA)
        let kn = ma.invMass + mb.invMass + ma.invI * rnA * rnA + mb.invI * rnB * rnB
        p.normalMass = kn > 0 ? 1 / kn : 0
        let tangent = normal.rightPerp
        let rtA = cross(rA, tangent), rtB = cross(rB, tangent)
        p.rtA = rtA
        p.rtB = rtB
        let kt = ma.invMass + mb.invMass + ma.invI * rtA * rtA + mb.invI * rtB * rtB
        p.tangentMass = kt > 0 ? 1 / kt : 0
        p.relativeVelocity = dot(normal, vb.v - va.v) + vb.w * rnB - va.w * rnA
        return (p, normal)
    }
}

/// One point of a contact constraint as prepared in `Double`, before it goes into its lane. The anchors
/// are fixed for the step (Box2D v3's idea): the velocity terms use them as they were when the step
/// began, and the current separation follows the bodies' motion within the step from the anchors'
/// normal components.
struct ConstraintPoint {
    /// `cross(r, n)` and `cross(r, t)` of the anchors (r from each body's center of mass): all the
    /// velocity terms need of them (the angular part of a relative velocity along n is `ωB·rnB − ωA·rnA`).
    var rnA = 0.0, rnB = 0.0
    var rtA = 0.0, rtB = 0.0
    /// `dot(r, n)` of the anchors: with `rn`, the normal component of an anchor turned by (c, s) is
    /// `c·dn + s·rn`.
    var dnA = 0.0, dnB = 0.0
    /// Separation when the step began minus `dot(rB − rA, n)`.
    var baseSeparation = 0.0
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
    var normalMass = 0.0
    var tangentMass = 0.0
    /// Normal relative velocity when the step began (negative = approaching), for restitution.
    var relativeVelocity = 0.0
}
