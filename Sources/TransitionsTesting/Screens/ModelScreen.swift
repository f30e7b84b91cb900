import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGSize in a default argument must be imported directly on Apple platforms
#endif
import Transitions

/// A view controller in the model of UIKit's containers that `ModelWindow` drives: what the kit's
/// router and gesture wiring read of a `UIViewController` (its navigation and tab bar controller,
/// its presenter and presented screen, its view's size and layout direction), as plain values.
///
/// ``ModelNavigationController`` and ``ModelTabBarController`` are screens too, as in UIKit.
@MainActor
public class ModelScreen {
    /// A name for messages.
    public let name: String
    /// `view.bounds.size`, points. Default 390 × 844 (a phone in portrait).
    public var viewSize: CGSize
    /// `view.effectiveUserInterfaceLayoutDirection`. Default left to right.
    public var layoutDirection: LayoutDirection
    /// `modalPresentationStyle`. Default `.fullScreen`.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// `isModalInPresentation`: a presented screen that refuses a person's dismissal (the delegate
    /// is then not asked). Default `false`.
    public var isModalInPresentation = false
    /// Whether the screen is appearing or appeared (UIKit's `_appearState` 1 or 2). Default `true`.
    /// A navigation or tab bar controller that is not (`false`: not in the window yet) shows its
    /// changes without animation: a navigation controller drops the animation and interaction
    /// controllers at the layout pass (fact 8), a tab bar controller asks its delegate nothing
    /// (fact 12).
    public var isAppearingOrAppeared = true
    /// The navigation controller whose stack it is in (`navigationController`). Weak.
    public internal(set) weak var navigationController: ModelNavigationController?
    /// The tab bar controller whose tab it is (`tabBarController`, set on the tab itself). Weak.
    public internal(set) weak var tabBarController: ModelTabBarController?
    /// The screen that presented it (`presentingViewController`). Weak.
    public internal(set) weak var presentingScreen: ModelScreen?
    /// The screen it presents (`presentedViewController`); UIKit keeps it.
    public internal(set) var presentedScreen: ModelScreen?
    /// `isBeingPresented`: from the presentation's request until it completes.
    public internal(set) var isBeingPresented = false
    /// `isBeingDismissed`.
    public internal(set) var isBeingDismissed = false
    /// The presentation controller that presented this screen itself (set by the presentation,
    /// kept after it, as UIKit keeps it); `nil` for a screen never presented.
    public internal(set) var ownPresentationController: ModelPresentationController?
    /// The router installed as its transitioning delegate, kept alive by it (as the kit's router
    /// is kept by the controllers it is installed on).
    package internal(set) var transitioningRouter: ModelRouter?
    /// The router installed as its navigation or tab bar delegate, kept alive by it.
    package internal(set) var containerRouter: ModelRouter?
    /// `transitionCoordinator`: the coordinator of the transition in flight this screen takes part
    /// in (its context's from- or to-view controller), `nil` once that transition has completed
    /// or when there is none.
    public var transitionCoordinator: ModelTransitionCoordinator? {
        guard let coordinator = takingPartIn, !coordinator.isComplete else { return nil }
        return coordinator
    }
    /// The coordinator of the last transition the screen took part in (the runner sets it). Weak.
    weak var takingPartIn: ModelTransitionCoordinator?
    /// Every appearance transition ``ModelWindow`` sent it, in order (see ``AppearanceTransition``).
    public private(set) var appearanceTransitions: [AppearanceTransition] = []
    /// Called with each appearance transition as ``ModelWindow`` sends it: what a view
    /// controller's `viewWillAppear(_:)`, `viewDidDisappear(_:)` and the like would do. Default `nil`.
    public var onAppearanceTransition: (@MainActor (AppearanceTransition) -> Void)?

    /// An appearance change UIKit tells a view controller about around a presentation or
    /// dismissal, as `UIPresentationController` sends it.
    ///
    /// ``ModelWindow`` sends them in the order of UIKitCore 26.1 (`-[UIPresentationController
    /// runTransitionForCurrentStateAnimated:handoffData:]` and `transitionDidFinish:`; the facts
    /// are those of the `Transitions` article "UIKit's call order and the session rules"):
    /// - at the start, inside UIKit's start call after `presentationTransitionWillBegin` (fact 6),
    ///   ``begin(appearing:animated:)`` to the disappearing screen, then to the appearing one, with
    ///   the transition coordinator already answering;
    /// - at the end, inside the completion handler (fact 4), after the presenter's bookkeeping
    ///   (`presentedScreen`, `presentingScreen`) and before the presentation's completion,
    ///   ``end`` (finished) or ``cancel`` (cancelled) to the appearing screen, then to the
    ///   disappearing one, while `isBeingPresented`/`isBeingDismissed` still hold;
    /// - without animation (and no `.custom` style) there is no transition coordinator, and the
    ///   begin and the end follow each other at once.
    ///
    /// The presenter takes part only when the presentation removes its view
    /// (``ModelPresentationController/shouldRemovePresentersView``, UIKit's
    /// `_shouldDisablePresentersAppearanceCallbacks`): a card's presenter hears nothing. A
    /// presented or presenting container passes each one on to its top screen or selected tab
    /// (``appearanceChild``). Navigation and tab bar transitions send them to the two children
    /// they move, in their own order (``ModelWindow``).
    public enum AppearanceTransition: Equatable, Sendable {
        /// `beginAppearanceTransition(_:animated:)`: `viewWillAppear(_:)` when `appearing`, else
        /// `viewWillDisappear(_:)`; `animated` is the transition's `isAnimated`.
        case begin(appearing: Bool, animated: Bool)
        /// `endAppearanceTransition()`: `viewDidAppear(_:)` or `viewDidDisappear(_:)`, for the
        /// change begun.
        case end
        /// `cancelBeginAppearanceTransition()`: the transition was cancelled, so the change begun
        /// did not happen. Inside it UIKit is observed to send the opposite pair (the formerly
        /// appearing screen's `viewWillDisappear` and `viewDidDisappear`, the formerly
        /// disappearing screen's `viewWillAppear` and `viewDidAppear`; fact 11); the model sends
        /// this one event for all of it.
        case cancel
    }

    /// The screen's layout (`viewWillLayoutSubviews`, its views' `layoutSubviews`): places its
    /// subviews (``ModelSubview``) for its size, when it is laid out (``layoutIfNeeded()``).
    /// Default `nil`.
    public var onLayout: (@MainActor (ModelScreen) -> Void)?
    /// Whether the screen waits to be laid out (``setNeedsLayout()``). `true` at first.
    public private(set) var needsLayout = true
    /// How many times it was laid out.
    public private(set) var layoutCount = 0

    /// `setNeedsLayout()`: the next ``layoutIfNeeded()`` lays the screen out. UIKit marks the
    /// to-screen when a navigation controller sets its frame at the start (fact 9).
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// `layoutIfNeeded()`: runs ``onLayout`` when the screen waits to be laid out. The kit lays the
    /// to-screen out at the start, before it builds the plan.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutCount += 1
        onLayout?(self)
    }

    /// A screen named `name`.
    public init(_ name: String, viewSize: CGSize = CGSize(width: 390, height: 844), layoutDirection: LayoutDirection = .leftToRight) {
        self.name = name
        self.viewSize = viewSize
        self.layoutDirection = layoutDirection
    }

    /// The container whose view holds this screen's view: its navigation controller, else its tab
    /// bar controller (a presented screen's view is in the window, above its presenter's).
    public var container: ModelScreen? { navigationController ?? tabBarController }

    /// `presentationController`: the nearest presentation controller managing this screen, its
    /// own or that of the closest presented container it is in; `nil` when neither it nor a
    /// container of it is presented (Apple's documentation of
    /// `UIViewController.presentationController`).
    public var presentationController: ModelPresentationController? {
        var current: ModelScreen? = self
        for _ in 0..<32 {
            guard let screen = current else { return nil }
            if let own = screen.ownPresentationController, screen.presentingScreen != nil { return own }
            current = screen.container
        }
        return nil
    }

    /// Sends `transition` (``ModelWindow`` does, in UIKit's order), then passes it on to the child
    /// a container forwards its appearance callbacks to (``appearanceChild``), as UIKit's
    /// containers do from inside their own callback.
    func send(_ transition: AppearanceTransition) {
        appearanceTransitions.append(transition)
        onAppearanceTransition?(transition)
        appearanceChild?.send(transition)
    }

    /// The child that hears this container's appearance callbacks: a navigation controller's top
    /// screen, a tab bar controller's selected tab; `nil` for a screen that is not a container.
    ///
    /// UIKitCore 26.1: `-[UINavigationController viewWillAppear:]` and `viewDidAppear:` call
    /// `[super …]` and then `__viewWillAppear:`/`__viewDidAppear:` on `topViewController`;
    /// `viewWillDisappear:` and `viewDidDisappear:` call `[super …]` and then
    /// `__viewWillDisappear:`/`__viewDidDisappear:` on `_viewControllerForDisappearCallback` (the top
    /// view controller; the old top only while a push is in flight, which a presentation never
    /// overlaps in the model). `-[UITabBarController viewWillAppear:]`, `viewDidAppear:`,
    /// `viewWillDisappear:` and `viewDidDisappear:` do the same with `_selectedViewControllerInTabBar`.
    /// Neither container lets UIKit forward to its children otherwise (their initialisers turn
    /// containment support off), so screens below the top and unselected tabs hear nothing, and a
    /// child's own `isBeingDismissed` stays `false` while its container is dismissed.
    var appearanceChild: ModelScreen? { nil }

    /// Whether this screen's view is `other`'s view or inside it (`isDescendant(of:)`).
    public func isView(inside other: ModelScreen) -> Bool {
        var current: ModelScreen? = self
        for _ in 0..<32 {
            guard let screen = current else { return false }
            if screen === other { return true }
            current = screen.container
        }
        return false
    }
}

/// A `UINavigationController` in the model: a stack of screens, bottom first.
///
/// Its timing is UIKit's (UIKitCore of iOS 26.1): ``stack`` (`viewControllers`), ``top`` and
/// ``visible`` change when a push, pop or `setViewControllers` is requested, before the transition
/// starts, and go back when it is cancelled (see ``ModelWindow``).
@MainActor
public final class ModelNavigationController: ModelScreen {
    /// `viewControllers`, bottom first: the new stack from the request on, during the whole
    /// transition (`-[UINavigationController _immediatelyApplyViewControllers:…]` changes the child
    /// view controllers at once, an animated pop of the top removing it first), the old one again
    /// once a transition is cancelled (`_didCancelTransitionFromViewController:…` adds the popped
    /// controller back, or removes the pushed one).
    public internal(set) var stack: [ModelScreen] = []
    /// The delegate's `navigationController(_:willShow:animated:)`: called when UIKit starts a
    /// transition (`transitionConductor:willTransitionFromViewController:toViewController:`, from
    /// the deferred start; for a change without animation, right away), and again, with the screen
    /// that stays, after a cancelled one (`_didCancelTransitionFromViewController:…`, current
    /// SDKs). Default `nil`. The installed ``ModelRouter`` is the delegate's other half.
    public var delegateWillShow: (@MainActor (ModelScreen, _ animated: Bool) -> Void)?
    /// The delegate's `navigationController(_:didShow:animated:)`: inside the completion handler
    /// of `completeTransition(_:)`, before the coordinator's completion blocks, with the new top
    /// (`_didEndTransitionFromView:toView:wasCustom:`) or, after a cancel, with the screen that
    /// stays (`_didCancelTransitionFromViewController:…`); right after ``delegateWillShow`` for a
    /// change without animation. Default `nil`.
    public var delegateDidShow: (@MainActor (ModelScreen, _ animated: Bool) -> Void)?

    /// The frame its children's views get in its view, points (`frameForViewController`, what
    /// UIKit reports as the to-view controller's final frame at the start of a transition, fact 9);
    /// `nil` (the default): the full view.
    public var contentFrame: CGRect?
    /// `isNavigationBarHidden`. Default `false`: the bar registers its animation alongside every
    /// custom transition and follows its progress (facts 9 and 17).
    public var isNavigationBarHidden = false

    /// The system back gestures (`interactivePopGestureRecognizer`, iOS 26's content pop) as routers
    /// see them: `isEnabled` and the app's own setting, which an installed ``ModelRouter`` changes
    /// by `BackSwipePolicy`, the code `TransitionRouter` runs.
    package var systemBackSwipe = BackSwipePolicy.Gesture(isEnabled: true)
    /// `interactivePopGestureRecognizer.isEnabled`: set it as an app would (default `true`); an
    /// installed ``ModelRouter`` turns it off while it routes a custom pop from the top screen and
    /// gives the app's setting back otherwise (`BackSwipePolicy`).
    public var isSystemBackSwipeEnabled: Bool {
        get { systemBackSwipe.isEnabled }
        set { systemBackSwipe.isEnabled = newValue }
    }
    /// Whether other recognizers were made to wait for the system back gestures, or they for
    /// others (UIKit's `_failureDependents`/`_failureRequirements` beyond its own edge and content
    /// pair). UIKit then delivers them events even while the delegate plays custom transitions
    /// (`systemBackSwipeReceivesEvents`). The kit's pans on a tab bar controller around this
    /// navigation controller wait for them (`InteractionGesture.requiresFailure(of:relation:)`):
    /// ``ModelGestureInteraction`` sets it when it wires one; an app's own
    /// `require(toFail:)` would too. Default `false`.
    package var systemBackSwipeHasFailureRelationships = false
    /// Whether the last animated transition played UIKit's own animation (no delegate's animation
    /// controller, or the system back swipe's pop, which ignores the delegate). `true` before the
    /// first one.
    package internal(set) var lastTransitionWasBuiltIn = true

    /// Whether UIKit delivers events to the system back gestures
    /// (`-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]`, UIKitCore
    /// 26.1; fact 14): when the navigation controller uses its built-in interaction controller
    /// (`_shouldUseBuiltinInteractionController`: its delegate vends no animation controllers, or
    /// the last transition was UIKit's own), or when their failure relationships were changed
    /// (`systemBackSwipeHasFailureRelationships`). Otherwise they see no touch at all.
    package var systemBackSwipeReceivesEvents: Bool {
        containerRouter == nil || lastTransitionWasBuiltIn || systemBackSwipeHasFailureRelationships
    }

    /// A navigation controller showing `root`.
    public init(_ name: String = "navigation", root: ModelScreen) {
        super.init(name)
        adopt(root)
        stack = [root]
    }

    /// `topViewController`: the last of ``stack`` (`mutableChildViewControllers.lastObject`,
    /// UIKitCore 26.1), so the screen being pushed, or the one a pop goes back to, from the request on.
    public var top: ModelScreen? { stack.last }

    /// Its top screen (`topViewController`; see ``ModelScreen/appearanceChild``).
    override var appearanceChild: ModelScreen? { top }

    /// `visibleViewController`: the screen presented on the navigation controller (what a
    /// presented navigation controller shows), else ``top`` (`-[UINavigationController
    /// visibleViewController]`, UIKitCore 26.1; Apple's documentation: "the view controller at the
    /// top of the navigation stack or a view controller that was presented modally on top of the
    /// navigation controller itself"). During a push or pop, the new top.
    public var visible: ModelScreen? {
        if let presented = presentedScreen { return (presented as? ModelNavigationController)?.visible ?? presented }
        return top
    }

    func adopt(_ screen: ModelScreen) {
        screen.navigationController = self
        screen.tabBarController = tabBarController
    }
}

/// A `UITabBarController` in the model: tabs and the selected one.
@MainActor
public final class ModelTabBarController: ModelScreen {
    /// `viewControllers`.
    public let tabs: [ModelScreen]
    /// `selectedIndex`.
    public internal(set) var selectedIndex: Int

    /// Its selected tab (`_selectedViewControllerInTabBar`; see ``ModelScreen/appearanceChild``).
    override var appearanceChild: ModelScreen? { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
    /// The app's delegate's `tabBarController(_:shouldSelect:)`: asked when a person selects a tab
    /// (a tap, or a kit gesture, which selects as a tap does), never when `selectedIndex` is set in
    /// code (UIKitCore 26.1, `-[UITabBarController _setSelectedViewControllerAndNotify:]` and
    /// `setSelectedIndex:`). With a ``ModelRouter`` installed, the router answers and passes this
    /// on, as `TransitionRouter` passes it to the previous delegate. Default `nil`: allowed.
    public var delegateShouldSelect: (@MainActor (ModelScreen) -> Bool)?
    /// The app's delegate's `tabBarController(_:didSelect:)`: told after a person's selection, once
    /// UIKit has asked for the switch's animation and interaction controllers and before the switch
    /// starts; never for `selectedIndex` set in code. Default `nil`.
    public var delegateDidSelect: (@MainActor (ModelScreen) -> Void)?

    /// A tab bar controller with `tabs`, the first selected.
    public init(_ name: String = "tabs", tabs: [ModelScreen]) {
        self.tabs = tabs
        self.selectedIndex = 0
        super.init(name)
        for tab in tabs {
            tab.tabBarController = self
            for screen in (tab as? ModelNavigationController)?.stack ?? [] { screen.tabBarController = self }
        }
    }

    /// `selectedViewController`.
    public var selected: ModelScreen? { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }

    /// What the tab bar controller's delegate answers to `shouldSelect`: the installed router's
    /// answer (`RouterCore.allowsTabSelection(previousAnswer:)`, given the app's), else the app's;
    /// `nil` with neither.
    func askDelegateShouldSelect(_ tab: ModelScreen) -> Bool? {
        if let router = containerRouter { return router.core.allowsTabSelection(previousAnswer: delegateShouldSelect?(tab)) }
        return delegateShouldSelect?(tab)
    }

    /// Tells the delegate `didSelect` (the router passes it on to the app's).
    func tellDelegateDidSelect(_ tab: ModelScreen) {
        delegateDidSelect?(tab)
    }
}

/// A `UIPresentationController` in the model: the screen it presents, whether it keeps the
/// presenter's view (`shouldRemovePresentersView`), and, for one the kit's transitions animate the
/// dimming view of (`PresentationDimming`, like `CardPresentationController`), its appearance.
@MainActor
public final class ModelPresentationController {
    /// `presentedViewController`. Weak.
    public private(set) weak var presentedScreen: ModelScreen?
    /// The dimming alpha and corner radius of a presentation controller with a dimming view the
    /// kit animates (`PresentationDimming.presentationAppearance`); `nil` for one without (UIKit's
    /// full-screen one, a plain `UIPresentationController`).
    public let dimming: PresentationAppearance?
    /// `shouldRemovePresentersView`: `true` for a full-screen presentation, `false` for a
    /// `.custom` one (`UIPresentationController`'s documented default, and the kit's card's).
    public let shouldRemovePresentersView: Bool
    /// The delegate's `presentationControllerShouldDismiss(_:)`, asked when a person dismisses the
    /// screen (not when ``ModelScreen/isModalInPresentation``). Default `nil`: allowed.
    public var delegateShouldDismiss: (@MainActor () -> Bool)?
    /// The delegate's `presentationControllerDidAttemptToDismiss(_:)`. Default `nil`.
    public var delegateDidAttemptToDismiss: (@MainActor () -> Void)?
    /// The delegate's `presentationControllerWillDismiss(_:)`. Default `nil`.
    public var delegateWillDismiss: (@MainActor () -> Void)?
    /// The delegate's `presentationControllerDidDismiss(_:)`. Default `nil`.
    public var delegateDidDismiss: (@MainActor () -> Void)?

    /// A presentation controller presenting `screen`.
    public init(presenting screen: ModelScreen, dimming: PresentationAppearance? = nil, shouldRemovePresentersView: Bool) {
        self.presentedScreen = screen
        self.dimming = dimming
        self.shouldRemovePresentersView = shouldRemovePresentersView
    }
}
