import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

/// The rules every built-in transition keeps, in every operation, on the headless stage.
@MainActor
@Suite struct BuiltInTransitionsTests {
    @Test(arguments: BuiltInCatalog.allCombinations)
    func startsWithTheOutgoingScreenAndEndsWithTheIncomingOne(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let context = PlanFixtures.context(operation)
        let plan = builtIn.transition.plan(for: context)
        PlanFixtures.expectScreensSwap(plan, in: context)
        #expect(plan.participants.map(\.id).contains(.fromView) && plan.participants.map(\.id).contains(.toView))
    }

    @Test(arguments: BuiltInCatalog.allCombinations)
    func runsToTheEndLeavingNothingBehind(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let run = TransitionHarness(builtIn.transition, context: PlanFixtures.context(operation))
        #expect(run.runToEnd() == true)
        #expect(run.problemsAfterFinish() == [])
        #expect(run.recordedStates.allSatisfy { $0.entries.allSatisfy { $0.state.isFinite } })
    }

    @Test(arguments: BuiltInCatalog.allCases, [0, 0.3, 0.5, 0.7, 0.99] as [CGFloat])
    func cancelRestoresTheFromViewExactly(builtIn: BuiltInCatalog, progress: CGFloat) {
        for operation in TransitionOperation.allCases {
            let run = TransitionHarness(builtIn.transition, context: PlanFixtures.context(operation))
            run.perform([.begin, .update(progress), .cancel(), .runToEnd])
            #expect(run.problemsAfterCancel() == [], "\(operation)")
        }
    }

    /// A cancel while the transition plays (not only while scrubbing) reverses it back home.
    @Test(arguments: BuiltInCatalog.allCombinations)
    func aRunningTransitionReversesOnCancel(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let run = TransitionHarness(builtIn.transition, context: PlanFixtures.context(operation))
        run.perform([.start, .wait(0.2), .cancel(), .runToEnd])
        #expect(run.problemsAfterCancel() == [])
    }

    /// Two plans for the same context are the same to the last bit: at 65 instants, and in the
    /// keyframes the iOS player samples from them.
    @Test(arguments: BuiltInCatalog.allCombinations)
    func plansAreBitIdenticalAcrossRuns(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let context = PlanFixtures.context(operation)
        let first = builtIn.transition.plan(for: context)
        let second = builtIn.transition.plan(for: context)
        #expect(first.duration.bitPattern == second.duration.bitPattern)
        #expect(first.timing == second.timing)
        for index in 0...64 {
            let progress = CGFloat(index) / 64
            #expect(first.state(at: progress).bitPatterns == second.state(at: progress).bitPatterns, "\(progress)")
        }
        let keyframes = { (plan: TransitionPlan) in PlanSampler().samples(of: plan).flatMap { [UInt64($0.relativeTime.bitPattern)] + $0.state.bitPatterns } }
        #expect(keyframes(first) == keyframes(second))
    }

    /// A plan's region snapshots (strips, doors, tiles, bands) are parts of one screen that do
    /// not overlap, so a stage can draw all of them from a single render of that screen.
    @Test(arguments: BuiltInCatalog.allCombinations)
    func regionSnapshotsCutOneScreenWithoutOverlap(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let plan = builtIn.transition.plan(for: PlanFixtures.context(operation))
        var fromRegions: [SnapshotRegion] = [], toRegions: [SnapshotRegion] = []
        for participant in plan.participants {
            switch participant.kind {
            case .snapshotOfFromViewRegion(let region): fromRegions.append(region)
            case .snapshotOfToViewRegion(let region): toRegions.append(region)
            default: break
            }
        }
        let regions = fromRegions + toRegions
        #expect(fromRegions.isEmpty || toRegions.isEmpty, "\(builtIn) cuts both screens")
        for (index, a) in regions.enumerated() {
            for b in regions[(index + 1)...] {
                let overlap = a.unitRect.intersection(b.unitRect)
                #expect(overlap.isNull || overlap.width * overlap.height < 1e-12, "\(builtIn): \(a) overlaps \(b)")
            }
        }
        let area = regions.reduce(0) { $0 + $1.width * $1.height }
        #expect(area <= 1 + 1e-9)
        if BuiltInCatalog.slicedAndThreeDimensional.contains(builtIn), !regions.isEmpty { #expect(isClose(area, 1, tolerance: 1e-9)) }
    }

    @Test(arguments: BuiltInCatalog.allCombinations)
    func reduceMotionGivesTheCrossFade(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let context = PlanFixtures.context(operation, reduceMotion: true)
        let plan = builtIn.transition.plan(for: context)
        let crossFade = CrossFadeTransition().plan(for: context)
        #expect(plan.duration == crossFade.duration)
        #expect(plan.timing == crossFade.timing)
        for progress in stride(from: 0, through: 1, by: 0.125) as StrideThrough<CGFloat> {
            #expect(plan.state(at: progress) == crossFade.state(at: progress))
        }
        #expect(plan.state(at: 1) == crossFade.state(at: 1))
    }

    @Test(arguments: BuiltInCatalog.allCombinations)
    func rightToLeftLayoutsStillStartAndEndAtRest(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let context = PlanFixtures.context(operation, layoutDirection: .rightToLeft)
        let run = TransitionHarness(builtIn.transition, context: context)
        #expect(run.runToEnd() == true)
        #expect(run.problemsAfterFinish() == [])
    }
}
