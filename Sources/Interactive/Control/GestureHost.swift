import Foundation
import Transitions

/// What a gesture's screen looks like when the gesture begins, read from UIKit in one go: the
/// facts ``InteractionAction/request(in:)`` decides from.
///
/// The kit's UIKit controllers read it from the view controller they are wired to (its navigation
/// controller, presentation and tab bar controller); the model of UIKit's runner in
/// `TransitionsTesting` builds it from its model screens.
package struct GestureHostState: Sendable, Equatable {
    /// The number of controllers on the navigation stack the screen is in; `nil` when it is in
    /// none (`navigationController` is `nil` and it is not one).
    package var navigationStackCount: Int?
    /// Whether the screen is presented (`presentingViewController != nil`).
    package var isPresented: Bool
    /// Whether the screen is being dismissed already (`isBeingDismissed`).
    package var isBeingDismissed: Bool
    /// The selected tab of the screen's tab bar controller (`selectedIndex`); `nil` without one.
    /// UIKit's `NSNotFound` leads nowhere (``TabStep/targetIndex(from:count:)``).
    package var selectedTab: Int?
    /// The number of tabs (`viewControllers?.count ?? 0`).
    package var tabCount: Int
    /// Whether a transition involving the screen, its navigation, tab bar or presenting controller
    /// runs now, interactive or not (any of their `transitionCoordinator`s is set).
    package var isTransitionInFlight: Bool

    /// A state; every field defaults to "nothing there".
    package init(
        navigationStackCount: Int? = nil, isPresented: Bool = false, isBeingDismissed: Bool = false,
        selectedTab: Int? = nil, tabCount: Int = 0, isTransitionInFlight: Bool = false
    ) {
        self.navigationStackCount = navigationStackCount
        self.isPresented = isPresented
        self.isBeingDismissed = isBeingDismissed
        self.selectedTab = selectedTab
        self.tabCount = tabCount
        self.isTransitionInFlight = isTransitionInFlight
    }
}

/// What a gesture asks UIKit for: the UIKit call that starts the transition, made as a person's
/// tap or swipe would make it.
package enum TransitionRequest: Sendable, Hashable {
    /// `popViewController(animated: true)` on the screen's navigation controller.
    case pop
    /// The screen's dismissal as a person's, through the app's veto (`isModalInPresentation`, the
    /// presentation controller's delegate), then `dismiss(animated: true)`.
    case dismiss
    /// The tab at `index` selected as a tap on its tab bar item selects it: the tab bar
    /// controller's delegate is asked `tabBarController(_:shouldSelect:)`, the tab is selected, and
    /// the delegate hears `tabBarController(_:didSelect:)`.
    case selectTab(Int)
}

/// What asking UIKit for a transition gave.
package struct TransitionRequestResponse: Sendable, Equatable {
    /// Whether UIKit began a transition (the pop returned a controller, the tab bar controller
    /// took the new index; a dismissal always begins).
    package var started: Bool
    /// Whether a transition coordinator will report the transition's end (the host registered the
    /// end handler on it).
    package var observed: Bool

    /// A response.
    package init(started: Bool, observed: Bool) {
        self.started = started
        self.observed = observed
    }

    /// Nothing started.
    package static let notStarted = TransitionRequestResponse(started: false, observed: false)
}

/// The screen a gesture is wired to, as ``GestureInteractionCore`` asks it: UIKit's view
/// controller for the kit's controllers, a model screen under `TransitionsTesting`'s model of
/// UIKit's runner. Every member is a plain read or one UIKit call.
@MainActor
package protocol GestureHost {
    /// The size of the view the recognizer is on, points (`bounds.size`).
    var viewSize: CGSize { get }
    /// The layout direction of that view (`effectiveUserInterfaceLayoutDirection`).
    var layoutDirection: LayoutDirection { get }
    /// The screen's navigation, presentation and tab state now.
    var state: GestureHostState { get }
    /// Performs `request` (one UIKit call). When UIKit made a transition coordinator, registers
    /// `onEnd` on it, called once with `finished` (`!context.isCancelled`) when the transition
    /// completes, and answers `observed: true`.
    func perform(_ request: TransitionRequest, onEnd: @escaping @MainActor (_ finished: Bool) -> Void) -> TransitionRequestResponse
}

/// A view controller's containers as a gesture's request acts on them: plain reads and single
/// UIKit calls, made by the kit's `UIKitGestureHost` on iOS and by the runner model's screen host
/// in `TransitionsTesting`. What a request does with them — which call, the app's say, when a
/// transition counts as started, which coordinator reports its end — is decided once, in
/// ``performRequest(_:onEnd:)``.
@MainActor
package protocol GestureRequestTarget {
    /// A tab of the screen's tab bar controller (`UIViewController` on iOS).
    associatedtype Tab: AnyObject
    /// `popViewController(animated: true)` on the screen's navigation controller (the screen
    /// itself, or the one it is in); whether a controller was popped.
    func popAnimated() -> Bool
    /// The screen's dismissal as a person's (`dismissAsUser()`: the app's veto, then
    /// `dismiss(animated: true)`); whether a dismissal started.
    func dismissAsUser() -> Bool
    /// The tab bar controller's `viewControllers` and `selectedIndex` (the screen itself, or the
    /// one it is in); `nil` without one.
    var tabs: (tabs: [Tab], selectedIndex: Int)? { get }
    /// The tab bar controller's delegate's `tabBarController(_:shouldSelect:)`; `nil` when it has
    /// no delegate or the delegate does not implement it.
    func delegateShouldSelect(_ tab: Tab) -> Bool?
    /// `selectedViewController = tab`.
    func select(_ tab: Tab)
    /// The delegate's `tabBarController(_:didSelect:)`, when it implements it.
    func delegateDidSelect(_ tab: Tab)
    /// The transition coordinator of what `request` started: the navigation or tab bar
    /// controller's, the dismissed screen's or its presenter's; `nil` when there is none.
    func coordinator(after request: TransitionRequest) -> (any TransitionEndObserving)?
}

extension GestureRequestTarget {
    /// ``GestureHost/perform(_:onEnd:)`` for both hosts: `request` made as a person's tap or swipe
    /// makes it (a pop; a dismissal through the app's veto; a tab selected as a tap selects it,
    /// ``selectTabAsUser(_:)``), then `onEnd` registered on the coordinator of what started.
    package func performRequest(_ request: TransitionRequest, onEnd: @escaping @MainActor (_ finished: Bool) -> Void) -> TransitionRequestResponse {
        switch request {
        case .pop: guard popAnimated() else { return .notStarted }
        case .dismiss: guard dismissAsUser() else { return .notStarted }
        case let .selectTab(index): guard selectTabAsUser(index) else { return .notStarted }
        }
        let coordinator = coordinator(after: request)
        coordinator?.observeEnd { isCancelled in onEnd(!isCancelled) }
        return TransitionRequestResponse(started: true, observed: coordinator != nil)
    }

    /// Selects the tab at `index` as a tap on its tab bar item does (UIKitCore 26.1,
    /// `-[UITabBarController _setSelectedViewControllerAndNotify:]`), since setting
    /// `selectedIndex` in code asks the delegate nothing: `tabBarController(_:shouldSelect:)`
    /// first (a `false` refuses, as for a tap: a login wall keeps its tab), then the selection,
    /// then `tabBarController(_:didSelect:)`. UIKit asks for the transition's animation and
    /// interaction controllers inside the selection, so the delegate hears `didSelect` after them
    /// and before the switch starts. Returns whether the tab was selected; `false`, asking nothing,
    /// for a tab that is not there or already selected.
    package func selectTabAsUser(_ index: Int) -> Bool {
        guard let (tabs, selected) = tabs, tabs.indices.contains(index), index != selected else { return false }
        let tab = tabs[index]
        guard delegateShouldSelect(tab) != false else { return false }
        select(tab)
        guard self.tabs?.selectedIndex == index else { return false }
        delegateDidSelect(tab)
        return true
    }
}

extension InteractionAction {
    /// The UIKit call that starts the action's transition from a screen in `state`, or `nil` when
    /// it would start nothing: `.pop` needs a navigation stack of two or more; `.dismiss` a
    /// presented screen that is not being dismissed; `.selectTab` a step that leads to another tab
    /// (``TabStep/targetIndex(from:count:)``). A transition in flight is the gate's concern
    /// (``InteractionGate``), not this one's.
    package func request(in state: GestureHostState) -> TransitionRequest? {
        switch self {
        case .pop:
            guard let count = state.navigationStackCount, count > 1 else { return nil }
            return .pop
        case .dismiss:
            guard state.isPresented, !state.isBeingDismissed else { return nil }
            return .dismiss
        case let .selectTab(step):
            guard let selected = state.selectedTab, let target = step.targetIndex(from: selected, count: state.tabCount) else { return nil }
            return .selectTab(target)
        }
    }

    /// The operation the action would animate from a screen in `state`, or `nil` when it would
    /// start nothing (see ``request(in:)``).
    package func operation(in state: GestureHostState) -> TransitionOperation? {
        switch request(in: state) {
        case nil: return nil
        case .pop: return .pop
        case .dismiss: return .dismiss
        case let .selectTab(target): return TabStep.operation(from: state.selectedTab ?? 0, to: target)
        }
    }

    /// Whether the action's recognizer belongs on the screen's tab bar controller's view (tab
    /// switches: the tabs' own views come and go) rather than on the screen's own view.
    package var hostsOnTabBarController: Bool {
        if case .selectTab = self { return true }
        return false
    }
}
