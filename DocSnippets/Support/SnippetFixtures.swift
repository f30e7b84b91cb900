import Foundation
import Dynamics
import Transitions
import TransitionsTesting

/// The names the documentation's pure snippets use without declaring them, so a snippet can show
/// one step (`animator.record([card], …)`) the way a reader would write it in their own code.
///
/// Every generated wrapper of a pure snippet adopts this protocol (see `DocDocSnippets/README.md`).
/// The fixtures exist to make the snippets compile; the wrappers are compiled, never run.
@MainActor
protocol SnippetFixtures {}

extension SnippetFixtures {
    /// An animator with a 400 × 800 pt reference bounds.
    var animator: DynamicAnimator { DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800)) }
    /// An item of ``animator``'s.
    var card: DynamicItem {
        // A 120 × 80 pt item is always a valid size.
        try! animator.addItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 120, height: 80))
    }
    /// A finger's velocity, points per second.
    var releaseVelocity: Vector2D { Vector2D(dx: 300, dy: 900) }
    /// A harness playing a cross-fade push in a phone-sized container.
    var harness: TransitionHarness {
        // A phone-sized container is always valid.
        try! TransitionHarness(CrossFadeTransition(), operation: .push)
    }
}

/// The classes of the route-testing example (docs/router.md): plain stand-ins for view controllers.
class Screen {}
/// A list screen.
final class ListScreen: Screen {}
/// A photo screen.
final class PhotoScreen: Screen {}
