import DynamicLayouts
import Foundation
import GalleryRendering

/// Plays a ``LayoutDemo`` on the pure `DynamicLayoutModel` with a virtual clock and records what
/// the screen shows after every tick: the app screen behind the collection view, every element
/// the model returns (message bubbles, cards, headers), the springs of a demo that shows them, the
/// navigation bar in front, and the finger while it touches.
enum LayoutRecorder {
    /// What a run produced.
    struct Recording: Sendable {
        /// The screen after every tick (the first sample before any time passes).
        var frames: SampledTransition
        /// Seconds between frames.
        var frameInterval: Double
        /// The indices of the frames the script marked (``LayoutDemo/Step/keyFrame``), in order:
        /// what the contact sheet shows. Empty when the script marks none.
        var keyFrames: [Int]
        /// Seconds recorded.
        var duration: Double { Double(max(frames.frames.count - 1, 0)) * frameInterval }
    }

    /// Records `demo` on a screen of `containerSize` points (a phone: 390 × 844), its collection
    /// view at ``LayoutDemo/collectionFrame``.
    ///
    /// - Parameters:
    ///   - demo: the style, base layout, script and screen to play.
    ///   - containerSize: the screen's size in points; the collection view's visible rectangle
    ///     starts at the content's origin.
    ///   - framesPerSecond: the virtual clock's rate (clamped to 1…240); the model steps at 120 Hz inside.
    ///   - displayScale: device pixels per point the model snaps to (default 3).
    static func record(_ demo: LayoutDemo, containerSize: CGSize, framesPerSecond: Double = 30, displayScale: CGFloat = 3) -> Recording {
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
        let model = DynamicLayoutModel(style: demo.style, source: list, visibleRect: CGRect(origin: .zero, size: demo.collectionFrame.size),
                                       displayScale: displayScale)
        let vertical = demo.style.axis == .vertical
        var scene = Scene(demo: demo, list: list, screen: containerSize)

        var keyFrames: [Int] = []
        func key(for id: LayoutElementID) -> Key {
            guard id.category == .cell, id.section < identities.count, id.item < identities[id.section].count else { return .other(id) }
            return .cell(identities[id.section][id.item])
        }
        func capture(finger: CGPoint?) {
            scene.capture(model: model, key: key, finger: finger)
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
                // Consistent by construction (the list changed exactly so); an invalid batch would
                // leave the model reloaded, never stale.
                try? model.apply(departed.map { .deleteItem(LayoutIndexPath(section: $0.section, item: $0.item)) })
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
                try? model.apply([.insertItem(LayoutIndexPath(section: 0, item: at))])
            case .detach(let index):
                model.detach(.cell(section: 0, item: index))
            case .settle(let limit):
                var elapsed = 0.0
                while model.isAnimating || elapsed < dt {
                    guard elapsed < limit else { break }
                    tick()
                    elapsed += dt
                }
            case .keyFrame:
                keyFrames.append(scene.samples.count - 1)
            }
        }
        return Recording(frames: scene.timeline, frameInterval: dt, keyFrames: keyFrames)
    }
}
