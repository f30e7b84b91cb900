import Foundation
import TransitionsTesting
import TransitionsUI

extension DismissalObserver {
    /// Feeds this observer `screen`'s model appearance callbacks, as `ScreenHostingController`
    /// feeds it UIKit's: `viewWillDisappear(_:)` with the screen's (or its navigation
    /// controller's) `isBeingDismissed` and the window's coordinator, `viewDidDisappear(_:)`.
    ///
    /// Replaces the screen's `onAppearanceTransition`; the screen keeps the observer alive.
    package func observe(_ screen: ModelScreen, in window: ModelWindow) {
        var disappearing = false   // whether the next `.end` is `viewDidDisappear(_:)`
        screen.onAppearanceTransition = { [weak screen, weak window] transition in
            guard let screen else { return }
            switch transition {
            case .begin(appearing: false, _):
                disappearing = true
                let coordinator = window?.coordinator
                self.viewWillDisappear(
                    beingDismissed: screen.isBeingDismissed,
                    navigationControllerIsBeingDismissed: screen.navigationController?.isBeingDismissed == true,
                    coordinatorIsAnimated: coordinator?.isAnimated == true
                ) { ended in
                    coordinator?.animate(alongsideTransition: false) { ended($0.isCancelled) }
                }
            case .begin(appearing: true, _):
                disappearing = false
            case .end:
                if disappearing { self.viewDidDisappear() }
            case .cancel:
                break
            }
        }
    }
}
