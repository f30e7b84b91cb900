import Foundation
import Testing
import TransitionsUI
import TransitionsUITesting

/// How a presented screen learns its dismissal from UIKit's appearance callbacks
/// (`DismissalObserver`, which the hosting controller on iOS and `ModelPresenter` both run).
@MainActor
@Suite struct DismissalObserverTests {
    /// What the observer reported, in order.
    final class Log {
        var events: [String] = []
    }

    private func observer(_ log: Log) -> DismissalObserver {
        let observer = DismissalObserver()
        observer.onBegan = { log.events.append("began") }
        observer.onEnded = { log.events.append("ended \($0)") }
        return observer
    }

    /// An animated coordinator: the end is its completion, finished or cancelled; a later
    /// `viewDidDisappear(_:)` adds nothing.
    @Test(arguments: [false, true])
    func anAnimatedDismissalEndsInTheCoordinatorsCompletion(cancelled: Bool) {
        let log = Log()
        let observer = observer(log)
        var completion: (@MainActor (Bool) -> Void)?
        observer.viewWillDisappear(beingDismissed: true, coordinatorIsAnimated: true) { completion = $0 }
        #expect(log.events == ["began"])
        observer.viewDidDisappear()
        #expect(log.events == ["began"])
        completion?(cancelled)
        #expect(log.events == ["began", "ended \(!cancelled)"])
    }

    /// No coordinator, or one that is not animated: nothing is registered on it, and the end,
    /// finished, is the next `viewDidDisappear(_:)`, once.
    @Test func withoutAnAnimatedCoordinatorTheDismissalEndsAtViewDidDisappearOnce() {
        let log = Log()
        let observer = observer(log)
        var registered = false
        observer.viewWillDisappear(beingDismissed: true, coordinatorIsAnimated: false) { _ in registered = true }
        #expect(log.events == ["began"])
        observer.viewDidDisappear()
        observer.viewDidDisappear()
        #expect(log.events == ["began", "ended true"] && !registered)
    }

    /// A screen covered (not dismissed) reports nothing, and registers nothing on the coordinator.
    @Test func disappearingWithoutBeingDismissedReportsNothing() {
        let log = Log()
        let observer = observer(log)
        var registered = false
        observer.viewWillDisappear(beingDismissed: false, coordinatorIsAnimated: true) { _ in registered = true }
        observer.viewDidDisappear()
        observer.viewWillDisappear(beingDismissed: false, coordinatorIsAnimated: false) { _ in registered = true }
        observer.viewDidDisappear()
        #expect(log.events.isEmpty && !registered)
    }

    /// Without `onBegan` nobody observes: nothing is registered and no end is reported.
    @Test func withoutAListenerNothingIsObserved() {
        let log = Log()
        let observer = DismissalObserver()
        observer.onEnded = { log.events.append("ended \($0)") }
        var registered = false
        observer.viewWillDisappear(beingDismissed: true, coordinatorIsAnimated: true) { _ in registered = true }
        observer.viewWillDisappear(beingDismissed: true, coordinatorIsAnimated: false) { _ in registered = true }
        observer.viewDidDisappear()
        #expect(log.events.isEmpty && !registered)
    }
}
