import Foundation
import Testing
@testable import Transitions

// MARK: 4. The keyboard

/// `_UISheetLayoutInfo _activeDetents` (the keyboard's detent), `_keyboardAboutToShow:` and
/// `_keyboardAboutToHide:` (rotation frames), `sheetInteraction:didChangeOffset:` and
/// `_grabberAction` (end editing).
@Suite struct SheetKeyboardTests {
    let keyboard = dockedKeyboard(in: SheetPhone.environment, height: 336)
    let inCard = CardPresentationModel.FirstResponder(isInCard: true, requiresKeyboard: true)

    /// `_activeDetents`: the sheet reacts only when it contains the first responder; a keyboard
    /// raised by the screen behind moves nothing.
    @Test func aKeyboardRaisedBehindTheSheetMovesNothing() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large], largestUndimmed: .medium))
        let frame = model.cardFrame
        #expect(model.handle(.keyboardChanged(screenFrame: keyboard)) == [])
        #expect(model.cardFrame == frame)
        // A first responder that needs no keyboard (a button) does not count either.
        model.handle(.firstResponderChanged(.init(isInCard: true, requiresKeyboard: false)))
        #expect(model.cardFrame == frame)
    }

    /// `_activeDetents`: with the first responder inside, the sheet goes to its largest detent
    /// and, shorter than full height, rises by the keyboard's overlap with its full-height frame;
    /// the selection is kept, so the sheet returns when the keyboard goes.
    @Test func theSheetRisesWithTheKeyboardAndReturns() throws {
        var model = SheetPhone.shown(.sheet(detents: [.medium]))
        model.handle(.firstResponderChanged(inCard))
        let effects = model.handle(.keyboardChanged(screenFrame: keyboard))
        #expect(effects == [.placeCard(CGRect(x: 0, y: 810 - 712.5, width: 390, height: 712.5 + 34), .keyboard)])
        #expect(model.currentDetent?.identifier == .keyboard && model.selectedDetentIdentifier == .medium)
        #expect(model.handle(.keyboardChanged(screenFrame: nil)) == [.placeCard(CGRect(x: 0, y: 810 - 376.5, width: 390, height: 376.5 + 34), .keyboard)])
    }

    /// `_activeDetents`: the rise stops at full height (the safe area's top, `_fullDetentValue`);
    /// a medium sheet goes to its largest detent first.
    @Test func theRiseStopsAtFullHeight() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large]))
        model.handle(.firstResponderChanged(inCard))
        model.handle(.keyboardChanged(screenFrame: keyboard))
        #expect(model.currentDetent?.height == 763 && model.cardFrame.minY == 47)
        #expect(model.selectedDetentIdentifier == .medium)
    }

    /// `_keyboardAboutToShow:` and `_keyboardAboutToHide:` ignore frames that come from a rotation.
    @Test func rotationKeyboardFramesAreIgnored() {
        var model = SheetPhone.shown(.sheet(detents: [.medium]))
        model.handle(.firstResponderChanged(inCard))
        let frame = model.cardFrame
        #expect(model.handle(.keyboardChangedByRotation(screenFrame: keyboard)) == [])
        #expect(model.cardFrame == frame && !model.isKeyboardUp)
        model.handle(.keyboardChanged(screenFrame: keyboard))
        #expect(model.handle(.keyboardChangedByRotation(screenFrame: nil)) == [] && model.isKeyboardUp)
    }

    /// `_keyboardAboutToShow:` and `_keyboardAboutToHide:` ignore the notifications a rotation
    /// causes; the kit tells them apart with public API: a keyboard frame reported while the
    /// container's size or traits change (`viewWillTransition(to:with:)`, up to its coordinator's
    /// completion) is the rotation's. Before and after, the same frames show and hide the keyboard.
    @Test func keyboardFramesDuringTheContainersTransitionAreTheRotations() {
        var model = SheetPhone.shown(.sheet(detents: [.medium]))
        model.handle(.firstResponderChanged(inCard))
        model.handle(.keyboardChanged(screenFrame: keyboard))
        let raised = model.cardFrame
        model.handle(.containerTransitionWillBegin)
        model.handle(.containerTransitionWillBegin)                 // the size and the traits, one rotation
        #expect(model.isContainerTransitioning)
        #expect(model.handle(.keyboardChanged(screenFrame: nil)) == [] && model.isKeyboardUp && model.cardFrame == raised)
        model.handle(.containerTransitionDidEnd)
        #expect(model.handle(.keyboardChanged(screenFrame: nil)) == [] && model.isKeyboardUp, "one coordinator still runs")
        model.handle(.containerTransitionDidEnd)
        #expect(!model.isContainerTransitioning)
        #expect(model.handle(.containerTransitionDidEnd) == [] && model.containerTransitionsRunning == 0, "an end without a begin")
        #expect(model.handle(.keyboardChanged(screenFrame: nil)) != [] && !model.isKeyboardUp)
        model.handle(.containerTransitionWillBegin)
        #expect(model.handle(.keyboardChanged(screenFrame: keyboard)) == [] && !model.isKeyboardUp, "a rotation shows no keyboard either")
    }

    /// `_activeDetents` with `_firstResponderRequiresKeyboard`: UIKit asks the responder (private);
    /// with public API, a keyboard that comes up while the first responder is in the card is that
    /// responder's — a custom input view that is no text field still raises the sheet. Not once it
    /// went, nor for a responder that left the card.
    @Test func aKeyboardThatComesUpForTheCardsResponderIsItsNeed() {
        var model = SheetPhone.shown(.sheet(detents: [.medium]))
        let customInput = CardPresentationModel.FirstResponder(isInCard: true, requiresKeyboard: false)
        model.handle(.firstResponderChanged(customInput))
        let resting = model.cardFrame
        model.handle(.keyboardChanged(screenFrame: keyboard))
        #expect(model.keyboardCameForCard && model.currentDetent?.identifier == .keyboard)
        model.handle(.keyboardChanged(screenFrame: nil))
        #expect(!model.keyboardCameForCard && model.cardFrame == resting)
        model.handle(.keyboardChanged(screenFrame: keyboard))
        model.handle(.firstResponderChanged(.none))
        #expect(!model.keyboardCameForCard && model.cardFrame == resting)
        model.handle(.firstResponderChanged(customInput))
        #expect(model.cardFrame == resting, "the keyboard up came for a responder behind the sheet")
    }

    /// `sheetInteraction:didChangeOffset:`: a drag that ends at another detent than the
    /// keyboard's ends editing and selects it; one that ends at the keyboard's does neither.
    @Test func aDragToAnotherDetentEndsEditing() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large]))
        model.handle(.firstResponderChanged(inCard))
        model.handle(.keyboardChanged(screenFrame: keyboard))
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: 3))
        let stays = model.handle(.dragEnded(velocity: 0))
        #expect(!stays.contains(.endEditing))
        SheetPhone.settle(&model)
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: 350))
        let moved = model.handle(.dragEnded(velocity: 0))
        #expect(moved.contains(.endEditing))
        #expect(model.selectedDetentIdentifier == .medium)
    }

    /// `_grabberAction` 0: a grabber tap with the keyboard's detent shown ends editing.
    @Test func aGrabberTapWithTheKeyboardEndsEditing() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large]))
        model.handle(.firstResponderChanged(inCard))
        model.handle(.keyboardChanged(screenFrame: keyboard))
        #expect(model.handle(.grabberTapped) == [.endEditing])
    }

    /// The kit's policies stay as options; `.moveUp` still moves any card up.
    @Test func theKitsPoliciesAreOptions() {
        var layout = CardLayout.sheet(detents: [.medium, .large], keyboard: .moveUp)
        layout.attachment = .inset
        var model = SheetPhone.shown(layout)
        let moved = model.handle(.keyboardChanged(screenFrame: keyboard))
        #expect(moved == [.placeCard(CGRect(x: 16, y: 508 - 16 - 214.5, width: 358, height: 214.5), .keyboard)])
        #expect(CardLayout.sheet(detents: [.medium]).keyboard == .automatic)
    }
}

// MARK: 5. The feel of the drag

/// `_UISheetLayoutInfo _rubberBandExtentBeyondMinimumOffset`, `_rubberBandExtentBeyondMaximumOffset`
/// and `_percentDimmedFromOffset`.
@Suite struct SheetDragFeelTests {
    /// `_rubberBandExtentBeyondMinimumOffset`: above the tallest detent the band extends to the
    /// gap between the sheet's top and the safe area, at most 100 pt — 10 pt above large, 100
    /// above a medium-only sheet.
    @Test func theRubberBandAboveIsTheGapToTheSafeArea() throws {
        var large = SheetPhone.shown(.sheet(detents: [.medium, .large], selected: .large))
        large.handle(.dragBegan)
        large.handle(.dragMoved(translation: -200))
        #expect(isClose(try #require(large.shownHeight), SheetPhone.large + 10 * (1 - 1 / 12.0)))
        var medium = SheetPhone.shown(.sheet(detents: [.medium]))
        medium.handle(.dragBegan)
        medium.handle(.dragMoved(translation: -200))
        #expect(isClose(try #require(medium.shownHeight), SheetPhone.medium + 100 * (1 - 1 / 2.1)))
    }

    /// `_rubberBandExtentBeyondMaximumOffset`: refused, below the shortest detent the band is a
    /// quarter of the full-height frame (at most 200 pt).
    @Test func theRubberBandBelowIsAQuarterOfTheSheet() throws {
        var model = SheetPhone.shown(.sheet(detents: [.medium]))
        model.handle(.dragBegan, veto: SheetPhone.veto(modal: true))
        model.handle(.dragMoved(translation: 200), veto: SheetPhone.veto(modal: true))
        #expect(isClose(try #require(model.shownHeight), SheetPhone.medium - 196.75 * (1 - 1 / (200 * 0.55 / 196.75 + 1))))
        #expect(isClose(model.extents.bottom, SheetPhone.bottomExtent) && model.extents.top == 100)
    }

    /// `_percentDimmedFromOffset`: with no undimmed detent the dismiss position is the next
    /// region, so the dimming fades as the sheet is pulled below its shortest detent.
    @Test func theDimmingFadesBelowTheShortestDetent() {
        let model = SheetPhone.shown(.sheet(detents: [.medium, .large]))
        #expect(model.dimmingFraction(atHeight: SheetPhone.medium) == 1)
        let expected: CGFloat = (276.5 + 34) / (376.5 + 34)
        #expect(isClose(model.dimmingFraction(atHeight: SheetPhone.medium - 100), expected))
        #expect(model.dimmingFraction(atHeight: SheetPhone.dismiss) == 0)
    }

    /// A rubber-band extent set on the drag applies to both ends (the kit's option).
    @Test func aSetExtentOverridesBoth() {
        var model = SheetPhone.shown(.sheet(detents: [.medium]))
        model.drag.rubberBandExtent = 48
        #expect(model.extents == CardDrag.Extents(top: 48, bottom: 48))
    }
}

// MARK: 6. The grabber

/// `_dropShadowViewGrabberDidTriggerPrimaryAction:` with `_grabberAction` and
/// `_indexOfActiveDetentForTappingGrabber`; `_UIGrabber layoutSubviews` touch insets.
@Suite struct SheetGrabberTests {
    /// `_indexOfActiveDetentForTappingGrabber` = (n + i − 1) mod n: the next taller detent, from
    /// the tallest the shortest.
    @Test func aTapGoesToTheNextTallerDetentAndWraps() {
        var model = SheetPhone.shown(.sheet(detents: [.height(200, identifier: "low"), .medium, .large]))
        #expect(model.handle(.grabberTapped).first == .selectedDetentChanged(.medium, .user))
        SheetPhone.settle(&model)
        #expect(model.handle(.grabberTapped).first == .selectedDetentChanged(.large, .user))
        SheetPhone.settle(&model)
        #expect(model.handle(.grabberTapped).first == .selectedDetentChanged("low", .user))
    }

    /// `_grabberAction` 1 (one detent): `_dismissFromGrabberOrDimmingViewIfPossible`, through the
    /// veto; refused, nothing is sent.
    @Test func aSingleDetentSheetIsDismissedThroughTheVeto() {
        var model = SheetPhone.shown(.sheet(detents: [.medium]))
        #expect(model.handle(.grabberTapped, veto: SheetPhone.veto(answer: false)) == [])
        #expect(model.handle(.grabberTapped, veto: SheetPhone.veto()) == [.dismiss])
    }

    /// `prefersGrabberVisible` is `false` by default (`UISheetPresentationController
    /// prefersGrabberVisible` reads `_UISheetLayoutInfo _wantsGrabber`, unset): a sheet shows its
    /// grabber only when asked.
    @Test func theGrabberIsHiddenUnlessAsked() {
        #expect(!CardLayout.sheet(detents: [.medium, .large]).showsGrabber)
        #expect(CardLayout.sheet(detents: [.medium, .large], showsGrabber: true).showsGrabber)
    }

    /// `_UIGrabber layoutSubviews`: touch insets widen the 36 × 5 pt grabber to 44 × 44 pt.
    @Test func theHitAreaIs44By44() {
        let hit = CardLayout.grabberHitFrame(inCardOfWidth: 390)
        #expect(hit == CGRect(x: 173, y: -14.5, width: 44, height: 44))
        #expect(hit.contains(CGPoint(x: 195, y: 7.5)))
    }
}

// MARK: 8. Edge inputs

/// `_UISheetLayoutInfo _setDetents:` / `_activeDetents` on bad input.
@Suite struct SheetEdgeInputTests {
    /// Every option of a sheet starts at `UISheetPresentationController`'s default: detents
    /// `[.large]`, no selected detent (the smallest), `largestUndimmedDetentIdentifier` nil,
    /// `prefersScrollingExpandsWhenScrolledToEdge` true, `prefersEdgeAttachedInCompactHeight` and
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached` false, `prefersGrabberVisible` false,
    /// the system's keyboard rule, taps outside dismissing.
    @Test func aSheetStartsAtTheSystemsDefaults() {
        let layout = CardLayout.sheet()
        #expect(layout.detents == [.large] && layout.selectedDetent == nil && layout.largestUndimmedDetent == nil)
        #expect(layout.scrollingExpandsWhenScrolledToEdge && !layout.prefersEdgeAttachedInCompactHeight)
        #expect(!layout.widthFollowsPreferredContentSizeWhenEdgeAttached && !layout.showsGrabber)
        #expect(layout.keyboard == .automatic && layout.dismissesOnTapOutside && layout.attachment == .edge)
        #expect(layout.cornerRadius == 10, "preferredCornerRadius nil: the sheet metrics' radius")
    }

    /// An empty list is `[.large]`, UIKit's default detents: a draggable sheet, as documented.
    @Test func anEmptyDetentListIsASheetAtLarge() throws {
        let layout = CardLayout.sheet(detents: [])
        #expect(layout.hasDetents)
        let model = SheetPhone.shown(layout)
        #expect(model.isDraggable && model.currentDetent?.identifier == .large)
    }

    /// `_activeDetents` reduces every value but "inactive" to `maximumDetentValue`: +∞ included.
    @Test func anInfiniteHeightIsTheMaximum() throws {
        let model = SheetPhone.shown(.sheet(detents: [.medium, .custom("all") { _ in .infinity }]))
        #expect(model.resolvedDetents?.height(of: "all") == SheetPhone.large)
        #expect(SheetPhone.shown(.sheet(detents: [.medium, .custom("none") { _ in -.infinity }])).resolvedDetents?.contains("none") == false)
    }

    /// `Veto` is `Sendable`: a global constant compiles in Swift 6 mode and refuses.
    @Test func aVetoCanBeAGlobalConstant() {
        var model = SheetPhone.shown(CardLayout())
        #expect(model.handle(.dismissalRequested, veto: refusingVeto) == [.didAttemptToDismiss])
    }
}
