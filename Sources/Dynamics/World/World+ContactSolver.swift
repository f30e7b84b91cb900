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

/// One point of a contact constraint. The anchors are fixed for the step (Box2D v3's idea): the
/// velocity terms use them as they were when the step began, and the current separation follows the
/// bodies' motion within the step from the anchors' normal components.
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
    /// The largest accumulated normal impulse of the step: zero means the point never pushed
    /// (a speculative point that was not reached), so it gets no bounce.
    var maxNormalImpulse = 0.0
}

/// A contact prepared for the passes of one step.
struct ContactConstraint {
    var contact: Int32
    var a: Int32
    var b: Int32
    var pointCount: Int32
    var mA: Double, iA: Double, mB: Double, iB: Double
    var normal: Vec2
    var friction: Double
    var restitution: Double
    var softness: Softness
    var p0: ConstraintPoint
    var p1: ConstraintPoint
    /// Two points: their normal mass matrix K = [k11 k12; k12 k22], whether it is well conditioned enough
    /// to solve them together, and 1/det of K and of K with both diagonal terms grown by the soft
    /// compliance (the two cases of nearly every pass).
    var k11 = 0.0, k12 = 0.0, k22 = 0.0
    var invDetRigid = 0.0, invDetSoft = 0.0
    var useBlock = false
}

extension World {
    /// Phase: prepares contact constraints for touching contacts with an awake body: anchors, effective
    /// masses, base separations and the approach speeds for restitution, read from the manifolds in world
    /// space, and the contacts' softness for substeps of `hs` seconds. Impulses (per substep) start from
    /// last step's (warm starting); both bodies are marked as in contact.
    func prepareContacts(_ hs: Double) {
        // Everything is read and appended through local copies, which the optimizer keeps in registers
        // (a class property is reloaded after every store through a pointer).
        var constraints = self.constraints
        constraints.removeAll()
        defer { self.constraints = constraints }
        let flags = self.flags, pose = self.pose, vel = self.vel, mass = self.massData, shape = self.shape
        let contacts = self.contacts, change = self.velocityChange
        let hertz = min(contactHertz, 0.25 / hs)
        let contactSoftness = Softness(hertz: hertz, zeta: contactDampingRatio, h: hs)
        let staticSoftness = Softness(hertz: 2 * hertz, zeta: contactDampingRatio, h: hs)
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
            // Approach speeds for restitution include the whole step's velocity change (as UIKit's single step).
            let ca = change[a], cb = change[b]
            let va = Velocity(v: vel[a].v + ca.v, w: vel[a].w + ca.w), vb = Velocity(v: vel[b].v + cb.v, w: vel[b].w + cb.w)
            var cc = ContactConstraint(contact: Int32(k), a: Int32(a), b: Int32(b), pointCount: Int32(manifold.pointCount),
                                       mA: ma.invMass, iA: ma.invI, mB: mb.invMass, iB: mb.invI,
                                       normal: .zero, friction: c.pointee.friction, restitution: c.pointee.restitution,
                                       softness: ma.invMass == 0 || mb.invMass == 0 ? staticSoftness : contactSoftness,
                                       p0: ConstraintPoint(), p1: ConstraintPoint())
            // Points one by one (not in a loop choosing p0 or p1, which the compiler turns into
            // branch-free selects over both points).
            if cc.pointCount > 0 {
                (cc.p0, cc.normal) = Self.preparePoint(manifold, 0, xfA, rA, xfB, rB, ma, mb, va, vb)
            }
            if cc.pointCount > 1 {
                (cc.p1, cc.normal) = Self.preparePoint(manifold, 1, xfA, rA, xfB, rB, ma, mb, va, vb)
            }
            if cc.pointCount == 2 {
                let k11 = cc.mA + cc.mB + cc.iA * cc.p0.rnA * cc.p0.rnA + cc.iB * cc.p0.rnB * cc.p0.rnB
                let k22 = cc.mA + cc.mB + cc.iA * cc.p1.rnA * cc.p1.rnA + cc.iB * cc.p1.rnB * cc.p1.rnB
                let k12 = cc.mA + cc.mB + cc.iA * cc.p0.rnA * cc.p1.rnA + cc.iB * cc.p0.rnB * cc.p1.rnB
                let det = k11 * k22 - k12 * k12
                cc.k11 = k11
                cc.k12 = k12
                cc.k22 = k22
                cc.useBlock = k11 * k11 < 1000 * det && det > 0
                if cc.useBlock {
                    let c = 1 + cc.softness.compliance
                    cc.invDetRigid = 1 / det
                    cc.invDetSoft = 1 / (c * c * k11 * k22 - k12 * k12)
                }
            }
            flags[a].insert(.inContact)
            flags[b].insert(.inContact)
            constraints.append(cc)
        }
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

    /// Phase: applies last step's impulses so the passes start near the solution.
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

    /// The current separation at point `p`: the base plus the bodies' motion within the step (`dp` the
    /// relative translation, anchors turned by `qA` and `qB`).
    @inline(__always)
    private static func separation(_ p: ConstraintPoint, _ normal: Vec2, _ dp: Vec2, _ qA: Rot, _ qB: Rot) -> Double {
        p.baseSeparation + dot(dp, normal) + (qB.c * p.dnB + qB.s * p.rnB) - (qA.c * p.dnA + qA.s * p.rnA)
    }

    /// The non-penetration constraint at one point. `useBias` pushes overlapping bodies apart softly
    /// (at most `pushout` pt/s); without it (relaxing) only the speculative gap is kept, so the push-out
    /// velocity does not survive the step as energy.
    @inline(__always)
    private static func solveNormal(_ p: inout ConstraintPoint, _ normal: Vec2, _ dp: Vec2, _ qA: Rot, _ qB: Rot,
                                    _ softness: Softness, _ useBias: Bool, _ invHs: Double, _ pushout: Double,
                                    _ va: inout Velocity, _ vb: inout Velocity, _ mA: Double, _ iA: Double, _ mB: Double, _ iB: Double) {
        let s = separation(p, normal, dp, qA, qB)
        var bias = 0.0, massScale = 1.0, impulseScale = 0.0
        if s > 0 {
            // Speculative: approach may close the gap this substep, no more.
            bias = s * invHs
        } else if useBias {
            bias = max(softness.biasRate * s, -pushout)
            massScale = softness.massScale
            impulseScale = softness.impulseScale
        }
        let vn = dot(vb.v - va.v, normal) + vb.w * p.rnB - va.w * p.rnA
        let impulse = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
        applyNormal(&p, max(p.normalImpulse + impulse, 0), normal, &va, &vb, mA, iA, mB, iB)
        p.maxNormalImpulse = max(p.maxNormalImpulse, p.normalImpulse)
    }

    /// Sets point `p`'s accumulated normal impulse to `newImpulse`, applying the difference to both bodies.
    @inline(__always)
    private static func applyNormal(_ p: inout ConstraintPoint, _ newImpulse: Double, _ normal: Vec2,
                                    _ va: inout Velocity, _ vb: inout Velocity, _ mA: Double, _ iA: Double, _ mB: Double, _ iB: Double) {
        let lambda = newImpulse - p.normalImpulse
        p.normalImpulse = newImpulse
        let P = lambda * normal
        va.v -= mA * P
        va.w -= iA * lambda * p.rnA
        vb.v += mB * P
        vb.w += iB * lambda * p.rnB
    }

    /// Friction at one point: the tangential impulse clamped to the friction cone.
    @inline(__always)
    private static func solveFriction(_ p: inout ConstraintPoint, _ tangent: Vec2, _ friction: Double,
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

    /// The target of one point for this pass: its current separation's velocity bias, and the soft
    /// compliance (0 for a rigid row).
    @inline(__always)
    private static func target(_ p: ConstraintPoint, _ normal: Vec2, _ dp: Vec2, _ qA: Rot, _ qB: Rot, _ softness: Softness,
                               _ useBias: Bool, _ invHs: Double, _ pushout: Double) -> (bias: Double, compliance: Double) {
        let s = separation(p, normal, dp, qA, qB)
        if s > 0 { return (s * invHs, 0) }
        if useBias { return (max(softness.biasRate * s, -pushout), softness.compliance) }
        return (0, 0)
    }

    /// Phase: one pass over the contacts: the normal constraints, then friction (Box2D v3's order).
    /// `useBias` true is the substep's solving pass, false its relaxing pass. Two-point manifolds are
    /// solved together as a 2×2 linear complementarity problem (Box2D 2.4's block solver, extended to the
    /// soft rows), so that a box resting on a face gets no spurious torque from solving one corner first.
    func solveContacts(useBias: Bool, substep hs: Double) {
        let vel = self.vel.base, delta = self.delta.base
        let invHs = 1 / hs, pushout = maxPushoutSpeed
        var cp = constraints.base
        let end = cp + constraints.count
        while cp < end {
            let a = Int(cp.pointee.a), b = Int(cp.pointee.b)
            var va = vel[a], vb = vel[b]
            let da = delta[a], db = delta[b]
            let dp = db.dp - da.dp
            let mA = cp.pointee.mA, iA = cp.pointee.iA, mB = cp.pointee.mB, iB = cp.pointee.iB
            let normal = cp.pointee.normal, softness = cp.pointee.softness
            let two = cp.pointee.pointCount == 2
            if two && cp.pointee.useBlock {
                let t0 = Self.target(cp.pointee.p0, normal, dp, da.dq, db.dq, softness, useBias, invHs, pushout)
                let t1 = Self.target(cp.pointee.p1, normal, dp, da.dq, db.dq, softness, useBias, invHs, pushout)
                Self.solveBlock(&cp.pointee, t0.bias, t1.bias, t0.compliance, t1.compliance, &va, &vb)
            } else {
                Self.solveNormal(&cp.pointee.p0, normal, dp, da.dq, db.dq, softness, useBias, invHs, pushout, &va, &vb, mA, iA, mB, iB)
                if two {
                    Self.solveNormal(&cp.pointee.p1, normal, dp, da.dq, db.dq, softness, useBias, invHs, pushout, &va, &vb, mA, iA, mB, iB)
                }
            }
            let tangent = normal.rightPerp, friction = cp.pointee.friction
            Self.solveFriction(&cp.pointee.p0, tangent, friction, &va, &vb, mA, iA, mB, iB)
            if two { Self.solveFriction(&cp.pointee.p1, tangent, friction, &va, &vb, mA, iA, mB, iB) }
            vel[a] = va
            vel[b] = vb
            cp += 1
        }
    }

    /// The two normal rows together: new accumulated impulses x ≥ 0 with w = K′x + b ≥ 0 and x·w = 0,
    /// where K′ is K with each diagonal term grown by its row's soft compliance and
    /// b = vn + bias − K·(old impulses). Tries both points active, the first only, the second only, none.
    @inline(__always)
    private static func solveBlock(_ cc: inout ContactConstraint, _ bias0: Double, _ bias1: Double,
                                   _ compliance0: Double, _ compliance1: Double, _ va: inout Velocity, _ vb: inout Velocity) {
        let normal = cc.normal
        let ax = cc.p0.normalImpulse, ay = cc.p1.normalImpulse
        let k11 = cc.k11, k22 = cc.k22, k12 = cc.k12
        let vnLinear = dot(vb.v - va.v, normal)
        let bx = vnLinear + vb.w * cc.p0.rnB - va.w * cc.p0.rnA + bias0 - (k11 * ax + k12 * ay)
        let by = vnLinear + vb.w * cc.p1.rnB - va.w * cc.p1.rnA + bias1 - (k12 * ax + k22 * ay)
        let s11 = k11 * (1 + compliance0), s22 = k22 * (1 + compliance1)
        var x1 = 0.0, x2 = 0.0
        solve: do {
            // Both active (1/det precomputed for both rows rigid or both soft).
            let inv: Double
            if compliance0 == compliance1 {
                inv = compliance0 == 0 ? cc.invDetRigid : cc.invDetSoft
            } else {
                let det = s11 * s22 - k12 * k12
                inv = det > 0 ? 1 / det : 0
            }
            if inv > 0 {
                x1 = -inv * (s22 * bx - k12 * by)
                x2 = -inv * (s11 * by - k12 * bx)
                if x1 >= 0, x2 >= 0 { break solve }
            }
            // First only.
            x1 = -bx / s11
            x2 = 0
            if x1 >= 0, k12 * x1 + by >= 0 { break solve }
            // Second only.
            x1 = 0
            x2 = -by / s22
            if x2 >= 0, k12 * x2 + bx >= 0 { break solve }
            // None.
            x1 = 0
            x2 = 0
            if bx >= 0, by >= 0 { break solve }
            return
        }
        let d1 = x1 - ax, d2 = x2 - ay
        let P = (d1 + d2) * normal
        va.v -= cc.mA * P
        va.w -= cc.iA * (d1 * cc.p0.rnA + d2 * cc.p1.rnA)
        vb.v += cc.mB * P
        vb.w += cc.iB * (d1 * cc.p0.rnB + d2 * cc.p1.rnB)
        cc.p0.normalImpulse = x1
        cc.p1.normalImpulse = x2
        cc.p0.maxNormalImpulse = max(cc.p0.maxNormalImpulse, x1)
        cc.p1.maxNormalImpulse = max(cc.p1.maxNormalImpulse, x2)
    }

    /// Phase: restitution after the substeps: points that were approaching faster than
    /// ``velocityThreshold`` when the step began and pushed during it leave at `restitution` times that
    /// speed.
    func applyRestitution() {
        let vel = self.vel.base, threshold = velocityThreshold
        var cp = constraints.base
        let end = cp + constraints.count
        while cp < end {
            defer { cp += 1 }
            let restitution = cp.pointee.restitution
            guard restitution > 0 else { continue }
            let a = Int(cp.pointee.a), b = Int(cp.pointee.b)
            var va = vel[a], vb = vel[b]
            let mA = cp.pointee.mA, iA = cp.pointee.iA, mB = cp.pointee.mB, iB = cp.pointee.iB
            let normal = cp.pointee.normal
            let p0 = cp.pointee.p0, p1 = cp.pointee.p1
            if cp.pointee.pointCount == 2, cp.pointee.useBlock,
               p0.relativeVelocity < -threshold, p0.maxNormalImpulse > 0, p1.relativeVelocity < -threshold, p1.maxNormalImpulse > 0 {
                // Both corners bounce: together, so that a flat landing leaves flat.
                Self.solveBlock(&cp.pointee, restitution * p0.relativeVelocity, restitution * p1.relativeVelocity, 0, 0, &va, &vb)
            } else {
                Self.bounce(&cp.pointee.p0, normal, restitution, threshold, &va, &vb, mA, iA, mB, iB)
                if cp.pointee.pointCount == 2 {
                    Self.bounce(&cp.pointee.p1, normal, restitution, threshold, &va, &vb, mA, iA, mB, iB)
                }
            }
            vel[a] = va
            vel[b] = vb
        }
    }

    @inline(__always)
    private static func bounce(_ p: inout ConstraintPoint, _ normal: Vec2, _ restitution: Double, _ threshold: Double,
                               _ va: inout Velocity, _ vb: inout Velocity, _ mA: Double, _ iA: Double, _ mB: Double, _ iB: Double) {
        guard p.relativeVelocity < -threshold, p.maxNormalImpulse > 0 else { return }
        let vn = dot(vb.v - va.v, normal) + vb.w * p.rnB - va.w * p.rnA
        applyNormal(&p, max(p.normalImpulse - p.normalMass * (vn + restitution * p.relativeVelocity), 0), normal,
                    &va, &vb, mA, iA, mB, iB)
    }

    /// Phase: writes the accumulated impulses back into the manifolds for next step's warm start.
    func storeContactImpulses() {
        let cs = self.constraints, contacts = self.contacts.base
        for k in 0..<cs.count {
            let cc = cs.base + k
            let m = contacts + Int(cc.pointee.contact)
            m.pointee.manifold.p0.normalImpulse = cc.pointee.p0.normalImpulse
            m.pointee.manifold.p0.tangentImpulse = cc.pointee.p0.tangentImpulse
            m.pointee.manifold.p1.normalImpulse = cc.pointee.p1.normalImpulse
            m.pointee.manifold.p1.tangentImpulse = cc.pointee.p1.tangentImpulse
        }
    }
}
