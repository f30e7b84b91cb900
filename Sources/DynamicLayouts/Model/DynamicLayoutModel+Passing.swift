import Dynamics
import Foundation

/// Passing: how bodies of a style whose items collide (the Newtonian layout) get past each other.
///
/// The original Newtonian layout's cards collide, so an update that makes cards trade places (a
/// swap of neighbours, an insertion among wide cards) jams: the cards push against each other
/// while their springs pull them through, and the layout never rests. Here a card leaves the
/// collisions while it travels, and collides again as soon as the rectangle spanning where it is
/// shown and its place meets no colliding card — its path is clear:
/// - a card whose place an update moves, and a card that enters;
/// - every new engine body (a card tiled in, resized, re-based), which therefore never starts
///   inside another;
/// - a card held away from its place — it has made no progress home between two checks
///   ``progressInterval`` apart (a card resting on another's top edge, pressed between two) — which
///   collides again only once no card is within the engine's contact distance of its path.
///
/// A card that swings in at the end of the row therefore collides at once and still knocks its
/// neighbours (the original demo's look), cards never overlap when they start colliding again, and
/// every motion ends at rest: with springs, damping and inelastic knocks the cards can only stop
/// at their places or where another holds them, and a held card passes.
extension DynamicLayoutModel {
    /// How often the progress watch checks whether colliding cards make progress home, seconds: a
    /// card held for two checks passes the cards holding it.
    static let progressInterval: TimeInterval = 0.25
    /// The share of its amplitude a card must lose between two checks to be making progress. A free
    /// Newtonian card loses at least 3 % in a quarter second (critically damped, starting from
    /// rest), so only a held card stalls.
    static let stallProgress: CGFloat = 0.02
    /// The engine's contact distance, points (Dynamics' speculative distance): a card closer than
    /// this to a held card's path can still touch it.
    static let contactDistance: CGFloat = 2

    /// Takes body `k` out of the item collisions while it travels (a style whose items collide
    /// only); ``updatePassing()`` brings it back once other cards keep `margin` points from its path.
    func beginPassing(_ k: Int, margin: CGFloat = 0) {
        guard style.collisions == .items, bodies[k].phase == .attached, !bodies[k].isPassing, let item = bodies[k].item else { return }
        behaviors.collision?.removeItem(item)
        bodies[k].isPassing = true
        bodies[k].passingMargin = margin
    }

    /// Lets every passing body collide again whose path — the rectangle spanning its shown frame
    /// and its place, grown by its margin — meets no colliding attached body's shown frame. Bodies
    /// are taken in order, and one that collides again is in the way of those after it.
    func updatePassing() {
        guard style.collisions == .items else { return }
        for k in bodies.indices where bodies[k].isPassing && bodies[k].phase == .attached {
            let margin = bodies[k].passingMargin
            let path = bodies[k].displayedFrame.union(bodies[k].element.frame).insetBy(dx: -margin, dy: -margin)
            var clear = true
            for j in bodies.indices where j != k && bodies[j].phase == .attached && !bodies[j].isPassing {
                if bodies[j].displayedFrame.intersects(path) {
                    clear = false
                    break
                }
            }
            guard clear else { continue }
            bodies[k].isPassing = false
            bodies[k].passingMargin = 0
            bodies[k].progressAmplitude = 0
            if let item = bodies[k].item { behaviors.collision?.addItem(item) }
        }
    }

    /// Moves the progress watch's clock on by `elapsed` seconds of simulation; every
    /// ``progressInterval`` it compares each colliding attached body's amplitude (`√(d² + (v/ω)²)`) with
    /// the one it had at the previous check. One farther than half a pixel from its place whose
    /// amplitude has neither grown (it is being knocked) nor shrunk by ``stallProgress`` of itself
    /// is held by another card: it starts passing, keeping the contact distance from its path.
    func watchProgress(_ elapsed: TimeInterval) {
        progressClock += elapsed
        guard progressClock >= Self.progressInterval else { return }
        progressClock = 0
        let radius = 0.5 / displayScale, omega = restOmega
        for k in bodies.indices where bodies[k].phase == .attached && !bodies[k].isPassing {
            guard let state = engineState(of: bodies[k]) else { continue }
            let rest = bodies[k].element.center
            let dx = state.center.x - rest.x, dy = state.center.y - rest.y
            let vx = state.velocity.dx / omega, vy = state.velocity.dy / omega
            let amplitude = (dx * dx + dy * dy + vx * vx + vy * vy).squareRoot()
            let reference = bodies[k].progressAmplitude
            bodies[k].progressAmplitude = amplitude
            let held = amplitude > radius && amplitude <= reference * (1 + Self.stallProgress) && amplitude >= reference * (1 - Self.stallProgress)
            if held { beginPassing(k, margin: Self.contactDistance) }
        }
    }

    /// Whether any body is passing (the model checks paths every frame while one is).
    var hasPassingBodies: Bool {
        bodies.contains { $0.isPassing }
    }
}
