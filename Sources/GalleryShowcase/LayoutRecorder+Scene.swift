import DynamicLayouts
import Foundation
import GalleryRendering

extension LayoutRecorder {
    /// A participant of a layout recording.
    enum Key: Hashable {
        /// The app screen behind the collection view.
        case screen
        /// The screen's navigation bar, in front of the content.
        case navigationBar
        /// A cell, by the identity of what it shows (so an inserted card does not take its
        /// neighbour's colour).
        case cell(Int)
        /// Any other element (headers, footers, backgrounds).
        case other(LayoutElementID)
        /// The spring a cell hangs from, and the pin at its hanging point.
        case spring(Int)
        case pin(Int)
        /// The finger while it touches.
        case finger
    }

    /// What the screen shows, sample by sample: the participants in the order they first
    /// appeared, and their states at each sample.
    struct Scene {
        let demo: LayoutDemo
        let list: ListLayout
        /// The screen's size, points.
        let screen: CGSize
        var keys: [Key] = []
        var participants: [SampledParticipant] = []
        var samples: [[Key: SampledState]] = []

        /// The gallery's tints, one per cell identity (as the transitions' screens use them).
        static let tints = ShowcaseCatalog.tints
        /// Springs are lines this thick, points; pins are discs this wide.
        static let springThickness: CGFloat = 2
        static let pinDiameter: CGFloat = 10

        init(demo: LayoutDemo, list: ListLayout, screen: CGSize) {
            self.demo = demo
            self.list = list
            self.screen = screen
        }

        /// Records one sample: the screen and its navigation bar, every element the model shows in
        /// the collection view (moved to where the collection view sits), the springs of a demo
        /// that shows them — for cells within a screen's length of the visible rectangle too, so a
        /// card still swinging in from off screen shows its spring — and the finger.
        mutating func capture(model: DynamicLayoutModel, key: (LayoutElementID) -> Key, finger: CGPoint?) {
            var states: [Key: SampledState] = [:]
            func show(_ k: Key, _ state: SampledState, element: LayoutElement? = nil) {
                register(k, element: element)
                states[k] = state
            }
            show(.screen, SampledState(frame: CGRect(origin: .zero, size: screen), zIndex: -1_000))
            let bar = LayerContent.navigationBarHeight(screenHeight: screen.height)
            show(.navigationBar, SampledState(frame: CGRect(x: 0, y: 0, width: screen.width, height: bar), zIndex: 1_000))
            let visible = model.visibleRect
            let dx = demo.collectionFrame.minX - visible.minX, dy = demo.collectionFrame.minY - visible.minY
            let reach = demo.showsSprings ? max(visible.width, visible.height) : 0
            for e in model.elements(in: visible.insetBy(dx: -reach, dy: -reach)) {
                let k = key(e.id)
                let frame = e.frame.offsetBy(dx: dx, dy: dy)
                show(k, state(of: e, at: frame), element: e)
                guard demo.showsSprings, case .cell(let identity) = k, let anchor = model.springAnchor(of: e.id) else { continue }
                let hanging = CGPoint(x: anchor.x + dx, y: anchor.y + dy)
                if let line = LayoutRecorder.line(from: hanging, to: CGPoint(x: frame.midX, y: frame.midY), thickness: Self.springThickness) {
                    show(.spring(identity), line)
                }
                let d = Self.pinDiameter
                show(.pin(identity), SampledState(frame: CGRect(x: hanging.x - d / 2, y: hanging.y - d / 2, width: d, height: d),
                                                  cornerRadius: Double(d / 2), zIndex: -0.4))
            }
            if let finger {
                let f = CGPoint(x: finger.x + demo.collectionFrame.minX, y: finger.y + demo.collectionFrame.minY)
                show(.finger, SampledState(frame: CGRect(x: f.x - 22, y: f.y - 22, width: 44, height: 44), alpha: 0.3, cornerRadius: 22, zIndex: 999))
            }
            samples.append(states)
        }

        /// The recording so far: every participant's state at every sample, progress spread evenly.
        var timeline: SampledTransition {
            let count = samples.count
            let frames = samples.enumerated().map { index, states in
                SampledFrame(progress: count > 1 ? Double(index) / Double(count - 1) : 0, states: keys.map { states[$0] })
            }
            return SampledTransition(containerSize: screen, participants: participants, frames: frames)
        }

        /// How an element is drawn at `frame`: cells whole; headers and footers as a date pill
        /// centred in their frame (110 × 18 pt); backgrounds whole, rounded 10 pt.
        func state(of e: LayoutElement, at frame: CGRect) -> SampledState {
            let z = Double(e.zIndex)
            switch e.id.category {
            case .cell:
                let radius = demo.look == .chat ? min(frame.height / 2, 18) : min(14, min(frame.width, frame.height) * 0.15)
                return SampledState(frame: frame, alpha: Double(e.alpha), cornerRadius: Double(radius), zIndex: z)
            case .supplementaryView:
                let pill = CGRect(x: frame.midX - 55, y: frame.midY - 9, width: 110, height: 18)
                return SampledState(frame: pill, alpha: Double(e.alpha), cornerRadius: 9, zIndex: z)
            case .decorationView:
                return SampledState(frame: frame, alpha: Double(e.alpha), cornerRadius: 10, zIndex: z)
            }
        }

        /// Adds `k`'s participant the first time it shows.
        private mutating func register(_ k: Key, element: LayoutElement?) {
            guard !keys.contains(k) else { return }
            keys.append(k)
            participants.append(participant(k, element: element))
        }

        /// How a participant looks: the screen (and the part of it that is its navigation bar) in
        /// the demo's tint; sent bubbles blue and received ones white, or cards in the gallery's
        /// tints by identity; date pills and backgrounds in light greys; springs grey, pins dark;
        /// the finger a dark disc.
        private func participant(_ k: Key, element: LayoutElement?) -> SampledParticipant {
            switch k {
            case .screen:
                return SampledParticipant(name: "screen", screen: .empty, color: demo.tint)
            case .navigationBar:
                let bar = LayerContent.navigationBarHeight(screenHeight: screen.height)
                let part = CGRect(x: 0, y: 0, width: 1, height: screen.height > 0 ? bar / screen.height : 1)
                return SampledParticipant(name: "navigation-bar", screen: .empty, color: demo.tint, contentsRect: part)
            case .finger:
                return SampledParticipant(name: "finger", screen: nil, color: CanvasColor(hex: 0x1C1C1E))
            case .spring(let identity):
                return SampledParticipant(name: "spring-\(identity)", screen: nil, color: CanvasColor(hex: 0x8E8E93))
            case .pin(let identity):
                return SampledParticipant(name: "pin-\(identity)", screen: nil, color: CanvasColor(hex: 0x3A3A3C))
            case .other(let id):
                let color: UInt32 = id.category == .decorationView ? 0xE5E5EA : 0xD1D1D6
                return SampledParticipant(name: "\(id.kind)-\(id.section)", screen: nil, color: CanvasColor(hex: color))
            case .cell(let identity):
                switch demo.look {
                case .cards:
                    let tint = CanvasColor(hex: Self.tints[(identity - 1) % Self.tints.count])
                    return SampledParticipant(name: "cell-\(identity)", screen: .card, color: tint)
                case .chat:
                    var sent = false
                    if let id = element?.id, id.section < list.sections.count, id.item < list.sections[id.section].items.count {
                        sent = list.sections[id.section].items[id.item].alignment == .trailing
                    }
                    return SampledParticipant(name: "cell-\(identity)", screen: nil, color: CanvasColor(hex: sent ? 0x007AFF : 0xFFFFFF))
                }
            }
        }
    }

    /// A straight line from `a` to `b` (screen points) as a state: a `thickness`-tall box as long
    /// as the line, centred between the two points and turned about its centre to point from `a`
    /// to `b` (a `CATransform3D` rotation about z). Nil when the points are less than 1 pt apart or
    /// not finite.
    static func line(from a: CGPoint, to b: CGPoint, thickness: CGFloat) -> SampledState? {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length.isFinite, length >= 1 else { return nil }
        let cos = dx / length, sin = dy / length
        let frame = CGRect(x: (a.x + b.x) / 2 - CGFloat(length) / 2, y: (a.y + b.y) / 2 - thickness / 2, width: CGFloat(length), height: thickness)
        return SampledState(frame: frame, transform: [cos, sin, 0, 0, -sin, cos, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], cornerRadius: Double(thickness / 2),
                            zIndex: -0.5)
    }
}
