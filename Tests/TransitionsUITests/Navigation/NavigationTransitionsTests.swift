import Foundation
import Interactive
import Testing
import Transitions
import TransitionsTesting
import TransitionsUI
import TransitionsUITesting

/// Per-stack, per-type and per-link transitions: which one plays, and how the stack's rules sit
/// among the router's.
@MainActor
@Suite struct NavigationTransitionsTests {
    struct Photo: Hashable {}
    struct Note: Hashable {}

    @Test func linkThenTypeThenStackThenNothing() {
        var transitions = NavigationTransitions(transition: SlideTransition())
        transitions.add(Photo.self, transition: ZoomTransition(sourceRect: .zero))
        #expect(transitions.route(for: Photo(), link: LinkTransition(FlipTransition()))?.transition is FlipTransition)
        #expect(transitions.route(for: Photo(), link: nil)?.transition is ZoomTransition)
        #expect(transitions.route(for: Note(), link: nil)?.transition is SlideTransition)
        #expect(NavigationTransitions().route(for: Note(), link: nil) == nil)
    }

    /// A path of `AnyHashable` values is looked through: the type rule sees the value inside.
    @Test func anyHashableValuesMatchTheirType() {
        var transitions = NavigationTransitions()
        transitions.add(Photo.self, transition: CubeTransition())
        #expect(transitions.route(for: AnyHashable(Photo()), link: nil)?.transition is CubeTransition)
        #expect(transitions.route(for: AnyHashable(Note()), link: nil) == nil)
    }

    @Test func theLastTypeRuleWinsAndGesturesFallBackToTheStacks() {
        var transitions = NavigationTransitions(gestures: [.screenEdge(.leading)])
        transitions.add(Photo.self, transition: ZoomTransition(sourceRect: .zero), gestures: [.pinch])
        transitions.add(Photo.self, transition: FlipTransition())
        let route = transitions.route(for: Photo(), link: nil)
        #expect(route?.transition is FlipTransition)
        #expect(route?.gestures == [.screenEdge(.leading)])
        let linked = transitions.route(for: Photo(), link: LinkTransition(CrossFadeTransition(), gestures: [.pinch]))
        #expect(linked?.gestures == [.pinch])
    }

    /// A link without a transition of its own falls back as a path edit does (type rule, then the
    /// stack's, then none), with its own gestures if it names any.
    @Test func aLinkWithoutATransitionFallsBackLikeAPathEdit() {
        var transitions = NavigationTransitions(transition: SlideTransition(), gestures: [.screenEdge(.leading)])
        transitions.add(Photo.self, transition: CubeTransition())
        #expect(transitions.route(for: Photo(), link: LinkTransition(nil))?.transition is CubeTransition)
        #expect(transitions.route(for: Note(), link: LinkTransition(nil))?.transition is SlideTransition)
        let gestured = transitions.route(for: Note(), link: LinkTransition(nil, gestures: [.pinch]))
        #expect(gestured?.transition is SlideTransition)
        #expect(gestured?.gestures == [.pinch])
        #expect(NavigationTransitions().route(for: Note(), link: LinkTransition(nil, gestures: [.pinch])) == nil,
                "nothing routed: UIKit's own push and pop")
    }

    /// One controller per gesture and kind, kept across updates; a pan down on a throw throws.
    @Test func gestureControllersAreMadeOncePerKind() {
        var made: [GestureControllerKind] = []
        let controllers = GestureControllers<ModelGestureInteraction> { kind in
            made.append(kind)
            return ModelGestureInteraction(controller: ModelPercentDrivenInteractionController())
        }
        let first = controllers.controllers(for: [.pinch, .pan(.down), .pinch], transition: CrossFadeTransition())
        let again = controllers.controllers(for: [.pan(.down), .pinch], transition: SlideTransition())
        #expect(first.count == 2, "repeats dropped")
        #expect(again.map(ObjectIdentifier.init) == [first[1], first[0]].map(ObjectIdentifier.init))
        _ = controllers.controllers(for: [.pan(.down)], transition: ThrowTransition())
        #expect(made == [.percentDriven(.pinch), .percentDriven(.pan(.down)), .throwing])
        #expect(GestureControllerKind(.pan(.up), transition: ThrowTransition()) == .percentDriven(.pan(.up)))
    }

    /// Random configurations against a brute-force reading of the documented precedence.
    @Test func randomConfigurationsFollowThePrecedence() {
        var random = SplitMix64(seed: 2121)
        let candidates: [any Transition] = [SlideTransition(), FlipTransition(), CubeTransition(), CrossFadeTransition()]
        for _ in 0..<500 {
            var transitions = NavigationTransitions(transition: random.next() % 2 == 0 ? candidates[Int(random.next() % 4)] : nil)
            var oracle: [(isPhoto: Bool, name: String)] = []
            for _ in 0..<Int(random.next() % 4) {
                let transition = candidates[Int(random.next() % 4)]
                if random.next() % 2 == 0 {
                    transitions.add(Photo.self, transition: transition)
                    oracle.append((true, transition.name))
                } else {
                    transitions.add(Note.self, transition: transition)
                    oracle.append((false, transition.name))
                }
            }
            let link = random.next() % 3 == 0 ? LinkTransition(candidates[Int(random.next() % 4)]) : nil
            let value: any Hashable = random.next() % 2 == 0 ? Photo() : Note()
            let expected = link?.transition?.name
                ?? oracle.last(where: { $0.isPhoto == (value is Photo) })?.name
                ?? transitions.transition?.name
            #expect(transitions.route(for: value, link: link)?.transition.name == expected)
        }
    }

    /// The two rules of a screen answer its push and its pop, only for that screen, beat the
    /// app's ordinary rules (even two-sided ones), lose to the app's rules for gestures while their
    /// gesture drives, and go away with their orders.
    @Test func aScreensRulesAmongTheRoutersRules() {
        let list = ModelScreen("list")
        let photo = ModelScreen("photo")
        let other = ModelScreen("other")
        let controller = ModelPercentDrivenInteractionController()
        let pinch = ModelGestureInteraction(controller: controller)
        var table = RouteTable<ModelScreen>()
        table.add(.navigation, from: .matching { $0 === list }, to: .matching { $0 === photo }, transition: CubeTransition())
        table.add(.pop, transition: ScaleTransition(), interactions: [pinch], onlyWhenInteractive: true)
        let orders = NavigationTransitions.addRules(for: photo, route: Route(transition: FlipTransition()), to: &table)
        #expect(orders.count == 2)
        #expect(table.route(for: .push, from: list, to: photo)?.transition is FlipTransition)
        #expect(table.route(for: .pop, from: photo, to: list)?.transition is FlipTransition)
        #expect(table.route(for: .push, from: list, to: other) == nil)
        #expect(table.route(for: .pop, from: other, to: list) == nil)
        _ = controller.gestureBegan(GestureSample(progress: 0, time: 0), transitionInFlight: false)
        #expect(table.route(for: .pop, from: photo, to: list)?.transition is ScaleTransition,
                "a rule only for gestures outranks while its gesture drives (the router's precedence)")
        NavigationTransitions.removeRules(orders, from: &table)
        #expect(table.rules.count == 2)
    }
}
