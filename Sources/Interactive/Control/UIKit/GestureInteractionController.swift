#if canImport(UIKit)
import UIKit
import Transitions

/// An interaction controller of the kit that owns a gesture recognizer and can be wired to a view
/// controller, so that the gesture starts the transition it then drives.
///
/// ```swift
/// let pinch = PinchInteractionController()
/// pinch.attach(toPopFrom: detailViewController)   // pinch in on the detail screen to go back
/// ```
///
/// Wiring adds ``gestureRecognizer`` to the view controller's view (the tab bar controller's
/// view for tab switches). When the gesture begins, and only if no transition is running, it
/// asks UIKit for the transition (`popViewController(animated: true)`, `dismiss(animated: true)`,
/// or a new `selectedIndex`); UIKit then asks the navigation, transitioning or tab bar delegate
/// for an interaction controller, which must return this controller while
/// `isInteractionInProgress` (from `InteractionProviding`) is `true` (a `TransitionRouter` does that).
///
/// The controller holds the view controller weakly and the view holds the recognizer; nothing
/// holds the controller, so keep a reference to it (a property of the view controller or the
/// router). A controller is wired to one view controller at a time; attaching again moves it.
@MainActor
public protocol GestureInteractionController: RouteGestureAttaching {
    /// The recognizer the controller listens to: `UIPinchGestureRecognizer`,
    /// `UIPanGestureRecognizer` or `UIScreenEdgePanGestureRecognizer`. Configure it freely
    /// (`require(toFail:)`, touch counts) but keep its target and delegate.
    var gestureRecognizer: UIGestureRecognizer { get }

    /// The finish-or-cancel rule, read when the fingers lift. Default: the one given at creation,
    /// else the gesture's (``InteractionGesture/defaultPolicy``: ``CompletionPolicy/fastOrPastThirtyPercent``
    /// for pinches, ``CompletionPolicy/halfway`` for pans). Settable at any time; a change made
    /// during a gesture applies when the fingers lift.
    ///
    /// ```swift
    /// pinch.policy = .fastOrPastThirtyPercentRawVelocity   // the literal signed velocity comparison
    /// ```
    var policy: CompletionPolicy { get set }

    /// Speed of the part after release relative to the transition's own pace (UIKit's
    /// `completionSpeed`), default 1. Zero or less, NaN and ∞ are read as 1, as UIKit reads them.
    var completionSpeed: CGFloat { get set }

    /// Curve of the part after release when no flick velocity carries into it (UIKit's
    /// `completionCurve`), default `.easeInOut`. With the kit's animation controller the kit plays
    /// the rest itself, so this is the curve that plays (UIKit would not consult it on the
    /// interruptible path; see ``CompletionTiming``).
    var completionCurve: UIView.AnimationCurve { get set }

    /// The gate, state machine and session of the current (or last) gesture, for inspection
    /// (which phase the gesture is in, the machine's last progress and decision).
    var flow: InteractionFlow { get }

    /// Wires the gesture to `viewController`: the recognizer goes on the view that suits
    /// `action`, and the gesture performs `action` when it begins. Replaces any earlier wiring.
    func attach(to viewController: UIViewController, action: InteractionAction)

    /// Removes the recognizer from its view and forgets the view controller. A transition
    /// already running is still driven to its end.
    func detach()
}

extension GestureInteractionController {
    /// Wires the gesture to pop `viewController`'s navigation stack (`popViewController(animated: true)`
    /// on its `navigationController`). Does nothing at the root of the stack.
    public func attach(toPopFrom viewController: UIViewController) {
        attach(to: viewController, action: .pop)
    }

    /// Wires the gesture to dismiss `viewController` (`dismiss(animated: true)`). Does nothing
    /// when it is not presented.
    public func attach(toDismiss viewController: UIViewController) {
        attach(to: viewController, action: .dismiss)
    }

    /// Wires the gesture to switch `tabBarController` to the tab `step` names (no wrap-around:
    /// nothing happens past the first or last tab).
    public func attach(toSwitchTabsOf tabBarController: UITabBarController, step: TabStep) {
        attach(to: tabBarController, action: .selectTab(step))
    }
}
#endif
