import Foundation
import GalleryRendering
import Transitions

extension ShowcaseCatalog {
    /// The card the three classic transitions play on: a modal card over
    /// the dimmed list (iOS's `CardPresentationController`). ``CardLayout/swingDrop``: narrow, on
    /// the trailing side and vertically centred, so that the swing-drop's swing (the card hanging
    /// from its lower-left corner, its width to the left of the pivot and its height below) and
    /// its drop stay on screen.
    static let classicCard = CardLayout.swingDrop

    /// The former name of ``classicCard``.
    @available(*, deprecated, renamed: "classicCard")
    static var foundingCard: CardLayout { classicCard }

    /// The three classic transitions — scale, swing-drop, slide-up — presented and dismissed on
    /// ``classicCard``, after their full-screen variants.
    static func cardEntries() -> [ShowcaseEntry] {
        let classic: [any Transition] = [ScaleTransition(), SwingDropTransition(), SlideUpTransition()]
        return classic.enumerated().flatMap { index, transition in
            [TransitionOperation.present, .dismiss].map { operation in
                let forward = operation.isForward
                let tint = CanvasColor(hex: tints[index])
                return ShowcaseEntry(
                    slug: slug(transition.name) + "-card-" + operation.rawValue.lowercased(),
                    transition: transition, operation: operation,
                    parameters: parameters(of: transition) + [GalleryPage.Parameter("card", cardDescription(classicCard))],
                    fromScreen: forward ? .list : .detail, fromTint: forward ? listTint : tint,
                    toScreen: forward ? .detail : .list, toTint: forward ? tint : listTint,
                    card: classicCard)
            }
        }
    }

    /// The card as the page lists it: "180 × 260 pt, corners 16, dimming 0.4".
    static func cardDescription(_ card: CardLayout) -> String {
        let size = [card.width, card.height].map { $0.map(number) ?? "fill" }.joined(separator: " × ")
        return "\(size) pt, corners \(number(card.cornerRadius)), dimming \(number(card.dimmingAlpha))"
    }

    /// The sheets the gallery shows, recorded from the pure card model (``CardRecorder``):
    /// - a sheet with medium and large detents (the list behind undimmed at medium) dragged up by
    ///   its grabber and thrown to large, its list scrolled, then dragged down from inside the
    ///   list — the list scrolls back to its top and hands the sheet the rest of the drag, which
    ///   is released back to medium;
    /// - the system sheet's rules: an edge-attached sheet at large flicked down at 1200 pt/s
    ///   steps exactly one detent, to medium (not away); pulled down on a form with unsaved input
    ///   (modal) it rubber-bands and, released, the app hears the attempt (its "Discard changes?"
    ///   alert shows); a sheet presented over it pushes it back and dims it inside its shape.
    static func cardDemos() -> [CardDemo] {
        let sheet = CardLayout.sheet(detents: [.medium, .large], largestUndimmed: .medium, showsGrabber: true)
        return [
            CardDemo(
                slug: "sheet-drag-and-scroll-handoff", title: "Sheet — drag between detents, scroll hand-off", layout: sheet,
                script: [.keyFrame, .wait(0.3), .dragCard(distance: -180, duration: 0.35, release: -700), .keyFrame, .settle(limit: 2), .keyFrame,
                         .wait(0.2), .dragContent(distance: -320, duration: 0.45, release: -600), .keyFrame, .settle(limit: 2),
                         .dragContent(distance: 760, duration: 0.9, release: 500), .keyFrame, .settle(limit: 2), .wait(0.3), .keyFrame],
                parameters: [
                    GalleryPage.Parameter("detents", "medium, large (undimmed at medium); edge-attached"),
                    GalleryPage.Parameter("release", "projected 0.099 s (0.99/ms), nearest detent; ≥ 1000 pt/s: one detent further"),
                    GalleryPage.Parameter("spring", "response 0.344 s, damping ratio 1 (0.8 at ≥ 1000 pt/s)"),
                    GalleryPage.Parameter("rubber band", "10 pt above large (the gap to the safe area)"),
                    GalleryPage.Parameter("scroll hand-off", "the list scrolls unless at its top; the sheet takes only the part past the top"),
                ],
                tint: listTint),
            CardDemo(
                slug: "sheet-fling-veto-and-nested-sheet", title: "Sheet — a fling one detent, a refused pull, a sheet over a sheet",
                layout: .sheet(detents: [.medium, .large], selected: .large, showsGrabber: true),
                script: [.keyFrame, .wait(0.3),
                         .dragCard(distance: 20, duration: 0.1, release: 1200), .keyFrame, .settle(limit: 2), .keyFrame,
                         .refusesDismissal(true), .wait(0.2), .dragCard(distance: 260, duration: 0.8, release: 0), .keyFrame,
                         .settle(limit: 2), .wait(0.5), .keyFrame, .wait(0.6),
                         .refusesDismissal(false), .presentChild(duration: 0.45), .keyFrame, .wait(0.6),
                         .dismissChild(duration: 0.4), .wait(0.3), .keyFrame],
                parameters: [
                    GalleryPage.Parameter("sheet", "medium, large; edge-attached: full width, to the screen's bottom edge"),
                    GalleryPage.Parameter("fling", "from large, 1200 pt/s down: one detent further, to medium"),
                    GalleryPage.Parameter("refused pull", "modal: rubber-bands below medium (a quarter of the sheet); the attempt is reported"),
                    GalleryPage.Parameter("sheet over it", "large: the sheet behind scales back, dimmed in its shape, its grabber fades"),
                ],
                tint: listTint, childLayout: .sheet(detents: [.large], showsGrabber: true)),
        ]
    }
}
