import Foundation
import Testing
import Transitions
import TransitionsTesting
@testable import Interactive

/// A pan drives the physics transitions through a session into the real driver: they are plans
/// like any other, so they scrub, finish and cancel under the kit's interaction machinery.
@MainActor
@Suite struct InteractionSessionPhysicsTests {
    let pan = try! PanProgress(direction: .down, extent: 844)

    nonisolated static let transitions: [any Transition] = [
        ThrowTransition(), DropTransition(), PhysicalSwingDropTransition(), ShatterTransition(tiles: 12), SnapInTransition(),
    ]

    @Test(arguments: 0..<transitions.count)
    func aPanScrubsThenFinishesWithTheFlick(index: Int) throws {
        let harness = try TransitionHarness(Self.transitions[index], operation: .dismiss)
        let session = InteractionSession(driver: harness.driver)
        session.policy = .halfway
        session.handle(.began(pan.sample(translation: .zero, time: 0)))
        session.handle(.changed(pan.sample(translation: CGPoint(x: 0, y: 211), velocity: CGPoint(x: 0, y: 900), time: 0.2)))
        #expect(harness.driver.progress == 0.25)
        #expect(harness.driver.currentState == harness.plan.state(atTrackProgress: 0.25))
        session.handle(.ended(pan.sample(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 2500), time: 0.25)))
        harness.advance(by: 10)
        #expect(harness.problemsAfterFinish() == [])
    }

    @Test(arguments: 0..<transitions.count)
    func aPanLetGoEarlyCancelsAndRestoresTheFromView(index: Int) throws {
        let harness = try TransitionHarness(Self.transitions[index], operation: .dismiss)
        let session = InteractionSession(driver: harness.driver)
        session.policy = .halfway
        session.handle(.began(pan.sample(translation: .zero, time: 0)))
        session.handle(.changed(pan.sample(translation: CGPoint(x: 0, y: 120), velocity: CGPoint(x: 0, y: 100), time: 0.3)))
        session.handle(.ended(pan.sample(translation: CGPoint(x: 0, y: 120), velocity: CGPoint(x: 0, y: -50), time: 0.4)))
        harness.advance(by: 10)
        #expect(harness.problemsAfterCancel() == [])
    }
}
