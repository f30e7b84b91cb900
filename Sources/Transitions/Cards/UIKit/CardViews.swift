#if canImport(UIKit)
@preconcurrency import UIKit

/// ``CardPresentationController/cardView``: holds the presented controller's view, lays the
/// grabber out, answers VoiceOver's escape and decides for the card's pan.
@MainActor
final class CardContainerView: UIView, UIGestureRecognizerDelegate {
    /// Whether escape (VoiceOver's two-finger scrub) is handled now;
    /// set by the controller. Readable from UIKit's accessibility calls, which the iOS 16.5 SDK does
    /// not mark as main-actor.
    nonisolated(unsafe) var handlesEscape = false
    /// Escape: the model's ``CardPresentationModel/Event/escape`` (the dimming view's action, as
    /// UIKit's sheet answers it).
    var onEscape: (() -> Void)?
    var panShouldBegin: ((UIPanGestureRecognizer) -> Bool)?
    var panShouldReceive: ((UITouch) -> Bool)?

    override func layoutSubviews() {
        super.layoutSubviews()
        for case let grabber as CardGrabberView in subviews {
            grabber.frame = CardLayout.grabberFrame(inCardOfWidth: bounds.width)
        }
    }

    /// Touches reach the grabber's 44 × 44 pt hit area where it rises above the card's top edge.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        for case let grabber as CardGrabberView in subviews where !grabber.isHidden && grabber.alpha > 0.01 && grabber.isUserInteractionEnabled {
            if CardLayout.grabberHitFrame(inCardOfWidth: bounds.width).contains(point) { return true }
        }
        return false
    }

    /// Runs the dimming view's action — dismissed through the app's veto, refused a collapse to a
    /// smaller undimmed detent or nothing — and, as UIKit's sheet, answers that escape was handled
    /// either way (on the main actor's next turn: UIKit's accessibility calls are not isolated to
    /// it in the SDK the kit compiles against).
    override func accessibilityPerformEscape() -> Bool {
        guard handlesEscape else { return false }
        Task { @MainActor [weak self] in self?.onEscape?() }
        return true
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        return panShouldBegin?(pan) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        panShouldReceive?(touch) ?? true
    }
}

/// ``CardPresentationController/dimmingView``: a VoiceOver button that dismisses, and, at an
/// undimmed detent, a view that passes touches to the screen behind.
@MainActor
final class CardDimmingView: UIView {
    /// Whether touches go to ``passThroughTarget`` instead of this view.
    var passesTouchesThrough = false
    /// The screen behind (the presenting controller's view).
    weak var passThroughTarget: UIView?
    /// Whether VoiceOver's activation dismisses now; set by the controller.
    nonisolated(unsafe) var activates = false
    /// VoiceOver's activation: asks to dismiss.
    var onActivate: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .button
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// At an undimmed detent, the view the screen behind has under the touch (a view outside the
    /// container, which UIKit then delivers the touch to), else this view.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard passesTouchesThrough else { return super.hitTest(point, with: event) }
        guard let target = passThroughTarget, target.window != nil, target.window === window else { return nil }
        return target.hitTest(convert(point, to: target), with: event)
    }

    override func accessibilityActivate() -> Bool {
        guard activates else { return false }
        Task { @MainActor [weak self] in self?.onActivate?() }
        return true
    }
}

/// ``CardPresentationController/grabberView``: the sheet's grabber, a control whose primary action
/// (a tap in its 44 × 44 pt hit area, VoiceOver's activation) the model decides, adjustable with
/// VoiceOver (swipe up for the next taller detent, down for the next shorter).
@MainActor
final class CardGrabberView: UIControl {
    var onStep: ((Int) -> Void)?
    /// The primary action: the model's ``CardPresentationModel/Event/grabberTapped``.
    var onTap: (() -> Void)?
    /// Whether there is a taller (`canIncrement`) or shorter (`canDecrement`) detent; set by the
    /// controller.
    nonisolated(unsafe) var canIncrement = false
    nonisolated(unsafe) var canDecrement = false
    /// The selected detent's name, VoiceOver's value.
    var detentName: String? {
        didSet { accessibilityValue = detentName }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiaryLabel
        layer.cornerRadius = 2.5
        isAccessibilityElement = true
        accessibilityTraits = [.adjustable, .button]
        accessibilityLabel = "Card grabber"
        accessibilityHint = "Double-tap to resize the card; swipe up or down to pick a height"
        addTarget(self, action: #selector(tapped), for: .touchUpInside)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    @objc private func tapped() {
        onTap?()
    }

    /// The hit area: the grabber grown to at least 44 × 44 pt about its centre
    /// (``CardLayout/grabberHitFrame(inCardOfWidth:)``).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = min(bounds.width - 44, 0) / 2, dy = min(bounds.height - 44, 0) / 2
        return bounds.insetBy(dx: dx, dy: dy).contains(point)
    }

    override func accessibilityActivate() -> Bool {
        Task { @MainActor [weak self] in self?.onTap?() }
        return true
    }

    override func accessibilityIncrement() {
        guard canIncrement else { return }
        Task { @MainActor [weak self] in self?.onStep?(1) }
    }

    override func accessibilityDecrement() {
        guard canDecrement else { return }
        Task { @MainActor [weak self] in self?.onStep?(-1) }
    }
}
#endif

#if canImport(UIKit)
/// The sheet's shadow, a view just below the card in the container (the card clips its content to
/// its corners, which would clip a shadow of its own). Shown at rest and while dragged; a transition
/// hides it.
@MainActor
final class CardShadowView: UIView {
    /// The card's top and bottom corner radii, for the shadow's path.
    var radii = CardCornerRadii(top: 0, bottom: 0) {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOffset = .zero
        layer.shadowOpacity = 0
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: min(radii.top, bounds.height / 2, bounds.width / 2)).cgPath
    }
}
#endif
