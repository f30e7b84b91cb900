import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

extension World {
    /// Phase: prepares every joint touching an awake body (anchors, effective masses, soft-constraint
    /// coefficients in Box2D's form: ω = 2πf, k = m·ω², d = 2·m·ζ·ω, γ = 1/(h(d + h·k)), bias = C·h·k·γ).
    func prepareJoints(_ h: Double) {
        let flags = self.flags
        for k in 0..<joints.count {
            var j = joints[k]
            let a = Int(j.a), b = Int(j.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else { continue }
            flags[a].insert(.inSolver)
            flags[b].insert(.inSolver)
            let ma = massData[a], mb = massData[b]
            j.mA = ma.invMass; j.iA = ma.invI; j.mB = mb.invMass; j.iB = mb.invI
            let pa = pose[a], pb = pose[b]
            j.rA = a == 0 ? .zero : pa.q.apply(j.localA)
            j.rB = pb.q.apply(j.localB)
            let worldA = a == 0 ? j.localA : pa.c + j.rA
            switch j.kind {
            case .distance:
                prepareDistance(&j, worldA: worldA, pb: pb, h: h)
            case .weld, .revolute:
                preparePointAngle(&j, worldA: worldA, pa: pa, pb: pb)
            case .prismatic:
                preparePrismatic(&j, worldA: worldA, pa: pa, pb: pb)
            }
            joints[k] = j
        }
    }

    private func prepareDistance(_ j: inout Joint, worldA: Vec2, pb: Pose, h: Double) {
        let d = pb.c + j.rB - worldA
        j.currentLength = d.length
        j.u = j.currentLength > 1e-9 ? (1 / j.currentLength) * d : .zero
        let crA = cross(j.rA, j.u), crB = cross(j.rB, j.u)
        let invMass = j.mA + j.iA * crA * crA + j.mB + j.iB * crB * crB
        j.mass = invMass > 0 ? 1 / invMass : 0
        if j.frequency > 0, j.minLength < j.maxLength {
            let C = j.currentLength - j.length
            let omega = 2 * Double.pi * j.frequency
            let stiffness = j.mass * omega * omega
            let damper = 2 * j.mass * max(j.dampingRatio, 0) * omega
            let g = h * (damper + h * stiffness)
            j.gamma = g > 0 ? 1 / g : 0
            j.bias = C * h * stiffness * j.gamma
            let soft = invMass + j.gamma
            j.softMass = soft > 0 ? 1 / soft : 0
        } else {
            j.gamma = 0
            j.bias = 0
            j.softMass = j.mass
            j.impulse = j.minLength < j.maxLength ? 0 : j.impulse
        }
    }

    /// Phase: applies last step's joint impulses.
    func warmStartJoints() {
        let flags = self.flags
        for k in 0..<joints.count {
            let j = joints[k]
            let a = Int(j.a), b = Int(j.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else { continue }
            switch j.kind {
            case .distance:
                let P = (j.impulse + j.lowerImpulse - j.upperImpulse) * j.u
                applyImpulse(j, P, 0)
            case .weld, .revolute:
                applyImpulse(j, j.linearImpulse, j.angularImpulse + j.lowerImpulse - j.upperImpulse + j.frictionImpulse)
            case .prismatic:
                let axial = j.lowerImpulse - j.upperImpulse
                let P = j.linearImpulse.x * j.perp + axial * j.u
                applyPrismatic(j, P, j.linearImpulse.x * j.s1 + axial * j.a1 + j.angularImpulse,
                               j.linearImpulse.x * j.s2 + axial * j.a2 + j.angularImpulse)
            }
        }
    }

    /// Body `i`'s velocity during the substeps: its solver state (every joint's bodies are in the solver;
    /// a static body's state is at rest).
    @inline(__always) func solverVelocity(_ i: Int) -> Velocity {
        let v = states[i].v
        return Velocity(v: Vec2(Double(v.x), Double(v.y)), w: Double(v.z))
    }

    /// Sets body `i`'s velocity during the substeps (see ``solverVelocity(_:)``).
    @inline(__always) func setSolverVelocity(_ i: Int, _ v: Velocity) {
        states[i].v = SIMD4(Float(v.v.x), Float(v.v.y), Float(v.w), 0)
    }

    @inline(__always) func applyImpulse(_ j: Joint, _ P: Vec2, _ L: Double) {
        let a = Int(j.a), b = Int(j.b)
        var va = solverVelocity(a), vb = solverVelocity(b)
        va.v -= j.mA * P
        va.w -= j.iA * (cross(j.rA, P) + L)
        vb.v += j.mB * P
        vb.w += j.iB * (cross(j.rB, P) + L)
        setSolverVelocity(a, va)
        setSolverVelocity(b, vb)
    }

    @inline(__always) func relativeVelocity(_ j: Joint) -> Vec2 {
        let va = solverVelocity(Int(j.a)), vb = solverVelocity(Int(j.b))
        return vb.v + cross(vb.w, j.rB) - va.v - cross(va.w, j.rA)
    }

    /// Phase: one pass over the joints of awake bodies. Rigid constraints correct drift with a
    /// Baumgarte bias of 0.2·C/h (the kit has no joint position iterations).
    func solveJointVelocities(_ h: Double) {
        let flags = self.flags
        for k in 0..<joints.count {
            var j = joints[k]
            let a = Int(j.a), b = Int(j.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else { continue }
            switch j.kind {
            case .distance: solveDistance(&j, h)
            case .weld, .revolute: solvePointAngle(&j, h)
            case .prismatic: solvePrismatic(&j, h)
            }
            joints[k] = j
        }
    }

    private func solveDistance(_ j: inout Joint, _ h: Double) {
        let invH = 1 / h
        if j.minLength < j.maxLength {
            if j.frequency > 0 {
                let cdot = dot(j.u, relativeVelocity(j))
                let impulse = -j.softMass * (cdot + j.bias + j.gamma * j.impulse)
                j.impulse += impulse
                applyImpulse(j, impulse * j.u, 0)
            }
            if j.minLength > 0 || j.maxLength.isFinite {
                // Lower limit.
                if j.minLength > 0 {
                    let C = j.currentLength - j.minLength
                    let bias = C > 0 ? C * invH : baumgarte * C * invH
                    let cdot = dot(j.u, relativeVelocity(j))
                    let old = j.lowerImpulse
                    j.lowerImpulse = max(0, old - j.mass * (cdot + bias))
                    applyImpulse(j, (j.lowerImpulse - old) * j.u, 0)
                }
                // Upper limit.
                if j.maxLength.isFinite {
                    let C = j.maxLength - j.currentLength
                    let bias = C > 0 ? C * invH : baumgarte * C * invH
                    let cdot = -dot(j.u, relativeVelocity(j))
                    let old = j.upperImpulse
                    j.upperImpulse = max(0, old - j.mass * (cdot + bias))
                    applyImpulse(j, -(j.upperImpulse - old) * j.u, 0)
                }
            }
        } else {
            let C = j.currentLength - j.length
            let cdot = dot(j.u, relativeVelocity(j))
            let impulse = -j.mass * (cdot + baumgarte * C * invH)
            j.impulse += impulse
            applyImpulse(j, impulse * j.u, 0)
        }
    }
}

extension World {
    private func preparePointAngle(_ j: inout Joint, worldA: Vec2, pa: Pose, pb: Pose) {
        let rA = j.rA, rB = j.rB
        let k11 = j.mA + j.mB + j.iA * rA.y * rA.y + j.iB * rB.y * rB.y
        let k12 = -j.iA * rA.x * rA.y - j.iB * rB.x * rB.y
        let k22 = j.mA + j.mB + j.iA * rA.x * rA.x + j.iB * rB.x * rB.x
        let det = k11 * k22 - k12 * k12
        let inv = det != 0 ? 1 / det : 0
        j.kInv11 = inv * k22; j.kInv12 = -inv * k12; j.kInv22 = inv * k11
        j.pointError = pb.c + rB - worldA
        j.angle = pb.a - (j.a == 0 ? 0 : pa.a) - j.referenceAngle
        let angular = j.iA + j.iB
        j.angularMass = angular > 0 ? 1 / angular : 0
        if !j.enableLimit { j.lowerImpulse = 0; j.upperImpulse = 0 }
    }

    private func solvePointAngle(_ j: inout Joint, _ h: Double) {
        let invH = 1 / h
        let wA = solverVelocity(Int(j.a)).w, wB = solverVelocity(Int(j.b)).w
        if j.kind == .weld {
            let cdot = wB - wA + baumgarte * j.angle * invH
            let impulse = -j.angularMass * cdot
            j.angularImpulse += impulse
            applyImpulse(j, .zero, impulse)
        } else {
            if j.maxFriction > 0 {
                let cdot = solverVelocity(Int(j.b)).w - solverVelocity(Int(j.a)).w
                let old = j.frictionImpulse
                let limit = j.maxFriction * h
                j.frictionImpulse = min(max(old - j.angularMass * cdot, -limit), limit)
                applyImpulse(j, .zero, j.frictionImpulse - old)
            }
            if j.enableLimit {
                let lowerC = j.angle - j.lower
                let lowerBias = lowerC > 0 ? lowerC * invH : baumgarte * lowerC * invH
                let cdotL = solverVelocity(Int(j.b)).w - solverVelocity(Int(j.a)).w
                let oldL = j.lowerImpulse
                j.lowerImpulse = max(0, oldL - j.angularMass * (cdotL + lowerBias))
                applyImpulse(j, .zero, j.lowerImpulse - oldL)
                let upperC = j.upper - j.angle
                let upperBias = upperC > 0 ? upperC * invH : baumgarte * upperC * invH
                let cdotU = solverVelocity(Int(j.a)).w - solverVelocity(Int(j.b)).w
                let oldU = j.upperImpulse
                j.upperImpulse = max(0, oldU - j.angularMass * (cdotU + upperBias))
                applyImpulse(j, .zero, -(j.upperImpulse - oldU))
            }
        }
        let cdot = relativeVelocity(j) + (baumgarte * invH) * j.pointError
        let impulse = Vec2(-(j.kInv11 * cdot.x + j.kInv12 * cdot.y), -(j.kInv12 * cdot.x + j.kInv22 * cdot.y))
        j.linearImpulse += impulse
        applyImpulse(j, impulse, 0)
    }

    @inline(__always) private func applyPrismatic(_ j: Joint, _ P: Vec2, _ LA: Double, _ LB: Double) {
        let a = Int(j.a), b = Int(j.b)
        var va = solverVelocity(a), vb = solverVelocity(b)
        va.v -= j.mA * P
        va.w -= j.iA * LA
        vb.v += j.mB * P
        vb.w += j.iB * LB
        setSolverVelocity(a, va)
        setSolverVelocity(b, vb)
    }

    private func preparePrismatic(_ j: inout Joint, worldA: Vec2, pa: Pose, pb: Pose) {
        let qA = j.a == 0 ? Rot.identity : pa.q
        let axis = qA.apply(j.localAxisA)
        let d = pb.c + j.rB - worldA
        j.u = axis
        j.perp = axis.leftPerp
        j.s1 = cross(d + j.rA, j.perp); j.s2 = cross(j.rB, j.perp)
        j.a1 = cross(d + j.rA, axis); j.a2 = cross(j.rB, axis)
        let kp = j.mA + j.mB + j.iA * j.s1 * j.s1 + j.iB * j.s2 * j.s2
        j.mass = kp > 0 ? 1 / kp : 0
        let ka = j.mA + j.mB + j.iA * j.a1 * j.a1 + j.iB * j.a2 * j.a2
        j.axialMass = ka > 0 ? 1 / ka : 0
        let angular = j.iA + j.iB
        j.angularMass = angular > 0 ? 1 / angular : 0
        j.pointError = Vec2(dot(j.perp, d), 0)
        j.currentLength = dot(axis, d)
        j.angle = pb.a - (j.a == 0 ? 0 : pa.a) - j.referenceAngle
        if !j.enableLimit { j.lowerImpulse = 0; j.upperImpulse = 0 }
    }

    private func solvePrismatic(_ j: inout Joint, _ h: Double) {
        let invH = 1 / h
        @inline(__always) func speeds() -> (Vec2, Double, Vec2, Double) {
            let va = solverVelocity(Int(j.a)), vb = solverVelocity(Int(j.b))
            return (va.v, va.w, vb.v, vb.w)
        }
        if j.enableLimit {
            var (vA, wA, vB, wB) = speeds()
            let lowerC = j.currentLength - j.lower
            let lowerBias = lowerC > 0 ? lowerC * invH : baumgarte * lowerC * invH
            let cdotL = dot(j.u, vB - vA) + j.a2 * wB - j.a1 * wA
            let oldL = j.lowerImpulse
            j.lowerImpulse = max(0, oldL - j.axialMass * (cdotL + lowerBias))
            var delta = j.lowerImpulse - oldL
            applyPrismatic(j, delta * j.u, delta * j.a1, delta * j.a2)
            (vA, wA, vB, wB) = speeds()
            let upperC = j.upper - j.currentLength
            let upperBias = upperC > 0 ? upperC * invH : baumgarte * upperC * invH
            let cdotU = dot(j.u, vA - vB) + j.a1 * wA - j.a2 * wB
            let oldU = j.upperImpulse
            j.upperImpulse = max(0, oldU - j.axialMass * (cdotU + upperBias))
            delta = -(j.upperImpulse - oldU)
            applyPrismatic(j, delta * j.u, delta * j.a1, delta * j.a2)
        }
        // No relative rotation.
        var (vA, wA, vB, wB) = speeds()
        let angular = -j.angularMass * (wB - wA + baumgarte * j.angle * invH)
        j.angularImpulse += angular
        applyPrismatic(j, .zero, angular, angular)
        // Stay on the axis.
        (vA, wA, vB, wB) = speeds()
        let cdot = dot(j.perp, vB - vA) + j.s2 * wB - j.s1 * wA + baumgarte * j.pointError.x * invH
        let impulse = -j.mass * cdot
        j.linearImpulse.x += impulse
        applyPrismatic(j, impulse * j.perp, impulse * j.s1, impulse * j.s2)
    }
}
