import Foundation
import Testing
@testable import Transitions

@Suite struct TabSwitchTests {
    @Test func directionFollowsTheIndexChangeForEveryPair() {
        for from in 0..<6 {
            for to in 0..<6 {
                let operation = TabSwitch.operation(fromIndex: from, toIndex: to)
                if from == to {
                    #expect(operation == nil)
                } else {
                    #expect(operation == (to > from ? .tabForward : .tabBackward), "\(from) → \(to)")
                }
            }
        }
    }

    @Test(arguments: [(-1, 2), (2, -1), (NSNotFound, 0), (0, NSNotFound), (Int.min, 0), (3, 3)])
    func noDirectionForInvalidOrEqualIndices(_ from: Int, _ to: Int) {
        #expect(TabSwitch(fromIndex: from, toIndex: to) == nil)
        #expect(TabSwitch.operation(fromIndex: from, toIndex: to) == nil)
    }

    @Test func farJumpsKeepTheirDirection() throws {
        #expect(try #require(TabSwitch(fromIndex: 0, toIndex: 4)).operation == .tabForward)
        #expect(try #require(TabSwitch(fromIndex: 4, toIndex: 0)).operation == .tabBackward)
        let tabSwitch = try #require(TabSwitch(fromIndex: 1, toIndex: 3))
        #expect(tabSwitch.fromIndex == 1)
        #expect(tabSwitch.toIndex == 3)
    }

    @Test func screenDirectionIsMirroredInRightToLeftLayouts() throws {
        let forward = try #require(TabSwitch(fromIndex: 0, toIndex: 1))
        let backward = try #require(TabSwitch(fromIndex: 1, toIndex: 0))
        #expect(forward.horizontalSign(in: .leftToRight) == 1)
        #expect(forward.horizontalSign(in: .rightToLeft) == -1)
        #expect(backward.horizontalSign(in: .leftToRight) == -1)
        #expect(backward.horizontalSign(in: .rightToLeft) == 1)
    }

    /// The built-in slide, routed for a forward tab switch, brings the new tab in from the right
    /// in left-to-right layouts and from the left in right-to-left ones — the side of its item.
    @Test(arguments: LayoutDirection.allCases)
    func slideEntersFromTheNewTabsSide(_ direction: LayoutDirection) throws {
        let tabSwitch = try #require(TabSwitch(fromIndex: 0, toIndex: 2))
        let context = PlanFixtures.context(tabSwitch.operation, layoutDirection: direction)
        let plan = SlideTransition().plan(for: context)
        let start = try #require(plan.state(at: 0)[.toView])
        #expect((start.frame.midX - context.toFinalFrame.midX).sign == (tabSwitch.horizontalSign(in: direction) > 0 ? .plus : .minus))
    }
}

@Suite struct TabSelectionTests {
    @Test(arguments: [
        (Bool?.none, false, true), (true, false, true), (false, false, false),
        (Bool?.none, true, false), (true, true, false), (false, true, false),
    ])
    func selectionFollowsTheAppAndWaitsForTheSwipe(_ previous: Bool?, _ driven: Bool, _ expected: Bool) {
        #expect(TabSwitch.allowsSelection(previousAnswer: previous, isSwitchBeingDriven: driven) == expected)
    }
}
