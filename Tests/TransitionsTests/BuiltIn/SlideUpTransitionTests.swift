import Foundation
import Testing
@testable import Transitions

@Suite struct SlideUpTransitionTests {
    let context = PlanFixtures.context(.present)

    /// The largest distance (points) the to-view travels above its final frame (minY 0).
    func overshoot(of plan: TransitionPlan, samples: Int = 20_000) -> CGFloat {
        (0...samples).map { index in -plan.state(at: CGFloat(index) / CGFloat(samples))[.toView]!.frame.minY }.max()!
    }

    /// The founding document describes "an overshoot of about 15 pt". The plan on a phone-sized
    /// container (844 pt of travel) overshoots by 12.9 pt: for damping ratio 0.8 the peak is
    /// e^(−ζπ/√(1−ζ²)) = 1.52 % of the distance plus a small contribution of the initial
    /// velocity, so 12.8–13.7 pt on phone heights from 844 to 896 pt. The tolerance of ±3 pt
    /// (20 %) covers the phone sizes the founding text may have meant; the exact value is pinned
    /// below against the spring itself.
    @Test func overshootIsAboutFifteenPointsOnAPhone() {
        let plan = SlideUpTransition().plan(for: context)
        let measured = overshoot(of: plan)
        #expect(abs(measured - 15) <= 3, "overshoot \(measured) pt")
        #expect(measured > 12 && measured < 14)
    }

    @Test func overshootMatchesUIKitsSpringExactly() {
        let spring = Spring.uiKit(duration: 0.5, dampingRatio: 0.8)
        let peak = (0...20_000).map { spring.value(at: 0.5 * CGFloat($0) / 20_000, initialVelocity: 1) }.max()!
        let plan = SlideUpTransition().plan(for: context)
        // The plan fades the 0.1 % residual out linearly, which moves the peak by < 0.1 % · 844 pt.
        #expect(abs(overshoot(of: plan) - (peak - 1) * 844) < 0.85)
    }

    @Test func startsBelowWithTheInitialVelocityOfOneDistancePerSecond() throws {
        let plan = SlideUpTransition().plan(for: context)
        #expect(plan.state(at: 0)[.toView]?.frame.minY == 844)
        #expect(plan.state(at: 1)[.toView]?.frame.minY == 0)
        let dt = 1e-5
        let moved = try 844 - #require(plan.state(atTime: dt)[.toView]).frame.minY
        // p′(0) = v0 = 1 distance/s, plus the residual fade's tiny slope.
        #expect(isClose(moved / 844 / CGFloat(dt), 1, tolerance: 0.01))
    }

    @Test func parametersReachTheTiming() {
        let plan = SlideUpTransition(dampingRatio: 0.5, initialVelocity: 2, duration: 0.7).plan(for: context)
        #expect(plan.timing == .spring(.uiKit(duration: 0.7, dampingRatio: 0.5), initialVelocity: 2))
        #expect(plan.duration == 0.7)
        #expect(overshoot(of: plan) > overshoot(of: SlideUpTransition().plan(for: context)))
    }

    @Test func dismissSlidesTheFromViewDownOverTheToView() {
        let plan = SlideUpTransition().plan(for: PlanFixtures.context(.dismiss))
        #expect(plan.participants.map(\.id) == [.toView, .fromView])
        #expect(plan.state(at: 1)[.fromView]?.frame.minY == 844)
        #expect(plan.state(at: 0.5)[.toView] == ParticipantState(frame: PlanFixtures.phoneBounds))
    }
}
