import Foundation
import GalleryRendering
import Transitions

/// Plays a ``CardDemo`` on the pure `CardPresentationModel` (the card's every decision, as
/// `CardPresentationController` applies them on iOS) and `CardScrollHandoff.Drag` (the scroll
/// hand-off) with a virtual clock, and records what the screen shows after every tick: the list
/// behind, the dimming view, the card with its header, grabber and the visible part of its list,
/// and the finger while it touches.
public enum CardRecorder {
    /// The phone the demos play on: 390 × 844 pt with its safe area.
    public static let environment = CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                    safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// What a run produced.
    public struct Recording: Sendable {
        /// The screen after every tick (the first sample before any time passes).
        public var frames: SampledTransition
        /// Seconds between frames.
        public var frameInterval: Double
        /// The indices of the frames the script marked, in order.
        public var keyFrames: [Int]
        /// The height the card showed at every frame (for tests).
        public var cardHeights: [CGFloat]
        /// The list's content offset at every frame, points (for tests).
        public var contentOffsets: [CGFloat]
        /// The card's detent at the end.
        public var finalDetent: CardDetent.Identifier?
        /// Seconds recorded.
        public var duration: Double { Double(max(frames.frames.count - 1, 0)) * frameInterval }
    }

    /// Records `demo` at `framesPerSecond` (clamped to 1…240), the card presented and at rest at
    /// its selected detent when the recording starts.
    public static func record(_ demo: CardDemo, framesPerSecond: Double = 30) -> Recording {
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
                player.model.handle(.dragBegan)
                for k in 1...n {
                    let translation = distance * CGFloat(k) / CGFloat(n)
                    player.model.handle(.dragMoved(translation: translation))
                    player.tick(dt, finger: CGPoint(x: start.x, y: start.y + translation))
                }
                player.model.handle(.dragEnded(velocity: release))
            case let .dragContent(distance, duration, release):
                let n = max(Int((duration * fps).rounded()), 1)
                let frame = player.model.cardFrame
                let start = CGPoint(x: frame.midX, y: frame.minY + demo.headerHeight + 0.6 * (frame.height - demo.headerHeight))
                var handoff = CardScrollHandoff.Drag()
                for k in 1...n {
                    let translation = distance * CGFloat(k) / CGFloat(n)
                    let previous = handoff.lastTranslation
                    let actions = handoff.moved(translation: translation, contentAtTop: player.contentAtTop,
                                                cardAtLargestDetent: player.cardAtLargestDetent,
                                                expandsWhenScrolledToEdge: demo.layout.scrollingExpandsWhenScrolledToEdge)
                    if handoff.owner == .content { player.scroll(by: previous - translation) }
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
            }
        }
        return Recording(frames: player.timeline, frameInterval: dt, keyFrames: keyFrames, cardHeights: player.cardHeights,
                         contentOffsets: player.contentOffsets, finalDetent: player.model.currentDetent?.identifier)
    }

    /// The state of one recording.
    struct Player {
        let demo: CardDemo
        var model: CardPresentationModel
        /// The list's content offset, points (0: at its top), and its coasting velocity.
        var contentOffset: CGFloat = 0
        var contentVelocity: CGFloat = 0
        var names: [String] = []
        var participants: [SampledParticipant] = []
        var samples: [[String: SampledState]] = []
        var cardHeights: [CGFloat] = []
        var contentOffsets: [CGFloat] = []

        init(demo: CardDemo) {
            self.demo = demo
            model = CardPresentationModel(layout: demo.layout, environment: CardRecorder.environment)
            model.handle(.presentationWillBegin)
            model.handle(.presentationDidEnd(completed: true))
        }

        var contentAtTop: Bool { CardScrollHandoff.isAtTop(offset: contentOffset, topInset: 0) }
        var cardAtLargestDetent: Bool {
            guard let detents = model.resolvedDetents, let shown = model.shownHeight else { return true }
            return shown >= detents.largest.height - 0.5
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
                case .beginCardDrag: model.handle(.dragBegan)
                case .moveCard(let translation): model.handle(.dragMoved(translation: translation))
                case .endCardDrag(let velocity): model.handle(.dragEnded(velocity: velocity))
                case .holdContentAtTop: contentOffset = 0; contentVelocity = 0
                }
            }
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
            capture(finger: finger)
        }

        /// Records the screen: the list behind, the dimming view, the card, its header and grabber,
        /// the rows visible in its list (cut at the list's edges), and the finger.
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
            let radius = Double(demo.layout.appearance.cornerRadius)
            show("card", SampledState(frame: card, cornerRadius: radius, zIndex: 0),
                 SampledParticipant(name: "card", screen: nil, color: CanvasColor(hex: 0xF2F2F7)))
            let header = CGRect(x: card.minX + 16, y: card.minY + 22, width: card.width * 0.55, height: 22)
            show("header", SampledState(frame: header, cornerRadius: 6, zIndex: 1),
                 SampledParticipant(name: "header", screen: nil, color: demo.tint))
            if demo.layout.showsGrabber {
                let grabber = CardLayout.grabberFrame(inCardOfWidth: card.width).offsetBy(dx: card.minX, dy: card.minY)
                show("grabber", SampledState(frame: grabber, cornerRadius: 2.5, zIndex: 2),
                     SampledParticipant(name: "grabber", screen: nil, color: CanvasColor(hex: 0xC7C7CC)))
            }
            let list = CGRect(x: card.minX, y: card.minY + demo.headerHeight, width: card.width, height: max(card.height - demo.headerHeight, 0))
            for row in 0..<max(demo.rowCount, 0) {
                let y = list.minY + demo.rowSpacing + CGFloat(row) * (demo.rowHeight + demo.rowSpacing) - contentOffset
                let frame = CGRect(x: list.minX + 12, y: y, width: list.width - 24, height: demo.rowHeight).intersection(list)
                guard !frame.isNull, frame.height >= 0.5 else { continue }
                show("row-\(row)", SampledState(frame: frame, cornerRadius: 8, zIndex: 1),
                     SampledParticipant(name: "row-\(row)", screen: nil, color: CanvasColor(hex: row % 2 == 0 ? 0xFFFFFF : 0xE5E5EA)))
            }
            if let finger {
                show("finger", SampledState(frame: CGRect(x: finger.x - 22, y: finger.y - 22, width: 44, height: 44), alpha: 0.3, cornerRadius: 22, zIndex: 999),
                     SampledParticipant(name: "finger", screen: nil, color: CanvasColor(hex: 0x1C1C1E)))
            }
            samples.append(states)
            cardHeights.append(model.shownHeight ?? card.height)
            contentOffsets.append(contentOffset)
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
