import Foundation
import Testing
import Transitions
import TransitionsUI
import TransitionsUITesting

/// The content's veto has several sources — the content's own views and each stack inside it,
/// passing on its top screen's — and answers UIKit's presentation delegate for all of them.
@MainActor
@Suite struct ContentDismissalVetoTests {
    @Test func anySourceRefusesAndTheRefusingSourcesHearTheAttempt() {
        let veto = ContentDismissalVeto()
        var heard: [String] = []
        let stack = ContentDismissalVeto.Source.stack(ObjectIdentifier(NSObject()))
        veto.declare(.init(isDisabled: false, onAttempt: .init { heard.append("content") }), by: .content)
        veto.declare(.init(isDisabled: true, onAttempt: .init { heard.append("stack") }), by: stack)
        #expect(!veto.shouldDismiss())
        veto.didAttemptToDismiss()
        #expect(heard == ["stack"], "the screen whose veto refused asks")
        veto.declare(.init(isDisabled: false, onAttempt: veto.declaration(of: stack)?.onAttempt), by: stack)
        #expect(veto.shouldDismiss())
        veto.didAttemptToDismiss()
        #expect(heard == ["stack", "content", "stack"], "refused by isModalInPresentation: every listener hears it")
        veto.declare(.init(isDisabled: true), by: stack)
        veto.declare(nil, by: stack)
        #expect(veto.shouldDismiss(), "a stack that left the content withdraws its veto")
        #expect(veto.attempts == 2)
    }

    /// One source refusing refuses, whichever declared first or last.
    @Test func anyOneSourceRefuses() {
        let veto = ContentDismissalVeto()
        let owner = NSObject()
        let stack = ContentDismissalVeto.Source.stack(ObjectIdentifier(owner))
        veto.declare(.init(isDisabled: true), by: .content)
        veto.declare(.init(isDisabled: false), by: stack)
        #expect(!veto.shouldDismiss(), "the content refuses, though the stack's top screen does not")
        veto.declare(.init(isDisabled: false), by: .content)
        #expect(veto.shouldDismiss())
        veto.declare(.init(isDisabled: true), by: stack)
        #expect(!veto.shouldDismiss())
    }

    /// `sheet { NavigationStack { Form().interactiveDismissDisabled() } }`, in the kit's words: a
    /// screen pushed on a stack inside the presented content refuses the presentation's dismissal
    /// while it is on top, and hears the attempt; popped, the veto goes with it.
    @Test(arguments: [ModelStackHost<Int>.Rendering.whenShown, .whenMade])
    func aPushedScreensVetoStopsThePresentationAroundTheStack(rendering: ModelStackHost<Int>.Rendering) {
        let presenter = ModelPresenter<Int>()
        presenter.appSets(1)
        presenter.settle()
        var asked = 0
        let handler = ContentDismissalVeto.AttemptHandler { asked += 1 }
        let stack = ModelStackHost<Int>(
            path: [], transitions: NavigationTransitions(transition: SlideTransition(), gestures: [.screenEdge(.leading)]),
            rendering: rendering, veto: { $0 == 7 ? .init(isDisabled: true, onAttempt: handler) : nil })
        stack.presentationVeto = presenter.veto
        stack.appSetsPath([7])
        stack.settle()
        presenter.userTapsOutside()
        presenter.settle()
        #expect(presenter.presented == 1, "the composer on top refuses")
        #expect(asked == 1)
        stack.userPops()
        stack.settle()
        presenter.userTapsOutside()
        presenter.settle()
        #expect(presenter.presented == nil, "back at the root, nothing refuses")
        #expect(presenter.writeBacks == 1)
        #expect(asked == 1)
        #expect(stack.violations.isEmpty && presenter.violations.isEmpty)
    }

    /// A screen's veto declared while it is not on top waits until it is.
    @Test func aScreenBelowVetoesOnlyOnceOnTop() {
        let veto = ContentDismissalVeto()
        let stack = ModelStackHost<Int>(path: [1, 2])
        stack.presentationVeto = veto
        stack.setVeto(.init(isDisabled: true), at: 0)
        #expect(veto.shouldDismiss(), "screen 1 is below screen 2")
        stack.userPops()
        #expect(veto.shouldDismiss(), "UIKit starts the back button's pop at the next layout pass")
        stack.layout()
        #expect(!veto.shouldDismiss(), "screen 1 comes to the top at willShow")
        stack.settle()
        stack.presentationVeto = nil
        #expect(veto.shouldDismiss(), "a stack leaving the presentation withdraws its veto")
    }
}
