import Foundation
import Testing
@testable import Transitions

@Suite @MainActor struct RouteTests {
    @Test func interactionIsHandedOutOnlyWhileActive() {
        let interaction = FakeInteraction()
        let route = Route(transition: TaggedTransition(tag: "a"), interaction: interaction)
        #expect(route.interaction === interaction)
        #expect(route.activeInteraction == nil)
        interaction.isInteractionInProgress = true
        #expect(route.activeInteraction === interaction)
        interaction.isInteractionInProgress = false
        #expect(route.activeInteraction == nil)
    }

    @Test func noInteractionMeansNoneActive() {
        let route = Route(transition: TaggedTransition(tag: "a"))
        #expect(route.interaction == nil)
        #expect(route.activeInteraction == nil)
    }

    @Test func severalInteractionsTheFirstInProgressDrives() {
        let pinch = FakeInteraction()
        let edge = FakeInteraction()
        let route = Route(transition: TaggedTransition(tag: "a"), interactions: [pinch, edge, pinch])
        #expect(route.interactions.count == 2)  // the repeat is dropped
        #expect(route.interaction === pinch)
        #expect(route.activeInteraction == nil)
        edge.isInteractionInProgress = true
        #expect(route.activeInteraction === edge)
        pinch.isInteractionInProgress = true
        #expect(route.activeInteraction === pinch)  // asked in order
    }

    @Test func aRouteOnlyForGesturesAppliesOnlyWhileOneIsInProgress() {
        let pan = FakeInteraction()
        let gestures = Route(transition: TaggedTransition(tag: "a"), interactions: [pan], onlyWhenInteractive: true)
        #expect(gestures.isOnlyWhenInteractive)
        #expect(!gestures.isApplicable)
        pan.isInteractionInProgress = true
        #expect(gestures.isApplicable)
        // Without interactions such a route never applies; an ordinary route always does.
        #expect(!Route(transition: TaggedTransition(tag: "b"), interactions: [], onlyWhenInteractive: true).isApplicable)
        #expect(Route(transition: TaggedTransition(tag: "c")).isApplicable)
    }
}
