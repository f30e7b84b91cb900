import Foundation
import Testing
@testable import Transitions

@Suite struct CardPresentationModelTests {
    let phone = CardDevice.phonePortrait

    /// A shown card laid out by `layout` on a portrait phone.
    func shown(_ layout: CardLayout) -> CardPresentationModel {
        var model = CardPresentationModel(layout: layout, environment: phone.environment)
        model.handle(.presentationWillBegin)
        model.handle(.presentationDidEnd(completed: true))
        return model
    }

    static func veto(modal: Bool = false, answer: Bool? = nil) -> CardPresentationModel.Veto {
        CardPresentationModel.Veto(isModalInPresentation: { modal }, delegateAllows: { answer })
    }

    // MARK: Dimming, touches and VoiceOver

    /// At or below the largest undimmed detent the screen behind is clear, usable and readable by
    /// VoiceOver; above it, dimmed and closed off.
    @Test func theUndimmedDetentPassesTouchesThrough() {
        var model = shown(.insetSheet(detents: [.medium, .large], largestUndimmed: .medium))
        #expect(model.passesTouchesThrough && !model.isAccessibilityModal && !model.tapOutsideDismisses)
        #expect(model.restingDimmingAlpha == 0 && model.appearance.dimmingAlpha == 0)
        let effects = model.handle(.selectDetent(.large, animated: false))
        #expect(effects.contains(.setDimmingAlpha(0.4)))
        #expect(!model.passesTouchesThrough && model.isAccessibilityModal && model.tapOutsideDismisses)
        #expect(model.appearance.dimmingAlpha == 0.4)
    }

    /// Between the undimmed detent and the next the dimming follows the finger.
    @Test func theDimmingFadesInWithTheCardsHeight() throws {
        var model = shown(.insetSheet(detents: [.medium, .large], largestUndimmed: .medium))
        model.handle(.dragBegan)
        let effects = model.handle(.dragMoved(translation: -91.375))    // a quarter of the way from 365.5 to 731
        let alpha = try #require(effects.compactMap { if case .setDimmingAlpha(let a) = $0 { a } else { nil } }.first)
        #expect(isClose(alpha, 0.1))
    }

    /// Without an undimmed detent the card is modal to VoiceOver whenever it is on screen, and a
    /// tap outside dismisses only while it is shown.
    @Test func aDimmedCardIsModalToVoiceOver() {
        var model = CardPresentationModel(layout: CardLayout(), environment: phone.environment)
        #expect(!model.isAccessibilityModal)
        model.handle(.presentationWillBegin)
        #expect(model.isAccessibilityModal && !model.tapOutsideDismisses)
        model.handle(.presentationDidEnd(completed: true))
        #expect(model.isAccessibilityModal && model.tapOutsideDismisses)
        model.handle(.dismissalWillBegin)
        #expect(model.isAccessibilityModal && !model.tapOutsideDismisses)
        model.handle(.dismissalDidEnd(completed: true))
        #expect(!model.isAccessibilityModal)
    }

    /// A kit gesture's request (`dismissAsUser()`) dismisses through the veto; refused, the
    /// delegate hears the attempt.
    @Test func aGesturesRequestDismissesUnlessVetoed() {
        var model = shown(CardLayout())
        #expect(model.handle(.dismissalRequested, veto: Self.veto(modal: true)) == [.didAttemptToDismiss])
        #expect(model.handle(.dismissalRequested, veto: Self.veto(answer: false)) == [.didAttemptToDismiss])
        #expect(model.handle(.dismissalRequested, veto: Self.veto()) == [.dismiss])
        #expect(model.handle(.dismissalWillBegin) == [.willDismiss])
        #expect(model.handle(.dismissalRequested) == [], "nothing to ask during the dismissal")
        #expect(model.handle(.dismissalDidEnd(completed: true)) == [.didDismiss])
    }

    /// A kit gesture's interactive dismissal the person gives up: will-dismiss when it begins,
    /// no did-dismiss when it is cancelled; the card is placed where it belongs and the next
    /// request is heard.
    @Test func aCancelledGestureDismissalSendsWillButNotDid() {
        var model = shown(.insetSheet(detents: [.medium]))
        #expect(model.handle(.dismissalRequested) == [.dismiss])
        #expect(model.handle(.dismissalWillBegin) == [.willDismiss])
        let end = model.handle(.dismissalDidEnd(completed: false))
        #expect(!end.contains(.didDismiss) && end.contains(.placeCard(CGRect(x: 16, y: 794 - 365.5, width: 358, height: 365.5), .afterTransition)))
        #expect(model.handle(.dismissalRequested) == [.dismiss])
    }

    /// Thrown away without crossing below the shortest detent first: the dismissal starts from
    /// where the finger left the card, not from its detent; a cancelled dismissal puts it back at
    /// its detent.
    @Test func aThrowAwayDismissesFromWhereTheCardIs() {
        var model = shown(.insetSheet(detents: [.medium, .large], selected: .large))
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: 30))
        let dragged = model.cardFrame
        #expect(model.handle(.dragEnded(velocity: 6000)) == [.dismiss])
        model.handle(.dismissalWillBegin)
        #expect(model.cardFrame == dragged && dragged.minY == 63 + 30 && !model.needsClock)
        #expect(model.handle(.dragBegan) == [] && model.handle(.tick(1.0 / 60)) == [])
        let end = model.handle(.dismissalDidEnd(completed: false))
        #expect(end.contains(.placeCard(CGRect(x: 16, y: 63, width: 358, height: 731), .afterTransition)))
    }

    // MARK: The veto, per source

    /// Tap outside and drag go through the app's veto (a refused tap sends nothing, a refused drag
    /// pulled far tells the delegate of the attempt); a dismissal the app turned off
    /// (dismissesOnTapOutside false) is not asked at all.
    @Test(arguments: [false, true], [Bool?.none, true, false])
    func everySourceAsksTheApp(modal: Bool, answer: Bool?) {
        let allowed = !modal && answer != false
        var tap = shown(CardLayout())
        #expect(tap.handle(.tapOutside, veto: Self.veto(modal: modal, answer: answer)) == (allowed ? [.dismiss] : []))

        var drag = shown(.insetSheet(detents: [.medium, .large]))
        drag.handle(.dragBegan, veto: Self.veto(modal: modal, answer: answer))
        drag.handle(.dragMoved(translation: 300), veto: Self.veto(modal: modal, answer: answer))
        let effects = drag.handle(.dragEnded(velocity: 2000), veto: Self.veto(modal: modal, answer: answer))
        let finished = effects.contains { if case .finishInteractiveDismissal = $0 { true } else { false } }
        #expect(allowed ? finished : effects.contains(.didAttemptToDismiss))
        if !allowed {
            // Refused: the card springs back to where it rested.
            while drag.needsClock { drag.handle(.tick(1.0 / 60)) }
            #expect(drag.currentDetent?.identifier == .medium && drag.shownHeight == 365.5)
        }

        var off = shown(CardLayout(dismissesOnTapOutside: false))
        #expect(off.handle(.tapOutside, veto: Self.veto(modal: modal, answer: answer)) == [])
    }

    /// A card in modal presentation resists being pulled below its shortest detent.
    @Test func aModalCardResistsTheDragDown() throws {
        var model = shown(.insetSheet(detents: [.medium]))
        model.handle(.dragBegan, veto: Self.veto(modal: true))
        model.handle(.dragMoved(translation: 600), veto: Self.veto(modal: true))
        #expect(try #require(model.shownHeight) > 365.5 - model.extents.bottom)
    }

    // MARK: Selection

    @Test func theAppSelectsWithTheSpringOrAtOnce() throws {
        var model = shown(.insetSheet(detents: [.medium, .large]))
        let animated = model.handle(.selectDetent(.large, animated: true))
        #expect(animated.first == .selectedDetentChanged(.large, .app) && animated.contains(.startClock))
        #expect(model.shownHeight == 365.5, "the spring starts where the card is")
        var frames = 0
        while model.needsClock { frames += 1; model.handle(.tick(1.0 / 60)) }
        #expect(frames > 5 && model.shownHeight == 731)
        let immediate = model.handle(.selectDetent(.medium, animated: false))
        #expect(immediate.contains(.placeCard(CGRect(x: 16, y: 794 - 365.5, width: 358, height: 365.5), .immediate)))
        #expect(model.handle(.selectDetent(.medium, animated: true)) == [], "selecting the current detent changes nothing")
    }

    /// VoiceOver's adjustable grabber steps through the detents.
    @Test func theGrabberStepsThroughTheDetents() {
        var model = shown(.insetSheet(detents: [.height(200, identifier: "low"), .medium, .large]))
        #expect(!model.canStepDetent(by: -1) && model.canStepDetent(by: 1))
        #expect(model.handle(.stepDetent(1)).first == .selectedDetentChanged(.medium, .user))
        #expect(model.handle(.stepDetent(1)).first == .selectedDetentChanged(.large, .user))
        #expect(model.handle(.stepDetent(1)) == [])
    }

    /// The app changes the detents at runtime: the selection falls back when its detent goes, and
    /// a new selected detent in the layout is selected.
    @Test func theLayoutCanChangeAtRuntime() {
        var model = shown(.insetSheet(detents: [.medium, .large], selected: .large))
        var layout = model.layout
        layout.detents = [.medium]
        #expect(model.handle(.layoutChanged(layout, animated: true)).first == .selectedDetentChanged(.medium, .layout))
        layout.detents = [.medium, .height(600, identifier: "tall")]
        layout.selectedDetent = "tall"
        let effects = model.handle(.layoutChanged(layout, animated: true))
        #expect(effects.first == .selectedDetentChanged("tall", .app) && effects.contains(.startClock))
    }

    // MARK: Keyboard

    @Test func theKeyboardRuleForDockedAndFloatingKeyboards() {
        let container = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(CardKeyboardPolicy.overlap(of: CGRect(x: 0, y: 508, width: 390, height: 336), in: container) == 336)
        #expect(CardKeyboardPolicy.overlap(of: CGRect(x: 0, y: 844, width: 390, height: 336), in: container) == 0)
        #expect(CardKeyboardPolicy.overlap(of: CGRect(x: 40, y: 300, width: 300, height: 200), in: container) == 0, "floating")
        #expect(CardKeyboardPolicy.overlap(of: nil, in: container) == 0)
        #expect(CardKeyboardPolicy.overlap(of: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), in: container) == 0)
        #expect(CardKeyboardPolicy.overlap(of: CGRect(x: 0, y: -100, width: 390, height: 2000), in: container) == 844)
    }

    /// The three policies: move up, grow to a detent (and back), none.
    @Test func theThreePolicies() {
        let keyboard = dockedKeyboard(in: phone.environment, height: 336)
        var moveUp = shown(.insetSheet(detents: [.medium, .large]))
        let moved = moveUp.handle(.keyboardChanged(screenFrame: keyboard))
        // Half the space above the keyboard: (508 − 16 − 63) / 2.
        #expect(moved == [.placeCard(CGRect(x: 16, y: 508 - 16 - 214.5, width: 358, height: 214.5), .keyboard)])

        var grow = shown(.insetSheet(detents: [.medium, .large], keyboard: .growToDetent(nil)))
        let grown = grow.handle(.keyboardChanged(screenFrame: keyboard))
        #expect(grown.first == .selectedDetentChanged(.large, .keyboard))
        #expect(grow.cardFrame == CGRect(x: 16, y: 63, width: 358, height: 508 - 16 - 63))
        #expect(grow.handle(.keyboardChanged(screenFrame: nil)).first == .selectedDetentChanged(.medium, .keyboard), "back where it was")

        var chosen = shown(.insetSheet(detents: [.medium, .large], keyboard: .growToDetent(nil)))
        chosen.handle(.keyboardChanged(screenFrame: keyboard))
        chosen.handle(.selectDetent(.large, animated: false))
        #expect(chosen.handle(.keyboardChanged(screenFrame: nil)).allSatisfy { if case .selectedDetentChanged = $0 { false } else { true } },
                "the app chose meanwhile: the card stays")

        var none = shown(.insetSheet(detents: [.medium], keyboard: CardKeyboardPolicy.none))
        #expect(none.handle(.keyboardChanged(screenFrame: keyboard)) == [])
        #expect(none.keyboardOverlap == 0)
    }

    // MARK: Robustness

    /// Random events in random orders: the phase follows UIKit's four calls, frames stay finite
    /// inside the container (or its rubber band above it), the clock runs exactly while the spring
    /// does, and the dimming alpha stays in 0…1.
    @Test func randomEventsKeepTheInvariants() {
        var rng = SplitMix64(seed: 0xCA7D)
        let events: [CardPresentationModel.Event] = [
            .presentationWillBegin, .presentationDidEnd(completed: true), .presentationDidEnd(completed: false),
            .dismissalWillBegin, .dismissalDidEnd(completed: true), .dismissalDidEnd(completed: false),
            .environmentChanged(CardDevice.phoneLandscape.environment), .environmentChanged(phone.environment),
            .environmentChanged(CardEnvironment(containerBounds: .zero)),
            .keyboardChanged(screenFrame: dockedKeyboard(in: phone.environment, height: 336)), .keyboardChanged(screenFrame: nil),
            .selectDetent(.large, animated: true), .selectDetent(.medium, animated: false), .selectDetent("missing", animated: true),
            .stepDetent(1), .stepDetent(-1), .dragBegan, .dragMoved(translation: -300), .dragMoved(translation: 250), .dragMoved(translation: .nan),
            .dragEnded(velocity: -3000), .dragEnded(velocity: 900), .dragEnded(velocity: .infinity), .tick(1.0 / 60), .tick(TimeInterval.nan), .tick(-1),
            .tapOutside, .dismissalRequested, .dismissalDidNotStart, .escape, .containerTransitionWillBegin, .containerTransitionDidEnd,
            .firstResponderChanged(.init(isInCard: true, requiresKeyboard: false)), .firstResponderChanged(.none),
        ]
        for round in 0..<300 {
            let policies: [CardKeyboardPolicy] = [.moveUp, .growToDetent(nil), .none]
            var model = CardPresentationModel(
                layout: .insetSheet(detents: [.medium, .large], largestUndimmed: round % 2 == 0 ? .medium : nil, keyboard: policies[round % 3]),
                environment: phone.environment)
            var clock = false
            for _ in 0..<60 {
                let event = events.randomElement(using: &rng)!
                for effect in model.handle(event, veto: Self.veto(answer: Bool.random(using: &rng))) {
                    if effect == .startClock { #expect(!clock); clock = true }
                    if effect == .stopClock { #expect(clock); clock = false }
                    if case .setDimmingAlpha(let alpha) = effect { #expect(alpha >= 0 && alpha <= 1) }
                }
                #expect(clock == model.needsClock, "after \(event)")
                let frame = model.cardFrame
                #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width >= 0 && frame.height >= 0)
                if let height = model.shownHeight, let detents = model.resolvedDetents, model.phase == .presented {
                    #expect(height <= detents.largest.height + model.extents.top + 1e-9)
                }
            }
        }
    }
}
