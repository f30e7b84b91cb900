import Foundation
import GalleryRendering
import Transitions

/// A sheet as the gallery shows it: a card with detents over a dimmed list, with a list of rows
/// inside, and a script of what the finger does (played on the pure `CardPresentationModel` and
/// `CardScrollHandoff.Drag` with a virtual clock, ``CardRecorder``).
struct CardDemo: Sendable {
    /// One step of a demo's script.
    enum Step: Sendable, Equatable {
        /// Time passes, seconds.
        case wait(TimeInterval)
        /// A finger on the card's top (its grabber) drags it `distance` points (positive down)
        /// over `duration` seconds, then lifts with `release` points per second (positive down).
        case dragCard(distance: CGFloat, duration: TimeInterval, release: CGFloat)
        /// A finger in the card's list drags `distance` points (positive down) over `duration`
        /// seconds, then lifts with `release` points per second: the list scrolls, or the card
        /// moves, as ``CardScrollHandoff`` says at each movement.
        case dragContent(distance: CGFloat, duration: TimeInterval, release: CGFloat)
        /// Time passes until the card rests and the list stops, at most `limit` seconds.
        case settle(limit: TimeInterval)
        /// The contact sheet shows the screen as it is now.
        case keyFrame
        /// From now on the app refuses (`true`: the presented screen is in modal presentation, a
        /// form with unsaved input) or allows a dismissal the finger starts.
        case refusesDismissal(Bool)
        /// The child sheet (``CardDemo/childLayout``) is presented over the card, sliding up over
        /// `duration` seconds; the card behind scales back as UIKit's does.
        case presentChild(duration: TimeInterval)
        /// The child sheet is dismissed, sliding down over `duration` seconds.
        case dismissChild(duration: TimeInterval)
    }

    /// The base name of its files, e.g. `sheet-drag-and-scroll`.
    var slug: String
    /// The display name.
    var title: String
    /// The sheet: its detents (and the undimmed one), grabber, margins and corners.
    var layout: CardLayout
    /// The rows of the card's list.
    var rowCount: Int
    /// Each row's height and the space between rows, points.
    var rowHeight: CGFloat
    var rowSpacing: CGFloat
    /// The height of the card's header above the list (title and grabber), points.
    var headerHeight: CGFloat
    /// What happens, in order.
    var script: [Step]
    /// The parameters the page lists.
    var parameters: [GalleryPage.Parameter]
    /// The tint of the list behind the card and of the card's header.
    var tint: CanvasColor
    /// A sheet presented over the card by ``Step/presentChild(duration:)`` (`nil`: none).
    var childLayout: CardLayout?

    /// Creates a demo; see the properties.
    init(slug: String, title: String, layout: CardLayout, rowCount: Int = 24, rowHeight: CGFloat = 44, rowSpacing: CGFloat = 8,
                headerHeight: CGFloat = 64, script: [Step], parameters: [GalleryPage.Parameter], tint: CanvasColor, childLayout: CardLayout? = nil) {
        self.slug = slug
        self.title = title
        self.layout = layout
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        self.rowSpacing = rowSpacing
        self.headerHeight = headerHeight
        self.script = script
        self.parameters = parameters
        self.tint = tint
        self.childLayout = childLayout
    }

    /// The list's content height, points.
    var contentHeight: CGFloat {
        CGFloat(max(rowCount, 0)) * (rowHeight + rowSpacing) + rowSpacing
    }
}
