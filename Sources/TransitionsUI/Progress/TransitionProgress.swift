import Foundation
import Transitions

/// Where the transition moving a screen is, for the screen's SwiftUI content: whether the screen
/// is appearing or disappearing, how far the transition is, and whether a finger drives it.
///
/// Every screen a `TransitionNavigationStack` or a presentation modifier shows reads it from the
/// environment (`@Environment(\.transitionProgress)`), updated every display frame while a
/// transition moves the screen and following a scrub, a reversal and a cancel:
///
/// ```swift
/// struct Toolbar: View {
///     @Environment(\.transitionProgress) private var transition
///     var body: some View {
///         Buttons().opacity(transition.visibility)        // fades in and out with the screen
///     }
/// }
/// ```
public struct TransitionProgress: Equatable, Sendable {
    /// The screen's part in the transition.
    public enum Phase: Equatable, Sendable {
        /// No transition moves the screen: it is simply on screen.
        case idle
        /// The screen is coming on screen (pushed, presented, or shown again by a pop or a
        /// dismissal of what covered it).
        case appearing
        /// The screen is leaving (popped, dismissed, or covered by a push or a presentation).
        case disappearing
    }

    /// The screen's part in the transition.
    public var phase: Phase
    /// How far the transition is, from 0 (its start) to 1 (its end), in the transition's own
    /// timing: the fraction the animator shows (its timing curve applied), so content following it
    /// moves with the views. Always in 0…1; 0 while ``Phase/idle``. A cancelled transition runs
    /// back towards 0.
    public var progress: CGFloat
    /// Whether a gesture drives the transition now (it becomes `false` when the finger lifts and
    /// the transition completes or cancels on its own).
    public var isInteractive: Bool
    /// The operation that moves the screen, `nil` while ``Phase/idle``.
    public var operation: TransitionOperation?

    /// A screen on screen with no transition: ``Phase/idle``, progress 0.
    public static let idle = TransitionProgress(phase: .idle, progress: 0, isInteractive: false, operation: nil)

    /// A progress value; `progress` is clamped to 0…1 and a non-finite one is 0.
    public init(phase: Phase, progress: CGFloat, isInteractive: Bool = false, operation: TransitionOperation? = nil) {
        self.phase = phase
        self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
        self.isInteractive = isInteractive
        self.operation = operation
    }

    /// How visible the screen is, 0…1: 1 while idle, ``progress`` while appearing, `1 − progress`
    /// while disappearing. Multiply an opacity by it to fade content with its screen.
    public var visibility: CGFloat {
        switch phase {
        case .idle: 1
        case .appearing: progress
        case .disappearing: 1 - progress
        }
    }

    /// Whether a transition moves the screen.
    public var isTransitioning: Bool { phase != .idle }
}
