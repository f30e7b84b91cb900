#if canImport(UIKit)
import UIKit

/// The animator UIKit gets from the kit's `interruptibleAnimator(using:)`, as the session logic
/// sees it. `isRunning`, `isReversed`, `fractionComplete`, `startAnimation()`, `pauseAnimation()`
/// and `stopAnimation(_:)` are UIKit's own.
extension UIViewPropertyAnimator: TransitionAnimator {
    /// `state` as the kit's value; a state a later SDK might add reads as `.active` (the one that
    /// must not be released without stopping).
    package var animatorState: AnimatorPlayback.State {
        switch state {
        case .inactive: .inactive
        case .active: .active
        case .stopped: .stopped
        @unknown default: .active
        }
    }

    /// `finishAnimation(at:)` with the kit's position.
    package func finishAnimation(at position: AnimatorPlayback.EndPosition) {
        finishAnimation(at: UIViewAnimatingPosition(position))
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` with a cubic curve (`nil`: the
    /// animator's own timing).
    package func continueAnimation(curve: TimingCurve?, durationFactor: CGFloat) {
        continueAnimation(withTimingParameters: curve.map { UICubicTimingParameters($0) }, durationFactor: durationFactor)
    }

    /// `addCompletion(_:)` with the kit's position.
    package func addEndHandler(_ completion: @escaping @MainActor (AnimatorPlayback.EndPosition) -> Void) {
        addCompletion { position in completion(AnimatorPlayback.EndPosition(position)) }
    }
}

extension UIViewAnimatingPosition {
    /// UIKit's position for the kit's.
    package init(_ position: AnimatorPlayback.EndPosition) {
        switch position {
        case .start: self = .start
        case .end: self = .end
        case .current: self = .current
        }
    }
}
#endif
