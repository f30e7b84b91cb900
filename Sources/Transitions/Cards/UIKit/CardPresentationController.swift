#if canImport(UIKit)
import Dynamics
import UIKit

/// A card-style modal: with detents, a sheet that behaves as UIKit's (edge-attached on an iPhone,
/// its fling, veto, keyboard and grabber); without, the classic inset card with rounded corners
/// over the presenting screen, which stays visible behind a dimming view.
///
/// ```swift
/// present(settings, with: .slideUp(), dismissal: .swingDrop, presentation: .card())                  // one line
/// present(form, with: .slideUp(), presentation: .card(.sheet(detents: [.medium, .large])))          // a sheet
/// router.modalPresentation = .card(.swingDrop)                                                        // with a router
/// ```
///
/// Every decision is ``CardPresentationModel``'s (frames, detents, drag, keyboard, veto, dimming,
/// the view behind); this class feeds it UIKit's calls and applies the results. docs/cards.md has
/// the rules and a comparison with `UISheetPresentationController`. Its API: ``layout``,
/// ``selectedDetentIdentifier``, ``selectDetent(_:animated:)``, ``onSelectedDetentChange``,
/// ``updateLayout(animated:_:)``, ``scrollView`` (the hand-off, `CardScrollHandoff`),
/// ``interactiveDismissal`` (the dismissal a drag starts under the finger) and
/// `dismissAsUser(animated:)`, which honours `isModalInPresentation` and the delegate as UIKit's own
/// sheets do (``UserDismissal``). ``dimmingView`` covers the container below the card until the
/// dismissal ends, animated by the kit's transitions (``PresentationDimming``) or faded alongside
/// another's; it is a VoiceOver button (``CardLayout/dimmingAccessibilityLabel``) and the container
/// is modal while the screen behind is dimmed. ``presentedView`` is ``cardView``, holding the
/// presented view, rounded and clipped, with the grabber on top. The presenting screen stays in
/// the hierarchy (`shouldRemovePresentersView` is `false`). Its `modalPresentationStyle` must be
/// `.custom`, which the router and `present(_:with:)` set.
@MainActor
open class CardPresentationController: UIPresentationController, PresentationDimming {
    /// The view between the presenting screen and the card (a `UIView` subclass of the kit that
    /// can pass touches through to the screen behind).
    public let dimmingView: UIView
    /// The view UIKit and the transitions see as the presented view: holds the presented
    /// controller's view, rounded, with the grabber.
    public let cardView: UIView
    /// The grabber (shown with ``CardLayout/showsGrabber``): a control with a 44 × 44 pt hit area
    /// whose tap the model decides.
    public let grabberView: UIView
    /// The scroll view whose drags hand off to the card; `nil` (the default) tracks every scroll
    /// view in the card that takes part (`CardScrollHandoff/trackedIndices(among:)`). Set it to
    /// keep the hand-off to one. Held weakly: a scroll view that leaves the card's content and is
    /// released goes back to `nil`.
    public weak var scrollView: UIScrollView? {
        didSet { trackScrollViews() }
    }
    /// Called when the selected detent changes, with why (the finger, the app, the keyboard, the
    /// container).
    public var onSelectedDetentChange: (@MainActor (CardDetent.Identifier, CardPresentationModel.SelectionCause) -> Void)?

    /// Every decision: where the card is, its detent, what the finger and the keyboard do.
    public private(set) var model: CardPresentationModel
    /// The interaction controller of a dismissal a drag started under the finger, while it runs:
    /// a `TransitionRouter` hands it to UIKit; a transitioning delegate of your own returns it from
    /// `interactionControllerForDismissal(using:)` (else the dismissal plays on its own once begun).
    public private(set) var interactiveDismissal: UIPercentDrivenInteractiveTransition?
    /// Whether a kit transition animates the dimming view in the transition now running.
    private var transitionAnimatesDimming = false
    /// The keyboard's last animation: duration, seconds, and `UIView.AnimationCurve` raw value.
    private var keyboardAnimation: (duration: TimeInterval, curve: UInt) = (0.25, 7)
    /// Ticks the spring between detents.
    private lazy var clock = DisplayLinkClock { [weak self] seconds in self?.send(.tick(seconds)) }
    /// The container's own `accessibilityViewIsModal`, given back when the card is gone.
    private var containerWasAccessibilityModal: Bool?
    /// The card's own pan (outside its scroll views).
    private(set) lazy var cardPan = UIPanGestureRecognizer(target: self, action: #selector(cardPanned(_:)))
    /// The sheet's shadow, just below the card.
    let shadowView = CardShadowView()
    /// The scroll views whose pans the card listens to, and their drags.
    var trackedScrollViews: [TrackedScrollView] = []
    /// A card presented over this one (stacking), and the card this one is presented over.
    weak var childCard: CardPresentationController?
    weak var parentCard: CardPresentationController?
    /// The presenting view this sheet scales back, with the state it had.
    var scaledBackground: (view: UIView, cornerRadius: CGFloat, masksToBounds: Bool)?

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
        card.onEscape = { [weak self] in self?.send(.escape) }
        grabber.onStep = { [weak self] step in self?.send(.stepDetent(step)) }
        grabber.onTap = { [weak self] in self?.send(.grabberTapped) }
        cardPan.delegate = card
        card.panShouldBegin = { [weak self] pan in self?.cardPanShouldBegin(pan) ?? false }
        card.panShouldReceive = { [weak self] touch in self?.cardPanShouldReceive(touch) ?? true }
    }

    /// The card's geometry and appearance, as last set.
    public var layout: CardLayout { model.layout }

    /// How the card follows the finger (springs, rubber band, projection).
    public var drag: CardDrag {
        get { model.drag }
        set { model.drag = newValue }
    }

    // MARK: Detents

    /// The selected detent (`nil` without detents). The keyboard and full screen show another
    /// without changing it, as UIKit's `selectedDetentIdentifier`.
    public var selectedDetentIdentifier: CardDetent.Identifier? { model.selectedDetentIdentifier ?? model.selectedDetent }

    /// Selects the detent `identifier`, with the sheet's spring (`animated`, the default) or at once.
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
        if trackedScrollViews.contains(where: { $0.view?.window == nil }) || trackedScrollViews.isEmpty { trackScrollViews() }
        readContainer()
    }

    /// Rotation and resizing: the card follows the container alongside the size change, in every
    /// phase (the model places it once the transition is over when one runs); keyboard frames
    /// reported until the coordinator completes are the rotation's
    /// (``CardPresentationModel/Event/containerTransitionWillBegin``).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        send(.containerTransitionWillBegin)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.containerView?.setNeedsLayout()
            self?.containerView?.layoutIfNeeded()
            self?.readContainer()
        }, completion: { [weak self] _ in
            self?.send(.containerTransitionDidEnd)
        })
    }

    /// A change of the container's traits (a size class, as a phone turns): keyboard frames
    /// reported until the coordinator completes are the rotation's.
    open override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        send(.containerTransitionWillBegin)
        coordinator.animate(alongsideTransition: nil, completion: { [weak self] _ in
            self?.send(.containerTransitionDidEnd)
        })
    }

    /// The container's traits changed (a size class): the model learns them.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        readContainer()
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
    /// rounded card view, and fades the dimming in alongside unless a kit transition animates it;
    /// links a card presented over a card, and pushes the view behind back alongside.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        linkParentCard()
        readContainer()
        // The content gets the card's size before it lays out for viewWillAppear; the transition
        // places the card itself.
        cardView.frame = model.cardFrame
        installContentIfNeeded()
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        containerView.insertSubview(shadowView, aboveSubview: dimmingView)
        shadowView.alpha = 0
        (dimmingView as? CardDimmingView)?.passThroughTarget = presentingViewController.view
        containerWasAccessibilityModal = containerView.accessibilityViewIsModal
        cardView.addGestureRecognizer(cardPan)
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: name, object: nil)
        }
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        for name in [UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
                     UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification] {
            center.addObserver(self, selector: #selector(firstResponderMayHaveChanged), name: name, object: nil)
        }
        center.addObserver(self, selector: #selector(reduceMotionChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        readContainer()
        send(.presentationWillBegin)
        dimmingView.alpha = model.restingDimmingAlpha
        fadeDimmingAlongside(to: model.appearance.dimmingAlpha)
        animateBackgroundAlongside()
    }

    /// A cancelled presentation takes the dimming view away; a finished one leaves the card where
    /// the model says now (a keyboard raised during the animation included).
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        transitionAnimatesDimming = false
        readContainer()
        send(.presentationDidEnd(completed: completed))
        if completed { trackScrollViews() } else { tearDown() }
    }

    /// Fades the dimming out alongside unless a kit transition animates it; the view behind comes
    /// back alongside.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        readContainer()
        send(.dismissalWillBegin)
        fadeDimmingAlongside(to: 0)
        animateBackgroundAlongside()
    }

    /// A finished dismissal takes the dimming view away; a cancelled one puts the card where the
    /// model says now (after a rotation or a keyboard change during the dismissal).
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        transitionAnimatesDimming = false
        interactiveDismissal = nil
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

    /// The card is gone: the dimming view, the shadow, the observers, the clock and the scroll
    /// views' pans go, the view behind is given back, and the container gets its own
    /// accessibility back.
    private func tearDown() {
        dimmingView.removeFromSuperview()
        shadowView.removeFromSuperview()
        NotificationCenter.default.removeObserver(self)
        clock.stop()
        stopTrackingScrollViews()
        unlinkParentCard()
        if let own = containerWasAccessibilityModal { containerView?.accessibilityViewIsModal = own }
        containerWasAccessibilityModal = nil
    }

    // MARK: Input

    @objc private func dimmingViewTapped() {
        send(.tapOutside)
    }

    /// Asks to dismiss as the kit's dismissal gestures and `dismissAsUser()` do: through the app's
    /// veto; refused, the delegate hears the attempt
    /// (``CardPresentationModel/Event/dismissalRequested``). Returns whether the dismissal started
    /// or the delegate heard the attempt.
    @discardableResult
    public func requestUserDismissal() -> Bool {
        send(.dismissalRequested)
    }

    /// `keyboardWillShow` and `keyboardWillChangeFrame`: the first responder (a keyboard comes up
    /// for one), then the frame. Whether a rotation caused it is the model's to say
    /// (``CardPresentationModel/isContainerTransitioning``).
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        readKeyboardAnimation(notification)
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        readContainer()
        readFirstResponder()
        send(.keyboardChanged(screenFrame: end))
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        readKeyboardAnimation(notification)
        readFirstResponder()
        send(.keyboardChanged(screenFrame: nil))
    }

    private func readKeyboardAnimation(_ notification: Notification) {
        let info = notification.userInfo
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        keyboardAnimation = (duration, curve)
    }

    @objc private func firstResponderMayHaveChanged() {
        readFirstResponder()
    }

    @objc private func reduceMotionChanged() {
        readContainer()
    }

    /// Tells the model whether the first responder is in the presented view and takes key input
    /// (UIKit's `_firstResponderDidChange:`, which hears a private window notification; the kit
    /// reads it at the public moments one changes: text editing beginning or ending, and every
    /// keyboard notification, with a bounded walk of the card's views; a responder that takes key
    /// input stands for `_requiresKeyboardWhenFirstResponder`, and the model counts a responder
    /// the keyboard comes up for, ``CardPresentationModel/keyboardCameForCard``).
    private func readFirstResponder() {
        guard let root = presentedViewController.viewIfLoaded, let responder = Self.firstResponder(in: root) else {
            send(.firstResponderChanged(.none))
            return
        }
        send(.firstResponderChanged(.init(isInCard: true, requiresKeyboard: responder is UIKeyInput)))
    }

    /// The first responder among `root` and its subviews, breadth first (at most 2 000 views).
    static func firstResponder(in root: UIView) -> UIView? {
        var queue = [root]
        var index = 0
        while index < queue.count, index < 2_000 {
            let view = queue[index]
            if view.isFirstResponder { return view }
            queue += view.subviews
            index += 1
        }
        return nil
    }

    // MARK: The model

    /// Feeds `event` to the model with the app's veto and applies what it returns. Returns whether
    /// it did anything.
    @discardableResult
    func send(_ event: CardPresentationModel.Event) -> Bool {
        let presented = presentedViewController
        let veto = CardPresentationModel.Veto(
            isModalInPresentation: { Self.onMainActor { presented.isModalInPresentation } },
            delegateAllows: { [weak self] in
                Self.onMainActor { self.flatMap { $0.delegate?.presentationControllerShouldDismiss?($0) } }
            })
        let effects = model.handle(event, veto: veto)
        apply(effects)
        applyAppearance()
        reportToParent()
        return !effects.isEmpty
    }

    /// Runs `body` where the model asks the veto: synchronously inside ``send(_:)``, on the main
    /// actor (`MainActor.assumeIsolated`, which the iOS 16.5 SDK the kit compiles against lacks).
    private nonisolated static func onMainActor<T>(_ body: @MainActor () -> T) -> T {
        dispatchPrecondition(condition: .onQueue(.main))
        return withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> T).self)() }
    }

    /// Reads the container into the model: bounds, safe area, traits, where it is on screen, the
    /// content's size, Reduce Motion.
    func readContainer() {
        guard let containerView else { return }
        let insets = containerView.safeAreaInsets
        let traits = containerView.traitCollection
        let screenHeight = containerView.window?.screen.bounds.height
        var environment = CardEnvironment(
            containerBounds: containerView.bounds,
            safeArea: SafeAreaInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            sizeClass: traits.horizontalSizeClass == .regular ? .regular : .compact,
            layoutDirection: containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            containerOriginInScreen: containerView.window.map { containerView.convert(containerView.bounds.origin, to: $0.screen.coordinateSpace) } ?? .zero,
            verticalSizeClass: traits.verticalSizeClass == .compact ? .compact : .regular,
            preferredContentWidth: presentedViewController.preferredContentSize.width > 0 ? presentedViewController.preferredContentSize.width : nil,
            fillsScreenHeight: screenHeight.map { abs($0 - containerView.bounds.height) < 0.5 } ?? true,
            isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
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
            case .beginInteractiveDismissal(let progress):
                let interaction = UIPercentDrivenInteractiveTransition()
                interaction.completionCurve = .easeOut
                interactiveDismissal = interaction
                presentedViewController.dismiss(animated: true)
                if model.phase == .presented, !presentedViewController.isBeingDismissed {
                    interactiveDismissal = nil
                    send(.dismissalDidNotStart)
                } else {
                    interaction.update(progress)
                }
            case .updateInteractiveDismissal(let progress):
                interactiveDismissal?.update(progress)
            case .finishInteractiveDismissal:
                interactiveDismissal?.finish()
            case .cancelInteractiveDismissal:
                interactiveDismissal?.cancel()
            case .endEditing:
                presentedViewController.view.endEditing(true)
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
            setCardFrame(frame)
        case .animated:
            UIView.animate(withDuration: 0.35, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) { self.setCardFrame(frame) }
        case .keyboard:
            // UIView.h: each UIViewAnimationOptionCurve… is its UIViewAnimationCurve shifted left 16 bits.
            let options = UIView.AnimationOptions(rawValue: keyboardAnimation.curve << 16).union(.beginFromCurrentState)
            UIView.animate(withDuration: keyboardAnimation.duration, delay: 0, options: options) { self.setCardFrame(frame) }
        case .afterTransition:
            guard cardView.frame != frame || cardView.transform != .identity else { return }
            UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) { self.setCardFrame(frame) }
        }
    }

    /// Puts the card at `frame` whatever transform a sheet over it gives it (its bounds and
    /// centre, which a transform leaves alone), and the shadow with it.
    func setCardFrame(_ frame: CGRect) {
        if cardView.transform == .identity {
            cardView.frame = frame
        } else {
            cardView.bounds = CGRect(origin: .zero, size: frame.size)
            cardView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        shadowView.bounds = cardView.bounds
        shadowView.center = cardView.center
        shadowView.transform = cardView.transform
    }

    /// The views' appearance from the model: corners, shadow, the grabber, the dimming view's
    /// touches and VoiceOver, the container's modality, the view behind.
    func applyAppearance() {
        let layout = model.layout
        let radii = model.cornerRadii
        cardView.layer.cornerRadius = radii.top
        cardView.layer.masksToBounds = true
        // Bottom corners that differ from the top ones are the display's (an edge-attached sheet
        // touches the display's rounded corners, which clip it) or square.
        cardView.layer.maskedCorners = radii.bottom == radii.top
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        shadowView.radii = radii
        shadowView.layer.shadowRadius = layout.shadowRadius.isFinite ? max(layout.shadowRadius, 0) : 0
        shadowView.layer.shadowOpacity = Float(model.shadowOpacity)
        shadowView.alpha = model.phase == .presented ? 1 : 0
        grabberView.isHidden = !layout.showsGrabber
        grabberView.alpha = model.grabberAlpha
        if let grabber = grabberView as? CardGrabberView {
            grabber.detentName = model.currentDetent?.identifier.rawValue
            grabber.canIncrement = model.canStepDetent(by: 1)
            grabber.canDecrement = model.canStepDetent(by: -1)
            grabber.isEnabled = model.isDraggable
        }
        (cardView as? CardContainerView)?.handlesEscape = model.phase == .presented
        if let dimming = dimmingView as? CardDimmingView {
            dimming.passesTouchesThrough = model.passesTouchesThrough
            dimming.isAccessibilityElement = model.tapOutsideDismisses
            dimming.activates = model.tapOutsideDismisses
            dimming.accessibilityLabel = layout.dimmingAccessibilityLabel.isEmpty ? "Dismiss" : layout.dimmingAccessibilityLabel
        }
        if containerWasAccessibilityModal != nil { containerView?.accessibilityViewIsModal = model.isAccessibilityModal }
        applyDepth()
        if model.phase == .presented, interactiveDismissal == nil { applyBackground(level: model.backgroundDepthLevel) }
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

extension CardPresentationController: UserDismissalDeciding {}
#endif
