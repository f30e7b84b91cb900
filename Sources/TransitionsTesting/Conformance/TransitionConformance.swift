import Foundation
import Interactive
import Transitions

/// One call that checks a transition the way UIKit will play it: every operation, both layout
/// directions, Reduce Motion on and off, a phone and an iPad, full screen, on a card and on a
/// sheet, each run to its end, cancelled, reversed, restarted and resized mid-flight under
/// ``UIKitTransitionRunner`` with the kit's own controllers. An empty array means it passed.
///
/// ```swift
/// @MainActor @Test func riseAndFadeConforms() {
///     #expect(TransitionConformance.problems(of: RiseAndFade()) == [])
/// }
/// ```
///
/// Each problem (``ConformanceProblem/Kind``) says where and what: a view left behind, a from-view
/// not restored on cancel, completion not exactly once, a NaN frame, a z-order surprise, a view
/// outside the container, a dimming view left wrong, the wrong outcome, a runner rule broken. Every
/// built-in passes. The default ``Options`` run 80 environments × 8 scripts (seconds in a debug
/// build); pass fewer to go faster. Plans are built once per context and reused, so they must
/// depend on the context only (as ``Transition`` asks).
///
/// The scripts, their order and what a resize must leave: docs/testing.md, "Check everything at once".
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
