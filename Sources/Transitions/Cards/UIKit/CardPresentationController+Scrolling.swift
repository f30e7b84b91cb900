#if canImport(UIKit)
import UIKit

extension CardPresentationController {
    /// A scroll view whose pan the card listens to, and the state of its current drag.
    struct TrackedScrollView {
        weak var view: UIScrollView?
        /// The drag in progress (`CardScrollHandoff/Drag`).
        var drag = CardScrollHandoff.Drag()
        /// How far the content was below its top after the last event, points.
        var distanceFromTop: CGFloat = 0
        /// When its previous pan ended (`CACurrentMediaTime`), for the quick-successive-pan rule.
        var previousPanEnd: CFTimeInterval?
    }

    /// Listens to the scroll view ``scrollView`` names, else to every scroll view in the card that
    /// takes part (`CardScrollHandoff/trackedIndices(among:)`), through their own pan recognizers
    /// (and no longer to those that left).
    func trackScrollViews() {
        let next = scrollView.map { [$0] } ?? findScrollViews()
        for tracked in trackedScrollViews where !next.contains(where: { $0 === tracked.view }) {
            tracked.view?.panGestureRecognizer.removeTarget(self, action: #selector(scrollPanned(_:)))
        }
        trackedScrollViews = next.map { view in
            if let kept = trackedScrollViews.first(where: { $0.view === view }) { return kept }
            view.panGestureRecognizer.addTarget(self, action: #selector(scrollPanned(_:)))
            return TrackedScrollView(view: view)
        }
    }

    /// Stops listening to every scroll view (the card is gone).
    func stopTrackingScrollViews() {
        for tracked in trackedScrollViews {
            tracked.view?.panGestureRecognizer.removeTarget(self, action: #selector(scrollPanned(_:)))
        }
        trackedScrollViews = []
    }

    /// The scroll views `CardScrollHandoff/trackedIndices(among:)` picks among the card's views,
    /// breadth first (at most 400 views).
    private func findScrollViews() -> [UIScrollView] {
        guard let root = presentedViewController.viewIfLoaded else { return [] }
        var queue: [(view: UIView, depth: Int, parentScrollsVertically: Bool)] = [(root, 0, false)]
        var found: [UIScrollView] = []
        var candidates: [CardScrollHandoff.Candidate] = []
        var index = 0
        while index < queue.count, index < 400 {
            let (view, depth, parentVertical) = queue[index]
            index += 1
            var vertical = parentVertical
            if let scroll = view as? UIScrollView {
                let candidate = Self.candidate(scroll, depth: depth, parentScrollsVertically: parentVertical)
                found.append(scroll)
                candidates.append(candidate)
                vertical = vertical || candidate.scrollsVertically
            }
            queue += view.subviews.map { ($0, depth + 1, vertical) }
        }
        return CardScrollHandoff.trackedIndices(among: candidates).map { found[$0] }
    }

    /// How `scroll` takes part, as UIKit's sheet reads it (`_canScrollX`, `_canScrollY`,
    /// `refreshControl`, `keyboardDismissMode`).
    private static func candidate(_ scroll: UIScrollView, depth: Int, parentScrollsVertically: Bool) -> CardScrollHandoff.Candidate {
        let inset = scroll.adjustedContentInset
        let vertical = scroll.alwaysBounceVertical || scroll.contentSize.height > scroll.bounds.height - inset.top - inset.bottom
        let horizontal = scroll.alwaysBounceHorizontal || scroll.contentSize.width > scroll.bounds.width - inset.left - inset.right
        let holdsResponder = scroll.keyboardDismissMode == .interactive && Self.firstResponder(in: scroll) != nil
        return CardScrollHandoff.Candidate(
            depth: depth, scrollsVertically: vertical, isTextView: scroll is UITextView, isHidden: scroll.isHidden || scroll.bounds.isEmpty,
            scrollsHorizontally: horizontal, hasRefreshControl: scroll.refreshControl != nil,
            holdsFirstResponderWithInteractiveKeyboardDismissal: holdsResponder, parentScrollsVertically: parentScrollsVertically)
    }

    @objc func scrollPanned(_ pan: UIPanGestureRecognizer) {
        guard let index = trackedScrollViews.firstIndex(where: { $0.view?.panGestureRecognizer === pan }),
              let scroll = trackedScrollViews[index].view else { return }
        var tracked = trackedScrollViews[index]
        let topInset = scroll.adjustedContentInset.top
        let actions: [CardScrollHandoff.Drag.Action]
        switch pan.state {
        case .began:
            let now = CACurrentMediaTime()
            let candidate = Self.candidate(scroll, depth: 0, parentScrollsVertically: false)
            tracked.drag = CardScrollHandoff.Drag(
                secondsSincePreviousPan: tracked.previousPanEnd.map { now - $0 }, cardIsMoving: model.needsClock,
                handsOff: CardScrollHandoff.handsOff(candidate) && model.isDraggable, contentScrollsVertically: candidate.scrollsVertically)
            tracked.distanceFromTop = CardScrollHandoff.distanceFromTop(offset: scroll.contentOffset.y, topInset: topInset)
            actions = []
        case .changed:
            let shown = model.shownHeight ?? 0
            let remaining = max((model.dragDetents?.largest.height ?? shown) - shown, 0)
            actions = tracked.drag.moved(
                translation: pan.translation(in: containerView).y, contentDistanceFromTop: tracked.distanceFromTop,
                cardGrowthRemaining: remaining, expandsWhenScrolledToEdge: model.layout.scrollingExpandsWhenScrolledToEdge)
        case .ended, .cancelled, .failed:
            tracked.previousPanEnd = CACurrentMediaTime()
            actions = tracked.drag.ended(velocity: pan.velocity(in: containerView).y)
        default:
            actions = []
        }
        let before = tracked.distanceFromTop
        trackedScrollViews[index] = tracked
        var cardMoved = false
        for action in actions {
            switch action {
            case .beginCardDrag: send(.dragBegan)
            case .moveCard(let translation): cardMoved = true; send(.dragMoved(translation: translation))
            case .endCardDrag(let velocity): send(.dragEnded(velocity: velocity))
            case .holdContentAtTop: break
            }
        }
        if cardMoved || actions.contains(.holdContentAtTop) {
            // The content keeps only its share of the movement (none while the card moves down).
            let distance = cardMoved ? trackedScrollViews[index].drag.contentDistanceFromTop.finite(or: before) : 0
            // setContentOffset without animation also stops a deceleration the pan started.
            scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: distance - topInset), animated: false)
        }
        if trackedScrollViews.indices.contains(index) {
            trackedScrollViews[index].distanceFromTop = CardScrollHandoff.distanceFromTop(offset: scroll.contentOffset.y, topInset: topInset)
        }
    }

    @objc func cardPanned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: send(.dragBegan)
        case .changed: send(.dragMoved(translation: pan.translation(in: containerView).y))
        case .ended, .cancelled: send(.dragEnded(velocity: pan.velocity(in: containerView).y))
        default: break
        }
    }

    /// The card's own pan begins on a draggable card, for a vertical movement.
    func cardPanShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        model.isDraggable && CardDrag.beginsDrag(velocity: pan.velocity(in: containerView))
    }

    /// Touches in a tracked scroll view belong to its own pan (the hand-off), not the card's; the
    /// grabber's tap is the grabber's.
    func cardPanShouldReceive(_ touch: UITouch) -> Bool {
        guard let view = touch.view else { return true }
        if view === grabberView { return true }
        return !trackedScrollViews.contains { tracked in tracked.view.map { view.isDescendant(of: $0) } ?? false }
    }
}
#endif
