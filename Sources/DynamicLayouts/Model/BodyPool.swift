import Dynamics
import Foundation

/// Engine bodies a ``DynamicLayoutModel`` keeps for reuse once their elements leave the tiling
/// window, so that scrolling through a list creates and destroys nothing in the engine (no
/// allocation per frame, however fast the window moves).
///
/// A parked body stays in the engine, resting on its spring where it was parked, outside the
/// style's item collisions; it costs a few solver rows until it falls asleep (after 0.5 s). A body
/// is reused only for an element of the same engine size (``DynamicLayoutModel/engineSize(of:)``:
/// one size for every element of a style without collisions). The pool belongs to one engine
/// animator and is emptied when the model builds another.
struct BodyPool {
    /// One parked body: its engine item, its spring, and the engine size it was made with.
    struct Parked {
        var item: DynamicItem
        var spring: AttachmentBehavior
        var size: CGSize
    }

    /// The most bodies kept parked; more are removed from the engine.
    static let capacity = 64

    private(set) var parked: [Parked] = []

    init() {
        parked.reserveCapacity(Self.capacity)
    }

    var isFull: Bool { parked.count >= Self.capacity }

    /// Takes a parked body of `size`, the most recently parked first; nil when none fits.
    mutating func take(size: CGSize) -> Parked? {
        guard let k = parked.lastIndex(where: { $0.size == size }) else { return nil }
        let last = parked.count - 1
        if k != last { parked.swapAt(k, last) }
        return parked.removeLast()
    }

    mutating func park(_ body: Parked) {
        parked.append(body)
    }

    /// Forgets every parked body (their animator is gone, or they were removed from it).
    mutating func removeAll() {
        parked.removeAll(keepingCapacity: true)
    }
}
