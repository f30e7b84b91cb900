import Dynamics
import Foundation

/// A physics body standing in for one element inside the tiling window (internal bookkeeping of
/// ``DynamicLayoutModel``).
struct LiveBody {
    /// Where the body is in its life.
    enum Phase: Equatable {
        /// On its spring, resting in (or springing back to) its element's place.
        case attached
        /// Detached: falling away, not colliding, until it leaves the visible rectangle.
        case departing
        /// Gone from the screen and from the simulation; shown where it left until the element is
        /// deleted.
        case departed
    }

    /// The element as the base layout gives it (its frame is the body's place).
    var element: LayoutElement
    /// The engine's handle; nil once departed.
    var item: DynamicItem?
    /// The spring to the place; nil when detached.
    var attachment: AttachmentBehavior?
    /// The displacement from the place as shown: the simulated one rounded to device pixels.
    var offset: CGPoint = .zero
    var phase: Phase = .attached
    /// Seconds since the body was detached.
    var departingTime: TimeInterval = 0
    /// Whether the body entered by an insertion with an entry motion and has not come to rest yet.
    var isEntering = false
    /// Whether the body is passing other bodies on its way to a new place: out of the style's item
    /// collisions until its path is clear (``DynamicLayoutModel/updatePassing()``).
    var isPassing = false
    /// How far other bodies must keep from the path of a passing body before it collides again,
    /// points: 0, or the engine's contact distance for a body that passes because it was held
    /// (``DynamicLayoutModel/watchProgress(_:)``).
    var passingMargin: CGFloat = 0
    /// The amplitude (`√(d² + (v/ω)²)`, points) the body had at the progress watch's last check
    /// (a colliding style, ``DynamicLayoutModel/watchProgress(_:)``); 0 for a body not checked yet.
    var progressAmplitude: CGFloat = 0
    /// A boundary style's body that an update left outside the content: where its centre is allowed
    /// beyond the content's edges (the boundary follows it in as it comes in); nil when inside.
    var outsideCenter: CGPoint?

    /// The frame shown for the element.
    var displayedFrame: CGRect { element.frame.offsetBy(dx: offset.x, dy: offset.y) }
}
