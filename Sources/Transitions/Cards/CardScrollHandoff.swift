import Foundation

/// Who moves when a finger drags in a card's scroll view: the card or the content. The rule of
/// the system sheet, written as pure code.
///
/// The card never adds a recognizer over the content: it listens to the scroll view's own pan
/// (`panGestureRecognizer`), so the content's taps, swipes, sliders and the scroll itself work
/// as without the card. At every movement of the finger the rule below says who owns it; while
/// the card owns it, the content is held at its top (its offset does not move); while the content
/// owns it, the card stays where it is. The owner can change during one drag: scrolling down to
/// the top hands the rest of the drag to the card, and a card grown to its tallest detent hands it
/// back to the content.
///
/// | content at its top | card at its tallest detent | finger moves | owner |
/// |---|---|---|---|
/// | yes | no | up | card (grows), content with ``CardLayout/scrollingExpandsWhenScrolledToEdge`` off |
/// | yes | no | down | card (shrinks, or goes away) |
/// | yes | yes | up | content (scrolls) |
/// | yes | yes | down | card |
/// | no | either | up or down | content |
/// | either | either | not at all | whoever owned the drag before (the content at first) |
///
/// When the finger lifts, the owner keeps the velocity: the card snaps with it
/// (``CardDrag/target(height:velocity:detents:)``) and the content's deceleration is stopped at its
/// top, or the content decelerates and the card stays.
public enum CardScrollHandoff: Sendable, Hashable {
    /// The card moves; the content is held at its top.
    case card
    /// The content scrolls; the card stays.
    case content

    /// How close to its top a scroll view counts as at its top, points (rounding of content
    /// offsets on 2× and 3× screens).
    public static let topTolerance: CGFloat = 0.5

    /// Whether a scroll view whose vertical content offset is `offset` and whose adjusted top inset
    /// is `topInset` is at (or pulled past) its top: `offset ≤ −topInset + 0.5`. NaN reads as at the
    /// top.
    public static func isAtTop(offset: CGFloat, topInset: CGFloat) -> Bool {
        guard offset.isFinite else { return true }
        let inset = topInset.isFinite ? topInset : 0
        return offset <= -inset + topTolerance
    }

    /// The owner of a movement of the finger by `delta` points (positive down), given whether the
    /// content is at its top, whether the card is at (or past) its tallest detent, whether a drag
    /// up grows the card first (`expandsWhenScrolledToEdge`), and who owned the drag before
    /// (`previous`; the content when the drag begins). See the table above. A NaN delta reads as
    /// no movement.
    public static func owner(
        delta: CGFloat, contentAtTop: Bool, cardAtLargestDetent: Bool, expandsWhenScrolledToEdge: Bool, previous: CardScrollHandoff
    ) -> CardScrollHandoff {
        guard delta.isFinite, delta != 0 else { return previous }
        guard contentAtTop else { return .content }
        if delta > 0 { return .card }
        return !cardAtLargestDetent && expandsWhenScrolledToEdge ? .card : .content
    }

    /// A scroll view the card could track, as `CardPresentationController` describes the ones it
    /// finds in the presented view, breadth first.
    public struct Candidate: Sendable, Hashable {
        /// How many views down from the presented view it is (0: the presented view itself).
        public var depth: Int
        /// Whether it scrolls vertically: its content is taller than it is (after insets) or it
        /// always bounces vertically.
        public var scrollsVertically: Bool
        /// Whether it is a text view (a `UITextView` is a scroll view, but it edits text).
        public var isTextView: Bool
        /// Whether it is hidden, or has no size.
        public var isHidden: Bool

        /// Creates a description; see the properties.
        public init(depth: Int, scrollsVertically: Bool, isTextView: Bool = false, isHidden: Bool = false) {
            self.depth = depth
            self.scrollsVertically = scrollsVertically
            self.isTextView = isTextView
            self.isHidden = isHidden
        }
    }

    /// The scroll view a card tracks when the app names none: the shallowest visible one that
    /// scrolls vertically and is not a text view, the first found on a tie (`candidates` in
    /// breadth-first order); `nil` when none qualifies. Returns its index in `candidates`.
    public static func trackedIndex(among candidates: [Candidate]) -> Int? {
        candidates.indices
            .filter { candidates[$0].scrollsVertically && !candidates[$0].isTextView && !candidates[$0].isHidden }
            .min { (candidates[$0].depth, $0) < (candidates[$1].depth, $1) }
    }
}

extension CardScrollHandoff {
    /// One drag in the card's scroll view, followed through its pan recognizer's events: who owns
    /// each movement (``owner(delta:contentAtTop:cardAtLargestDetent:expandsWhenScrolledToEdge:previous:)``)
    /// and what the card and the content do about it.
    ///
    /// ```swift
    /// var drag = CardScrollHandoff.Drag()
    /// drag.moved(translation: 12, contentAtTop: true, cardAtLargestDetent: true, expandsWhenScrolledToEdge: true)
    /// // [.beginCardDrag, .moveCard(translation: 12), .holdContentAtTop]
    /// ```
    public struct Drag: Sendable, Hashable {
        /// What to do for a movement.
        public enum Action: Sendable, Hashable {
            /// The card takes the drag over (``CardPresentationModel/Event/dragBegan``).
            case beginCardDrag
            /// The card follows: it has moved `translation` points (positive down) since it took over.
            case moveCard(translation: CGFloat)
            /// The card lets go with `velocity`, points per second, positive down.
            case endCardDrag(velocity: CGFloat)
            /// Put the content back at its top (its offset must not move while the card does), and
            /// stop any deceleration it started.
            case holdContentAtTop
        }

        /// Who owns the drag now.
        public private(set) var owner: CardScrollHandoff = .content
        /// The pan's translation at its last event, points, positive down.
        public private(set) var lastTranslation: CGFloat = 0
        /// How far the card has moved since it took over, points, positive down.
        public private(set) var cardTranslation: CGFloat = 0

        /// A new drag, owned by the content until it moves.
        public init() {}

        /// The pan moved to `translation` (points since it began, positive down).
        public mutating func moved(translation: CGFloat, contentAtTop: Bool, cardAtLargestDetent: Bool, expandsWhenScrolledToEdge: Bool) -> [Action] {
            guard translation.isFinite else { return [] }
            let delta = translation - lastTranslation
            lastTranslation = translation
            let next = CardScrollHandoff.owner(delta: delta, contentAtTop: contentAtTop, cardAtLargestDetent: cardAtLargestDetent,
                                               expandsWhenScrolledToEdge: expandsWhenScrolledToEdge, previous: owner)
            defer { owner = next }
            switch (owner, next) {
            case (.content, .card):
                cardTranslation = delta
                return [.beginCardDrag, .moveCard(translation: cardTranslation), .holdContentAtTop]
            case (.card, .card):
                cardTranslation += delta
                return [.moveCard(translation: cardTranslation), .holdContentAtTop]
            case (.card, .content):
                // The card reached its tallest detent: it rests there and the content scrolls on.
                return [.endCardDrag(velocity: 0)]
            case (.content, .content):
                return []
            }
        }

        /// The finger lifted (or the pan was cancelled) with `velocity`, points per second, positive
        /// down: the card lets go with it and the content stays at its top, or the content keeps
        /// its own deceleration.
        public mutating func ended(velocity: CGFloat) -> [Action] {
            defer { self = Drag() }
            guard owner == .card else { return [] }
            return [.endCardDrag(velocity: velocity.isFinite ? velocity : 0), .holdContentAtTop]
        }
    }
}
