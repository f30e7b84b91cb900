import Foundation
import Testing
@testable import Transitions

@Suite struct ModalPresentationTests {
    @Test(arguments: ModalPresentationStyle.allCases)
    func aCardIsAlwaysACustomPresentation(style: ModalPresentationStyle) {
        #expect(ModalPresentation.card().presentationStyle(replacing: style) == .custom)
    }

    @Test(arguments: ModalPresentationStyle.allCases)
    func fullScreenReplacesOnlyAutomatic(style: ModalPresentationStyle) {
        let resolved = ModalPresentation.fullScreen.presentationStyle(replacing: style)
        #expect(resolved == (style == .automatic ? .fullScreen : style))
    }

    @Test func theCardLayoutIsCarried() {
        #expect(ModalPresentation.card(.swingDrop).cardLayout == .swingDrop)
        #expect(ModalPresentation.card().cardLayout == CardLayout())
        #expect(ModalPresentation.fullScreen.cardLayout == nil)
    }
}
