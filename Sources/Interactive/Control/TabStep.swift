import Foundation
import Transitions

/// Which tab a gesture switches to: the next or previous one in the tab bar, or a given index.
///
/// Tabs do not wrap around: from the last tab there is no next one, and the gesture starts
/// nothing.
public enum TabStep: Sendable, Hashable {
    /// The tab after the selected one (index + 1).
    case next
    /// The tab before the selected one (index − 1).
    case previous
    /// A fixed tab index.
    case index(Int)

    /// The index to select from `current` among `count` tabs, or `nil` when the step leads nowhere:
    /// `count` ≤ 0, `current` outside `0..<count` (UIKit's `NSNotFound` included), a target outside
    /// `0..<count`, or the target is the selected tab.
    package func targetIndex(from current: Int, count: Int) -> Int? {
        guard count > 0, (0..<count).contains(current) else { return nil }
        let target: Int
        switch self {
        case .next: target = current + 1
        case .previous: target = current - 1
        case let .index(index): target = index
        }
        guard (0..<count).contains(target), target != current else { return nil }
        return target
    }

    /// The operation a switch from tab `from` to tab `to` animates: `TransitionOperation.tabForward`
    /// when `to` is after `from`, `TransitionOperation.tabBackward` otherwise.
    package static func operation(from: Int, to: Int) -> TransitionOperation {
        to > from ? .tabForward : .tabBackward
    }
}
