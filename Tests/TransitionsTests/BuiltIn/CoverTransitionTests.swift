import Foundation
import Testing
@testable import Transitions

@Suite struct CoverTransitionTests {
    @Test func coverSlidesTheToViewUpOverADimmedFromView() {
        let plan = CoverTransition().plan(for: PlanFixtures.context(.present))
        #expect(plan.participants.map(\.id) == [.fromView, .dimming, .toView])
        #expect(plan.participant(.dimming)?.kind == .solidColor(.black))
        #expect(plan.state(at: 0)[.toView]?.frame.minY == 844)
        #expect(plan.state(at: 1)[.dimming]?.alpha == 0.4)
        #expect(plan.state(at: 0)[.dimming]?.alpha == 0)
    }

    @Test func coverDismissSlidesTheFromViewBackDown() {
        let plan = CoverTransition().plan(for: PlanFixtures.context(.dismiss))
        #expect(plan.participants.map(\.id) == [.toView, .dimming, .fromView])
        #expect(plan.state(at: 1)[.fromView]?.frame.minY == 844)
        #expect(plan.state(at: 0)[.dimming]?.alpha == 0.4)
        #expect(plan.state(at: 1)[.dimming]?.alpha == 0)
    }

    @Test func uncoverIsCoverPlayedTheOtherWay() {
        let uncover = CoverTransition(style: .uncover).plan(for: PlanFixtures.context(.push))
        let coverBack = CoverTransition(style: .cover).plan(for: PlanFixtures.context(.pop))
        for progress in stride(from: 0, through: 1, by: 0.25) as StrideThrough<CGFloat> {
            #expect(uncover.state(at: progress) == coverBack.state(at: progress))
        }
    }

    @Test func leadingEdgeMirrorsInRightToLeft() {
        let ltr = CoverTransition(edge: .leading).plan(for: PlanFixtures.context(.present))
        let rtl = CoverTransition(edge: .leading).plan(for: PlanFixtures.context(.present, layoutDirection: .rightToLeft))
        #expect(ltr.state(at: 0)[.toView]?.frame.minX == -390)
        #expect(rtl.state(at: 0)[.toView]?.frame.minX == 390)
    }
}
