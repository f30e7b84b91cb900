import Foundation
import Testing
@testable import Transitions

@Suite @MainActor struct RouteRuleTests {
    private func onlyRule(_ build: (inout RouteTable<Screen>) -> Void) throws -> RouteRule<Screen> {
        var table = RouteTable<Screen>()
        build(&table)
        return try #require(table.rules.first)
    }

    @Test func endpointSpecificityCountsConstrainedSides() throws {
        let t = TaggedTransition(tag: "t")
        #expect(try onlyRule { $0.add(.push, transition: t) }.endpointSpecificity == 0)
        #expect(try onlyRule { $0.add(.push, from: .type(ListScreen.self), transition: t) }.endpointSpecificity == 1)
        #expect(try onlyRule { $0.add(.push, to: .matching { _ in true }, transition: t) }.endpointSpecificity == 1)
        #expect(try onlyRule { $0.add(.push, from: .type(Screen.self), to: .type(Screen.self), transition: t) }.endpointSpecificity == 2)
        #expect(try onlyRule { $0.add(.push, where: { _, _ in true }, transition: t) }.endpointSpecificity == 2)
        #expect(try onlyRule { $0.setDefault(t, for: .push) }.endpointSpecificity == 0)
    }

    @Test func rankOrdersDefaultsGesturesSidesKindsThenOrder() throws {
        let t = TaggedTransition(tag: "t")
        let rule = try onlyRule { $0.add(.navigation, from: .type(ListScreen.self), transition: t) }
        #expect(rule.rank == [1, 0, 1, 4, 0])
        let gesture = try onlyRule { $0.add(.pop, transition: t, interactions: [FakeInteraction()], onlyWhenInteractive: true) }
        #expect(gesture.rank == [1, 1, 0, 5, 0])
        let fallback = try onlyRule { $0.setDefault(t) }
        #expect(fallback.rank == [0, 0, 0, 0, 0])
    }

    @Test func aGestureOnlyRuleMatchesItsEndpointsAlwaysAndAppliesOnlyDuringItsGesture() throws {
        let pan = FakeInteraction()
        let rule = try onlyRule {
            $0.add(.pop, from: .type(DetailScreen.self), transition: TaggedTransition(tag: "t"), interactions: [pan], onlyWhenInteractive: true)
        }
        #expect(rule.matchesEndpoints(.pop, from: DetailScreen(), to: ListScreen()))
        #expect(!rule.matches(.pop, from: DetailScreen(), to: ListScreen()))
        pan.isInteractionInProgress = true
        #expect(rule.matches(.pop, from: DetailScreen(), to: ListScreen()))
        #expect(!rule.matches(.pop, from: ListScreen(), to: DetailScreen()))
        #expect(rule.description == "pop from DetailScreen to any → t (only when interactive)")
    }

    @Test func pairPredicateNeedsBothEndpoints() throws {
        let rule = try onlyRule { $0.add(.any, where: { _, _ in true }, transition: TaggedTransition(tag: "t")) }
        #expect(rule.matches(.pop, from: ListScreen(), to: DetailScreen()))
        #expect(!rule.matches(.pop, from: nil, to: DetailScreen()))
        #expect(!rule.matches(.pop, from: ListScreen(), to: nil))
    }

    @Test func descriptionNamesKindSidesAndTransition() throws {
        let rule = try onlyRule { $0.add(.push, to: .type(DetailScreen.self), transition: TaggedTransition(tag: "zoom")) }
        #expect(rule.description == "push from any to DetailScreen → zoom")
        let fallback = try onlyRule { $0.setDefault(TaggedTransition(tag: "fade"), for: .tab) }
        #expect(fallback.description == "default tab from any to any → fade")
    }
}
