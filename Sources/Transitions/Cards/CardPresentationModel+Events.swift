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
        /// The container, its traits or the content's size changed (a layout, a rotation, a
        /// size-class change, a new `preferredContentSize`).
        case environmentChanged(CardEnvironment)
        /// The keyboard will move to `screenFrame` (screen coordinates, UIKit's
        /// `keyboardFrameEndUserInfoKey`); `nil` when it hides. While a change of the container's
        /// size or traits runs (``containerTransitionWillBegin`` to ``containerTransitionDidEnd``)
        /// it counts as the rotation's (``keyboardChangedByRotation(screenFrame:)``).
        case keyboardChanged(screenFrame: CGRect?)
        /// The same, caused by a rotation: it does not show or hide the keyboard for the card
        /// (UIKit's `_keyboardAboutToShow:` and `_keyboardAboutToHide:` ignore the notifications a
        /// rotation causes), only moves one that is up.
        case keyboardChangedByRotation(screenFrame: CGRect?)
        /// A change of the container's size or traits began: `viewWillTransition(to:with:)` or
        /// `willTransition(to:with:)` (a rotation, a resize). Keyboard frames reported until its
        /// coordinator completes are the rotation's (the public stand-in for the private
        /// `UIKeyboardOriginatedFromRotationUserInfoKey` UIKit's sheet reads). They nest: each
        /// begin needs its own end.
        case containerTransitionWillBegin
        /// The transition coordinator of a change ``containerTransitionWillBegin`` reported
        /// completed; an end without a begin is ignored.
        case containerTransitionDidEnd
        /// The window's first responder changed (UIKit's `_firstResponderDidChange:`).
        case firstResponderChanged(FirstResponder)
        /// The app changed the layout (detents, the undimmed detent, the grabber, the policy...),
        /// with or without animation. A new ``CardLayout/selectedDetent`` selects that detent.
        case layoutChanged(CardLayout, animated: Bool)
        /// The app selects the detent `identifier`, animated with the sheet's spring or at once.
        case selectDetent(CardDetent.Identifier, animated: Bool)
        /// VoiceOver's increment (1) or decrement (−1) on the grabber: the next taller or shorter
        /// detent, with the spring.
        case stepDetent(Int)
        /// The grabber's primary action: a tap on it, or VoiceOver's activation.
        case grabberTapped
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
        /// VoiceOver's escape on the shown card (`accessibilityPerformEscape`, the two-finger
        /// scrub). UIKit's sheet answers it with its dimming view's action
        /// (`UITransitionViewAccessibility accessibilityPerformEscape` activates the dimming view,
        /// whose tap is `_dismissFromGrabberOrDimmingViewIfPossible`): dismissed when the app allows
        /// it; refused, a sheet with a smaller undimmed detent collapses to it, and the delegate
        /// hears no attempt (`presentationControllerDidAttemptToDismiss` is sent only by a refused
        /// drag). Not heard while the finger drags the card.
        case escape
        /// A dismissal gesture of the kit, or `dismissAsUser()`, asks to dismiss the shown card:
        /// through the app's veto; refused, the delegate hears the attempt. (UIKit's only attempt
        /// is its sheet's drag released far enough below the shortest detent; a kit gesture learns
        /// of the refusal as it begins, and reports it then.)
        case dismissalRequested
        /// A dismissal this model asked for (``Effect/dismiss`` or
        /// ``Effect/beginInteractiveDismissal(progress:)``) did not start: UIKit had nothing to
        /// dismiss.
        case dismissalDidNotStart
        /// A sheet presented over this one reports how far it pushes this one back and how dimmed
        /// it is (`nil`: it is gone).
        case childSheetChanged(ChildSheet?)
        /// This sheet is (or is no longer) presented over a parent sheet it stacks with.
        case parentSheetChanged(isStacked: Bool)
    }

    /// Why the selected detent changed.
    public enum SelectionCause: Sendable, Hashable {
        /// The finger (a drag, the grabber, a tap outside that collapsed the sheet).
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
        /// Start the dismissal interactively under the finger, paused at `progress` (0…0.99):
        /// `dismiss(animated: true)` with an interaction controller the finger drives (UIKit's
        /// `_startInteractiveTransitionWithProgress:`).
        case beginInteractiveDismissal(progress: CGFloat)
        /// Move the interactive dismissal to `progress` (0…0.99).
        case updateInteractiveDismissal(progress: CGFloat)
        /// Finish the interactive dismissal; `velocity` is in progress per second.
        case finishInteractiveDismissal(velocity: CGFloat)
        /// Cancel the interactive dismissal: the card stays.
        case cancelInteractiveDismissal
        /// End editing in the presented view (`endEditing(true)`): the keyboard goes.
        case endEditing
        /// Tell the delegate: `presentationControllerDidAttemptToDismiss(_:)`,
        /// `presentationControllerWillDismiss(_:)`, `presentationControllerDidDismiss(_:)`.
        case didAttemptToDismiss
        case willDismiss
        case didDismiss
    }

    /// The app's say over a dismissal the user asks for, asked only when needed:
    /// `isModalInPresentation` of the presented controller and the delegate's
    /// `presentationControllerShouldDismiss(_:)` (`nil` when it does not implement it). Both
    /// closures are `@Sendable`, so a veto can be a global constant.
    public struct Veto: Sendable {
        /// The presented controller's `isModalInPresentation`.
        public var isModalInPresentation: @Sendable () -> Bool
        /// The delegate's answer, `nil` when it has none.
        public var delegateAllows: @Sendable () -> Bool?

        /// Creates a veto from its two questions.
        public init(isModalInPresentation: @escaping @Sendable () -> Bool, delegateAllows: @escaping @Sendable () -> Bool?) {
            self.isModalInPresentation = isModalInPresentation
            self.delegateAllows = delegateAllows
        }

        /// No veto: not modal, no delegate.
        public static let none = Veto(isModalInPresentation: { false }, delegateAllows: { nil })

        /// Whether UIKit's rule allows the dismissal (``UserDismissal/allows(isModalInPresentation:delegateAllows:)``).
        var allows: Bool { UserDismissal.allows(isModalInPresentation: isModalInPresentation(), delegateAllows: delegateAllows) }
    }

    /// Handles `event` and returns what the presentation controller must do, in order. An event
    /// that does not fit the phase (a drag during a transition, a second
    /// `presentationTransitionWillBegin`) returns nothing and changes nothing. `veto` is asked only
    /// for a dismissal the user asks for, when UIKit asks it.
    @discardableResult
    public mutating func handle(_ event: Event, veto: Veto = .none) -> [Effect] {
        var cause = SelectionCause.layout
        var effects: [Effect] = []
        var placement = Placement.immediate

        switch event {
        case .presentationWillBegin:
            guard handlePresentation(.presentationWillBegin) else { return [] }
            _ = recordPlacedFrame(nil)
            _ = recordDimmingAlpha(nil)
            setMotion(.resting)
            setDragDismissal(.none)
        case .presentationDidEnd(let completed):
            guard handlePresentation(.presentationDidEnd(completed: completed)) else { return [] }
            if completed { effects += settleAfterTransition() }
        case .dismissalWillBegin:
            guard handlePresentation(.dismissalWillBegin) else { return [] }
            if dragDismissal != .interactive {
                if needsClock { effects.append(.stopClock) }
                // The dismissal starts from where the card is (a throw away leaves it below its detent).
                if motion != .resting { setMotion(shownHeight.map { .held(height: $0) } ?? .resting) }
            }
            effects += withDismissal { $0.dismissalDidBegin() }.map(Self.effect)
        case .dismissalDidEnd(let completed):
            guard handlePresentation(.dismissalDidEnd(completed: completed)) else { return [] }
            setDragDismissal(.none)
            effects += withDismissal { $0.dismissalDidEnd(finished: completed) }.map(Self.effect)
            switch motion {
            case .dragging where !completed, .settling where !completed:
                // A drag's dismissal was cancelled: the finger (or the spring it let go) carries on.
                effects += placeIfShown(.immediate)
            default:
                if needsClock { effects.append(.stopClock) }
                setMotion(.resting)
                if !completed { effects += settleAfterTransition() }
            }
        case .environmentChanged(let environment):
            setEnvironment(environment)
        case .keyboardChanged(let frame):
            cause = .keyboard
            placement = .keyboard
            effects += keyboardChanged(to: frame, fromRotation: isContainerTransitioning)
        case .keyboardChangedByRotation(let frame):
            cause = .keyboard
            placement = .keyboard
            effects += keyboardChanged(to: frame, fromRotation: true)
        case .containerTransitionWillBegin:
            setContainerTransitionsRunning(containerTransitionsRunning + 1)
        case .containerTransitionDidEnd:
            guard isContainerTransitioning else { return [] }
            setContainerTransitionsRunning(containerTransitionsRunning - 1)
        case .firstResponderChanged(let responder):
            guard responder != firstResponder else { return [] }
            placement = .keyboard
            let before = keyboardDetent
            setFirstResponder(responder)
            if keyboardDetent != before { effects += stopSpringForKeyboard() }
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
        case .grabberTapped:
            guard isDraggable, let detents = resolvedDetents else { return [] }
            cause = .user
            effects += grabberAction(detents: detents, veto: veto)
        case .dragBegan:
            guard isDraggable, let detents = dragDetents, let shown = shownHeight else { return [] }
            if needsClock { effects.append(.stopClock) }
            // Below the shortest detent the sheet rubber-bands while the dismissal stands refused
            // (_isDismissible is kept from the last crossing).
            let resists = !isDismissible
            setDragDismissal(.none)
            setMotion(.dragging(startHeight: drag.rawHeight(displayed: shown, detents: detents, resistsDismissal: resists, extents: extents),
                                translation: 0, resistsDismissal: resists))
        case .dragMoved(let translation):
            guard case let .dragging(start, _, resists) = motion, translation.isFinite else { return [] }
            setMotion(.dragging(startHeight: start, translation: translation, resistsDismissal: resists))
            effects += dragCrossed(veto: veto)
        case .dragEnded(let velocity):
            guard case .dragging = motion else { return [] }
            cause = .user
            effects += dragEnded(velocity: velocity, veto: veto)
        case .tick(let seconds):
            guard case let .settling(spring, target, resists) = motion, let detents = dragDetents else { return [] }
            let next = spring.retargeted(to: detents.entry(named: target).height).advanced(by: CGFloat(seconds))
            if next.isSettled() {
                setMotion(.resting)
                effects.append(.stopClock)
            } else {
                setMotion(.settling(next, target: target, resistsDismissal: resists))
            }
        case .tapOutside:
            guard tapOutsideDismisses else { return [] }
            cause = .user
            effects += dismissFromGrabberOrDimming(veto: veto)
        case .escape:
            guard phase == .presented else { return [] }
            if case .dragging = motion { return [] }
            cause = .user
            effects += dismissFromGrabberOrDimming(veto: veto)
        case .dismissalRequested:
            guard phase == .presented else { return [] }
            effects += withDismissal { $0.request(isModalInPresentation: veto.isModalInPresentation(), delegateAllows: veto.delegateAllows) }
                .map(Self.effect)
        case .dismissalDidNotStart:
            withDismissal { $0.dismissalDidNotStart() }
            if dragDismissal == .interactive {
                setDragDismissal(.none)
            } else if case let .dragging(start, translation, resists) = motion, let current = currentDetent?.identifier {
                effects += settle(from: start - translation, velocity: 0, to: current, resistsDismissal: resists, spring: drag.spring)
            }
        case .childSheetChanged(let child):
            guard child != childSheet else { return [] }
            setChildSheet(child)
        case .parentSheetChanged(let stacked):
            guard stacked != isStackedOnParent else { return [] }
            setStackedOnParent(stacked)
        }

        if let selection = selectionToReport() {
            effects.insert(.selectedDetentChanged(selection, cause), at: 0)
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

    /// Selects `identifier` (the app, the grabber, a tap outside): with the sheet's spring from
    /// where the card is when `animated` and shown, at once otherwise. During a drag only the
    /// selection changes: the finger decides where the card goes.
    private mutating func select(_ identifier: CardDetent.Identifier, animated: Bool) -> [Effect] {
        let shown = shownHeight
        setDetentBeforeKeyboard(nil)
        setSelectedDetent(identifier)
        if case .dragging = motion { return [] }
        guard animated, phase == .presented, let detents = dragDetents, let shown, let target = currentDetent?.identifier else {
            let wasSettling = needsClock
            setMotion(.resting)
            return wasSettling ? [.stopClock] : []
        }
        let velocity: CGFloat = if case let .settling(spring, _, _) = motion { spring.velocity } else { 0 }
        return settle(from: drag.rawHeight(displayed: shown, detents: detents, resistsDismissal: false, extents: extents),
                      velocity: velocity, to: target, resistsDismissal: false, spring: drag.spring)
    }

    /// Starts (or continues) `spring` from raw height `height` at `velocity` to `target`.
    private mutating func settle(
        from height: CGFloat, velocity: CGFloat, to target: CardDetent.Identifier, resistsDismissal: Bool, spring: Spring
    ) -> [Effect] {
        guard let detents = dragDetents else { return [] }
        let wasSettling = needsClock
        let motion = SpringMotion(value: height, velocity: velocity, target: detents.entry(named: target).height, spring: spring)
        if motion.isSettled() {
            setMotion(.resting)
            return wasSettling ? [.stopClock] : []
        }
        setMotion(.settling(motion, target: target, resistsDismissal: resistsDismissal))
        return wasSettling ? [] : [.startClock]
    }

    /// How far an interactive dismissal has come at the height shown: from the shortest detent (0)
    /// to the dismiss position (1), at most 0.99 while the finger is down (UIKit's
    /// `sheetInteraction:didChangeOffset:` progress block and `_updateInteractiveTransitionWithProgress:`).
    private var dismissalProgress: CGFloat {
        guard let detents = dragDetents, let geometry, let shown = shownHeight else { return 0 }
        let range = detents.smallest.height - geometry.dismissHeight
        guard range > 0 else { return 0 }
        return min(max((detents.smallest.height - shown) / range, 0), 0.99)
    }

    /// The finger moved: UIKit's `UISheetPresentationController sheetInteraction:didChangeOffset:`
    /// while dragging. As the sheet crosses below its shortest detent the app is asked
    /// (`_shouldDismissByDragging`: `isModalInPresentation`, then the delegate); allowed, the
    /// dismissal starts interactively there (`_startInteractiveTransitionWithProgress:`) and
    /// follows the finger; refused, the sheet rubber-bands from there. Back above the shortest
    /// detent, a running dismissal is cancelled and the next crossing asks again.
    private mutating func dragCrossed(veto: Veto) -> [Effect] {
        guard case let .dragging(start, translation, _) = motion, let detents = dragDetents else { return [] }
        let below = start - translation < detents.smallest.height
        switch dragDismissal {
        case .none:
            guard below, phase == .presented else { return [] }
            let allowed = veto.allows
            setDismissible(allowed)
            setMotion(.dragging(startHeight: start, translation: translation, resistsDismissal: !allowed))
            guard allowed else {
                setDragDismissal(.refused)
                return []
            }
            guard withDismissal({ $0.requestAllowed() }) == [.dismiss] else { return [] }
            setDragDismissal(.interactive)
            return [.beginInteractiveDismissal(progress: dismissalProgress)]
        case .refused:
            if !below { setDragDismissal(.none) }
            return []
        case .interactive:
            if below { return [.updateInteractiveDismissal(progress: dismissalProgress)] }
            setDragDismissal(.none)
            return [.cancelInteractiveDismissal]
        }
    }

    /// The finger lifted: UIKit's release rule (``CardDrag/target(height:velocity:detents:dismissHeight:)``)
    /// with the dismiss position as a region while the dismissal stands allowed, then
    /// `sheetInteraction:didChangeOffset:` at the end of the drag: a running interactive dismissal
    /// finishes when the release picks the dismiss position and is cancelled otherwise; a refused
    /// drag pulled more than a quarter of the bottom rubber-band extent below the shortest detent
    /// tells the delegate of the attempt (`_sendDidAttemptToDismiss`); the selection becomes the
    /// target (`_sendDidChangeSelectedDetentIdentifier`), and a release away from the keyboard's
    /// detent ends editing.
    private mutating func dragEnded(velocity: CGFloat, veto: Veto) -> [Effect] {
        guard case let .dragging(start, translation, resists) = motion, let detents = dragDetents, let geometry,
              let shown = shownHeight else { return [] }
        let raw = start - translation
        let growth = velocity.isFinite ? -velocity : 0
        let target = drag.target(height: raw, velocity: growth, detents: detents, dismissHeight: isDismissible ? geometry.dismissHeight : nil)
        let spring = drag.spring(forRelease: growth)
        var effects: [Effect] = []
        let state = dragDismissal
        setDragDismissal(.none)
        switch (state, target) {
        case (.interactive, .dismissal):
            let range = detents.smallest.height - geometry.dismissHeight
            setMotion(.held(height: shown))
            return [.finishInteractiveDismissal(velocity: range > 0 ? -growth / range : 0)]
        case (.interactive, .detent):
            effects.append(.cancelInteractiveDismissal)
        case (.refused, _):
            let pulled = detents.smallest.height - shown
            if pulled > 0.25 * extents.bottom { effects.append(.didAttemptToDismiss) }
        case (.none, .dismissal):
            // Thrown to the dismiss position without crossing below the shortest detent first.
            if veto.allows, withDismissal({ $0.requestAllowed() }) == [.dismiss] {
                return [.dismiss]
            }
        case (.none, .detent):
            break
        }
        let identifier: CardDetent.Identifier = if case .detent(let id) = target { id } else { detents.smallest.identifier }
        if let keyboard = keyboardDetent, identifier != keyboard.identifier { effects.append(.endEditing) }
        if identifier != .keyboard, identifier != .fullScreen {
            setDetentBeforeKeyboard(nil)
            setSelectedDetent(identifier)
        }
        return effects + settle(from: raw, velocity: growth, to: identifier, resistsDismissal: resists, spring: spring)
    }

    /// A tap on the dimming view, VoiceOver's escape, or a tap on the grabber of a sheet with one
    /// detent — UIKit's `_dismissFromGrabberOrDimmingViewIfPossible`: dismissed when the app allows
    /// it (nothing else is sent when it refuses); refused, a sheet with an undimmed detent below
    /// the dimmed one it is at collapses to that detent.
    private mutating func dismissFromGrabberOrDimming(veto: Veto) -> [Effect] {
        guard phase == .presented, dismissal.phase == .idle else { return [] }
        if veto.allows {
            return withDismissal { $0.requestAllowed() }.map(Self.effect)
        }
        guard let detents = resolvedDetents, let undimmed = layout.largestUndimmedDetent, detents.contains(undimmed),
              detents.neighbour(of: undimmed, step: 1) != nil
        else { return [] }
        return select(undimmed, animated: true)
    }

    /// The grabber's primary action — UIKit's `_dropShadowViewGrabberDidTriggerPrimaryAction:`
    /// with `_grabberAction` and `_indexOfActiveDetentForTappingGrabber`: with the keyboard's
    /// detent shown, end editing; with one detent, dismiss through the veto
    /// (``dismissFromGrabberOrDimming(veto:)``); otherwise the next taller detent, from the tallest
    /// the shortest, with the sheet's spring.
    private mutating func grabberAction(detents: ResolvedCardDetents, veto: Veto) -> [Effect] {
        if keyboardDetent != nil { return [.endEditing] }
        guard detents.entries.count > 1 else { return dismissFromGrabberOrDimming(veto: veto) }
        let index = detents.index(of: currentDetent?.identifier) ?? 0
        let next = index == detents.entries.count - 1 ? detents.smallest : detents.entries[index + 1]
        return select(next.identifier, animated: true)
    }

    /// The keyboard's shown detent changed under a running spring: the spring stops and the
    /// keyboard's animation moves the card.
    private mutating func stopSpringForKeyboard() -> [Effect] {
        guard needsClock else { return [] }
        setMotion(.resting)
        return [.stopClock]
    }

    /// Records the keyboard. A report caused by a rotation neither shows nor hides it. With
    /// ``CardKeyboardPolicy/growToDetent(_:)``, grows the card as it comes up and gives the detent
    /// back as it goes away (unless the user or the app chose another meanwhile). A spring running
    /// to the old detent stops: the keyboard's animation moves the card.
    private mutating func keyboardChanged(to frame: CGRect?, fromRotation: Bool) -> [Effect] {
        let wasUp = isKeyboardUp
        let isUp = CardKeyboardPolicy.isOnScreen(frame.map(environment.containerRect(fromScreen:)), in: environment.containerBounds)
        if fromRotation, isUp != wasUp { return [] }
        let detentBefore = keyboardDetent
        setKeyboard(isUp ? frame : nil, isUp: isUp)
        guard case .growToDetent(let wanted) = layout.keyboard, let detents = resolvedDetents else {
            return keyboardDetent != detentBefore ? stopSpringForKeyboard() : []
        }
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
        return stopSpringForKeyboard()
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
