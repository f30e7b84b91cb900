import Foundation
import Testing
@testable import Transitions

/// The system sheet's rules on the kit's sheet, each named after the UIKitCore method it follows
/// (iOS 26.1 decompile; the layout rules in iOS 18.2's `_UISheetLayoutInfo.m`).
///
/// The phone is 390 × 844 pt with a 47/34 pt safe area. An edge-attached sheet's tallest top edge
/// is 10 pt below the safe area (57), heights are measured up from the safe area's bottom (810):
/// large is 753 pt, medium 376.5, the dismiss position −34 (the top edge at the screen's bottom).
enum SheetPhone {
    static let environment = CardDevice.phonePortrait.environment
    static let medium: CGFloat = 376.5
    static let large: CGFloat = 753
    static let dismiss: CGFloat = -34
    /// A quarter of the full-height frame (844 − 57), under 200.
    static let bottomExtent: CGFloat = 196.75

    static func shown(_ layout: CardLayout, environment: CardEnvironment = environment) -> CardPresentationModel {
        var model = CardPresentationModel(layout: layout, environment: environment)
        model.handle(.presentationWillBegin)
        model.handle(.presentationDidEnd(completed: true))
        return model
    }

    static func veto(modal: Bool = false, answer: Bool? = nil) -> CardPresentationModel.Veto {
        CardPresentationModel.Veto(isModalInPresentation: { modal }, delegateAllows: { answer })
    }

    static func settle(_ model: inout CardPresentationModel, limit: Int = 2_000) {
        var ticks = 0
        while model.needsClock, ticks < limit { model.handle(.tick(1.0 / 120)); ticks += 1 }
    }
}

/// A veto that counts how often the app is asked.
final class AskCounter: @unchecked Sendable {
    var asked = 0
    var answer: Bool?
    init(answer: Bool?) { self.answer = answer }
    var veto: CardPresentationModel.Veto {
        CardPresentationModel.Veto(isModalInPresentation: { false }, delegateAllows: { [self] in asked += 1; return answer })
    }
}

/// A veto kept as a global constant: `Veto` is `Sendable`.
let refusingVeto = CardPresentationModel.Veto(isModalInPresentation: { true }, delegateAllows: { nil })

// MARK: 1. Flings

/// UIKit's release rule (`UISheetInteraction`'s `draggingEndedInSource` block with
/// `_UIHyperInteractor._projectedPoint`) and its springs (`_UISheetPresentationMetrics
/// transitionSpringParametersHighSpeed:`).
@Suite struct SheetFlingTests {
    let sheet = CardLayout.sheet(detents: [.medium, .large])

    /// `_UIHyperInteractor._projectedPoint`: `p + v · 0.99 / (1 − 0.99) / 1000`, 0.099 s of velocity.
    @Test func theReleaseIsProjectedAFifthOfTheScrollViewsWay() {
        #expect(isClose(CardDrag().projectionTime, 0.099, tolerance: 1e-9))
    }

    /// `draggingEndedInSource` block: below 1000 pt/s the projection decides, and a release at
    /// 900 pt/s up from medium settles back (the projection, 89 pt up, stays nearer medium).
    @Test func aReleaseBelowTheSpeedThresholdSettlesBack() throws {
        var model = SheetPhone.shown(sheet)
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: -20))
        let effects = model.handle(.dragEnded(velocity: -900))
        #expect(!effects.contains { if case .selectedDetentChanged = $0 { true } else { false } })
        SheetPhone.settle(&model)
        #expect(model.currentDetent?.identifier == .medium && model.shownHeight == SheetPhone.medium)
    }

    /// `draggingEndedInSource` block, the 1000 pt/s rule: a firm flick down from large, whose
    /// projection stays nearest large, goes exactly one detent further — to medium, not away.
    @Test func aFirmFlickDownFromLargeStepsToMedium() throws {
        var model = SheetPhone.shown(CardLayout.sheet(detents: [.medium, .large], selected: .large))
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: 30))
        let effects = model.handle(.dragEnded(velocity: 1500))
        #expect(!effects.contains(.dismiss))
        #expect(effects.first == .selectedDetentChanged(.medium, .user))
        SheetPhone.settle(&model)
        #expect(model.currentDetent?.identifier == .medium && model.phase == .presented)
    }

    /// `draggingEndedInSource` block: at 1000 pt/s or faster, a sheet moving *towards* the detent
    /// it is nearest (not away from it) stays there.
    @Test func aFastReleaseTowardsItsDetentStays() {
        var model = SheetPhone.shown(sheet)
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: -60))
        let effects = model.handle(.dragEnded(velocity: 1200))
        #expect(!effects.contains(.dismiss) && !effects.contains(.didAttemptToDismiss))
        SheetPhone.settle(&model)
        #expect(model.currentDetent?.identifier == .medium)
    }

    /// The rule, region by region (tallest first, then the dismiss position), on `CardDrag.target`.
    @Test(arguments: [
        (height: CGFloat(376.5), velocity: CGFloat(0), expected: CardDrag.Target.detent(.medium)),
        (396.5, 900, .detent(.medium)),         // projected 485.6: nearer medium
        (396.5, 999, .detent(.medium)),         // just under the threshold
        (396.5, 1000, .detent(.large)),         // at it, moving up away from medium: one further
        (356.5, 1000, .detent(.medium)),        // below medium moving up, towards it: stays
        (376.5, 1000, .detent(.medium)),        // exactly at medium moving up: stays
        (376.5, -1000, .dismissal),             // exactly at medium moving down: one further
        (723, -1500, .detent(.medium)),         // from large down: one further, not away
        (723, -6000, .dismissal),               // projected 129: nearer the dismiss position
        (176.5, 0, .detent(.medium)),           // a 200 pt pull: 200 from medium, 210.5 from the dismiss position
        (166, 0, .dismissal),
        (600, 0, .detent(.large)),
        (564.75, 0, .detent(.large)),           // a tie goes to the taller region
        (.nan, 0, .detent(.medium)),
        (400, .infinity, .detent(.medium)),
    ])
    func theRegionTable(height: CGFloat, velocity: CGFloat, expected: CardDrag.Target) throws {
        let detents = try #require(SheetPhone.shown(sheet).resolvedDetents)
        #expect(CardDrag().target(height: height, velocity: velocity, detents: detents, dismissHeight: SheetPhone.dismiss) == expected)
    }

    /// Without the dismiss region (the dismissal stands refused) the shortest detent is the end.
    @Test func withoutTheDismissRegionTheShortestDetentIsTheEnd() throws {
        let detents = try #require(SheetPhone.shown(sheet).resolvedDetents)
        #expect(CardDrag().target(height: 376.5, velocity: -5000, detents: detents, dismissHeight: nil) == .detent(.medium))
    }

    /// `transitionSpringParametersHighSpeed:`: response 0.344144233 s, damping ratio 1, and 0.8
    /// for a release at 1000 pt/s or faster.
    @Test func theSheetSprings() throws {
        #expect(CardDrag().spring == Spring(response: 0.344144233, dampingRatio: 1))
        for (velocity, ratio) in [(CGFloat(-600), CGFloat(1)), (-1500, 0.8)] {
            var model = SheetPhone.shown(sheet)
            model.handle(.dragBegan)
            model.handle(.dragMoved(translation: -150))
            model.handle(.dragEnded(velocity: velocity))
            guard case let .settling(motion, _, _) = model.motion else {
                Issue.record("not settling after \(velocity)")
                continue
            }
            #expect(isClose(motion.spring.dampingRatio, ratio, tolerance: 1e-9))
        }
    }

    /// A release below the threshold approaches its detent without overshooting it (critically
    /// damped), where the kit's old spring bounced.
    @Test func aSlowReleaseDoesNotBounce() throws {
        var model = SheetPhone.shown(sheet)
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: -200))
        model.handle(.dragEnded(velocity: -500))
        var highest: CGFloat = 0
        while model.needsClock { model.handle(.tick(1.0 / 120)); highest = max(highest, try #require(model.shownHeight)) }
        #expect(model.currentDetent?.identifier == .large)
        #expect(highest <= (model.resolvedDetents?.largest.height ?? 0) + 0.5)
    }
}

// MARK: 2. The look

/// UIKit's edge-attached iPhone sheet (`_UISheetLayoutInfo` `_isEdgeAttached`,
/// `_stackAlignmentFrame`, `maximumDetentValue`, `_cornerRadii`, `_shadowOpacity`,
/// `_isForcedFullScreen`).
@Suite struct SheetLookTests {
    /// `_stackAlignmentFrame` and `maximumDetentValue`: full width, down to the screen's bottom
    /// edge, heights within the safe area, the tallest top edge 10 pt below the safe area.
    @Test func anIPhoneSheetIsEdgeAttached() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large]))
        #expect(model.cardFrame == CGRect(x: 0, y: 810 - 376.5, width: 390, height: 376.5 + 34))
        model.handle(.selectDetent(.large, animated: false))
        #expect(model.cardFrame == CGRect(x: 0, y: 57, width: 390, height: 844 - 57))
    }

    /// The classic inset card stays for cards without detents and as an option for sheets.
    @Test func theInsetCardIsTheClassicLook() {
        #expect(SheetPhone.shown(CardLayout.swingDrop).cardFrame == CGRect(x: 194, y: 298.5, width: 180, height: 260))
        var inset = CardLayout.sheet(detents: [.medium, .large])
        inset.attachment = .inset
        inset.cornerRadius = 16
        let model = SheetPhone.shown(inset)
        #expect(model.cardFrame == CGRect(x: 16, y: 794 - 365.5, width: 358, height: 365.5))
        #expect(model.cornerRadii == CardCornerRadii(top: 16, bottom: 16))
    }

    /// `_cornerRadii`: a full-width edge-attached sheet has the sheet's radius on top and the
    /// display's at the bottom (`cornerRadiusConfiguration`); full screen has none.
    @Test func theBottomCornersMatchTheDisplay() {
        var environment = SheetPhone.environment
        environment.displayCornerRadius = 47.33
        let model = SheetPhone.shown(.sheet(detents: [.medium]), environment: environment)
        #expect(model.cornerRadii == CardCornerRadii(top: 10, bottom: 47.33))
        #expect(model.appearance.cornerRadius == 10)
    }

    /// `_shadowOpacity`: preferred (0.5) × (1 − dimmed) × presented — visible at an undimmed
    /// detent, gone where the screen behind is dimmed.
    @Test func theShadowShowsWhereTheScreenBehindIsUndimmed() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large], largestUndimmed: .medium))
        #expect(model.shadowOpacity == 0.5)
        model.handle(.selectDetent(.large, animated: false))
        #expect(model.shadowOpacity == 0)
        #expect(SheetPhone.shown(.sheet(detents: [.medium])).shadowOpacity == 0)
        #expect(SheetPhone.shown(CardLayout()).shadowOpacity == 0, "the classic card has none")
    }

    static let landscape = CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 844, height: 390),
                                           safeArea: SafeAreaInsets(top: 0, left: 47, bottom: 21, right: 47), verticalSizeClass: .compact)

    /// `_isForcedFullScreen`: in compact height the sheet covers the container, with one detent,
    /// no drag and no grabber; the selection is kept for portrait.
    @Test func compactHeightGoesFullScreen() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large], selected: .medium))
        let effects = model.handle(.environmentChanged(Self.landscape))
        #expect(model.cardFrame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(model.resolvedDetents?.entries.map(\.identifier) == [.fullScreen])
        #expect(!model.isDraggable && model.grabberAlpha == 0 && model.cornerRadii == CardCornerRadii(top: 0, bottom: 0))
        #expect(model.handle(.dragBegan) == [])
        #expect(!effects.contains { if case .selectedDetentChanged = $0 { true } else { false } })
        model.handle(.environmentChanged(SheetPhone.environment))
        #expect(model.selectedDetentIdentifier == .medium && model.cardFrame.minY == 810 - 376.5)
    }

    /// `prefersEdgeAttachedInCompactHeight`: a sheet, where medium is inactive ("inactive in
    /// compact height"), 8 pt below the safe area, and `widthFollowsPreferredContentSizeWhenEdgeAttached`
    /// takes the width from `preferredContentSize`.
    @Test func edgeAttachedInCompactHeight() throws {
        var layout = CardLayout.sheet(detents: [.medium, .large])
        layout.prefersEdgeAttachedInCompactHeight = true
        let model = SheetPhone.shown(layout, environment: Self.landscape)
        #expect(model.resolvedDetents?.entries.map(\.identifier) == [.large])
        #expect(model.cardFrame == CGRect(x: 47, y: 8, width: 750, height: 382))
        layout.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        var environment = Self.landscape
        environment.preferredContentWidth = 400
        let narrow = SheetPhone.shown(layout, environment: environment)
        #expect(narrow.cardFrame == CGRect(x: 222, y: 8, width: 400, height: 382))
        #expect(narrow.cornerRadii.bottom == 0)
    }
}

// MARK: 2b. Sheets over sheets

/// `_UISheetLayoutInfo` `_percentFullHeight`, `_proposedDepthLevel`, `_scalesDownBehindDescendants`,
/// `_percentDimmed` (the confined dimming) and `_grabberAlpha`.
@Suite struct SheetStackingTests {
    /// `_percentFullHeight` and `_proposedDepthLevel`: the view behind scales back as the child
    /// sheet goes from medium to large; a medium-only sheet never pushes it.
    @Test func theViewBehindScalesBackAsTheSheetReachesFullHeight() throws {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large]))
        #expect(model.backgroundDepthLevel == 0)
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: -188.25))       // halfway to large
        #expect(isClose(model.backgroundDepthLevel, 0.5))
        model.handle(.dragEnded(velocity: -1200))
        SheetPhone.settle(&model)
        #expect(model.backgroundDepthLevel == 1)
        #expect(SheetPhone.shown(.sheet(detents: [.medium])).backgroundDepthLevel == 0)
        #expect(SheetPhone.shown(.sheet(detents: [.large])).childReport == .init(depthLevel: 1, dimming: 1))
    }

    /// `_scalesDownBehindDescendants`: never under Reduce Motion, in compact height, or in a
    /// container shorter than the screen; never for the classic card.
    @Test func noScalingUnderReduceMotion() {
        var environment = SheetPhone.environment
        environment.isReduceMotionEnabled = true
        #expect(SheetPhone.shown(.sheet(detents: [.large]), environment: environment).backgroundDepthLevel == 0)
        environment = SheetPhone.environment
        environment.fillsScreenHeight = false
        #expect(SheetPhone.shown(.sheet(detents: [.large]), environment: environment).backgroundDepthLevel == 0)
        var classic = CardLayout.sheet(detents: [.large])
        classic.scalesBackgroundBack = false
        #expect(SheetPhone.shown(classic).backgroundDepthLevel == 0)
    }

    /// `_percentDimmed` and `_grabberAlpha`: a parent sheet is dimmed inside its own shape at 0.6
    /// of its child's dimming, its grabber fades as the child dims, and the child's own dimming
    /// view stays clear while the parent's shows the child's dimming.
    @Test func aParentSheetIsDimmedInItsShape() {
        var parent = SheetPhone.shown(.sheet(detents: [.medium, .large], largestUndimmed: .medium))
        #expect(parent.restingDimmingAlpha == 0 && parent.grabberAlpha == 1)
        parent.handle(.childSheetChanged(.init(depthLevel: 1, dimming: 1)))
        #expect(isClose(parent.confinedDimmingAlpha, 0.24) && parent.grabberAlpha == 0 && parent.depthLevel == 1)
        #expect(parent.restingDimmingAlpha == 0.4, "the parent's dimming view shows the child's dimming")
        var child = SheetPhone.shown(.sheet(detents: [.large]))
        child.handle(.parentSheetChanged(isStacked: true))
        #expect(child.restingDimmingAlpha == 0 && child.appearance.dimmingAlpha == 0)
    }

    /// The view behind at full depth: 16 pt narrower on each side, its top edge at the safe area's.
    @Test func theTransformBehind() {
        let geometry = CardLayout.sheet(detents: [.large]).sheetGeometry(in: SheetPhone.environment)!
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let (transform, radius) = CardPresentationModel.backgroundTransform(forViewAt: screen, level: 1, in: geometry)
        #expect(isClose(transform.a, 358.0 / 390) && transform.a == transform.d)
        let top = screen.midY - transform.d * screen.height / 2 + transform.ty
        #expect(isClose(top, 47) && radius == 10)
        #expect(CardPresentationModel.backgroundTransform(forViewAt: screen, level: 0, in: geometry).transform == .identity)
    }
}

// MARK: 3. The veto

/// `UISheetPresentationController sheetInteraction:didChangeOffset:`, `_shouldDismissByDragging`,
/// `_startInteractiveTransitionWithProgress:`, `_sendDidAttemptToDismiss`,
/// `_dismissFromGrabberOrDimmingViewIfPossible`.
@Suite struct SheetVetoTests {
    let sheet = CardLayout.sheet(detents: [.medium, .large])

    /// `sheetInteraction:didChangeOffset:`: the app is asked as the sheet crosses below its
    /// shortest detent with the finger down, once per crossing — not at the release.
    @Test func theAppIsAskedAsTheSheetCrossesBelowItsShortestDetent() {
        let counter = AskCounter(answer: false)
        var model = SheetPhone.shown(sheet)
        model.handle(.dragBegan, veto: counter.veto)
        model.handle(.dragMoved(translation: -30), veto: counter.veto)
        #expect(counter.asked == 0, "above the shortest detent nobody is asked")
        model.handle(.dragMoved(translation: 5), veto: counter.veto)
        #expect(counter.asked == 1)
        model.handle(.dragMoved(translation: 80), veto: counter.veto)
        #expect(counter.asked == 1, "once per crossing")
        model.handle(.dragMoved(translation: -10), veto: counter.veto)
        model.handle(.dragMoved(translation: 20), veto: counter.veto)
        #expect(counter.asked == 2, "back above and down again asks again")
        model.handle(.dragEnded(velocity: 0), veto: counter.veto)
        #expect(counter.asked == 2, "the release asks nothing")
    }

    /// `_rubberBandExtentBeyondMaximumOffset` after a refused crossing: a refusing delegate's
    /// sheet rubber-bands from its shortest detent instead of sliding down.
    @Test func aRefusingDelegatesSheetRubberBands() throws {
        var model = SheetPhone.shown(sheet)
        let veto = SheetPhone.veto(answer: false)
        model.handle(.dragBegan, veto: veto)
        model.handle(.dragMoved(translation: 200), veto: veto)
        let shown = try #require(model.shownHeight)
        #expect(isClose(shown, 376.5 - CardDrag.rubberBand(200, extent: SheetPhone.bottomExtent)))
        #expect(model.dragDismissal == .refused && !model.isDismissible)
    }

    /// `_sendDidAttemptToDismiss`, sent at the end of a refused drag pulled more than a quarter of
    /// the bottom extent below the shortest detent: the slow pull on an unsaved form is reported,
    /// so the app's "Discard changes?" shows.
    @Test func aSlowPullOnAnUnsavedFormIsReported() {
        var model = SheetPhone.shown(sheet)
        let modal = SheetPhone.veto(modal: true)
        model.handle(.dragBegan, veto: modal)
        model.handle(.dragMoved(translation: 200), veto: modal)
        let effects = model.handle(.dragEnded(velocity: 0), veto: modal)
        #expect(effects.contains(.didAttemptToDismiss) && !effects.contains(.dismiss))
        SheetPhone.settle(&model)
        #expect(model.currentDetent?.identifier == .medium && model.shownHeight == SheetPhone.medium)
    }

    /// The same rule: a short flick on a refused sheet, pulled less than the quarter, is not.
    @Test func aShortFlickOnARefusedSheetIsNotReported() {
        var model = SheetPhone.shown(sheet)
        let modal = SheetPhone.veto(modal: true)
        model.handle(.dragBegan, veto: modal)
        model.handle(.dragMoved(translation: 10), veto: modal)
        let effects = model.handle(.dragEnded(velocity: 1500), veto: modal)
        #expect(!effects.contains(.didAttemptToDismiss) && !effects.contains(.dismiss))
    }

    /// The quarter, exactly: 0.25 × 196.75 = 49.19 pt shown below medium (a 119 pt pull).
    @Test func theQuarterOfTheExtent() throws {
        for (pull, reported) in [(CGFloat(110), false), (CGFloat(130), true)] {
            var model = SheetPhone.shown(sheet)
            let modal = SheetPhone.veto(modal: true)
            model.handle(.dragBegan, veto: modal)
            model.handle(.dragMoved(translation: pull), veto: modal)
            let shownBelow = SheetPhone.medium - (try #require(model.shownHeight))
            #expect((shownBelow > 0.25 * SheetPhone.bottomExtent) == reported)
            #expect(model.handle(.dragEnded(velocity: 0), veto: modal).contains(.didAttemptToDismiss) == reported, "\(pull)")
        }
    }

    /// `_dismissFromGrabberOrDimmingViewIfPossible`: a refused tap on the dimming view sends no
    /// attempt.
    @Test func aRefusedTapSendsNoAttempt() {
        var model = SheetPhone.shown(CardLayout())
        #expect(model.handle(.tapOutside, veto: SheetPhone.veto(answer: false)) == [])
        #expect(model.handle(.tapOutside, veto: SheetPhone.veto(modal: true)) == [])
        #expect(model.handle(.tapOutside, veto: SheetPhone.veto()) == [.dismiss])
    }

    /// `_dismissFromGrabberOrDimmingViewIfPossible`: refused, a sheet with a smaller undimmed
    /// detent collapses to it.
    @Test func aRefusedTapCollapsesToTheUndimmedDetent() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .fraction(0.8, identifier: "tall")], selected: "tall", largestUndimmed: .medium))
        let effects = model.handle(.tapOutside, veto: SheetPhone.veto(modal: true))
        #expect(effects.first == .selectedDetentChanged(.medium, .user) && effects.contains(.startClock))
        #expect(!effects.contains(.didAttemptToDismiss))
        SheetPhone.settle(&model)
        #expect(model.shownHeight == SheetPhone.medium)
    }

    /// VoiceOver's escape on a sheet is its dimming view's action
    /// (`UITransitionViewAccessibility accessibilityPerformEscape` → `UIDimmingViewAccessibility
    /// accessibilityActivate` → `_dismissFromGrabberOrDimmingViewIfPossible`): allowed, the sheet is
    /// dismissed; refused, `presentationControllerDidAttemptToDismiss` is not sent (its only
    /// sender is the refused drag) and a sheet with a smaller undimmed detent collapses to it.
    @Test func escapeIsTheDimmingViewsActionSoARefusalSendsNoAttempt() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large], selected: .large))
        #expect(model.handle(.escape, veto: SheetPhone.veto(answer: false)) == [])
        #expect(model.handle(.escape, veto: SheetPhone.veto(modal: true)) == [])
        var undimmed = SheetPhone.shown(.sheet(detents: [.medium, .fraction(0.8, identifier: "tall")], selected: "tall", largestUndimmed: .medium))
        let collapsed = undimmed.handle(.escape, veto: SheetPhone.veto(modal: true))
        #expect(collapsed.first == .selectedDetentChanged(.medium, .user) && !collapsed.contains(.didAttemptToDismiss))
        #expect(model.handle(.escape, veto: SheetPhone.veto()) == [.dismiss])
        #expect(model.handle(.escape) == [], "one dismissal on its way")
        var dragged = SheetPhone.shown(.sheet(detents: [.medium, .large]))
        dragged.handle(.dragBegan)
        #expect(dragged.handle(.escape) == [], "not while the finger drags")
        var card = SheetPhone.shown(CardLayout())
        #expect(card.handle(.escape, veto: SheetPhone.veto(modal: true)) == [] && card.handle(.escape) == [.dismiss])
    }

    /// `_shouldDimmingIgnoreTouches`: a full-width sheet at its top ignores taps on the strip above
    /// it (the status bar), and taps are ignored while dragging.
    @Test func theStripAboveALargeSheetIsNotATapOutside() {
        var model = SheetPhone.shown(.sheet(detents: [.medium, .large], selected: .large))
        #expect(!model.tapOutsideDismisses && model.handle(.tapOutside) == [])
        model.handle(.selectDetent(.medium, animated: false))
        #expect(model.tapOutsideDismisses)
        model.handle(.dragBegan)
        #expect(!model.tapOutsideDismisses)
    }

    /// `sheetInteraction:didChangeOffset:` sets `_isDismissible` at each crossing and the release
    /// regions keep it until the next one: after a refused pull, a flick that never crosses below
    /// the shortest detent has no dismiss region, even if the app would now allow it.
    @Test func aRefusedCrossingRemovesTheDismissRegionUntilTheNextCrossing() {
        var model = SheetPhone.shown(sheet)
        let refusing = SheetPhone.veto(modal: true)
        model.handle(.dragBegan, veto: refusing)
        model.handle(.dragMoved(translation: 150), veto: refusing)
        model.handle(.dragEnded(velocity: 0), veto: refusing)
        SheetPhone.settle(&model)
        model.handle(.dragBegan)
        model.handle(.dragMoved(translation: -5))
        let effects = model.handle(.dragEnded(velocity: 5000))
        #expect(!effects.contains(.dismiss) && !effects.contains(.didAttemptToDismiss))
        SheetPhone.settle(&model)
        #expect(model.currentDetent?.identifier == .medium && model.phase == .presented)
    }

    /// The release block's dismiss region refused at the release (`v16 = index − 1`): a flick from
    /// large to the dismiss position that never crossed lands on the shortest detent, silently.
    @Test func aRefusedFlingToTheDismissPositionLandsOnTheShortestDetent() {
        var model = SheetPhone.shown(CardLayout.sheet(detents: [.medium, .large], selected: .large))
        let refusing = SheetPhone.veto(answer: false)
        model.handle(.dragBegan, veto: refusing)
        model.handle(.dragMoved(translation: -5), veto: refusing)
        let effects = model.handle(.dragEnded(velocity: 6000), veto: refusing)
        #expect(!effects.contains(.dismiss) && !effects.contains(.didAttemptToDismiss))
        #expect(effects.first == .selectedDetentChanged(.medium, .user))
        SheetPhone.settle(&model)
        #expect(model.currentDetent?.identifier == .medium)
    }

    /// `_startInteractiveTransitionWithProgress:`: allowed, the dismissal starts under the finger
    /// at the crossing, its progress follows the finger, and the release finishes it.
    @Test func theDismissalStartsUnderTheFinger() {
        var model = SheetPhone.shown(.sheet(detents: [.medium]))
        model.handle(.dragBegan)
        #expect(model.handle(.dragMoved(translation: -10)) .allSatisfy { if case .beginInteractiveDismissal = $0 { false } else { true } })
        let crossed = model.handle(.dragMoved(translation: 41.05))
        guard case .beginInteractiveDismissal(let start) = crossed.first else {
            Issue.record("\(crossed)")
            return
        }
        #expect(isClose(start, 0.1))
        #expect(model.handle(.dismissalWillBegin) == [.willDismiss])
        let moved = model.handle(.dragMoved(translation: 82.1))
        guard moved.count == 1, case .updateInteractiveDismissal(let progress) = moved[0] else {
            Issue.record("\(moved)")
            return
        }
        #expect(isClose(progress, 0.2))
        let released = model.handle(.dragEnded(velocity: 1500))
        #expect(released.count == 1)
        guard case .finishInteractiveDismissal(let velocity) = released.first else {
            Issue.record("\(released)")
            return
        }
        #expect(isClose(velocity, 1500 / 410.5))
        #expect(model.handle(.dismissalDidEnd(completed: true)) == [.didDismiss])
    }
}
