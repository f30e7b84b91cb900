import DynamicLayouts
import Foundation
import GalleryRendering

/// A physics-driven collection layout as the gallery shows it: a style, a base layout, a script of
/// what the finger and the data do (played on the pure `DynamicLayoutModel` with a virtual clock),
/// and how the app screen around the collection view looks.
struct LayoutDemo: Sendable {
    /// One step of a demo's script.
    enum Step: Sendable, Equatable {
        /// Time passes, seconds.
        case wait(TimeInterval)
        /// A finger at `touch` (points in the collection view's frame) drags the content by
        /// `distance` points along the scroll axis (positive scrolls forward, the content moving up
        /// or left) over `duration` seconds.
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
        /// The contact sheet shows the screen as it is now (after the previous step): the moments
        /// the demo is about, which evenly spaced frames would miss. A demo without key frames gets
        /// evenly spaced ones.
        case keyFrame
    }

    /// How the demo's elements are drawn.
    enum Look: Sendable, Equatable {
        /// A chat: sent (trailing) bubbles blue, received ones white, rounded to half their height
        /// (at most 18 pt); section headers as date pills.
        case chat
        /// Content cards (`PlaceholderScreen.card`: a picture over a title and a caption) in the
        /// gallery's tints, one per item identity, rounded 14 pt.
        case cards
    }

    /// The base name of its files, e.g. `springy-list-drag`.
    var slug: String
    /// The display name.
    var title: String
    /// The physics.
    var style: DynamicLayoutStyle
    /// The base layout's geometry; its container size is the collection view's
    /// (``collectionFrame``'s size).
    var metrics: ListLayout.Metrics
    /// The sections it starts with.
    var sections: [ListLayout.Section]
    /// What happens, in order.
    var script: [Step]
    /// The parameters the page lists.
    var parameters: [GalleryPage.Parameter]
    /// Where the collection view sits on the screen, points. The screen behind it is an empty app
    /// screen (`PlaceholderScreen.empty`) whose navigation bar stays in front, so content scrolls
    /// under it.
    var collectionFrame: CGRect
    /// The navigation bar's tint.
    var tint: CanvasColor
    /// How the elements are drawn.
    var look: Look
    /// Whether each cell's spring is drawn: a line from where it hangs (the model's
    /// `springAnchor(of:)`) to the cell's centre, behind the cell, with a pin at the hanging point.
    /// Worth it for hanging springs (the Newtonian layout); a zero-length spring has nothing to show.
    var showsSprings: Bool

    /// Creates a demo; `metrics.containerSize` is replaced by `collectionFrame`'s size.
    init(slug: String, title: String, style: DynamicLayoutStyle, metrics: ListLayout.Metrics, sections: [ListLayout.Section],
                script: [Step], parameters: [GalleryPage.Parameter], collectionFrame: CGRect, tint: CanvasColor, look: Look,
                showsSprings: Bool = false) {
        self.slug = slug
        self.title = title
        self.style = style
        self.metrics = metrics
        self.metrics.containerSize = collectionFrame.size
        self.sections = sections
        self.script = script
        self.parameters = parameters
        self.collectionFrame = collectionFrame
        self.tint = tint
        self.look = look
        self.showsSprings = showsSprings
    }
}
