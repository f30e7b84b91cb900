import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

extension World {
    /// Creates the contact for a new overlapping pair. A polygon comes first when paired with a circle.
    func createContact(_ i: Int, _ j: Int) {
        var a = i, b = j
        let ka = shape[a].kind, kb = shape[b].kind
        if ka == .circle && kb == .polygon || (ka == kb && a > b) { swap(&a, &b) }
        let ma = material[a], mb = material[b]
        let friction: Double, restitution: Double
        // Boundaries have no material of their own: the item's values apply.
        if flags[a].contains(.boundary) {
            friction = mb.friction
            restitution = mb.restitution
        } else if flags[b].contains(.boundary) {
            friction = ma.friction
            restitution = ma.restitution
        } else {
            friction = (max(ma.friction, 0) * max(mb.friction, 0)).squareRoot()
            restitution = max(ma.restitution, mb.restitution)
        }
        let contact = Contact(a: Int32(a), b: Int32(b), touching: false,
                              restitution: restitution, friction: friction, manifold: Manifold())
        pairs.insert(PairTable.key(Int32(a), Int32(b)), Int32(contacts.count))
        contacts.append(contact)
        counters.contactsCreated += 1
    }

    /// Records that the contact between `a` and `b` began or ended touching at `point`, if events are
    /// recorded, with the bodies' current generations. `byRemoval`: one of them is being destroyed.
    @inline(__always) func recordEvent(_ a: Int32, _ b: Int32, began: Bool, point: Vec2, byRemoval: Bool = false) {
        guard recordsEvents else { return }
        events.append(ContactEventRecord(a: a, b: b, generationA: generation[Int(a)], generationB: generation[Int(b)],
                                         began: began, byRemoval: byRemoval, point: point))
    }

    /// Destroys contact `k`, reporting an ended touch (`byRemoval`: because one of its bodies is being
    /// destroyed); the last contact moves into slot `k`.
    func destroyContact(_ k: Int, byRemoval: Bool = false) {
        let c = contacts[k]
        if c.reportedTouching { recordEvent(c.a, c.b, began: false, point: pose[Int(c.a)].c, byRemoval: byRemoval) }
        pairs.remove(PairTable.key(c.a, c.b))
        contacts.swapRemove(at: k)
        counters.contactsDestroyed += 1
        if k < contacts.count {
            let moved = contacts[k]
            pairs.insert(PairTable.key(moved.a, moved.b), Int32(k))
        }
    }

    /// Recomputes material mixing for every contact (after materials changed).
    func refreshAllContactMaterials() {
        for k in 0..<contacts.count {
            let c = contacts[k]
            let ma = material[Int(c.a)], mb = material[Int(c.b)]
            if flags[Int(c.a)].contains(.boundary) {
                contacts[k].friction = mb.friction
                contacts[k].restitution = mb.restitution
            } else if flags[Int(c.b)].contains(.boundary) {
                contacts[k].friction = ma.friction
                contacts[k].restitution = ma.restitution
            } else {
                contacts[k].friction = (max(ma.friction, 0) * max(mb.friction, 0)).squareRoot()
                contacts[k].restitution = max(ma.restitution, mb.restitution)
            }
        }
    }

    /// How many steps in a row a contact reported touching must not touch before its ended event: 2, so
    /// that a contact that lapses for one step (less than a step of real time) does not end and begin again.
    static let contactLapseSteps: UInt8 = 2

    /// Brings contact `c`'s events up to date with whether it touches after this step's narrow phase:
    /// began as soon as it touches; ended once it has not touched for ``contactLapseSteps`` steps.
    @inline(__always) private func settleEvents(_ c: UnsafeMutablePointer<Contact>, beganAt point: () -> Vec2) {
        if c.pointee.touching {
            c.pointee.lapse = 0
            guard !c.pointee.reportedTouching else { return }
            c.pointee.reportedTouching = true
            recordEvent(c.pointee.a, c.pointee.b, began: true, point: point())
        } else if c.pointee.reportedTouching {
            c.pointee.lapse += 1
            guard c.pointee.lapse >= Self.contactLapseSteps else { return }
            c.pointee.reportedTouching = false
            c.pointee.lapse = 0
            recordEvent(c.pointee.a, c.pointee.b, began: false, point: pose[Int(c.pointee.a)].c)
        }
    }

    /// How far B may move relative to A (points) before a contact's manifold is computed again.
    static let manifoldReuseDistance = 0.05
    /// How far B may turn relative to A (radians, about 0.06°) before a contact's manifold is computed again.
    static let manifoldReuseAngle = 0.001

    /// Phase 2, narrow phase: destroys contacts whose fattened boxes stopped overlapping (or whose bodies no
    /// longer collide), empties the manifolds of contacts whose bounding boxes are apart, and recomputes
    /// the manifolds of contacts with an awake body whose bodies moved relative to each other since the
    /// manifold was computed, carrying impulses over by feature id (warm starting), and settles each
    /// contact's events (``Contact/reportedTouching``). Contacts between
    /// sleeping or static bodies, and contacts whose bodies kept still relative to each other, keep
    /// their manifolds. Lists the touching contacts with an awake body in ``solverContacts``, in contact
    /// order (so that the later phases of the step need not look at every contact again).
    func updateContacts() {
        var k = 0
        let flags = self.flags, margin = speculativeDistance, pose = self.pose, filter = self.filter
        let fatBox = broadPhase.fatBox, aabb = self.aabb
        let reuseDistance2 = Self.manifoldReuseDistance * Self.manifoldReuseDistance, reuseAngle = Self.manifoldReuseAngle
        // Contacts are read and written through the pool's pointer (destroying a contact moves the last
        // one into its slot but never moves the storage), so a contact is not copied out and back whole.
        let base = contacts.base
        var count = contacts.count
        var computed = 0, kept = 0
        // Destroying a contact moves the last one into the current slot, which is then looked at again:
        // the indices listed before it stay valid, in increasing order.
        var touchingList = solverContacts
        touchingList.removeAll()
        defer {
            counters.manifoldsComputed += computed
            counters.manifoldsKept += kept
            solverContacts = touchingList
        }
        while k < count {
            let c = base + k
            let a = Int(c.pointee.a), b = Int(c.pointee.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else {
                k += 1
                continue
            }
            // The pair ends when the fattened boxes part (or a collision behaviour no longer pairs them).
            if !fatBox[a].overlaps(fatBox[b]) || !Self.collide(flags[a], filter[a], flags[b], filter[b]) {
                destroyContact(k)
                count = contacts.count
                continue
            }
            // Bounding boxes apart (each grown by the speculative distance): no point within it, no manifold.
            // An empty manifold is not written again (most such pairs stay apart step after step: writing
            // would dirty every line of the contact).
            if !aabb[a].overlaps(aabb[b]) {
                if c.pointee.hasManifold {
                    c.pointee.touching = false
                    c.pointee.manifold = Manifold()
                    c.pointee.hasManifold = false
                }
                if c.pointee.reportedTouching { settleEvents(c) { pose[a].c } }
                k += 1
                continue
            }
            let xfA = transform(a), xfB = transform(b)
            // B relative to A: while it stays where it was when the manifold was computed, the manifold's
            // features stay the closest ones, and its local points give exact separations (Box2D 2.4's
            // persistent manifolds): no need to collide the shapes again.
            let relative = xfA.q.applyInverse(xfB.p - xfA.p)
            let relativeAngle = pose[b].a - pose[a].a
            if c.pointee.hasManifold,
               (relative - c.pointee.relativePosition).lengthSquared < reuseDistance2,
               abs(relativeAngle - c.pointee.relativeAngle) < reuseAngle {
                kept += 1
                if c.pointee.touching { touchingList.append(Int32(k)) }
                if c.pointee.touching != c.pointee.reportedTouching || c.pointee.lapse != 0 {
                    settleEvents(c) { c.pointee.manifold.worldPoint(0, xfA, shapeView(a).radius, xfB, shapeView(b).radius).point }
                }
                k += 1
                continue
            }
            computed += 1
            c.pointee.relativePosition = relative
            c.pointee.relativeAngle = relativeAngle
            c.pointee.hasManifold = true
            let sa = shapeView(a), sb = shapeView(b)
            var m: Manifold
            if sa.isCircle {
                m = Collide.circles(sa, xfA, sb, xfB, margin: margin)
            } else if sb.isCircle {
                m = Collide.polygonCircle(sa, xfA, sb, xfB, margin: margin)
            } else {
                m = Collide.polygons(sa, xfA, sb, xfB, margin: margin)
            }
            let oldCount = c.pointee.manifold.pointCount
            for n in 0..<m.pointCount {
                var p = m[n]
                for o in 0..<oldCount where c.pointee.manifold[o].id == p.id {
                    p.normalImpulse = c.pointee.manifold[o].normalImpulse
                    p.tangentImpulse = c.pointee.manifold[o].tangentImpulse
                    break
                }
                m[n] = p
            }
            c.pointee.manifold = m
            c.pointee.touching = m.pointCount > 0
            if m.pointCount > 0 { touchingList.append(Int32(k)) }
            if c.pointee.touching != c.pointee.reportedTouching || c.pointee.lapse != 0 {
                settleEvents(c) { m.worldPoint(0, xfA, sa.radius, xfB, sb.radius).point }
            }
            k += 1
        }
    }

    /// Lists in ``solverContacts`` the touching contacts with an awake body, in contact order, looking at
    /// every contact (after bodies woke since the narrow phase listed them).
    func listSolverContacts() {
        let flags = self.flags, contacts = self.contacts
        var list = solverContacts
        list.removeAll()
        for k in 0..<contacts.count {
            let c = contacts.base + k
            guard c.pointee.touching else { continue }
            let a = Int(c.pointee.a), b = Int(c.pointee.b)
            guard flags[a].contains(.awake) || flags[b].contains(.awake) else { continue }
            list.append(Int32(k))
        }
        solverContacts = list
    }
}
