import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

@Suite struct SnapshotRegionTests {
    @Test func keepsAValidRegionAndMapsItIntoBounds() {
        let region = SnapshotRegion(CGRect(x: 0.5, y: 0.25, width: 0.25, height: 0.5))
        #expect(region.unitRect == CGRect(x: 0.5, y: 0.25, width: 0.25, height: 0.5))
        #expect(region.rect(in: CGRect(x: 10, y: 20, width: 400, height: 800)) == CGRect(x: 210, y: 220, width: 100, height: 400))
        #expect(SnapshotRegion.whole.rect(in: CGRect(x: 0, y: 0, width: 390, height: 844)) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test(arguments: [
        (CGRect(x: -1, y: 2, width: 5, height: 5), CGRect(x: 0, y: 1, width: 1, height: 0)),
        (CGRect(x: 0.75, y: 0.75, width: 1, height: 1), CGRect(x: 0.75, y: 0.75, width: 0.25, height: 0.25)),
        (CGRect(x: CGFloat.nan, y: .infinity, width: 0.5, height: .nan), CGRect(x: 0, y: 0, width: 0.5, height: 0)),
        (CGRect(x: 0.5, y: 0.5, width: -0.25, height: -0.5), CGRect(x: 0.25, y: 0, width: 0.25, height: 0.5)),
    ])
    func clampsHostileInputIntoTheUnitSquare(input: CGRect, expected: CGRect) {
        #expect(SnapshotRegion(input).unitRect == expected)
    }

    @MainActor
    @Test func regionSnapshotsAreTemporaryAndLeaveTheStageAfterTheTransition() throws {
        let tile = TransitionParticipant.Kind.snapshotOfFromViewRegion(SnapshotRegion(x: 0, y: 0, width: 0.5, height: 0.5))
        #expect(tile.isTemporary)
        #expect(TransitionParticipant.Kind.snapshotOfToViewRegion(.whole).isTemporary)
        #expect(tile != .snapshotOfFromViewRegion(.whole))
        let context = PlanFixtures.context(.dismiss)
        let plan = TransitionPlan(context: context, participants: [
            .toView(in: context),
            .fromView(in: context, alpha: .constant(0)),
            TransitionParticipant(id: "tile", kind: tile, frame: .constant(CGRect(x: 0, y: 0, width: 195, height: 422)),
                                  alpha: .tween(from: 1, to: 0)),
        ], duration: 0.3, timing: .curve(.linear))
        let harness = TransitionHarness(plan: plan)
        harness.driver.start()
        harness.tick()
        #expect(harness.stage.view("tile")?.kind == tile)
        harness.runToEnd()
        #expect(harness.problemsAfterFinish() == [])
        #expect(harness.stage.view("tile") == nil)
    }
}
