#if canImport(UIKit)
import SwiftUI
import Transitions
import UIKit

/// An invisible view inside a scroll view's content that makes that scroll view the one its card
/// hands off to (``View/cardScrollHandoff()``): once in a window it walks up the responder chain to
/// the first view controller, whose presentation controller must be a card, and names on that card
/// the nearest `UIScrollView` above it inside the presented content's view
/// (``CardScrollHandoffSearch``).
struct CardScrollHandoffMarker: UIViewRepresentable {
    func makeUIView(context: Context) -> MarkerView {
        MarkerView()
    }

    func updateUIView(_ view: MarkerView, context: Context) {
        view.register()
    }

    final class MarkerView: UIView {
        #if DEBUG
        private var saidNothingFound = false
        #endif

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        @available(*, unavailable, message: "Made in code.")
        required init?(coder: NSCoder) {
            nil
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            register()
        }

        /// Names the enclosing scroll view on the enclosing card.
        func register() {
            guard window != nil, let card = enclosingCard(), let contentView = card.presentedViewController.viewIfLoaded else { return }
            var superviews: [UIView] = []
            var view = superview
            while let current = view {
                superviews.append(current)
                view = current.superview
            }
            guard let scrollView = CardScrollHandoffSearch.scrollView(
                superviews: superviews, contentView: contentView, isScrollView: { $0 is UIScrollView }) as? UIScrollView
            else {
                #if DEBUG
                if !saidNothingFound {
                    saidNothingFound = true
                    print("TransitionsUI: cardScrollHandoff() found no UIScrollView around it inside the presented content; the card keeps its own choice.")
                }
                #endif
                return
            }
            if card.scrollView !== scrollView { card.scrollView = scrollView }
        }

        /// The card presenting the first view controller up the responder chain, if any.
        private func enclosingCard() -> CardPresentationController? {
            var responder: UIResponder? = self
            while let current = responder {
                if let controller = current as? UIViewController {
                    // Only a presented screen (or one inside it) has a card: reading
                    // `presentationController` of another would make UIKit's default one.
                    guard controller.presentingViewController != nil else { return nil }
                    return controller.presentationController as? CardPresentationController
                }
                responder = current.next
            }
            return nil
        }
    }
}
#endif
