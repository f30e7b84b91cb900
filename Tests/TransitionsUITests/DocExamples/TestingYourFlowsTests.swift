// The example of docs/swiftui.md, "Testing your SwiftUI flows", run as a test: the lines between
// the two markers are the document's block, word for word (DocExampleTests checks it).
// BEGIN docs/swiftui.md
import Testing
import TransitionsUITesting

enum Mail: Hashable { case inbox, thread(Int), compose }

@MainActor @Test func aSwipedAwayThreadStaysGone() {
    let stack = ModelStackHost(path: [Mail.inbox, .thread(7)], transition: .slide())
    #expect(stack.beginGesturePop(.screenEdge(.leading), progress: 0.6))   // a person swipes back
    stack.appSetsPath([.inbox, .thread(7), .compose])                    // the app pushes meanwhile
    stack.endInteractivePop(finishes: true)
    stack.settle()
    #expect(stack.shownValues == [.inbox, .compose])                     // replayed on the person's path
    #expect(stack.binding == [.inbox, .compose])
    #expect(stack.violations.isEmpty)
}

@MainActor @Test func aComposerWithADraftAsksBeforeItGoes() {
    let composer = ModelPresenter<Int>()
    var asked = 0
    composer.onDismissAttempt = { asked += 1 }
    composer.appSets(1)
    composer.settle()
    composer.isDismissDisabled = true                                    // the draft is not empty
    composer.userTapsOutside()
    #expect(asked == 1)
    #expect(composer.presented == 1)
    composer.isDismissDisabled = false                                   // "Discard"
    composer.userTapsOutside()
    composer.settle()
    #expect(composer.binding == nil)
    #expect(composer.writeBacks == 1)
    #expect(composer.violations.isEmpty)
}
// END docs/swiftui.md
