import Foundation
import Testing
import TransitionsTesting
@testable import Transitions

/// Every transition on a card: the presentation's dimming view fades in with a presentation and
/// out with a dismissal, the card keeps its corner radius, and the harness finds nothing wrong.
@MainActor
@Suite struct TransitionPlanPresentationTests {
    static let card = CardLayout(width: 300, height: 420)
    static let appearance = PresentationAppearance(dimmingAlpha: 0.5, cornerRadius: 18)

    /// A card presentation's context in a phone: the card in the middle, the screen beneath full size.
    static func cardContext(_ operation: TransitionOperation, reduceMotion: Bool = false) -> TransitionContext {
        let frame = card.frame(in: PlanFixtures.phoneBounds, safeArea: .zero, sizeClass: .compact)
        // A phone-sized container is valid.
        return try! TransitionContext(
            operation: operation, containerBounds: PlanFixtures.phoneBounds,
            fromInitialFrame: operation == .dismiss ? frame : .zero,
            toFinalFrame: operation == .present ? frame : .zero,
            isReduceMotionEnabled: reduceMotion, presentation: appearance)
    }

    nonisolated static let modal: [TransitionOperation] = [.present, .dismiss]

    @Test(arguments: BuiltInCatalog.allCases, modal)
    func theDimmingFadesWithThePlanAndTheCardStaysRound(builtIn: BuiltInCatalog, operation: TransitionOperation) throws {
        let context = Self.cardContext(operation)
        let plan = builtIn.transition.plan(for: context)
        let dimming = plan.participants.filter { $0.kind == .presentationDimming }
        #expect(dimming.map(\.id) == [.presentationDimming])
        let start = try #require(plan.state(at: 0)[.presentationDimming])
        let end = try #require(plan.state(at: 1)[.presentationDimming])
        #expect(start.frame == PlanFixtures.phoneBounds)
        #expect(start.alpha == (operation == .present ? 0 : 0.5))
        #expect(end.alpha == (operation == .present ? 0.5 : 0))
        // Below the presented screen and everything showing it.
        let order = plan.participants.map(\.id)
        let presented: [ParticipantID] = operation == .present ? [.toView, .toSnapshot] : [.fromView, .fromSnapshot]
        let dimmingIndex = try #require(order.firstIndex(of: .presentationDimming))
        for id in presented { if let index = order.firstIndex(of: id) { #expect(index > dimmingIndex, "\(id)") } }
        // The screen beneath stays after a presentation; the card leaves after a dismissal.
        #expect(plan.removesFromViewOnFinish == (operation == .dismiss))
        // The card at rest is round.
        let card = try #require(plan.participant(operation == .present ? .toView : .fromView))
        #expect(card.restingState?.cornerRadius == 18)
    }

    @Test(arguments: BuiltInCatalog.allCases, modal)
    func runsAndCancelsCleanlyOnACard(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        let finished = TransitionHarness(builtIn.transition, context: Self.cardContext(operation))
        #expect(finished.runToEnd() == true)
        #expect(finished.problemsAfterFinish() == [])
        for progress in [0.3, 0.7] as [CGFloat] {
            let cancelled = TransitionHarness(builtIn.transition, context: Self.cardContext(operation))
            cancelled.perform([.begin, .update(progress), .cancel(), .runToEnd])
            #expect(cancelled.problemsAfterCancel() == [], "cancelled at \(progress)")
        }
    }

    @Test(arguments: PhysicsCatalog.allCases, modal)
    func physicsTransitionsRunCleanlyOnACard(physics: PhysicsCatalog, operation: TransitionOperation) {
        let run = TransitionHarness(physics.transition, context: Self.cardContext(operation))
        #expect(run.runToEnd() == true)
        #expect(run.problemsAfterFinish() == [])
    }

    /// Reduce Motion's cross-fade fades the dimming too.
    @Test(arguments: modal)
    func reduceMotionFadesTheDimming(operation: TransitionOperation) throws {
        let plan = SwingDropTransition().plan(for: Self.cardContext(operation, reduceMotion: true))
        #expect(plan.duration == CrossFadeTransition().duration)
        #expect(plan.participant(.presentationDimming) != nil)
    }

    /// The founding swing-drop's cover is the card's dimming view, with its keyframe fade: held
    /// until the drop starts (0.65), then gone.
    @Test func theSwingDropsCoverIsTheDimmingView() throws {
        let plan = SwingDropTransition().plan(for: Self.cardContext(.dismiss))
        #expect(plan.participant(.cover) == nil)
        #expect(plan.participant(.presentationDimming) != nil)
        #expect(plan.state(atTrackProgress: 0.6)[.presentationDimming]?.alpha == 0.5)
        let midDrop = try #require(plan.state(atTrackProgress: 0.825)[.presentationDimming]?.alpha)
        #expect(abs(midDrop - 0.25) < 1e-9)
        #expect(plan.state(atTrackProgress: 1)[.presentationDimming]?.alpha == 0)
        // The snapshot pivots about the card's own lower-left corner.
        let snapshot = try #require(plan.participant(.fromSnapshot))
        #expect(snapshot.anchorPoint == SwingDropTransition.pivot)
        #expect(snapshot.state(atTrackProgress: 0).frame == Self.cardContext(.dismiss).fromInitialFrame)
    }

    /// Without a presentation nothing changes; pushes and tab switches never have one.
    @Test(arguments: TransitionOperation.allCases)
    func noPresentationNoDimming(operation: TransitionOperation) throws {
        let plain = SlideUpTransition().plan(for: PlanFixtures.context(operation))
        #expect(plain.participant(.presentationDimming) == nil)
        let context = try TransitionContext(operation: operation, containerBounds: PlanFixtures.phoneBounds, presentation: Self.appearance)
        #expect((context.presentation != nil) == (operation == .present || operation == .dismiss))
        #expect((SlideUpTransition().plan(for: context).participant(.presentationDimming) != nil) == (context.presentation != nil))
    }

    /// A transition that animates the dimming view itself is left alone.
    @Test func aPlanThatAnimatesTheDimmingKeepsItsOwnTrack() {
        let context = Self.cardContext(.present)
        let plan = TransitionPlan(context: context, participants: [
            .fromView(in: context),
            .presentationDimming(in: context, alpha: .constant(0.2)),
            .toView(in: context, cornerRadius: .constant(4)),
        ], duration: 0.3)
        #expect(plan.participants.filter { $0.kind == .presentationDimming }.count == 1)
        #expect(plan.state(at: 0.5)[.presentationDimming]?.alpha == 0.2)
        #expect(plan.state(at: 0.5)[.toView]?.cornerRadius == 4)  // its own radius, not the card's
    }
}
