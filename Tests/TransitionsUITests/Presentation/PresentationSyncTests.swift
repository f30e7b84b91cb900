import Foundation
import Testing
import Transitions
import TransitionsUI
import TransitionsUITesting

/// The presentation modifiers' sync against a model presenter whose transitions play under the
/// model of UIKit's transition runner.
@MainActor
@Suite struct PresentationSyncTests {
    @Test func presentsAndTheAppDismisses() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(1)
        #expect(presenter.presented == 1)
        presenter.settle()
        #expect(presenter.sync.phase == .presented(1))
        presenter.appSets(nil)
        presenter.settle()
        #expect(presenter.presented == nil)
        #expect(presenter.writeBacks == 0, "the app's own dismissal is not written back")
        #expect(presenter.dismissed == [1])
        #expect(presenter.violations.isEmpty)
    }

    /// The user's interactive dismissal writes the binding back once when it finishes, and not at
    /// all when it is cancelled (the content stays).
    @Test(arguments: [false, true])
    func interactiveDismissalWritesBackOnceOnlyWhenFinished(finishes: Bool) {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(4)
        presenter.settle()
        #expect(presenter.beginSwipe(progress: 0.5))
        presenter.swiftUIUpdate()   // SwiftUI updates meanwhile, binding unchanged
        #expect(presenter.writeBacks == 0)
        presenter.endSwipe(finishes: finishes)
        #expect(presenter.played.last.map { $0.operation == .dismiss && $0.finished == finishes } == true)
        #expect(presenter.writeBacks == (finishes ? 1 : 0))
        #expect(presenter.binding == (finishes ? nil : 4))
        #expect(presenter.presented == (finishes ? nil : 4))
        presenter.swiftUIUpdate()
        presenter.settle()
        #expect(presenter.writeBacks == (finishes ? 1 : 0))
        #expect(presenter.presented == presenter.binding, "nothing presented again after the dismissal")
        #expect(presenter.violations.isEmpty)
    }

    @Test func aTapOutsideIsTheUsersDismissal() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(2)
        presenter.settle()
        presenter.userTapsOutside()
        presenter.settle()
        #expect(presenter.binding == nil)
        #expect(presenter.writeBacks == 1)
    }

    /// Presenting while a presentation runs: the change waits for it, then applies.
    @Test func presentingWhilePresentingWaits() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(1)
        presenter.advance(by: 0.1)
        presenter.appSets(2)
        #expect(presenter.presented == 1, "the running presentation is not interrupted")
        presenter.settle()
        #expect(presenter.presented == 2, "then 1 is dismissed and 2 presented")
        #expect(presenter.played.map(\.operation) == [.present, .dismiss, .present])
        #expect(presenter.writeBacks == 0)
        #expect(presenter.violations.isEmpty)
    }

    /// The app dismisses and asks for the same content again during its own dismissal: it is
    /// presented again, and nothing is written back.
    @Test func theAppsDismissalIsNeverWrittenBack() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(3)
        presenter.settle()
        presenter.appSets(nil)
        presenter.advance(by: 0.05)
        presenter.appSets(3)
        presenter.settle()
        #expect(presenter.presented == 3)
        #expect(presenter.binding == 3)
        #expect(presenter.writeBacks == 0)
    }

    /// The user dismisses item 1 while the app has moved on to item 2: 2 is presented after, and
    /// the binding is not cleared.
    @Test func aUserDismissalOvertakenByTheAppKeepsTheAppsItem() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(1)
        presenter.settle()
        #expect(presenter.beginSwipe(progress: 0.6))
        presenter.appSets(2)
        presenter.endSwipe(finishes: true)
        presenter.settle()
        #expect(presenter.presented == 2)
        #expect(presenter.binding == 2)
        #expect(presenter.writeBacks == 0)
    }

    /// While the presenter cannot present, the request waits (binding untouched) and is made when
    /// it can.
    @Test func waitsForAPresenterThatCanPresent() {
        let presenter = ModelPresenter<Int>()
        presenter.isInWindow = false
        presenter.appSets(5)
        #expect(presenter.presented == nil)
        #expect(presenter.binding == 5)
        presenter.isInWindow = true
        presenter.swiftUIUpdate()
        #expect(presenter.presented == 5)
        #expect(presenter.violations.isEmpty)
    }

    /// A net-zero edit (nil, then the same item again) while a person's swipe finishes is no
    /// edit: the dismissed content stays gone and the binding is written back once, as a swiped-away
    /// screen stays gone in `NavigationPathSync`.
    @Test func aNetZeroEditDuringAFinishedSwipeLetsTheItemGo() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(4)
        presenter.settle()
        #expect(presenter.beginSwipe(progress: 0.6))
        presenter.appSets(nil)
        presenter.appSets(4)
        presenter.endSwipe(finishes: true)
        presenter.settle()
        #expect(presenter.presented == nil)
        #expect(presenter.binding == nil)
        #expect(presenter.writeBacks == 1)
        #expect(presenter.played.map(\.operation) == [.present, .dismiss])
        #expect(presenter.violations.isEmpty)
    }

    /// A person taps outside (UIKit accepts the dismissal and starts it on the next turn) and the
    /// app sets the binding to `nil` before it starts: UIKit is not asked to dismiss twice, the
    /// content goes once, and nothing is written back (the app already wrote `nil`).
    @Test func theAppsDismissalOfContentAlreadyBeingDismissedAsksUIKitNothing() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(6)
        presenter.settle()
        presenter.userTapsOutside()
        #expect(presenter.isTransitioning)
        presenter.appSets(nil)
        presenter.settle()
        #expect(presenter.violations.isEmpty, "no dismissal asked of UIKit during the person's")
        #expect(presenter.presented == nil)
        #expect(presenter.writeBacks == 0)
        #expect(presenter.dismissed == [6])
    }

    /// Content with unsaved edits vetoes a person's dismissal (`transitionDismissDisabled`, or
    /// SwiftUI's `interactiveDismissDisabled` through `isModalInPresentation`): nothing leaves, the
    /// binding is untouched, and the content hears each attempt (to ask "Discard changes?"); once
    /// the veto is lifted the same tap dismisses and is written back once. The app's own dismissal
    /// is never vetoed.
    @Test func aVetoIsHeardFromSwiftUI() {
        let presenter = ModelPresenter<Int>()
        var heard = 0
        presenter.onDismissAttempt = { heard += 1 }
        presenter.appSets(8)
        presenter.settle()
        presenter.isDismissDisabled = true
        presenter.userTapsOutside()
        presenter.settle()
        #expect(presenter.presented == 8)
        #expect(presenter.binding == 8)
        #expect(heard == 1)
        presenter.isDismissDisabled = false
        presenter.isModalInPresentation = true
        presenter.userTapsOutside()
        #expect(heard == 2, "a modal hosting controller refuses first; the attempt is heard all the same")
        presenter.isModalInPresentation = false
        presenter.userTapsOutside()
        presenter.settle()
        #expect(presenter.presented == nil)
        #expect(presenter.binding == nil)
        #expect(presenter.writeBacks == 1)
        #expect(presenter.dismissAttempts == 2)
        presenter.appSets(9)
        presenter.settle()
        presenter.isDismissDisabled = true
        presenter.contentDismisses()
        presenter.settle()
        #expect(presenter.presented == nil, "the content's own dismiss action is the app's: never vetoed")
        #expect(presenter.violations.isEmpty)
    }

    /// The dismissal swipe is a person's dismissal too: with the content's veto up it starts
    /// nothing, the content hears the attempt, and the binding stays.
    @Test func aVetoStopsTheDismissalSwipe() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(5)
        presenter.settle()
        presenter.isDismissDisabled = true
        #expect(!presenter.beginSwipe(progress: 0.6), "refused: no dismissal starts")
        presenter.settle()
        #expect(presenter.presented == 5)
        #expect(presenter.binding == 5)
        #expect(presenter.dismissAttempts == 1)
        #expect(presenter.violations.isEmpty)
    }

    /// The content's dismiss action while the content is still being presented waits for the
    /// presentation to end, then dismisses it, written back once; UIKit is never asked to dismiss
    /// during the presentation.
    @Test func theContentsDismissDuringItsPresentationWaits() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(4)
        presenter.contentDismisses()
        #expect(presenter.sync.phase == .presenting(4))
        presenter.settle()
        #expect(presenter.presented == nil)
        #expect(presenter.binding == nil)
        #expect(presenter.writeBacks == 1)
        #expect(presenter.played.map(\.operation) == [.present, .dismiss])
        #expect(presenter.violations.isEmpty)
    }

    /// The content's dismiss action while it is being dismissed (a second tap on "Done") does
    /// nothing; the dismissal under way is written back once.
    @Test func theContentsDismissDuringItsDismissalDoesNothing() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(4)
        presenter.settle()
        presenter.contentDismisses()
        presenter.contentDismisses()
        presenter.userTapsOutside()
        presenter.settle()
        #expect(presenter.binding == nil)
        #expect(presenter.writeBacks == 1)
        #expect(presenter.played.map(\.operation) == [.present, .dismiss])
        #expect(presenter.violations.isEmpty)
        presenter.contentDismisses()
        #expect(presenter.violations.isEmpty, "nothing presented: nothing asked")
    }

    /// The content's dismiss action right after a person's tap outside, which UIKit accepted and
    /// has not started yet: that dismissal is the one under way; UIKit is not asked again, and the
    /// binding is written back once when it finishes.
    @Test func theContentsDismissDuringAPersonsAcceptedDismissalAsksUIKitNothing() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(4)
        presenter.settle()
        presenter.userTapsOutside()
        #expect(presenter.isTransitioning, "UIKit accepted the tap; the dismissal starts at the next layout pass")
        presenter.contentDismisses()
        presenter.settle()
        #expect(presenter.violations.isEmpty, "no dismissal asked of UIKit during the person's")
        #expect(presenter.presented == nil)
        #expect(presenter.binding == nil)
        #expect(presenter.writeBacks == 1)
        #expect(presenter.played.map(\.operation) == [.present, .dismiss])
    }

    /// The app replacing the item while the content's dismiss waits for its presentation: the app's
    /// change takes the content away, and nothing is written back.
    @Test func theAppsChangeOvertakesAWaitingContentDismiss() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(4)
        presenter.contentDismisses()
        presenter.appSets(5)
        presenter.settle()
        #expect(presenter.presented == 5)
        #expect(presenter.binding == 5)
        #expect(presenter.writeBacks == 0)
        #expect(presenter.violations.isEmpty)
    }

    /// The app replacing the item without animation while the content's dismiss waits for its
    /// presentation: the content leaves by the app's change, as the app asked for it (without
    /// animation), not as the content's dismissal.
    @Test func theAppsChangeOvertakingAWaitingContentDismissKeepsItsAnimation() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(4)
        presenter.contentDismisses()
        presenter.appSets(5, animated: false)
        presenter.finishTransition()
        #expect(presenter.sync.phase == .presented(5))
        #expect(presenter.runner == nil, "4 left and 5 came at once, without animation")
        #expect(presenter.writeBacks == 0)
        #expect(presenter.violations.isEmpty)
    }

    /// A host that records what the sync asks and reports UIKit's events as a test sends them.
    final class RecordingHost: PresentationHost {
        var canPresent = true
        var isDismissingContent = false
        var asked: [String] = []
        var writeBacks = 0

        func present(_ id: Int, animated: Bool) { asked.append("present \(id)") }
        func dismiss(animated: Bool) { asked.append("dismiss") }
        func writeBackDismissed() { writeBacks += 1 }
        func didDismiss(_ id: Int) {}
    }

    /// The content's dismiss action waiting for its presentation is the content's: if that content
    /// goes another way before its presentation ends (UIKit dismisses it during the presentation,
    /// its presenter torn down), the wait goes with it, and the next content stays.
    @Test func aWaitingContentDismissGoesWithItsContent() {
        let host = RecordingHost()
        let sync = PresentationSync(host: host)
        sync.bindingChanged(4)
        sync.contentDismissRequested()
        sync.dismissalBegan()                 // viewWillDisappear, being dismissed, while presenting
        sync.dismissalEnded(finished: true)
        #expect(sync.phase == .dismissed)
        sync.bindingChanged(7)
        sync.presentationEnded()
        #expect(sync.phase == .presented(7), "the next content is not dismissed by the old request")
        #expect(host.asked == ["present 4", "present 7"])
    }

    @Test func withoutAnimation() {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(1, animated: false)
        #expect(presenter.sync.phase == .presented(1))
        presenter.appSets(nil, animated: false)
        #expect(presenter.sync.phase == .dismissed)
        #expect(presenter.runner == nil)
    }
}
