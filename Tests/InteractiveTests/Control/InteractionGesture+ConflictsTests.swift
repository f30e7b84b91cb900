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

    // MARK: Across views (issue 25, finding 6)

    static let competitors: [CompetingGesture] = all.map(CompetingGesture.kit) + [.edgePan, .contentPop, .other]

    /// The router wires tab pans to the tab bar controller's view; inside it, a navigation
    /// controller's view has the system back swipe (an edge pan) and, on iOS 26, the content pop,
    /// and its top screen may have a route's edge pan. The tab pans wait for all of them: the
    /// innermost screen's gesture goes first. Fails on today's main, whose rule knows only gestures
    /// on the same view.
    @Test func tabPansWaitForTheBackGesturesInsideThem() {
        for tabPan in [InteractionGesture.pan(.leading), .pan(.trailing)] {
            #expect(tabPan.requiresFailure(of: .edgePan, relation: .inside), "the system back swipe inside")
            #expect(tabPan.requiresFailure(of: .contentPop, relation: .inside), "iOS 26's content pop inside")
            #expect(tabPan.requiresFailure(of: .kit(.screenEdge(.leading)), relation: .inside), "a route's edge pan inside")
            #expect(!tabPan.requiresFailure(of: .kit(.pinch), relation: .inside), "a pinch needs two fingers")
            #expect(!tabPan.requiresFailure(of: .other, relation: .inside), "a scroll view decides with require(toFail:)")
        }
        // An edge pan on the tab bar controller's view lets an edge pan inside go first too.
        #expect(InteractionGesture.screenEdge(.leading).requiresFailure(of: .edgePan, relation: .inside))
        // A vertical swipe does not wait for the horizontal content pop.
        #expect(!InteractionGesture.pan(.down).requiresFailure(of: .contentPop, relation: .inside))
        #expect(InteractionGesture.pan(.down).requiresFailure(of: .edgePan, relation: .inside))
    }

    /// The same view keeps the old rule; nothing waits for gestures around it, or unrelated; a
    /// pinch never waits.
    @Test(arguments: all)
    func theRuleAcrossViews(gesture: InteractionGesture) {
        for other in Self.competitors {
            let sameView: Bool = if case let .kit(kit) = other { gesture.requiresFailure(of: kit) } else { false }
            #expect(gesture.requiresFailure(of: other, relation: .sameView) == sameView)
            #expect(!gesture.requiresFailure(of: other, relation: .outside))
            #expect(!gesture.requiresFailure(of: other, relation: .unrelated))
            if gesture == .pinch { #expect(!gesture.requiresFailure(of: other, relation: .inside)) }
        }
    }

    /// No two kit gestures wait for each other, whatever their views: one inside the other, or
    /// the same view.
    @Test(arguments: all, all)
    func noDeadlockAcrossViews(gesture: InteractionGesture, other: InteractionGesture) {
        for relation in GestureViewRelation.allCases {
            let mirrored: GestureViewRelation = switch relation {
            case .inside: .outside
            case .outside: .inside
            case .sameView, .unrelated: relation
            }
            let waits = gesture.requiresFailure(of: .kit(other), relation: relation)
            let waitedFor = other.requiresFailure(of: .kit(gesture), relation: mirrored)
            #expect(!(waits && waitedFor), "\(gesture) and \(other), \(relation)")
        }
    }
}
