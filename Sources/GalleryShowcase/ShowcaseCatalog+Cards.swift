import Foundation
import GalleryRendering
import Transitions

extension ShowcaseCatalog {
    /// The card the founding three play on, as the founding design shows them: a modal card over
    /// the dimmed list (iOS's `CardPresentationController`). ``CardLayout/swingDrop``: narrow, on
    /// the trailing side and vertically centred, so that the swing-drop's swing (the card hanging
    /// from its lower-left corner, its width to the left of the pivot and its height below) and
    /// its drop stay on screen.
    public static let foundingCard = CardLayout.swingDrop

    /// The founding three — scale, swing-drop, slide-up — presented and dismissed on
    /// ``foundingCard``, after their full-screen variants.
    public static func cardEntries() -> [ShowcaseEntry] {
        let founding: [any Transition] = [ScaleTransition(), SwingDropTransition(), SlideUpTransition()]
        return founding.enumerated().flatMap { index, transition in
            [TransitionOperation.present, .dismiss].map { operation in
                let forward = operation.isForward
                let tint = CanvasColor(hex: tints[index])
                return ShowcaseEntry(
                    slug: slug(transition.name) + "-card-" + operation.rawValue.lowercased(),
                    transition: transition, operation: operation,
                    parameters: parameters(of: transition) + [GalleryParameter("card", cardDescription(foundingCard))],
                    fromScreen: forward ? .list : .detail, fromTint: forward ? listTint : tint,
                    toScreen: forward ? .detail : .list, toTint: forward ? tint : listTint,
                    card: foundingCard)
            }
        }
    }

    /// The card as the page lists it: "180 × 260 pt, corners 16, dimming 0.4".
    static func cardDescription(_ card: CardLayout) -> String {
        let size = [card.width, card.height].map { $0.map(number) ?? "fill" }.joined(separator: " × ")
        return "\(size) pt, corners \(number(card.cornerRadius)), dimming \(number(card.dimmingAlpha))"
    }
}
