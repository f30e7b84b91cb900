import Foundation
import Testing
@testable import Transitions

/// The router's decisions (issue 20: vending, pairing, the end of a dismissal, the card, tab
/// selection, gesture wiring), pure. `ModelWindowTests` (TransitionsTestingTests) runs them under
/// the model of UIKit's containers and runner.
@MainActor
@Suite struct RouterCoreTests {
    /// An animation controller stand-in.
    final class Vended {
        let tag: String
        let operation: TransitionOperation
        init(_ transition: any Transition, _ operation: TransitionOperation) {
            tag = transition.name
            self.operation = operation
        }
    }

    let list = ListScreen(), detail = DetailScreen(), settings = SettingsScreen()

    func vend(_ core: RouterCore<Screen, Vended>, _ operation: TransitionOperation, from: Screen?, to: Screen?, role: DelegateRole = .navigation) -> Vended? {
        core.animationController(for: operation, from: from, to: to, role: role) { Vended($0, $1) }
    }

    @Test func vendsTheWinningRouteOrNothing() {
        let core = RouterCore<Screen, Vended>()
        core.routes.add(.navigation, transition: TaggedTransition(tag: "slide"))
        #expect(vend(core, .push, from: list, to: detail)?.tag == "slide")
        #expect(vend(core, .push, from: list, to: detail)?.operation == .push)
        #expect(vend(core, .present, from: list, to: detail, role: .transitioning) == nil, "no rule: UIKit's own animation")
    }

    /// The interaction goes with the animator the router vended last for the role, once, and only
    /// while its gesture is in progress; a pop without one gets `popInteraction`.
    @Test func pairsTheInteractionWithItsAnimator() throws {
        let core = RouterCore<Screen, Vended>()
        let pinch = FakeInteraction(), edge = FakeInteraction()
        core.routes.add(.pop, transition: TaggedTransition(tag: "pinch"), interaction: pinch)
        core.routes.add(.push, transition: TaggedTransition(tag: "push"))
        core.popInteraction = edge

        let programmatic = try #require(vend(core, .pop, from: detail, to: list))
        guard case .ours(nil) = core.interaction(for: programmatic, role: .navigation) else {
            Issue.record("a pop no gesture drives gets no interaction")
            return
        }
        pinch.isInteractionInProgress = true
        let driven = try #require(vend(core, .pop, from: detail, to: list))
        #expect(isOurs(core.interaction(for: driven, role: .tabBar)) == false, "another role's request is not ours")
        guard case let .ours(interaction?) = core.interaction(for: driven, role: .navigation) else {
            Issue.record("the gesture's interaction")
            return
        }
        #expect(interaction === pinch)
        #expect(isOurs(core.interaction(for: driven, role: .navigation)) == false, "answered once")
        #expect(isOurs(core.interaction(for: Vended(CrossFadeTransition(), .pop), role: .navigation)) == false, "not vended here")

        // A pop route without interactions falls back to popInteraction; other operations do not.
        core.routes.removeAll()
        core.routes.add(.navigation, transition: TaggedTransition(tag: "plain"))
        edge.isInteractionInProgress = true
        let fallback = try #require(vend(core, .pop, from: detail, to: list))
        guard case let .ours(popInteraction?) = core.interaction(for: fallback, role: .navigation) else {
            Issue.record("popInteraction for a pop")
            return
        }
        #expect(popInteraction === edge)
        let push = try #require(vend(core, .push, from: list, to: detail))
        guard case .ours(nil) = core.interaction(for: push, role: .navigation) else {
            Issue.record("popInteraction is for pops only")
            return
        }
    }

    /// An interaction UIKit cannot drive is never handed out.
    @Test func anUnusableInteractionIsNotHandedOut() throws {
        let core = RouterCore<Screen, Vended>()
        let pinch = FakeInteraction()
        pinch.isInteractionInProgress = true
        core.routes.add(.pop, transition: TaggedTransition(tag: "pinch"), interaction: pinch)
        let animator = try #require(vend(core, .pop, from: detail, to: list))
        guard case .ours(nil) = core.interaction(for: animator, role: .navigation, usable: { _ in false }) else {
            Issue.record("not usable: none")
            return
        }
    }

    /// A tap on a tab is refused while the switch the router handed an interaction to is driven.
    @Test func tabSelectionWaitsForTheDrivenSwitch() throws {
        let core = RouterCore<Screen, Vended>()
        let pan = FakeInteraction()
        core.routes.add(.tab, transition: TaggedTransition(tag: "tab"), interaction: pan)
        #expect(core.allowsTabSelection(previousAnswer: nil))
        #expect(!core.allowsTabSelection(previousAnswer: false), "the app's own no")
        pan.isInteractionInProgress = true
        let animator = try #require(vend(core, .tabForward, from: list, to: detail, role: .tabBar))
        _ = core.interaction(for: animator, role: .tabBar)
        #expect(!core.allowsTabSelection(previousAnswer: true))
        pan.isInteractionInProgress = false
        #expect(core.allowsTabSelection(previousAnswer: nil))
    }

    /// Only the one-shot router lets go, only after a dismissal, only when it completed.
    @Test func releasesAfterACompletedDismissalOnly() {
        let core = RouterCore<Screen, Vended>()
        #expect(!core.releasesAfterTransition(.dismiss, completed: true))
        core.releasesAfterDismissal = true
        #expect(core.releasesAfterTransition(.dismiss, completed: true))
        #expect(!core.releasesAfterTransition(.dismiss, completed: false), "a cancelled dismissal keeps the router")
        #expect(!core.releasesAfterTransition(.present, completed: true))
        #expect(!core.releasesAfterTransition(.pop, completed: true))
    }

    /// The end handler: only a dismissal's, and it uninstalls only a one-shot router, only after a
    /// completed dismissal, and not once the dismissed screen is gone.
    @Test func theEndHandler() throws {
        let core = RouterCore<Screen, Vended>()
        var uninstalled: [ObjectIdentifier] = []
        #expect(core.endHandler(for: .present, dismissed: detail) { uninstalled.append(ObjectIdentifier($0)) } == nil)
        #expect(core.endHandler(for: .dismiss, dismissed: nil) { uninstalled.append(ObjectIdentifier($0)) } == nil)
        let handler = try #require(core.endHandler(for: .dismiss, dismissed: detail) { uninstalled.append(ObjectIdentifier($0)) })
        handler(true)
        #expect(uninstalled.isEmpty, "not a one-shot router")
        core.releasesAfterDismissal = true
        handler(false)
        #expect(uninstalled.isEmpty, "cancelled")
        handler(true)
        #expect(uninstalled == [ObjectIdentifier(detail)])
        var gone: DetailScreen? = DetailScreen()
        let late = try #require(core.endHandler(for: .dismiss, dismissed: gone) { uninstalled.append(ObjectIdentifier($0)) })
        gone = nil
        late(true)
        #expect(uninstalled.count == 1, "holds the dismissed screen weakly")
    }

    /// UIKit calls `animationEnded(_:)` twice for a presentation, a dismissal and a tab switch
    /// (fact 13): a routed controller's report runs its end handler once.
    @Test func theEndReportRunsOnce() {
        var ends: [Bool] = []
        var report = TransitionEndReport { ends.append($0) }
        report.animationEnded(true)
        report.animationEnded(true)
        #expect(ends == [true])
        var empty = TransitionEndReport()
        empty.animationEnded(false)
    }

    /// A tab switch's end lets the next gesture of the same interaction switch tabs: taps are
    /// refused only while the switch it drives is still running.
    @Test func aTabSwitchsEndLetsTheSameInteractionSwitchAgain() throws {
        let core = RouterCore<Screen, Vended>()
        let pan = FakeInteraction()
        core.routes.add(.tab, transition: CrossFadeTransition(), interaction: pan)
        let animator = try #require(vend(core, .tabForward, from: list, to: detail, role: .tabBar))
        pan.isInteractionInProgress = true
        _ = core.interaction(for: animator, role: .tabBar)
        #expect(!core.allowsTabSelection(previousAnswer: nil), "a tap during the switch the pan drives")
        let end = try #require(core.endHandler(for: .tabForward, dismissed: nil) { _ in })
        end(true)
        #expect(core.allowsTabSelection(previousAnswer: nil), "the pan's next gesture asks for its own switch")
        #expect(!core.allowsTabSelection(previousAnswer: false), "the app's answer still counts")
    }

    /// The screen a wired gesture starts from, read from its containers.
    @Test func theScreenAGestureStartsFrom() {
        let stack: [Screen] = [list, detail]
        let read = { (host: Screen, operation: TransitionOperation) in
            RouteScreen<Screen>.startingFrom(host, for: operation, navigationStack: { $0 === self.detail ? stack : nil },
                                             tabs: { _ in ([self.list, self.settings], 1) }, presenter: { _ in self.settings })
        }
        #expect(read(detail, .pop).endpoints(of: .pop).to === list)
        #expect(read(list, .pop).endpoints(of: .pop).from === list && read(list, .pop).endpoints(of: .pop).to == nil, "not in a stack")
        #expect(read(detail, .tabBackward).endpoints(of: .tabBackward).to === list)
        #expect(read(detail, .dismiss).endpoints(of: .dismiss).to === settings)
    }

    /// A card only for a router that presents as cards and a `.custom` presented screen.
    @Test func theCardChoice() {
        let core = RouterCore<Screen, Vended>()
        #expect(core.cardLayout(forPresentedStyle: .custom) == nil, "full screen")
        core.modalPresentation = .card(.swingDrop)
        #expect(core.cardLayout(forPresentedStyle: .custom) == .swingDrop)
        #expect(core.cardLayout(forPresentedStyle: .fullScreen) == nil)
        #expect(core.cardLayout(forPresentedStyle: .pageSheet) == nil)
        #expect(core.cardLayout(forPresentedStyle: nil) == nil, "a style this SDK does not know")
    }

    // MARK: Wiring

    @Test func wiresPopGesturesToTheTopScreen() {
        let core = RouterCore<Screen, Vended>()
        let pinch = FakeInteraction()
        core.routes.add(.pop, from: .type(DetailScreen.self), transition: TaggedTransition(tag: "p"), interaction: pinch)
        #expect(ids(core.wiring(for: .navigationStack([list, detail]))) == [.pop: [ObjectIdentifier(pinch)]])
        #expect(ids(core.wiring(for: .navigationStack([detail, list]))) == [.pop: []])
        #expect(ids(core.wiring(for: .navigationStack([detail]))) == [.pop: []], "nothing to pop at the root")
    }

    /// Issue 25, finding 2: a dismissal rule written with `where:` (or a `to:` type) names the
    /// presenter, unknown while the router is installed before the presentation. Its gestures are
    /// wired then anyway, and begin only if the rule applies once the presenter is known. Fails on
    /// today's main, where the router asks `interactionsToAttach` with the unknown presenter and
    /// wires nothing.
    @Test func wiresDismissalGesturesBeforeThePresenterIsKnown() {
        let core = RouterCore<Screen, Vended>()
        let pinch = FakeInteraction(), swipe = FakeInteraction(), anywhere = FakeInteraction()
        core.routes.add(.dismiss, where: { _, to in to is ListScreen }, transition: TaggedTransition(tag: "where"), interaction: pinch)
        core.routes.add(.dismiss, to: .type(SettingsScreen.self), transition: TaggedTransition(tag: "to"), interaction: swipe)
        core.routes.add(.dismiss, transition: TaggedTransition(tag: "any"), interaction: anywhere)

        let beforePresentation = ids(core.wiring(for: .presented(detail, presenting: nil)))[.dismiss] ?? []
        #expect(Set(beforePresentation) == Set([pinch, swipe, anywhere].map(ObjectIdentifier.init)),
                "every rule that may apply once the presenter is known")

        // Presented from the list: only the `where:` rule applies, so only its gesture may begin.
        let fromList = RouteScreen<Screen>.presented(detail, presenting: list)
        #expect(core.wiringApplies(pinch, for: .dismiss, on: fromList))
        #expect(!core.wiringApplies(swipe, for: .dismiss, on: fromList), "its rule names another presenter")
        #expect(!core.wiringApplies(anywhere, for: .dismiss, on: fromList), "outranked by the `where:` rule")
        #expect(ids(core.wiring(for: fromList))[.dismiss] == [ObjectIdentifier(pinch)])
    }

    /// Whatever the presenter turns out to be, the gestures that could drive its dismissal were
    /// wired before it was known, and exactly those may begin once it is: for 500 random tables of
    /// dismissal rules (kinds, `from:`/`to:` types, `where:` predicates, gesture-only rules,
    /// defaults), over every presenter.
    @Test func wiringBeforeThePresenterCoversEveryPresenter() {
        var rng = SplitMix64(seed: 0xD15_3155)
        let types: [Screen.Type?] = [nil, ListScreen.self, DetailScreen.self, SettingsScreen.self]
        func matcher(_ type: Screen.Type?) -> EndpointMatcher<Screen> {
            switch type {
            case nil: .any
            case is ListScreen.Type: .type(ListScreen.self)
            case is DetailScreen.Type: .type(DetailScreen.self)
            default: .type(SettingsScreen.self)
            }
        }
        let presented = DetailScreen()
        for _ in 0..<500 {
            let core = RouterCore<Screen, Vended>()
            for index in 0..<Int.random(in: 0...8, using: &rng) {
                let kind = [RouteKind.dismiss, .modal, .any, .present].randomElement(using: &rng) ?? .any
                let gesture = FakeInteraction()
                let transition = TaggedTransition(tag: "r\(index)")
                switch Int.random(in: 0..<5, using: &rng) {
                case 0:
                    core.routes.setDefault(transition, interaction: gesture, for: kind)
                case 1:
                    core.routes.add(kind, where: { _, to in to is ListScreen }, transition: transition, interaction: gesture)
                case 2:
                    core.routes.add(kind, from: matcher(types.randomElement(using: &rng) ?? nil), to: matcher(types.randomElement(using: &rng) ?? nil),
                                    transition: transition, interactions: [gesture], onlyWhenInteractive: true)
                default:
                    core.routes.add(kind, from: matcher(types.randomElement(using: &rng) ?? nil), to: matcher(types.randomElement(using: &rng) ?? nil),
                                    transition: transition, interaction: gesture)
                }
            }
            let wired = Set(core.wiring(for: .presented(presented, presenting: nil)).flatMap(\.interactions).map(ObjectIdentifier.init))
            for presenter in [ListScreen(), DetailScreen(), SettingsScreen()] as [Screen] {
                let known = RouteScreen<Screen>.presented(presented, presenting: presenter)
                let exact = core.routes.interactionsToAttach(for: .dismiss, from: presented, to: presenter)
                #expect(Set(exact.map(ObjectIdentifier.init)).isSubset(of: wired), "a gesture that could drive the dismissal was not wired")
                for interaction in core.routes.rules.flatMap(\.route.interactions) {
                    #expect(core.wiringApplies(interaction, for: .dismiss, on: known) == exact.contains { $0 === interaction })
                }
            }
        }
    }

    /// A gesture whose rule was removed after it was wired does not begin any more.
    @Test func aRemovedRulesGestureNoLongerApplies() {
        let core = RouterCore<Screen, Vended>()
        let pinch = FakeInteraction()
        core.routes.add(.pop, transition: TaggedTransition(tag: "p"), interaction: pinch)
        let stack = RouteScreen<Screen>.navigationStack([list, detail])
        #expect(core.wiringApplies(pinch, for: .pop, on: stack))
        core.routes.removeAll()
        #expect(!core.wiringApplies(pinch, for: .pop, on: stack))
    }

    /// Tab wiring: forward to the next tab, backward to the previous; past either end, and with
    /// UIKit's NSNotFound selection, nothing is there (and nothing traps).
    @Test func wiresTabGestures() {
        let core = RouterCore<Screen, Vended>()
        let next = FakeInteraction(), previous = FakeInteraction()
        core.routes.add(.tabForward, to: .type(DetailScreen.self), transition: TaggedTransition(tag: "f"), interaction: next)
        core.routes.add(.tabBackward, transition: TaggedTransition(tag: "b"), interaction: previous)
        let tabs: [Screen] = [list, detail, settings]
        #expect(ids(core.wiring(for: .tabs(tabs, selectedIndex: 0))) == [.tabForward: [ObjectIdentifier(next)], .tabBackward: [ObjectIdentifier(previous)]])
        #expect(ids(core.wiring(for: .tabs(tabs, selectedIndex: 1)))[.tabForward] == [], "the next tab is not a DetailScreen")
        for selected in [-1, 3, Int.max, Int.min] {
            let endpoints = RouteScreen<Screen>.tabs(tabs, selectedIndex: selected).endpoints(of: .tabForward)
            #expect(endpoints.from == nil && endpoints.to == nil)
            #expect(ids(core.wiring(for: .tabs(tabs, selectedIndex: selected)))[.tabForward] == [])
        }
    }

    @Test func endpointsOfEachScreen() {
        let stack = RouteScreen<Screen>.navigationStack([list, detail])
        #expect(stack.endpoints(of: .pop).from === detail && stack.endpoints(of: .pop).to === list)
        #expect(stack.endpoints(of: .dismiss).from == nil)
        let presented = RouteScreen<Screen>.presented(detail, presenting: nil)
        #expect(presented.endpoints(of: .dismiss).from === detail && presented.endpoints(of: .dismiss).to == nil)
        let tabs = RouteScreen<Screen>.tabs([list, detail], selectedIndex: 1)
        #expect(tabs.endpoints(of: .tabBackward).from === detail && tabs.endpoints(of: .tabBackward).to === list)
        #expect(tabs.endpoints(of: .tabForward).from === detail && tabs.endpoints(of: .tabForward).to == nil)
    }

    // MARK: Helpers

    func isOurs(_ answer: InteractionAnswer<any InteractionProviding>) -> Bool {
        if case .ours = answer { return true }
        return false
    }

    func ids(_ wiring: [(operation: TransitionOperation, interactions: [any InteractionProviding])]) -> [TransitionOperation: [ObjectIdentifier]] {
        Dictionary(uniqueKeysWithValues: wiring.map { ($0.operation, $0.interactions.map(ObjectIdentifier.init)) })
    }
}
