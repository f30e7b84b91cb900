import Foundation

extension CardPresentationModel {
    /// What happens to a card: UIKit's calls, the keyboard, the finger, the clock, the app.
    public enum Event: Sendable, Equatable {
        /// `presentationTransitionWillBegin()`.
        case presentationWillBegin
        /// `presentationTransitionDidEnd(_:)`.
        case presentationDidEnd(completed: Bool)
        /// `dismissalTransitionWillBegin()`.
        case dismissalWillBegin
        /// `dismissalTransitionDidEnd(_:)`.
        case dismissalDidEnd(completed: Bool)
        /// The container, its traits or the content's height changed (a layout, a rotation, a
        /// size-class change, a new `preferredContentSize`).
        case environmentChanged(CardEnvironment)
        /// The keyboard will move to `screenFrame` (screen coordinates, UIKit's
        /// `keyboardFrameEndUserInfoKey`); `nil` when it hides.
        case keyboardChanged(screenFrame: CGRect?)
        /// The app changed the layout (detents, the undimmed detent, the grabber, the policy...),
        /// with or without animation. A new ``CardLayout/selectedDetent`` selects that detent.
        case layoutChanged(CardLayout, animated: Bool)
        /// The app selects the detent `identifier`, animated with the kit's spring or at once.
        case selectDetent(CardDetent.Identifier, animated: Bool)
        /// VoiceOver's increment (1) or decrement (−1) on the grabber: the next taller or shorter
        /// detent, with the spring.
        case stepDetent(Int)
        /// A finger starts dragging the card.
        case dragBegan
        /// The finger has moved `translation` points since it began, positive down.
        case dragMoved(translation: CGFloat)
        /// The finger lifts with `velocity`, points per second, positive down.
        case dragEnded(velocity: CGFloat)
        /// `seconds` passed on the clock (a display-link frame).
        case tick(TimeInterval)
        /// A tap on the dimming view, outside the card, or the dimming view's VoiceOver action
        /// (only while ``CardPresentationModel/tapOutsideDismisses``).
        case tapOutside
        /// A person asks to dismiss the shown card another way: VoiceOver's escape (the two-finger
        /// scrub), a hardware keyboard's Escape, or a dismissal gesture of the kit.
        case dismissalRequested
        /// A dismissal this model asked for (``Effect/dismiss``) did not start: UIKit had nothing
        /// to dismiss.
        case dismissalDidNotStart
    }

    /// Why the selected detent changed.
    public enum SelectionCause: Sendable, Hashable {
        /// The finger (a drag, the grabber's VoiceOver adjustment).
        case user
        /// The app (``Event/selectDetent(_:animated:)``, a new layout).
        case app
        /// The keyboard (``CardKeyboardPolicy/growToDetent(_:)``).
        case keyboard
        /// The container changed and the selected detent is not there any more.
        case layout
    }

    /// How a new frame is put on the card.
    public enum Placement: Sendable, Hashable {
        /// At once (the finger, the spring, a layout inside UIKit's own animation).
        case immediate
        /// In a short animation (the app changed the layout with animation).
        case animated
        /// With the keyboard's own duration and curve.
        case keyboard
        /// After a transition: animated only if the card is not there already.
        case afterTransition
    }

    /// What the presentation controller does.
    public enum Effect: Sendable, Equatable {
        /// Put the presented view at this frame, this way.
        case placeCard(CGRect, Placement)
        /// Set the dimming view's alpha.
        case setDimmingAlpha(CGFloat)
        /// The selected detent is now this one.
        case selectedDetentChanged(CardDetent.Identifier, SelectionCause)
        /// Start the clock (``Event/tick(_:)`` every frame) / stop it.
        case startClock
        case stopClock
        /// Start the dismissal: `dismiss(animated: true)`.
        case dismiss
        /// Tell the delegate: `presentationControllerDidAttemptToDismiss(_:)`,
        /// `presentationControllerWillDismiss(_:)`, `presentationControllerDidDismiss(_:)`.
        case didAttemptToDismiss
        case willDismiss
        case didDismiss
    }

    /// The app's say over a dismissal the user asks for, asked only when needed:
    /// `isModalInPresentation` of the presented controller and the delegate's
    /// `presentationControllerShouldDismiss(_:)` (`nil` when it does not implement it).
    public struct Veto {
        /// The presented controller's `isModalInPresentation`.
        public var isModalInPresentation: () -> Bool
        /// The delegate's answer, `nil` when it has none.
        public var delegateAllows: () -> Bool?

        /// Creates a veto from its two questions.
        public init(isModalInPresentation: @escaping () -> Bool, delegateAllows: @escaping () -> Bool?) {
            self.isModalInPresentation = isModalInPresentation
            self.delegateAllows = delegateAllows
        }

        /// No veto: not modal, no delegate.
        public static var none: Veto { Veto(isModalInPresentation: { false }, delegateAllows: { nil }) }
    }

    /// Handles `event` and returns what the presentation controller must do, in order. An event
    /// that does not fit the phase (a drag during a transition, a second
    /// `presentationTransitionWillBegin`) returns nothing and changes nothing. `veto` is asked only
    /// for a dismissal the user asks for.
    @discardableResult
    public mutating func handle(_ event: Event, veto: Veto = .none) -> [Effect] {
        let detentBefore = currentDetent?.identifier
        var cause = SelectionCause.layout
        var effects: [Effect] = []
        var placement = Placement.immediate

        switch event {
        case .presentationWillBegin:
            guard handlePresentation(.presentationWillBegin) else { return [] }
            _ = recordPlacedFrame(nil)
            _ = recordDimmingAlpha(nil)
            setMotion(.resting)
        case .presentationDidEnd(let completed):
            guard handlePresentation(.presentationDidEnd(completed: completed)) else { return [] }
            if completed { effects += settleAfterTransition() }
        case .dismissalWillBegin:
            guard handlePresentation(.dismissalWillBegin) else { return [] }
            if needsClock { effects.append(.stopClock) }
            // The dismissal starts from where the card is (a throw away leaves it below its detent).
            if motion != .resting, let shown = shownHeight { setMotion(.held(height: shown)) }
            effects += withDismissal { $0.dismissalDidBegin() }.map(Self.effect)
        case .dismissalDidEnd(let completed):
            guard handlePresentation(.dismissalDidEnd(completed: completed)) else { return [] }
            setMotion(.resting)
            effects += withDismissal { $0.dismissalDidEnd(finished: completed) }.map(Self.effect)
            if !completed { effects += settleAfterTransition() }
        case .environmentChanged(let environment):
            setEnvironment(environment)
        case .keyboardChanged(let frame):
            cause = .keyboard
            placement = .keyboard
            effects += keyboardChanged(to: frame)
        case let .layoutChanged(newLayout, animated):
            let requested = newLayout.selectedDetent != layout.selectedDetent ? newLayout.selectedDetent : nil
            setLayout(newLayout)
            placement = animated ? .animated : .immediate
            if let requested, newLayout.hasDetents {
                cause = .app
                effects += select(requested, animated: animated)
            }
        case let .selectDetent(identifier, animated):
            guard layout.hasDetents else { return [] }
            cause = .app
            effects += select(identifier, animated: animated)
        case .stepDetent(let step):
            guard canStepDetent(by: step), let next = resolvedDetents?.neighbour(of: currentDetent?.identifier, step: step) else { return [] }
            cause = .user
            effects += select(next.identifier, animated: true)
        case .dragBegan:
            guard isDraggable, let detents = resolvedDetents, let shown = shownHeight else { return [] }
            if needsClock { effects.append(.stopClock) }
            let resists = veto.isModalInPresentation()
            setMotion(.dragging(startHeight: drag.rawHeight(displayed: shown, detents: detents, resistsDismissal: resists), translation: 0, resistsDismissal: resists))
        case .dragMoved(let translation):
            guard case let .dragging(start, _, resists) = motion, translation.isFinite else { return [] }
            setMotion(.dragging(startHeight: start, translation: translation, resistsDismissal: resists))
        case .dragEnded(let velocity):
            guard case let .dragging(start, translation, resists) = motion, let detents = resolvedDetents, let shown = shownHeight else { return [] }
            let growth = velocity.isFinite ? -velocity : 0
            switch drag.target(height: shown, velocity: growth, detents: detents) {
            case .detent(let identifier):
                cause = .user
                setDetentBeforeKeyboard(nil)
                setSelectedDetent(identifier)
                effects += settle(from: start - translation, velocity: growth, to: identifier, resistsDismissal: resists)
            case .dismissal:
                let steps = withDismissal { $0.request(isModalInPresentation: veto.isModalInPresentation(), delegateAllows: veto.delegateAllows) }
                effects += steps.map(Self.effect)
                if !steps.contains(.dismiss), let current = currentDetent?.identifier {
                    // Refused: back to the detent it came from, with the finger's velocity.
                    effects += settle(from: start - translation, velocity: growth, to: current, resistsDismissal: resists)
                }
                // Allowed: the card stays where the finger left it; the dismissal takes it from there.
            }
        case .tick(let seconds):
            guard case let .settling(spring, target, resists) = motion, let detents = resolvedDetents else { return [] }
            let next = spring.retargeted(to: detents.entry(named: target).height).advanced(by: CGFloat(seconds))
            if next.isSettled() {
                setMotion(.resting)
                effects.append(.stopClock)
            } else {
                setMotion(.settling(next, target: target, resistsDismissal: resists))
            }
        case .tapOutside:
            guard tapOutsideDismisses else { return [] }
            effects += requestDismissal(veto)
        case .dismissalRequested:
            guard phase == .presented else { return [] }
            effects += requestDismissal(veto)
        case .dismissalDidNotStart:
            withDismissal { $0.dismissalDidNotStart() }
            if case let .dragging(start, translation, resists) = motion, let current = currentDetent?.identifier {
                effects += settle(from: start - translation, velocity: 0, to: current, resistsDismissal: resists)
            }
        }

        if let after = currentDetent?.identifier, after != detentBefore {
            effects.insert(.selectedDetentChanged(after, cause), at: 0)
        }
        effects += placeIfShown(placement)
        return effects
    }

    // MARK: Steps

    /// The frame and dimming when the card is shown and they changed.
    private mutating func placeIfShown(_ placement: Placement) -> [Effect] {
        guard phase == .presented else { return [] }
        var effects: [Effect] = []
        let frame = cardFrame
        if recordPlacedFrame(frame) { effects.append(.placeCard(frame, placement)) }
        let alpha = restingDimmingAlpha
        if recordDimmingAlpha(alpha) { effects.append(.setDimmingAlpha(alpha)) }
        return effects
    }

    /// After a finished presentation or a cancelled dismissal the card and the dimming view go
    /// where the model says, whatever the transition left: what changed while it ran is applied.
    private mutating func settleAfterTransition() -> [Effect] {
        let frame = cardFrame
        let alpha = restingDimmingAlpha
        _ = recordPlacedFrame(frame)
        _ = recordDimmingAlpha(alpha)
        return [.placeCard(frame, .afterTransition), .setDimmingAlpha(alpha)]
    }

    /// Selects `identifier` (the app, the grabber): with the spring from where the card is when
    /// `animated` and shown, at once otherwise. During a drag only the selection changes: the
    /// finger decides where the card goes.
    private mutating func select(_ identifier: CardDetent.Identifier, animated: Bool) -> [Effect] {
        let shown = shownHeight
        setDetentBeforeKeyboard(nil)
        setSelectedDetent(identifier)
        if case .dragging = motion { return [] }
        guard animated, phase == .presented, let detents = resolvedDetents, let shown else {
            let wasSettling = needsClock
            setMotion(.resting)
            return wasSettling ? [.stopClock] : []
        }
        let velocity: CGFloat = if case let .settling(spring, _, _) = motion { spring.velocity } else { 0 }
        return settle(from: drag.rawHeight(displayed: shown, detents: detents, resistsDismissal: false), velocity: velocity, to: identifier, resistsDismissal: false)
    }

    /// Starts (or continues) the spring from raw height `height` at `velocity` to `target`.
    private mutating func settle(from height: CGFloat, velocity: CGFloat, to target: CardDetent.Identifier, resistsDismissal: Bool) -> [Effect] {
        guard let detents = resolvedDetents else { return [] }
        let wasSettling = needsClock
        let spring = SpringMotion(value: height, velocity: velocity, target: detents.entry(named: target).height, spring: drag.spring)
        if spring.isSettled() {
            setMotion(.resting)
            return wasSettling ? [.stopClock] : []
        }
        setMotion(.settling(spring, target: target, resistsDismissal: resistsDismissal))
        return wasSettling ? [] : [.startClock]
    }

    /// A dismissal the user asks for, through the veto.
    private mutating func requestDismissal(_ veto: Veto) -> [Effect] {
        withDismissal { $0.request(isModalInPresentation: veto.isModalInPresentation(), delegateAllows: veto.delegateAllows) }.map(Self.effect)
    }

    /// Records the keyboard and, with ``CardKeyboardPolicy/growToDetent(_:)``, grows the card as
    /// it comes up and gives the detent back as it goes away (unless the user or the app chose
    /// another meanwhile). A spring running to the old detent stops: the keyboard's animation
    /// moves the card.
    private mutating func keyboardChanged(to frame: CGRect?) -> [Effect] {
        let wasUp = isKeyboardUp
        let isUp = CardKeyboardPolicy.isOnScreen(frame.map(environment.containerRect(fromScreen:)), in: environment.containerBounds)
        setKeyboard(isUp ? frame : nil, isUp: isUp)
        guard case .growToDetent(let wanted) = layout.keyboard, let detents = resolvedDetents else { return [] }
        var next: CardDetent.Identifier?
        if isUp, !wasUp {
            let target = wanted.flatMap { detents.contains($0) ? $0 : nil } ?? detents.largest.identifier
            let current = detents.entry(named: selectedDetent)
            if let height = detents.height(of: target), height > current.height {
                setDetentBeforeKeyboard(current.identifier)
                next = target
            }
        } else if !isUp, wasUp, let saved = savedDetentBeforeKeyboard {
            setDetentBeforeKeyboard(nil)
            next = saved
        }
        guard let next else { return [] }
        setSelectedDetent(next)
        guard needsClock else { return [] }
        setMotion(.resting)
        return [.stopClock]
    }

    private static func effect(_ step: UserDismissal.Step) -> Effect {
        switch step {
        case .dismiss: .dismiss
        case .didAttemptToDismiss: .didAttemptToDismiss
        case .willDismiss: .willDismiss
        case .didDismiss: .didDismiss
        }
    }
}
