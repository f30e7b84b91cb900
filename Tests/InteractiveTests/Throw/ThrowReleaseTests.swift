import Foundation
import Testing
import Transitions
@testable import Interactive

/// The release of a throw: the policy's decision becomes a fly-off, a spring-back or a plain
/// finish or cancel, with the finger's velocity in points per second.
@Suite struct ThrowReleaseTests {
    let pan = try! PanProgress(direction: .down, extent: 800)

    func completion(_ decision: CompletionDecision, progress: CGFloat = 0.4, velocity: CGFloat = 2) -> InteractionCompletion {
        InteractionCompletion(decision: decision, release: InteractionRelease(progress: progress, velocity: velocity))
    }

    @Test func aFinishFliesOffWithTheFingersVelocity() {
        let release = ThrowRelease(completion: completion(.finish), fingerVelocity: CGPoint(x: 300, y: 1600), pan: pan, canResimulate: true)
        #expect(release == .flyOff(velocity: CGPoint(x: 300, y: 1600)))
        #expect(release.finishes && release.replacesPlan)
    }

    @Test func aCancelSpringsBackWithTheFingersVelocity() {
        let release = ThrowRelease(completion: completion(.cancel, velocity: -1), fingerVelocity: CGPoint(x: -20, y: -700), pan: pan, canResimulate: true)
        #expect(release == .springBack(velocity: CGPoint(x: -20, y: -700)))
        #expect(!release.finishes && release.replacesPlan)
    }

    @Test func aCancelAtTheStartHasNothingToSpringBackFrom() {
        let release = ThrowRelease(completion: completion(.cancel, progress: 0, velocity: -1), fingerVelocity: CGPoint(x: 0, y: -700), pan: pan, canResimulate: true)
        #expect(release == .cancelInPlace(velocity: -1))
        #expect(!release.replacesPlan)
    }

    @Test(arguments: CompletionDecision.allCases)
    func aPlanWithoutASnapshotCompletesInPlaceWithTheProgressVelocity(decision: CompletionDecision) {
        let release = ThrowRelease(completion: completion(decision, velocity: 1.5), fingerVelocity: CGPoint(x: 0, y: 1200), pan: pan, canResimulate: false)
        #expect(release == (decision == .finish ? .finishInPlace(velocity: 1.5) : .cancelInPlace(velocity: 1.5)))
        #expect(release.finishes == decision.isFinish)
    }

    @Test(arguments: [nil, CGPoint(x: CGFloat.nan, y: 100), CGPoint(x: 0, y: CGFloat.infinity)] as [CGPoint?])
    func aMissingOrNonFiniteFingerVelocityIsRebuiltFromTheProgressVelocity(finger: CGPoint?) {
        let release = ThrowRelease(completion: completion(.finish, velocity: 2), fingerVelocity: finger, pan: pan, canResimulate: true)
        #expect(release == .flyOff(velocity: CGPoint(x: 0, y: 1600)))   // 2 per second × 800 pt, downwards
        let unmapped = ThrowRelease(completion: completion(.finish, velocity: 2), fingerVelocity: finger, pan: nil, canResimulate: true)
        #expect(unmapped == .flyOff(velocity: .zero))
    }

    @Test(arguments: [
        (PanDirection.down, LayoutDirection.leftToRight, CGPoint(x: 0, y: 800)),
        (.up, .leftToRight, CGPoint(x: 0, y: -800)),
        (.trailing, .leftToRight, CGPoint(x: 800, y: 0)),
        (.trailing, .rightToLeft, CGPoint(x: -800, y: 0)),
        (.leading, .leftToRight, CGPoint(x: -800, y: 0)),
    ] as [(PanDirection, LayoutDirection, CGPoint)])
    func progressVelocityConvertsToPointsAlongThePan(direction: PanDirection, layout: LayoutDirection, expected: CGPoint) throws {
        let pan = try PanProgress(direction: direction, extent: 400, layoutDirection: layout)
        #expect(ThrowRelease.pointsPerSecond(progressVelocity: 2, along: pan) == expected)
        #expect(ThrowRelease.pointsPerSecond(progressVelocity: .nan, along: pan) == .zero)
        #expect(ThrowRelease.pointsPerSecond(progressVelocity: -.infinity, along: pan) == .zero)
    }
}
