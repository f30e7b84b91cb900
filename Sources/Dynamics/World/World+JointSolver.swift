import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// One step of a damped spring (frequency f in hertz, damping ratio ζ, step h), integrated so that it keeps
/// the spring's energy: an undamped spring swings forever, a damped one loses exactly e^(−2ζωh) of its energy
/// per step (ω = 2πf), at the spring's own period, and under a steady load it rests where k = m·ω² puts it.
///
/// The impulse λ of a step (per unit of effective mass m) obeys λ/m = −h·(ω²·C + δ·Ċ′ − ε·Ċ₀), C the stretch
/// when the step begins, Ċ₀ and Ċ′ the stretch speed when it begins and ends; the position then moves by
/// h·Ċ′ (the step's semi-implicit Euler). For one spring on one body that is a linear map of (C, Ċ) per step;
/// δ and ε are chosen so that its determinant is the exact e^(−2ζωh) and its trace the exact
/// 2·e^(−ζωh)·cos(ω_d·h) (ω_d the damped frequency): the discrete oscillator has exactly the spring's
/// frequency and decay. δ ≥ 0 also keeps several springs on one body stable. Box2D's soft constraint
/// (δ = hω² + 2ζω, ε = 0) is implicit Euler: stable at any stiffness, but an undamped 1 Hz spring keeps only
/// 61 % of its amplitude after 3 s at 1/120 s. Springs up to ωh = 1 (19 Hz at 1/120 s) use the exact step;
/// stiffer ones blend into Box2D's form by ωh = 2 (38 Hz), where no step of h can follow the spring anyway.
///
/// In the solver's form (Box2D v3's soft step), each pass adds
/// Δλ = −M·(massScale·Ċ + bias) − impulseScale·λ, with massScale = hδ/(1 + hδ), impulseScale = 1/(1 + hδ),
/// bias = (h·ω²·C − hε·Ċ₀)/(1 + hδ), M the effective mass.
struct SpringStep {
    /// hδ/(1 + hδ).
    var massScale: Double
    /// 1/(1 + hδ).
    var impulseScale: Double
    /// h·ω²/(1 + hδ): the bias per point of stretch (1/s).
    var stretchBias: Double
    /// −hε/(1 + hδ): the bias per pt/s of the stretch speed when the step began.
    var speedBias: Double
    /// The same across the spring, for a spring that damps every direction: a motion across it has no
    /// stiffness, so only its decay e^(−2ζωh) per step is kept (Box2D's form: implicit damping).
    var crossSpeedBias: Double
    /// The decay of the bodies' relative turning, for a spring that damps every direction (as Box2D v3's
    /// mouse joint damps the grabbed body's turning): e^(−2ζωh) per step, as the damper's rate 2ζω gives.
    /// Solved implicitly: each pass adds ΔL = −I·(1 − e^(−2ζωh))·ω_rel − e^(−2ζωh)·L.
    var turnDecay: Double

    init(frequency: Double, dampingRatio: Double, h: Double) {
        let omega = 2 * Double.pi * frequency, x = omega * h, zeta = max(dampingRatio, 0)
        // The exact map's determinant α = e^(−2ζx) and 1 + α − trace, written without cancellation.
        let decay = exp(-zeta * x)
        let alpha = decay * decay
        let gap: Double
        if zeta < 1 {
            let half = sin(0.5 * x * (1 - zeta * zeta).squareRoot())
            gap = expm1(-zeta * x) * expm1(-zeta * x) + 4 * decay * half * half
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            gap = expm1((s - zeta) * x) * expm1(-(s + zeta) * x)
        }
        let exact = gap > 0 ? max(x * x / gap, 1) : 1 + x * x + 2 * zeta * x
        // Blend towards implicit Euler (1 + hδ = 1 + x² + 2ζx, hε = 0; across the spring hε = x²) for stiff springs.
        let t = min(max(x - 1, 0), 1)
        let q = (1 - t) * exact + t * (1 + x * x + 2 * zeta * x)
        let hEpsilon = (1 - t) * (alpha * exact - 1)
        let hEpsilonAcross = hEpsilon + t * x * x
        turnDecay = alpha
        massScale = (q - 1) / q
        impulseScale = 1 / q
        stretchBias = x * x / (h * q)
        speedBias = -hEpsilon / q
        crossSpeedBias = -hEpsilonAcross / q
    }
}

extension World {
    /// Phase: prepares every joint touching an awake body (anchors, effective masses, and each spring's
    /// step, see ``SpringStep``).
    func prepareJoints(_ h: Double) {
        let flags = self.flags, joints = self.joints
        for k in 0..<joints.count {
            // In place: the record is large, and copying it out and back costs more than preparing it.
            let jp = joints.base + k
            let a = Int(jp.pointee.a), b = Int(jp.pointee.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else { continue }
            flags[a].insert(.inSolver)
            flags[b].insert(.inSolver)
            prepareJoint(&jp.pointee, a, b, h)
        }
    }

    /// Prepares joint `j` between bodies `a` and `b` (see ``prepareJoints(_:)``).
    @inline(__always) private func prepareJoint(_ j: inout Joint, _ a: Int, _ b: Int, _ h: Double) {
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
    }

    private func prepareDistance(_ j: inout Joint, worldA: Vec2, pb: Pose, h: Double) {
        let d = pb.c + j.rB - worldA
        j.currentLength = d.length
        // A spring whose anchors meet keeps its last direction (or pulls along y): only its length matters then.
        if j.currentLength > 1e-9 {
            j.u = (1 / j.currentLength) * d
        } else if j.frequency == 0 || j.u.lengthSquared == 0 {
            j.u = j.frequency > 0 ? Vec2(0, 1) : .zero
        }
        let crA = cross(j.rA, j.u), crB = cross(j.rB, j.u)
        let invMass = j.mA + j.iA * crA * crA + j.mB + j.iB * crB * crB
        j.mass = invMass > 0 ? 1 / invMass : 0
        if j.frequency > 0, j.minLength < j.maxLength {
            let spring = SpringStep(frequency: j.frequency, dampingRatio: j.dampingRatio, h: h)
            j.springMassScale = spring.massScale
            j.springImpulseScale = spring.impulseScale
            // The anchors' relative velocity when the step began (before its forces).
            let va = j.a == 0 ? Velocity.zero : vel[Int(j.a)], vb = vel[Int(j.b)]
            let speed0 = vb.v + cross(vb.w, j.rB) - va.v - cross(va.w, j.rA)
            let along = dot(j.u, speed0)
            if j.dampsEveryDirection {
                prepareMassMatrix(&j)
                let angular = j.iA + j.iB
                j.angularMass = angular > 0 ? 1 / angular : 0
                j.turnDecay = spring.turnDecay
                if j.length > 0 {
                    let across = speed0 - along * j.u
                    j.springBias = (spring.stretchBias * (j.currentLength - j.length) + spring.speedBias * along) * j.u
                        + spring.crossSpeedBias * across
                } else {
                    j.springBias = spring.stretchBias * d + spring.speedBias * speed0
                }
            } else {
                j.springBias = Vec2(spring.stretchBias * (j.currentLength - j.length) + spring.speedBias * along, 0)
            }
        } else {
            j.impulse = j.minLength < j.maxLength ? 0 : j.impulse
        }
    }

    /// Phase: applies last step's joint impulses.
    func warmStartJoints() {
        let flags = self.flags, joints = self.joints
        for k in 0..<joints.count {
            // Read in place (see ``prepareJoints(_:)``).
            let jp = joints.base + k
            let a = Int(jp.pointee.a), b = Int(jp.pointee.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else { continue }
            warmStart(&jp.pointee)
        }
    }

    /// Applies joint `j`'s impulses of last step (see ``warmStartJoints()``).
    @inline(__always) private func warmStart(_ j: inout Joint) {
        switch j.kind {
        case .distance:
            let P = (j.impulse + j.lowerImpulse - j.upperImpulse) * j.u + j.linearImpulse
            applyImpulse(j, P, j.angularImpulse)
        case .weld, .revolute:
            applyImpulse(j, j.linearImpulse, j.angularImpulse + j.lowerImpulse - j.upperImpulse + j.frictionImpulse)
        case .prismatic:
            let axial = j.lowerImpulse - j.upperImpulse
            let P = j.linearImpulse.x * j.perp + axial * j.u
            applyPrismatic(j, P, j.linearImpulse.x * j.s1 + axial * j.a1 + j.angularImpulse,
                           j.linearImpulse.x * j.s2 + axial * j.a2 + j.angularImpulse)
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
        let flags = self.flags, joints = self.joints
        for k in 0..<joints.count {
            // In place (see ``prepareJoints(_:)``).
            let jp = joints.base + k
            let a = Int(jp.pointee.a), b = Int(jp.pointee.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else { continue }
            switch jp.pointee.kind {
            case .distance: solveDistance(&jp.pointee, h)
            case .weld, .revolute: solvePointAngle(&jp.pointee, h)
            case .prismatic: solvePrismatic(&jp.pointee, h)
            }
        }
    }

    private func solveDistance(_ j: inout Joint, _ h: Double) {
        let invH = 1 / h
        if j.minLength < j.maxLength {
            if j.frequency > 0 {
                if j.dampsEveryDirection {
                    if j.turnDecay < 1 {
                        let turn = solverVelocity(Int(j.b)).w - solverVelocity(Int(j.a)).w
                        let angular = -j.angularMass * (1 - j.turnDecay) * turn - j.turnDecay * j.angularImpulse
                        j.angularImpulse += angular
                        applyImpulse(j, .zero, angular)
                    }
                    let cdot = relativeVelocity(j)
                    let r = j.springMassScale * cdot + j.springBias
                    let impulse = Vec2(-(j.kInv11 * r.x + j.kInv12 * r.y), -(j.kInv12 * r.x + j.kInv22 * r.y))
                        - j.springImpulseScale * j.linearImpulse
                    j.linearImpulse += impulse
                    applyImpulse(j, impulse, 0)
                } else {
                    let cdot = dot(j.u, relativeVelocity(j))
                    let impulse = -j.mass * (j.springMassScale * cdot + j.springBias.x) - j.springImpulseScale * j.impulse
                    j.impulse += impulse
                    applyImpulse(j, impulse * j.u, 0)
                }
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
    /// The inverse of the anchors' 2×2 point-constraint mass matrix, into `kInv11…kInv22`.
    private func prepareMassMatrix(_ j: inout Joint) {
        let rA = j.rA, rB = j.rB
        let k11 = j.mA + j.mB + j.iA * rA.y * rA.y + j.iB * rB.y * rB.y
        let k12 = -j.iA * rA.x * rA.y - j.iB * rB.x * rB.y
        let k22 = j.mA + j.mB + j.iA * rA.x * rA.x + j.iB * rB.x * rB.x
        let det = k11 * k22 - k12 * k12
        let inv = det != 0 ? 1 / det : 0
        j.kInv11 = inv * k22; j.kInv12 = -inv * k12; j.kInv22 = inv * k11
    }

    private func preparePointAngle(_ j: inout Joint, worldA: Vec2, pa: Pose, pb: Pose) {
        prepareMassMatrix(&j)
        j.pointError = pb.c + j.rB - worldA
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
