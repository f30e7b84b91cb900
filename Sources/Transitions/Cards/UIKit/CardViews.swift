#if canImport(UIKit)
@preconcurrency import UIKit

/// ``CardPresentationController/cardView``: holds the presented controller's view, lays the
/// grabber out, answers VoiceOver's escape and decides for the card's pan.
@MainActor
final class CardContainerView: UIView, UIGestureRecognizerDelegate {
    /// Whether escape (VoiceOver's two-finger scrub, a hardware keyboard's Escape) is handled now;
    /// set by the controller. Readable from UIKit's accessibility calls, which the iOS 16.5 SDK does
    /// not mark as main-actor.
    nonisolated(unsafe) var handlesEscape = false
    /// Escape: asks to dismiss.
    var onEscape: (() -> Void)?
    var panShouldBegin: ((UIPanGestureRecognizer) -> Bool)?
    var panShouldReceive: ((UITouch) -> Bool)?

    override func layoutSubviews() {
        super.layoutSubviews()
        for case let grabber as CardGrabberView in subviews {
            grabber.frame = CardLayout.grabberFrame(inCardOfWidth: bounds.width)
        }
    }

    /// Asks to dismiss the card, through the app's veto (on the main actor's next turn: UIKit's
    /// accessibility calls are not isolated to it in the SDK the kit compiles against).
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

/// ``CardPresentationController/grabberView``: the sheet's grabber, adjustable with VoiceOver
/// (swipe up for the next taller detent, down for the next shorter).
@MainActor
final class CardGrabberView: UIView {
    var onStep: ((Int) -> Void)?
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
        accessibilityTraits = .adjustable
        accessibilityLabel = "Card grabber"
        accessibilityHint = "Swipe up or down to resize the card"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

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
