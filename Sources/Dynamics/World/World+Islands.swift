import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

extension World {
    @inline(__always) private func root(_ i: Int32) -> Int32 {
        var r = i
        while islandParent[Int(r)] != r { r = islandParent[Int(r)] }
        // Path halving on the way up next time; here compress fully.
        var j = i
        while islandParent[Int(j)] != r {
            let next = islandParent[Int(j)]
            islandParent[Int(j)] = r
            j = next
        }
        return r
    }

    @inline(__always) private func union(_ a: Int32, _ b: Int32) {
        let ra = root(a), rb = root(b)
        if ra != rb {
            // Deterministic: the smaller index becomes the root.
            if ra < rb { islandParent[Int(rb)] = ra } else { islandParent[Int(ra)] = rb }
        }
    }

    /// Links dynamic bodies connected by touching contacts and joints into islands (union–find).
    private func buildIslands() {
        let n = pose.count
        islandParent.removeAll()
        islandParent.reserve(n)
        for i in 0..<n { islandParent.append(Int32(i)) }
        let flags = self.flags
        for k in 0..<contacts.count {
            let c = contacts[k]
            guard c.touching, flags[Int(c.a)].contains(.dynamic), flags[Int(c.b)].contains(.dynamic) else { continue }
            union(c.a, c.b)
        }
        for k in 0..<joints.count {
            let j = joints[k]
            guard flags[Int(j.a)].contains(.dynamic), flags[Int(j.b)].contains(.dynamic) else { continue }
            union(j.a, j.b)
        }
    }

    /// Phase: an island with any awake body wakes entirely (a falling box wakes the pile it lands on);
    /// then lists the awake bodies for this step. With no body asleep there is nothing to wake, and the
    /// islands are built only if ``updateSleep(_:)`` needs them (``islandsBuilt``).
    func wakeIslands() {
        let n = pose.count
        let flags = self.flags
        var anyAsleep = false
        for i in 0..<n {
            let f = flags[i]
            if f.contains(.dynamic) && !f.contains(.outOfSimulation) && !f.contains(.awake) {
                anyAsleep = true
                break
            }
        }
        awakeBodies.removeAll()
        guard anyAsleep else {
            islandsBuilt = false
            for i in 0..<n {
                let f = flags[i]
                guard f.contains(.dynamic), !f.contains(.outOfSimulation) else { continue }
                awakeBodies.append(Int32(i))
            }
            return
        }
        buildIslands()
        islandsBuilt = true
        var woke = false
        islandAwake.removeAll()
        islandAwake.resize(n, fill: false)
        for i in 0..<n where flags[i].contains(.awake) { islandAwake[Int(root(Int32(i)))] = true }
        for i in 0..<n {
            let f = flags[i]
            guard f.contains(.dynamic), !f.contains(.outOfSimulation) else { continue }
            if !f.contains(.awake) {
                guard islandAwake[Int(root(Int32(i)))] else { continue }
                flags[i] = f.union(.awake)
                sleepTime[i] = 0
                aabb[i] = computeAABB(i)
                woke = true
            }
            awakeBodies.append(Int32(i))
        }
        // The narrow phase listed the touching contacts of the bodies awake then.
        if woke { listSolverContacts() }
    }

    /// Phase: bodies slower than 1 pt/s and 2°/s accumulate rest time; an island whose every body has
    /// rested 0.5 s falls asleep (velocities zeroed) until something wakes it.
    func updateSleep(_ h: Double) {
        let awake = self.awakeBodies, vel = self.vel, sleep = self.sleepTime
        let linTol2 = linearSleepTolerance * linearSleepTolerance
        let angTol2 = angularSleepTolerance * angularSleepTolerance
        let n = pose.count
        // Islands matter only where one may fall asleep: with sleeping allowed and a body that has rested long
        // enough (an island sleeps when its every body has). Otherwise every body stays awake.
        var restedLongest = 0.0
        for k in 0..<awake.count {
            let i = Int(awake[k])
            let v = vel[i]
            if v.v.lengthSquared > linTol2 || v.w * v.w > angTol2 {
                sleep[i] = 0
            } else {
                sleep[i] += h
                restedLongest = max(restedLongest, sleep[i])
            }
        }
        guard allowsSleeping, restedLongest >= timeToSleep else {
            awakeCount = awake.count
            return
        }
        if !islandsBuilt {
            // The contacts and joints have not changed since the step began: the islands wakeIslands() would have built.
            buildIslands()
            islandsBuilt = true
        }
        islandSleep.removeAll()
        islandSleep.resize(n, fill: .greatestFiniteMagnitude)
        for k in 0..<awake.count {
            let i = Int(awake[k])
            let r = Int(root(Int32(i)))
            islandSleep[r] = min(islandSleep[r], sleep[i])
        }
        var stillAwake = 0
        let flags = self.flags
        for k in 0..<awake.count {
            let i = Int(awake[k])
            if allowsSleeping, islandSleep[Int(root(Int32(i)))] >= timeToSleep {
                flags[i].remove(.awake)
                vel[i] = .zero
                velocityChange[i] = .zero
                forces[i] = .zero
            } else {
                stillAwake += 1
            }
        }
        awakeCount = stillAwake
    }
}
