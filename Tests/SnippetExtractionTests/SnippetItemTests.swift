import Testing
@testable import SnippetExtraction

@Suite struct SnippetItemTests {
    @Test func splitsStatementsMembersExtensionsAndImports() {
        let code = """
        import Transitions

        // A comment joins the item below it.
        let router = TransitionRouter()
        router.add(.navigation,
                   transition: .slide())
            .chained()
        @MainActor
        @Test(arguments: [0, 0.5] as [CGFloat])
        func cancels(progress: CGFloat) {
            if progress > 0 {
            }
        }
        override func viewWillDisappear(_ animated: Bool) {}
        private let pinch = PinchInteractionController()
        var gestureRecognizer: UIGestureRecognizer {
            recognizer
        }
        struct RiseAndFade: Transition {}
        extension RiseAndFade: Equatable {}
        switch state {
        case .began:
            break
        default:
            break
        }
        let text = "a { brace in a string"
        done()
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let items = SnippetItem.split(code)
        #expect(items.map(\.kind) == [
            .import, .statement, .statement, .member, .member, .member, .member, .member, .fileScope, .statement,
            .statement, .statement,
        ])
        #expect(items.map(\.firstLine) == [0, 2, 4, 7, 13, 14, 15, 18, 19, 20, 26, 27])
        #expect(items[1].lines == ["// A comment joins the item below it.", "let router = TransitionRouter()"])
        #expect(items[1].declaredNames == ["router"])
        #expect(items[2].lines.count == 3)  // the call and its two continuation lines
        #expect(items[3].lines.count == 6)  // both attribute lines and the whole function
        // Every line lands in exactly one item, in order.
        #expect(items.flatMap(\.lines) == code)
    }

    @Test func declaredNamesOfTuplesAndPatterns() {
        let tuple = SnippetItem(kind: .statement, firstLine: 0, lines: ["let (a, _, b) = f()"])
        #expect(tuple.declaredNames == ["a", "b"])
        let call = SnippetItem(kind: .statement, firstLine: 0, lines: ["f()"])
        #expect(call.declaredNames == [])
        let member = SnippetItem(kind: .member, firstLine: 0, lines: ["let a = 1"])
        #expect(member.declaredNames == [])
    }

    @Test func aLineEndingWithAnOperatorContinuesOntoTheNext() {
        let items = SnippetItem.split(["let total = a +", "b", "let next = total"])
        #expect(items.map(\.firstLine) == [0, 2])
    }
}
