import Foundation

/// The session ownership and lifecycle decisions of an animation controller: UIKit's four calls
/// and an interaction controller's claim get **one** ``TransitionSession`` per transition.
///
/// `TransitionAnimationController` forwards UIKit's calls here; `TransitionsTesting` runs the same
/// keeper under its model of UIKit's transition runner. UIKit's order and the rules the keeper
/// keeps (one plan, one session, a completed transition stays completed, a new context ends the
/// old one, no session kept after completion): <doc:UIKitCallOrder>.
@MainActor
package final class TransitionSessionKeeper<Platform: SessionPlatform> {
    /// The session type this keeper makes.
    package typealias Session = TransitionSession<Platform>

    /// Where plans, stages and animators are made.
    package let platform: Platform
    /// The session of the transition in progress, if any.
    package private(set) var current: Session?
    /// How many plans the keeper has asked its platform for (one per transition).
    package private(set) var planBuilds = 0

    private var planned: (context: WeakContext, plan: TransitionPlan)?
    /// The plan that answered `transitionDuration(using:)` before the start, with what it was built
    /// from: reused at the start only when UIKit's context still reads the same.
    private var provisional: (context: WeakContext, reading: TransitionContextReading?, plan: TransitionPlan)?
    /// The `completeTransition(_:)` calls of this keeper's sessions under way, innermost last:
    /// UIKit's `animationEnded(_:)` calls made inside one are about that session.
    private var reporting: [WeakSession] = []

    private struct WeakSession {
        weak var session: Session?
    }

    private struct WeakContext {
        weak var object: (any SessionContext)?
        func `is`(_ context: any SessionContext) -> Bool { object === context }
    }

    /// Creates a keeper making everything on `platform`.
    package init(platform: Platform) {
        self.platform = platform
    }

    /// The plan the transition `context` stands for plays: the running session's, the one built
    /// earlier for the same context, or one built now, at the start (counted in ``planBuilds``).
    ///
    /// It is built when the screen is ready: after UIKit has set the to-view controller's final
    /// frame and sent the appearance callbacks, with the to-view laid out and a transition that
    /// reads UIKit when it runs (a zoom from a view) measured then (facts 8, 9 and 12 of
    /// <doc:UIKitCallOrder>). The plan that answered `transitionDuration(using:)` at the request
    /// is reused only when UIKit's context reads the same now and the transition reads nothing
    /// more of UIKit (``TransitionContextReading/buildsTheSamePlan(as:reduceMotion:)``).
    package func plan(for context: any SessionContext) -> TransitionPlan {
        if let existing = existingPlan(for: context) { return existing }
        let reading = platform.reading(for: context)
        let plan: TransitionPlan
        if let provisional, provisional.context.is(context), !platform.resolvesWhenTransitionRuns,
           Self.sameInputs(provisional.reading, reading, reduceMotion: platform.reduceMotionOverride) {
            plan = provisional.plan
        } else {
            platform.layOutToView(for: context)
            plan = platform.plan(for: reading, context: context, resolving: true)
            planBuilds += 1
        }
        provisional = nil
        planned = (WeakContext(object: context), plan)
        return plan
    }

    /// `transitionDuration(using:)`: the plan's duration in seconds, or 0 when the transition
    /// completes at once (``AnimatorPlayback/reportedDuration(isAnimated:planDuration:)``).
    ///
    /// Before the start (a navigation controller and a tab bar controller ask inside the request,
    /// before the to-view controller's final frame is set and before the appearance callbacks:
    /// facts 8 and 12 of <doc:UIKitCallOrder>), it is answered from a plan that reads only what
    /// UIKit's context reports now, measures no view and is not played; the plan played is built
    /// at the start (``plan(for:)``).
    package func transitionDuration(for context: any SessionContext) -> TimeInterval {
        if let ended = ended(context) {
            return AnimatorPlayback.reportedDuration(isAnimated: context.isAnimated, planDuration: ended.duration)
        }
        return AnimatorPlayback.reportedDuration(isAnimated: context.isAnimated, planDuration: planForDuration(context).duration)
    }

    /// The plan that answers the duration: the transition's own once it exists, else a
    /// provisional one for what UIKit's context reads now (built again only when that changes).
    private func planForDuration(_ context: any SessionContext) -> TransitionPlan {
        if let existing = existingPlan(for: context) { return existing }
        let reading = platform.reading(for: context)
        if let provisional, provisional.context.is(context), Self.sameInputs(provisional.reading, reading, reduceMotion: platform.reduceMotionOverride) {
            return provisional.plan
        }
        let plan = platform.plan(for: reading, context: context, resolving: false)
        planBuilds += 1
        provisional = (WeakContext(object: context), reading, plan)
        return plan
    }

    /// The plan already made for `context`: the running session's, another keeper's session's, or
    /// the one built at the start for it.
    private func existingPlan(for context: any SessionContext) -> TransitionPlan? {
        if let current, current.context === context { return current.plan }
        if let owned = sessionOfAnotherKeeper(for: context) { return owned.plan }
        if let planned, planned.context.is(context) { return planned.plan }
        return nil
    }

    /// Whether plans built from the two readings are the same plan.
    private static func sameInputs(_ a: TransitionContextReading?, _ b: TransitionContextReading?, reduceMotion: Bool?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.buildsTheSamePlan(as: b, reduceMotion: reduceMotion)
    }

    /// `animateTransition(using:)`: starts the session's animator; when the transition is not
    /// animated or its plan lasts no time (and no interaction drives it), completes it at once in
    /// its final state instead (UIKit then calls `animationEnded(_:)` before this returns). A
    /// repeated call, or one for a transition an interaction controller plays, changes nothing.
    package func animateTransition(_ context: any SessionContext) {
        if ended(context) != nil { return }
        if sessionOfAnotherKeeper(for: context) != nil { return }
        let session = session(for: context, player: .animator)
        guard session.player == .animator else { return }
        if AnimatorPlayback.completesImmediately(
            isAnimated: context.isAnimated, isInteractive: context.isInteractive, duration: session.plan.duration) {
            session.completeImmediately()
        } else {
            session.start()
        }
    }

    /// `interruptibleAnimator(using:)`: the one animator of the transition, the same object on
    /// every call: the session's player; for a transition an interaction controller plays, its
    /// follower; for a transition already completed, its finished animator (for a transition that
    /// never made one, a new animator run through to the end UIKit was told), so nothing is set up
    /// again.
    package func interruptibleAnimator(for context: any SessionContext) -> Platform.Animator {
        if let ended = ended(context) {
            if let animator = ended.animator { return animator }
            let finished = platform.makeFollower(duration: ended.duration, for: context)
            finished.runThrough(to: ended.finished ? .end : .start)
            ended.animator = finished
            return finished
        }
        if let owned = sessionOfAnotherKeeper(for: context) { return owned.animatorForUIKit(for: context) }
        return session(for: context, player: .animator).animatorForUIKit(for: context)
    }

    /// The session an interaction controller plays itself (`startInteractiveTransition(_:)` of a
    /// custom interaction controller): made for `context` as ``TransitionSession/Player/owner``,
    /// or the one already made for it. The keeper then answers UIKit's `interruptibleAnimator`
    /// with that session's follower. `nil` when the transition has already completed.
    ///
    /// Should an animator already play the transition (UIKit asked for it before starting the
    /// interaction controller, an order it does not use), that session is abandoned (its views
    /// restored, its animator stopped) and an owner's session made in its place.
    package func claimSession(for context: any SessionContext) -> Session? {
        if ended(context) != nil { return nil }
        if let owned = sessionOfAnotherKeeper(for: context) { return owned }
        if let current, current.context === context, current.player == .animator, !current.driver.phase.isCompleted {
            current.abandon(completed: nil)
            self.current = nil
        }
        return session(for: context, player: .owner)
    }

    /// `animationEnded(_:)`: the transition is over. If its driver has not completed (UIKit
    /// ended it early, or another object drove it), the views are put in the state UIKit reports
    /// and temporary views removed, without a second `completeTransition(_:)`. The session is
    /// released (its stage, driver and views), by this keeper and by its context, which keeps only
    /// a ``CompletedTransition`` (the outcome, the duration and the finished animator, which holds
    /// its stage weakly) for late calls from any keeper: however long UIKit keeps its context, it
    /// keeps no view alive.
    ///
    /// UIKit calls it once for a navigation transition and twice for a presentation, a dismissal
    /// and a tab switch (the container's completion handler, then the context, after the
    /// coordinator's completion blocks: fact 13 of <doc:UIKitCallOrder>). Inside the
    /// `completeTransition(_:)` of one of this keeper's sessions every call is about that session
    /// (the second finds it released already), so a transition started in between (from a
    /// coordinator completion block, with the same animation controller) is never ended by the
    /// second call. Outside one (another object completed UIKit's context), the call is about the
    /// running session; a repeated call then finds none.
    package func animationEnded(_ transitionCompleted: Bool) {
        if let call = reporting.last {
            if let session = call.session { end(session, completed: transitionCompleted) }
            return
        }
        guard let current else { return }
        end(current, completed: transitionCompleted)
    }

    /// Releases `session` (see ``animationEnded(_:)``).
    private func end(_ session: Session, completed: Bool) {
        session.abandon(completed: completed)
        if session === current {
            current = nil
            planned = nil
            provisional = nil
        }
        markCompleted(session, finished: completed)
    }

    /// `session` is about to call `completeTransition(_:)` (`isReporting`), or has returned from it.
    private func session(_ session: Session?, isReporting: Bool) {
        if isReporting {
            reporting.append(WeakSession(session: session))
        } else if let index = reporting.lastIndex(where: { $0.session === session }) {
            reporting.remove(at: index)
        }
    }

    /// The record of the completed transition `context` stands for, if it is over.
    private func ended(_ context: any SessionContext) -> CompletedTransition<Platform.Animator>? {
        context.attachedSession as? CompletedTransition<Platform.Animator>
    }

    /// Replaces `session` on its context by the record of its end.
    private func markCompleted(_ session: Session, finished: Bool) {
        guard let context = session.context, context.attachedSession === session else { return }
        context.attachedSession = CompletedTransition(finished: finished, duration: session.plan.duration, animator: session.animator)
    }

    /// The session another keeper made for `context` (an interaction controller's own keeper,
    /// unpaired from this animation controller), found on the context: the transition's one
    /// session, which this keeper then answers for instead of making a second one.
    private func sessionOfAnotherKeeper(for context: any SessionContext) -> Session? {
        guard let attached = context.attachedSession as? Session, attached !== current, attached.context === context
        else { return nil }
        return attached
    }

    /// The running session for `context`, made with `player` if there is none; a session for
    /// another context is ended first.
    private func session(for context: any SessionContext, player: Session.Player) -> Session {
        if let current, current.context === context { return current }
        let plan = plan(for: context)
        if let replaced = current {
            // UIKit waits for `completeTransition(_:)` of the transition being replaced: end it
            // where it was heading and tell it, once (its `animationEnded` finds nothing current).
            current = nil
            replaced.tearDown()
            if replaced.hasReportedCompletion { markCompleted(replaced, finished: replaced.driver.phase == .completed(finished: true)) }
        }
        let session = Session(context: context, plan: plan, player: player, platform: platform)
        session.reportingDidChange = { [weak self, weak session] isReporting in self?.session(session, isReporting: isReporting) }
        planned = nil
        current = session
        context.attachedSession = session
        return session
    }
}
