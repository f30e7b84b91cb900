import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct ScreenEdgePanProgressTests {
    let size = CGSize(width: 400, height: 800)

    @Test(arguments: [
        (ScreenEdge.leading, LayoutDirection.leftToRight, PhysicalEdge.left),
        (.leading, .rightToLeft, .right),
        (.trailing, .leftToRight, .right),
        (.trailing, .rightToLeft, .left),
        (.top, .rightToLeft, .top),
        (.bottom, .leftToRight, .bottom),
    ])
    func physicalEdgeFollowsTheLayoutDirection(edge: ScreenEdge, layout: LayoutDirection, expected: PhysicalEdge) throws {
        let mapper = try ScreenEdgePanProgress(edge: edge, containerSize: size, layoutDirection: layout)
        #expect(mapper.physicalEdge == expected)
    }

    @Test func leadingEdgeBackSwipeAdvancesTowardsTrailing() throws {
        let ltr = try ScreenEdgePanProgress(edge: .leading, containerSize: size)
        #expect(ltr.progress(forTranslation: CGPoint(x: 100, y: 0)) == 0.25)
        #expect(ltr.progress(forTranslation: CGPoint(x: -100, y: 0)) == 0)
        let rtl = try ScreenEdgePanProgress(edge: .leading, containerSize: size, layoutDirection: .rightToLeft)
        #expect(rtl.progress(forTranslation: CGPoint(x: -100, y: 0)) == 0.25)
        #expect(rtl.progressVelocity(forVelocity: CGPoint(x: -400, y: 0)) == 1)
    }

    @Test func bottomEdgeAdvancesUpwardsOverTheHeight() throws {
        let mapper = try ScreenEdgePanProgress(edge: .bottom, containerSize: size)
        #expect(mapper.progress(forTranslation: CGPoint(x: 0, y: -200)) == 0.25)
        #expect(mapper.sample(translation: CGPoint(x: 0, y: -400), velocity: CGPoint(x: 0, y: -800)).velocity == 1)
    }

    @Test func inwardDirectionPointsAwayFromTheEdge() {
        #expect(ScreenEdge.leading.inwardDirection == .trailing)
        #expect(ScreenEdge.trailing.inwardDirection == .leading)
        #expect(ScreenEdge.top.inwardDirection == .down)
        #expect(ScreenEdge.bottom.inwardDirection == .up)
    }

    @Test func zeroSizedContainerIsRejected() {
        #expect(throws: GestureMappingError.invalidExtent(0)) {
            try ScreenEdgePanProgress(edge: .top, containerSize: CGSize(width: 400, height: 0))
        }
    }
}
