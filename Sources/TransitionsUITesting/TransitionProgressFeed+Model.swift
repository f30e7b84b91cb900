import Foundation
import Transitions
import TransitionsTesting
import TransitionsUI

extension TransitionProgressFeed {
    /// Feeds this feed `screen`'s model appearance callbacks, as `ScreenHostingController` feeds it
    /// UIKit's: each `viewWillAppear(_:)` and `viewWillDisappear(_:)` with the window's transition
    /// coordinator (`nil` when no transition is in flight), before the handler the screen had
    /// (a ``DismissalObserver`` wired by `observe(_:in:)`, which the hosting controller also calls
    /// after the feed). The feed's probe must be a ``ModelProgressProbe``; the test calls its
    /// ``ModelProgressProbe/displayFrame()`` for each display frame it wants read.
    package func follow(_ screen: ModelScreen, in window: ModelWindow) {
        let previous = screen.onAppearanceTransition
        screen.onAppearanceTransition = { [weak self, weak window] transition in
            if case .begin(let appearing, _) = transition, let self {
                let inFlight = window?.coordinator == nil ? nil : window?.runner
                self.transitionWillBegin(appearing: appearing, coordinator: inFlight.map(ModelProgressCoordinator.init))
            }
            previous?(transition)
        }
    }
}

/// ``TransitionProgressFeed``'s probe in the model: where the alongside animation it was moved by
/// is (``UIKitTransitionRunner/AlongsideAnimation/fraction``), as the view probe's presentation
/// layer is where UIKit's animator has it.
@MainActor
package final class ModelProgressProbe: ProgressProbe {
    /// The alongside animation registered to move it for the transition followed; `nil` before one.
    package fileprivate(set) var animation: UIKitTransitionRunner.AlongsideAnimation?
    /// Whether it is read each display frame.
    package private(set) var isSampling = false
    private var read: (@MainActor (CGFloat) -> Void)?

    package init() {}

    package func prepare() {
        animation = nil
    }

    package func moveToEnd() {}

    package func startSampling(_ read: @escaping @MainActor (CGFloat) -> Void) {
        self.read = read
        isSampling = true
    }

    package func stop() {
        isSampling = false
    }

    /// A display frame: the feed reads the fraction the alongside animation shows, if it has run.
    package func displayFrame() {
        guard isSampling, let fraction = animation?.fraction else { return }
        read?(fraction)
    }
}

/// The model's transition coordinator as the feed reads UIKit's.
@MainActor
private struct ModelProgressCoordinator: ProgressCoordinating {
    let runner: UIKitTransitionRunner

    var isAnimated: Bool { runner.coordinator.isAnimated }

    var isInteractive: Bool { runner.coordinator.state.isInteractive }

    var operationReading: TransitionOperationReading { runner.context.operationReading }

    func animateAlongside(
        moving probe: any ProgressProbe, _ animation: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        let registered = runner.coordinator.animate(alongsideTransition: true) { _ in completion() }
        (probe as? ModelProgressProbe)?.animation = registered
    }

    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor () -> Void) {
        runner.coordinator.notifyWhenInteractionChanges { _ in handler() }
    }
}
