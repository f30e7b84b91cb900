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

    /// A layout without the selected detent, given by the app in a SwiftUI update, makes the card
    /// select another one inside that update: the binding is written once, after the update (SwiftUI
    /// forbids writing state during it), and its old value delivered again meanwhile selects
    /// nothing.
    @Test func aCardChangeDuringTheAppsUpdateIsWrittenAfterIt() {
        var sync = DetentSelectionSync(initial: .large)
        sync.updateBegan()
        #expect(sync.cardChanged(to: .medium) == nil, "not during SwiftUI's update")
        #expect(sync.bindingChanged(.large, card: .medium) == nil, "the binding's old value is no choice")
        let waits = sync.updateEnded()
        #expect(waits, "a write waits")
        #expect(sync.bindingChanged(.large, card: .medium) == nil, "SwiftUI again before the write lands")
        #expect(sync.takeDeferredWrite() == .medium)
        #expect(sync.takeDeferredWrite() == nil, "once")
        #expect(sync.bindingChanged(.medium, card: .medium) == nil, "the written value comes back: no echo")
        #expect(sync.bindingChanged(.large, card: .medium) == .large, "the app's own choice later is selected")
    }

    /// A person's drag after the update, before the deferred write ran, is written at once and
    /// supersedes it.
    @Test func aLaterCardChangeSupersedesADeferredWrite() {
        var sync = DetentSelectionSync(initial: .large)
        sync.updateBegan()
        _ = sync.cardChanged(to: .medium)
        let waits = sync.updateEnded()
        #expect(waits)
        #expect(sync.cardChanged(to: .large) == .large)
        #expect(sync.takeDeferredWrite() == nil)
        #expect(sync.bindingChanged(.large, card: .large) == nil)
    }

    /// A new card presented while a write for the last one waits: the wait goes with the old card,
    /// whose detent is never written over the new card's binding.
    @Test func aNewCardDropsTheOldCardsWaitingWrite() {
        var sync = DetentSelectionSync(initial: .large)
        sync.updateBegan()
        _ = sync.cardChanged(to: .medium)
        sync.restart(initial: .large)
        let waits = sync.updateEnded()
        #expect(!waits)
        #expect(sync.takeDeferredWrite() == nil)
        #expect(sync.bindingChanged(.large, card: .large) == nil, "the new card starts at the binding's value")
    }

    /// The app choosing a new value in the same update as the card's change wins.
    @Test func theAppsNewValueInTheSameUpdateWins() {
        var sync = DetentSelectionSync(initial: .large)
        sync.updateBegan()
        _ = sync.cardChanged(to: .medium)
        #expect(sync.bindingChanged("small", card: .medium) == "small")
        let waits = sync.updateEnded()
        #expect(!waits, "nothing to write: the app's value stands")
        #expect(sync.takeDeferredWrite() == nil)
    }

    /// The deferred write's turn coming while SwiftUI updates again: it waits for that update's end.
    @Test func aDeferredWriteNeverLandsInsideAnUpdate() {
        var sync = DetentSelectionSync(initial: .large)
        sync.updateBegan()
        _ = sync.cardChanged(to: .medium)
        _ = sync.updateEnded()
        sync.updateBegan()
        #expect(sync.takeDeferredWrite() == nil, "inside SwiftUI's update")
        let waits = sync.updateEnded()
        #expect(waits, "scheduled again")
        #expect(sync.takeDeferredWrite() == .medium)
    }
}
