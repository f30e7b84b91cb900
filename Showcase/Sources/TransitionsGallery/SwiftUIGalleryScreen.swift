import Foundation
import Transitions

/// The screens of the gallery's SwiftUI section, as the values of its navigation path: the same
/// catalogue as the Navigation tab, through `TransitionsUI`'s APIs.
public enum SwiftUIGalleryScreen: Hashable, Sendable {
    /// The demo screen of a catalogue entry (its ``GalleryEntry/id``), pushed by a link playing
    /// the entry's transition.
    case entry(String)
    /// The springy message list.
    case springyList
    /// The springy carousel.
    case carousel
    /// The Newtonian cards.
    case newtonian

    /// Every navigation entry of the catalogue, in the Navigation tab's order.
    public static var entries: [GalleryEntry] { GalleryCatalogue.entries(for: .navigation) }

    /// The catalogue entry of an ``entry(_:)`` screen (`nil` for another screen or an unknown
    /// identity).
    public var entry: GalleryEntry? {
        guard case .entry(let id) = self else { return nil }
        return Self.entries.first { $0.id == id }
    }

    /// The screen's title.
    public var title: String {
        switch self {
        case .entry(let id): Self.entries.first { $0.id == id }?.title ?? id
        case .springyList: "Springy list"
        case .carousel: "Springy carousel"
        case .newtonian: "Newtonian cards"
        }
    }

    /// The layouts listed under "Springy layouts", in order.
    public static let layouts: [SwiftUIGalleryScreen] = [.springyList, .carousel, .newtonian]
}

extension LayoutMessage: Identifiable {}

/// A card of the SwiftUI carousel and Newtonian demos: a number and its hue.
public struct GalleryCard: Identifiable, Hashable, Sendable {
    /// The card's identity and label.
    public let id: Int
    /// Its hue, 0…1, spread around the colour wheel by the golden ratio.
    public var hue: Double { (Double(id) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1) }

    /// A card.
    public init(id: Int) {
        self.id = id
    }

    /// `count` cards numbered from `first` (a count below 0 gives none).
    public static func deck(_ count: Int, from first: Int = 1) -> [GalleryCard] {
        (0..<max(count, 0)).map { GalleryCard(id: first + $0) }
    }
}
