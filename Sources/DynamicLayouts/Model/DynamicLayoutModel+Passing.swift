import Dynamics
import Foundation

/// Passing: how bodies of a style whose items collide (the Newtonian layout) get past each other.
///
/// The original Newtonian layout's cards collide, so an update that makes cards trade places (a
/// swap of neighbours, an insertion among wide cards) jams: the cards push against each other
/// while their springs pull them through, and the layout never rests. Here a card whose place an
/// update moves, and a card that enters, leaves the collisions while it travels; it collides again
/// as soon as the rectangle spanning where it is shown and its place meets no colliding card —
/// its path is clear. A card that swings in at the end of the row therefore collides at once and
/// still knocks its neighbours (the original demo's look), and cards never overlap when they
/// start colliding again.
extension DynamicLayoutModel {
    /// Takes body `k` out of the item collisions while it travels to a new place (a style whose
    /// items collide only); ``updatePassing()`` brings it back.
    func beginPassing(_ k: Int) {
        guard style.collisions == .items, bodies[k].phase == .attached, !bodies[k].isPassing, let item = bodies[k].item else { return }
        behaviors.collision?.removeItem(item)
        bodies[k].isPassing = true
    }

    /// Lets every passing body collide again whose path — the rectangle spanning its shown frame
    /// and its place — meets no colliding attached body's shown frame. Bodies are taken in order,
    /// and one that collides again is in the way of those after it.
    func updatePassing() {
        guard style.collisions == .items else { return }
        for k in bodies.indices where bodies[k].isPassing && bodies[k].phase == .attached {
            let path = bodies[k].displayedFrame.union(bodies[k].element.frame)
            var clear = true
            for j in bodies.indices where j != k && bodies[j].phase == .attached && !bodies[j].isPassing {
                if bodies[j].displayedFrame.intersects(path) {
                    clear = false
                    break
                }
            }
            guard clear else { continue }
            bodies[k].isPassing = false
            if let item = bodies[k].item { behaviors.collision?.addItem(item) }
        }
    }

    /// Whether any body is passing (the model checks paths every frame while one is).
    var hasPassingBodies: Bool {
        bodies.contains { $0.isPassing }
    }
}
