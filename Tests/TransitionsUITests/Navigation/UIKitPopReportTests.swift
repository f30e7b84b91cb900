import Testing
import Transitions
import TransitionsUI
import TransitionsUITesting

/// Which pops of the navigation controller are UIKit's own, and which call each change of the
/// stack is: the stack's code on iOS, run by the test host.
@MainActor
@Suite struct UIKitPopReportTests {
    @Test func onlyUIKitsOwnPopsThatPoppedSomethingAreReported() {
        let report = UIKitPopReport()
        #expect(report.popReturned(popped: 1), "the back button's pop")
        #expect(report.popReturned(popped: 3), "the back button's menu, several screens")
        #expect(!report.popReturned(popped: 0), "nothing popped (the root, or queued behind a transition)")
        var inside: [Bool] = []
        report.applyOwnChange {
            inside.append(report.popReturned(popped: 2))
            report.applyOwnChange { inside.append(report.popReturned(popped: 1)) }
            inside.append(report.popReturned(popped: 1))
        }
        #expect(inside == [false, false, false], "the stack's own pops, nested too")
        #expect(!report.isApplyingOwnChange)
        #expect(report.popReturned(popped: 1))
    }

    typealias Change = NavigationStackChange<Int, Never>

    static func screens(_ count: Int) -> [Change.NewScreen] {
        (0..<count).map { Change.NewScreen(entry: NavigationEntry(id: NavigationEntryID(rawValue: $0 + 10), value: $0), link: nil) }
    }

    @Test func eachChangeIsOneNavigationControllerCall() {
        #expect(Change.push(Self.screens(1)).uikitCall(shownCount: 2) == .push)
        #expect(Change.push(Self.screens(3)).uikitCall(shownCount: 2) == .pushSeveral)
        #expect(Change.pop(keeping: 0).uikitCall(shownCount: 3) == .popToRoot)
        #expect(Change.pop(keeping: 1).uikitCall(shownCount: 3) == .popTo(entry: 0))
        #expect(Change.pop(keeping: 2).uikitCall(shownCount: 3) == .popTo(entry: 1))
        #expect(Change.replace(keeping: 1, with: Self.screens(2)).uikitCall(shownCount: 3) == .replace(keeping: 1))
        #expect(Change.replace(keeping: 0, with: Self.screens(1)).uikitCall(shownCount: 3) == .replace(keeping: 0))
    }

    /// The test host makes the same calls as the iOS stack, and UIKit's stack ends as the path.
    @Test func theHostMakesTheCallsTheStackMakes() {
        let nav = ModelStackHost<Int>(path: [1, 2, 3])
        nav.appSetsPath([1, 2, 3, 4])
        nav.settle()
        nav.appSetsPath([1, 2, 3, 4, 5, 6])
        nav.settle()
        nav.appSetsPath([1, 2])
        nav.settle()
        nav.appSetsPath([])
        nav.settle()
        nav.appSetsPath([7, 8])
        nav.settle()
        nav.appSetsPath([7, 9])
        nav.settle()
        #expect(nav.calls == [.push, .pushSeveral, .popTo(entry: 1), .popToRoot, .pushSeveral, .replace(keeping: 1)])
        #expect(nav.shownValues == [7, 9])
        #expect(nav.bindingWrites.isEmpty, "the stack's own pops are not UIKit's: nothing written back")
        #expect(nav.violations.isEmpty)
    }
}
