import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGRect in a default argument must be imported directly on Apple platforms
#endif
import Transitions

/// Everything the gallery lists, in sections, for each kind of screen change.
public enum GalleryCatalogue {
    /// A titled group of entries in a list.
    public struct Section: Sendable {
        /// The section header.
        public let title: String
        /// The section's rows, in order.
        public let entries: [GalleryEntry]
    }

    /// Every built-in transition (``BuiltInTransitions/all(zoomSource:)``, in its order) with
    /// its default parameters, each listed under all three kinds. `zoomSource` is the zoom's
    /// default source rectangle, points; the app replaces it with the tapped row's frame.
    public static func builtIns(zoomSource: CGRect = CGRect(x: 24, y: 180, width: 160, height: 120)) -> [GalleryEntry] {
        BuiltInTransitions.all(zoomSource: zoomSource).map { GalleryEntry($0) }
    }

    /// Built-ins paired so that each direction plays a different one. Today the classic pair:
    /// slide up to present (or push), swing-drop to dismiss (or pop); listed under modal and
    /// navigation.
    public static func pairings() -> [GalleryEntry] {
        [
            GalleryEntry(
                .slideUp(), backward: .swingDrop, kinds: [.modal, .navigation], title: "Slide up, then swing-drop",
                summary: "The classic pair: the screen springs up from the bottom and, going back, swings off its corner."),
        ]
    }

    /// Every physics-backed built-in (``BuiltInTransitions/physics()``, in its order), listed
    /// under all three kinds, then a physics pair: snap in to present, shatter to dismiss (modal
    /// and navigation). Making them measures their plans' durations, which runs their
    /// simulations (the shatter's duration is read, not measured).
    public static func physics() -> [GalleryEntry] {
        BuiltInTransitions.physics().map { GalleryEntry($0) } + [
            GalleryEntry(
                .snapIn, backward: ShatterTransition(), kinds: [.modal, .navigation], title: "Snap in, then shatter",
                summary: "Physics both ways: the screen is thrown in and snapped into place, and going back it shatters."),
        ]
    }

    /// The three classic transitions and the classic pair presented on a card (`CardLayout.swingDrop`, the
    /// card placed so that the swing-drop's swing stays on screen), as the original design shows
    /// them; modal only.
    public static func cards() -> [GalleryEntry] {
        let card = ModalPresentation.card(.swingDrop)
        return [
            GalleryEntry(.scale, kinds: [.modal], title: "Scale on a card", presentation: card),
            GalleryEntry(.swingDrop, kinds: [.modal], title: "Swing-drop on a card", presentation: card),
            GalleryEntry(.slideUp(), kinds: [.modal], title: "Slide up on a card", presentation: card),
            GalleryEntry(
                .slideUp(), backward: .swingDrop, kinds: [.modal], title: "Slide up, then swing-drop, on a card",
                summary: "The classic pair on a card over the dimmed list: the card springs up and, going back, swings off its corner.",
                presentation: card),
        ]
    }

    /// The sheet the gallery shows (docs/cards.md): UIKit's edge-attached sheet at half and full
    /// height with a grabber, the list behind usable at half height, and the system's keyboard
    /// rule (its text field takes it to full height above the keyboard).
    public static let sheet = CardLayout.sheet(detents: [.medium, .large], largestUndimmed: .medium, showsGrabber: true)

    /// A sheet with detents (``sheet``), a scroll view inside and a text field: the card's drag
    /// between detents, the scroll hand-off and the keyboard policy, presented with a slide up;
    /// modal only.
    public static func sheets() -> [GalleryEntry] {
        [
            GalleryEntry(
                .slideUp(), kinds: [.modal], title: "Sheet with detents",
                summary: "Drag it between half and full height, or flick it away; its list scrolls and hands the drag to the sheet at its top; "
                    + "its text field takes it to full height above the keyboard; its grabber steps through the heights. "
                    + "At half height the list behind stays usable.",
                presentation: .card(sheet)),
        ]
    }

    /// The sections listed under `kind`: "Built-in transitions", "Pairings" when any pairing
    /// supports `kind`, "On a card" and "Sheets" (modal), then "Physics". Every entry in them
    /// supports `kind`; no section is empty.
    public static func sections(for kind: GalleryKind) -> [Section] {
        let candidates = [
            Section(title: "Built-in transitions", entries: builtIns()),
            Section(title: "Pairings", entries: pairings()),
            Section(title: "On a card", entries: cards()),
            Section(title: "Sheets", entries: sheets()),
            Section(title: "Physics", entries: physics()),
        ]
        return candidates
            .map { Section(title: $0.title, entries: $0.entries.filter { $0.supports(kind) }) }
            .filter { !$0.entries.isEmpty }
    }

    /// Every entry listed under `kind`, sections flattened in order.
    public static func entries(for kind: GalleryKind) -> [GalleryEntry] {
        sections(for: kind).flatMap(\.entries)
    }
}
