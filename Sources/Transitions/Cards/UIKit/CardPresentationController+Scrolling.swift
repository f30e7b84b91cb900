#if canImport(UIKit)
import UIKit

extension CardPresentationController {
    /// The state of a drag in the tracked scroll view.
    typealias ScrollDrag = CardScrollHandoff.Drag

    /// Listens to the scroll view ``scrollView`` names, else the first one found in the card,
    /// through its own pan recognizer (and no longer to the one before, if it changed).
    func trackScrollView() {
        track(scrollView ?? findScrollView())
    }

    /// Stops listening to any scroll view (the card is gone).
    func stopTrackingScrollView() {
        track(nil)
    }

    private func track(_ next: UIScrollView?) {
        guard next !== trackedScrollView else { return }
        trackedScrollView?.panGestureRecognizer.removeTarget(self, action: #selector(scrollPanned(_:)))
        next?.panGestureRecognizer.addTarget(self, action: #selector(scrollPanned(_:)))
        trackedScrollView = next
        scrollDrag = ScrollDrag()
    }

    /// The scroll view ``CardScrollHandoff/trackedIndex(among:)`` picks among the card's views,
    /// breadth first (at most 400 views).
    private func findScrollView() -> UIScrollView? {
        guard let root = presentedViewController.viewIfLoaded else { return nil }
        var queue: [(UIView, Int)] = [(root, 0)]
        var found: [UIScrollView] = []
        var candidates: [CardScrollHandoff.Candidate] = []
        var visited = 0
        while !queue.isEmpty, visited < 400 {
            let (view, depth) = queue.removeFirst()
            visited += 1
            if let scroll = view as? UIScrollView {
                let inset = scroll.adjustedContentInset
                let scrolls = scroll.alwaysBounceVertical || scroll.contentSize.height > scroll.bounds.height - inset.top - inset.bottom
                found.append(scroll)
                candidates.append(.init(depth: depth, scrollsVertically: scrolls, isTextView: scroll is UITextView,
                                        isHidden: scroll.isHidden || scroll.bounds.isEmpty))
            }
            queue += view.subviews.map { ($0, depth + 1) }
        }
        return CardScrollHandoff.trackedIndex(among: candidates).map { found[$0] }
    }

    @objc func scrollPanned(_ pan: UIPanGestureRecognizer) {
        guard let scroll = trackedScrollView, model.isDraggable || scrollDrag.owner == .card else { return }
        let actions: [CardScrollHandoff.Drag.Action]
        switch pan.state {
        case .changed:
            let atLargest = model.resolvedDetents.map { (model.shownHeight ?? 0) >= $0.largest.height - 0.5 } ?? true
            actions = scrollDrag.moved(
                translation: pan.translation(in: containerView).y,
                contentAtTop: CardScrollHandoff.isAtTop(offset: scroll.contentOffset.y, topInset: scroll.adjustedContentInset.top),
                cardAtLargestDetent: atLargest, expandsWhenScrolledToEdge: model.layout.scrollingExpandsWhenScrolledToEdge)
        case .ended, .cancelled, .failed:
            actions = scrollDrag.ended(velocity: pan.velocity(in: containerView).y)
        default:
            actions = []
        }
        for action in actions {
            switch action {
            case .beginCardDrag: send(.dragBegan)
            case .moveCard(let translation): send(.dragMoved(translation: translation))
            case .endCardDrag(let velocity): send(.dragEnded(velocity: velocity))
            case .holdContentAtTop:
                // setContentOffset without animation also stops a deceleration the pan started.
                scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: -scroll.adjustedContentInset.top), animated: false)
            }
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

    /// Touches in the tracked scroll view belong to its own pan (the hand-off), not the card's.
    func cardPanShouldReceive(_ touch: UITouch) -> Bool {
        guard let scroll = trackedScrollView, let view = touch.view else { return true }
        return !view.isDescendant(of: scroll)
    }
}
#endif
