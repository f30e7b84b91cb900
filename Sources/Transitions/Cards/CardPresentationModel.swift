import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGPoint.zero and CGRect.zero in default arguments must be imported directly on Apple platforms
#endif

/// Every decision of a card presentation as one pure state machine: where the card is, which
/// detent it rests at, and what the dimming view, keyboard, finger, VoiceOver and the app's veto do.
///
/// iOS's `CardPresentationController` feeds it UIKit's calls and applies what it returns; tests feed
/// the same calls in UIKit's order (`CardPresentationScript`). The rules, each tested on Linux, are
/// in docs/cards.md; in short: ``cardFrame`` is the frame for the container, keyboard, detent and
/// finger now (UIKit's `frameOfPresentedViewInContainerView`), placed by the model while shown
/// (``Effect/placeCard(_:_:)``) and again when a presentation finishes or a dismissal is cancelled,
/// so no change made during a transition is lost; ``selectedDetent`` and ``resolvedDetents``
/// (``ResolvedCardDetents``); ``CardDrag`` and the clock (``Effect/startClock``) move the card to a
/// detent; the keyboard (``CardKeyboardPolicy``) is kept in screen coordinates; the veto is
/// ``UserDismissal``, asked as UIKit asks it: as the finger pulls the sheet below its shortest
/// detent, and on a tap; at or below ``CardLayout/largestUndimmedDetent`` the dimming is clear and
/// passes touches, and fades in up to the next detent (without one, it fades out below the
/// shortest detent towards the dismiss position). Each rule names the UIKitCore method it follows.
///
/// ```swift
/// var model = CardPresentationModel(layout: .sheet(detents: [.medium, .large]))
/// model.handle(.environmentChanged(CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))))
/// model.handle(.presentationWillBegin)
/// model.cardFrame                      // the medium detent's frame, what the transition animates to
/// model.handle(.presentationDidEnd(completed: true))
/// model.handle(.dragBegan)
/// model.handle(.dragMoved(translation: -200))   // the finger moves up 200 pt
/// model.handle(.dragEnded(velocity: -900))      // [.selectedDetentChanged(.large, .user), .startClock, ...]
/// ```
public struct CardPresentationModel: Sendable {
    /// How the card moves now.
    package enum Motion: Sendable, Equatable {
        /// At rest: at its detent (or its fixed frame).
        case resting
        /// Following a finger that touched when the card showed `startHeight` (raw) and has moved
        /// `translation` points since (positive down); below the shortest detent it rubber-bands
        /// when `resistsDismissal` (the dismissal was refused as the finger crossed it).
        case dragging(startHeight: CGFloat, translation: CGFloat, resistsDismissal: Bool)
        /// Springing (raw heights) to the detent `target`.
        case settling(SpringMotion, target: CardDetent.Identifier, resistsDismissal: Bool)
        /// Stopped showing `height` where a dismissal took the card over mid-drag or mid-spring,
        /// so the transition starts from where the card is; a cancelled dismissal puts it back at
        /// its detent.
        case held(height: CGFloat)
    }

    /// Where the drag's dismissal is (UIKit's `_isDismissible`, `_didAttemptToStartDismiss` and
    /// `_isDraggingAndTransitioning`, `UISheetPresentationController sheetInteraction:didChangeOffset:`).
    package enum DragDismissal: Sendable, Hashable {
        /// The finger is above the shortest detent, or no drag.
        case none
        /// The finger crossed below the shortest detent and the app refused: the sheet
        /// rubber-bands there, and a release pulled far enough tells the delegate of the attempt.
        case refused
        /// The finger crossed below the shortest detent and the app allowed it: the dismissal
        /// transition runs interactively under the finger (``Effect/beginInteractiveDismissal(progress:)``).
        case interactive
    }

    /// What the sheet's first responder is, as UIKit's `_firstResponderDidChange:` reads it.
    public struct FirstResponder: Sendable, Hashable {
        /// Whether the first responder is inside the presented controller's view.
        public var isInCard: Bool
        /// Whether it takes key input and so needs the keyboard (UIKit asks the private
        /// `_requiresKeyboardWhenFirstResponder`; the kit's shell reads `UIKeyInput`: a text field
        /// or text view, not a button). A responder in the card that the keyboard comes up for
        /// needs it too, whatever this says (``CardPresentationModel/keyboardCameForCard``).
        public var requiresKeyboard: Bool
        /// Creates a description; see the properties.
        public init(isInCard: Bool, requiresKeyboard: Bool) {
            self.isInCard = isInCard
            self.requiresKeyboard = requiresKeyboard
        }
        /// No first responder in the card.
        public static let none = FirstResponder(isInCard: false, requiresKeyboard: false)
    }

    /// The card's geometry and appearance, as last set.
    public private(set) var layout: CardLayout
    /// How the card follows the finger between detents.
    public var drag: CardDrag
    /// Where the presentation is, and its dimming view's phase.
    public private(set) var presentation: CardPresentationState
    /// The container, its traits and the content's height, as last read.
    public private(set) var environment: CardEnvironment
    /// The keyboard's frame as UIKit last reported it, in screen coordinates; `nil` while hidden.
    package private(set) var keyboardScreenFrame: CGRect?
    /// Whether the keyboard is up (its last report put it on screen, ``CardKeyboardPolicy/isOnScreen(_:in:)``).
    package private(set) var isKeyboardUp = false
    /// The first responder, as last reported.
    public private(set) var firstResponder = FirstResponder.none
    /// Whether the keyboard now up came up while the first responder was in the card: that
    /// responder needs it (a keyboard comes up only for a responder that needs one), so the sheet
    /// follows the system rule for it even when it is not a key-input view (a custom `inputView`).
    /// Cleared when the keyboard goes or the first responder leaves the card.
    package private(set) var keyboardCameForCard = false
    /// How many changes of the container's size or traits are running (a rotation, a resize:
    /// ``Event/containerTransitionWillBegin``, until each one's ``Event/containerTransitionDidEnd``).
    package private(set) var containerTransitionsRunning = 0
    /// The detent the user or the app selected (`nil` for a card without detents). The keyboard
    /// (``CardKeyboardPolicy/automatic``) and full screen show another without changing it.
    public private(set) var selectedDetent: CardDetent.Identifier?
    /// How the card moves now.
    package private(set) var motion: Motion = .resting
    /// The user's dismissal in progress, if any.
    public private(set) var dismissal = UserDismissal()
    /// Where the drag's dismissal is.
    package private(set) var dragDismissal = DragDismissal.none
    /// Whether a release may pick the dismiss position: UIKit's `_isDismissible`, asked again
    /// each time the finger crosses below the shortest detent and kept until the next crossing.
    public private(set) var isDismissible = true
    /// A child sheet presented over this one, as it last reported (``Event/childSheetChanged(_:)``).
    public private(set) var childSheet: ChildSheet?
    /// Whether this sheet is presented over a parent sheet it stacks with
    /// (``Event/parentSheetChanged(isStacked:)``): its own dimming view then stays clear and the
    /// parent's dims (UIKit's `_percentDimmed`).
    package private(set) var isStackedOnParent = false
    /// The detent the card had before ``CardKeyboardPolicy/growToDetent(_:)`` grew it, given back
    /// when the keyboard goes away.
    private var detentBeforeKeyboard: CardDetent.Identifier?
    /// The selection last reported (``Effect/selectedDetentChanged(_:_:)``).
    private var reportedSelection: CardDetent.Identifier?
    /// The frame last placed (``Effect/placeCard(_:_:)``), so an unchanged frame is not placed again.
    private var placedFrame: CGRect?
    /// The dimming alpha last set.
    private var placedDimmingAlpha: CGFloat?

    /// A card laid out by `layout`, not yet presented, in an empty container (UIKit's container
    /// exists from `presentationTransitionWillBegin()`; send ``Event/environmentChanged(_:)``).
    public init(layout: CardLayout, drag: CardDrag = CardDrag(), environment: CardEnvironment = CardEnvironment(containerBounds: .zero)) {
        self.layout = layout
        self.drag = drag
        self.presentation = CardPresentationState(shownAlpha: layout.appearance.dimmingAlpha, dismissesOnTapOutside: layout.dismissesOnTapOutside)
        self.environment = environment
        self.selectedDetent = layout.hasDetents ? layout.selectedDetent : nil
        refreshGeometry()
        reportedSelection = selectedDetentIdentifier
    }

    // MARK: Derived state

    /// The phase of the presentation.
    public var phase: CardPresentationState.Phase { presentation.phase }

    /// How much of the container's bottom the keyboard takes from the card, points: the reported
    /// frame turned into the container's space now (``CardKeyboardPolicy/overlap(of:in:)``), for
    /// ``CardKeyboardPolicy/moveUp`` and ``CardKeyboardPolicy/growToDetent(_:)``, and for a card
    /// without detents under ``CardKeyboardPolicy/automatic`` that holds the first responder; 0
    /// otherwise. Worked out again whenever the layout, the container or the keyboard changes.
    package private(set) var keyboardOverlap: CGFloat = 0

    /// The sheet's geometry now (`CardSheetGeometry`); `nil` in an unusable container.
    package private(set) var geometry: CardSheetGeometry?

    /// The card's detents in the container now; `nil` for a card without detents or an unusable
    /// container. Resolved again whenever the layout, the container or the keyboard changes
    /// (not at every frame of a drag).
    public private(set) var resolvedDetents: ResolvedCardDetents?

    /// The detent the keyboard makes the sheet show, when ``CardKeyboardPolicy/automatic`` applies
    /// (UIKit's `_adjustedIndexOfCurrentActiveDetentForContainedFirstResponder`): the largest
    /// detent, or, when that is shorter than full height, an anonymous one
    /// (``CardDetent/Identifier/keyboard``) taller by the keyboard's overlap with the sheet's
    /// full-height frame, at most up to the safe area's top. `nil` when it does not apply.
    package private(set) var keyboardDetent: ResolvedCardDetents.Entry?

    /// Works out the geometry, ``keyboardOverlap``, ``resolvedDetents`` and ``keyboardDetent`` for
    /// the layout, container, keyboard and first responder now.
    private mutating func refreshGeometry() {
        let keyboard = keyboardScreenFrame.map(environment.containerRect(fromScreen:))
        let overlap = CardKeyboardPolicy.overlap(of: keyboard, in: environment.containerBounds)
        let holdsKeyboard = firstResponder.isInCard && (firstResponder.requiresKeyboard || keyboardCameForCard)
        let shrinks = layout.keyboard.shrinksSpace || (layout.keyboard == .automatic && !layout.hasDetents && holdsKeyboard)
        keyboardOverlap = shrinks ? overlap : 0
        geometry = layout.sheetGeometry(in: environment, keyboardOverlap: keyboardOverlap)
        resolvedDetents = layout.resolvedDetents(in: environment, keyboardOverlap: keyboardOverlap)
        keyboardDetent = nil
        // _UISheetLayoutInfo _activeDetents: the sheet contains the first responder, it needs the
        // keyboard, the keyboard intersects the full-height frame; not inverted (never, here).
        guard layout.keyboard == .automatic, holdsKeyboard, let detents = resolvedDetents, let geometry, !geometry.isFullScreen,
              let keyboard else { return }
        let full = CGRect(x: geometry.x, y: geometry.fullHeightTop, width: geometry.width, height: geometry.containerBottom - geometry.fullHeightTop)
        let covered = keyboard.intersection(full)
        guard !covered.isNull, covered.width > 0, covered.height > 0 else { return }
        let largest = detents.largest
        // The full detent reaches the safe area's top (_fullDetentValue).
        let fullHeight = geometry.baseline - geometry.safeAreaTop
        keyboardDetent = largest.height < fullHeight
            ? ResolvedCardDetents.Entry(identifier: .keyboard, height: min(largest.height + covered.height, fullHeight))
            : largest
    }

    /// The detent the card shows at rest: ``keyboardDetent`` when the keyboard applies, else the
    /// selection (else the shortest) — the only one of a full-screen sheet.
    public var currentDetent: ResolvedCardDetents.Entry? {
        keyboardDetent ?? resolvedDetents?.entry(named: selectedDetent)
    }

    /// The selected detent as the container resolves it now (the selection, else the shortest);
    /// `nil` without detents or while full screen (the selection is kept for later).
    public var selectedDetentIdentifier: CardDetent.Identifier? {
        guard let detents = resolvedDetents, geometry?.isFullScreen != true else { return nil }
        return detents.entry(named: selectedDetent).identifier
    }

    /// The rubber-band extents now (``CardDrag/extents(in:largest:)``).
    package var extents: CardDrag.Extents {
        guard let geometry, let detents = resolvedDetents else { return CardDrag.Extents(top: 0, bottom: 0) }
        return drag.extents(in: geometry, largest: detents.largest.height)
    }

    /// The shortest and tallest heights the drag rubber-bands beyond: the resolved detents, with
    /// the keyboard's detent taking the tallest place while it applies.
    var dragDetents: ResolvedCardDetents? {
        guard let detents = resolvedDetents else { return nil }
        guard let keyboardDetent, keyboardDetent.height > detents.largest.height else { return detents }
        return detents.adding(keyboardDetent)
    }

    /// The height the card shows, points (a sheet's; `nil` without detents): its detent's at
    /// rest, the finger's (rubber-banded) while dragged, the spring's while settling.
    public var shownHeight: CGFloat? {
        guard let detents = dragDetents else { return nil }
        let floor = geometry?.dismissHeight ?? 0
        switch motion {
        case .resting:
            return currentDetent?.height ?? detents.smallest.height
        case let .dragging(start, translation, resists):
            return drag.displayedHeight(raw: start - translation, detents: detents, resistsDismissal: resists, extents: extents, floor: floor)
        case let .settling(spring, _, resists):
            return drag.displayedHeight(raw: spring.value, detents: detents, resistsDismissal: resists, extents: extents, floor: floor)
        case .held(let height):
            return height
        }
    }

    /// The card's frame in the container now, points (`.zero` in an unusable container).
    public var cardFrame: CGRect {
        guard let detents = resolvedDetents, let height = shownHeight else {
            return layout.frame(in: environment.containerBounds, safeArea: environment.safeArea, sizeClass: environment.sizeClass,
                                layoutDirection: environment.layoutDirection, keyboardOverlap: keyboardOverlap)
        }
        guard let geometry else { return .zero }
        return geometry.frame(forHeight: height, minimumHeight: detents.smallest.height, containerTop: environment.containerBounds.minY)
    }

    /// How dimmed the screen behind is at a card height, 0…1 (UIKit's `_percentDimmedFromOffset`):
    /// with an undimmed detent, 0 at or below it, 1 at or above the next taller detent, in
    /// proportion between (0 when the undimmed detent is the tallest); without one, 1 at or above
    /// the shortest detent, fading to 0 at the dismiss position. 1 for a card without detents. A
    /// child sheet's dimming counts when it is more (``childSheet``).
    package func dimmingFraction(atHeight height: CGFloat?) -> CGFloat {
        max(ownDimmingFraction(atHeight: height), childSheet?.dimming ?? 0)
    }

    func ownDimmingFraction(atHeight height: CGFloat?) -> CGFloat {
        guard let detents = resolvedDetents, let geometry else { return 1 }
        guard let height, height.isFinite else { return 1 }
        let dimmed: CGFloat, next: CGFloat
        if let undimmed = detents.height(of: layout.largestUndimmedDetent), !geometry.isFullScreen {
            guard let taller = detents.entries.first(where: { $0.height > undimmed })?.height else { return 0 }
            (dimmed, next) = (taller, undimmed)
        } else {
            (dimmed, next) = (detents.smallest.height, geometry.dismissHeight)
        }
        guard dimmed > next else { return height >= dimmed ? 1 : 0 }
        return min(max((height - next) / (dimmed - next), 0), 1)
    }

    /// How far the card is presented, 0…1 (UIKit's `_percentPresented`): 1 at or above the
    /// shortest detent, 0 at the dismiss position. 1 without detents.
    package var presentedFraction: CGFloat {
        guard let detents = resolvedDetents, let geometry, let height = shownHeight else { return 1 }
        let bottom = detents.smallest.height, dismiss = geometry.dismissHeight
        guard bottom > dismiss else { return 1 }
        return min(max((height - dismiss) / (bottom - dismiss), 0), 1)
    }

    /// The dimming view's alpha outside a transition: the phase's (``CardPresentationState``)
    /// times ``dimmingFraction(atHeight:)`` of the height shown; 0 on a sheet stacked over a
    /// parent sheet, whose own dimming shows it (``isStackedOnParent``).
    public var restingDimmingAlpha: CGFloat {
        isStackedOnParent ? 0 : presentation.restingDimmingAlpha * dimmingFraction(atHeight: shownHeight)
    }

    /// What a transition must know: the dimming alpha at the detent the card rests at, and the
    /// corner radius. A presentation fades the dimming view in to it, a dismissal out from it.
    public var appearance: PresentationAppearance {
        let resting = currentDetent?.height
        let alpha = isStackedOnParent ? 0 : layout.appearance.dimmingAlpha * dimmingFraction(atHeight: resting)
        return PresentationAppearance(dimmingAlpha: alpha, cornerRadius: cornerRadii.top)
    }

    /// The card's corner radii now, points: an edge-attached sheet as wide as the container has
    /// ``CardLayout/cornerRadius`` at the top and the display's radius at the bottom (UIKit's
    /// `_cornerRadii`: the environment-matching bottom corners); narrower, square bottom corners; a
    /// full-screen sheet none (the display clips it); an inset card ``CardLayout/cornerRadius`` on
    /// every corner.
    public var cornerRadii: CardCornerRadii {
        let radius = layout.appearance.cornerRadius
        guard let geometry, geometry.isEdgeAttached else { return CardCornerRadii(top: radius, bottom: radius) }
        if geometry.isFullScreen { return CardCornerRadii(top: 0, bottom: 0) }
        let display = environment.displayCornerRadius.isFinite ? max(environment.displayCornerRadius, 0) : 0
        return CardCornerRadii(top: radius, bottom: geometry.width >= environment.containerBounds.width ? display : 0)
    }

    /// The shadow's opacity now, 0…1 (UIKit's `_shadowOpacity`): ``CardLayout/shadowOpacity`` times
    /// how undimmed the screen behind is times ``presentedFraction``.
    public var shadowOpacity: CGFloat {
        let preferred = layout.shadowOpacity.isFinite ? min(max(layout.shadowOpacity, 0), 1) : 0
        guard preferred > 0, presentation.hasDimmingView else { return 0 }
        return preferred * (1 - ownDimmingFraction(atHeight: shownHeight)) * presentedFraction
    }

    /// Whether touches outside the card go to the screen behind: while the card shows at or below
    /// its largest undimmed detent (UIKit's dimming view `userInteractionEnabled = _isDimmingEnabled`).
    public var passesTouchesThrough: Bool {
        presentation.hasDimmingView && layout.largestUndimmedDetent != nil && resolvedDetents?.contains(layout.largestUndimmedDetent) == true
            && dimmingFraction(atHeight: shownHeight) == 0
    }

    /// Whether VoiceOver is kept inside the card and its dimming view (the container is modal to
    /// it, so the screen behind cannot be reached): whenever the card is on screen and the screen
    /// behind is not usable (``passesTouchesThrough``).
    public var isAccessibilityModal: Bool { presentation.hasDimmingView && !passesTouchesThrough }

    /// Whether a tap on the dimming view (or its VoiceOver action) is heard: while the card is
    /// shown, ``CardLayout/dismissesOnTapOutside`` is on, the screen behind is dimmed, the finger
    /// is not dragging, and — UIKit's `_shouldDimmingIgnoreTouches` — not while a full-width
    /// edge-attached sheet is at the top of the container (the strip above it is the status bar).
    public var tapOutsideDismisses: Bool {
        guard presentation.tapOutsideDismisses, !passesTouchesThrough else { return false }
        if case .dragging = motion { return false }
        if let geometry, geometry.isEdgeAttached, !geometry.isFullScreen, geometry.width >= environment.containerBounds.width,
           let height = shownHeight, geometry.baseline - height <= geometry.fullHeightTop + 0.5 {
            return false
        }
        return true
    }

    /// Whether the finger can drag the card now: a card with detents, shown, no transition
    /// running, not full screen (UIKit's `_isInteractionEnabled`: off at `_percentFullScreen` 1).
    public var isDraggable: Bool { layout.hasDetents && phase == .presented && geometry?.isFullScreen != true }

    /// Whether a change of the container's size or traits is running (a rotation, a resize): the
    /// keyboard frames reported meanwhile are the rotation's (``Event/keyboardChangedByRotation(screenFrame:)``).
    package var isContainerTransitioning: Bool { containerTransitionsRunning > 0 }

    /// Whether the spring is running (the clock must tick).
    public var needsClock: Bool {
        if case .settling = motion { return true }
        return false
    }

    /// Whether the grabber's VoiceOver increment (`step` 1) or decrement (`step` −1) has a detent
    /// to go to.
    package func canStepDetent(by step: Int) -> Bool {
        isDraggable && resolvedDetents?.neighbour(of: currentDetent?.identifier, step: step) != nil
    }

    // MARK: Setters used by the event handlers

    mutating func setLayout(_ newLayout: CardLayout) {
        layout = newLayout
        presentation.reconfigure(shownAlpha: newLayout.appearance.dimmingAlpha, dismissesOnTapOutside: newLayout.dismissesOnTapOutside)
        if !newLayout.hasDetents { selectedDetent = nil; motion = .resting }
        refreshGeometry()
    }

    mutating func setEnvironment(_ newEnvironment: CardEnvironment) {
        environment = newEnvironment
        refreshGeometry()
    }

    mutating func setKeyboard(_ frame: CGRect?, isUp: Bool) {
        if isUp, !isKeyboardUp { keyboardCameForCard = firstResponder.isInCard } else if !isUp { keyboardCameForCard = false }
        keyboardScreenFrame = frame
        isKeyboardUp = isUp
        refreshGeometry()
    }
    mutating func setFirstResponder(_ responder: FirstResponder) {
        firstResponder = responder
        if !responder.isInCard { keyboardCameForCard = false }
        refreshGeometry()
    }
    mutating func setContainerTransitionsRunning(_ count: Int) { containerTransitionsRunning = count }
    mutating func setSelectedDetent(_ identifier: CardDetent.Identifier?) { selectedDetent = identifier }
    mutating func setMotion(_ newMotion: Motion) { motion = newMotion }
    mutating func setDragDismissal(_ state: DragDismissal) { dragDismissal = state }
    mutating func setDismissible(_ dismissible: Bool) { isDismissible = dismissible }
    mutating func setChildSheet(_ child: ChildSheet?) { childSheet = child }
    mutating func setStackedOnParent(_ stacked: Bool) { isStackedOnParent = stacked }
    mutating func setDetentBeforeKeyboard(_ identifier: CardDetent.Identifier?) { detentBeforeKeyboard = identifier }
    var savedDetentBeforeKeyboard: CardDetent.Identifier? { detentBeforeKeyboard }
    mutating func handlePresentation(_ event: CardPresentationState.Event) -> Bool { presentation.handle(event) }
    mutating func withDismissal<T>(_ body: (inout UserDismissal) -> T) -> T { body(&dismissal) }
    mutating func recordPlacedFrame(_ frame: CGRect?) -> Bool {
        guard frame != placedFrame else { return false }
        placedFrame = frame
        return true
    }
    mutating func recordDimmingAlpha(_ alpha: CGFloat?) -> Bool {
        guard alpha != placedDimmingAlpha else { return false }
        placedDimmingAlpha = alpha
        return true
    }
    /// The selection to report when it changed since the last report, else `nil`.
    mutating func selectionToReport() -> CardDetent.Identifier? {
        guard let now = selectedDetentIdentifier, now != reportedSelection else { return nil }
        reportedSelection = now
        return now
    }
}

/// A card's corner radii, points: its top corners and its bottom corners.
public struct CardCornerRadii: Sendable, Hashable {
    /// The top corners' radius.
    public var top: CGFloat
    /// The bottom corners' radius.
    public var bottom: CGFloat
    /// Creates radii; see the properties.
    public init(top: CGFloat, bottom: CGFloat) {
        self.top = top
        self.bottom = bottom
    }
}

extension CardDetent.Identifier {
    /// The anonymous detent the keyboard makes a sheet rise to (``CardKeyboardPolicy/automatic``),
    /// `"keyboard"`.
    public static let keyboard: CardDetent.Identifier = "keyboard"
}
