import Dynamics
import Foundation

/// The behaviours every body of a model shares.
struct SharedBehaviors {
    /// Rotation off, elasticity, friction, and the attached bodies' resistance (every attached body).
    let items: DynamicItemBehavior
    /// The style's own resistance for detached bodies (set after ``items``, so it wins for them).
    let detached: DynamicItemBehavior
    /// The style's gravity (attached and detached bodies), nil without gravity.
    let gravity: GravityBehavior?
    /// Gravity for detached bodies when the style has none (magnitude 1).
    let departure: GravityBehavior?
    /// The style's collisions (attached bodies), nil without collisions.
    let collision: CollisionBehavior?
}

extension DynamicLayoutModel {
    /// A fresh animator with the style's shared behaviours. A boundary style's content bounds are
    /// not an engine boundary: the model keeps bodies inside them itself (``containBodies()``).
    static func makeAnimator(style: DynamicLayoutStyle) -> (DynamicAnimator, SharedBehaviors) {
        let animator = DynamicAnimator()
        let items = DynamicItemBehavior()
        items.allowsRotation = false
        items.elasticity = style.elasticity
        items.friction = style.friction
        items.resistance = style.attachedResistance
        animator.addBehavior(items)
        let detached = DynamicItemBehavior()
        detached.allowsRotation = false
        detached.resistance = style.resistance
        var gravity: GravityBehavior?
        var departure: GravityBehavior?
        if style.gravity > 0 {
            let g = GravityBehavior()
            g.magnitude = style.gravity
            animator.addBehavior(g)
            gravity = g
        } else {
            let g = GravityBehavior()
            animator.addBehavior(g)
            departure = g
        }
        var collision: CollisionBehavior?
        switch style.collisions {
        case .none, .boundaries:
            break
        case .items:
            let c = CollisionBehavior()
            c.collisionMode = .items
            animator.addBehavior(c)
            collision = c
        }
        animator.addBehavior(detached)
        return (animator, SharedBehaviors(items: items, detached: detached, gravity: gravity, departure: departure, collision: collision))
    }

    /// The spring's angular frequency of `style`, rad/s.
    static func springOmega(_ style: DynamicLayoutStyle) -> CGFloat { 2 * .pi * style.spring.frequency }

    /// How far below its hanging point an attached body of `style` rests, points: the spring's
    /// length plus the steady sag gravity gives it. The sag is that of the engine's discrete step
    /// (Box2D's soft constraint at rest): g / ((1 + h·resistance)·ω²), with h the fixed step.
    /// Read once, into ``hangingDrop``.
    static func hangingDrop(_ style: DynamicLayoutStyle) -> CGFloat {
        guard style.gravity > 0 else { return 0 }
        let g = style.gravity * GravityBehavior.pointsPerSecondSquared
        let h = CGFloat(DynamicAnimator.timeStep)
        let omega = springOmega(style)
        return style.spring.length + g / ((1 + h * style.attachedResistance) * omega * omega)
    }

    /// The slowest natural angular frequency of an attached body of `style`, rad/s: the spring's,
    /// or the pendulum's for a hanging spring (√(g/drop)); used to turn speeds into amplitudes.
    /// Read once, into ``restOmega``.
    static func restOmega(_ style: DynamicLayoutStyle, hangingDrop drop: CGFloat) -> CGFloat {
        guard style.spring.length > 0, drop > 0 else { return springOmega(style) }
        return min(springOmega(style), (style.gravity * GravityBehavior.pointsPerSecondSquared / drop).squareRoot())
    }

    /// The hanging point (content coordinates) of a body whose place's centre is `rest`.
    func hangingPoint(for rest: CGPoint) -> CGPoint {
        CGPoint(x: rest.x, y: rest.y - hangingDrop)
    }

    /// The visible rectangle grown by the tiling margin.
    var tilingWindow: CGRect { visibleRect.insetBy(dx: -style.tilingMargin, dy: -style.tilingMargin) }

    /// The size of the engine item standing in for `element`: its frame's size when the style
    /// collides (contacts need the shape), else one size for every element — springs, gravity and
    /// resistance move a body the same whatever its mass, so a style without collisions never
    /// needs to rebuild a body whose element changed size, and any parked body fits any element.
    func engineSize(of element: LayoutElement) -> CGSize {
        style.collisions == .none ? Self.pointBodySize : element.frame.size
    }

    /// The engine size of every body of a style without collisions, points.
    static let pointBodySize = CGSize(width: 10, height: 10)

    /// Creates the engine side of a body: its item at `center` (content coordinates) with
    /// `velocity`, in the shared behaviours, and its spring unless `attached` is false — a parked
    /// body of the same engine size when there is one (``BodyPool``). Nil when the engine refuses
    /// the size. An attached body is not in the style's item collisions yet: it joins them through
    /// ``updatePassing()`` once its path is clear (the caller marks it passing), so a body made
    /// where another is shown never starts inside it.
    func makeEngineBody(_ element: LayoutElement, center: CGPoint, velocity: Vector2D, attached: Bool) -> (DynamicItem, AttachmentBehavior?)? {
        let local = CGPoint(x: center.x - origin.x, y: center.y - origin.y)
        let size = engineSize(of: element)
        let hanging = hangingPoint(for: element.center)
        let anchor = CGPoint(x: hanging.x - origin.x, y: hanging.y - origin.y)
        if attached, let reused = pool.take(size: size) {
            reused.spring.anchorPoint = anchor
            animator.updateItem(reused.item, usingCurrentState: ItemState(center: local, velocity: velocity))
            return (reused.item, reused.spring)
        }
        guard let item = try? animator.addItem(center: local, size: size) else { return nil }
        behaviors.items.addItem(item)
        behaviors.gravity?.addItem(item)
        var attachment: AttachmentBehavior?
        if attached {
            let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
            spring.length = style.spring.length
            spring.frequency = style.spring.frequency
            spring.damping = style.attachmentDamping
            animator.addBehavior(spring)
            attachment = spring
        } else {
            behaviors.detached.addItem(item)
            behaviors.departure?.addItem(item)
        }
        if velocity != .zero {
            animator.updateItem(item, usingCurrentState: ItemState(center: local, velocity: velocity))
        }
        return (item, attachment)
    }

    /// Takes a body's item and spring out of the simulation: an attached body on its spring is
    /// parked for reuse (at rest where it is, out of item collisions) while the pool has room;
    /// any other is removed from the engine.
    func removeEngineBody(_ body: LiveBody) {
        if body.phase == .attached, let item = body.item, let spring = body.attachment, !pool.isFull,
           let state = animator.state(of: item) {
            if style.collisions == .items, !body.isPassing { behaviors.collision?.removeItem(item) }
            let center = CGPoint(x: state.center.x + origin.x, y: state.center.y + origin.y)
            let hanging = hangingPoint(for: center)
            spring.anchorPoint = CGPoint(x: hanging.x - origin.x, y: hanging.y - origin.y)
            animator.updateItem(item, usingCurrentState: ItemState(center: state.center, velocity: .zero))
            pool.park(BodyPool.Parked(item: item, spring: spring, size: animator.size(of: item) ?? .zero))
            return
        }
        if let spring = body.attachment { animator.removeBehavior(spring) }
        guard let item = body.item else { return }
        behaviors.items.removeItem(item)
        behaviors.detached.removeItem(item)
        behaviors.gravity?.removeItem(item)
        behaviors.departure?.removeItem(item)
        behaviors.collision?.removeItem(item)
        animator.removeItem(item)
    }

    /// Adds a body for `element` at `center` (content coordinates). Returns whether it was added
    /// (elements that cannot have a body, or already have one, are skipped).
    @discardableResult
    func addBody(_ element: LayoutElement, center: CGPoint, velocity: Vector2D = .zero, entering: Bool = false) -> Bool {
        guard element.canHaveBody, bodyIndex[element.id] == nil,
              let (item, spring) = makeEngineBody(element, center: center, velocity: velocity, attached: true) else { return false }
        var body = LiveBody(element: element, item: item, attachment: spring)
        body.isEntering = entering
        body.isPassing = style.collisions == .items
        bodyIndex[element.id] = bodies.count
        bodies.append(body)
        return true
    }

    /// Removes the body at `k` (its last sibling takes its place in the list).
    func removeBody(at k: Int) {
        let body = bodies[k]
        removeEngineBody(body)
        bodyIndex[body.element.id] = nil
        if body.phase != .attached { detachedCount -= 1 }
        let last = bodies.count - 1
        if k != last {
            bodies[k] = bodies[last]
            bodyIndex[bodies[k].element.id] = k
        }
        bodies.removeLast()
    }

    /// Removes every body (and, unless `keepingDeparted`, the elements waiting to be deleted).
    func removeAllBodies(keepingDeparted: Bool) {
        var k = bodies.count - 1
        while k >= 0 {
            if !(keepingDeparted && bodies[k].phase == .departed) { removeBody(at: k) }
            k -= 1
        }
        if !keepingDeparted { departedQueue.removeAll() }
        reach = 0
    }

    /// The body's centre (content coordinates) and velocity, or nil for a body without an item.
    func engineState(of body: LiveBody) -> (center: CGPoint, velocity: Vector2D)? {
        guard let item = body.item, let state = animator.state(of: item) else { return nil }
        return (CGPoint(x: state.center.x + origin.x, y: state.center.y + origin.y), state.velocity)
    }

    /// Puts a body's item at `center` (content coordinates) with `velocity`.
    func setEngineState(of body: LiveBody, center: CGPoint, velocity: Vector2D) {
        guard let item = body.item else { return }
        animator.updateItem(item, usingCurrentState: ItemState(center: CGPoint(x: center.x - origin.x, y: center.y - origin.y),
                                                               velocity: velocity))
    }

    /// Builds a new animator around `newOrigin`, and moves every body into it with its position and
    /// velocity (re-basing, which keeps the engine's numbers small on very long content).
    func rebuildSimulation(origin newOrigin: CGPoint) {
        let states = bodies.map { engineState(of: $0) }
        (animator, behaviors) = Self.makeAnimator(style: style)
        pool.removeAll()
        origin = newOrigin
        for k in bodies.indices {
            guard let state = states[k] else { continue }
            let attached = bodies[k].phase == .attached
            if let (item, spring) = makeEngineBody(bodies[k].element, center: state.center, velocity: state.velocity, attached: attached) {
                bodies[k].item = item
                bodies[k].attachment = spring
                if attached { bodies[k].isPassing = style.collisions == .items }
            } else {
                bodies[k].item = nil
                bodies[k].attachment = nil
            }
        }
    }

    /// Re-bases the simulation when the visible rectangle is far from its origin.
    func rebuildSimulationIfNeeded() {
        let farX = abs(visibleRect.midX - origin.x) > Self.rebaseDistance
        let farY = abs(visibleRect.midY - origin.y) > Self.rebaseDistance
        if farX || farY { rebuildSimulation(origin: visibleRect.origin) }
    }

    /// Keeps a boundary style's attached bodies inside the content (the carousel): a body whose
    /// frame reaches past an edge is put back on it, and its speed across that edge is reflected
    /// by the style's elasticity (0: it stops, as on the original demo's absorbing floor). A body
    /// an update left outside (``admitBodiesOutside()``) is held no farther out than it is: the
    /// boundary follows it in as its spring brings it home, and once inside it stays inside. This
    /// is UIKit's `translatesReferenceBoundsIntoBoundary` kept by the model rather than by contacts:
    /// exact (where a contact boundary lets a card press 1–2.5 pt past it), free of the contacts'
    /// speculative margin (which held resting cards a fraction of a pixel off their places), and
    /// following the content as it grows or shrinks with no rebuild. Run after every simulated frame.
    func containBodies() {
        guard style.collisions == .boundaries else { return }
        let e = style.elasticity
        for k in bodies.indices where bodies[k].phase == .attached {
            guard let state = engineState(of: bodies[k]) else { continue }
            let size = bodies[k].element.frame.size
            let inside = contained(state.center, size: size, outside: bodies[k].outsideCenter)
            if inside != state.center {
                var v = state.velocity
                // Only the speed pointing out through the edge that was crossed.
                if inside.x != state.center.x, (inside.x - state.center.x) * v.dx < 0 { v.dx = -e * v.dx }
                if inside.y != state.center.y, (inside.y - state.center.y) * v.dy < 0 { v.dy = -e * v.dy }
                setEngineState(of: bodies[k], center: inside, velocity: v)
            }
            if bodies[k].outsideCenter != nil {
                // The boundary follows the body in: from now on it may be no farther out than here.
                bodies[k].outsideCenter = contained(inside, size: size) == inside ? nil : inside
            }
        }
    }

    /// After an update (a batch, a self-sizing pass): a boundary style's body that the update left
    /// outside the content — its place moved in, or the content shrank under it — stays where it
    /// is shown; the boundary lets it be there and follows it in (``containBodies()``). A shown
    /// card is never moved by an update.
    func admitBodiesOutside() {
        guard style.collisions == .boundaries else { return }
        for k in bodies.indices where bodies[k].phase == .attached {
            guard let state = engineState(of: bodies[k]) else { continue }
            let outside = contained(state.center, size: bodies[k].element.frame.size) != state.center
            bodies[k].outsideCenter = outside ? state.center : nil
        }
    }
}
