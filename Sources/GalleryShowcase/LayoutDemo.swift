import DynamicLayouts
import Foundation
import GalleryRendering

/// A physics-driven collection layout as the gallery shows it: a style, a base layout, and a
/// script of what the finger and the data do, played on the pure `DynamicLayoutModel` with a
/// virtual clock.
public struct LayoutDemo: Sendable {
    /// One step of a demo's script.
    public enum Step: Sendable, Equatable {
        /// Time passes, seconds.
        case wait(TimeInterval)
        /// A finger at `touch` (screen points) drags the content by `distance` points along the
        /// scroll axis (positive scrolls forward, the content moving up or left) over `duration` seconds.
        case drag(distance: CGFloat, duration: TimeInterval, touch: CGPoint)
        /// The finger lifts and the content coasts on, slowing from `speed` points per second to
        /// rest over `duration` seconds.
        case coast(speed: CGFloat, duration: TimeInterval)
        /// An item is inserted at `index` of the first section (a batch update).
        case insert(ListLayout.Item, at: Int)
        /// The item at `index` of the first section is detached: it falls away, and is deleted
        /// once it has left the screen.
        case detach(at: Int)
        /// Time passes until everything rests, at most `limit` seconds.
        case settle(limit: TimeInterval)
    }

    /// The base name of its files, e.g. `springy-list-drag`.
    public var slug: String
    /// The display name.
    public var title: String
    /// The physics.
    public var style: DynamicLayoutStyle
    /// The base layout the demo starts from.
    public var metrics: ListLayout.Metrics
    /// The sections it starts with.
    public var sections: [ListLayout.Section]
    /// What happens, in order.
    public var script: [Step]
    /// The parameters the page lists.
    public var parameters: [GalleryParameter]

    /// Creates a demo.
    public init(slug: String, title: String, style: DynamicLayoutStyle, metrics: ListLayout.Metrics, sections: [ListLayout.Section],
                script: [Step], parameters: [GalleryParameter]) {
        self.slug = slug
        self.title = title
        self.style = style
        self.metrics = metrics
        self.sections = sections
        self.script = script
        self.parameters = parameters
    }
}
