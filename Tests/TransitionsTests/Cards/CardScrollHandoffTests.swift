import Foundation
import Testing
@testable import Transitions

@Suite struct CardScrollHandoffTests {
    /// The whole truth table: content at its top or not, card at its tallest detent or not, the
    /// finger moving up, down or not at all, with and without growing first, after either owner.
    @Test func theTruthTable() {
        for atTop in [true, false] {
            for atLargest in [true, false] {
                for expands in [true, false] {
                    for previous in [CardScrollHandoff.card, .content] {
                        for delta in [CGFloat(-3), 0, 3, .nan] {
                            let owner = CardScrollHandoff.owner(delta: delta, contentAtTop: atTop, cardAtLargestDetent: atLargest,
                                                                expandsWhenScrolledToEdge: expands, previous: previous)
                            let expected: CardScrollHandoff
                            if delta.isNaN || delta == 0 {
                                expected = previous                     // no movement: nothing changes hands
                            } else if delta < 0 {
                                expected = !atLargest && expands ? .card : .content   // up: grow first, even mid-scroll, then scroll
                            } else {
                                expected = atTop ? .card : .content     // down: the content to its top, then the card
                            }
                            #expect(owner == expected, "atTop \(atTop) atLargest \(atLargest) expands \(expands) previous \(previous) delta \(delta)")
                        }
                    }
                }
            }
        }
    }

    /// One drag that changes hands: scrolling back down to the top hands the rest of the drag to
    /// the card; a card grown to its tallest detent hands it back to the content.
    @Test func oneDragChangesHandsAtTheEdges() {
        var owner = CardScrollHandoff.content
        owner = CardScrollHandoff.owner(delta: 10, contentAtTop: false, cardAtLargestDetent: true, expandsWhenScrolledToEdge: true, previous: owner)
        #expect(owner == .content)
        owner = CardScrollHandoff.owner(delta: 10, contentAtTop: true, cardAtLargestDetent: true, expandsWhenScrolledToEdge: true, previous: owner)
        #expect(owner == .card)
        owner = CardScrollHandoff.owner(delta: -10, contentAtTop: true, cardAtLargestDetent: false, expandsWhenScrolledToEdge: true, previous: owner)
        #expect(owner == .card)
        owner = CardScrollHandoff.owner(delta: -10, contentAtTop: true, cardAtLargestDetent: true, expandsWhenScrolledToEdge: true, previous: owner)
        #expect(owner == .content)
    }

    @Test func atTheTopWithinHalfAPointOfTheInset() {
        #expect(CardScrollHandoff.isAtTop(offset: -20, topInset: 20))
        #expect(CardScrollHandoff.isAtTop(offset: -19.6, topInset: 20))
        #expect(!CardScrollHandoff.isAtTop(offset: -19, topInset: 20))
        #expect(CardScrollHandoff.isAtTop(offset: -80, topInset: 20))   // pulled past the top
        #expect(CardScrollHandoff.isAtTop(offset: .nan, topInset: 0))
        #expect(CardScrollHandoff.isAtTop(offset: 0, topInset: .nan))
    }

    /// The first tracked scroll view: the shallowest visible one that scrolls vertically; a text
    /// view takes part as UIKit's sheet lets it (`_shouldBeFoundByDescendentScrollView:`).
    @Test func theTrackedScrollView() {
        typealias C = CardScrollHandoff.Candidate
        #expect(CardScrollHandoff.trackedIndex(among: []) == nil)
        #expect(CardScrollHandoff.trackedIndex(among: [C(depth: 1, scrollsVertically: false), C(depth: 2, scrollsVertically: true)]) == 1)
        #expect(CardScrollHandoff.trackedIndex(among: [C(depth: 1, scrollsVertically: true, isTextView: true), C(depth: 3, scrollsVertically: true)]) == 0)
        #expect(CardScrollHandoff.trackedIndex(among: [C(depth: 1, scrollsVertically: true, isHidden: true)]) == nil)
        #expect(CardScrollHandoff.trackedIndex(among: [C(depth: 2, scrollsVertically: true), C(depth: 1, scrollsVertically: true), C(depth: 1, scrollsVertically: true)]) == 1)
    }

    /// A drag in the scroll view, event by event: scrolled content scrolls; at its top the card
    /// takes over and the content is held; at the tallest detent the card lets go and the content
    /// scrolls on; on release the card gets the velocity only when it owns the drag.
    @Test func aDragHandsOverAndBack() {
        typealias D = CardScrollHandoff.Drag
        var drag = D()
        // Content scrolled down: the finger moves down, the content scrolls back.
        #expect(drag.moved(translation: 20, contentAtTop: false, cardAtLargestDetent: false, expandsWhenScrolledToEdge: true) == [])
        // It reached its top: the rest of the drag moves the card, from the first movement after.
        #expect(drag.moved(translation: 50, contentAtTop: true, cardAtLargestDetent: false, expandsWhenScrolledToEdge: true)
                == [.beginCardDrag, .moveCard(translation: 30), .holdContentAtTop])
        #expect(drag.moved(translation: 80, contentAtTop: true, cardAtLargestDetent: false, expandsWhenScrolledToEdge: true)
                == [.moveCard(translation: 60), .holdContentAtTop])
        #expect(drag.ended(velocity: 700) == [.endCardDrag(velocity: 700), .holdContentAtTop])
        #expect(drag.owner == .content && drag.cardTranslation == 0)

        // Up from a medium detent: the card grows, then at its tallest the content scrolls on.
        #expect(drag.moved(translation: -40, contentAtTop: true, cardAtLargestDetent: false, expandsWhenScrolledToEdge: true)
                == [.beginCardDrag, .moveCard(translation: -40), .holdContentAtTop])
        #expect(drag.moved(translation: -90, contentAtTop: true, cardAtLargestDetent: true, expandsWhenScrolledToEdge: true)
                == [.endCardDrag(velocity: 0)])
        #expect(drag.moved(translation: -140, contentAtTop: false, cardAtLargestDetent: true, expandsWhenScrolledToEdge: true) == [])
        #expect(drag.ended(velocity: -1200) == [], "the content keeps its own deceleration")

        // Without growing first, the content scrolls from the start.
        #expect(drag.moved(translation: -40, contentAtTop: true, cardAtLargestDetent: false, expandsWhenScrolledToEdge: false) == [])
        #expect(drag.moved(translation: .nan, contentAtTop: true, cardAtLargestDetent: false, expandsWhenScrolledToEdge: false) == [])
        #expect(drag.ended(velocity: .nan) == [])
    }

    /// `_shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:`: no hand-off for a scroll
    /// view with a refresh control, one that scrolls sideways, or one that holds the first
    /// responder with interactive keyboard dismissal.
    @Test func theScrollViewsThatNeverHandOff() {
        typealias C = CardScrollHandoff.Candidate
        #expect(CardScrollHandoff.handsOff(C(depth: 1, scrollsVertically: true)))
        #expect(!CardScrollHandoff.handsOff(C(depth: 1, scrollsVertically: true, hasRefreshControl: true)))
        #expect(!CardScrollHandoff.handsOff(C(depth: 1, scrollsVertically: true, scrollsHorizontally: true)))
        #expect(!CardScrollHandoff.handsOff(C(depth: 1, scrollsVertically: true, holdsFirstResponderWithInteractiveKeyboardDismissal: true)))
        var drag = CardScrollHandoff.Drag(handsOff: false)
        #expect(drag.moved(translation: 40, contentDistanceFromTop: 0, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: true) == [])
        #expect(drag.ended(velocity: 900) == [])
    }

    /// `_shouldInteractWithDescendentScrollView:…` with `_intervalBetweenPanGestures` and
    /// `MinimumSheetSwipeInterval` (0.4 s): a new pan within 0.4 s of the previous one stays the
    /// content's, unless the sheet is still moving.
    @Test func quickSuccessiveFlicksKeepScrolling() {
        var quick = CardScrollHandoff.Drag(secondsSincePreviousPan: 0.25, cardIsMoving: false)
        #expect(quick.moved(translation: 40, contentDistanceFromTop: 0, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: true) == [])
        var moving = CardScrollHandoff.Drag(secondsSincePreviousPan: 0.25, cardIsMoving: true)
        #expect(moving.moved(translation: 40, contentDistanceFromTop: 0, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: true).first == .beginCardDrag)
        var slow = CardScrollHandoff.Drag(secondsSincePreviousPan: 0.4, cardIsMoving: false)
        #expect(slow.moved(translation: 40, contentDistanceFromTop: 0, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: true).first == .beginCardDrag)
    }

    /// `_shouldBeFoundByDescendentScrollView:`: every scroll view takes part — every table of a
    /// paging view — except a vertical scroller inside another vertical scroller.
    @Test func everyNestedVerticalScrollerTakesPart() {
        typealias C = CardScrollHandoff.Candidate
        let paging = [C(depth: 1, scrollsVertically: false, scrollsHorizontally: true),
                      C(depth: 2, scrollsVertically: true), C(depth: 2, scrollsVertically: true), C(depth: 2, scrollsVertically: true)]
        #expect(CardScrollHandoff.trackedIndices(among: paging) == [0, 1, 2, 3])
        let nested = [C(depth: 1, scrollsVertically: true), C(depth: 2, scrollsVertically: true, parentScrollsVertically: true)]
        #expect(CardScrollHandoff.trackedIndices(among: nested) == [0])
        #expect(CardScrollHandoff.trackedIndices(among: [C(depth: 1, scrollsVertically: true, isHidden: true)]).isEmpty)
    }

    /// `_scrollView:adjustedUnconstrainedOffsetForUnconstrainedOffset:…`: at the switch mid-scroll
    /// the sheet takes only the part past the content's top (`maxTopOffset − offset`).
    @Test func theCardTakesOnlyThePartPastTheTop() {
        var drag = CardScrollHandoff.Drag()
        #expect(drag.moved(translation: 20, contentDistanceFromTop: 15, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: true)
                == [.beginCardDrag, .moveCard(translation: 5), .holdContentAtTop])
        #expect(drag.moved(translation: 30, contentDistanceFromTop: 0, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: true)
                == [.moveCard(translation: 15), .holdContentAtTop])
        // Up: the card grows by what it has left, the content scrolls the rest.
        var up = CardScrollHandoff.Drag()
        #expect(up.moved(translation: -50, contentDistanceFromTop: 0, cardGrowthRemaining: 30, expandsWhenScrolledToEdge: true)
                == [.beginCardDrag, .moveCard(translation: -30), .holdContentAtTop])
        #expect(up.moved(translation: -80, contentDistanceFromTop: 20, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: true) == [.endCardDrag(velocity: 0)])
        // Content that cannot scroll vertically gives every movement to the card.
        var still = CardScrollHandoff.Drag(contentScrollsVertically: false)
        #expect(still.moved(translation: -12, contentDistanceFromTop: 0, cardGrowthRemaining: 0, expandsWhenScrolledToEdge: false)
                == [.beginCardDrag, .moveCard(translation: -12), .holdContentAtTop])
    }

    @Test func theCardsOwnPanIsVertical() {
        #expect(CardDrag.beginsDrag(velocity: CGPoint(x: 10, y: 200)))
        #expect(CardDrag.beginsDrag(velocity: CGPoint(x: 10, y: -200)))
        #expect(!CardDrag.beginsDrag(velocity: CGPoint(x: 300, y: 200)), "a horizontal swipe is the content's")
        #expect(!CardDrag.beginsDrag(velocity: CGPoint(x: CGFloat.nan, y: 200)))
    }
}
