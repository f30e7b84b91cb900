import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// One point of a contact velocity constraint.
struct ConstraintPoint {
    /// The anchor arms' cross products with the normal and the tangent, `cross(r, n)` and `cross(r, t)`:
    /// all the solver needs of the arms (the angular part of a relative velocity along n is
    /// `ωB·rnB − ωA·rnA`, and an impulse λn turns a body by `λ·rn`).
    var rnA = 0.0, rnB = 0.0
    var rtA = 0.0, rtB = 0.0
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
    var normalMass = 0.0
    var tangentMass = 0.0
    /// Target normal velocity: restitution bounce, or the speculative gap closing speed.
    var bias = 0.0
}

/// What the position iterations need of a contact: its manifold in local frames and the masses.
struct PositionConstraint {
    var a: Int32
    var b: Int32
    var pointCount: Int32
    var type: ManifoldType
    var mA: Double, iA: Double, mB: Double, iB: Double
    var radiusA: Double, radiusB: Double
    var localNormal: Vec2
    var localPoint: Vec2
    var localPoint0: Vec2
    var localPoint1: Vec2
}

/// A contact prepared for the velocity iterations of one step.
struct ContactConstraint {
    var contact: Int32
    var a: Int32
    var b: Int32
    var pointCount: Int
    var mA: Double, iA: Double, mB: Double, iB: Double
    var normal: Vec2
    var friction: Double
    var p0: ConstraintPoint
    var p1: ConstraintPoint
    /// Block solver: K and its inverse (two points).
    var k11 = 0.0, k12 = 0.0, k22 = 0.0
    var n11 = 0.0, n12 = 0.0, n22 = 0.0
    var useBlock = false
}

extension World {
    /// Phase: prepares contact constraints for touching contacts with an awake body (effective masses,
    /// restitution and speculative targets), reading manifolds in world space.
    func prepareContacts(_ h: Double) {
        // Everything is read and appended through local copies: class-property accesses in this loop
        // would each cost a dynamic exclusivity check.
        var constraints = self.constraints
        constraints.removeAll()
        var positionConstraints = self.positionConstraints
        positionConstraints.removeAll()
        defer {
            self.constraints = constraints
            self.positionConstraints = positionConstraints
        }
        let flags = self.flags, pose = self.pose, vel = self.vel, mass = self.massData, shape = self.shape
        let contacts = self.contacts, velocityThreshold = self.velocityThreshold
        let invH = 1 / h
        for k in 0..<contacts.count {
            let c = contacts.base + k
            guard c.pointee.touching else { continue }
            let a = Int(c.pointee.a), b = Int(c.pointee.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else { continue }
            let ma = mass[a], mb = mass[b]
            let xfA = pose[a].xf, xfB = pose[b].xf
            let shapeA = shape[a], shapeB = shape[b]
            let rA = shapeA.kind == .circle ? shapeA.radius : 0
            let rB = shapeB.kind == .circle ? shapeB.radius : 0
            let manifold = c.pointee.manifold
            let friction = c.pointee.friction, restitution = c.pointee.restitution
            let va = vel[a], vb = vel[b]
            var cc = ContactConstraint(contact: Int32(k), a: Int32(a), b: Int32(b), pointCount: manifold.pointCount,
                                       mA: ma.invMass, iA: ma.invI, mB: mb.invMass, iB: mb.invI,
                                       normal: .zero, friction: friction,
                                       p0: ConstraintPoint(), p1: ConstraintPoint())
            // Points one by one (not in a loop choosing p0 or p1, which the compiler turns into
            // branch-free selects over both points).
            if cc.pointCount > 0 {
                (cc.p0, cc.normal) = Self.preparePoint(manifold, 0, xfA, rA, xfB, rB, ma, mb, va, vb, restitution,
                                                       velocityThreshold, h, invH)
            }
            if cc.pointCount > 1 {
                (cc.p1, cc.normal) = Self.preparePoint(manifold, 1, xfA, rA, xfB, rB, ma, mb, va, vb, restitution,
                                                       velocityThreshold, h, invH)
            }
            if cc.pointCount == 2 {
                let rn1A = cc.p0.rnA, rn1B = cc.p0.rnB
                let rn2A = cc.p1.rnA, rn2B = cc.p1.rnB
                let k11 = cc.mA + cc.mB + cc.iA * rn1A * rn1A + cc.iB * rn1B * rn1B
                let k22 = cc.mA + cc.mB + cc.iA * rn2A * rn2A + cc.iB * rn2B * rn2B
                let k12 = cc.mA + cc.mB + cc.iA * rn1A * rn2A + cc.iB * rn1B * rn2B
                let det = k11 * k22 - k12 * k12
                if k11 * k11 < 1000 * det, det > 0 {
                    cc.useBlock = true
                    cc.k11 = k11; cc.k12 = k12; cc.k22 = k22
                    let inv = 1 / det
                    cc.n11 = inv * k22; cc.n12 = -inv * k12; cc.n22 = inv * k11
                }
            }
            constraints.append(cc)
            positionConstraints.append(PositionConstraint(
                a: Int32(a), b: Int32(b), pointCount: Int32(cc.pointCount), type: manifold.type,
                mA: ma.invMass, iA: ma.invI, mB: mb.invMass, iB: mb.invI, radiusA: rA, radiusB: rB,
                localNormal: manifold.localNormal, localPoint: manifold.localPoint,
                localPoint0: manifold.p0.localPoint, localPoint1: manifold.p1.localPoint))
        }
    }

    /// One constraint point of manifold point `n`: anchors, effective masses, warm-start impulses and
    /// the target normal velocity (restitution bounce, or the speculative gap-closing speed). Also
    /// returns the point's world normal.
    @inline(__always)
    private static func preparePoint(_ manifold: Manifold, _ n: Int, _ xfA: Transform, _ rA: Double,
                                     _ xfB: Transform, _ rB: Double, _ ma: MassData, _ mb: MassData,
                                     _ va: Velocity, _ vb: Velocity, _ restitution: Double,
                                     _ velocityThreshold: Double, _ h: Double, _ invH: Double) -> (ConstraintPoint, Vec2) {
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
        let kn = ma.invMass + mb.invMass + ma.invI * rnA * rnA + mb.invI * rnB * rnB
        p.normalMass = kn > 0 ? 1 / kn : 0
        let tangent = normal.rightPerp
        let rtA = cross(rA, tangent), rtB = cross(rB, tangent)
        p.rtA = rtA
        p.rtB = rtB
        let kt = ma.invMass + mb.invMass + ma.invI * rtA * rtA + mb.invI * rtB * rtB
        p.tangentMass = kt > 0 ? 1 / kt : 0
        let vRel = dot(normal, vb.v + cross(vb.w, rB) - va.v - cross(va.w, rA))
        let bounce = vRel < -velocityThreshold ? -restitution * vRel : 0
        if wp.separation > 0 {
            // Speculative: approach may close the gap this step, no more — unless it will hit, then bounce.
            p.bias = vRel * h + wp.separation < 0 && bounce > 0 ? bounce : -wp.separation * invH
        } else {
            p.bias = bounce
        }
        return (p, normal)
    }

    /// Phase: applies last step's impulses so the iterations start near the solution.
    func warmStartContacts() {
        let vel = self.vel.base
        var cp = constraints.base
        let end = cp + constraints.count
        while cp < end {
            let a = Int(cp.pointee.a), b = Int(cp.pointee.b)
            var va = vel[a], vb = vel[b]
            let normal = cp.pointee.normal, t = normal.rightPerp
            let mA = cp.pointee.mA, iA = cp.pointee.iA, mB = cp.pointee.mB, iB = cp.pointee.iB
            let p0 = cp.pointee.p0
            var P = p0.normalImpulse * normal + p0.tangentImpulse * t
            va.v -= mA * P
            va.w -= iA * (p0.normalImpulse * p0.rnA + p0.tangentImpulse * p0.rtA)
            vb.v += mB * P
            vb.w += iB * (p0.normalImpulse * p0.rnB + p0.tangentImpulse * p0.rtB)
            if cp.pointee.pointCount == 2 {
                let p1 = cp.pointee.p1
                P = p1.normalImpulse * normal + p1.tangentImpulse * t
                va.v -= mA * P
                va.w -= iA * (p1.normalImpulse * p1.rnA + p1.tangentImpulse * p1.rtA)
                vb.v += mB * P
                vb.w += iB * (p1.normalImpulse * p1.rnB + p1.tangentImpulse * p1.rtB)
            }
            vel[a] = va
            vel[b] = vb
            cp += 1
        }
    }

    /// Friction at one point: the tangential impulse clamped to the friction cone.
    @inline(__always)
    private func solveFriction(_ p: inout ConstraintPoint, _ tangent: Vec2, _ friction: Double,
                               _ va: inout Velocity, _ vb: inout Velocity, _ mA: Double, _ iA: Double, _ mB: Double, _ iB: Double) {
        // No normal impulse means a zero friction cone; with no friction impulse either, the clamp below
        // would give zero again and change nothing (the common case for speculative points).
        if p.normalImpulse == 0 && p.tangentImpulse == 0 { return }
        let vt = dot(vb.v - va.v, tangent) + vb.w * p.rtB - va.w * p.rtA
        let maxF = friction * p.normalImpulse
        let newImpulse = min(max(p.tangentImpulse - p.tangentMass * vt, -maxF), maxF)
        let lambda = newImpulse - p.tangentImpulse
        p.tangentImpulse = newImpulse
        let P = lambda * tangent
        va.v -= mA * P
        va.w -= iA * lambda * p.rtA
        vb.v += mB * P
        vb.w += iB * lambda * p.rtB
    }

    /// The non-penetration constraint at one point.
    @inline(__always)
    private func solveNormal(_ p: inout ConstraintPoint, _ normal: Vec2,
                             _ va: inout Velocity, _ vb: inout Velocity, _ mA: Double, _ iA: Double, _ mB: Double, _ iB: Double) {
        let vn = dot(vb.v - va.v, normal) + vb.w * p.rnB - va.w * p.rnA
        let newImpulse = max(p.normalImpulse - p.normalMass * (vn - p.bias), 0)
        let lambda = newImpulse - p.normalImpulse
        p.normalImpulse = newImpulse
        let P = lambda * normal
        va.v -= mA * P
        va.w -= iA * lambda * p.rnA
        vb.v += mB * P
        vb.w += iB * lambda * p.rnB
    }

    /// Phase: one sequential-impulse pass over the contacts: friction, then the normal constraints
    /// (two-point manifolds solved together as a small LCP, as Box2D's block solver does).
    func solveContactVelocities() {
        let vel = self.vel.base
        var cp = constraints.base
        let end = cp + constraints.count
        while cp < end {
            let a = Int(cp.pointee.a), b = Int(cp.pointee.b)
            var va = vel[a], vb = vel[b]
            let mA = cp.pointee.mA, iA = cp.pointee.iA, mB = cp.pointee.mB, iB = cp.pointee.iB
            let normal = cp.pointee.normal, tangent = normal.rightPerp
            let friction = cp.pointee.friction
            let two = cp.pointee.pointCount == 2
            solveFriction(&cp.pointee.p0, tangent, friction, &va, &vb, mA, iA, mB, iB)
            if two { solveFriction(&cp.pointee.p1, tangent, friction, &va, &vb, mA, iA, mB, iB) }
            if two && cp.pointee.useBlock {
                solveBlock(&cp.pointee, &va, &vb)
            } else {
                solveNormal(&cp.pointee.p0, normal, &va, &vb, mA, iA, mB, iB)
                if two { solveNormal(&cp.pointee.p1, normal, &va, &vb, mA, iA, mB, iB) }
            }
            vel[a] = va
            vel[b] = vb
            cp += 1
        }
    }

    /// The two-point normal LCP: tries both active, first only, second only, none (Box2D's block solver).
    @inline(__always)
    private func solveBlock(_ cc: inout ContactConstraint, _ va: inout Velocity, _ vb: inout Velocity) {
        let normal = cc.normal
        let ax = cc.p0.normalImpulse, ay = cc.p1.normalImpulse
        let vnLinear = dot(vb.v - va.v, normal)
        var bx = vnLinear + vb.w * cc.p0.rnB - va.w * cc.p0.rnA - cc.p0.bias
        var by = vnLinear + vb.w * cc.p1.rnB - va.w * cc.p1.rnA - cc.p1.bias
        bx -= cc.k11 * ax + cc.k12 * ay
        by -= cc.k12 * ax + cc.k22 * ay
        var x1 = 0.0, x2 = 0.0
        solve: do {
            // Both active.
            x1 = -(cc.n11 * bx + cc.n12 * by)
            x2 = -(cc.n12 * bx + cc.n22 * by)
            if x1 >= 0, x2 >= 0 { break solve }
            // First only.
            x1 = -cc.p0.normalMass * bx
            x2 = 0
            if x1 >= 0, cc.k12 * x1 + by >= 0 { break solve }
            // Second only.
            x1 = 0
            x2 = -cc.p1.normalMass * by
            if x2 >= 0, cc.k12 * x2 + bx >= 0 { break solve }
            // None.
            x1 = 0
            x2 = 0
            if bx >= 0, by >= 0 { break solve }
            return
        }
        let d1 = x1 - ax, d2 = x2 - ay
        let P1 = d1 * normal, P2 = d2 * normal
        va.v -= cc.mA * (P1 + P2)
        va.w -= cc.iA * (d1 * cc.p0.rnA + d2 * cc.p1.rnA)
        vb.v += cc.mB * (P1 + P2)
        vb.w += cc.iB * (d1 * cc.p0.rnB + d2 * cc.p1.rnB)
        cc.p0.normalImpulse = x1
        cc.p1.normalImpulse = x2
    }

    /// Phase: writes the accumulated impulses back into the manifolds for next step's warm start.
    func storeContactImpulses() {
        let cs = self.constraints, contacts = self.contacts
        for k in 0..<cs.count {
            let cc = cs[k]
            let i = Int(cc.contact)
            var m = contacts[i].manifold
            m.p0.normalImpulse = cc.p0.normalImpulse
            m.p0.tangentImpulse = cc.p0.tangentImpulse
            m.p1.normalImpulse = cc.p1.normalImpulse
            m.p1.tangentImpulse = cc.p1.tangentImpulse
            contacts[i].manifold = m
        }
    }

    /// Phase: one nonlinear Gauss–Seidel pass pushing overlapping bodies apart (Box2D's position
    /// iterations: transforms read once per contact, the points then corrected in turn). Returns whether
    /// every overlap is within three slops, so further passes can be skipped.
    func solveContactPositions() -> Bool {
        let pose = self.pose
        let slop = linearSlop, beta = baumgarte, maxCorrection = maxLinearCorrection
        var minSeparation = 0.0
        var cp = UnsafePointer(positionConstraints.base)
        let end = cp + positionConstraints.count
        while cp < end {
            let pc = cp.pointee
            cp += 1
            let a = Int(pc.a), b = Int(pc.b)
            var pa = pose[a], pb = pose[b]
            let xfA = pa.xf, xfB = pb.xf
            let mA = pc.mA, iA = pc.iA, mB = pc.mB, iB = pc.iB
            var dA = 0.0, dB = 0.0
            for n in 0..<Int(pc.pointCount) {
                let lp = n == 0 ? pc.localPoint0 : pc.localPoint1
                let normal: Vec2, point: Vec2, separation: Double
                switch pc.type {
                case .circles:
                    let pA = xfA.apply(pc.localPoint), pB = xfB.apply(lp)
                    let d = pB - pA
                    let dist = d.length
                    normal = dist > 1e-12 ? (1 / dist) * d : Vec2(1, 0)
                    point = 0.5 * (pA + pB)
                    separation = dist - pc.radiusA - pc.radiusB
                case .faceA:
                    normal = xfA.q.apply(pc.localNormal)
                    let clip = xfB.apply(lp)
                    separation = dot(clip - xfA.apply(pc.localPoint), normal) - pc.radiusA - pc.radiusB
                    point = clip
                case .faceB:
                    let n = xfB.q.apply(pc.localNormal)
                    let clip = xfA.apply(lp)
                    separation = dot(clip - xfB.apply(pc.localPoint), n) - pc.radiusA - pc.radiusB
                    point = clip
                    normal = -n
                }
                let rA = point - pa.c, rB = point - pb.c
                minSeparation = min(minSeparation, separation)
                let C = min(max(beta * (separation + slop), -maxCorrection), 0)
                guard C < 0 else { continue }
                let rnA = cross(rA, normal), rnB = cross(rB, normal)
                let K = mA + mB + iA * rnA * rnA + iB * rnB * rnB
                let impulse = K > 0 ? -C / K : 0
                let P = impulse * normal
                pa.c -= mA * P
                let da = -iA * cross(rA, P)
                pa.a += da
                dA += da
                pb.c += mB * P
                let db = iB * cross(rB, P)
                pb.a += db
                dB += db
            }
            pa.q = pa.q.rotated(by: dA)
            pb.q = pb.q.rotated(by: dB)
            pose[a] = pa
            pose[b] = pb
        }
        return minSeparation >= -3 * slop
    }
}
