import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

extension World {
    /// Advances the simulation by one fixed step of `h` seconds, running the solver phases in order:
    /// broad phase, narrow phase, islands (waking), the step's velocity changes, impacts, constraint preparation,
    /// the substeps (velocity change share, warm start, solve with soft push-out, move, relax),
    /// restitution, the free bodies' lead, continuous collision, sleeping.
    ///
    /// The soft step (Box2D v3's solver): each of ``substeps`` substeps applies its share of the step's
    /// forces, warm-starts the contacts, solves them once with a soft push-out, moves the bodies, and
    /// solves them once more without it (relaxing), so push-out never survives as energy. The velocity
    /// change of a step is UIKit's, `(v + h·a)/(1 + h·resistance) − v`, shared equally between the
    /// substeps, and a body that touched nothing is moved on by what a single step of `h` moves it more
    /// than the substeps do: a free body moves exactly as one semi-implicit Euler step of `h` (UIKit's
    /// numbers: free fall, pushes, resistance).
    func step(_ h: Double) {
        guard h > 0, h.isFinite else { return }
        var clock = StageClock(isOn: timesStages)
        updatePairs(step: h)
        clock.lap(&counters.seconds.broadPhase)
        updateContacts()
        clock.lap(&counters.seconds.narrowPhase)
        wakeIslands()
        computeVelocityChanges(h)
        resolveImpacts(h)
        let n = substeps
        let hs = h / Double(n)
        prepareJoints(h)
        prepareContacts(hs)
        loadStates()
        moveFreeBodies(substeps: n, hs, step: h)
        warmStartJoints()
        for _ in 0..<n {
            applyVelocityChanges(1 / Double(n))
            warmStartLanes()
            solveJointVelocities(h)
            solveLanes(useBias: true, substep: hs)
            integratePositions(hs, step: h)
            solveJointVelocities(h)
            solveLanes(useBias: false, substep: hs)
        }
        applyRestitution()
        storeStates()
        storeContactImpulses()
        leadFreeBodies(h, substeps: n)
        clock.lap(&counters.seconds.solver)
        solveContinuous()
        clock.lap(&counters.seconds.continuous)
        finishStep(h)
        updateSleep(h)
        clock.lap(&counters.seconds.sleep)
        countStep(substeps: n)
    }

    /// Adds this step's solver and continuous-collision work to ``counters`` (the broad and narrow phases
    /// count as they go).
    private func countStep(substeps n: Int) {
        counters.steps += 1
        counters.awakeBodies += awakeBodies.count
        counters.contactConstraints += solverContacts.count
        counters.uncolouredConstraints += max(solverContacts.count - overflowStart, 0)
        counters.laneBlocks += contactLanes.count
        counters.jointConstraints += joints.count
        counters.solverPasses += 2 * n
        counters.sweptBodies += fastBodies.count
        counters.awakeAfterLastStep = awakeCount
    }

    /// Phase: the step's velocity change of each awake body from gravity, forces and damping (UIKit's
    /// law, `v′ = (v + h·(g + a + F/m)) / (1 + h·resistance)`, the same for ω with torque and angular
    /// resistance), kept to be applied in shares by the substeps. Also records where each body starts the
    /// step (the start of its sweep) and clears its contact mark.
    func computeVelocityChanges(_ h: Double) {
        let awake = self.awakeBodies, vel = self.vel, forces = self.forces, mass = self.massData, damping = self.damping
        let gravity = self.gravity, pose = self.pose, pose0 = self.pose0, change = self.velocityChange, flags = self.flags
        for k in 0..<awake.count {
            let i = Int(awake[k])
            pose0[i] = pose[i]
            flags[i].remove([.inContact, .inSolver])
            let f = forces[i], m = mass[i], d = damping[i]
            let v0 = vel[i]
            var v = v0
            v.v = v.v + h * (gravity[i] + f.accel + m.invMass * f.force)
            v.w = v.w + h * m.invI * f.torque
            v.v = (1 / (1 + h * max(d.linear, 0))) * v.v
            v.w *= 1 / (1 + h * max(d.angular, 0))
            change[i] = Velocity(v: v.v - v0.v, w: v.w - v0.w)
        }
    }

    /// Phase: every body's solver state at rest, then the awake bodies in a contact or a joint
    /// (``BodyFlags/inSolver``) take their velocities into it for the substeps; they are listed in
    /// ``solverBodies``, the others in ``freeBodies``.
    func loadStates() {
        let states = self.states, vel = self.vel, flags = self.flags, awake = self.awakeBodies
        var solver = self.solverBodies, free = self.freeBodies
        solver.removeAll()
        free.removeAll()
        for i in 0..<states.count { states[i] = .rest }
        for k in 0..<awake.count {
            let i = Int(awake[k])
            guard flags[i].contains(.inSolver) else {
                free.append(Int32(i))
                continue
            }
            solver.append(Int32(i))
            // Speeds below 10⁻²⁰ are zero (see ``World/prepareContacts(_:)`` on denormal numbers).
            let v = vel[i]
            @inline(__always) func flushed(_ x: Double) -> Float { abs(x) < 1e-20 ? 0 : Float(x) }
            states[i].v = SIMD4(flushed(v.v.x), flushed(v.v.y), flushed(v.w), 0)
        }
        self.solverBodies = solver
        self.freeBodies = free
    }

    /// Phase: the bodies in no contact or joint this step (``freeBodies``) go through all `n` substeps at
    /// once, each body its share of the velocity change then its move, substep after substep: exactly what
    /// the substeps do to them one substep at a time (nothing else touches them), in one pass over them.
    func moveFreeBodies(substeps n: Int, _ hs: Double, step h: Double) {
        let free = self.freeBodies, vel = self.vel, change = self.velocityChange, pose = self.pose
        let maxTranslation = self.maxTranslation, maxRotation = self.maxRotation
        let share = 1 / Double(n)
        // Within these bounds on every substep's speed (per axis, and turning) neither speed limit nor the
        // coordinate clamp can act (a 1 % margin covers rounding): such a body takes a plain loop, with the
        // same results.
        let speedBound = 0.99 * maxTranslation / h / 2.squareRoot(), turnBound = 0.99 * maxRotation / h
        let positionBound = 0.99 * Self.maxCoordinate - Double(n) * hs * speedBound
        for k in 0..<free.count {
            let i = Int(free[k])
            let c = change[i]
            var v = vel[i], p = pose[i]
            if abs(v.v.x) + abs(c.v.x) < speedBound, abs(v.v.y) + abs(c.v.y) < speedBound,
               abs(p.c.x) < positionBound, abs(p.c.y) < positionBound {
                if v.w == 0 && c.w == 0 {
                    // Not turning: only the center moves (one addition of ±0 signs ω's zero as n of them do).
                    v.w += share * c.w
                    for _ in 0..<n {
                        v.v += share * c.v
                        p.c = p.c + hs * v.v
                    }
                } else if abs(v.w) + abs(c.w) < turnBound {
                    for _ in 0..<n {
                        v.v += share * c.v
                        v.w += share * c.w
                        p.c = p.c + hs * v.v
                        let turn = hs * v.w
                        if v.w != 0 {
                            p.a += turn
                            p.q = p.q.rotated(by: turn)
                        }
                    }
                } else {
                    moveFreeBody(&v, &p, c, substeps: n, hs, step: h)
                }
                vel[i] = v
                pose[i] = p
                continue
            }
            moveFreeBody(&v, &p, c, substeps: n, hs, step: h)
            vel[i] = v
            pose[i] = p
        }
    }

    /// One free body through `n` substeps with the speed limits and the coordinate clamp (see
    /// ``moveFreeBodies(substeps:_:step:)``).
    @inline(never)
    private func moveFreeBody(_ v: inout Velocity, _ p: inout Pose, _ c: Velocity, substeps n: Int, _ hs: Double, step h: Double) {
        let share = 1 / Double(n)
        for _ in 0..<n {
            v.v += share * c.v
            v.w += share * c.w
            v = limitedVelocity(v, step: h)
            p.c = World.clampPosition(p.c + hs * v.v)
            let turn = hs * v.w
            if v.w != 0 {
                p.a += turn
                p.q = p.q.rotated(by: turn)
            }
        }
    }

    /// Phase: the solver bodies' velocities back from their states after the substeps.
    func storeStates() {
        let states = self.states, vel = self.vel, flags = self.flags, awake = self.awakeBodies
        for k in 0..<awake.count {
            let i = Int(awake[k])
            guard flags[i].contains(.inSolver) else { continue }
            let v = states[i].v
            vel[i] = Velocity(v: Vec2(Double(v.x), Double(v.y)), w: Double(v.z))
        }
    }

    /// Phase: applies `share` of each solver body's step velocity change to its solver state (the free bodies
    /// had theirs in ``moveFreeBodies(substeps:_:step:)``).
    func applyVelocityChanges(_ share: Double) {
        let solver = self.solverBodies, change = self.velocityChange, states = self.states
        for k in 0..<solver.count {
            let i = Int(solver[k])
            let c = change[i]
            states[i].v += SIMD4(Float(share * c.v.x), Float(share * c.v.y), Float(share * c.w), 0)
        }
    }

    /// Phase: moves the solver bodies (in a contact or a joint) by their solver states' velocities for one
    /// substep of `hs` seconds, each state recording the motion since the step began. Speeds are clamped so
    /// that a whole step of `h` moves a body at most 200 pt and turns it at most ½π (Box2D's limits); the
    /// free bodies move the same way in ``moveFreeBodies(substeps:_:step:)``.
    func integratePositions(_ hs: Double, step h: Double) {
        let solver = self.solverBodies, pose = self.pose, pose0 = self.pose0, states = self.states
        let maxTranslation = self.maxTranslation, maxRotation = self.maxRotation
        let maxTranslation2 = maxTranslation * maxTranslation, maxRotation2 = maxRotation * maxRotation
        for k in 0..<solver.count {
            let i = Int(solver[k])
            let sv = states[i].v
            var v = Velocity(v: Vec2(Double(sv.x), Double(sv.y)), w: Double(sv.z))
            // Nearly never over a limit: the square root and divisions of the clamp stay off the common path.
            let t = h * v.v, r = h * v.w
            let clamped = t.lengthSquared > maxTranslation2 || r * r > maxRotation2
            if clamped { v = limitedVelocity(v, step: h) }
            var p = pose[i]
            let move = hs * v.v
            p.c = World.clampPosition(p.c + move)
            let turn = hs * v.w
            if v.w != 0 {
                p.a += turn
                p.q = p.q.rotated(by: turn)
            }
            pose[i] = p
            // The rotation since the step began: q·q0⁻¹ (both unit rotations, no series needed).
            let d = states[i].d, q0 = pose0[i].q
            states[i].d = SIMD4(d.x + Float(move.x), d.y + Float(move.y), Float(p.q.c * q0.c + p.q.s * q0.s),
                                Float(p.q.s * q0.c - p.q.c * q0.s))
            if clamped { states[i].v = SIMD4(Float(v.v.x), Float(v.v.y), Float(v.w), 0) }
        }
    }

    /// `v` with its speed and its turning clamped so that a step of `h` moves a body at most
    /// ``maxTranslation`` and turns it at most ``maxRotation`` (see ``integratePositions(_:step:)``).
    @inline(never)
    private func limitedVelocity(_ v: Velocity, step h: Double) -> Velocity {
        var v = v
        let t = h * v.v
        if t.lengthSquared > maxTranslation * maxTranslation { v.v = (maxTranslation / t.length) * v.v }
        let r = h * v.w
        if r * r > maxRotation * maxRotation { v.w *= maxRotation / abs(r) }
        return v
    }

    /// Phase: a body that touched nothing this step moves on by `h·Δv·(n − 1)/(2n)` (Δv its step velocity
    /// change, n substeps): what one step of `h` moves it beyond the substeps, which gave it the change
    /// in shares. Free bodies thus follow UIKit's single semi-implicit Euler step exactly.
    func leadFreeBodies(_ h: Double, substeps n: Int) {
        guard n > 1 else { return }
        let awake = self.awakeBodies, pose = self.pose, change = self.velocityChange, flags = self.flags
        let factor = h * Double(n - 1) / Double(2 * n)
        for k in 0..<awake.count {
            let i = Int(awake[k])
            guard !flags[i].contains(.inContact) else { continue }
            let c = change[i]
            var p = pose[i]
            p.c = World.clampPosition(p.c + factor * c.v)
            if c.w != 0 {
                let turn = factor * c.w
                p.a += turn
                p.q = p.q.rotated(by: turn)
            }
            pose[i] = p
        }
    }

    /// Phase: clears forces, and guards against non-finite state: a body
    /// whose state stopped being finite is stopped where it was at the start of the step.
    func finishStep(_ h: Double) {
        let awake = self.awakeBodies, vel = self.vel, pose = self.pose, forces = self.forces
        let pose0 = self.pose0
        for k in 0..<awake.count {
            let i = Int(awake[k])
            forces[i] = .zero
            let p = pose[i], v = vel[i]
            if !(p.c.isFinite && p.a.isFinite && v.v.isFinite && v.w.isFinite) {
                let start = pose0[i]
                let safeAngle = start.a.isFinite ? start.a.truncatingRemainder(dividingBy: 2 * .pi) : 0
                pose[i] = Pose(c: start.c.isFinite ? start.c : .zero, a: safeAngle, q: Rot(angle: safeAngle))
                vel[i] = .zero
            }
        }
    }
}
