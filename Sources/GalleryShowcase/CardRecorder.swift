import Foundation
import GalleryRendering
import Transitions

/// Plays a ``CardDemo`` on the pure `CardPresentationModel` (the card's every decision, as
/// `CardPresentationController` applies them on iOS) and `CardScrollHandoff.Drag` (the scroll
/// hand-off) with a virtual clock, and records what the screen shows after every tick: the list
/// behind, the dimming view, the card with its header, grabber and the visible part of its list,
/// the "Discard changes?" alert an attempt to dismiss shows, a child sheet over the card (the card
/// scaled back and dimmed in its shape), and the finger while it touches.
enum CardRecorder {
    /// The phone the demos play on: 390 × 844 pt with its safe area.
    static let environment = CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                    safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// What a run produced.
    struct Recording: Sendable {
        /// The screen after every tick (the first sample before any time passes).
        var frames: SampledTransition
        /// Seconds between frames.
        var frameInterval: Double
        /// The indices of the frames the script marked, in order.
        var keyFrames: [Int]
        /// The height the card showed at every frame (for tests).
        var cardHeights: [CGFloat]
        /// The list's content offset at every frame, points (for tests).
        var contentOffsets: [CGFloat]
        /// How far the card was pushed back by a child sheet at every frame, 0…1 (for tests).
        var depthLevels: [CGFloat]
        /// The frames at which the delegate heard an attempt to dismiss (for tests).
        var attempts: [Int]
        /// The card's detent at the end.
        var finalDetent: CardDetent.Identifier?
        /// Seconds recorded.
        var duration: Double { Double(max(frames.frames.count - 1, 0)) * frameInterval }
    }

    /// Records `demo` at `framesPerSecond` (clamped to 1…240), the card presented and at rest at
    /// its selected detent when the recording starts.
    static func record(_ demo: CardDemo, framesPerSecond: Double = 30) -> Recording {
        let fps = framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 240) : 30
        let dt = 1 / fps
        var player = Player(demo: demo)
        var keyFrames: [Int] = []
        player.capture(finger: nil)
        for step in demo.script {
            switch step {
            case .wait(let seconds):
                for _ in 0..<Int((seconds * fps).rounded()) { player.tick(dt, finger: nil) }
            case let .dragCard(distance, duration, release):
                let n = max(Int((duration * fps).rounded()), 1)
                let start = CGPoint(x: player.model.cardFrame.midX, y: player.model.cardFrame.minY + 12)
                player.handle(.dragBegan)
                for k in 1...n {
                    let translation = distance * CGFloat(k) / CGFloat(n)
                    player.handle(.dragMoved(translation: translation))
                    player.tick(dt, finger: CGPoint(x: start.x, y: start.y + translation))
                }
                player.handle(.dragEnded(velocity: release))
            case let .dragContent(distance, duration, release):
                let n = max(Int((duration * fps).rounded()), 1)
                let frame = player.model.cardFrame
                let start = CGPoint(x: frame.midX, y: frame.minY + demo.headerHeight + 0.6 * (frame.height - demo.headerHeight))
                var handoff = CardScrollHandoff.Drag()
                for k in 1...n {
                    let translation = distance * CGFloat(k) / CGFloat(n)
                    let previous = handoff.lastTranslation
                    let actions = handoff.moved(translation: translation, contentDistanceFromTop: player.contentOffset,
                                                cardGrowthRemaining: player.cardGrowthRemaining,
                                                expandsWhenScrolledToEdge: demo.layout.scrollingExpandsWhenScrolledToEdge)
                    if actions.contains(.holdContentAtTop) {
                        // The content keeps only its share of the movement.
                        player.contentOffset = min(handoff.contentDistanceFromTop, player.maximumOffset)
                    } else if handoff.owner == .content {
                        player.scroll(by: previous - translation)
                    }
                    player.apply(actions)
                    player.tick(dt, finger: CGPoint(x: start.x, y: start.y + translation))
                }
                let owner = handoff.owner
                player.apply(handoff.ended(velocity: release))
                if owner == .content { player.contentVelocity = -release }
            case .settle(let limit):
                var elapsed = 0.0
                while (player.model.needsClock || player.contentVelocity != 0) && elapsed < limit {
                    player.tick(dt, finger: nil)
                    elapsed += dt
                }
            case .keyFrame:
                keyFrames.append(player.samples.count - 1)
            case .refusesDismissal(let refuses):
                player.refusesDismissal = refuses
            case .presentChild(let duration):
                player.presentChild(over: max(Int((duration * fps).rounded()), 1), dt: dt)
            case .dismissChild(let duration):
                player.dismissChild(over: max(Int((duration * fps).rounded()), 1), dt: dt)
            }
        }
        return Recording(frames: player.timeline, frameInterval: dt, keyFrames: keyFrames, cardHeights: player.cardHeights,
                         contentOffsets: player.contentOffsets, depthLevels: player.depthLevels, attempts: player.attempts,
                         finalDetent: player.model.currentDetent?.identifier)
    }

    /// The state of one recording.
    struct Player {
        let demo: CardDemo
        var model: CardPresentationModel
        /// The child sheet over the card and how far its presentation has come (0…1).
        var child: CardPresentationModel?
        var childProgress: CGFloat = 0
        /// Whether the app refuses a dismissal the finger starts.
        var refusesDismissal = false
        /// The list's content offset, points (0: at its top), and its coasting velocity.
        var contentOffset: CGFloat = 0
        var contentVelocity: CGFloat = 0
        /// Seconds the "Discard changes?" alert stays on screen.
        var alertTime: Double = 0
        var names: [String] = []
        var participants: [SampledParticipant] = []
        var samples: [[String: SampledState]] = []
        var cardHeights: [CGFloat] = []
        var contentOffsets: [CGFloat] = []
        var depthLevels: [CGFloat] = []
        var attempts: [Int] = []

        init(demo: CardDemo) {
            self.demo = demo
            model = CardPresentationModel(layout: demo.layout, environment: CardRecorder.environment)
            model.handle(.presentationWillBegin)
            model.handle(.presentationDidEnd(completed: true))
        }

        /// Sends `event` to the card with the demo's veto; an attempt to dismiss shows the alert.
        mutating func handle(_ event: CardPresentationModel.Event) {
            let refuses = refusesDismissal
            let effects = model.handle(event, veto: CardPresentationModel.Veto(isModalInPresentation: { refuses }, delegateAllows: { nil }))
            if effects.contains(.didAttemptToDismiss) {
                attempts.append(samples.count)
                alertTime = 1.2
            }
        }

        /// How much more the card can grow to its tallest detent, points.
        var cardGrowthRemaining: CGFloat {
            guard let detents = model.resolvedDetents, let shown = model.shownHeight else { return 0 }
            return max(detents.largest.height - shown, 0)
        }
        /// The list's visible height in the card, points.
        var listHeight: CGFloat { max(model.cardFrame.height - demo.headerHeight, 0) }
        var maximumOffset: CGFloat { max(demo.contentHeight - listHeight, 0) }

        mutating func scroll(by delta: CGFloat) {
            contentOffset = min(max(contentOffset + delta, 0), maximumOffset)
        }

        mutating func apply(_ actions: [CardScrollHandoff.Drag.Action]) {
            for action in actions {
                switch action {
                case .beginCardDrag: handle(.dragBegan)
                case .moveCard(let translation): handle(.dragMoved(translation: translation))
                case .endCardDrag(let velocity): handle(.dragEnded(velocity: velocity))
                case .holdContentAtTop: contentVelocity = 0
                }
            }
        }

        /// The child sheet slides up over `frames` frames (an ease-out, as the kit's slide), and
        /// the card behind follows its report alongside, as `CardPresentationController` animates
        /// it alongside the presentation.
        mutating func presentChild(over frames: Int, dt: Double) {
            guard let layout = demo.childLayout, child == nil else { return }
            var sheet = CardPresentationModel(layout: layout, environment: CardRecorder.environment)
            sheet.handle(.parentSheetChanged(isStacked: true))
            sheet.handle(.presentationWillBegin)
            child = sheet
            for k in 1...frames {
                let t = CGFloat(k) / CGFloat(frames)
                childProgress = 1 - (1 - t) * (1 - t)
                reportChild()
                tick(dt, finger: nil)
            }
            child?.handle(.presentationDidEnd(completed: true))
            childProgress = 1
            reportChild()
        }

        /// The child sheet slides down over `frames` frames and the card behind comes back.
        mutating func dismissChild(over frames: Int, dt: Double) {
            guard child != nil else { return }
            child?.handle(.dismissalWillBegin)
            for k in 1...frames {
                let t = CGFloat(k) / CGFloat(frames)
                childProgress = 1 - t * t
                reportChild()
                tick(dt, finger: nil)
            }
            child?.handle(.dismissalDidEnd(completed: true))
            child = nil
            childProgress = 0
            model.handle(.childSheetChanged(nil))
            capture(finger: nil)
        }

        /// The card hears the child's report, scaled by how far its presentation has come.
        mutating func reportChild() {
            guard let child else { return }
            let report = child.childReport
            model.handle(.childSheetChanged(.init(depthLevel: report.depthLevel * childProgress, dimming: report.dimming * childProgress)))
        }

        /// Advances the clock: the card's spring and the list's deceleration
        /// (`UIScrollView.DecelerationRate.normal`, 0.998 per millisecond), then records.
        mutating func tick(_ dt: Double, finger: CGPoint?) {
            if model.needsClock { model.handle(.tick(dt)) }
            if contentVelocity != 0 {
                scroll(by: contentVelocity * CGFloat(dt))
                contentVelocity *= CGFloat(pow(Projection.normalDecelerationRate, dt * 1000))
                if abs(contentVelocity) < 10 || contentOffset <= 0 || contentOffset >= maximumOffset { contentVelocity = 0 }
            }
            alertTime = max(alertTime - dt, 0)
            capture(finger: finger)
        }

        /// Records the screen: the list behind, the dimming view, the card (scaled back by a child
        /// sheet), its header and grabber, the rows visible in its list (cut at the list's edges),
        /// the child sheet, the alert, and the finger.
        mutating func capture(finger: CGPoint?) {
            let screen = CardRecorder.environment.containerBounds
            var states: [String: SampledState] = [:]
            func show(_ name: String, _ state: SampledState, _ participant: @autoclosure () -> SampledParticipant) {
                if !names.contains(name) {
                    names.append(name)
                    participants.append(participant())
                }
                states[name] = state
            }
            show("screen", SampledState(frame: screen, zIndex: -1_000), SampledParticipant(name: "screen", screen: .list, color: demo.tint))
            show("dimming", SampledState(frame: screen, alpha: Double(model.restingDimmingAlpha), zIndex: -500),
                 SampledParticipant(name: "dimming", screen: nil, color: CanvasColor(hex: 0x000000)))
            let card = model.cardFrame
            // The card pushed back by a child sheet: every part of it scales about the card's centre.
            var transform = SampledState.identityTransform
            if let geometry = model.geometry, model.depthLevel > 0 {
                let t = CardPresentationModel.backgroundTransform(forViewAt: card, level: model.depthLevel, in: geometry).transform
                transform = [Double(t.a), Double(t.b), 0, 0, Double(t.c), Double(t.d), 0, 0, 0, 0, 1, 0, Double(t.tx), Double(t.ty), 0, 1]
            }
            func onCard(_ frame: CGRect, alpha: Double = 1, cornerRadius: Double = 0, zIndex: Double) -> SampledState {
                let anchor = CGPoint(x: frame.width > 0 ? (card.midX - frame.minX) / frame.width : 0.5,
                                     y: frame.height > 0 ? (card.midY - frame.minY) / frame.height : 0.5)
                return SampledState(frame: frame, anchorPoint: anchor, transform: transform, alpha: alpha, cornerRadius: cornerRadius, zIndex: zIndex)
            }
            let radius = Double(model.cornerRadii.top)
            show("card", onCard(card, cornerRadius: radius, zIndex: 0),
                 SampledParticipant(name: "card", screen: nil, color: CanvasColor(hex: 0xF2F2F7)))
            let header = CGRect(x: card.minX + 16, y: card.minY + 22, width: card.width * 0.55, height: 22)
            show("header", onCard(header, cornerRadius: 6, zIndex: 1), SampledParticipant(name: "header", screen: nil, color: demo.tint))
            if demo.layout.showsGrabber {
                let grabber = CardLayout.grabberFrame(inCardOfWidth: card.width).offsetBy(dx: card.minX, dy: card.minY)
                show("grabber", onCard(grabber, alpha: Double(model.grabberAlpha), cornerRadius: 2.5, zIndex: 2),
                     SampledParticipant(name: "grabber", screen: nil, color: CanvasColor(hex: 0xC7C7CC)))
            }
            let list = CGRect(x: card.minX, y: card.minY + demo.headerHeight, width: card.width, height: max(card.height - demo.headerHeight, 0))
            for row in 0..<max(demo.rowCount, 0) {
                let y = list.minY + demo.rowSpacing + CGFloat(row) * (demo.rowHeight + demo.rowSpacing) - contentOffset
                let frame = CGRect(x: list.minX + 12, y: y, width: list.width - 24, height: demo.rowHeight).intersection(list)
                guard !frame.isNull, frame.height >= 0.5 else { continue }
                show("row-\(row)", onCard(frame, cornerRadius: 8, zIndex: 1),
                     SampledParticipant(name: "row-\(row)", screen: nil, color: CanvasColor(hex: row % 2 == 0 ? 0xFFFFFF : 0xE5E5EA)))
            }
            if model.confinedDimmingAlpha > 0 {
                show("card-dimming", onCard(card, alpha: Double(model.confinedDimmingAlpha), cornerRadius: radius, zIndex: 3),
                     SampledParticipant(name: "card-dimming", screen: nil, color: CanvasColor(hex: 0x000000)))
            }
            if let child {
                // The child sheet slides up from below the screen to its frame.
                let rest = child.cardFrame
                let frame = rest.offsetBy(dx: 0, dy: (1 - childProgress) * (screen.maxY - rest.minY))
                show("child", SampledState(frame: frame, cornerRadius: Double(child.cornerRadii.top), zIndex: 10),
                     SampledParticipant(name: "child", screen: nil, color: CanvasColor(hex: 0xFFFFFF)))
                show("child-header", SampledState(frame: CGRect(x: frame.minX + 16, y: frame.minY + 22, width: frame.width * 0.4, height: 22), cornerRadius: 6, zIndex: 11),
                     SampledParticipant(name: "child-header", screen: nil, color: CanvasColor(hex: 0x34C759)))
                if child.layout.showsGrabber {
                    show("child-grabber", SampledState(frame: CardLayout.grabberFrame(inCardOfWidth: frame.width).offsetBy(dx: frame.minX, dy: frame.minY),
                                                       cornerRadius: 2.5, zIndex: 12),
                         SampledParticipant(name: "child-grabber", screen: nil, color: CanvasColor(hex: 0xC7C7CC)))
                }
            }
            if alertTime > 0 {
                // The app's "Discard changes?" alert, shown where the delegate heard the attempt.
                let alert = CGRect(x: screen.midX - 135, y: screen.midY - 60, width: 270, height: 120)
                show("alert", SampledState(frame: alert, alpha: min(alertTime / 0.2, 1), cornerRadius: 14, zIndex: 900),
                     SampledParticipant(name: "alert", screen: nil, color: CanvasColor(hex: 0xFFFFFF)))
                show("alert-button", SampledState(frame: CGRect(x: alert.minX, y: alert.maxY - 44, width: alert.width, height: 44),
                                                  alpha: min(alertTime / 0.2, 1), cornerRadius: 0, zIndex: 901),
                     SampledParticipant(name: "alert-button", screen: nil, color: CanvasColor(hex: 0xFF3B30)))
            }
            if let finger {
                show("finger", SampledState(frame: CGRect(x: finger.x - 22, y: finger.y - 22, width: 44, height: 44), alpha: 0.3, cornerRadius: 22, zIndex: 999),
                     SampledParticipant(name: "finger", screen: nil, color: CanvasColor(hex: 0x1C1C1E)))
            }
            samples.append(states)
            cardHeights.append(model.shownHeight ?? card.height)
            contentOffsets.append(contentOffset)
            depthLevels.append(model.depthLevel)
        }

        /// The recording so far: every participant's state at every sample, progress spread evenly.
        var timeline: SampledTransition {
            let count = samples.count
            let frames = samples.enumerated().map { index, states in
                SampledFrame(progress: count > 1 ? Double(index) / Double(count - 1) : 0, states: names.map { states[$0] })
            }
            return SampledTransition(containerSize: CardRecorder.environment.containerBounds.size, participants: participants, frames: frames)
        }
    }
}
