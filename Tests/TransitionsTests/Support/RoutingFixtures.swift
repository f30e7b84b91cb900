import Foundation
import Transitions

/// Stand-ins for view controllers in route-table tests.
class Screen {}
/// A list screen.
final class ListScreen: Screen {}
/// A detail screen.
final class DetailScreen: Screen {}
/// A settings screen.
final class SettingsScreen: Screen {}

/// A transition that only carries a tag, so a test can tell which rule won.
struct TaggedTransition: Transition {
    let tag: String

    func plan(for context: TransitionContext) -> TransitionPlan {
        CrossFadeTransition().plan(for: context)
    }

    var name: String { tag }
}

/// An interaction whose "gesture" the test switches on and off.
@MainActor
final class FakeInteraction: InteractionProviding {
    var isInteractionInProgress = false
}

extension Route {
    /// The tag of a ``TaggedTransition`` route.
    var tag: String? { (transition as? TaggedTransition)?.tag }
}

extension TransitionOperation {
    /// The family kind of the operation (modal, navigation or tab).
    var family: RouteKind {
        switch self {
        case .present, .dismiss: .modal
        case .push, .pop: .navigation
        case .tabForward, .tabBackward: .tab
        }
    }
}
