import Foundation
import Testing
import Transitions
import TransitionsTesting

/// The stage every UIKit transition plays on, run on model views (the same code as
/// `ContainerStage`).
@MainActor
@Suite struct ViewStageTests {
    let container = ModelContainer()
    let context = PlanFixtures.context(.present)
    let fromView: ModelView
    let toView: ModelView

    init() {
        fromView = ModelView(kind: .fromView, name: "fromView", frame: PlanFixtures.phoneBounds,
                             layer: LayerState(alpha: 0.9, cornerRadius: 16, masksToBounds: true, zPosition: 3))
        toView = ModelView(kind: .toView, name: "toView", frame: .zero)
        container.add(fromView)
    }

    func stage(completion: @escaping @MainActor (Bool) -> Void = { _ in }) -> ViewStage<ModelContainer> {
        ViewStage(views: container, fromView: fromView, toView: toView, toFinalFrame: context.toFinalFrame, completion: completion)
    }

    func tiles(of kind: (SnapshotRegion) -> TransitionParticipant.Kind, count: Int) -> [TransitionParticipant] {
        (0..<count).map { index in
            let region = SnapshotRegion(x: CGFloat(index) / CGFloat(count), y: 0, width: 1 / CGFloat(count), height: 1)
            return TransitionParticipant(id: ParticipantID("tile\(index)"), kind: kind(region),
                                         frame: .constant(region.rect(in: context.containerBounds)), alpha: .tween(from: 1, to: 0))
        }
    }

    /// Defect 5: tiles of a view share one render of it; whole snapshots are one call each; the
    /// to-view is laid out in the container first, at its final frame.
    @Test func tilesOfAViewShareOneRender() {
        let plan = TransitionPlan(context: context, participants: [.fromView(in: context)]
            + tiles(of: { .snapshotOfFromViewRegion($0) }, count: 50) + tiles(of: { .snapshotOfToViewRegion($0) }, count: 30).map {
                var tile = $0
                tile.id = ParticipantID("to-\(tile.id)")
                return tile
            }, duration: 1)
        let stage = stage()
        stage.install(plan)
        #expect(container.renderCalls == 2)
        #expect(container.snapshotCalls == 0)
        #expect(container.tilesMade == 80)
        #expect(container.isInContainer(toView), "rendered in the container")
        #expect(toView.frame == context.toFinalFrame)
        #expect(toView.isHidden, "the plan does not animate the to-view: it waits hidden")
    }

    @Test func participantsGoInBottomToTopAndTemporaryViewsLeave() {
        let plan = PlanFixtures.fadePlan()
        let stage = stage()
        stage.install(plan)
        #expect(container.subviews.map(\.name) == ["fromView", "colour view", "toView"])
        stage.remove(plan.temporaryParticipants)
        #expect(container.subviews.map(\.name) == ["fromView", "toView"])
    }

    /// Defect 6: the from-view's own corner radius is left alone while the plan does not round it,
    /// and its whole layer state comes back on completion.
    @Test(arguments: [true, false])
    func permanentViewsGetTheirLayerStateBack(finished: Bool) {
        let own = fromView.layer
        let plan = PlanFixtures.fadePlan()
        var completions: [Bool] = []
        let driver = TransitionDriver(plan: plan, stage: stage { completions.append($0) })
        driver.startInteractive()
        driver.update(progress: 0.5)
        #expect(fromView.layer.cornerRadius == 16)
        #expect(fromView.layer.transform != own.transform, "the plan scales the from-view")
        driver.end(finished: finished)
        #expect(fromView.layer == own)
        #expect(toView.layer == LayerState())
        #expect(completions == [finished])
        #expect(container.isInContainer(toView) == finished)
    }

    /// A plan continuing this one (a throw's re-simulation) plays the snapshot on screen instead of
    /// taking a new one, and reports nothing itself.
    @Test func aContinuationTakesOverTheTemporaryViews() {
        let snapshot = TransitionParticipant(id: .fromSnapshot, kind: .snapshotOfFromView, frame: .constant(context.fromInitialFrame))
        let plan = TransitionPlan(context: context, participants: [.fromView(in: context, alpha: .constant(0)), snapshot, .toView(in: context)], duration: 1)
        let first = stage()
        first.install(plan)
        #expect(container.snapshotCalls == 1)
        let shown = first.view(for: .fromSnapshot)
        let next = first.continuation()
        first.remove(plan.temporaryParticipants)  // as the torn-down driver does
        first.transitionDidComplete(finished: false)
        #expect(!container.subviews.contains { $0 === shown }, "the first stage removed it")
        next.install(plan)
        #expect(container.snapshotCalls == 1, "nothing snapshotted again")
        #expect(next.view(for: .fromSnapshot) === shown)
        #expect(container.subviews.contains { $0 === shown }, "added back after the first stage removed it")
        #expect(next.suppressesCompletion)
    }

    @Test func aStageInstallsOnce() {
        let stage = stage()
        stage.install(PlanFixtures.fadePlan())
        stage.install(PlanFixtures.fadePlan())
        #expect(container.subviews.count == 3)
        #expect(stage.isInstalled)
    }

    /// What changes during the plan is read from the installed plan, even when something asked
    /// before the plan was installed (it was then empty, and stayed empty for the whole transition).
    @Test func changingPropertiesAskedBeforeInstallStillComeFromThePlan() {
        let plan = PlanFixtures.fadePlan()
        let stage = stage()
        #expect(stage.changingProperties.isEmpty)
        stage.install(plan)
        #expect(stage.changingProperties == plan.changingProperties)
        #expect(!stage.changingProperties.isEmpty)
    }

    /// A view that cannot be rendered (outside any window) gives placeholders, never a crash.
    @Test func tilesOfAViewOutsideAWindowArePlaceholders() {
        container.remove(fromView)
        let plan = TransitionPlan(context: context, participants: tiles(of: { .snapshotOfFromViewRegion($0) }, count: 4), duration: 1)
        let stage = stage()
        stage.install(plan)
        #expect(container.renderCalls == 1)
        #expect(container.subviews.filter { $0.kind == .placeholder }.count == 4)
    }
}

/// A card presentation's dimming view on the stage: played by the plan, never created, removed or
/// restored by the stage, so it ends where the transition leaves it.
@MainActor
@Suite struct ViewStagePresentationDimmingTests {
    let appearance = PresentationAppearance(dimmingAlpha: 0.5, cornerRadius: 16)
    let card = CGRect(x: 194, y: 292, width: 180, height: 260)

    /// A dismissal of a card: the card (from-view) and the dimming view are in the container, the
    /// screen beneath is not handed out (UIKit's `.custom` style).
    func dismissal(finishing: Bool) throws -> (container: ModelContainer, dimming: ModelView, card: ModelView) {
        let context = try TransitionContext(
            operation: .dismiss, containerBounds: PlanFixtures.phoneBounds, fromInitialFrame: card, presentation: appearance)
        let container = ModelContainer()
        let dimming = ModelView(kind: .color(.black), name: "dimming", frame: PlanFixtures.phoneBounds, layer: LayerState(alpha: 0.5))
        let cardView = ModelView(kind: .fromView, name: "card", frame: card, layer: LayerState(cornerRadius: 16, masksToBounds: true))
        container.add(dimming)
        container.add(cardView)
        let stage = ViewStage(views: container, fromView: cardView, toView: nil, presentationDimming: dimming) { _ in }
        let driver = TransitionDriver(plan: SwingDropTransition().plan(for: context), stage: stage)
        driver.startInteractive()
        driver.update(progress: 0.8)
        #expect(abs(dimming.layer.alpha - 0.5 * (1 - (0.8 - 0.65) / 0.35)) < 1e-9, "the swing-drop's cover fade")
        if finishing { driver.finish() } else { driver.cancel() }
        driver.advance(by: 2)
        #expect(driver.phase == .completed(finished: finishing))
        return (container, dimming, cardView)
    }

    @Test func aFinishedDismissalLeavesTheDimmingViewHiddenForItsController() throws {
        let (container, dimming, card) = try dismissal(finishing: true)
        #expect(dimming.layer.alpha == 0)
        #expect(container.isInContainer(dimming), "its presentation controller removes it")
        #expect(!container.isInContainer(card))
        #expect(card.layer.cornerRadius == 16, "the card's own layer state is given back")
    }

    @Test func aCancelledDismissalPutsTheDimmingBack() throws {
        let (container, dimming, card) = try dismissal(finishing: false)
        #expect(dimming.layer.alpha == 0.5)
        #expect(container.subviews.map(\.name) == ["dimming", "card"])
        #expect(card.frame == self.card)
    }
}
