#if canImport(UIKit)
import UIKit

extension CardPresentationController {
    /// Links this card to a card it is presented over (the presenting controller is another
    /// card's presented controller), as UIKit links a sheet's layout info to its parent's; a sheet
    /// over a sheet of the same attachment stacks with it (UIKit's `_stacksWithParent`).
    func linkParentCard() {
        guard let parent = presentingViewController.presentationController as? CardPresentationController,
              parent.presentedViewController === presentingViewController, parent !== self
        else { return }
        parentCard = parent
        parent.childCard = self
        let stacked = layout.hasDetents && parent.layout.hasDetents && layout.attachment == parent.layout.attachment
        send(.parentSheetChanged(isStacked: stacked))
    }

    /// The card is gone: the parent hears it has no child any more, and a view this sheet scaled
    /// back is given back.
    func unlinkParentCard() {
        if let parent = parentCard, parent.childCard === self {
            parent.childCard = nil
            parent.send(.childSheetChanged(nil))
        }
        parentCard = nil
        applyBackground(level: 0)
    }

    /// Tells the parent card (stacked) how far this sheet pushes it back and how dimmed it is.
    func reportToParent() {
        guard let parent = parentCard, model.isStackedOnParent else { return }
        let report: CardPresentationModel.ChildSheet? = model.presentation.hasDimmingView ? model.childReport : nil
        guard report != parent.model.childSheet else { return }
        parent.send(.childSheetChanged(report))
    }

    /// This card as a sheet over it leaves it (``CardPresentationModel/depthLevel``): scaled back
    /// about its centre, dimmed inside its own shape (``CardPresentationModel/confinedDimmingAlpha``).
    func applyDepth() {
        let level = model.depthLevel
        if let geometry = model.geometry, level > 0 {
            let frame = model.cardFrame
            let (transform, _) = CardPresentationModel.backgroundTransform(forViewAt: frame, level: level, in: geometry, cornerRadius: model.cornerRadii.top)
            let affine = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
            if cardView.transform != affine {
                cardView.transform = affine
                shadowView.transform = affine
            }
        } else if cardView.transform != .identity {
            cardView.transform = .identity
            shadowView.transform = .identity
        }
        let alpha = model.confinedDimmingAlpha
        if alpha > 0 {
            let overlay = confinedDimmingView
            if overlay.superview !== cardView {
                overlay.frame = cardView.bounds
                overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                cardView.insertSubview(overlay, belowSubview: grabberView)
            }
            overlay.alpha = alpha
        } else if let overlay = cardView.subviews.first(where: { $0.tag == CardPresentationController.confinedDimmingTag }) {
            overlay.removeFromSuperview()
        }
    }

    static let confinedDimmingTag = 0x5E_D1

    /// The black view that dims a parent card inside its own shape.
    private var confinedDimmingView: UIView {
        if let view = cardView.subviews.first(where: { $0.tag == Self.confinedDimmingTag }) { return view }
        let view = UIView()
        view.tag = Self.confinedDimmingTag
        view.backgroundColor = .black
        view.isUserInteractionEnabled = false
        return view
    }

    /// Scales the presenting screen back to `level` (``CardPresentationModel/backgroundTransform(forViewAt:level:in:cornerRadius:)``)
    /// when this sheet is not over another card; level 0 gives the view its own look back.
    func applyBackground(level: CGFloat) {
        guard parentCard == nil else { return }
        guard level > 0, let view = presentingViewController.viewIfLoaded, let geometry = model.geometry else {
            if let scaled = scaledBackground {
                scaled.view.transform = .identity
                scaled.view.layer.cornerRadius = scaled.cornerRadius
                scaled.view.layer.masksToBounds = scaled.masksToBounds
                scaledBackground = nil
            }
            return
        }
        if scaledBackground == nil { scaledBackground = (view, view.layer.cornerRadius, view.layer.masksToBounds) }
        let frame = CGRect(origin: view.center, size: view.bounds.size).offsetBy(dx: -view.bounds.width / 2, dy: -view.bounds.height / 2)
        let (transform, radius) = CardPresentationModel.backgroundTransform(forViewAt: frame, level: level, in: geometry, cornerRadius: model.cornerRadii.top)
        view.transform = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        view.layer.cornerRadius = radius
        view.layer.masksToBounds = radius > 0
    }

    /// Alongside a presentation or a dismissal, the view behind goes to where the model puts it
    /// at the end: pushed back by a sheet that rests at full height, given back when it leaves.
    func animateBackgroundAlongside() {
        guard let coordinator = presentedViewController.transitionCoordinator else { return }
        let presenting = model.phase == .presenting
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            if let parent = self.parentCard, self.model.isStackedOnParent {
                parent.send(.childSheetChanged(presenting ? self.model.childReport : nil))
            } else {
                self.applyBackground(level: presenting ? self.model.backgroundDepthLevel : 0)
            }
        }, completion: { [weak self] context in
            guard let self, context.isCancelled else { return }
            // Cancelled: back to where the card is now.
            if let parent = self.parentCard, self.model.isStackedOnParent {
                parent.send(.childSheetChanged(self.model.presentation.hasDimmingView ? self.model.childReport : nil))
            } else {
                self.applyBackground(level: self.model.backgroundDepthLevel)
            }
        })
    }
}
#endif
