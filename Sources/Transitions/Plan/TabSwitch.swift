import Foundation

/// The direction of a tab bar selection change, from the indices of the old and new tabs.
///
/// `UITabBarControllerDelegate` reports the two view controllers but not which way the user went;
/// the router reads their indices in `viewControllers` and asks this type. A later index is
/// ``TransitionOperation/tabForward``, an earlier one ``TransitionOperation/tabBackward``.
///
/// Indices are in reading order. In a right-to-left layout the tab bar lays its items out from
/// the right, so "forward" moves to the *left* on screen: ``horizontalSign(in:)`` gives the
/// physical direction, and the built-in transitions mirror their motion through
/// ``TransitionContext/layoutDirection`` in the same way.
package struct TabSwitch: Hashable, Sendable {
    /// The index of the tab being left, ≥ 0.
    package let fromIndex: Int
    /// The index of the tab being selected, ≥ 0 and different from ``fromIndex``.
    package let toIndex: Int

    /// The switch between two tabs, or `nil` when there is no direction: equal indices,
    /// a negative index, or `NSNotFound` (a controller that is not one of the tabs, such as the
    /// "More" navigation controller's content).
    package init?(fromIndex: Int, toIndex: Int) {
        guard fromIndex >= 0, toIndex >= 0, fromIndex != NSNotFound, toIndex != NSNotFound, fromIndex != toIndex
        else { return nil }
        self.fromIndex = fromIndex
        self.toIndex = toIndex
    }

    /// ``TransitionOperation/tabForward`` when the new tab comes later in the tab bar,
    /// ``TransitionOperation/tabBackward`` otherwise.
    package var operation: TransitionOperation {
        toIndex > fromIndex ? .tabForward : .tabBackward
    }

    /// The sign of the on-screen horizontal move from the old tab's bar item to the new one's:
    /// `+1` (rightwards) for a forward switch in a left-to-right layout, `−1` in a right-to-left
    /// layout, and the opposite for backward switches.
    package func horizontalSign(in layoutDirection: LayoutDirection) -> CGFloat {
        (operation == .tabForward ? 1 : -1) * layoutDirection.trailingSign
    }

    /// Whether a tab bar controller should select a tab: what the app's own delegate answered
    /// (`nil` when it has none or does not implement `shouldSelect`: yes), refused while a tab
    /// switch is still driven by its gesture — a tap on a tab during a swipe would otherwise start
    /// a second transition over the first.
    package static func allowsSelection(previousAnswer: Bool?, isSwitchBeingDriven: Bool) -> Bool {
        (previousAnswer ?? true) && !isSwitchBeingDriven
    }

    /// The tab operation for a change of selection from `fromIndex` to `toIndex`, or `nil` when
    /// there is no direction (see ``init(fromIndex:toIndex:)``).
    package static func operation(fromIndex: Int, toIndex: Int) -> TransitionOperation? {
        TabSwitch(fromIndex: fromIndex, toIndex: toIndex)?.operation
    }
}
