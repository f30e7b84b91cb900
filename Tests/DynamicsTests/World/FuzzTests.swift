import Foundation
import Testing
@testable import Dynamics

@Suite struct FuzzTests {
    /// A value from a menu of troublemakers or a random ordinary number.
    func wild(_ rng: inout SplitMix64) -> CGFloat {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 0
        case 4: return -CGFloat.random(in: 0...1e6, using: &rng)
        case 5: return CGFloat.random(in: 1e6...1e12, using: &rng)
        case 6: return .greatestFiniteMagnitude
        default: return CGFloat.random(in: -3...3, using: &rng)
        }
    }

    func point(_ rng: inout SplitMix64) -> CGPoint {
        CGPoint(x: CGFloat.random(in: 0...400, using: &rng), y: CGFloat.random(in: 0...400, using: &rng))
    }

    @Test(arguments: 0..<12)
    func randomScenesNeverProduceNaNOrInfinity(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 0x9E37 &+ 11)
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        var items: [DynamicItem] = []
        for _ in 0..<Int.random(in: 5...40, using: &rng) {
            let size = Bool.random(using: &rng) && Bool.random(using: &rng)
                ? CGSize(width: wild(&rng), height: wild(&rng))
                : CGSize(width: CGFloat.random(in: 1...80, using: &rng), height: CGFloat.random(in: 1...80, using: &rng))
            let bounds: CollisionBounds = switch Int.random(in: 0..<3, using: &rng) {
            case 0: .rectangle
            case 1: .ellipse
            default: .polygon((0..<Int.random(in: 1...9, using: &rng)).map { _ in
                CGPoint(x: CGFloat.random(in: -30...30, using: &rng), y: CGFloat.random(in: -30...30, using: &rng)) })
            }
            do {
                items.append(try animator.addItem(center: point(&rng), size: size, rotation: CGFloat.random(in: -4...4, using: &rng),
                                                  collisionBounds: bounds))
            } catch {
                // Rejected as documented: the animator is unchanged.
                #expect(error is DynamicsError)
            }
        }
        guard items.count >= 2 else { return }
        func some() -> [DynamicItem] { items.filter { _ in Bool.random(using: &rng) } }

        let gravity = GravityBehavior(items: some())
        gravity.setAngle(wild(&rng), magnitude: wild(&rng))
        gravity.magnitude = wild(&rng)
        let collision = CollisionBehavior(items: some())
        collision.translatesReferenceBoundsIntoBoundary = Bool.random(using: &rng)
        collision.addBoundary(withIdentifier: "a", from: point(&rng), to: CGPoint(x: wild(&rng), y: 100))
        collision.addBoundary(withIdentifier: "b", path: [point(&rng), point(&rng), point(&rng)])
        let props = DynamicItemBehavior(items: some())
        props.elasticity = wild(&rng)
        props.friction = wild(&rng)
        props.density = wild(&rng)
        props.resistance = wild(&rng)
        props.angularResistance = wild(&rng)
        props.charge = wild(&rng)
        props.allowsRotation = Bool.random(using: &rng)
        let push = PushBehavior(items: some(), mode: Bool.random(using: &rng) ? .continuous : .instantaneous)
        push.pushDirection = Vector2D(dx: wild(&rng), dy: wild(&rng))
        push.setAngle(wild(&rng), magnitude: wild(&rng))
        push.setTargetOffsetFromCenter(CGPoint(x: wild(&rng), y: wild(&rng)), for: items[0])
        let spring = AttachmentBehavior(item: items[0], offsetFromCenter: CGPoint(x: wild(&rng), y: 0), attachedTo: items[1], offsetFromCenter: .zero)
        spring.frequency = wild(&rng)
        spring.damping = wild(&rng)
        spring.length = wild(&rng)
        let anchor = AttachmentBehavior(item: items[1], attachedToAnchor: CGPoint(x: wild(&rng), y: wild(&rng)))
        let pin = AttachmentBehavior.pinAttachment(with: items[0], attachedTo: items[items.count - 1], attachmentAnchor: point(&rng))
        let lower = wild(&rng)
        if lower <= 5 { pin.attachmentRange = lower...5 }
        pin.frictionTorque = wild(&rng)
        let slider = AttachmentBehavior.slidingAttachment(with: items[items.count - 1], attachmentAnchor: point(&rng),
                                                          axisOfTranslation: Vector2D(dx: wild(&rng), dy: wild(&rng)))
        let snap = SnapBehavior(item: items[items.count / 2], snapTo: CGPoint(x: wild(&rng), y: wild(&rng)))
        snap.damping = wild(&rng)
        let field = FieldBehavior(kind: [.linearGravity, .radialGravity, .velocity, .drag, .spring, .vortex, .noise, .turbulence,
                                         .electric, .magnetic, .custom][Int.random(in: 0..<11, using: &rng)], items: some())
        field.strength = wild(&rng)
        field.falloff = wild(&rng)
        field.minimumRadius = wild(&rng)
        field.direction = Vector2D(dx: wild(&rng), dy: wild(&rng))
        field.position = CGPoint(x: wild(&rng), y: wild(&rng))
        field.region = .circle(radius: wild(&rng))
        for b in [gravity, collision, props, push, spring, anchor, pin, slider, snap, field] as [Behavior] {
            if Int.random(in: 0..<5, using: &rng) > 0 { animator.addBehavior(b) }
        }
        for k in 0..<360 {
            animator.advance(by: k % 50 == 7 ? Double(wild(&rng)) : 1.0 / 60)
            if k % 60 == 30 {
                props.addLinearVelocity(Vector2D(dx: wild(&rng), dy: wild(&rng)), for: items[0])
                props.addAngularVelocity(wild(&rng), for: items[1])
                animator.updateItem(items[Int.random(in: 0..<items.count, using: &rng)],
                                    usingCurrentState: ItemState(center: CGPoint(x: wild(&rng), y: wild(&rng)), rotation: wild(&rng),
                                                                 velocity: Vector2D(dx: wild(&rng), dy: wild(&rng)), angularVelocity: wild(&rng)))
                spring.length = wild(&rng)
                snap.snapPoint = CGPoint(x: wild(&rng), y: wild(&rng))
            }
            if k == 200 { animator.removeItem(items[Int.random(in: 0..<items.count, using: &rng)]) }
            for item in items {
                guard let s = animator.state(of: item) else { continue }
                #expect(s.center.x.isFinite && s.center.y.isFinite && s.rotation.isFinite)
                #expect(s.velocity.dx.isFinite && s.velocity.dy.isFinite && s.angularVelocity.isFinite)
            }
        }
        _ = animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Long recordings are legal but slow; NaN, negative and short durations are the interesting ones.
        let duration = Double(wild(&rng))
        let recording = animator.record(items, duration: duration > 1 ? 1 : duration, sampleRate: Double(wild(&rng)))
        #expect(!recording.frames.isEmpty)
    }
}
