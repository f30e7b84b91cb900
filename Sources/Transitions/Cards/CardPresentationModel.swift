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
/// ``UserDismissal``; at or below ``CardLayout/largestUndimmedDetent`` the dimming is clear and
/// passes touches, and fades in up to the next detent.
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
    public enum Motion: Sendable, Equatable {
        /// At rest: at its selected detent (or its fixed frame).
        case resting
        /// Following a finger that touched when the card showed `startHeight` (raw) and has moved
        /// `translation` points since (positive down).
        case dragging(startHeight: CGFloat, translation: CGFloat, resistsDismissal: Bool)
        /// Springing (raw heights) to the detent `target`.
        case settling(SpringMotion, target: CardDetent.Identifier, resistsDismissal: Bool)
        /// Stopped showing `height` where a dismissal took the card over mid-drag or mid-spring,
        /// so the transition starts from where the card is; a cancelled dismissal puts it back at
        /// its detent.
        case held(height: CGFloat)
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
    public private(set) var keyboardScreenFrame: CGRect?
    /// Whether the keyboard is up (its last report put it on screen, ``CardKeyboardPolicy/isOnScreen(_:in:)``).
    public private(set) var isKeyboardUp = false
    /// The detent the card rests at (`nil` for a card without detents).
    public private(set) var selectedDetent: CardDetent.Identifier?
    /// How the card moves now.
    public private(set) var motion: Motion = .resting
    /// The user's dismissal in progress, if any.
    public private(set) var dismissal = UserDismissal()
    /// The detent the card had before ``CardKeyboardPolicy/growToDetent(_:)`` grew it, given back
    /// when the keyboard goes away.
    private var detentBeforeKeyboard: CardDetent.Identifier?
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
    }

    // MARK: Derived state

    /// The phase of the presentation.
    public var phase: CardPresentationState.Phase { presentation.phase }

    /// How much of the container's bottom the keyboard covers for the card, points: the reported
    /// frame turned into the container's space now (``CardKeyboardPolicy/overlap(of:in:)``); 0 with
    /// ``CardKeyboardPolicy/none``. Worked out again whenever the layout, the container or the
    /// keyboard changes.
    public private(set) var keyboardOverlap: CGFloat = 0

    /// The card's detents in the container now; `nil` for a card without detents or an unusable
    /// container. Resolved again whenever the layout, the container or the keyboard changes
    /// (not at every frame of a drag).
    public private(set) var resolvedDetents: ResolvedCardDetents?

    /// Works out ``keyboardOverlap`` and ``resolvedDetents`` for the layout, container and
    /// keyboard now.
    private mutating func refreshGeometry() {
        keyboardOverlap = layout.keyboard.followsKeyboard
            ? CardKeyboardPolicy.overlap(of: keyboardScreenFrame.map(environment.containerRect(fromScreen:)), in: environment.containerBounds)
            : 0
        resolvedDetents = layout.resolvedDetents(in: environment, keyboardOverlap: keyboardOverlap)
    }

    /// The detent the card rests at, resolved: the selection, else the shortest.
    public var currentDetent: ResolvedCardDetents.Entry? {
        resolvedDetents?.entry(named: selectedDetent)
    }

    /// The height the card shows, points (a sheet's; `nil` without detents): its detent's at
    /// rest, the finger's (rubber-banded) while dragged, the spring's while settling.
    public var shownHeight: CGFloat? {
        guard let detents = resolvedDetents else { return nil }
        switch motion {
        case .resting:
            return detents.entry(named: selectedDetent).height
        case let .dragging(start, translation, resists):
            return drag.displayedHeight(raw: start - translation, detents: detents, resistsDismissal: resists)
        case let .settling(spring, _, resists):
            return drag.displayedHeight(raw: spring.value, detents: detents, resistsDismissal: resists)
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
        return layout.frame(forHeight: height, minimumHeight: detents.smallest.height, in: environment, keyboardOverlap: keyboardOverlap)
    }

    /// How dimmed the screen behind is at a card height, 0…1: 1 without an undimmed detent; 0 at
    /// or below ``CardLayout/largestUndimmedDetent``, 1 at or above the next taller detent, in
    /// proportion between; 0 when the undimmed detent is the tallest.
    public func dimmingFraction(atHeight height: CGFloat?) -> CGFloat {
        guard let detents = resolvedDetents, let undimmed = detents.height(of: layout.largestUndimmedDetent) else { return 1 }
        guard let height, height.isFinite, height > undimmed else { return 0 }
        guard let next = detents.entries.first(where: { $0.height > undimmed })?.height else { return 0 }
        return min((height - undimmed) / (next - undimmed), 1)
    }

    /// The dimming view's alpha outside a transition: the phase's (``CardPresentationState``)
    /// times ``dimmingFraction(atHeight:)`` of the height shown.
    public var restingDimmingAlpha: CGFloat {
        presentation.restingDimmingAlpha * dimmingFraction(atHeight: shownHeight)
    }

    /// What a transition must know: the dimming alpha at the detent the card rests at, and the
    /// corner radius. A presentation fades the dimming view in to it, a dismissal out from it.
    public var appearance: PresentationAppearance {
        let resting = currentDetent?.height
        return PresentationAppearance(dimmingAlpha: layout.appearance.dimmingAlpha * dimmingFraction(atHeight: resting),
                                      cornerRadius: layout.appearance.cornerRadius)
    }

    /// Whether touches outside the card go to the screen behind: while the card shows at or below
    /// its largest undimmed detent.
    public var passesTouchesThrough: Bool {
        presentation.hasDimmingView && layout.largestUndimmedDetent != nil && resolvedDetents?.contains(layout.largestUndimmedDetent) == true
            && dimmingFraction(atHeight: shownHeight) == 0
    }

    /// Whether VoiceOver is kept inside the card and its dimming view (the container is modal to
    /// it, so the screen behind cannot be reached): whenever the card is on screen and the screen
    /// behind is not usable (``passesTouchesThrough``).
    public var isAccessibilityModal: Bool { presentation.hasDimmingView && !passesTouchesThrough }

    /// Whether a tap on the dimming view (or its VoiceOver action) asks to dismiss: while the card
    /// is shown, ``CardLayout/dismissesOnTapOutside`` is on and the screen behind is dimmed.
    public var tapOutsideDismisses: Bool { presentation.tapOutsideDismisses && !passesTouchesThrough }

    /// Whether the finger can drag the card now: a card with detents, shown, no transition running.
    public var isDraggable: Bool { layout.hasDetents && phase == .presented }

    /// Whether the spring is running (the clock must tick).
    public var needsClock: Bool {
        if case .settling = motion { return true }
        return false
    }

    /// Whether the grabber's VoiceOver increment (`step` 1) or decrement (`step` −1) has a detent
    /// to go to.
    public func canStepDetent(by step: Int) -> Bool {
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
        keyboardScreenFrame = frame
        isKeyboardUp = isUp
        refreshGeometry()
    }
    mutating func setSelectedDetent(_ identifier: CardDetent.Identifier?) { selectedDetent = identifier }
    mutating func setMotion(_ newMotion: Motion) { motion = newMotion }
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
}
