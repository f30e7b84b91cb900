import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

extension World {
    /// The most passes over the touching contacts while impacts pass from body to body in one step (a row of
    /// 32 touching balls passes an impact to its end; what is left then goes to the contact solver).
    static let maxImpactPasses = 32

    /// Phase (before the constraints are prepared): impacts, handled as Guendelman, Bridson and Fedkiw's
    /// collision processing, before the contact solver sees the step's contacts.
    ///
    /// A touching contact point with restitution whose bodies approach faster than ``velocityThreshold``
    /// (with the step's velocity change, as restitution measures it) and would close its gap within the step
    /// is an impact: it gets the impulse of a two-body collision of its restitution e, which sends it apart
    /// at e times the speed it approached with (a two-point manifold both of whose points hit, as one
    /// block, so a flat landing leaves flat). An impact can make a neighbouring contact approach: the
    /// passes go on until none is left (at most ``maxImpactPasses``), so a row of touching equal elastic
    /// balls passes an impact down to its last ball as a Newton's cradle does, where the contact solver,
    /// solving every touching contact at once, spreads it over the whole row. Contacts at rest or slower
    /// than the threshold, stacks among them, are left to the solver untouched; its restitution then finds
    /// the impacts' contacts separating and adds nothing.
    func resolveImpacts(_ h: Double) {
        let contacts = self.contacts, touching = solverContacts
        var list = impactContacts
        list.removeAll()
        var impacts = false
        // The touching contacts with an awake body, as the narrow phase listed them.
        for n in 0..<touching.count {
            let k = touching[n]
            let c = contacts.base + Int(k)
            guard c.pointee.restitution > 0 else { continue }
            let a = Int(c.pointee.a), b = Int(c.pointee.b)
            list.append(ImpactContact(contact: k, a: c.pointee.a, b: c.pointee.b))
            if !impacts, mayApproachFast(a, b) { impacts = resolveImpact(c, h, apply: false) }
        }
        impactContacts = list
        guard impacts else { return }
        counters.impactSteps += 1
        // A contact can only start to approach when one of its bodies was struck since it was last looked at:
        // each pass after the first looks only at the contacts of bodies struck in the pass before or in this
        // one (stamped with the pass number); the others would find what they found before.
        var stamps = impactStamps
        stamps.resize(pose.count, fill: 0)
        impactStamps = stamps
        for i in 0..<pose.count { stamps[i] = 0 }
        for pass in 1...Self.maxImpactPasses {
            var applied = false
            let previous = UInt8(pass - 1), current = UInt8(pass)
            for n in 0..<list.count {
                let entry = list[n]
                let a = Int(entry.a), b = Int(entry.b)
                let c = contacts.base + Int(entry.contact)
                guard pass == 1 || stamps[a] >= previous || stamps[b] >= previous, mayApproachFast(a, b),
                      resolveImpact(c, h, apply: true) else { continue }
                stamps[a] = current
                stamps[b] = current
                applied = true
            }
            if !applied { break }
        }
    }

    /// Body `i`'s velocity with this step's velocity change (what restitution measures approach with).
    @inline(__always) private func stepVelocity(_ i: Int) -> Velocity {
        let v = vel[i], c = velocityChange[i]
        return Velocity(v: v.v + c.v, w: v.w + c.w)
    }

    /// Whether bodies `a` and `b` may approach each other faster than ``velocityThreshold`` at some point
    /// of their outlines (a bound: their centres' relative speed plus what their turning adds).
    @inline(__always) private func mayApproachFast(_ a: Int, _ b: Int) -> Bool {
        let va = stepVelocity(a), vb = stepVelocity(b)
        let bound = (vb.v - va.v).length + abs(va.w) * shape[a].extent + abs(vb.w) * shape[b].extent
        return bound >= velocityThreshold
    }

    /// Finds the impact points of contact `c` (see ``resolveImpacts(_:)``) and, when `apply`, applies their
    /// collision impulse to the bodies' velocities. Returns whether it has an impact.
    private func resolveImpact(_ c: UnsafeMutablePointer<Contact>, _ h: Double, apply: Bool) -> Bool {
        let a = Int(c.pointee.a), b = Int(c.pointee.b)
        let manifold = c.pointee.manifold
        let xfA = transform(a), xfB = transform(b)
        let radiusA = shape[a].kind == .circle ? shape[a].radius : 0, radiusB = shape[b].kind == .circle ? shape[b].radius : 0
        let va = stepVelocity(a), vb = stepVelocity(b)
        var normal = Vec2.zero
        var rA = (Vec2.zero, Vec2.zero), rB = (Vec2.zero, Vec2.zero), vn = (0.0, 0.0), hits = (false, false)
        // When, within the step, the first of the points that hit closes its gap.
        var contactTime = h
        for n in 0..<manifold.pointCount {
            let wp = manifold.worldPoint(n, xfA, radiusA, xfB, radiusB)
            let ra = wp.point - xfA.p, rb = wp.point - xfB.p
            let speed = dot(wp.normal, vb.v + cross(vb.w, rb) - va.v - cross(va.w, ra))
            let hit = speed < -velocityThreshold && wp.separation + h * speed < 0
            normal = wp.normal
            if hit { contactTime = min(contactTime, max(wp.separation, 0) / -speed) }
            if n == 0 { rA.0 = ra; rB.0 = rb; vn.0 = speed; hits.0 = hit } else { rA.1 = ra; rB.1 = rb; vn.1 = speed; hits.1 = hit }
        }
        guard hits.0 || hits.1 else { return false }
        guard apply else { return true }
        let ma = massData[a], mb = massData[b], e = c.pointee.restitution
        let rnA0 = cross(rA.0, normal), rnB0 = cross(rB.0, normal), rnA1 = cross(rA.1, normal), rnB1 = cross(rB.1, normal)
        let k11 = ma.invMass + mb.invMass + ma.invI * rnA0 * rnA0 + mb.invI * rnB0 * rnB0
        let k22 = ma.invMass + mb.invMass + ma.invI * rnA1 * rnA1 + mb.invI * rnB1 * rnB1
        let k12 = ma.invMass + mb.invMass + ma.invI * rnA0 * rnA1 + mb.invI * rnB0 * rnB1
        var x = (0.0, 0.0)
        let det = k11 * k22 - k12 * k12
        var both = false
        if hits.0 && hits.1, k11 * k11 < 1000 * det, det > 0 {
            // Both points leave at e times their approach speed, together.
            let d0 = -(1 + e) * vn.0, d1 = -(1 + e) * vn.1
            x = ((k22 * d0 - k12 * d1) / det, (k11 * d1 - k12 * d0) / det)
            both = x.0 >= 0 && x.1 >= 0
        }
        if !both {
            // The point approaching faster alone.
            let first = hits.0 && (!hits.1 || vn.0 <= vn.1)
            x = first ? (k11 > 0 ? -(1 + e) * vn.0 / k11 : 0, 0) : (0, k22 > 0 ? -(1 + e) * vn.1 / k22 : 0)
        }
        let p = (x.0 + x.1) * normal
        let changeA = Velocity(v: -ma.invMass * p, w: -ma.invI * (x.0 * rnA0 + x.1 * rnA1))
        let changeB = Velocity(v: mb.invMass * p, w: mb.invI * (x.0 * rnB0 + x.1 * rnB1))
        vel[a].v += changeA.v
        vel[a].w += changeA.w
        vel[b].v += changeB.v
        vel[b].w += changeB.w
        // The bodies meet `contactTime` into the step and part from there: the step moves them with their
        // new velocities throughout, so they are first set back by what the change would have moved them
        // before the contact (a box landing from a gap bounces from the floor, not from where the step began).
        if contactTime > 0 {
            shift(a, by: changeA, for: contactTime)
            shift(b, by: changeB, for: contactTime)
        }
        return true
    }

    /// Moves body `i` back by what the velocity change `change` moves it in `time` seconds.
    @inline(__always) private func shift(_ i: Int, by change: Velocity, for time: Double) {
        guard change.v.x != 0 || change.v.y != 0 || change.w != 0 else { return }
        var p = pose[i]
        p.c = World.clampPosition(p.c - time * change.v)
        if change.w != 0 {
            p.a -= time * change.w
            p.q = p.q.rotated(by: -time * change.w)
        }
        pose[i] = p
    }
}

/// A contact ``World/resolveImpacts(_:)`` looks at, with its bodies (each pass reads them without
/// touching the contact).
struct ImpactContact {
    var contact: Int32
    var a: Int32
    var b: Int32
}
