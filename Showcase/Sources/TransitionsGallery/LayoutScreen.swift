import DynamicLayouts
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGFloat arithmetic in this file must see the CoreGraphics overlay on Apple platforms
#endif

/// The gallery app's Layouts tab: one screen per physics-driven collection layout of
/// `DynamicLayouts`, with the data and the geometry rules they use (pure, so they are tested on
/// Linux; the UIKit screens only display them).
public enum LayoutScreen: String, CaseIterable, Sendable {
    /// A message list whose bubbles lag the finger and spring back (diffable data source).
    case springyList
    /// A horizontal carousel whose cards spring, and whose inserted cards drop in.
    case springyCarousel
    /// Cards that hang on springs, knock each other, and fall away when tapped.
    case newtonian
    /// A compositional layout: list and grid sections that spring, an orthogonal row that is pinned.
    case compositional

    /// The row title.
    public var title: String {
        switch self {
        case .springyList: "Springy message list"
        case .springyCarousel: "Springy carousel"
        case .newtonian: "Newtonian cards"
        case .compositional: "Compositional sections"
        }
    }

    /// The row's one-line description.
    public var summary: String {
        switch self {
        case .springyList: "Drag: bubbles near the finger follow it, far ones lag and spring back. + adds a message, − removes one."
        case .springyCarousel: "Drag sideways; + inserts a card right of centre, which drops in from the top."
        case .newtonian: "+ adds a card that swings in on its spring; tap a card to let it fall away."
        case .compositional: "Lists and a grid spring as you drag; the orthogonal row scrolls on its own and stays pinned. + adds a row."
        }
    }

    /// The layout style the screen uses (the presets' original numbers; the carousel's cards are
    /// ``carouselCardSize`` wide).
    public var style: DynamicLayoutStyle {
        switch self {
        case .springyList: .springyList()
        case .springyCarousel: .springyCarousel(itemWidth: Self.carouselCardSize.width)
        case .newtonian: .newtonian
        case .compositional: .springyList(.tiled)
        }
    }

    /// The compositional screen's sections, in order.
    public enum CompositionalSection: Int, CaseIterable, Sendable {
        /// Full-width rows, a list.
        case list
        /// Square tiles, three to a row.
        case grid
        /// Wide cards in a row that scrolls sideways (`orthogonalScrollingBehavior`): pinned.
        case orthogonal
        /// More rows.
        case moreList

        /// The section's header.
        public var title: String {
            switch self {
            case .list: "Recent"
            case .grid: "Tiles"
            case .orthogonal: "Featured (scrolls sideways, pinned)"
            case .moreList: "Older"
            }
        }

        /// How many items the section starts with.
        public var initialCount: Int {
            switch self {
            case .list: 12
            case .grid: 24
            case .orthogonal: 10
            case .moreList: 30
            }
        }
    }

    /// The carousel's cards, points.
    public static let carouselCardSize = CGSize(width: 150, height: 210)
    /// The Newtonian cards, points.
    public static let newtonianCardSize = CGSize(width: 80, height: 80)
    /// The gap between cards, points.
    public static let cardSpacing: CGFloat = 12

    /// The index a new carousel card is inserted at: at the visible centre's
    /// rule), that is right of the card nearest the centre when that card is left of it, and in
    /// that card's place (left of it) otherwise. `centers` are the visible cards' indices and
    /// horizontal centres; an empty carousel inserts at 0.
    public static func insertionIndex(visibleCenters centers: [(index: Int, midX: CGFloat)], visibleMidX: CGFloat) -> Int {
        guard let nearest = centers.min(by: { abs($0.midX - visibleMidX) < abs($1.midX - visibleMidX) }) else { return 0 }
        return nearest.midX < visibleMidX ? nearest.index + 1 : nearest.index
    }

    /// How many Newtonian cards fit side by side in `width` points (at least 1).
    public static func newtonianCapacity(width: CGFloat) -> Int {
        let room = width - 2 * cardSpacing + cardSpacing
        return max(Int(room / (newtonianCardSize.width + cardSpacing)), 1)
    }
}

/// A message of the springy list's conversation.
public struct LayoutMessage: Hashable, Sendable {
    /// A stable identity (for the diffable data source).
    public var id: Int
    /// The text.
    public var text: String
    /// Sent by the user (a blue bubble on the right) or received (grey, on the left).
    public var isSent: Bool

    /// Creates a message.
    public init(id: Int, text: String, isSent: Bool) {
        self.id = id
        self.text = text
        self.isSent = isSent
    }

    /// The bubble's size for a list `width` points wide: at most three quarters of it, 17 pt text
    /// estimated at 8.5 pt per character and 21 pt per line, 12 pt padding around. Widths that are
    /// not positive give the padding alone.
    public func bubbleSize(listWidth width: CGFloat) -> CGSize {
        let maxWidth = max(width * 0.75, 48)
        let characters = CGFloat(max(text.count, 1))
        let perLine = max(((maxWidth - 24) / 8.5).rounded(.down), 1)
        let lines = (characters / perLine).rounded(.up)
        return CGSize(width: min(maxWidth, 24 + characters * 8.5), height: 24 + lines * 21)
    }

    /// A sample conversation over three days: `count` messages (clamped to 0…300), alternating
    /// in runs, texts of varied length.
    public static func conversation(count: Int) -> [[LayoutMessage]] {
        let lines = ["Are you coming tonight?", "Yes!", "I'll bring the springs.",
                     "Did you see how the bubbles lag behind the finger and catch up?", "Nice", "That is UIKit Dynamics, without UIKit Dynamics.",
                     "ok", "See you at eight, by the carousel.", "👍", "Tap + to send one more."]
        let total = min(max(count, 0), 300)
        var days: [[LayoutMessage]] = [[], [], []]
        for k in 0..<total {
            days[k * 3 / max(total, 1)].append(LayoutMessage(id: k, text: lines[k % lines.count], isSent: (k / 2) % 3 == 1))
        }
        return days
    }
}
