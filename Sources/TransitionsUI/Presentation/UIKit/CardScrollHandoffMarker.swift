#if canImport(UIKit)
import SwiftUI
import Transitions
import UIKit

/// An invisible view inside a scroll view's content that makes that scroll view the one its card
/// hands off to (``View/cardScrollHandoff()``): once in a window it walks up its superviews to the
/// nearest `UIScrollView`, and up the responder chain to the view controller whose presentation
/// controller is a card.
struct CardScrollHandoffMarker: UIViewRepresentable {
    func makeUIView(context: Context) -> MarkerView {
        MarkerView()
    }

    func updateUIView(_ view: MarkerView, context: Context) {
        view.register()
    }

    final class MarkerView: UIView {
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
            guard window != nil else { return }
            var view = superview
            while let current = view, !(current is UIScrollView) { view = current.superview }
            guard let scrollView = view as? UIScrollView else { return }
            var responder: UIResponder? = self
            while let current = responder {
                if let controller = current as? UIViewController {
                    // Only a presented screen (or one inside it) has a card: reading
                    // `presentationController` of another would make UIKit's default one.
                    guard controller.presentingViewController != nil,
                          let card = controller.presentationController as? CardPresentationController else { return }
                    if card.scrollView !== scrollView { card.scrollView = scrollView }
                    return
                }
                responder = current.next
            }
        }
    }
}
#endif
