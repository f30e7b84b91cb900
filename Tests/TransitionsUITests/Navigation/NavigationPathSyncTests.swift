import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting
import TransitionsUI
import TransitionsUITesting

/// The navigation stack's sync against the model of UIKit's navigation controller, every
/// transition played under the model of UIKit's transition runner.
@MainActor
@Suite struct NavigationPathSyncTests {
    /// A stack with a slide for every push and pop, popped by `gestures` (default one edge pan).
    static func stack(
        _ path: [Int] = [], gestures: [InteractionGesture] = [.screenEdge(.leading)],
        configure: (inout NavigationTransitions) -> Void = { _ in }
    ) -> ModelStackHost<Int> {
        var transitions = NavigationTransitions(transition: SlideTransition(), gestures: gestures)
        configure(&transitions)
        return ModelStackHost(path: path, transitions: transitions)
    }

    @Test func anAppendedValuePushesWithTheStacksTransition() {
        let nav = Self.stack()
        nav.appSetsPath([7])
        nav.layout()
        #expect(nav.isTransitioning)
        nav.finishTransition()
        #expect(nav.shownValues == [7])
        #expect(nav.played.map(\.operation) == [.push])
        #expect(nav.played.first?.transition == SlideTransition().name)
        #expect(nav.bindingWrites.isEmpty, "the app's own change is not written back")
        #expect(nav.violations.isEmpty)
        #expect(nav.sync.phase == .idle)
    }

    @Test func aPopOfSeveralScreensIsOnePop() {
        let nav = Self.stack([1, 2, 3, 4])
        nav.appSetsPath([1])
        nav.settle()
        #expect(nav.shownValues == [1])
        #expect(nav.played.count == 1)
        #expect(nav.played.first?.operation == .pop)
        #expect(nav.bindingWrites.isEmpty)
        #expect(nav.violations.isEmpty)
    }

    @Test func pathEditsReplaceAndPushSeveral() {
        let nav = Self.stack([1, 2])
        nav.appSetsPath([1, 5, 6, 7])
        nav.settle()
        #expect(nav.shownValues == [1, 5, 6, 7])
        #expect(nav.played.map(\.operation) == [.push])
        nav.appSetsPath([])
        nav.settle()
        #expect(nav.shownValues == [])
        #expect(nav.violations.isEmpty)
    }

    /// A finished interactive pop writes the binding once, with the path the stack shows; a
    /// cancelled one writes nothing and leaves the path as it was (UIKit sends `willShow` and
    /// `didShow` with the screen that stays after the cancel).
    @Test(arguments: [false, true])
    func interactivePopWritesBackOnceOnlyWhenFinished(finishes: Bool) {
        let edge = InteractionGesture.screenEdge(.leading)
        let nav = Self.stack([1, 2, 3], gestures: [edge])
        #expect(nav.beginGesturePop(edge, progress: 0.5))
        #expect(nav.shownValues == [1, 2], "UIKit's stack shows the pop at once")
        nav.swiftUIUpdate()   // SwiftUI updates the container meanwhile, with the old path
        #expect(nav.binding == [1, 2, 3])
        nav.endInteractivePop(finishes: finishes)
        #expect(nav.played.map(\.interactive) == [true])
        #expect(nav.played.map(\.finished) == [finishes])
        if finishes {
            #expect(nav.bindingWrites == [[1, 2]])
        } else {
            #expect(nav.bindingWrites.isEmpty)
        }
        #expect(nav.binding == nav.shownValues)
        nav.swiftUIUpdate()
        nav.settle()
        #expect(nav.binding == nav.shownValues)
        #expect(nav.played.count == 1, "nothing re-pushed after the pop")
        #expect(nav.violations.isEmpty)
        #expect(nav.sync.writeBacks == (finishes ? 1 : 0))
    }

    /// The app writes a path while an interactive pop is under way: it is kept and applied when
    /// the pop ends, whichever way it ends; nothing is pushed or popped during the pop.
    @Test(arguments: [false, true])
    func aPathWrittenDuringAnInteractivePopIsAppliedAfterIt(finishes: Bool) {
        let edge = InteractionGesture.screenEdge(.leading)
        let nav = Self.stack([1, 2, 3], gestures: [edge])
        #expect(nav.beginGesturePop(edge, progress: 0.4))
        nav.appSetsPath([9])
        #expect(nav.sync.pending == [9])
        nav.endInteractivePop(finishes: finishes)
        nav.settle()
        #expect(nav.shownValues == [9])
        #expect(nav.binding == [9])
        #expect(nav.bindingWrites.isEmpty, "the app's path wins; nothing is written back")
        #expect(nav.violations.isEmpty)
    }

    /// The back button pops; SwiftUI updates the container (old path) before UIKit's next layout
    /// starts the pop: the popped screen is not pushed back, and the pop is written back.
    @Test func backButtonBeforeLayoutIsNotUndone() {
        let nav = Self.stack([1, 2])
        nav.userPops()
        nav.swiftUIUpdate()
        #expect(nav.shownValues == [1])
        nav.layout()
        nav.finishTransition()
        #expect(nav.bindingWrites == [[1]])
        #expect(nav.binding == [1])
        #expect(nav.violations.isEmpty)
    }

    /// The back button pops; before UIKit's next layout starts the pop, the app writes a new
    /// path: the pop is written back at its request (it cannot be cancelled), the pop's transition
    /// coordinator answers from the request, so the app's path waits for the pop's end, then
    /// applies on top of it.
    @Test func aPathWrittenBetweenTheBackButtonAndItsTransitionWaits() {
        let nav = Self.stack([1, 2])
        nav.userPops()
        #expect(nav.bindingWrites == [[1]], "a person's pop is written back when it is requested")
        nav.appSetsPath([1, 2, 3])
        #expect(nav.sync.phase == .inTransition)
        #expect(nav.sync.pending == [1, 2, 3])
        nav.settle()
        #expect(nav.shownValues == [1, 2, 3])
        #expect(nav.played.map(\.operation) == [.pop, .push])
        #expect(nav.bindingWrites == [[1]])
        #expect(nav.violations.isEmpty)
    }

    /// A person taps the back button and, while the pop plays, the app appends a screen (to the
    /// binding it reads, which already lost the popped screen): the popped screen stays gone, the
    /// new one is pushed after the pop, the binding is written once.
    @Test func aBackButtonPopWithAnAppAppendDuringIt() {
        let nav = Self.stack([1, 2])
        nav.userPops()
        nav.layout()
        #expect(nav.isTransitioning)
        nav.appSetsPath(nav.binding + [3])
        nav.settle()
        #expect(nav.shownValues == [1, 3], "the screen the person left does not come back")
        #expect(nav.binding == [1, 3])
        #expect(nav.bindingWrites == [[1]])
        #expect(nav.played.map(\.operation) == [.pop, .push])
        #expect(nav.violations.isEmpty)
    }

    /// A person swipes back and, meanwhile, the app (reading the path it had) appends a screen:
    /// when the swipe finishes, the app's edit is applied to the path the person left.
    @Test func anEditDuringAFinishedSwipeIsAppliedToThePathThePersonLeft() {
        let nav = Self.stack([1, 2, 3])
        let edge = InteractionGesture.screenEdge(.leading)
        #expect(nav.beginGesturePop(edge, progress: 0.4))
        nav.appSetsPath([1, 2, 3, 4])   // the app's edit, from the path it had
        nav.endInteractivePop(finishes: true)
        nav.settle()
        #expect(nav.shownValues == [1, 2, 4])
        #expect(nav.binding == [1, 2, 4])
        #expect(nav.bindingWrites == [[1, 2, 4]], "written once, the pop and the app's edit together")
        #expect(nav.violations.isEmpty)
    }

    /// A net-zero edit (append, then remove it again) while a person's swipe back finishes is no
    /// edit: the swiped-away screen stays gone, as a dismissed item does in a presentation.
    @Test(arguments: [false, true])
    func aNetZeroEditDuringAFinishedSwipeLetsTheScreenGo(systemSwipe: Bool) {
        let nav: ModelStackHost<Int> = systemSwipe ? ModelStackHost<Int>(path: [1, 2], transitions: NavigationTransitions()) : Self.stack([1, 2])
        if systemSwipe {
            #expect(nav.beginSystemSwipe(progress: 0.6))
        } else {
            #expect(nav.beginGesturePop(.screenEdge(.leading), progress: 0.6))
        }
        nav.appSetsPath([1, 2, 9])
        nav.appSetsPath([1, 2])
        nav.endInteractivePop(finishes: true)
        nav.settle()
        #expect(nav.shownValues == [1])
        #expect(nav.binding == [1])
        #expect(nav.bindingWrites == [[1]])
        #expect(nav.played.count == 1, "nothing pushed back")
        #expect(nav.violations.isEmpty)
    }

    /// A pushed screen's dismiss action pops it and the screens above it, written back once, at
    /// once (as SwiftUI's dismiss writes a `NavigationStack`'s path); SwiftUI's next update with the
    /// written path changes nothing.
    @Test func aPushedScreensDismissPopsItWrittenBackOnce() {
        let nav = Self.stack([1, 2, 3])
        nav.screenDismisses(at: 1)
        #expect(nav.bindingWrites == [[1]])
        nav.swiftUIUpdate()
        nav.settle()
        #expect(nav.shownValues == [1])
        #expect(nav.played.map(\.operation) == [.pop])
        #expect(nav.bindingWrites == [[1]])
        #expect(nav.sync.writeBacks == 1)
        #expect(nav.violations.isEmpty)
    }

    /// A dismiss action during a push waits for it, like any path edit, and is written at once.
    @Test func aDismissDuringAPushWaitsForIt() {
        let nav = Self.stack([1])
        nav.appSetsPath([1, 2])
        nav.layout()
        nav.screenDismisses(at: 0)
        #expect(nav.binding == [])
        #expect(nav.sync.pending == [])
        nav.settle()
        #expect(nav.shownValues == [])
        #expect(nav.violations.isEmpty)
    }

    /// Two path changes before UIKit's next layout pass: the first has a transition coordinator
    /// from its request (UIKit would apply a second stack change only after that transition), so
    /// the sync keeps the second until the first push ends and UIKit plays both, one after the
    /// other, without a change reaching UIKit during a transition.
    @Test func changesBeforeTheNextLayoutPlayOneAfterTheOther() {
        let nav = Self.stack([1])
        nav.appSetsPath([1, 2])
        nav.appSetsPath([1, 2, 3])
        #expect(nav.shownValues == [1, 2], "the first change is UIKit's stack at once")
        #expect(nav.sync.pending == [1, 2, 3])
        nav.settle()
        #expect(nav.shownValues == [1, 2, 3])
        #expect(nav.played.map(\.operation) == [.push, .push])
        #expect(nav.window.queuedStackChanges == 0)
        #expect(nav.violations.isEmpty)
    }

    /// A push the app asks for, then a tap on the back button before UIKit's next layout starts
    /// the push: the back button pops nothing during the transition, the push plays, and the
    /// sync takes the next change.
    @Test func aBackTapBeforeThePushStartsDoesNotStallTheStack() {
        let nav = Self.stack([1])
        nav.appSetsPath([1, 2])
        nav.userPops()
        nav.layout()
        #expect(nav.sync.phase == .inTransition)
        nav.finishTransition()
        #expect(nav.played.map(\.operation) == [.push])
        #expect(nav.sync.phase == .idle)
        #expect(nav.binding == [1, 2])
        nav.appSetsPath([1, 3])
        nav.settle()
        #expect(nav.shownValues == [1, 3])
        #expect(nav.violations.isEmpty)
    }

    @Test func theBackMenuPopsSeveralAndWritesOnce() {
        let nav = Self.stack([1, 2, 3, 4])
        nav.userPops(keeping: 1)
        nav.settle()
        #expect(nav.shownValues == [1])
        #expect(nav.bindingWrites == [[1]])
    }

    @Test func duplicateValuesAreScreensOfTheirOwn() {
        let nav = Self.stack([])
        nav.appSetsPath([4, 4, 4])
        nav.settle()
        #expect(nav.shownEntries.count == 3)
        #expect(Set(nav.shownEntries.map(\.id)).count == 3)
        nav.userPops()
        nav.settle()
        #expect(nav.binding == [4, 4])
        #expect(nav.shownValues == [4, 4])
    }

    @Test func aLinkPlaysItsTransitionBothWaysAndItsRulesGoWithItsScreen() {
        let nav = Self.stack([1])
        let rulesBefore = nav.table.rules.count
        nav.linkPushes(5, transition: FlipTransition())
        #expect(nav.binding == [1, 5], "the link writes the path")
        nav.settle()
        nav.userPops()
        nav.settle()
        #expect(nav.played.map(\.transition) == [FlipTransition().name, FlipTransition().name])
        #expect(nav.binding == [1])
        #expect(nav.table.rules.count == rulesBefore, "the link's rules left with its screen")
    }

    @Test func aTypeRulePlaysForItsValuesOnly() {
        let nav = Self.stack([]) { $0.add(Int.self, transition: CubeTransition()) }
        nav.appSetsPath([3])
        nav.settle()
        #expect(nav.played.last?.transition == CubeTransition().name)
    }

    /// Without any transition for the stack, pops are UIKit's: the system back swipe is on and
    /// drives them, and a cancel changes nothing.
    @Test(arguments: [false, true])
    func withoutTransitionsTheSystemBackSwipeDrivesThePop(finishes: Bool) {
        let nav = ModelStackHost<Int>(path: [1, 2], transitions: NavigationTransitions())
        #expect(nav.systemBackSwipeEnabled)
        #expect(nav.beginSystemSwipe(progress: 0.5))
        nav.endInteractivePop(finishes: finishes)
        #expect(nav.played.map(\.transition) == ["UIKit"])
        #expect(nav.binding == (finishes ? [1] : [1, 2]))
        #expect(nav.bindingWrites.count == (finishes ? 1 : 0))
        #expect(nav.violations.isEmpty)
    }

    /// While the stack routes its pops, the system back swipe is off (it cannot drive a custom
    /// pop) and the stack's edge pan replaces it.
    @Test func aRoutedPopTurnsTheSystemSwipeOffAndKeepsTheKitsGesture() {
        let edge = InteractionGesture.screenEdge(.leading)
        let nav = Self.stack([1, 2], gestures: [edge])
        #expect(!nav.systemBackSwipeEnabled)
        #expect(nav.gesturesOnTop().map(\.core.gesture) == [edge])
    }

    /// A push the app asks for while UIKit runs a push of its own waits for it: no change during a
    /// transition.
    @Test func pathChangesDuringAPushWait() {
        let nav = Self.stack([])
        nav.appSetsPath([1])
        nav.layout()
        nav.appSetsPath([1, 2])
        nav.appSetsPath([1, 2, 3])
        #expect(nav.sync.pending == [1, 2, 3])
        nav.finishTransition()
        nav.settle()
        #expect(nav.shownValues == [1, 2, 3])
        #expect(nav.played.count == 2)
        #expect(nav.violations.isEmpty)
    }

    @Test func withoutAnimationNoTransitionRuns() {
        let nav = Self.stack([1])
        nav.appSetsPath([1, 2], animated: false)
        nav.layout()
        #expect(!nav.isTransitioning)
        #expect(nav.sync.phase == .idle)
        #expect(nav.shownValues == [1, 2])
        nav.appSetsPath([])
        nav.settle()
        #expect(nav.shownValues == [])
    }
}
