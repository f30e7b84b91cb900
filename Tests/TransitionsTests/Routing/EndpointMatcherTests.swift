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

/// A container screen showing one child, like a navigation controller's top controller.
private final class ContainerScreen: Screen {
    var shown: Screen?
    init(showing shown: Screen?) { self.shown = shown }
}

@Suite @MainActor struct EndpointMatcherShowingTests {
    private let lookThrough: @MainActor @Sendable (Screen) -> Screen? = { ($0 as? ContainerScreen)?.shown }

    @Test func matchesTheEndpointItselfOrItsVisibleContent() {
        let matcher = EndpointMatcher<Screen>.showing(DetailScreen.self, through: lookThrough)
        #expect(!matcher.isAny)
        #expect(matcher.description == "showing DetailScreen")
        #expect(matcher.matches(DetailScreen()))
        #expect(matcher.matches(ContainerScreen(showing: DetailScreen())))
        #expect(matcher.matches(ContainerScreen(showing: ContainerScreen(showing: DetailScreen()))))
        #expect(!matcher.matches(ContainerScreen(showing: ListScreen())))
        #expect(!matcher.matches(ContainerScreen(showing: nil)))
        #expect(!matcher.matches(nil))
    }

    @Test func aContainerShowingItselfDoesNotLoop() {
        let loop = ContainerScreen(showing: nil)
        loop.shown = loop
        let matcher = EndpointMatcher<Screen>.showing(DetailScreen.self, through: lookThrough)
        #expect(!matcher.matches(loop))
        #expect(EndpointMatcher<Screen>.showing(ContainerScreen.self, through: lookThrough).matches(loop))
        loop.shown = nil
    }

    @Test func lookThroughStopsAfterSixteenLevels() {
        var deep: Screen = DetailScreen()
        for _ in 0..<15 { deep = ContainerScreen(showing: deep) }
        let matcher = EndpointMatcher<Screen>.showing(DetailScreen.self, through: lookThrough)
        #expect(matcher.matches(deep))
        #expect(!matcher.matches(ContainerScreen(showing: deep)))
    }
}
