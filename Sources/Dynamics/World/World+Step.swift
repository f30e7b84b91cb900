import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

extension World {
    /// Advances the simulation by one fixed step of `h` seconds, running the solver phases in order:
    /// broad phase, narrow phase, islands (waking), velocity integration, constraint preparation,
    /// warm starting, velocity iterations, position integration, position iterations, sleeping.
    func step(_ h: Double) {
        guard h > 0, h.isFinite else { return }
        updatePairs()
        updateContacts()
        wakeIslands()
        integrateVelocities(h)
        prepareJoints(h)
        prepareContacts(h)
        warmStartJoints()
        warmStartContacts()
        for _ in 0..<velocityIterations {
            solveJointVelocities(h)
            solveContactVelocities()
        }
        storeContactImpulses()
        integratePositions(h)
        for _ in 0..<positionIterations {
            // Box2D stops early once every overlap is within three slops.
            if solveContactPositions() { break }
        }
        finishStep(h)
        updateSleep(h)
    }

    /// Phase: gravity, forces and damping change the velocities of awake bodies:
    /// `v = (v + h·(g + a + F/m)) / (1 + h·resistance)`, the same for ω with torque and angular resistance.
    func integrateVelocities(_ h: Double) {
        let awake = self.awakeBodies, vel = self.vel, forces = self.forces, mass = self.massData, damping = self.damping
        let gravity = self.gravity
        for k in 0..<awake.count {
            let i = Int(awake[k])
            let f = forces[i], m = mass[i], d = damping[i]
            var v = vel[i]
            v.v = v.v + h * (gravity[i] + f.accel + m.invMass * f.force)
            v.w = v.w + h * m.invI * f.torque
            v.v = (1 / (1 + h * max(d.linear, 0))) * v.v
            v.w *= 1 / (1 + h * max(d.angular, 0))
            vel[i] = v
        }
    }

    /// Phase: moves awake bodies by their velocities (clamped to 200 pt and ½π per step, as Box2D does).
    func integratePositions(_ h: Double) {
        let awake = self.awakeBodies, vel = self.vel, pose = self.pose
        for k in 0..<awake.count {
            let i = Int(awake[k])
            var v = vel[i]
            let t = h * v.v
            if t.lengthSquared > maxTranslation * maxTranslation {
                v.v = (maxTranslation / t.length) * v.v
            }
            let r = h * v.w
            if r * r > maxRotation * maxRotation {
                v.w *= maxRotation / abs(r)
            }
            vel[i] = v
            var p = pose[i]
            p.c = World.clampPosition(p.c + h * v.v)
            if v.w != 0 {
                p.a += h * v.w
                p.q = p.q.rotated(by: h * v.w)
            }
            pose[i] = p
        }
    }

    /// Phase: clears forces, refreshes bounding boxes, and guards against non-finite state: a body
    /// whose state stopped being finite is stopped where it was at the start of the step.
    func finishStep(_ h: Double) {
        let awake = self.awakeBodies, vel = self.vel, pose = self.pose, forces = self.forces
        for k in 0..<awake.count {
            let i = Int(awake[k])
            forces[i] = .zero
            let p = pose[i], v = vel[i]
            if !(p.c.isFinite && p.a.isFinite && v.v.isFinite && v.w.isFinite) {
                let old = aabb[i]
                let center = Vec2((old.minX + old.maxX) / 2, (old.minY + old.maxY) / 2)
                let safeAngle = p.a.isFinite ? p.a.truncatingRemainder(dividingBy: 2 * .pi) : 0
                pose[i] = Pose(c: center.isFinite ? center : .zero, a: safeAngle, q: Rot(angle: safeAngle))
                vel[i] = .zero
            }
        }
    }
}
