import DynamicLayouts
import Foundation
import GalleryRendering

/// Plays a ``LayoutDemo`` on the pure `DynamicLayoutModel` with a virtual clock and records what
/// the screen shows after every tick: every element as a rounded box (message bubbles, cards,
/// headers, backgrounds) and the finger while it touches.
public enum LayoutRecorder {
    /// What a run produced.
    public struct Recording: Sendable {
        /// The screen after every tick (the first sample before any time passes).
        public var frames: SampledTransition
        /// Seconds between frames.
        public var frameInterval: Double
        /// Seconds recorded.
        public var duration: Double { Double(max(frames.frames.count - 1, 0)) * frameInterval }
    }

    /// A participant: an element by the identity of what it shows (so an inserted card does not
    /// take its neighbour's colour), or the finger.
    private enum Key: Hashable {
        case cell(Int)
        case other(LayoutElementID)
        case finger
    }

    /// Records `demo` on a screen of `containerSize` points (a phone: 390 × 844).
    ///
    /// - Parameters:
    ///   - demo: the style, base layout and script to play.
    ///   - containerSize: the screen's size in points; the visible rectangle starts at the content's origin.
    ///   - framesPerSecond: the virtual clock's rate (clamped to 1…240); the model steps at 120 Hz inside.
    ///   - displayScale: device pixels per point the model snaps to (default 3).
    public static func record(_ demo: LayoutDemo, containerSize: CGSize, framesPerSecond: Double = 30, displayScale: CGFloat = 3) -> Recording {
        let fps = framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 240) : 30
        let dt = 1 / fps
        let list = ListLayout(metrics: demo.metrics, sections: demo.sections)
        var nextIdentity = 0
        var identities: [[Int]] = list.sections.map { section in
            section.items.map { _ in
                nextIdentity += 1
                return nextIdentity
            }
        }
        let model = DynamicLayoutModel(style: demo.style, source: list, visibleRect: CGRect(origin: .zero, size: containerSize),
                                       displayScale: displayScale)
        let vertical = demo.style.axis == .vertical

        var keys: [Key] = []
        var participants: [SampledParticipant] = []
        var samples: [[Key: SampledState]] = []

        func key(for id: LayoutElementID) -> Key {
            guard id.category == .cell, id.section < identities.count, id.item < identities[id.section].count else { return .other(id) }
            return .cell(identities[id.section][id.item])
        }
        func register(_ k: Key, _ id: LayoutElementID?) {
            guard !keys.contains(k) else { return }
            keys.append(k)
            participants.append(participant(k, id: id, demo: demo, list: list))
        }
        func capture(finger: CGPoint?) {
            let origin = model.visibleRect.origin
            var states: [Key: SampledState] = [:]
            for e in model.elements(in: model.visibleRect) {
                let k = key(for: e.id)
                register(k, e.id)
                let frame = e.frame.offsetBy(dx: -origin.x, dy: -origin.y)
                states[k] = SampledState(frame: frame, alpha: Double(e.alpha), cornerRadius: cornerRadius(e, demo: demo),
                                         zIndex: Double(e.zIndex))
            }
            if let finger {
                register(.finger, nil)
                states[.finger] = SampledState(frame: CGRect(x: finger.x - 22, y: finger.y - 22, width: 44, height: 44), alpha: 0.35,
                                               cornerRadius: 22, zIndex: 100)
            }
            samples.append(states)
        }
        func tick(finger: CGPoint? = nil) {
            model.advance(by: dt)
            let departed = model.takeDepartedElements().filter { $0.category == .cell }.sorted { ($0.section, $0.item) > ($1.section, $1.item) }
            if !departed.isEmpty {
                var sections = list.sections
                for id in departed {
                    sections[id.section].items.remove(at: id.item)
                    identities[id.section].remove(at: id.item)
                }
                list.sections = sections
                model.apply(departed.map { .deleteItem(LayoutIndexPath(section: $0.section, item: $0.item)) })
            }
            capture(finger: finger)
        }
        func scrolled(by delta: CGFloat) -> CGRect {
            var r = model.visibleRect
            let limit = max(vertical ? list.contentSize.height - r.height : list.contentSize.width - r.width, 0)
            if vertical { r.origin.y = min(max(r.origin.y + delta, 0), limit) } else { r.origin.x = min(max(r.origin.x + delta, 0), limit) }
            return r
        }

        capture(finger: nil)
        for step in demo.script {
            switch step {
            case .wait(let seconds):
                for _ in 0..<Int((seconds * fps).rounded()) { tick() }
            case .drag(let distance, let duration, let touch):
                let n = max(Int((duration * fps).rounded()), 1)
                for _ in 0..<n {
                    let r = scrolled(by: distance / CGFloat(n))
                    model.scroll(to: r, touch: .dragging(CGPoint(x: touch.x + r.minX, y: touch.y + r.minY)))
                    tick(finger: touch)
                }
            case .coast(let speed, let duration):
                let n = max(Int((duration * fps).rounded()), 1)
                for k in 0..<n {
                    model.scroll(to: scrolled(by: speed * CGFloat(dt) * CGFloat(n - k) / CGFloat(n)), touch: .decelerating)
                    tick()
                }
            case .insert(let item, let index):
                var sections = list.sections
                let at = min(max(index, 0), sections[0].items.count)
                sections[0].items.insert(item, at: at)
                list.sections = sections
                nextIdentity += 1
                identities[0].insert(nextIdentity, at: at)
                model.apply([.insertItem(LayoutIndexPath(section: 0, item: at))])
            case .detach(let index):
                model.detach(.cell(section: 0, item: index))
            case .settle(let limit):
                var elapsed = 0.0
                while model.isAnimating || elapsed < dt {
                    guard elapsed < limit else { break }
                    tick()
                    elapsed += dt
                }
            }
        }
        let count = samples.count
        let frames = samples.enumerated().map { index, states in
            SampledFrame(progress: count > 1 ? Double(index) / Double(count - 1) : 0, states: keys.map { states[$0] })
        }
        return Recording(frames: SampledTransition(containerSize: containerSize, participants: participants, frames: frames), frameInterval: dt)
    }

    /// Message bubbles are rounded to half their height (at most 18 pt), cards to 14 pt; headers,
    /// footers and backgrounds are square.
    private static func cornerRadius(_ e: LayoutElement, demo: LayoutDemo) -> Double {
        guard e.id.category == .cell else { return e.id.category == .decorationView ? 10 : 0 }
        let f = e.frame
        return demo.style.axis == .vertical && demo.style.collisions == .none ? Double(min(f.height / 2, 18)) : 14
    }

    /// How a participant looks: sent bubbles (trailing) blue, received ones grey; cards in the
    /// gallery's tints by identity; headers, footers and backgrounds in dark greys; the finger white.
    private static func participant(_ key: Key, id: LayoutElementID?, demo: LayoutDemo, list: ListLayout) -> SampledParticipant {
        let tints: [UInt32] = [0xFF9500, 0x34C759, 0xAF52DE, 0xFF2D55, 0x5AC8FA, 0x5856D6, 0xFF3B30, 0x30B0C7, 0xFFCC00, 0xA2845E]
        switch key {
        case .finger:
            return SampledParticipant(name: "finger", screen: nil, color: CanvasColor(hex: 0xFFFFFF))
        case .other(let id):
            let color: UInt32 = id.category == .decorationView ? 0x1C1C1E : 0x2C2C2E
            return SampledParticipant(name: "\(id.kind)-\(id.section)", screen: nil, color: CanvasColor(hex: color))
        case .cell(let identity):
            let isList = demo.style.axis == .vertical && demo.style.collisions == .none
            var color = tints[(identity - 1) % tints.count]
            if isList, let id, id.section < list.sections.count, id.item < list.sections[id.section].items.count {
                color = list.sections[id.section].items[id.item].alignment == .trailing ? 0x0A84FF : 0x3A3A3C
            }
            return SampledParticipant(name: "cell-\(identity)", screen: nil, color: CanvasColor(hex: color))
        }
    }
}
