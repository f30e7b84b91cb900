import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct TabStepTests {
    @Test(arguments: [
        (TabStep.next, 0, 3, Optional(1)), (.next, 2, 3, nil), (.previous, 0, 3, nil), (.previous, 2, 3, 1),
        (.index(2), 0, 3, 2), (.index(0), 0, 3, nil), (.index(3), 0, 3, nil), (.index(-1), 1, 3, nil),
        (.next, 0, 0, nil), (.next, -1, 3, nil), (.next, Int.max, 3, nil), (.next, 0, 1, nil),
    ])
    func targetIndex(step: TabStep, current: Int, count: Int, expected: Int?) {
        #expect(step.targetIndex(from: current, count: count) == expected)
    }

    @Test func operationFollowsTheTabOrder() {
        #expect(TabStep.operation(from: 0, to: 1) == .tabForward)
        #expect(TabStep.operation(from: 2, to: 1) == .tabBackward)
    }
}
