import Foundation
import Testing
@testable import Transitions

@Suite @MainActor struct EndpointMatcherTests {
    @Test func anyMatchesEverythingIncludingUnknown() {
        let matcher = EndpointMatcher<Screen>.any
        #expect(matcher.isAny)
        #expect(matcher.matches(ListScreen()))
        #expect(matcher.matches(Screen()))
        #expect(matcher.matches(nil))
        #expect(matcher.description == "any")
    }

    @Test func typeMatchesInstancesAndSubclasses() {
        let list = EndpointMatcher<Screen>.type(ListScreen.self)
        #expect(!list.isAny)
        #expect(list.matches(ListScreen()))
        #expect(!list.matches(DetailScreen()))
        #expect(!list.matches(Screen()))
        #expect(!list.matches(nil))
        #expect(list.description == "ListScreen")

        let base = EndpointMatcher<Screen>.type(Screen.self)
        #expect(base.matches(ListScreen()))
        #expect(base.matches(DetailScreen()))
    }

    @Test func typeMatchesProtocolConformance() {
        let matcher = EndpointMatcher<Screen>.type(Marked.self)
        #expect(matcher.matches(MarkedScreen()))
        #expect(!matcher.matches(ListScreen()))
    }

    @Test func predicateDecidesAndNeverSeesUnknown() {
        let matcher = EndpointMatcher<Screen>.matching { $0 is DetailScreen }
        #expect(!matcher.isAny)
        #expect(matcher.matches(DetailScreen()))
        #expect(!matcher.matches(ListScreen()))
        #expect(!matcher.matches(nil))
    }
}

private protocol Marked {}
private final class MarkedScreen: Screen, Marked {}
