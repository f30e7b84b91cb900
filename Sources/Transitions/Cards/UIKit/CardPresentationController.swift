#if canImport(UIKit)
import Dynamics
import UIKit

/// A card-style modal: the presented view is an inset card with rounded corners over the
/// presenting screen, which stays visible behind a dimming view; with detents, a sheet the finger
/// drags between heights.
///
/// ```swift
/// present(settings, with: .slideUp(), dismissal: .swingDrop, presentation: .card())                  // one line
/// present(form, with: .slideUp(), presentation: .card(.sheet(detents: [.medium, .large])))          // a sheet
/// router.modalPresentation = .card(.swingDrop)                                                        // with a router
/// ```
///
/// Every decision is ``CardPresentationModel``'s (frames, detents, drag, keyboard, veto, dimming);
/// this class feeds it UIKit's calls and applies the results. docs/cards.md has the rules and a
/// comparison with `UISheetPresentationController`. Its API: ``layout``,
/// ``selectedDetentIdentifier``, ``selectDetent(_:animated:)``, ``onSelectedDetentChange``,
/// ``updateLayout(animated:_:)``, ``scrollView`` (the hand-off, ``CardScrollHandoff``), and
/// `dismissAsUser(animated:)`, which honours `isModalInPresentation` and the delegate as UIKit's own
/// sheets do (``UserDismissal``). ``dimmingView`` covers the container below the card until the
/// dismissal ends, animated by the kit's transitions (``PresentationDimming``) or faded alongside
/// another's; it is a VoiceOver button (``CardLayout/dimmingAccessibilityLabel``) and the container
/// is modal while the screen behind is dimmed. ``presentedView`` is ``cardView``, holding the
/// presented view, rounded and clipped to ``CardLayout/cornerRadius``, with the grabber on top.
/// The presenting screen stays in the hierarchy (`shouldRemovePresentersView` is `false`). Its
/// `modalPresentationStyle` must be `.custom`, which the router and `present(_:with:)` set.
@MainActor
open class CardPresentationController: UIPresentationController, PresentationDimming {
    /// The view between the presenting screen and the card (a `UIView` subclass of the kit that
    /// can pass touches through to the screen behind).
    public let dimmingView: UIView
    /// The view UIKit and the transitions see as the presented view: holds the presented
    /// controller's view, rounded, with the grabber.
    public let cardView: UIView
    /// The grabber (shown with ``CardLayout/showsGrabber``).
    public let grabberView: UIView
    /// The scroll view whose drags hand off to the card; `nil` (the default) finds the first one
    /// in the card (``CardScrollHandoff/trackedIndex(among:)``). Set it when the card holds several.
    public var scrollView: UIScrollView? {
        didSet { trackScrollView() }
    }
    /// Called when the selected detent changes, with why (the finger, the app, the keyboard, the
    /// container).
    public var onSelectedDetentChange: (@MainActor (CardDetent.Identifier, CardPresentationModel.SelectionCause) -> Void)?

    /// Every decision: where the card is, its detent, what the finger and the keyboard do.
    public private(set) var model: CardPresentationModel
    /// Whether a kit transition animates the dimming view in the transition now running.
    private var transitionAnimatesDimming = false
    /// The keyboard's last animation: duration, seconds, and `UIView.AnimationCurve` raw value.
    private var keyboardAnimation: (duration: TimeInterval, curve: UInt) = (0.25, 7)
    /// Ticks the spring between detents.
    private lazy var clock = DisplayLinkClock { [weak self] seconds in self?.send(.tick(seconds)) }
    /// The container's own `accessibilityViewIsModal`, given back when the card is gone.
    private var containerWasAccessibilityModal: Bool?
    /// The card's own pan (outside its scroll view).
    private(set) lazy var cardPan = UIPanGestureRecognizer(target: self, action: #selector(cardPanned(_:)))
    /// The scroll view whose pan the card listens to, and the state of its current drag.
    weak var trackedScrollView: UIScrollView?
    var scrollDrag = ScrollDrag()

    /// Creates a card presentation of `presentedViewController` laid out by `layout` (default
    /// `CardLayout()`: the safe area less 16 pt margins, 16 pt corners, dimming 0.4).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, layout: CardLayout = CardLayout()) {
        self.model = CardPresentationModel(layout: layout)
        let dimming = CardDimmingView()
        let card = CardContainerView()
        let grabber = CardGrabberView()
        self.dimmingView = dimming
        self.cardView = card
        self.grabberView = grabber
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped)))
        dimming.onActivate = { [weak self] in self?.send(.tapOutside) }
        card.onEscape = { [weak self] in self?.requestUserDismissal() }
        grabber.onStep = { [weak self] step in self?.send(.stepDetent(step)) }
        cardPan.delegate = card
        card.panShouldBegin = { [weak self] pan in self?.cardPanShouldBegin(pan) ?? false }
        card.panShouldReceive = { [weak self] touch in self?.cardPanShouldReceive(touch) ?? true }
    }

    /// The card's geometry and appearance, as last set.
    public var layout: CardLayout { model.layout }

    /// How the card follows the finger (spring, rubber band, projection).
    public var drag: CardDrag {
        get { model.drag }
        set { model.drag = newValue }
    }

    // MARK: Detents

    /// The detent the card rests at now (`nil` without detents).
    public var selectedDetentIdentifier: CardDetent.Identifier? { model.currentDetent?.identifier ?? model.selectedDetent }

    /// Selects the detent `identifier`, with the kit's spring (`animated`, the default) or at once.
    public func selectDetent(_ identifier: CardDetent.Identifier, animated: Bool = true) {
        send(.selectDetent(identifier, animated: animated))
    }

    /// Changes ``layout`` (detents, the selected or undimmed detent, the grabber, the keyboard
    /// policy, margins...), animated by default.
    ///
    /// ```swift
    /// card.updateLayout { $0.detents = [.medium, .large]; $0.selectedDetent = .large }
    /// ```
    public func updateLayout(animated: Bool = true, _ changes: (inout CardLayout) -> Void) {
        var layout = model.layout
        changes(&layout)
        send(.layoutChanged(layout, animated: animated))
        applyAppearance()
    }

    // MARK: PresentationDimming

    /// The dimming alpha at the selected detent and the card's corner radius.
    public var presentationAppearance: PresentationAppearance { model.appearance }

    /// A kit transition animates the dimming view this time: it is not faded alongside.
    public func transitionWillAnimateDimming() {
        transitionAnimatesDimming = true
    }

    // MARK: Layout

    /// The card view: the presented controller's view inside, from the first time UIKit asks.
    open override var presentedView: UIView? {
        if presentedViewController.isViewLoaded { installContentIfNeeded() }
        return cardView
    }

    /// ``CardPresentationModel/cardFrame`` for the container now.
    open override var frameOfPresentedViewInContainerView: CGRect {
        readContainer()
        return model.cardFrame
    }

    /// The card's size for a container of `parentSize` (what the presented controller is told on a
    /// rotation), with the safe area it has now.
    open override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        var environment = model.environment
        environment.containerBounds = CGRect(origin: .zero, size: parentSize)
        var future = model
        future.handle(.environmentChanged(environment))
        let size = future.cardFrame.size
        return size.width > 0 && size.height > 0 ? size : parentSize
    }

    /// The presenting screen stays in the hierarchy behind the card.
    open override var shouldRemovePresentersView: Bool { false }

    /// Keeps the dimming view over the container and tells the model the container now (UIKit
    /// does not call this while dismissing).
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        if trackedScrollView?.window == nil { trackScrollView() }
        readContainer()
    }

    /// Rotation and resizing: the card follows the container alongside the size change, in every
    /// phase (the model places it once the transition is over when one runs).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.containerView?.setNeedsLayout()
            self?.containerView?.layoutIfNeeded()
            self?.readContainer()
        })
    }

    /// A new `preferredContentSize`: content-fit detents follow it, animated.
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        UIView.animate(withDuration: 0.3) { self.readContainer() }
    }

    /// The content's Auto Layout height changed: content-fit detents follow it, animated.
    open override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
        UIView.animate(withDuration: 0.3) { self.readContainer() }
    }

    // MARK: Transitions

    /// Puts the dimming view in the container (at alpha 0, below everything), the content in the
    /// rounded card view, and fades the dimming in alongside unless a kit transition animates it.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        readContainer()
        // The content gets the card's size before it lays out for viewWillAppear; the transition
        // places the card itself.
        cardView.frame = model.cardFrame
        installContentIfNeeded()
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        (dimmingView as? CardDimmingView)?.passThroughTarget = presentingViewController.view
        containerWasAccessibilityModal = containerView.accessibilityViewIsModal
        cardView.addGestureRecognizer(cardPan)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        readContainer()
        send(.presentationWillBegin)
        dimmingView.alpha = model.restingDimmingAlpha
        fadeDimmingAlongside(to: model.appearance.dimmingAlpha)
    }

    /// A cancelled presentation takes the dimming view away; a finished one leaves the card where
    /// the model says now (a keyboard raised during the animation included).
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        transitionAnimatesDimming = false
        readContainer()
        send(.presentationDidEnd(completed: completed))
        if completed { trackScrollView() } else { tearDown() }
    }

    /// Fades the dimming out alongside unless a kit transition animates it.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        readContainer()
        send(.dismissalWillBegin)
        fadeDimmingAlongside(to: 0)
    }

    /// A finished dismissal takes the dimming view away; a cancelled one puts the card where the
    /// model says now (after a rotation or a keyboard change during the dismissal).
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        transitionAnimatesDimming = false
        readContainer()
        send(.dismissalDidEnd(completed: completed))
        if completed { tearDown() }
    }

    /// Registers the fallback fade for a transition that does not animate the dimming view: it
    /// runs alongside, after the kit's animation controller had the chance to claim the view.
    private func fadeDimmingAlongside(to alpha: CGFloat) {
        transitionAnimatesDimming = false
        guard let coordinator = presentedViewController.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self, !self.transitionAnimatesDimming else { return }
            self.dimmingView.alpha = alpha
        })
    }

    /// The card is gone: the dimming view, the observers, the clock and the scroll view's pan go,
    /// and the container gets its own accessibility back.
    private func tearDown() {
        dimmingView.removeFromSuperview()
        NotificationCenter.default.removeObserver(self)
        clock.stop()
        stopTrackingScrollView()
        if let own = containerWasAccessibilityModal { containerView?.accessibilityViewIsModal = own }
        containerWasAccessibilityModal = nil
    }

    // MARK: Input

    @objc private func dimmingViewTapped() {
        send(.tapOutside)
    }

    /// Asks to dismiss as a person would (escape, a kit gesture): through the app's veto. Returns
    /// whether the dismissal started or the delegate heard the attempt.
    @discardableResult
    public func requestUserDismissal() -> Bool {
        send(.dismissalRequested)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        readKeyboardAnimation(notification)
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        readContainer()
        send(.keyboardChanged(screenFrame: end))
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        readKeyboardAnimation(notification)
        send(.keyboardChanged(screenFrame: nil))
    }

    private func readKeyboardAnimation(_ notification: Notification) {
        let info = notification.userInfo
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        keyboardAnimation = (duration, curve)
    }

    // MARK: The model

    /// Feeds `event` to the model with the app's veto and applies what it returns. Returns whether
    /// it did anything.
    @discardableResult
    func send(_ event: CardPresentationModel.Event) -> Bool {
        let presented = presentedViewController
        let veto = CardPresentationModel.Veto(
            isModalInPresentation: { presented.isModalInPresentation },
            delegateAllows: { [weak self] in self.flatMap { $0.delegate?.presentationControllerShouldDismiss?($0) } })
        let effects = model.handle(event, veto: veto)
        apply(effects)
        applyAppearance()
        return !effects.isEmpty
    }

    /// Reads the container into the model: bounds, safe area, traits, where it is on screen, the
    /// content's height.
    func readContainer() {
        guard let containerView else { return }
        let insets = containerView.safeAreaInsets
        var environment = CardEnvironment(
            containerBounds: containerView.bounds,
            safeArea: SafeAreaInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            sizeClass: traitCollection.horizontalSizeClass == .regular ? .regular : .compact,
            layoutDirection: containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            containerOriginInScreen: containerView.window.map { containerView.convert(containerView.bounds.origin, to: $0.screen.coordinateSpace) } ?? .zero)
        if model.layout.detents.contains(where: { if case .contentFit = $0.kind { true } else { false } }) {
            let width = model.layout.frame(forHeight: 0, in: environment).width
            let fitting = presentedViewController.view.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
            environment.contentHeight = CardEnvironment.contentHeight(preferred: presentedViewController.preferredContentSize.height, fitting: fitting)
        }
        guard environment != model.environment else { return }
        send(.environmentChanged(environment))
    }

    private func apply(_ effects: [CardPresentationModel.Effect]) {
        for effect in effects {
            switch effect {
            case let .placeCard(frame, placement):
                place(frame, placement)
            case .setDimmingAlpha(let alpha):
                dimmingView.alpha = alpha
            case let .selectedDetentChanged(identifier, cause):
                onSelectedDetentChange?(identifier, cause)
            case .startClock:
                clock.view = presentedView ?? containerView
                clock.start()
            case .stopClock:
                clock.stop()
            case .dismiss:
                presentedViewController.dismiss(animated: true)
                if model.phase == .presented, !presentedViewController.isBeingDismissed { send(.dismissalDidNotStart) }
            case .didAttemptToDismiss:
                delegate?.presentationControllerDidAttemptToDismiss?(self)
            case .willDismiss:
                delegate?.presentationControllerWillDismiss?(self)
            case .didDismiss:
                delegate?.presentationControllerDidDismiss?(self)
            }
        }
    }

    private func place(_ frame: CGRect, _ placement: CardPresentationModel.Placement) {
        switch placement {
        case .immediate:
            cardView.frame = frame
        case .animated:
            UIView.animate(withDuration: 0.35, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) { self.cardView.frame = frame }
        case .keyboard:
            // UIView.h: each UIViewAnimationOptionCurve… is its UIViewAnimationCurve shifted left 16 bits.
            let options = UIView.AnimationOptions(rawValue: keyboardAnimation.curve << 16).union(.beginFromCurrentState)
            UIView.animate(withDuration: keyboardAnimation.duration, delay: 0, options: options) { self.cardView.frame = frame }
        case .afterTransition:
            guard cardView.frame != frame else { return }
            UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) { self.cardView.frame = frame }
        }
    }

    /// The views' appearance from the model: corners, the grabber, the dimming view's touches and
    /// VoiceOver, the container's modality.
    private func applyAppearance() {
        let layout = model.layout
        cardView.layer.cornerRadius = layout.appearance.cornerRadius
        cardView.layer.masksToBounds = true
        grabberView.isHidden = !layout.showsGrabber
        if let grabber = grabberView as? CardGrabberView {
            grabber.detentName = model.currentDetent?.identifier.rawValue
            grabber.canIncrement = model.canStepDetent(by: 1)
            grabber.canDecrement = model.canStepDetent(by: -1)
        }
        (cardView as? CardContainerView)?.handlesEscape = model.phase == .presented
        if let dimming = dimmingView as? CardDimmingView {
            dimming.passesTouchesThrough = model.passesTouchesThrough
            dimming.isAccessibilityElement = model.tapOutsideDismisses
            dimming.activates = model.tapOutsideDismisses
            dimming.accessibilityLabel = layout.dimmingAccessibilityLabel.isEmpty ? "Dismiss" : layout.dimmingAccessibilityLabel
        }
        if containerWasAccessibilityModal != nil { containerView?.accessibilityViewIsModal = model.isAccessibilityModal }
    }

    /// The presented controller's view fills the card view, under the grabber.
    private func installContentIfNeeded() {
        guard let content = presentedViewController.view, content.superview !== cardView else { return }
        content.frame = cardView.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cardView.insertSubview(content, at: 0)
        if grabberView.superview !== cardView {
            grabberView.frame = CardLayout.grabberFrame(inCardOfWidth: cardView.bounds.width)
            grabberView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            cardView.addSubview(grabberView)
        }
        cardView.bringSubviewToFront(grabberView)
        applyAppearance()
    }
}
#endif
