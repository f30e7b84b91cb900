import Foundation
import Testing
import Transitions
import TransitionsUI

/// A sheet's detent and the app's `selectedDetent:` binding stay equal, whoever moves either,
/// without echoing each other; run with the card's own model, which decides where the card rests.
@Suite struct DetentSelectionSyncTests {
    static func presentedSheet() -> CardPresentationModel {
        var model = CardPresentationModel(layout: .sheet(detents: [.medium, .large]))
        model.handle(.environmentChanged(CardEnvironment(
            containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))))
        model.handle(.presentationWillBegin)
        model.handle(.presentationDidEnd(completed: true))
        return model
    }

    @Test func aDragIsWrittenOnceAndItsEchoChangesNothing() {
        var model = Self.presentedSheet()
        var sync = DetentSelectionSync(initial: .medium)
        var binding: CardDetent.Identifier? = .medium
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: -300))
        let effects = model.handle(.dragEnded(velocity: -1200))
        for case let .selectedDetentChanged(detent, _) in effects {
            if let write = sync.cardChanged(to: detent) { binding = write }
        }
        #expect(binding == .large)
        // SwiftUI re-delivers the written value: nothing to select.
        #expect(sync.bindingChanged(binding, card: model.selectedDetent) == nil)
    }

    @Test func theAppsValueIsSelectedOnce() {
        let model = Self.presentedSheet()
        var sync = DetentSelectionSync(initial: .medium)
        #expect(sync.bindingChanged(.large, card: model.selectedDetent ?? .medium) == .large)
        #expect(sync.bindingChanged(.large, card: .medium) == nil, "the same value again: already asked")
        #expect(sync.cardChanged(to: .large) == nil, "the card settling where the app asked is not written back")
        #expect(sync.bindingChanged(nil, card: .large) == nil, "nil selects nothing")
        #expect(sync.cardChanged(to: .medium) == .medium)
    }
}
