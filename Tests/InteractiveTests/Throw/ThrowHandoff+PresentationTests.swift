import Foundation
import Testing
import Transitions
import TransitionsTesting
@testable import Interactive

/// A throw-to-dismiss of a card: the re-simulated flight or spring-back takes the presentation
/// controller's dimming view over from where the finger left it, as it takes the snapshot over.
@MainActor
@Suite struct ThrowHandoffPresentationTests {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let card = CGRect(x: 40, y: 200, width: 300, height: 400)

    @Test(arguments: [true, false])
    func theDimmingContinuesFromTheRelease(flies: Bool) throws {
        let context = try TransitionContext(
            operation: .dismiss, containerBounds: bounds, fromInitialFrame: card,
            presentation: PresentationAppearance(dimmingAlpha: 0.5, cornerRadius: 16))
        let container = ModelContainer()
        let dimming = ModelView(kind: .color(.black), name: "dimming", frame: bounds, layer: LayerState(alpha: 0.5))
        let cardView = ModelView(kind: .fromView, name: "card", frame: card, layer: LayerState(cornerRadius: 16, masksToBounds: true))
        container.add(dimming)
        container.add(cardView)
        let scrubbed = ViewStage(views: container, fromView: cardView, toView: nil, presentationDimming: dimming) { _ in }
        let throwing = ThrowTransition()
        let handoff = ThrowHandoff(transition: throwing, driver: TransitionDriver(plan: throwing.plan(for: context), stage: scrubbed)) {
            scrubbed.continuation()
        }
        handoff.scrub(to: 0.3)
        let released = dimming.layer.alpha
        #expect(released > 0.05 && released < 0.45, "the scrub faded the dimming part way")
        let completion = InteractionCompletion(
            decision: flies ? .finish : .cancel, release: InteractionRelease(progress: 0.3, velocity: flies ? 3 : -1))
        handoff.release(completion, fingerVelocity: CGPoint(x: 0, y: flies ? 2500 : -600))
        #expect(handoff.phase == (flies ? .flying : .springingBack))
        #expect(abs(dimming.layer.alpha - released) < 1e-9, "no jump when the re-simulation takes over")
        handoff.advance(by: 1.0 / 60)
        #expect(abs(dimming.layer.alpha - released) < 0.05, "the first frame moves on from there")
        handoff.advance(by: 10)
        #expect(handoff.phase == .completed(finished: flies))
        #expect(dimming.layer.alpha == (flies ? 0 : 0.5))
    }

    /// The plan helper on its own: a forward plan fades from the given alpha to its end, a plan
    /// played backwards from its start to the given alpha; hostile values change nothing.
    @Test func continuingPresentationDimming() throws {
        let context = try TransitionContext(
            operation: .dismiss, containerBounds: bounds, fromInitialFrame: card, presentation: PresentationAppearance(dimmingAlpha: 0.5))
        let plan = CrossFadeTransition().plan(for: context)
        let forward = plan.continuingPresentationDimming(from: 0.2)
        #expect(forward.state(atTrackProgress: 0)[.presentationDimming]?.alpha == 0.2)
        #expect(forward.state(atTrackProgress: 1)[.presentationDimming]?.alpha == 0)
        let backwards = plan.continuingPresentationDimming(from: 0.2, playsBackwards: true)
        #expect(backwards.state(atTrackProgress: 1)[.presentationDimming]?.alpha == 0.2)
        #expect(backwards.state(atTrackProgress: 0)[.presentationDimming]?.alpha == 0.5)
        for hostile in [nil, CGFloat.nan, .infinity] as [CGFloat?] {
            #expect(plan.continuingPresentationDimming(from: hostile).state(atTrackProgress: 0)[.presentationDimming]?.alpha == 0.5)
        }
        #expect(plan.continuingPresentationDimming(from: 7).state(atTrackProgress: 0)[.presentationDimming]?.alpha == 1)
        let plain = CrossFadeTransition().plan(for: try TransitionContext(operation: .dismiss, containerBounds: bounds))
        #expect(plain.continuingPresentationDimming(from: 0.2).participants.map(\.id) == plain.participants.map(\.id))
    }
}
