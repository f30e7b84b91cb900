import Foundation
import Testing
@testable import Transitions

@Suite struct CardPresentationStateTests {
    @Test func aPresentationAndADismissal() {
        var state = CardPresentationState(shownAlpha: 0.5)
        #expect(!state.hasDimmingView)
        #expect(state.handle(.presentationWillBegin) == true)
        #expect(state.phase == .presenting && state.hasDimmingView && state.restingDimmingAlpha == 0)
        #expect(!state.tapOutsideDismisses)
        #expect(state.handle(.presentationDidEnd(completed: true)) == true)
        #expect(state.phase == .presented && state.restingDimmingAlpha == 0.5 && state.tapOutsideDismisses)
        #expect(state.handle(.dismissalWillBegin) == true)
        #expect(state.phase == .dismissing && state.restingDimmingAlpha == 0.5 && !state.tapOutsideDismisses)
        #expect(state.handle(.dismissalDidEnd(completed: true)) == true)
        #expect(state.phase == .dismissed && !state.hasDimmingView)
    }

    @Test func cancelledTransitionsGoBack() {
        var state = CardPresentationState()
        state.handle(.presentationWillBegin)
        state.handle(.presentationDidEnd(completed: false))
        #expect(state.phase == .dismissed && !state.hasDimmingView)
        state.handle(.presentationWillBegin)
        state.handle(.presentationDidEnd(completed: true))
        state.handle(.dismissalWillBegin)
        state.handle(.dismissalDidEnd(completed: false))  // an interactive dismissal that went back
        #expect(state.phase == .presented && state.restingDimmingAlpha == 0.4)
    }

    @Test func eventsOutOfPlaceAreIgnored() {
        var state = CardPresentationState()
        #expect(state.handle(.dismissalWillBegin) == false)
        #expect(state.handle(.presentationDidEnd(completed: true)) == false)
        #expect(state.phase == .dismissed)
        state.handle(.presentationWillBegin)
        #expect(state.handle(.presentationWillBegin) == false)
        #expect(state.handle(.dismissalDidEnd(completed: true)) == false)
        #expect(state.phase == .presenting)
    }

    @Test func tapToDismissCanBeTurnedOff() {
        var state = CardPresentationState(dismissesOnTapOutside: false)
        state.handle(.presentationWillBegin)
        state.handle(.presentationDidEnd(completed: true))
        #expect(!state.tapOutsideDismisses)
    }

    /// Random sequences of UIKit's calls: the phase always follows from the last accepted event,
    /// the dimming view exists exactly when the card is not gone, and a tap dismisses only a
    /// shown card.
    @Test func randomCallOrdersKeepTheInvariants() {
        var rng = SplitMix64(seed: 0xD1)
        let events: [CardPresentationState.Event] = [
            .presentationWillBegin, .presentationDidEnd(completed: true), .presentationDidEnd(completed: false),
            .dismissalWillBegin, .dismissalDidEnd(completed: true), .dismissalDidEnd(completed: false),
        ]
        for _ in 0..<500 {
            var state = CardPresentationState(shownAlpha: .random(in: -1...2, using: &rng))
            #expect((0...1).contains(state.shownAlpha))
            for _ in 0..<20 {
                let before = state.phase
                let event = events[Int.random(in: 0..<events.count, using: &rng)]
                let accepted = state.handle(event)
                if !accepted { #expect(state.phase == before) }
                #expect(state.hasDimmingView == (state.phase != .dismissed))
                #expect(state.tapOutsideDismisses == (state.phase == .presented))
                #expect(state.restingDimmingAlpha == (state.phase == .presented || state.phase == .dismissing ? state.shownAlpha : 0))
            }
        }
    }
}
