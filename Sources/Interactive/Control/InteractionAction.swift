import Foundation
import Transitions

/// What a gesture does to its view controller when it begins: the transition it starts.
///
/// The UIKit wiring (`attach(toPopFrom:)`, `attach(toDismiss:)`, `attach(toSwitchTabsOf:step:)` of
/// the interaction controllers) performs it: `popViewController(animated: true)`,
/// `dismiss(animated: true)` or setting `UITabBarController.selectedIndex`.
public enum InteractionAction: Sendable, Hashable {
    /// Pop the top view controller of the navigation stack.
    case pop
    /// Dismiss the presented view controller.
    case dismiss
    /// Select another tab.
    case selectTab(TabStep)

    /// The operation the action animates, given the tab bar's selected index and tab count for
    /// ``selectTab(_:)`` (ignored otherwise); `nil` when the action would start nothing (see
    /// ``TabStep/targetIndex(from:count:)``).
    package func operation(selectedTab: Int = 0, tabCount: Int = 0) -> TransitionOperation? {
        switch self {
        case .pop: return .pop
        case .dismiss: return .dismiss
        case let .selectTab(step):
            guard let target = step.targetIndex(from: selectedTab, count: tabCount) else { return nil }
            return TabStep.operation(from: selectedTab, to: target)
        }
    }

    /// The action that starts `operation` from the screen it leaves, for a router wiring a
    /// route's gesture to that screen: `.pop` pops it, `.dismiss` dismisses it, `.tabForward` and
    /// `.tabBackward` select the next and the previous tab. `nil` for `.push` and `.present`,
    /// which need a screen to show that a gesture cannot name.
    package init?(starting operation: TransitionOperation) {
        switch operation {
        case .pop: self = .pop
        case .dismiss: self = .dismiss
        case .tabForward: self = .selectTab(.next)
        case .tabBackward: self = .selectTab(.previous)
        case .push, .present: return nil
        }
    }
}
