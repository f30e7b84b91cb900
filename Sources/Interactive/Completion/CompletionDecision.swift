/// How an interactive transition ends once the gesture lets go: run on to the end, or back to the
/// start.
///
/// Mirrors the choice between `finishInteractiveTransition()` and `cancelInteractiveTransition()`
/// of `UIViewControllerContextTransitioning`.
public enum CompletionDecision: Sendable, Equatable, CaseIterable {
    /// Animate the rest of the way and complete with `finished == true`.
    case finish
    /// Animate back to the start, restore the from-view, and complete with `finished == false`.
    case cancel

    /// Whether the transition completes as finished (`completeTransition(true)`).
    public var isFinish: Bool { self == .finish }
}
