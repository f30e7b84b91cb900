import Foundation

/// Something that happened to an interaction: a gesture state change, mirroring
/// `UIGestureRecognizer.State`, or the transition reporting that it has ended.
///
/// A UIKit adapter maps its recognizer's `state` one to one: `.began`, `.changed`, `.ended`,
/// `.cancelled`, `.failed` (`.possible` is never delivered to an action method and has no case).
/// Whoever runs the transition reports its end with ``transitionDidComplete(finished:)``.
public enum InteractionEvent: Sendable, Equatable {
    /// The gesture was recognised (`UIGestureRecognizer.State.began`). Starts an interaction when
    /// the machine is idle or a previous interaction has completed; ignored otherwise.
    case began(GestureSample)

    /// The gesture moved (`.changed`). Updates progress while interacting; ignored otherwise.
    case changed(GestureSample)

    /// The finger lifted (`.ended`). Decides finish or cancel with the completion policy while
    /// interacting; ignored otherwise (a second `.ended` changes nothing).
    case ended(GestureSample)

    /// The system took the gesture away (`.cancelled`, e.g. an incoming call). Decided exactly like
    /// ``ended(_:)``; the policy can tell the two apart through
    /// ``InteractionRelease/reason``.
    case cancelled(GestureSample)

    /// The recognizer failed (`.failed`). UIKit only fails a recognizer that never began, so while
    /// idle this changes nothing; if it does arrive mid-interaction (a custom recognizer or a faulty
    /// adapter), the transition is cancelled, because a gesture that was not recognised must not
    /// leave a transition done.
    case failed

    /// The transition reported completion (`finished` as passed to `completeTransition(_:)`).
    ///
    /// Moves a completing interaction to ``InteractionMachine/State/completed(finished:)``. It is
    /// also accepted mid-interaction, for a transition that ended without the gesture (torn down or
    /// interrupted). Ignored when idle or already completed, so a duplicate report changes nothing.
    case transitionDidComplete(finished: Bool)
}
