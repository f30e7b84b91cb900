import Foundation
import Testing
@testable import Transitions

/// Reading UIKit's transition context (issue 20: `TransitionContext` from UIKit, the dimming lookup,
/// the immediate-plan fallback), pure. The model's session platform builds every plan through the
/// same code (`ModelTransitionContext.reading`).
@Suite struct TransitionContextReadingTests {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func readsEveryField() throws {
        let reading = TransitionContextReading(
            operation: .present, containerBounds: bounds,
            fromInitialFrame: bounds, fromFinalFrame: bounds,
            toInitialFrame: .zero, toFinalFrame: CGRect(x: 16, y: 200, width: 358, height: 480),
            safeAreaInsets: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0), layoutDirection: .rightToLeft,
            isInteractive: true, isSystemReduceMotionEnabled: true, presentation: PresentationAppearance(dimmingAlpha: 0.3, cornerRadius: 12))
        let context = try TransitionContext(reading: reading)
        let direct = try TransitionContext(
            operation: .present, containerBounds: bounds, fromInitialFrame: bounds, fromFinalFrame: bounds,
            toInitialFrame: .zero, toFinalFrame: CGRect(x: 16, y: 200, width: 358, height: 480),
            safeAreaInsets: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0), layoutDirection: .rightToLeft,
            isInteractive: true, isReduceMotionEnabled: true, presentation: PresentationAppearance(dimmingAlpha: 0.3, cornerRadius: 12))
        #expect(context == direct)
        #expect(try TransitionContext(reading: reading, reduceMotion: false).isReduceMotionEnabled == false, "the override wins")
        #expect(try TransitionContext(reading: reading, reduceMotion: nil).isReduceMotionEnabled, "else the system setting")
    }

    /// A missing view controller's frames are unknown (`.zero`) and replaced from the container.
    @Test func missingControllersGiveUnknownFrames() throws {
        let context = try TransitionContext(reading: TransitionContextReading(operation: .dismiss, containerBounds: bounds))
        #expect(context.rawFrames.fromInitial == .zero && context.rawFrames.toFinal == .zero)
        #expect(context.fromInitialFrame == bounds && context.toFinalFrame == bounds)
    }

    /// A container with no usable size plays the immediate plan: zero duration, only the to-view,
    /// at UIKit's final frame, else its own frame, never the 1 × 1 fallback.
    @Test(arguments: [CGRect.zero, CGRect(x: 0, y: 0, width: 0, height: 844), CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)])
    func anUnusableContainerPlaysTheImmediatePlan(container: CGRect) {
        let card = CGRect(x: 16, y: 200, width: 358, height: 480)
        let own = CGRect(x: 0, y: 0, width: 390, height: 844)
        let withFinal = TransitionPlan.forUIKitTransition(SlideTransition(), reading: TransitionContextReading(
            operation: .push, containerBounds: container, toFinalFrame: card, toViewFrame: own))
        #expect(withFinal.duration == 0)
        #expect(withFinal.participants.map(\.kind) == [.toView])
        #expect(withFinal.state(at: 1).entries.first?.state.frame == card)
        let unknownFinal = TransitionPlan.forUIKitTransition(SlideTransition(), reading: TransitionContextReading(
            operation: .push, containerBounds: container, toFinalFrame: .zero, toViewFrame: own))
        #expect(unknownFinal.state(at: 1).entries.first?.state.frame == own, "the to-view's own frame, not 1 × 1")
    }

    /// A usable container plays the transition's own plan, completed by `resolve` when given.
    @Test func aUsableContainerPlaysTheTransition() throws {
        let reading = TransitionContextReading(operation: .push, containerBounds: bounds)
        let context = try TransitionContext(reading: reading)
        #expect(same(TransitionPlan.forUIKitTransition(SlideTransition(), reading: reading), SlideTransition().plan(for: context)))
        var resolvedWith: TransitionContext?
        let resolved = TransitionPlan.forUIKitTransition(SlideTransition(), reading: reading) { context in
            resolvedWith = context
            return CrossFadeTransition()
        }
        #expect(resolvedWith == context)
        #expect(same(resolved, CrossFadeTransition().plan(for: context)))
    }

    func same(_ a: TransitionPlan, _ b: TransitionPlan) -> Bool {
        a.duration == b.duration && [0, 0.3, 0.7, 1].allSatisfy { a.state(at: $0) == b.state(at: $0) }
    }

    /// The dimming lookup: the to-view controller first, then the from-view controller; only one
    /// being presented or dismissed, through its own presentation controller with a dimming view.
    @Test func theDimmingLookup() {
        #expect(PresentationDimmingLookup.order == [.to, .from])
        for being in [false, true] {
            for dimming in [false, true] {
                for own in [false, true] {
                    #expect(PresentationDimmingLookup.accepts(isBeingPresentedOrDismissed: being, hasDimmingView: dimming, presentsThisController: own)
                        == (being && dimming && own))
                }
            }
        }
    }
}
