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
    /// A fresh animator with the style's shared behaviours, simulating around `origin`; a boundary
    /// style's reference bounds are the content (clipped to the engine's comfortable range).
    static func makeAnimator(style: DynamicLayoutStyle, origin: CGPoint, content: CGRect) -> (DynamicAnimator, SharedBehaviors) {
        var reference: CGRect?
        if style.collisions == .boundaries {
            let span = 2 * rebaseDistance
            let range = CGRect(x: origin.x - span, y: origin.y - span, width: 2 * span, height: 2 * span)
            let clipped = content.intersection(range)
            reference = clipped.isNull ? nil : clipped.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        let animator = DynamicAnimator(referenceBounds: reference)
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
        case .none:
            break
        case .boundaries:
            let c = CollisionBehavior()
            c.collisionMode = .boundaries
            c.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(c)
            collision = c
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

    /// Creates the engine side of a body: its item at `center` (content coordinates) with
    /// `velocity`, in the shared behaviours, and its spring unless `attached` is false. Nil when the
    /// engine refuses the size.
    func makeEngineBody(_ element: LayoutElement, center: CGPoint, velocity: Vector2D, attached: Bool) -> (DynamicItem, AttachmentBehavior?)? {
        let local = CGPoint(x: center.x - origin.x, y: center.y - origin.y)
        guard let item = try? animator.addItem(center: local, size: element.frame.size) else { return nil }
        behaviors.items.addItem(item)
        behaviors.gravity?.addItem(item)
        var attachment: AttachmentBehavior?
        if attached {
            behaviors.collision?.addItem(item)
            let hanging = hangingPoint(for: element.center)
            let spring = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: hanging.x - origin.x, y: hanging.y - origin.y))
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

    /// Takes a body's item and spring out of the engine.
    func removeEngineBody(_ body: LiveBody) {
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

    /// Builds a new animator around `newOrigin` for the current content, and moves every body into
    /// it with its position and velocity (re-basing, or a boundary that must follow the content).
    func rebuildSimulation(origin newOrigin: CGPoint) {
        let states = bodies.map { engineState(of: $0) }
        let content = Self.contentRect(source)
        (animator, behaviors) = Self.makeAnimator(style: style, origin: newOrigin, content: content)
        origin = newOrigin
        boundaryContent = content
        for k in bodies.indices {
            guard let state = states[k] else { continue }
            let attached = bodies[k].phase == .attached
            if let (item, spring) = makeEngineBody(bodies[k].element, center: state.center, velocity: state.velocity, attached: attached) {
                bodies[k].item = item
                bodies[k].attachment = spring
            } else {
                bodies[k].item = nil
                bodies[k].attachment = nil
            }
        }
    }

    /// Re-bases the simulation when the visible rectangle is far from its origin, and rebuilds it
    /// when a boundary style's content changed.
    func rebuildSimulationIfNeeded() {
        let farX = abs(visibleRect.midX - origin.x) > Self.rebaseDistance
        let farY = abs(visibleRect.midY - origin.y) > Self.rebaseDistance
        if farX || farY {
            rebuildSimulation(origin: visibleRect.origin)
        } else if style.collisions == .boundaries, Self.contentRect(source) != boundaryContent {
            rebuildSimulation(origin: origin)
        }
    }
}
