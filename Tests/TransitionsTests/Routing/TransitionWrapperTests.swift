import Foundation
import Testing
@testable import Transitions

/// Issue 25, finding 1: rules can be removed by the kind of transition they play, whatever made
/// it. `.zoom(fromView:)` and `.zoom(source:)` make a `SourceViewZoomTransition` (iOS), which plays
/// a `ZoomTransition` but is another type; `Wrapped` stands in for it here.
@MainActor
@Suite struct TransitionWrapperTests {
    /// A zoom completed at run time, as `SourceViewZoomTransition` is on iOS.
    struct Wrapped: TransitionWrapper {
        var zoom = ZoomTransition(sourceRect: .zero)
        var wrappedTransition: any Transition { zoom }
        func plan(for context: TransitionContext) -> TransitionPlan { zoom.plan(for: context) }
    }

    /// A wrapper of a wrapper.
    struct Outer: TransitionWrapper {
        var inner: any Transition
        var wrappedTransition: any Transition { inner }
        func plan(for context: TransitionContext) -> TransitionPlan { inner.plan(for: context) }
    }

    /// A wrapper that wraps itself forever (a mistake): asking stops after 16 levels.
    struct Endless: TransitionWrapper {
        var wrappedTransition: any Transition { Endless() }
        func plan(for context: TransitionContext) -> TransitionPlan { CrossFadeTransition().plan(for: context) }
    }

    /// Fails on today's main with the documented `is ZoomTransition` (the wrapper's rules stay).
    @Test func removesEveryZoomWhateverMadeIt() {
        var table = RouteTable<Screen>()
        table.add(.push, transition: ZoomTransition(sourceRect: .zero))
        table.add(.pop, transition: Wrapped())
        table.add(.present, transition: Outer(inner: Wrapped()))
        table.add(.dismiss, transition: SlideTransition())
        table.setDefault(Wrapped(), for: .tab)
        table.removeRules(playing: ZoomTransition.self)
        #expect(table.rules.map(\.kind) == [.dismiss])
        #expect(table.rules.allSatisfy { !$0.route.plays(ZoomTransition.self) })
    }

    @Test func playsLooksThroughWrappers() {
        #expect(Wrapped().plays(ZoomTransition.self))
        #expect(Wrapped().plays(Wrapped.self))
        #expect(Outer(inner: Wrapped()).plays(ZoomTransition.self))
        #expect(!Wrapped().plays(SlideTransition.self))
        #expect(SlideTransition().plays(SlideTransition.self))
        #expect(!SlideTransition().plays(ZoomTransition.self))
        #expect(!((Wrapped() as any Transition) is ZoomTransition), "why `is` is not the test to use")
        #expect(!Endless().plays(ZoomTransition.self), "stops rather than loop")
        #expect(Route(transition: Wrapped()).plays(ZoomTransition.self))
    }
}
