import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGPoint in a default argument must be imported directly on Apple platforms
#endif

/// The dismissed screen shatters: it is cut into tiles that burst apart, tumble under gravity,
/// collide with each other and with the container's sides, and fall out of the bottom, fading.
///
/// Each tile is a region snapshot of the from-view
/// (``TransitionParticipant/Kind/snapshotOfFromViewRegion(_:)``) and a body starting where its part
/// of the screen is, sent away from ``impactPoint`` (up to ``burstSpeed``, weaker further away, with
/// a seeded scatter and spin: every run is the same), falling under ``gravity`` and colliding with
/// each other and the left and right edges (UIKit's `.everything`; top and bottom are open). The
/// plan lasts ``duration`` simulated seconds, fading over the last 35 %. Forward operations play it
/// backwards with the to-view's tiles, assembling. Reduce Motion: the ``CrossFadeTransition`` plan.
/// A physics plan (``SimulatedTransition``), returned before it is simulated and baked in slices
/// while it plays (``PhysicsScene/Baking/inSlices``; costs in docs/physics-transitions.md).
/// Equatable, not Hashable: it stores a `CGPoint`, only Equatable on Apple platforms.
public struct ShatterTransition: SimulatedTransition, Equatable {
    /// The requested number of tiles, clamped to 1…2000 (default 200). The screen is cut into
    /// `columns × rows` near-square tiles with `columns × rows ≥ tiles` as close as the aspect
    /// ratio allows (see ``grid(for:)``).
    public var tiles: Int
    /// Gravity in UIKit units (1 = 1000 pt/s²; default 3).
    public var gravity: CGFloat
    /// The speed of the tiles nearest the impact, points per second (default 900).
    public var burstSpeed: CGFloat
    /// Where the screen breaks, unit coordinates of the from-view (default `(0.5, 0.4)`).
    public var impactPoint: CGPoint
    /// Simulated seconds (default 1.4; clamped to 0…10).
    public var duration: TimeInterval
    /// Seed of the scatter (default 1).
    public var seed: UInt64

    /// Creates a shatter.
    public init(tiles: Int = 200, gravity: CGFloat = 3, burstSpeed: CGFloat = 900, impactPoint: CGPoint = CGPoint(x: 0.5, y: 0.4),
                duration: TimeInterval = 1.4, seed: UInt64 = 1) {
        self.tiles = tiles
        self.gravity = gravity
        self.burstSpeed = burstSpeed
        self.impactPoint = impactPoint
        self.duration = duration
        self.seed = seed
    }

    public var name: String { "Shatter (\(min(max(tiles, 1), 2000)) tiles)" }

    /// The grid cutting `frame` into about ``tiles`` near-square tiles: `columns` across, `rows`
    /// down, both at least 1.
    public func grid(for frame: CGRect) -> (columns: Int, rows: Int) {
        SnapshotRegion.grid(tiles: min(max(tiles, 1), 2000), for: frame)
    }

    public func scene(for context: TransitionContext) -> PhysicsScene {
        let forward = context.operation.isForward
        let frame = forward ? context.toFinalFrame : context.fromInitialFrame
        let (columns, rows) = grid(for: frame)
        var random = SplitMix64(seed: seed)
        let impact = CGPoint(x: frame.minX + PhysicsScene.finite(impactPoint.x) * frame.width,
                             y: frame.minY + PhysicsScene.finite(impactPoint.y) * frame.height)
        let reach = max(hypot(frame.width, frame.height), .leastNormalMagnitude)
        let speed = PhysicsScene.finite(burstSpeed)
        var bodies: [PhysicsBody] = []
        bodies.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let region = SnapshotRegion.tile(column: column, row: row, columns: columns, rows: rows)
                let tile = region.rect(in: frame)
                let dx = tile.midX - impact.x, dy = tile.midY - impact.y
                let distance = hypot(dx, dy)
                let strength = speed * max(0, 1 - distance / reach)
                let direction = distance > 0 ? CGPoint(x: dx / distance, y: dy / distance) : CGPoint(x: 0, y: -1)
                bodies.append(PhysicsBody(
                    id: ParticipantID("tile-\(row)-\(column)"),
                    kind: forward ? .snapshotOfToViewRegion(region) : .snapshotOfFromViewRegion(region),
                    frame: tile,
                    velocity: CGPoint(x: direction.x * strength + random.signedUnit() * speed * 0.15,
                                      y: direction.y * strength + random.signedUnit() * speed * 0.15),
                    angularVelocity: random.signedUnit() * 6,
                    alpha: forward ? PhysicsScene.fadeIn(until: 0.35) : PhysicsScene.fadeOut(from: 0.65)
                ))
            }
        }
        // The screen underneath shows only once the tiles cover it (forward: until they have left
        // it), so no seam flickers at the ends.
        let backdrop: [TransitionParticipant] = forward
            ? [.fromView(in: context), .toView(in: context, alpha: .keyframes(from: 0, [Keyframe(relativeStartTime: 0.98, relativeDuration: 0.02, value: 1)]))]
            : [.toView(in: context), .fromView(in: context, alpha: .keyframes(from: 1, [Keyframe(relativeStartTime: 0, relativeDuration: 0.02, value: 0)]))]
        var scene = PhysicsScene(bounds: context.containerBounds, bodies: bodies, backdrop: backdrop)
        scene.gravity = gravity
        scene.boundary = .sides
        scene.itemsCollide = true
        // Debris settings (docs/physics-transitions.md, "Cost"): tiles fly apart and fall together, so
        // 2 substeps per step and no tile-against-tile sweeps give the same look at a third of the cost;
        // the sides still stop every tile.
        scene.velocityIterations = 4
        scene.sweepsFastBodiesAgainstEachOther = false
        scene.ending = .duration(duration.isFinite ? min(max(duration, 0), 10) : 1.4)
        scene.maximumDuration = 10
        scene.playsBackwards = forward
        // The plan starts at once; its motion is simulated in slices while it plays (see PhysicsScene.Baking).
        scene.baking = .inSlices
        return scene
    }
}

extension Transition where Self == ShatterTransition {
    /// A shatter into about `tiles` tiles (default 200; see ``ShatterTransition``).
    public static func shatter(tiles: Int = 200) -> ShatterTransition { ShatterTransition(tiles: tiles) }
}
