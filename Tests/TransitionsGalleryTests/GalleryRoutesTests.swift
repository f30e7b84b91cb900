import Testing
import Transitions
@testable import TransitionsGallery

/// Stand-ins for the gallery's view controllers.
private class Screen {}
private final class ListScreen: Screen {}
private final class DemoScreen: Screen {}

/// An interaction whose gesture a test switches on and off.
@MainActor
private final class FakeGesture: InteractionProviding {
    var isInteractionInProgress = false
}

@MainActor
@Suite("Gallery routes")
struct GalleryRoutesTests {
    /// A pair, so each direction's transition can be told apart.
    let entry = GalleryEntry(.slideUp(), backward: .swingDrop)

    @Test("navigation rules push and pop demo screens only, the pop driven by whichever gesture is in progress")
    func navigation() throws {
        let pinch = FakeGesture(), edge = FakeGesture()
        var routes = RouteTable<Screen>()
        routes.add(.navigation, transition: .crossFade)  // an earlier entry's rule, replaced
        GalleryRoutes.setNavigation(to: entry, for: DemoScreen.self, pinch: pinch, edge: edge, in: &routes)
        let demo = DemoScreen(), list = ListScreen(), other = ListScreen()

        #expect(routes.route(for: .push, from: list, to: demo)?.transition is SlideUpTransition)
        #expect(routes.route(for: .push, from: list, to: other) == nil, "other pushes stay UIKit's")
        #expect(routes.route(for: .pop, from: other, to: list) == nil, "other pops keep the system back-swipe")

        let pop = try #require(routes.route(for: .pop, from: demo, to: list))
        #expect(pop.transition is SwingDropTransition)
        #expect(pop.interaction === pinch)
        #expect(pop.activeInteraction == nil, "the back button gets no interaction")

        edge.isInteractionInProgress = true
        #expect(routes.route(for: .pop, from: demo, to: list)?.activeInteraction === edge)
        #expect(routes.route(for: .pop, from: other, to: list) == nil)
        // Both gestures are wired to a demo screen as it is shown, none to other screens.
        let wired = routes.interactionsToAttach(for: .pop, from: demo, to: list).map(ObjectIdentifier.init)
        #expect(wired == [ObjectIdentifier(pinch), ObjectIdentifier(edge)])
        #expect(routes.interactionsToAttach(for: .pop, from: other, to: list).isEmpty)
        edge.isInteractionInProgress = false
        pinch.isInteractionInProgress = true
        #expect(routes.route(for: .pop, from: demo, to: list)?.activeInteraction === pinch)
    }

    @Test("setting navigation again replaces the previous entry's rules")
    func navigationReplaced() {
        var routes = RouteTable<Screen>()
        GalleryRoutes.setNavigation(to: GalleryEntry(.scale), for: DemoScreen.self, pinch: FakeGesture(), edge: FakeGesture(), in: &routes)
        GalleryRoutes.setNavigation(to: entry, for: DemoScreen.self, pinch: FakeGesture(), edge: FakeGesture(), in: &routes)
        #expect(routes.rules.count == 2)
        #expect(routes.route(for: .push, from: ListScreen(), to: DemoScreen())?.transition is SlideUpTransition)
    }

    @Test("demo tabs switch forwards with the entry's forward transition and the next-tab pan, backwards with the other")
    func tabs() throws {
        let next = FakeGesture(), previous = FakeGesture()
        let routes: RouteTable<Screen> = GalleryRoutes.tabs(for: entry, next: next, previous: previous)
        let first = DemoScreen(), second = DemoScreen()
        let forward = try #require(routes.route(for: .tabForward, from: first, to: second))
        #expect(forward.transition is SlideUpTransition)
        #expect(forward.interaction === next)
        let backward = try #require(routes.route(for: .tabBackward, from: second, to: first))
        #expect(backward.transition is SwingDropTransition)
        #expect(backward.interaction === previous)
        for operation in [TransitionOperation.present, .dismiss, .push, .pop] {
            #expect(routes.route(for: operation, from: first, to: second) == nil)
        }
    }

    @Test("the gallery's own tabs slide both ways and route nothing else")
    func rootTabs() {
        let routes: RouteTable<Screen> = GalleryRoutes.rootTabs()
        for operation in TransitionOperation.allCases {
            let route = routes.route(for: operation, from: ListScreen(), to: ListScreen())
            if operation.isTabSwitch {
                #expect((route?.transition as? SlideTransition)?.direction == .leading)
            } else {
                #expect(route == nil)
            }
        }
    }
}
