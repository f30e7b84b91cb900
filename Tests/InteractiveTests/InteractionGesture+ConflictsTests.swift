import Foundation
import Testing
import Transitions
@testable import Interactive

/// Defect 7: the gallery puts a pinch and a swipe down (or a throw) on the same screen, a pinch and
/// an edge pan on pushed screens, and two opposite pans on tab bars. The rules that keep them apart.
@Suite struct InteractionGestureConflictsTests {
    static let all: [InteractionGesture] = [
        .pinch, .pan(.down), .pan(.up), .pan(.leading), .pan(.trailing), .screenEdge(.leading), .screenEdge(.trailing),
    ]

    /// A two-finger pinch never begins a pan: pans follow one finger, pinches any number.
    @Test(arguments: all)
    func pansFollowOneFinger(gesture: InteractionGesture) {
        switch gesture {
        case .pinch: #expect(gesture.maximumNumberOfTouches == nil)
        case .pan, .screenEdge: #expect(gesture.maximumNumberOfTouches == 1)
        }
    }

    /// A plain pan waits for an edge pan; nothing else waits, so no two gestures wait for each other.
    @Test(arguments: all, all)
    func onlyAPanWaitsForAnEdgePan(gesture: InteractionGesture, other: InteractionGesture) {
        let waits = gesture.requiresFailure(of: other)
        if case .pan = gesture, case .screenEdge = other { #expect(waits) } else { #expect(!waits) }
        #expect(!(waits && other.requiresFailure(of: gesture)), "no deadlock")
    }

    /// The gallery's tab bars: the previous-tab and next-tab pans share a view; a first movement
    /// begins at most one of them.
    @Test(arguments: [CGPoint(x: 300, y: 10), CGPoint(x: -300, y: 10), CGPoint(x: 10, y: 300), .zero])
    func oppositePansNeverBothBegin(velocity: CGPoint) {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let leading = InteractionGesture.pan(.leading).shouldBegin(velocity: velocity, layoutDirection: direction)
            let trailing = InteractionGesture.pan(.trailing).shouldBegin(velocity: velocity, layoutDirection: direction)
            #expect(!(leading && trailing))
        }
    }
}
