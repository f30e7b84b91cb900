import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The dismissed screen is a Newton's cradle: cut into ``strips`` upright strips hanging side by side
/// on long rods, the first pulled back, it swings in and strikes the row, the impact passes through the
/// strips at rest, and the last one swings out; then the rods let go and the strips fall away.
///
/// Each strip is a region snapshot of the from-view
/// (``TransitionParticipant/Kind/snapshotOfFromViewRegion(_:)``) hanging on a rigid rod (UIKit's
/// `UIAttachmentBehavior` to an anchor) of ``rodLength`` from above the screen, not turning, perfectly
/// elastic and frictionless (elasticity 1, friction 0, no resistance), under
/// ``gravity``; the first starts raised by ``pull`` radians along its arc. The engine passes the impact
/// down the row as a cradle does (docs/physics.md, "The engine inside"): the strips between keep still
/// and the last leaves with the first one's speed. The rods let go just after the impact; the plan ends
/// when every strip has left the container (fading over the last 10 %) or at ``maximumDuration``.
/// Forward operations play the simulation backwards with the to-view's strips. Reduce Motion: the
/// ``CrossFadeTransition`` plan. A physics plan: see ``SimulatedTransition``.
public struct NewtonsCradleTransition: SimulatedTransition, Hashable {
    /// How many strips, clamped to 2…12 (default 5).
    public var strips: Int
    /// How far the first strip is pulled back, radians along its arc, clamped to 0.05…1.2 (default 0.6).
    public var pull: CGFloat
    /// The rods' length, points, at least 100 (default 600: the strips swing slowly enough to be seen).
    public var rodLength: CGFloat
    /// Gravity in UIKit units (1 = 1000 pt/s²; default 6).
    public var gravity: CGFloat
    /// The cap on simulated time, seconds (default 3).
    public var maximumDuration: TimeInterval

    /// Creates a Newton's cradle.
    public init(strips: Int = 5, pull: CGFloat = 0.6, rodLength: CGFloat = 600, gravity: CGFloat = 6, maximumDuration: TimeInterval = 3) {
        self.strips = strips
        self.pull = pull
        self.rodLength = rodLength
        self.gravity = gravity
        self.maximumDuration = maximumDuration
    }

    public var name: String { "Newton's cradle (\(min(max(strips, 2), 12)) strips)" }

    public func scene(for context: TransitionContext) -> PhysicsScene {
        let forward = context.operation.isForward
        let frame = forward ? context.toFinalFrame : context.fromInitialFrame
        let count = min(max(strips, 2), 12)
        let length = max(PhysicsScene.finite(rodLength), 100)
        let angle = min(max(PhysicsScene.finite(pull), 0.05), 1.2)
        let g = max(PhysicsScene.finite(gravity), 0.1)
        var bodies: [PhysicsBody] = [], rods: [PhysicsScene.Rod] = []
        for k in 0..<count {
            let region = SnapshotRegion.tile(column: k, row: 0, columns: count, rows: 1)
            let strip = region.rect(in: frame)
            let id = ParticipantID("strip-\(k)")
            // The first strip raised along its arc about the rod's anchor, upright.
            let swing = k == 0 ? angle : 0
            bodies.append(PhysicsBody(
                id: id, kind: forward ? .snapshotOfToViewRegion(region) : .snapshotOfFromViewRegion(region), frame: strip,
                initialOffset: CGPoint(x: -length * sin(swing), y: -length * (1 - cos(swing))), allowsRotation: false,
                alpha: forward ? PhysicsScene.fadeIn(until: 0.1) : PhysicsScene.fadeOut(from: 0.9)
            ))
            rods.append(PhysicsScene.Rod(body: id, unitPoint: CGPoint(x: 0.5, y: 0), anchor: CGPoint(x: strip.midX, y: strip.minY - length)))
        }
        let backdrop: [TransitionParticipant] = forward
            ? [.fromView(in: context), .toView(in: context, alpha: .keyframes(from: 0, [Keyframe(relativeStartTime: 0.98, relativeDuration: 0.02, value: 1)]))]
            : [.toView(in: context), .fromView(in: context, alpha: .keyframes(from: 1, [Keyframe(relativeStartTime: 0, relativeDuration: 0.02, value: 0)]))]
        var scene = PhysicsScene(bounds: context.containerBounds, bodies: bodies, backdrop: backdrop)
        scene.gravity = g
        scene.material = PhysicsScene.Material(elasticity: 1, friction: 0, density: 1, resistance: 0, angularResistance: 0)
        scene.itemsCollide = true
        scene.rods = rods
        // The first strip reaches the bottom of its swing a quarter period after it is let go; the rods let
        // go a little later, once the last strip is on its way.
        let quarterPeriod = Double.pi / 2 * Double(length / (1000 * g)).squareRoot()
        scene.pinRelease = .after(1.3 * quarterPeriod)
        scene.ending = .leavesBounds
        scene.maximumDuration = maximumDuration
        scene.playsBackwards = forward
        return scene
    }
}

extension Transition where Self == NewtonsCradleTransition {
    /// A Newton's cradle of `strips` strips (default 5; see ``NewtonsCradleTransition``).
    public static func newtonsCradle(strips: Int = 5) -> NewtonsCradleTransition { NewtonsCradleTransition(strips: strips) }
}
