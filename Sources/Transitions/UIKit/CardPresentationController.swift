#if canImport(UIKit)
import UIKit

/// A card-style modal: the presented view is an inset card with rounded corners over the
/// presenting screen, which stays visible behind a dimming view.
///
/// ```swift
/// present(settings, with: .slideUp(), dismissal: .swingDrop, presentation: .card())   // one line
/// router.modalPresentation = .card(.swingDrop)                                          // with a router
/// ```
///
/// - **Frames.** The card's frame is ``CardLayout/frame(in:safeArea:sizeClass:layoutDirection:keyboardOverlap:)``
///   of ``layout``, for the container's bounds, safe area, horizontal size class and layout
///   direction and the part of it the keyboard covers, recomputed whenever the container lays out
///   (rotation, split view, size-class changes) and animated with the keyboard
///   (`keyboardWillChangeFrameNotification`'s duration and curve).
/// - **Dimming.** ``dimmingView`` (black, at ``CardLayout/dimmingAlpha`` while the card is shown)
///   covers the container below the card from `presentationTransitionWillBegin()` until the
///   dismissal ends. The kit's transitions animate it (``PresentationDimming``): every built-in
///   fades it, the founding swing-drop uses it as its cover. Another animation controller's
///   transition gets it faded alongside (`animate(alongsideTransition:)`). What the dimming view
///   does in each phase is ``CardPresentationState``'s, tested on Linux.
/// - **Corners.** The presented view is rounded (``CardLayout/cornerRadius``, clipped) from
///   `presentationTransitionWillBegin()` until the card is gone (a completed dismissal or a
///   cancelled presentation), which gives it its own corner radius and clipping back.
/// - **Tap outside** the card dismisses it (`dismiss(animated: true)`) while it is shown, when
///   ``CardLayout/dismissesOnTapOutside`` is on (the default).
/// - The presenting screen stays in the hierarchy (`shouldRemovePresentersView` is `false`), as
///   with `.overFullScreen`.
///
/// Its `modalPresentationStyle` must be `.custom`, which the router and `present(_:with:)` set.
@MainActor
open class CardPresentationController: UIPresentationController, PresentationDimming {
    /// The card's geometry and appearance.
    public let layout: CardLayout
    /// The view between the presenting screen and the card.
    public let dimmingView = UIView()

    private var state: CardPresentationState
    /// Points of the container's bottom the keyboard covers.
    private var keyboardOverlap: CGFloat = 0
    /// Whether a kit transition animates the dimming view in the transition now running.
    private var transitionAnimatesDimming = false
    /// The presented view's own corner radius and clipping, given back when the card is gone.
    private var presentedViewOwnCorners: (radius: CGFloat, masksToBounds: Bool)?

    /// Creates a card presentation of `presentedViewController` laid out by `layout` (default
    /// `CardLayout()`: the safe area less 16 pt margins, 16 pt corners, dimming 0.4).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, layout: CardLayout = CardLayout()) {
        self.layout = layout
        self.state = CardPresentationState(shownAlpha: layout.appearance.dimmingAlpha, dismissesOnTapOutside: layout.dismissesOnTapOutside)
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped)))
    }

    // MARK: PresentationDimming

    /// The dimming alpha and the card's corner radius, from ``layout``.
    public var presentationAppearance: PresentationAppearance { layout.appearance }

    /// A kit transition animates the dimming view this time: it is not faded alongside.
    public func transitionWillAnimateDimming() {
        transitionAnimatesDimming = true
    }

    // MARK: Layout

    /// ``layout``'s frame for the container now.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let insets = containerView.safeAreaInsets
        return layout.frame(
            in: containerView.bounds,
            safeArea: SafeAreaInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            sizeClass: traitCollection.horizontalSizeClass == .regular ? .regular : .compact,
            layoutDirection: containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            keyboardOverlap: keyboardOverlap)
    }

    /// The presenting screen stays in the hierarchy behind the card.
    open override var shouldRemovePresentersView: Bool { false }

    /// Keeps the dimming view over the container and, while no transition runs, the card at its
    /// frame (a transition places the card itself).
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        if state.phase == .presented { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    /// Rotation and resizing: the card moves to its new frame with the size change.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.containerView?.setNeedsLayout()
            self?.containerView?.layoutIfNeeded()
        })
    }

    // MARK: Transitions

    /// Puts the dimming view in the container, at alpha 0, below everything, rounds the card,
    /// and fades the dimming in alongside unless a kit transition animates it.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard state.handle(.presentationWillBegin), let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = state.restingDimmingAlpha
        containerView.insertSubview(dimmingView, at: 0)
        if let layer = presentedView?.layer {
            presentedViewOwnCorners = (layer.cornerRadius, layer.masksToBounds)
            layer.cornerRadius = layout.appearance.cornerRadius
            layer.masksToBounds = true
        }
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        fadeDimmingAlongside(to: state.shownAlpha)
    }

    /// A cancelled presentation takes the dimming view away; a completed one leaves it shown.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard state.handle(.presentationDidEnd(completed: completed)) else { return }
        settleDimming()
    }

    /// Fades the dimming out alongside unless a kit transition animates it.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard state.handle(.dismissalWillBegin) else { return }
        fadeDimmingAlongside(to: 0)
    }

    /// A completed dismissal takes the dimming view away; a cancelled one leaves it shown.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard state.handle(.dismissalDidEnd(completed: completed)) else { return }
        settleDimming()
    }

    /// Registers the fallback fade for a transition that does not animate the dimming view:
    /// it runs alongside (UIKit starts alongside animations with the transition's own), after
    /// the kit's animation controller had the chance to claim the dimming view.
    private func fadeDimmingAlongside(to alpha: CGFloat) {
        transitionAnimatesDimming = false
        guard let coordinator = presentedViewController.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self, !self.transitionAnimatesDimming else { return }
            self.dimmingView.alpha = alpha
        })
    }

    /// The dimming view as the phase wants it at rest: removed when the card is gone (and the
    /// presented view given its own corners back, so it is not left rounded for a later
    /// full-screen use), at its resting alpha otherwise (whatever a transition left it at).
    private func settleDimming() {
        transitionAnimatesDimming = false
        if state.hasDimmingView {
            dimmingView.alpha = state.restingDimmingAlpha
        } else {
            dimmingView.removeFromSuperview()
            NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            if let own = presentedViewOwnCorners, let layer = presentedView?.layer {
                layer.cornerRadius = own.radius
                layer.masksToBounds = own.masksToBounds
            }
            presentedViewOwnCorners = nil
        }
    }

    // MARK: Input

    @objc private func dimmingViewTapped() {
        guard state.tapOutsideDismisses else { return }
        presentedViewController.dismiss(animated: true)
    }

    /// Follows the keyboard: the card moves up (and shrinks if it must) above the part of the
    /// container it covers, with the keyboard's own duration and curve.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let containerView, let window = containerView.window,
              let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        // The keyboard's frame is in the screen's coordinates.
        let keyboard = containerView.convert(end, from: window.screen.coordinateSpace)
        keyboardOverlap = max(0, containerView.bounds.maxY - keyboard.minY)
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        guard state.phase == .presented else { return }
        // UIView.h: each UIViewAnimationOptionCurve… is its UIViewAnimationCurve shifted left 16 bits.
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
    }
}
#endif
