import Foundation
import Testing
import Transitions
import TransitionsTesting

/// The card's decisions in UIKit's order (``CardPresentationScript``): the defects issue 22
/// found, each played the way UIKit calls the presentation controller, and the keyboard policy
/// through presentation, rotation and dismissal.
@MainActor
@Suite struct CardPresentationScriptTests {
    static let portrait = CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                                          safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let landscape = CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 844, height: 390),
                                           safeArea: SafeAreaInsets(top: 0, left: 47, bottom: 21, right: 47))
    /// The portrait keyboard, 336 pt, and the landscape one, 209 pt, in screen coordinates.
    static let portraitKeyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
    static let landscapeKeyboard = CGRect(x: 0, y: 181, width: 844, height: 209)

    static let form = CardLayout(height: 400, placement: CGPoint(x: 0.5, y: 1))

    /// A sheet as the kit's classic inset card with the kit's keyboard `policy`: the geometry
    /// these keyboard tests work out by hand (16 pt margins).
    static func insetSheet(_ detents: [CardDetent], keyboard policy: CardKeyboardPolicy = .moveUp) -> CardLayout {
        var layout = CardLayout.sheet(detents: detents, keyboard: policy)
        layout.attachment = .inset
        return layout
    }

    // MARK: Defect: a keyboard that appears during the presentation

    /// A text field that becomes first responder in `viewWillAppear` raises the keyboard before
    /// the animation controller reads the final frame: the plan ends the card above it.
    @Test func aKeyboardRaisedInViewWillAppearIsInThePlannedFrame() throws {
        var script = CardPresentationScript(layout: Self.form, environment: Self.portrait)
        script.present(viewWillAppear: { $0.keyboard(frame: Self.portraitKeyboard) })
        let card = try #require(script.cardFrame)
        #expect(card.maxY <= 508 - 16, "\(script.log)")
    }

    /// The keyboard comes up while the animation runs (after the plan was made): when the
    /// presentation ends the card moves above it. (Before the fix the keyboard was stored but the
    /// card ended under it.)
    @Test func aKeyboardRaisedDuringTheAnimationIsAppliedWhenThePresentationEnds() throws {
        var script = CardPresentationScript(layout: Self.form, environment: Self.portrait)
        script.present(duringAnimation: { $0.keyboard(frame: Self.portraitKeyboard) })
        let card = try #require(script.cardFrame)
        #expect(card.maxY <= 508 - 16, "the card ends under the keyboard: \(card)\n\(script.log)")
    }

    // MARK: Defect: the frame follows changes in every phase

    /// A rotation during a paused interactive dismissal that is then cancelled: UIKit does not lay
    /// the container out while dismissing and the driver puts the card back where its plan
    /// started (the portrait frame); when the dismissal ends, the card goes to its landscape frame.
    @Test func aRotationDuringAPausedDismissalIsAppliedWhenItIsCancelled() throws {
        var script = CardPresentationScript(layout: Self.insetSheet([.medium, .large]), environment: Self.portrait)
        script.present()
        script.dismiss(duringAnimation: { $0.rotate(to: Self.landscape) }, finished: false)
        let card = try #require(script.cardFrame)
        let expected = Self.insetSheet([.medium, .large]).frame(in: Self.landscape.containerBounds, safeArea: Self.landscape.safeArea, sizeClass: .compact)
        #expect(card == expected, "\(script.log)")
        #expect(script.model.phase == .presented && script.delegateCalls.isEmpty)
    }

    /// A cancelled dismissal during which the keyboard went away (the text field resigned):
    /// the card goes back down where it belongs without the keyboard.
    @Test func aCancelledDismissalLeavesTheCardWhereItBelongsNow() throws {
        var script = CardPresentationScript(layout: Self.form, environment: Self.portrait)
        script.present(viewWillAppear: { $0.keyboard(frame: Self.portraitKeyboard) })
        script.dismiss(duringAnimation: { $0.keyboard(frame: nil) }, finished: false)
        let card = try #require(script.cardFrame)
        #expect(card.maxY == CGFloat(844 - 34 - 16), "\(script.log)")
    }

    /// A rotation with the keyboard up: the keyboard's frame is turned into the container's space
    /// at every layout, so the portrait keyboard's 336 pt are not applied to the landscape
    /// container (the card would be squashed) and the landscape keyboard, reported before the
    /// container has turned, is not measured against the portrait container.
    @Test func aRotationWithTheKeyboardUpUsesTheKeyboardOfTheNewOrientation() throws {
        var script = CardPresentationScript(layout: Self.insetSheet([.large]), environment: Self.portrait)
        script.present(viewWillAppear: { $0.keyboard(frame: Self.portraitKeyboard) })
        // UIKit reports the landscape keyboard before the container has its new size...
        script.keyboard(frame: Self.landscapeKeyboard)
        // ...then the rotation lays the container out.
        script.rotate(to: Self.landscape)
        let card = try #require(script.cardFrame)
        #expect(card == CGRect(x: 63, y: 16, width: 718, height: 181 - 16 - 16), "\(script.log)")
        // The other order: rotated first, the keyboard's new frame afterwards.
        var other = CardPresentationScript(layout: Self.insetSheet([.large]), environment: Self.portrait)
        other.present(viewWillAppear: { $0.keyboard(frame: Self.portraitKeyboard) })
        other.rotate(to: Self.landscape)
        #expect(try #require(other.cardFrame).height > 300, "the stale portrait keyboard does not squash the landscape card")
        other.keyboard(frame: Self.landscapeKeyboard)
        #expect(other.cardFrame == card)
    }

    // MARK: Defect: the app's veto

    /// A form with unsaved input (the delegate refuses): a tap outside keeps the card and sends
    /// nothing (`_dismissFromGrabberOrDimmingViewIfPossible`); a pull down keeps it, rubber-banding,
    /// and tells the delegate of the attempt when the finger lifts (`_sendDidAttemptToDismiss`);
    /// nothing is thrown away.
    @Test func theVetoKeepsAFormWithUnsavedInput() {
        var script = CardPresentationScript(layout: .sheet(detents: [.medium, .large]), environment: Self.portrait)
        script.delegateShouldDismiss = false
        script.present()
        script.send(.tapOutside)
        #expect(script.delegateCalls.isEmpty)
        script.send(.dragBegan)
        script.send(.dragMoved(translation: 350))
        script.send(.dragEnded(velocity: 2500))
        script.settle()
        #expect(script.model.phase == .presented)
        #expect(script.delegateCalls == [.didAttemptToDismiss])
        #expect(script.model.shownHeight == 376.5 && script.cardFrame?.height == 376.5 + 34)
    }

    /// Modal in presentation: the delegate is not even asked; a tap outside and escape send
    /// nothing, a kit gesture's request is refused with an attempt.
    @Test func modalInPresentationRefusesEverySource() {
        var script = CardPresentationScript(layout: .sheet(detents: [.medium]), environment: Self.portrait)
        script.isModalInPresentation = true
        script.delegateShouldDismiss = true
        script.present()
        for event in [CardPresentationModel.Event.tapOutside, .escape, .dismissalRequested] { script.send(event) }
        #expect(script.model.phase == .presented && script.delegateCalls == [.didAttemptToDismiss])
    }

    /// Allowed, the callbacks come in UIKit's order for its own sheets: will-dismiss once the
    /// dismissal has begun, did-dismiss when it finished.
    @Test func anAllowedDismissalSendsWillThenDid() {
        var script = CardPresentationScript(layout: .sheet(detents: [.medium]), environment: Self.portrait)
        script.present()
        script.send(.dismissalRequested)
        #expect(script.model.phase == .dismissed)
        #expect(script.delegateCalls == [.willDismiss, .didDismiss])
        let begin = script.log.firstIndex(of: "dismissalTransitionWillBegin")
        #expect(begin != nil && script.log.firstIndex(of: "dismiss(animated: true)")! < begin!)
    }

    /// The app's own dismissal sends no delegate callbacks, as UIKit's programmatic dismissals.
    @Test func theAppsDismissalIsNotTheUsers() {
        var script = CardPresentationScript(layout: .sheet(detents: [.medium]), environment: Self.portrait)
        script.present()
        script.dismiss()
        #expect(script.delegateCalls.isEmpty && script.cardFrame == nil)
    }

    // MARK: The keyboard policy through the whole life of a card

    /// Grow to a detent: raised in viewWillAppear, the card is planned at the tallest detent above
    /// the keyboard; it keeps that through a rotation; a cancelled dismissal leaves it there; when
    /// the keyboard goes, it returns to the detent it had.
    @Test func growToADetentHoldsThroughPresentationRotationAndDismissal() throws {
        var script = CardPresentationScript(layout: Self.insetSheet([.medium, .large], keyboard: .growToDetent(nil)), environment: Self.portrait)
        script.present(viewWillAppear: { $0.keyboard(frame: Self.portraitKeyboard) })
        #expect(script.model.selectedDetent == .large)
        #expect(script.cardFrame == CGRect(x: 16, y: 63, width: 358, height: 508 - 16 - 63))
        script.rotate(to: Self.landscape)
        script.keyboard(frame: Self.landscapeKeyboard)
        #expect(script.model.selectedDetent == .large && script.cardFrame == CGRect(x: 63, y: 16, width: 718, height: 181 - 32))
        script.dismiss(duringAnimation: { $0.rotate(to: Self.portrait); $0.keyboard(frame: Self.portraitKeyboard) }, finished: false)
        #expect(script.cardFrame == CGRect(x: 16, y: 63, width: 358, height: 508 - 16 - 63))
        script.keyboard(frame: nil)
        #expect(script.model.selectedDetent == .medium && script.cardFrame?.height == 365.5)
    }

    /// None: the card stays where it is whatever the keyboard does.
    @Test func thePolicyNoneIgnoresTheKeyboardInEveryPhase() throws {
        var script = CardPresentationScript(layout: Self.insetSheet([.medium], keyboard: CardKeyboardPolicy.none), environment: Self.portrait)
        script.present(viewWillAppear: { $0.keyboard(frame: Self.portraitKeyboard) })
        let resting = try #require(script.cardFrame)
        #expect(resting.maxY == 794)
        script.keyboard(frame: nil)
        script.keyboard(frame: Self.portraitKeyboard)
        #expect(script.cardFrame == resting)
    }

    // MARK: Detents and VoiceOver

    /// A drag between detents ends at a detent, the app hears the selection, and the clock stops.
    @Test func aDragBetweenDetentsEndsAtADetent() {
        var script = CardPresentationScript(layout: .sheet(detents: [.medium, .large]), environment: Self.portrait)
        script.present()
        script.send(.dragBegan)
        script.send(.dragMoved(translation: -120))
        script.send(.dragEnded(velocity: -900))
        let heights = script.settle()
        #expect(!heights.isEmpty && script.model.selectedDetent == .large && script.cardFrame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(script.selectionChanges == [.large] && !script.clockRunning)
    }

    // MARK: The drag's dismissal in UIKit's order

    /// `sheetInteraction:didChangeOffset:` → `_startInteractiveTransitionWithProgress:`: pulled
    /// below its shortest detent with the finger down, the allowed dismissal has begun — the
    /// delegate heard will-dismiss before the finger lifts; the release finishes it.
    @Test func theDismissalBeginsUnderTheFinger() {
        var script = CardPresentationScript(layout: .sheet(detents: [.medium]), environment: Self.portrait)
        script.present()
        script.send(.dragBegan)
        script.send(.dragMoved(translation: 60))
        #expect(script.delegateCalls == [.willDismiss], "\(script.log)")
        #expect(script.isDismissingInteractively && script.model.phase == .dismissing)
        script.send(.dragMoved(translation: 120))
        #expect(script.interactiveProgress.count == 2 && script.interactiveProgress[1] > script.interactiveProgress[0])
        script.send(.dragEnded(velocity: 1500))
        #expect(script.delegateCalls == [.willDismiss, .didDismiss] && script.cardFrame == nil && script.problems.isEmpty, "\(script.problems)")
    }

    /// Back above the shortest detent the dismissal is cancelled (no did-dismiss); pulled down
    /// again the app is asked again and a new one begins; released at a detent, it is cancelled.
    @Test func movingBackAboveTheShortestDetentCancelsTheDismissal() {
        var script = CardPresentationScript(layout: .sheet(detents: [.medium, .large]), environment: Self.portrait)
        script.present()
        script.send(.dragBegan)
        script.send(.dragMoved(translation: 40))
        script.send(.dragMoved(translation: -20))
        #expect(script.delegateCalls == [.willDismiss] && script.model.phase == .presented && !script.isDismissingInteractively)
        script.send(.dragMoved(translation: 30))
        #expect(script.delegateCalls == [.willDismiss, .willDismiss] && script.isDismissingInteractively)
        script.send(.dragEnded(velocity: 0))
        script.settle()
        #expect(script.delegateCalls == [.willDismiss, .willDismiss] && script.model.phase == .presented)
        #expect(script.model.shownHeight == 376.5 && script.cardFrame?.minY == 810 - 376.5)
    }

}

/// The card's presentation and dismissal under the model of UIKit's runner: the kit's animation
/// controller plays them with the views UIKit hands a card (issue 20, fact 5), the card ends where
/// the model planned it, and a cancelled dismissal leaves it where it started.
@MainActor
@Suite struct CardPresentationUnderTheRunnerTests {
    static let transitions: [any Transition] = [CrossFadeTransition(), SlideTransition(), FlipTransition(), CubeTransition()]

    @Test(arguments: 0..<4)
    func aCardPresentsAndDismissesUnderTheRunner(index: Int) throws {
        var script = CardPresentationScript(layout: .sheet(detents: [.medium, .large]), environment: CardPresentationScriptTests.portrait)
        script.transition = Self.transitions[index]
        script.present()
        let presenting = try #require(script.runner)
        #expect(presenting.context.view(forKey: .from) == nil, "UIKit hands a card no presenter's view")
        #expect(presenting.context.dimmingView != nil)
        #expect(script.cardFrame == script.model.cardFrame)
        #expect(script.runner?.context.toView.frame == script.model.cardFrame, "the runner's card ends where the model planned it")
        script.dismiss(finished: false)
        let cancelled = try #require(script.runner)
        #expect(cancelled !== presenting)
        #expect(cancelled.context.view(forKey: .to) == nil, "nor the presenting view while dismissing")
        #expect(cancelled.context.transitionWasCancelled)
        #expect(script.model.phase == .presented)
        script.dismiss()
        #expect(script.cardFrame == nil)
        #expect(script.problems.isEmpty, "\(script.problems)\n\(script.log)")
    }
}
