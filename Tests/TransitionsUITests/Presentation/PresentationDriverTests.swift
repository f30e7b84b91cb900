import Foundation
import Testing
import Transitions
import TransitionsUI

/// The presentation modifiers' driver against a model presenter whose transitions play under the
/// model of UIKit's transition runner.
@MainActor
@Suite struct PresentationDriverTests {
    @Test func presentsAndTheAppDismisses() {
        let presenter = ModelPresenter()
        presenter.appSets(1)
        #expect(presenter.presented == 1)
        presenter.settle()
        #expect(presenter.driver.phase == .presented(1))
        presenter.appSets(nil)
        presenter.settle()
        #expect(presenter.presented == nil)
        #expect(presenter.writeBacks == 0, "the app's own dismissal is not written back")
        #expect(presenter.dismissedIDs == [1])
        #expect(presenter.violations.isEmpty)
    }

    /// The user's interactive dismissal writes the binding back once when it finishes, and not at
    /// all when it is cancelled (the content stays).
    @Test(arguments: [false, true])
    func interactiveDismissalWritesBackOnceOnlyWhenFinished(finishes: Bool) {
        let presenter = ModelPresenter()
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
        let presenter = ModelPresenter()
        presenter.appSets(2)
        presenter.settle()
        presenter.userDismisses()
        presenter.settle()
        #expect(presenter.binding == nil)
        #expect(presenter.writeBacks == 1)
    }

    /// Presenting while a presentation runs: the change waits for it, then applies.
    @Test func presentingWhilePresentingWaits() {
        let presenter = ModelPresenter()
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
        let presenter = ModelPresenter()
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
        let presenter = ModelPresenter()
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
        let presenter = ModelPresenter()
        presenter.isInWindow = false
        presenter.appSets(5)
        #expect(presenter.presented == nil)
        #expect(presenter.binding == 5)
        presenter.isInWindow = true
        presenter.swiftUIUpdate()
        #expect(presenter.presented == 5)
        #expect(presenter.violations.isEmpty)
    }

    @Test func withoutAnimation() {
        let presenter = ModelPresenter()
        presenter.appSets(1, animated: false)
        #expect(presenter.driver.phase == .presented(1))
        presenter.appSets(nil, animated: false)
        #expect(presenter.driver.phase == .dismissed)
        #expect(presenter.runner == nil)
    }
}
