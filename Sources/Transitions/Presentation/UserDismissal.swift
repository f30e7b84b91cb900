import Foundation

/// Whether a dismissal the user asks for may happen, and what the presentation controller's
/// delegate hears, in UIKit's order for its own sheets.
///
/// The kit asks for every dismissal a person starts — a tap outside a card, the card's drag,
/// VoiceOver's escape, the dimming view's action, and every dismissal gesture of the `Interactive`
/// module — and never for `dismiss(animated:)` called by the app. A card's tap, escape and drag
/// send the attempt only when UIKit's sheet does (`CardPresentationModel`); ``request(isModalInPresentation:delegateAllows:)``
/// is the gestures' rule.
///
/// As UIKit's implementation does (iOS 26.1 UIKitCore, `UIPresentationController`
/// `_shouldDismiss`, `_sendDismissalsAsNeeded`, `_sendWillDismiss`, `_sendDidDismiss`,
/// `_sendDidAttemptToDismiss`; Apple's "Disabling the pull-down gesture for a sheet"):
/// 1. a presented controller with `isModalInPresentation` refuses, and the delegate's
///    `presentationControllerShouldDismiss(_:)` is **not** asked;
/// 2. otherwise the delegate's answer decides (a delegate that does not implement it allows);
/// 3. refused: the delegate hears `presentationControllerDidAttemptToDismiss(_:)`, nothing else;
/// 4. allowed: the dismissal starts (`dismiss(animated: true)`), then, once it has begun, the
///    delegate hears `presentationControllerWillDismiss(_:)`; when it ends finished,
///    `presentationControllerDidDismiss(_:)` (from the transition coordinator's completion); an
///    interactive dismissal that is cancelled sends nothing more.
///
/// ```swift
/// var dismissal = UserDismissal()
/// dismissal.request(isModalInPresentation: false, delegateAllows: { true })  // [.dismiss]
/// dismissal.dismissalDidBegin()                                               // [.willDismiss]
/// dismissal.dismissalDidEnd(finished: true)                                   // [.didDismiss]
/// ```
public struct UserDismissal: Sendable, Hashable {
    /// What the presentation controller does next.
    public enum Step: Sendable, Hashable {
        /// Start the dismissal: `dismiss(animated: true)` on the presented controller.
        case dismiss
        /// Tell the delegate `presentationControllerDidAttemptToDismiss(_:)`.
        case didAttemptToDismiss
        /// Tell the delegate `presentationControllerWillDismiss(_:)`.
        case willDismiss
        /// Tell the delegate `presentationControllerDidDismiss(_:)`.
        case didDismiss
    }

    /// Where a user's dismissal is.
    public enum Phase: Sendable, Hashable {
        /// None asked for, or the last one is over.
        case idle
        /// Allowed; the dismissal has not begun yet.
        case requested
        /// The dismissal the user asked for is running.
        case dismissing
    }

    /// The current phase (starts ``Phase/idle``).
    public private(set) var phase: Phase = .idle

    /// Creates a dismissal with nothing asked for.
    public init() {}

    /// Whether UIKit's rule allows the dismissal: never for a controller in modal presentation
    /// (`delegateAllows` is then not called), else `delegateAllows()`, where `nil` (no delegate,
    /// or one without `presentationControllerShouldDismiss(_:)`) allows.
    public static func allows(isModalInPresentation: Bool, delegateAllows: () -> Bool?) -> Bool {
        guard !isModalInPresentation else { return false }
        return delegateAllows() ?? true
    }

    /// The user asks to dismiss: returns `[.dismiss]` when allowed (see
    /// ``allows(isModalInPresentation:delegateAllows:)``), `[.didAttemptToDismiss]` when refused,
    /// and nothing while a dismissal the user asked for is already on its way.
    public mutating func request(isModalInPresentation: Bool, delegateAllows: () -> Bool?) -> [Step] {
        guard phase == .idle else { return [] }
        guard Self.allows(isModalInPresentation: isModalInPresentation, delegateAllows: delegateAllows) else { return [.didAttemptToDismiss] }
        phase = .requested
        return [.dismiss]
    }

    /// A dismissal the app's rule already allowed (UIKit asked it when it had to, see
    /// `CardPresentationModel`) starts: `[.dismiss]`, or nothing while one is on its way.
    public mutating func requestAllowed() -> [Step] {
        guard phase == .idle else { return [] }
        phase = .requested
        return [.dismiss]
    }

    /// A dismissal began (`dismissalTransitionWillBegin()`, or right after `dismiss(animated:)`
    /// started one): `[.willDismiss]` when it is the one the user asked for; nothing for a
    /// dismissal the app started.
    public mutating func dismissalDidBegin() -> [Step] {
        guard phase == .requested else { return [] }
        phase = .dismissing
        return [.willDismiss]
    }

    /// The dismissal ended: `[.didDismiss]` when the user's dismissal finished; nothing when it
    /// was cancelled or was the app's. Either way the next request is heard.
    public mutating func dismissalDidEnd(finished: Bool) -> [Step] {
        defer { phase = .idle }
        return phase == .dismissing && finished ? [.didDismiss] : []
    }

    /// `dismiss(animated:)` started nothing (already dismissed, not presented): the request is
    /// dropped so the next one is heard.
    public mutating func dismissalDidNotStart() {
        phase = .idle
    }
}

/// A presented screen as a person's dismissal acts on it: plain reads and single UIKit calls, made
/// by `UIViewController.dismissAsUser(animated:)` on iOS and by the runner model's screens in
/// `TransitionsTesting`. The order — the veto, the delegate's callbacks, when the dismissal
/// counts as started — is ``dismissAsUser()``'s, written once for both.
@MainActor
package protocol UserDismissalTarget {
    /// The presented controller's `isModalInPresentation`.
    var isModalInPresentation: Bool { get }
    /// The presentation controller's delegate's `presentationControllerShouldDismiss(_:)`; `nil`
    /// without a delegate that implements it.
    func delegateShouldDismiss() -> Bool?
    /// The delegate's `presentationControllerDidAttemptToDismiss(_:)`.
    func delegateDidAttemptToDismiss()
    /// `dismiss(animated:)` on the screen.
    func dismiss()
    /// Whether the presented controller is being dismissed (`isBeingDismissed`) or already gone
    /// (`presentingViewController == nil`).
    var dismissalHasBegun: Bool { get }
    /// The delegate's `presentationControllerWillDismiss(_:)`.
    func delegateWillDismiss()
    /// The delegate's `presentationControllerDidDismiss(_:)`.
    func delegateDidDismiss()
    /// The presented controller's transition coordinator, once the dismissal began; `nil` without
    /// animation.
    var dismissalCoordinator: (any TransitionEndObserving)? { get }
}

extension UserDismissalTarget {
    /// The dismissal a person asks for, in UIKit's order for its own sheets (``UserDismissal``):
    /// refused (`isModalInPresentation`, or the delegate's `false`), the delegate hears the attempt
    /// and nothing happens; allowed, the screen is dismissed, the delegate hears
    /// `presentationControllerWillDismiss(_:)` once it has begun and
    /// `presentationControllerDidDismiss(_:)` when it finishes (at once without a coordinator; never
    /// for a cancelled interactive dismissal). Returns whether a dismissal started.
    package func dismissAsUser() -> Bool {
        var dismissal = UserDismissal()
        let steps = dismissal.request(isModalInPresentation: isModalInPresentation) { delegateShouldDismiss() }
        guard steps.contains(.dismiss) else {
            delegateDidAttemptToDismiss()
            return false
        }
        dismiss()
        guard dismissalHasBegun else {
            dismissal.dismissalDidNotStart()
            return false
        }
        _ = dismissal.dismissalDidBegin()
        delegateWillDismiss()
        guard let coordinator = dismissalCoordinator else {
            delegateDidDismiss()
            return true
        }
        let begun = dismissal
        coordinator.observeEnd { isCancelled in
            var ending = begun
            guard ending.dismissalDidEnd(finished: !isCancelled).contains(.didDismiss) else { return }
            delegateDidDismiss()
        }
        return true
    }
}
