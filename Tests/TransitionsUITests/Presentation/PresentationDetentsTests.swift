import Foundation
import Testing
import Transitions

/// `.transitionPresentation(…, presentation:)` takes the UIKit API's `ModalPresentation`, so a card
/// with detents (issue 22) is reachable from SwiftUI: what the modifier hands the router is the
/// sheet, its detents resolved as the card controller resolves them.
@MainActor
@Suite struct PresentationDetentsTests {
    @Test func aSheetPassedToThePresentationModifierKeepsItsDetents() throws {
        let presentation = ModalPresentation.card(.sheet(detents: [.medium, .large], largestUndimmed: .medium))
        #expect(presentation.presentationStyle(replacing: .automatic) == .custom)
        let layout = try #require(presentation.cardLayout)
        #expect(layout.detents.map(\.identifier) == [.medium, .large])
        #expect(layout.largestUndimmedDetent == .medium)
        let phone = CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                                    safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))
        let heights = try #require(layout.resolvedDetents(in: phone)).entries.map(\.height)
        #expect(heights.count == 2)
        #expect(heights[0] < heights[1], "shortest first")
        #expect(ModalPresentation.fullScreen.cardLayout == nil)
    }
}
