import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct InteractionGestureTests {
    @Test func defaultPolicies() throws {
        let slowAtTwentyPercent = InteractionRelease(progress: 0.2, velocity: 0)
        let pastHalfway = InteractionRelease(progress: 0.45, velocity: 0)
        #expect(InteractionGesture.pinch.defaultPolicy.decision(for: slowAtTwentyPercent) == .cancel)
        #expect(InteractionGesture.pinch.defaultPolicy.decision(for: pastHalfway) == .finish, "founding pinch: over 30 % finishes")
        #expect(InteractionGesture.pan(.down).defaultPolicy.decision(for: pastHalfway) == .cancel, "halfway: 45 % without velocity cancels")
        #expect(InteractionGesture.screenEdge(.leading).defaultPolicy.decision(for: InteractionRelease(progress: 0.55)) == .finish)
    }

    @Test(arguments: [
        (PanDirection.down, CGPoint(x: 10, y: 300), LayoutDirection.leftToRight, true),
        (.down, CGPoint(x: 300, y: 10), .leftToRight, false),
        (.down, CGPoint(x: 0, y: -300), .leftToRight, false),
        (.up, CGPoint(x: 0, y: -300), .leftToRight, true),
        (.trailing, CGPoint(x: 300, y: 0), .leftToRight, true),
        (.trailing, CGPoint(x: 300, y: 0), .rightToLeft, false),
        (.trailing, CGPoint(x: -300, y: 0), .rightToLeft, true),
        (.down, CGPoint(x: 100, y: 100), .leftToRight, true),
        (.down, .zero, .leftToRight, false),
        (.down, CGPoint(x: 0, y: CGFloat.nan), .leftToRight, false),
        (.down, CGPoint(x: CGFloat.infinity, y: 300), .leftToRight, false),
    ])
    func panBeginsOnlyTheRightWay(direction: PanDirection, velocity: CGPoint, layout: LayoutDirection, expected: Bool) {
        #expect(InteractionGesture.pan(direction).shouldBegin(velocity: velocity, layoutDirection: layout) == expected)
    }

    @Test func pinchAndEdgeAlwaysBegin() {
        #expect(InteractionGesture.pinch.shouldBegin(velocity: CGPoint(x: CGFloat.nan, y: 0), layoutDirection: .leftToRight))
        #expect(InteractionGesture.screenEdge(.leading).shouldBegin(velocity: .zero, layoutDirection: .rightToLeft))
    }
}
