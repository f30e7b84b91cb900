import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting
import TransitionsUI
import TransitionsUITesting

/// Random sequences of path edits, SwiftUI updates, links, back-button and menu pops, the kit's
/// gestures and the system back swipe — finishing or cancelling, interleaved with UIKit's layout
/// passes and frames — against the model of UIKit's navigation controller, every transition under
/// the model of UIKit's transition runner.
@MainActor
@Suite struct NavigationPathSyncPropertyTests {
    /// After every sequence settles: the path and UIKit's stack are equal, the sync knows the
    /// binding, no change reached UIKit during a transition, every runner run was clean, and every
    /// screen on the stack has its rules and no screen gone has any. Along the way: a cancelled
    /// interactive pop never writes the binding, and a finished one that the app did not
    /// overtake writes it exactly once, with the stack's path; an edit the app makes during an
    /// interactive pop is applied to the path the pop leaves.
    @Test(arguments: 0..<8)
    func pathAndStackStayEqual(seed: UInt64) {
        var random = SplitMix64(seed: 2100 + seed)
        let gestures: [InteractionGesture] = [.pinch, .screenEdge(.leading)]
        let routed = seed % 3 != 2   // a third of the runs leave pops to UIKit (system back swipe)
        let nav = ModelStackHost<Int>(
            path: [0], transitions: NavigationTransitions(transition: routed ? CrossFadeTransition() : nil, gestures: gestures))
        var checkedPops = 0
        for _ in 0..<400 {
            switch random.next() % 13 {
            case 0, 1:
                nav.appSetsPath(Self.randomPath(&random), animated: random.next() % 5 != 0)
            case 2:
                nav.swiftUIUpdate()
            case 3:
                nav.linkPushes(Int(random.next() % 3), transition: random.next() % 2 == 0 ? FlipTransition() : CrossFadeTransition())
            case 4, 5:
                nav.layout()
            case 6:
                if !nav.isPoppingInteractively { nav.finishTransition() }
            case 7:
                nav.userPops(keeping: random.next() % 3 == 0 ? Int(random.next() % 3) : nil)
            case 8, 9, 11:
                // An interactive pop with nothing else going on: the write-back rule is checked.
                nav.settle()
                if nav.shownValues.isEmpty {
                    nav.appSetsPath(Self.randomPath(&random) + [Int(random.next() % 3)])
                    nav.settle()
                }
                guard !nav.isTransitioning, nav.sync.phase == .idle, nav.sync.pending == nil else { break }
                let finishes = random.next() % 2 == 0
                let writes = nav.bindingWrites.count
                let began: Bool
                if let gesture = nav.gesturesOnTop().first {
                    began = nav.beginGesturePop(gesture, progress: 0.5)
                } else {
                    began = nav.beginSystemSwipe(progress: 0.5)
                }
                guard began else { break }
                if random.next() % 2 == 0 { nav.swiftUIUpdate() }
                nav.endInteractivePop(finishes: finishes)
                if finishes {
                    #expect(nav.bindingWrites.count == writes + 1, "a finished pop is written back once")
                    #expect(nav.bindingWrites.last == nav.shownValues)
                } else {
                    #expect(nav.bindingWrites.count == writes, "a cancelled pop writes nothing")
                }
                #expect(nav.binding == nav.shownValues)
                checkedPops += 1
            case 10:
                // The app writes a path in the middle of an interactive pop.
                guard !nav.isTransitioning, nav.sync.phase == .idle else { break }
                let began = nav.gesturesOnTop().first.map { nav.beginGesturePop($0, progress: 0.3) } ?? nav.beginSystemSwipe(progress: 0.3)
                guard began else { break }
                let before = nav.binding
                let path = Self.randomPath(&random)
                nav.appSetsPath(path)
                let finishes = random.next() % 2 == 0
                nav.endInteractivePop(finishes: finishes)
                nav.settle()
                if path != before {
                    // A finished pop is a fact: the app's edit is replayed on the path the person
                    // left; a cancelled pop left the path as it was, so the app's path stands.
                    let expected = finishes ? NavigationEdit(from: before, to: path).applied(to: Array(before.dropLast())) : path
                    #expect(nav.shownValues == expected, "the app's edit, on the path the person left")
                    #expect(nav.binding == expected)
                } else {
                    // Writing the value the binding holds is no change (SwiftUI does not even
                    // update): the pop's outcome stands.
                    #expect(nav.binding == nav.shownValues)
                }
            default:
                if let runner = nav.window.runner, runner.isStarted, !runner.isComplete { runner.advance(by: 0.05) }
            }
            #expect(nav.violations.isEmpty)
            if !nav.violations.isEmpty { return }
        }
        nav.settle()
        nav.swiftUIUpdate()
        nav.settle()
        #expect(nav.shownValues == nav.binding)
        #expect(nav.sync.path == nav.binding)
        #expect(nav.sync.phase == .idle)
        #expect(nav.sync.pending == nil)
        #expect(nav.violations.isEmpty)
        let routedScreens = nav.shownLinks.count { routed || $0 != nil }
        #expect(nav.table.rules.count == 2 * routedScreens, "two rules per routed screen on the stack, none for screens gone")
        #expect(checkedPops > 40)
    }

    static func randomPath(_ random: inout SplitMix64) -> [Int] {
        (0..<Int(random.next() % 5)).map { _ in Int(random.next() % 3) }
    }
}
