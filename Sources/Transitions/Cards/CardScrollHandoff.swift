import Foundation

/// Who moves when a finger drags in a card's scroll view: the card or the content. The rule of
/// the system sheet (UIKitCore 26.1 `_UISheetInteraction`), written as pure code.
///
/// The card never adds a recognizer over the content: it listens to each scroll view's own pan
/// (`panGestureRecognizer`), so the content's taps, swipes, sliders and the scroll itself work
/// as without the card. Every movement of the finger is shared out as UIKit's
/// `_scrollView:adjustedUnconstrainedOffsetForUnconstrainedOffset:…` shares it: while the card
/// moves, the content is held at its top; while the content scrolls, the card stays. The owner can
/// change during one drag, even within one movement: scrolling down past the top gives the card
/// only the part past the top, and a card grown to its tallest detent hands the rest back to the
/// content.
///
/// | finger moves | content | card | who moves |
/// |---|---|---|---|
/// | up | any | below its tallest detent, ``CardLayout/scrollingExpandsWhenScrolledToEdge`` | the card grows (up to its tallest detent), the content scrolls the rest |
/// | up | any | at its tallest, or expanding off | the content |
/// | down | scrolled | any | the content, and the card the part past the content's top |
/// | down | at (or past) its top | any | the card |
/// | any | cannot scroll vertically | any | the card |
///
/// Some scroll views never hand off (UIKit's `_shouldInteractWithDescendentScrollView:…`): one
/// with a refresh control, one that scrolls sideways, one that holds the first responder with
/// interactive keyboard dismissal; and a pan that starts within 0.4 s of the scroll view's previous
/// one (`MinimumSheetSwipeInterval`) stays the content's unless the card is still moving, so quick
/// successive flicks keep scrolling (``handsOff(_:)``, ``Drag/init(secondsSincePreviousPan:cardIsMoving:handsOff:contentScrollsVertically:)``).
/// Every scroll view in the card takes part except one inside another vertical scroller
/// (``trackedIndices(among:)``).
///
/// When the finger lifts, the owner keeps the velocity: the card is released with it
/// (``CardDrag/target(height:velocity:detents:dismissHeight:)``) and the content's deceleration is
/// stopped at its top, or the content decelerates and the card stays.
package enum CardScrollHandoff: Sendable, Hashable {
    /// The card moves; the content is held at its top.
    case card
    /// The content scrolls; the card stays.
    case content

    /// How close to its top a scroll view counts as at its top, points (rounding of content
    /// offsets on 2× and 3× screens).
    package static let topTolerance: CGFloat = 0.5

    /// A new pan within this many seconds of the scroll view's previous one stays the content's
    /// (UIKit's `MinimumSheetSwipeInterval`, 0.4 s).
    package static let minimumSwipeInterval: TimeInterval = 0.4

    /// Whether a scroll view whose vertical content offset is `offset` and whose adjusted top inset
    /// is `topInset` is at (or pulled past) its top: `offset ≤ −topInset + 0.5`. NaN reads as at the
    /// top.
    package static func isAtTop(offset: CGFloat, topInset: CGFloat) -> Bool {
        distanceFromTop(offset: offset, topInset: topInset) == 0
    }

    /// How far a scroll view is scrolled below its top, points (0 at or past its top, within
    /// ``topTolerance``; NaN reads as 0).
    package static func distanceFromTop(offset: CGFloat, topInset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return 0 }
        let inset = topInset.isFinite ? topInset : 0
        let distance = offset + inset
        return distance <= topTolerance ? 0 : distance
    }

    /// The owner of a movement of the finger by `delta` points (positive down), given whether the
    /// content is at its top, whether the card is at (or past) its tallest detent, whether a drag
    /// up grows the card first (`expandsWhenScrolledToEdge`), and who owned the drag before
    /// (`previous`; the content when the drag begins). See the table above. A NaN delta reads as
    /// no movement.
    package static func owner(
        delta: CGFloat, contentAtTop: Bool, cardAtLargestDetent: Bool, expandsWhenScrolledToEdge: Bool, previous: CardScrollHandoff
    ) -> CardScrollHandoff {
        guard delta.isFinite, delta != 0 else { return previous }
        if delta < 0 { return !cardAtLargestDetent && expandsWhenScrolledToEdge ? .card : .content }
        return contentAtTop ? .card : .content
    }

    /// A scroll view the card could track, as `CardPresentationController` describes the ones it
    /// finds in the presented view, breadth first.
    package struct Candidate: Sendable, Hashable {
        /// How many views down from the presented view it is (0: the presented view itself).
        package var depth: Int
        /// Whether it scrolls vertically: its content is taller than it is (after insets) or it
        /// always bounces vertically (UIKit's `_canScrollY`).
        package var scrollsVertically: Bool
        /// Whether it is a text view (a `UITextView` is a scroll view; it takes part as any other).
        package var isTextView: Bool
        /// Whether it is hidden, or has no size.
        package var isHidden: Bool
        /// Whether it scrolls sideways (UIKit's `_canScrollX`): it never hands off.
        package var scrollsHorizontally: Bool
        /// Whether it has a `refreshControl`: it never hands off.
        package var hasRefreshControl: Bool
        /// Whether it holds the first responder with `keyboardDismissMode` `.interactive`: it
        /// never hands off.
        package var holdsFirstResponderWithInteractiveKeyboardDismissal: Bool
        /// Whether a scroll view it is inside scrolls vertically: it is then not tracked (UIKit's
        /// `_shouldBeFoundByDescendentScrollView:`), the outer one is.
        package var parentScrollsVertically: Bool

        /// Creates a description; see the properties.
        package init(
            depth: Int, scrollsVertically: Bool, isTextView: Bool = false, isHidden: Bool = false, scrollsHorizontally: Bool = false,
            hasRefreshControl: Bool = false, holdsFirstResponderWithInteractiveKeyboardDismissal: Bool = false, parentScrollsVertically: Bool = false
        ) {
            self.depth = depth
            self.scrollsVertically = scrollsVertically
            self.isTextView = isTextView
            self.isHidden = isHidden
            self.scrollsHorizontally = scrollsHorizontally
            self.hasRefreshControl = hasRefreshControl
            self.holdsFirstResponderWithInteractiveKeyboardDismissal = holdsFirstResponderWithInteractiveKeyboardDismissal
            self.parentScrollsVertically = parentScrollsVertically
        }
    }

    /// Whether drags in `candidate` can hand off to the card at all (UIKit's
    /// `_shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:`): not with a refresh
    /// control, not when it scrolls sideways, not while it holds the first responder with
    /// interactive keyboard dismissal.
    package static func handsOff(_ candidate: Candidate) -> Bool {
        !candidate.hasRefreshControl && !candidate.scrollsHorizontally && !candidate.holdsFirstResponderWithInteractiveKeyboardDismissal
    }

    /// The scroll views a card tracks when the app names none (`candidates` in breadth-first
    /// order): every visible one except one inside another vertical scroller that itself scrolls
    /// vertically (UIKit's `_shouldBeFoundByDescendentScrollView:`) — so every table of a paging
    /// view takes part. Returns their indices in `candidates`, in order.
    package static func trackedIndices(among candidates: [Candidate]) -> [Int] {
        candidates.indices.filter { index in
            let candidate = candidates[index]
            return !candidate.isHidden && (!candidate.scrollsVertically || !candidate.parentScrollsVertically)
        }
    }

    /// The first scroll view of ``trackedIndices(among:)`` that scrolls vertically, the shallowest
    /// on a tie; `nil` when there is none.
    package static func trackedIndex(among candidates: [Candidate]) -> Int? {
        trackedIndices(among: candidates).filter { candidates[$0].scrollsVertically }
            .min { (candidates[$0].depth, $0) < (candidates[$1].depth, $1) }
    }
}

extension CardScrollHandoff {
    /// One drag in a scroll view of the card, followed through its pan recognizer's events: how
    /// each movement is shared out between the content and the card (see the type's table) and
    /// what the card and the content do about it.
    ///
    /// ```swift
    /// var drag = CardScrollHandoff.Drag()
    /// drag.moved(translation: 20, contentDistanceFromTop: 15, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: true)
    /// // [.beginCardDrag, .moveCard(translation: 5), .holdContentAtTop]: the card takes the part past the top
    /// ```
    package struct Drag: Sendable, Hashable {
        /// What to do for a movement.
        package enum Action: Sendable, Hashable {
            /// The card takes the drag over (``CardPresentationModel/Event/dragBegan``).
            case beginCardDrag
            /// The card follows: it has moved `translation` points (positive down) since it took over.
            case moveCard(translation: CGFloat)
            /// The card lets go with `velocity`, points per second, positive down.
            case endCardDrag(velocity: CGFloat)
            /// Put the content where its share of the movement leaves it
            /// (``Drag/contentDistanceFromTop``: at its top while the card moves down, where it was
            /// while the card grows), and stop any deceleration it started.
            case holdContentAtTop
        }

        /// Who owns the drag now.
        package private(set) var owner: CardScrollHandoff = .content
        /// The pan's translation at its last event, points, positive down.
        package private(set) var lastTranslation: CGFloat = 0
        /// How far the card has moved since it took over, points, positive down.
        package private(set) var cardTranslation: CGFloat = 0
        /// How far the content is below its top after the last movement, as shared out: what the
        /// content had before, less its share of the movement (never below 0).
        package private(set) var contentDistanceFromTop: CGFloat = 0
        /// Whether the card can take part in this drag at all (see
        /// ``init(secondsSincePreviousPan:cardIsMoving:handsOff:contentScrollsVertically:)``).
        package let isEngaged: Bool
        /// Whether the content can scroll vertically; when it cannot, every movement is the card's.
        package let contentScrollsVertically: Bool

        /// A new drag, owned by the content until it moves. It stays the content's when the scroll
        /// view never hands off (`handsOff`, `CardScrollHandoff/handsOff(_:)`) or when it began
        /// within `CardScrollHandoff/minimumSwipeInterval` of the scroll view's previous pan
        /// (`secondsSincePreviousPan`) while the card is not moving (`cardIsMoving`). When the
        /// content cannot scroll vertically (`contentScrollsVertically` false) the card takes
        /// every movement.
        package init(secondsSincePreviousPan: TimeInterval? = nil, cardIsMoving: Bool = false, handsOff: Bool = true, contentScrollsVertically: Bool = true) {
            let quick = secondsSincePreviousPan.map { $0.isFinite && $0 >= 0 && $0 < CardScrollHandoff.minimumSwipeInterval } ?? false
            self.isEngaged = handsOff && (!quick || cardIsMoving)
            self.contentScrollsVertically = contentScrollsVertically
        }

        /// The pan moved to `translation` (points since it began, positive down), with the content
        /// `contentDistanceFromTop` points below its top before this movement
        /// (`CardScrollHandoff/distanceFromTop(offset:topInset:)`) and the card able to grow
        /// `cardGrowthRemaining` more points to its tallest detent.
        package mutating func moved(
            translation: CGFloat, contentDistanceFromTop: CGFloat, cardGrowthRemaining: CGFloat, expandsWhenScrolledToEdge: Bool
        ) -> [Action] {
            guard translation.isFinite else { return [] }
            let delta = translation - lastTranslation
            lastTranslation = translation
            let given = contentDistanceFromTop.isNaN ? 0 : max(contentDistanceFromTop, 0)
            self.contentDistanceFromTop = given
            guard isEngaged, delta != 0 else { return [] }
            let cardPart: CGFloat
            if !contentScrollsVertically {
                cardPart = delta
            } else if delta < 0 {
                // Up: the card grows first, up to its tallest detent; the content scrolls the rest.
                let remaining = cardGrowthRemaining.isNaN ? 0 : max(cardGrowthRemaining, 0)
                cardPart = expandsWhenScrolledToEdge ? -min(-delta, remaining) : 0
            } else {
                // Down: the content scrolls to its top; the card takes only the part past it.
                cardPart = max(delta - given, 0)
            }
            self.contentDistanceFromTop = contentScrollsVertically ? max(given - (delta - cardPart), 0) : given
            let next: CardScrollHandoff = cardPart != 0 ? .card : .content
            defer { owner = next }
            switch (owner, next) {
            case (.content, .card):
                cardTranslation = cardPart
                return [.beginCardDrag, .moveCard(translation: cardTranslation), .holdContentAtTop]
            case (.card, .card):
                cardTranslation += cardPart
                return [.moveCard(translation: cardTranslation), .holdContentAtTop]
            case (.card, .content):
                // The card reached its tallest detent: it rests there and the content scrolls on.
                return [.endCardDrag(velocity: 0)]
            case (.content, .content):
                return []
            }
        }

        /// The same, with the content's state as a flag: at its top (0 points from it) or scrolled
        /// (a movement never reaches its top), and the card at its tallest detent or not.
        package mutating func moved(translation: CGFloat, contentAtTop: Bool, cardAtLargestDetent: Bool, expandsWhenScrolledToEdge: Bool) -> [Action] {
            moved(translation: translation, contentDistanceFromTop: contentAtTop ? 0 : .infinity,
                  cardGrowthRemaining: cardAtLargestDetent ? 0 : .infinity, expandsWhenScrolledToEdge: expandsWhenScrolledToEdge)
        }

        /// The finger lifted (or the pan was cancelled) with `velocity`, points per second, positive
        /// down: the card lets go with it and the content stays at its top, or the content keeps
        /// its own deceleration.
        package mutating func ended(velocity: CGFloat) -> [Action] {
            let owner = self.owner
            self.owner = .content
            lastTranslation = 0
            cardTranslation = 0
            guard owner == .card else { return [] }
            return [.endCardDrag(velocity: velocity.isFinite ? velocity : 0), .holdContentAtTop]
        }
    }
}
