import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

/// The rules every physics built-in keeps, in every operation, on the headless stage.
@MainActor
@Suite struct PhysicsTransitionsTests {
    @Test(arguments: PhysicsCatalog.allCombinations)
    func startsWithTheOutgoingScreenAndEndsWithTheIncomingOne(builtIn: PhysicsCatalog, operation: TransitionOperation) {
        let context = PlanFixtures.context(operation)
        let plan = builtIn.transition.plan(for: context)
        PlanFixtures.expectScreensSwap(plan, in: context)
        #expect(plan.timing == .curve(.linear))
        #expect(plan.duration > 0)
    }

    @Test(arguments: PhysicsCatalog.allCombinations)
    func runsToTheEndLeavingNothingBehind(builtIn: PhysicsCatalog, operation: TransitionOperation) {
        let run = TransitionHarness(builtIn.transition, context: PlanFixtures.context(operation))
        #expect(run.runToEnd() == true)
        #expect(run.problemsAfterFinish() == [])
        #expect(run.recordedStates.allSatisfy { $0.entries.allSatisfy { $0.state.isFinite } })
    }

    @Test(arguments: PhysicsCatalog.allCases, [0, 0.3, 0.7, 0.99] as [CGFloat])
    func cancelRestoresTheFromViewExactly(builtIn: PhysicsCatalog, progress: CGFloat) {
        for operation in [TransitionOperation.present, .dismiss, .pop] {
            let run = TransitionHarness(builtIn.transition, context: PlanFixtures.context(operation))
            run.perform([.begin, .update(progress), .cancel(), .runToEnd])
            #expect(run.problemsAfterCancel() == [], "\(operation)")
        }
    }

    /// A cancel while the simulation plays (not only while scrubbing) reverses it back home.
    @Test(arguments: PhysicsCatalog.allCases)
    func aRunningTransitionReversesOnCancel(builtIn: PhysicsCatalog) {
        let run = TransitionHarness(builtIn.transition, context: PlanFixtures.context(.dismiss))
        run.perform([.start, .wait(0.2), .cancel(), .runToEnd])
        #expect(run.problemsAfterCancel() == [])
    }

    @Test(arguments: PhysicsCatalog.allCases, [TransitionOperation.present, .dismiss])
    func scrubbingForwardThenBackShowsTheSameStates(builtIn: PhysicsCatalog, operation: TransitionOperation) {
        let run = TransitionHarness(builtIn.transition, context: PlanFixtures.context(operation))
        let stops: [CGFloat] = [0.1, 0.25, 0.5, 0.8, 0.95]
        run.perform(.begin)
        var forward: [TransitionState] = []
        for stop in stops {
            run.perform(.update(stop))
            forward.append(run.driver.currentState)
        }
        for (stop, expected) in zip(stops, forward).reversed() {
            run.perform(.update(stop))
            #expect(run.driver.currentState == expected, "\(stop)")
            #expect(run.stage.differences(from: expected) == [])
        }
        // The states differ along the way: the scrub really moves something.
        #expect(forward.first != forward.last)
    }

    @Test(arguments: PhysicsCatalog.allCombinations)
    func theSimulationFinishesWithinItsCap(builtIn: PhysicsCatalog, operation: TransitionOperation) {
        let plan = builtIn.transition.plan(for: PlanFixtures.context(operation))
        #expect(plan.duration <= builtIn.cap + 1e-9)
    }

    @Test(arguments: PhysicsCatalog.allCombinations)
    func plansAreDeterministic(builtIn: PhysicsCatalog, operation: TransitionOperation) {
        let context = PlanFixtures.context(operation)
        let first = builtIn.transition.plan(for: context)
        let second = builtIn.transition.plan(for: context)
        #expect(first.duration == second.duration)
        for index in 0...64 {
            let progress = CGFloat(index) / 64
            #expect(first.state(at: progress) == second.state(at: progress))
        }
    }

    @Test(arguments: PhysicsCatalog.allCases)
    func reduceMotionGivesTheCrossFade(builtIn: PhysicsCatalog) {
        for operation in TransitionOperation.allCases {
            let context = PlanFixtures.context(operation, reduceMotion: true)
            let plan = builtIn.transition.plan(for: context)
            let crossFade = CrossFadeTransition().plan(for: context)
            #expect(plan.duration == crossFade.duration)
            for progress in stride(from: 0, through: 1, by: 0.25) as StrideThrough<CGFloat> {
                #expect(plan.state(at: progress) == crossFade.state(at: progress))
            }
        }
    }

    @Test(arguments: PhysicsCatalog.allCases)
    func rightToLeftLayoutsStillStartAndEndAtRest(builtIn: PhysicsCatalog) {
        for operation in [TransitionOperation.present, .dismiss] {
            let run = TransitionHarness(builtIn.transition, context: PlanFixtures.context(operation, layoutDirection: .rightToLeft))
            #expect(run.runToEnd() == true)
            #expect(run.problemsAfterFinish() == [], "\(operation)")
        }
    }

    /// Hostile containers (tiny, huge, offset, odd frames): every physics built-in still yields
    /// finite states and finishes within its cap; a scene the engine refuses gives the cross-fade.
    @Test func hostileContextsNeverProduceNonFiniteStates() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<12 {
            let size = CGSize(width: random.cgFloat(in: 0.001...2e6), height: random.cgFloat(in: 0.001...2e6))
            let context = try TransitionContext(
                operation: TransitionOperation.allCases.randomElement(using: &random)!,
                containerBounds: CGRect(origin: CGPoint(x: random.cgFloat(in: -1e4...1e4), y: 0), size: size),
                fromInitialFrame: CGRect(x: random.hostileCGFloat(), y: 0, width: random.hostileCGFloat(), height: 10),
                toFinalFrame: CGRect(x: 0, y: random.hostileCGFloat(), width: 10, height: random.hostileCGFloat())
            )
            for builtIn in PhysicsCatalog.allCases {
                let plan = builtIn.transition.plan(for: context)
                #expect(plan.duration <= max(builtIn.cap, CrossFadeTransition().duration) + 1e-9)
                for time in [0, 0.13, 0.5, 0.77, 1] as [CGFloat] {
                    #expect(plan.state(at: time).entries.allSatisfy { $0.state.isFinite })
                }
            }
        }
    }

    @Test func theCatalogueListsEveryPhysicsBuiltInOnce() {
        let all = BuiltInTransitions.physics()
        #expect(all.map(\.name) == ["Drop", "Drop (settle and fade)", "Swing-drop (physical)", "Shatter (200 tiles)", "Snap-in", "Throw",
                                     "Newton's cradle (5 strips)"])
        #expect(all.allSatisfy { $0 is any SimulatedTransition })
    }
}

/// The Newton's cradle built-in: the impact passes through the strips at rest to the last one.
@Suite struct NewtonsCradleTransitionTests {
    /// The engine's cradle (NewtonsCradleTests in DynamicsTests) seen in the plan: when the first strip
    /// has struck, the strips between stay where they hung and the last swings out to the right.
    @Test func theLastStripSwingsOutAndTheOthersKeepStill() throws {
        let context = PlanFixtures.context(.dismiss)
        let scene = NewtonsCradleTransition().scene(for: context)
        let recording = try scene.simulate()
        let rests = scene.bodies.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
        // The sample just before the rods let go (1.3 quarter periods).
        let release = 1.3 * Double.pi / 2 * (600.0 / 6000).squareRoot()
        let sample = Int(release / recording.sampleInterval) - 1
        for k in 1..<4 {
            let pose = recording.pose(ofBody: k, atSample: sample)
            // Still to within 5 pt 0.15 s after an impact at about 1 150 pt/s: under 3 % of its speed.
            #expect(hypot(pose.center.x - rests[k].x, pose.center.y - rests[k].y) < 5, "strip \(k) kept still")
        }
        let last = recording.pose(ofBody: 4, atSample: sample)
        #expect(last.center.x - rests[4].x > 50, "the last strip swung out")
        let first = recording.pose(ofBody: 0, atSample: sample)
        #expect(abs(first.center.x - rests[0].x) < 5, "the first strip stopped where it struck")
    }
}
