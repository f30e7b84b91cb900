import Foundation
import Testing
import Transitions
import TransitionsTesting
@testable import Interactive

/// Random throws (drags, flicks in any direction, NaN readings, releases before UIKit starts):
/// whatever the finger does, the transition completes exactly once, the views end where the
/// result says, and no stage is misused.
@MainActor
@Suite struct ThrowHandoffPropertyTests {
    @Test(arguments: 0..<40 as Range<UInt64>)
    func everyThrowCompletesOnceAndLeavesTheViewsAtRest(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let rig = try ThrowRig()
        let startsLate = Bool.random(using: &random)
        rig.touchDown(startNow: !startsLate)
        var y: CGFloat = 0
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            y += CGFloat.random(in: -80...220, using: &random)
            let velocity = Int.random(in: 0..<8, using: &random) == 0 ? CGFloat.nan : CGFloat.random(in: -1500...3000, using: &random)
            rig.move(toY: y, velocityY: velocity, after: 1.0 / 60)
        }
        let lift = CGPoint(x: CGFloat.random(in: -2500...2500, using: &random), y: CGFloat.random(in: -2500...4000, using: &random))
        rig.lift(atY: y, velocity: lift, after: 1.0 / 60)
        if startsLate { rig.uiKitStarts() }
        rig.runFrames(upTo: 6)

        try #require(rig.results.count == 1)
        let finished = rig.results[0]
        #expect(rig.handoff.phase == .completed(finished: finished))
        #expect(!rig.flow.isInteractionInProgress)
        #expect(rig.stages.count == (rig.handoff.release?.replacesPlan == true ? 2 : 1))
        let last = try #require(rig.stages.last)
        #expect(last.completions == [finished])
        for stage in rig.stages {
            #expect(stage.violations == [])
            #expect(stage.temporaryViewsInContainer == [])
            #expect(stage.completions.count == 1)
        }
        if finished {
            #expect(last.subviews == [.toView])
        } else {
            #expect(last.subviews == [.fromView])
            let fromView = try #require(last.state(of: .fromView))
            #expect(HeadlessStage.differences(fromView, ParticipantState(frame: rig.context.fromInitialFrame), tolerance: 0) == [])
        }
        #expect(rig.snapshotStates.allSatisfy { $0.isFinite })
    }
}
