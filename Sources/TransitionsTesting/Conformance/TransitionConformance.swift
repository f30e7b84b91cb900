import Foundation
import Interactive
import Transitions

/// One call that checks a transition the way UIKit will play it: every operation, both layout
/// directions, Reduce Motion on and off, a phone and an iPad, full screen, on a card and on a sheet
/// with detents, each run
/// to its end, cancelled at several progresses, reversed, restarted at once, and resized
/// mid-flight, under the model of UIKit's transition runner (``UIKitTransitionRunner``) with the
/// kit's own animation and interaction controllers.
///
/// ```swift
/// @MainActor @Test func riseAndFadeConforms() {
///     #expect(TransitionConformance.problems(of: RiseAndFade()) == [])
/// }
/// ```
///
/// Every problem is named (``ConformanceProblem/Kind``) and says where it happened and what was
/// seen: a view left behind, a from-view not restored exactly on cancel, a completion not
/// reported exactly once, a NaN or infinite frame, a z-order surprise, a view outside the
/// container at the end, a card's dimming view left wrong, an outcome other than the gesture
/// asked for, or a rule of UIKit's runner broken. An empty array means the transition passed
/// everything. Each built-in of the kit passes (`BuiltInTransitions.all()` and
/// `BuiltInTransitions.physics()`).
///
/// The default ``Options`` run 80 environments through 8 scripts each (a few seconds for a
/// keyframed transition in a debug build); pass fewer operations, devices or scripts to go faster.
/// A transition's plan is built once per context and reused across the scripts, so plans must
/// depend on the context only (as ``Transition`` asks).
///
/// What the runs do, in UIKit's order (see ``UIKitTransitionRunner``): every transition gets the
/// views UIKit hands out (a card's presenting view is not: `view(forKey:)` is `nil` for it, and the
/// runner reports a transition that changes it); before the start the app registers an animation
/// alongside with a completion block on the transition coordinator, and for an interactive one a
/// `notifyWhenInteractionChanges` handler; the context is in flight only once the start has
/// returned, and work queued on the main run loop runs at the end of each turn, before the next
/// display frame. A run to the end starts the transition with no interaction controller; a cancel
/// drives it with the kit's plan-driven pinch or its percent-driven controller (alternately) to a
/// progress and lets go with a policy that cancels, UIKit starting the transition on the run-loop
/// turn after the gesture's request; the interactive finish and the reverse are started by UIKit
/// inside the request; in these scripts the app adds an animation alongside once the transition is
/// in flight (UIKit asks for the interruptible animator again); the reverse drives past 80 % and
/// back, letting go while moving back; the rapid restart cancels a transition as soon as it starts, then starts
/// the next one with the same interaction controller and finishes it; the resize turns the
/// container to landscape half way through, resizing the views UIKit handed out with it (their
/// autoresizing) while the transition plays on. The model has no layout pass: after a resize, the
/// view that stays must rest where the transition's plan puts it (UIKit's layout of the container
/// then moves it), where its autoresizing carried it, or for a card where the card's presentation
/// controller lays it out in the new container; and inside the old or the new container.
@MainActor
public enum TransitionConformance {
    /// Every problem `transition` shows in the scenarios of `options`, in order; empty when there
    /// is none. The kit's animation controller plays it (``ModelTransitionAnimationController``),
    /// and the kit's interaction controllers drive the interactive scripts; the plan itself is also
    /// checked for non-finite values and for views that still cover the screen that stays at the
    /// end of the motion.
    public static func problems(of transition: any Transition, options: Options = Options()) -> [ConformanceProblem] {
        let cache = PlanCache(transition)
        return check(.transition(cache), options: options)
    }

    /// Every problem an animation controller of your own shows in the scenarios of `options`: for
    /// logic you drive under the model of UIKit's runner through ``RunnerAnimationController``.
    /// `makeController` is called once per transition, as a delegate vends one. The interactive
    /// scripts use UIKit's percent-driven transition (``ModelPercentDrivenInteractiveTransition``),
    /// which needs `interruptibleAnimator(using:)`; they are skipped for a controller that does not
    /// implement it.
    public static func problems(
        ofAnimationController makeController: @escaping @MainActor () -> any RunnerAnimationController, options: Options = Options()
    ) -> [ConformanceProblem] {
        check(.controller(makeController), options: options)
    }

    // MARK: Running

    /// The keyframes the runs' players get: the plan at 8 even steps. The model of UIKit's runner
    /// keeps no presentation layer (a view holds what was last set on it), so how finely a plan is
    /// sampled changes nothing the suite checks, and sampling as finely as on iOS (`PlanSampler()`,
    /// whose accuracy its own tests check) would cost most of the suite's time.
    static let keyframes = PlanSampler(initialIntervals: 8, maximumSampleCount: 9)

    /// What is checked.
    enum Subject {
        /// A transition, played by the kit's controllers.
        case transition(PlanCache)
        /// An animation controller of the user's.
        case controller(@MainActor () -> any RunnerAnimationController)
    }

    /// How a scripted interaction reaches UIKit.
    enum Driver {
        /// The kit's plan-driven pinch, paired with the kit's animation controller.
        case planDriven
        /// The kit's percent-driven controller (UIKit's class with the kit's flow).
        case percentDriven
        /// UIKit's percent-driven transition, called directly (for controllers of the user's).
        case uiKitPercentDriven
    }

    private static func check(_ subject: Subject, options: Options) -> [ConformanceProblem] {
        var found: [ConformanceProblem] = []
        for environment in Environment.all(options) {
            guard let context = try? environment.transitionContext(isInteractive: false) else {
                found.append(ConformanceProblem(.uikitRuleBroken, scenario: environment.name,
                                                detail: "the device's container \(environment.device.size) is not usable"))
                continue
            }
            if case .transition(let cache) = subject {
                found += planProblems(cache.plan(for: context), environment: environment)
            }
            for (index, script) in options.allScripts.enumerated() {
                found += play(script, index: index, subject: subject, environment: environment, options: options)
            }
        }
        var seen = Set<ConformanceProblem>()
        return found.filter { seen.insert($0).inserted }
    }

    /// The plan's own problems: non-finite values, and views covering the screen that stays at
    /// either end of the motion.
    private static func planProblems(_ plan: TransitionPlan, environment: Environment) -> [ConformanceProblem] {
        let name = "\(environment.name) · plan"
        return nonFiniteValues(in: plan).map { ConformanceProblem(.nonFiniteFrame, scenario: name, detail: $0) }
            + coveringViews(atEndOf: plan, finished: true).map { ConformanceProblem(.zOrderSurprise, scenario: "\(name) at its end", detail: $0) }
            + coveringViews(atEndOf: plan, finished: false).map {
                ConformanceProblem(.zOrderSurprise, scenario: "\(name) at its start, where a cancel ends", detail: $0)
            }
    }

    private static func play(_ script: Script, index: Int, subject: Subject, environment: Environment, options: Options) -> [ConformanceProblem] {
        // The kit's controllers for a transition (the cancels alternate between the two players
        // of a plan: the driver, frame by frame, and Core Animation's keyframes); UIKit's
        // percent-driven transition for a controller of the user's.
        let isTransition = subject.isTransition
        var driver: Driver = isTransition ? .percentDriven : .uiKitPercentDriven
        if isTransition, case .cancel = script, index % 2 == 0 { driver = .planDriven }
        if isTransition, script == .reverse || script == .rapidRestart { driver = .planDriven }
        var name = "\(environment.name) · \(script)"
        if case .cancel = script, isTransition { name += driver == .planDriven ? " (plan-driven)" : " (percent-driven)" }
        let scenario = Scenario(name: name, environment: environment, subject: subject, options: options)
        switch script {
        case .runToEnd:
            scenario.runToEnd()
        case .cancel(let progress):
            let clamped = min(max(progress.isFinite ? progress : 0, 0), 1)
            scenario.drive(to: [clamped / 2, clamped], release: 0, finishes: false, decides: false, via: driver)
        case .interactiveFinish:
            scenario.drive(to: [0.25, 0.5], release: 0.5, finishes: true, decides: true, via: driver, startsInsideRequest: true)
        case .reverse:
            scenario.drive(to: [0.3, 0.6, 0.85, 0.6, 0.4], release: -3, finishes: false, decides: nil, via: driver, startsInsideRequest: true)
        case .rapidRestart:
            scenario.rapidRestart(via: driver)
        case .resizeMidFlight:
            scenario.runToEnd(resizingAfter: 0.5)
        }
        return scenario.problems
    }
}

extension TransitionConformance.Subject {
    var isTransition: Bool {
        if case .transition = self { return true }
        return false
    }
}

/// A transition whose plans are built once per context (contexts compare equal field by field).
final class PlanCache: Transition, @unchecked Sendable {
    let base: any Transition
    private let lock = NSLock()
    private var plans: [(context: TransitionContext, plan: TransitionPlan)] = []

    init(_ base: any Transition) {
        self.base = base
    }

    var name: String { base.name }

    func plan(for context: TransitionContext) -> TransitionPlan {
        if let known = lock.withLock({ plans.first { $0.context == context }?.plan }) { return known }
        let plan = base.plan(for: context)
        lock.withLock { plans.append((context, plan)) }
        return plan
    }
}
