import Foundation
import Testing
@testable import Transitions

@Suite struct UserDismissalTests {
    /// The veto's truth table (UIKit's `_shouldDismiss`): modal in presentation refuses without
    /// asking the delegate; otherwise the delegate's answer decides, and no answer allows.
    @Test(arguments: [false, true], [Bool?.none, true, false])
    func theVeto(modal: Bool, answer: Bool?) {
        var asked = 0
        let allows = UserDismissal.allows(isModalInPresentation: modal) { asked += 1; return answer }
        #expect(allows == (!modal && answer != false))
        #expect(asked == (modal ? 0 : 1), "the delegate is not asked when the controller is modal")
        var dismissal = UserDismissal()
        let steps = dismissal.request(isModalInPresentation: modal) { answer }
        #expect(steps == (allows ? [.dismiss] : [.didAttemptToDismiss]))
        #expect(dismissal.phase == (allows ? .requested : .idle))
    }

    /// Allowed: dismiss, then will-dismiss once it begins, then did-dismiss when it finishes.
    @Test func theCallbacksOfAFinishedDismissal() {
        var dismissal = UserDismissal()
        #expect(dismissal.request(isModalInPresentation: false) { nil } == [.dismiss])
        #expect(dismissal.request(isModalInPresentation: false) { nil } == [], "a second request while one is on its way is dropped")
        #expect(dismissal.dismissalDidBegin() == [.willDismiss])
        #expect(dismissal.dismissalDidEnd(finished: true) == [.didDismiss])
        #expect(dismissal.phase == .idle)
    }

    /// An interactive dismissal the user gives up: will-dismiss, then nothing; the next request
    /// is heard again.
    @Test func aCancelledDismissalSendsNoDidDismiss() {
        var dismissal = UserDismissal()
        _ = dismissal.request(isModalInPresentation: false) { true }
        #expect(dismissal.dismissalDidBegin() == [.willDismiss])
        #expect(dismissal.dismissalDidEnd(finished: false) == [])
        #expect(dismissal.request(isModalInPresentation: false) { true } == [.dismiss])
    }

    /// The app's own `dismiss(animated:)`: no callbacks at all (UIKit: not for programmatic
    /// dismissals).
    @Test func theAppsDismissalSendsNothing() {
        var dismissal = UserDismissal()
        #expect(dismissal.dismissalDidBegin() == [])
        #expect(dismissal.dismissalDidEnd(finished: true) == [])
        _ = dismissal.request(isModalInPresentation: false) { nil }
        dismissal.dismissalDidNotStart()
        #expect(dismissal.phase == .idle)
    }
}
