import Foundation
import Testing
import Transitions
@testable import Interactive

/// The decisions of `UIKitGestureBridge` (every UIKit decision runs under the model), on a
/// scripted host: what a recognizer event does, the order of a gesture's begin, should-begin, and
/// the coordinator's end. The same core runs under the model of UIKit's containers in
/// `ModelWindowTests`.
@MainActor
@Suite struct GestureInteractionCoreTests {
    /// A host that records what the core asked and answers as scripted.
    @MainActor
    final class ScriptedHost: GestureHost {
        var viewSize = CGSize(width: 390, height: 844)
        var layoutDirection = LayoutDirection.leftToRight
        var state = GestureHostState(navigationStackCount: 2)
        var response = TransitionRequestResponse(started: true, observed: true)
        /// Called inside `perform`, as UIKit may start the transition there.
        var duringRequest: (() -> Void)?
        private(set) var requests: [TransitionRequest] = []
        private(set) var onEnd: (@MainActor (Bool) -> Void)?

        func perform(_ request: TransitionRequest, onEnd: @escaping @MainActor (Bool) -> Void) -> TransitionRequestResponse {
            requests.append(request)
            if response.observed { self.onEnd = onEnd }
            duringRequest?()
            return response
        }
    }

    func core(_ gesture: InteractionGesture = .pinch, action: InteractionAction = .pop) -> GestureInteractionCore {
        let core = GestureInteractionCore(gesture: gesture, flow: InteractionFlow(policy: gesture.defaultPolicy))
        core.wire(action)
        return core
    }

    func pinch(_ scale: CGFloat, velocity: CGFloat = -1) -> GestureReading {
        GestureReading(scale: scale, scaleVelocity: velocity)
    }

    /// The interaction exists before UIKit is asked: a start inside the request finds it, owned.
    @Test func theInteractionExistsBeforeTheRequest() {
        let core = core()
        let host = ScriptedHost()
        var ownedDuringRequest: Bool?
        var inProgressDuringRequest: Bool?
        host.duringRequest = {
            inProgressDuringRequest = core.flow.isInteractionInProgress
            ownedDuringRequest = core.flow.transitionDidStart { _ in }
        }
        core.handle(.began, reading: pinch(1), host: host, timing: nil) { _ in }
        #expect(host.requests == [.pop])
        #expect(inProgressDuringRequest == true)
        #expect(ownedDuringRequest == true, "UIKit's start inside popViewController is the gesture's")
        #expect(core.requestedOperation == .pop)
        #expect(core.flow.gate.phase == .started(owned: true), "a start inside the request is not undone by requestObserved")
    }

    /// The operation is read before the request changes the state it is read from (a tab switch).
    @Test func theOperationIsReadBeforeTheRequest() {
        let core = core(.pan(.leading), action: .selectTab(.next))
        let host = ScriptedHost()
        host.state = GestureHostState(selectedTab: 0, tabCount: 3)
        host.duringRequest = { host.state.selectedTab = 1 }
        core.handle(.began, reading: GestureReading(velocity: CGPoint(x: -300, y: 0)), host: host, timing: nil) { _ in }
        #expect(host.requests == [.selectTab(1)])
        #expect(core.requestedOperation == .tabForward)
    }

    /// Nothing is asked of UIKit when the gesture cannot map (a view not laid out), when no screen
    /// is wired, or when any transition is in flight; a request that leads nowhere ends the
    /// interaction at once.
    @Test func gesturesThatStartNothing() {
        let zeroSized = ScriptedHost()
        zeroSized.viewSize = .zero
        let pan = core(.pan(.down), action: .dismiss)
        pan.handle(.began, reading: GestureReading(velocity: CGPoint(x: 0, y: 300)), host: zeroSized, timing: nil) { _ in }
        #expect(zeroSized.requests.isEmpty)
        #expect(!pan.flow.isInteractionInProgress)

        let unwired = core()
        unwired.handle(.began, reading: pinch(1), host: nil, timing: nil) { _ in }
        #expect(!unwired.flow.isInteractionInProgress)

        let busy = ScriptedHost()
        busy.state.isTransitionInFlight = true
        let refused = core()
        refused.handle(.began, reading: pinch(1), host: busy, timing: nil) { _ in }
        #expect(busy.requests.isEmpty)
        #expect(!refused.flow.isInteractionInProgress)

        let root = ScriptedHost()
        root.state = GestureHostState(navigationStackCount: 1)
        let atRoot = core()
        atRoot.handle(.began, reading: pinch(1), host: root, timing: nil) { _ in }
        #expect(root.requests.isEmpty, "a pop at the root is never requested")
        #expect(!atRoot.flow.isInteractionInProgress)

        let refusing = ScriptedHost()
        refusing.response = .notStarted
        let notStarted = core()
        notStarted.handle(.began, reading: pinch(1), host: refusing, timing: nil) { _ in }
        #expect(refusing.requests == [.pop])
        #expect(!notStarted.flow.isInteractionInProgress, "UIKit started nothing: the interaction ends")
    }

    /// The rest of a gesture that was refused is ignored, even while the earlier transition runs,
    /// and never reaches UIKit.
    @Test func theRestOfARefusedGestureIsIgnored() {
        let core = core()
        let host = ScriptedHost()
        var reported: [InteractionCommand] = []
        core.handle(.began, reading: pinch(1), host: host, timing: nil) { reported.append($0) }
        _ = core.flow.transitionDidStart { reported.append($0) }
        core.handle(.ended, reading: pinch(0.5), host: host, timing: nil) { reported.append($0) }
        let afterFirst = reported.count
        // A second gesture while the first transition completes.
        core.handle(.began, reading: pinch(1), host: host, timing: nil) { reported.append($0) }
        core.handle(.changed, reading: pinch(0.2), host: host, timing: nil) { reported.append($0) }
        core.handle(.ended, reading: pinch(0.2), host: host, timing: nil) { reported.append($0) }
        #expect(reported.count == afterFirst)
        #expect(host.requests == [.pop])
        #expect(core.mapping == nil)
    }

    /// An observed request keeps the interaction waiting for UIKit's start after the fingers lift;
    /// the coordinator's end frees it for the next gesture.
    @Test func theCoordinatorsEndFreesTheGesture() throws {
        let core = core()
        let host = ScriptedHost()
        core.handle(.began, reading: pinch(1), host: host, timing: nil) { _ in }
        core.handle(.ended, reading: pinch(0.4, velocity: -2), host: host, timing: nil) { _ in }
        #expect(core.flow.isInteractionInProgress, "waiting for UIKit's start, which catches up with the release")
        var caughtUp: [InteractionCommand] = []
        #expect(core.flow.transitionDidStart { caughtUp.append($0) })
        #expect(caughtUp.contains { if case .complete = $0 { true } else { false } })
        let onEnd = try #require(host.onEnd)
        onEnd(true)
        #expect(!core.flow.isInteractionInProgress)
        onEnd(false)
        #expect(core.flow.gate.phase == .idle, "a duplicate end changes nothing")
    }

    /// The end is learned from the first coordinator there is (the from-view controller's, else
    /// the to-view controller's), once, with `!isCancelled`.
    @Test func theEndIsObservedOnTheFirstCoordinator() throws {
        @MainActor
        final class Coordinator: TransitionEndObserving {
            var ends: [@MainActor (Bool) -> Void] = []
            func observeEnd(_ body: @escaping @MainActor (Bool) -> Void) { ends.append(body) }
        }
        let core = core()
        let host = ScriptedHost()
        host.response = TransitionRequestResponse(started: true, observed: false)
        core.handle(.began, reading: pinch(1), host: host, timing: nil) { _ in }
        #expect(core.flow.isInteractionInProgress)
        let from = Coordinator(), to = Coordinator()
        core.observeEnd(of: [nil, from, to])
        #expect(from.ends.count == 1 && to.ends.isEmpty)
        #expect(core.flow.transitionDidStart { _ in })
        core.handle(.ended, reading: pinch(0.2, velocity: -3), host: host, timing: nil) { _ in }
        #expect(core.flow.isInteractionInProgress, "until UIKit's transition ends")
        let end = try #require(from.ends.first)
        end(false)
        #expect(!core.flow.isInteractionInProgress)
    }

    /// An unobserved request (no coordinator) that ends before UIKit starts ends the interaction.
    @Test func anUnobservedRequestEndsWithTheGesture() {
        let core = core()
        let host = ScriptedHost()
        host.response = TransitionRequestResponse(started: true, observed: false)
        core.handle(.began, reading: pinch(1), host: host, timing: nil) { _ in }
        core.handle(.cancelled, reading: pinch(1), host: host, timing: nil) { _ in }
        #expect(!core.flow.isInteractionInProgress)
    }

    /// UIKit's completion timing is read before every event (a change during the gesture applies at
    /// release), and only events with a mapping reach the flow.
    @Test func timingIsReadBeforeEveryEvent() {
        let core = core()
        let host = ScriptedHost()
        let slow = CompletionTiming(completionSpeed: 0.5, completionCurve: .easeIn)
        let fast = CompletionTiming(completionSpeed: 2, completionCurve: .linear)
        core.handle(.began, reading: pinch(1), host: host, timing: slow) { _ in }
        #expect(core.flow.timing == slow)
        core.handle(.changed, reading: pinch(0.8), host: host, timing: fast) { _ in }
        #expect(core.flow.timing == fast)
        core.handle(.possible, reading: pinch(0.8), host: host, timing: slow) { _ in }
        #expect(core.flow.timing == fast, "a .possible event is ignored")
        #expect(core.lastReading == pinch(0.8))
    }

    /// Pans begin only the way that advances the transition; any gesture only while its wiring
    /// applies.
    @Test func shouldBegin() {
        let down = core(.pan(.down), action: .dismiss)
        #expect(down.shouldBegin(velocity: CGPoint(x: 10, y: 300), layoutDirection: .leftToRight))
        #expect(!down.shouldBegin(velocity: CGPoint(x: 300, y: 10), layoutDirection: .leftToRight))
        #expect(!down.shouldBegin(velocity: nil, layoutDirection: .leftToRight), "a pan without a velocity does not begin")
        #expect(!down.shouldBegin(velocity: CGPoint(x: 0, y: 300), layoutDirection: .leftToRight, wiringApplies: false))
        let pinch = core()
        #expect(pinch.shouldBegin(velocity: nil, layoutDirection: .rightToLeft))
        #expect(!pinch.shouldBegin(velocity: nil, layoutDirection: .rightToLeft, wiringApplies: false))
        let edge = core(.screenEdge(.leading))
        #expect(edge.shouldBegin(velocity: CGPoint(x: -5, y: 0), layoutDirection: .leftToRight), "the edge recognizer filters itself")
    }

    /// A router's wiring: nothing for push and present or while a gesture drives a transition; only
    /// the condition on the same screen with the same action.
    @Test func routeWiring() {
        let core = GestureInteractionCore(gesture: .pinch, flow: InteractionFlow())
        #expect(core.routeWiring(for: .push, onSameScreen: false) == nil)
        #expect(core.routeWiring(for: .present, onSameScreen: false) == nil)
        #expect(core.routeWiring(for: .pop, onSameScreen: true) == .attach(.pop), "not wired yet")
        core.wire(.pop)
        #expect(core.routeWiring(for: .pop, onSameScreen: true) == .replaceCondition)
        #expect(core.routeWiring(for: .pop, onSameScreen: false) == .attach(.pop))
        #expect(core.routeWiring(for: .dismiss, onSameScreen: true) == .attach(.dismiss))
        let host = ScriptedHost()
        core.handle(.began, reading: pinch(1), host: host, timing: nil) { _ in }
        #expect(core.routeWiring(for: .dismiss, onSameScreen: false) == nil, "moving the recognizer would cancel the gesture")
    }
}
