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
}
