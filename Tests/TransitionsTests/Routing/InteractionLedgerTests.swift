import Foundation
import Testing
@testable import Transitions

/// Stands in for an animation controller.
private final class Animator {}

@Suite @MainActor struct InteractionLedgerTests {
    @Test(arguments: DelegateRole.allCases)
    func interactionOnlyWhileActiveAndOnlyForTheVendedAnimator(_ role: DelegateRole) {
        var ledger = InteractionLedger<Animator>()
        let interaction = FakeInteraction()
        let animator = Animator()

        // A programmatic transition: the gesture is not active, nothing is handed out.
        ledger.record(animator, interactions: [interaction], for: role)
        #expect(ledger.hasPendingAnimator(for: role))
        guard case .ours(nil) = ledger.claim(animator, for: role) else {
            Issue.record("expected ours(nil)")
            return
        }
        #expect(!ledger.hasPendingAnimator(for: role))

        // A gesture-driven transition.
        interaction.isInteractionInProgress = true
        ledger.record(animator, interactions: [interaction], for: role)
        guard case .ours(let handed?) = ledger.claim(animator, for: role) else {
            Issue.record("expected the interaction")
            return
        }
        #expect(handed === interaction)
    }

    @Test func animatorsSomeoneElseVendedAreNotOurs() {
        var ledger = InteractionLedger<Animator>()
        let interaction = FakeInteraction()
        interaction.isInteractionInProgress = true
        let ours = Animator()
        ledger.record(ours, interactions: [interaction], for: .navigation)
        guard case .notOurs = ledger.claim(Animator(), for: .navigation) else {
            Issue.record("a foreign animator must go to the previous delegate")
            return
        }
        // Another role's request does not consume the navigation entry.
        guard case .notOurs = ledger.claim(ours, for: .tabBar) else {
            Issue.record("roles are separate")
            return
        }
        #expect(ledger.hasPendingAnimator(for: .navigation))
    }

    @Test func eachVendedAnimatorIsAnsweredOnce() {
        var ledger = InteractionLedger<Animator>()
        let interaction = FakeInteraction()
        interaction.isInteractionInProgress = true
        let animator = Animator()
        ledger.record(animator, interactions: [interaction], for: .transitioning)
        guard case .ours(_?) = ledger.claim(animator, for: .transitioning) else {
            Issue.record("first request gets the interaction")
            return
        }
        guard case .notOurs = ledger.claim(animator, for: .transitioning) else {
            Issue.record("second request must not hand it out again")
            return
        }
    }

    @Test func aNewerAnimatorReplacesTheOlderOne() {
        var ledger = InteractionLedger<Animator>()
        let first = Animator()
        let second = Animator()
        ledger.record(first, interactions: [], for: .tabBar)
        ledger.record(second, interactions: [], for: .tabBar)
        guard case .notOurs = ledger.claim(first, for: .tabBar) else {
            Issue.record("the replaced animator is no longer ours")
            return
        }
        guard case .ours(nil) = ledger.claim(second, for: .tabBar) else {
            Issue.record("the newer animator is ours, without interaction")
            return
        }
    }

    @Test func theFirstActiveOfSeveralInteractionsIsHandedOut() {
        var ledger = InteractionLedger<Animator>()
        let animator = Animator()
        let pinch = FakeInteraction()
        let edge = FakeInteraction()
        edge.isInteractionInProgress = true
        ledger.record(animator, interactions: [pinch, edge], for: .navigation)
        guard case .ours(let handed?) = ledger.claim(animator, for: .navigation) else {
            Issue.record("the edge pan is in progress: it must be handed out")
            return
        }
        #expect(handed === edge)
    }

    @Test func theLedgerDoesNotKeepAnimatorsAlive() {
        var ledger = InteractionLedger<Animator>()
        weak var released: Animator?
        do {
            let animator = Animator()
            released = animator
            ledger.record(animator, interactions: [FakeInteraction()], for: .navigation)
        }
        #expect(released == nil)
        #expect(!ledger.hasPendingAnimator(for: .navigation))
    }
}
