import Testing
@testable import SnippetExtraction

@Suite struct SnippetPlatformTests {
    let vocabulary = UIKitVocabulary(
        types: ["TransitionRouter"], methods: ["present", "useTransitions"],
        swiftUITypes: ["TransitionNavigationStack"], swiftUIMethods: ["transitionPresentation"])

    @Test(arguments: [
        ("import UIKit", SnippetPlatform.uikit),
        ("let view = UIView()", .uikit),
        ("let router = TransitionRouter()", .uikit),
        ("present(detail, with: .slideUp())", .uikit),
        ("navigationController.useTransitions(router)", .uikit),
        ("table.add(.present, transition: .slideUp())", .pure),  // `.present` is an operation, not the method
        ("let ui = UInt(3)", .pure),                             // `UInt` is not a UIKit type
        ("let x = 1 // a UIView would be UIKit", .pure),         // comments do not count
        ("let s = \"UIView\"", .uikit),                           // strings are read as code: UIKit is the safe side
        ("import SwiftUI", .swiftUI),
        ("import TransitionsUI", .swiftUI),
        ("TransitionNavigationStack(path: $path) { Root() }", .swiftUI),
        ("Text(\"A\").transitionPresentation(isPresented: $shown, transition: .scale) { B() }", .swiftUI),
        ("let transitionPresentation = 1", .pure),                 // the method counts only when called
    ])
    func classifiesByTheCodeItself(line: String, expected: SnippetPlatform) {
        #expect(SnippetPlatform.classify([line], vocabulary: vocabulary) == expected)
    }

    @Test func vocabularyReadsPublicTypesAndTheMethodsAddedToUIKitClasses() {
        let source = """
        #if canImport(UIKit)
        import UIKit

        /// A public class Decoy in a comment does not count.
        @MainActor
        public final class TransitionRouter: NSObject {
            public func add(_ kind: Int) {}
        }

        extension UIViewController {
            @discardableResult
            public func present(_ viewController: UIViewController, with transition: Int) -> Int { 0 }
        }

        extension TransitionRouter {
            public func install(on controller: Int) {}
        }
        open class PercentDriven: NSObject {
            open class func make() {}
        }
        public typealias Interaction = Int
        #endif
        """
        let vocabulary = UIKitVocabulary.declared(in: [source])
        #expect(vocabulary.types == ["TransitionRouter", "PercentDriven", "Interaction"])
        #expect(vocabulary.methods == ["present"])
    }

    @Test func swiftUIWinsOverUIKitInOneBlock() {
        #expect(SnippetPlatform.classify(["let router = TransitionRouter()", "import SwiftUI"], vocabulary: vocabulary) == .swiftUI)
        #expect(SnippetPlatform.swiftUI.needsUIKit && SnippetPlatform.uikit.needsUIKit && !SnippetPlatform.pure.needsUIKit)
    }

    @Test func vocabularyReadsSwiftUITypesAndTheMethodsAddedToView() {
        let swiftUI = """
        #if canImport(UIKit)
        import SwiftUI

        public struct TransitionNavigationStack<Data: Hashable>: View {
            public var body: some View { EmptyView() }
        }

        extension View {
            public func transitionPresentation(isPresented: Binding<Bool>) -> some View { self }
        }

        extension TransitionNavigationStack {
            public func router(_ router: Int) -> Self { self }
        }
        #endif
        """
        let vocabulary = UIKitVocabulary.declared(in: [], swiftUISources: [swiftUI])
        #expect(vocabulary.swiftUITypes == ["TransitionNavigationStack"])
        #expect(vocabulary.swiftUIMethods == ["transitionPresentation"])
        #expect(vocabulary.types.isEmpty && vocabulary.methods.isEmpty)
    }
}
