import Foundation
import Transitions

/// Turns what UIKit reports about a transition moving one screen into the screen's
/// ``TransitionProgress``: the start (`viewWillAppear`/`viewWillDisappear` with a transition
/// coordinator), one reading of the transition's fraction per display frame, the end of the
/// interaction, and the end.
///
/// The readings come from a probe animated alongside the transition (the coordinator's
/// `animate(alongsideTransition:)`, which UIKit adds to the transition's interruptible animator),
/// so they follow a scrub, a reversal, a completion curve and a cancel exactly as the views do.
/// Bad readings never reach SwiftUI: a non-finite fraction is ignored, others are clamped to 0…1,
/// and readings outside a transition are ignored.
@MainActor
package struct TransitionProgressTracker {
    /// The screen's progress now.
    package private(set) var progress: TransitionProgress = .idle

    /// The smallest change of the fraction reported as a change (default 1/1000): smaller ones
    /// do not update SwiftUI.
    package var resolution: CGFloat

    /// A tracker with no transition.
    package init(resolution: CGFloat = 0.001) {
        self.resolution = resolution.isFinite && resolution >= 0 ? resolution : 0.001
    }

    /// A transition starts moving the screen: `phase` is its part (`.appearing` or
    /// `.disappearing`; `.idle` is ignored), `operation` what moves it, `interactive` whether a
    /// gesture drives it from the start. Progress starts at 0.
    package mutating func began(_ phase: TransitionProgress.Phase, operation: TransitionOperation?, interactive: Bool) {
        guard phase != .idle else { return }
        progress = TransitionProgress(phase: phase, progress: 0, isInteractive: interactive, operation: operation)
    }

    /// A transition starts moving the screen, its operation read from UIKit's two view controllers
    /// (`reading`, decided by the kit's one operation rule, ``TransitionOperationReading/operation``).
    package mutating func began(_ phase: TransitionProgress.Phase, reading: TransitionOperationReading, interactive: Bool) {
        began(phase, operation: reading.operation, interactive: interactive)
    }

    /// A display frame's reading of the transition's fraction (0…1). Returns whether the progress
    /// changed by at least ``resolution`` (or reached 0 or 1), i.e. whether SwiftUI should update.
    @discardableResult
    package mutating func sample(_ fraction: CGFloat) -> Bool {
        guard progress.isTransitioning, fraction.isFinite else { return false }
        let clamped = min(max(fraction, 0), 1)
        let delta = abs(clamped - progress.progress)
        guard delta >= resolution || (delta > 0 && (clamped == 0 || clamped == 1)) else { return false }
        progress.progress = clamped
        return true
    }

    /// The gesture let go (the coordinator's interaction-change notification): the transition
    /// now completes or cancels on its own.
    package mutating func interactionEnded() {
        guard progress.isTransitioning else { return }
        progress.isInteractive = false
    }

    /// The transition ended (the coordinator's completion), finished or cancelled: the screen is
    /// idle again, whichever way it went.
    package mutating func ended() {
        progress = .idle
    }
}
