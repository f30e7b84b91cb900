import Dynamics
import Foundation

/// The physics of a springy collection-view layout as plain Swift with time passed in, fed by any
/// base layout (``LayoutSource``) and styled by ``DynamicLayoutStyle``.
///
/// It keeps bodies (a `Dynamics` `DynamicAnimator`, UIKit Dynamics' fixed 1/120 s step) only for
/// the elements in a tiling window around the visible rectangle, moves only their centres, and
/// answers ``elements(in:)`` with body frames there and base frames elsewhere. At rest it snaps to
/// the base layout and stops asking for frames (``isAnimating``). `DynamicFlowLayout` is a thin
/// UIKit shell around it; every decision is made here and tested on Linux.
///
/// ```swift
/// let rows = Array(repeating: ListLayout.Item(size: CGSize(width: 300, height: 44)), count: 500)
/// let list = ListLayout(metrics: .init(containerSize: CGSize(width: 390, height: 844)), sections: [.init(items: rows)])
/// let model = DynamicLayoutModel(style: .springyList(), source: list,
///                                visibleRect: CGRect(x: 0, y: 0, width: 390, height: 844), displayScale: 3)
/// model.scroll(to: CGRect(x: 0, y: 12, width: 390, height: 844), touch: .dragging(CGPoint(x: 200, y: 500)))
/// model.advance(by: 1.0 / 60)                        // from a display link or a virtual clock
/// let frames = model.elements(in: model.visibleRect)
/// ```
public final class DynamicLayoutModel {
    /// Coordinates farther than this from the simulation's origin (points) re-base it, keeping the
    /// engine's numbers small on very long content (the engine clamps positions to ±10⁷ pt).
    static let rebaseDistance: CGFloat = 1_000_000

    /// The style, as resolved (finite and clamped; see ``DynamicLayoutStyle/resolved``).
    public let style: DynamicLayoutStyle
    /// How far below its hanging point an attached body rests, points (``hangingDrop(_:)`` of ``style``).
    let hangingDrop: CGFloat
    /// The slowest natural angular frequency of an attached body, rad/s (``restOmega(_:hangingDrop:)``).
    let restOmega: CGFloat
    /// The base layout.
    public let source: any LayoutSource
    /// The visible rectangle in content coordinates (the collection view's bounds).
    public internal(set) var visibleRect: CGRect
    /// Whether the model needs frames: something moves, or will once time passes. False once
    /// everything rests (then ``advance(by:)`` does nothing and the layout needs no invalidation).
    public internal(set) var isAnimating = false

    /// Points to device pixels (UIKit's `displayScale`: 1, 2 or 3). Displacements are rounded to
    /// whole pixels, so cells never sit at fractional positions. Values that are not finite or
    /// not positive read as 1.
    public var displayScale: CGFloat {
        didSet {
            if !(displayScale.isFinite && displayScale > 0) { displayScale = 1 }
            if displayScale != oldValue { updateOffsets() }
        }
    }

    /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`): while true there are no bodies and
    /// the layout is exactly the base layout; detached elements depart at once (those falling when
    /// it is turned on too). Turning it off tiles bodies again, at rest.
    public var isReduceMotionEnabled = false {
        didSet {
            guard isReduceMotionEnabled != oldValue else { return }
            if isReduceMotionEnabled {
                // Elements still falling depart at once: the app deletes them without the fall.
                for body in bodies where body.phase == .departing { departedQueue.append(body.element.id) }
                removeAllBodies(keepingDeparted: true)
                isAnimating = false
            } else {
                refreshWindow()
            }
        }
    }

    var animator: DynamicAnimator
    var behaviors: SharedBehaviors
    /// The simulation's origin in content coordinates: engine coordinates = content − origin.
    var origin: CGPoint = .zero
    var bodies: [LiveBody] = []
    var bodyIndex: [LayoutElementID: Int] = [:]
    /// Reused buffers: elements read from the source, and the last ``elements(in:)`` answer.
    var scratch: [LayoutElement] = []
    var output: [LayoutElement] = []
    /// The largest displayed displacement of an attached body, points (how far beyond a queried
    /// rectangle an element's place can be and still show inside it).
    var reach: CGFloat = 0
    /// Bodies not attached (departing or departed), so queries can skip looking for them.
    var detachedCount = 0
    /// Where the visible rectangle was when the tiling window was last computed.
    var lastRefreshOrigin: CGPoint?
    /// The last drag's touch point relative to the visible rectangle's origin (for coasting).
    var touchInViewport: CGPoint?
    /// Elements that finished departing and wait for the app to delete them.
    var departedQueue: [LayoutElementID] = []
    /// Frames of elements removed by the last batch update, by their identity before it.
    var disappearingFrames: [LayoutElementID: CGRect] = [:]
    /// Engine bodies parked for reuse (``BodyPool``).
    var pool = BodyPool()
    /// Seconds of simulation since the progress watch last checked the bodies (``watchProgress(_:)``).
    var progressClock: TimeInterval = 0
    /// The source's item counts when the model last read the data (creation, a batch update, a
    /// reload): what a batch update is checked against.
    var itemCounts: [Int]?

    /// Creates a model over `source` with bodies for the elements around `visibleRect`.
    ///
    /// - Parameters:
    ///   - style: the physics; resolved (made finite and clamped) once, here.
    ///   - source: the base layout.
    ///   - visibleRect: the visible rectangle in content coordinates; one that is not finite or
    ///     has no area is ignored until ``scroll(to:touch:)`` or ``resize(to:)`` gives a usable one.
    ///   - displayScale: pixels per point (default 1); see ``displayScale``.
    public init(style: DynamicLayoutStyle, source: any LayoutSource, visibleRect: CGRect, displayScale: CGFloat = 1) {
        self.style = style.resolved
        hangingDrop = Self.hangingDrop(self.style)
        restOmega = Self.restOmega(self.style, hangingDrop: hangingDrop)
        self.source = source
        self.visibleRect = Self.isUsable(visibleRect) ? visibleRect.standardized : .zero
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        let (animator, behaviors) = Self.makeAnimator(style: self.style)
        self.animator = animator
        self.behaviors = behaviors
        itemCounts = source.itemCounts
        refreshWindow()
    }

    /// Whether `element` gets a body inside the tiling window: a springy category of the style, not
    /// pinned by the source, and a frame that can have a body.
    func isSpringy(_ element: LayoutElement) -> Bool {
        style.springyCategories.contains(element.id.category) && !element.isPinned && element.canHaveBody
    }

    /// `center` moved so that an element of `size` centred there lies inside the content, or — for
    /// a body an update left outside, `outside` being where it is allowed — no farther out than
    /// that, for a style that collides with the content's bounds (the carousel). Across an axis
    /// where the element is larger than the content, the content's middle is inside. Unchanged for
    /// other styles.
    func contained(_ center: CGPoint, size: CGSize, outside: CGPoint? = nil) -> CGPoint {
        guard style.collisions == .boundaries else { return center }
        let content = Self.contentRect(source)
        func clamp(_ v: CGFloat, _ low: CGFloat, _ high: CGFloat, _ allowed: CGFloat?) -> CGFloat {
            var low = low, high = high
            if high < low { (low, high) = ((low + high) / 2, (low + high) / 2) }
            if let allowed { (low, high) = (min(low, allowed), max(high, allowed)) }
            return min(max(v, low), high)
        }
        return CGPoint(x: clamp(center.x, content.minX + size.width / 2, content.maxX - size.width / 2, outside?.x),
                       y: clamp(center.y, content.minY + size.height / 2, content.maxY - size.height / 2, outside?.y))
    }

    static func isUsable(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
            && r.size.width != 0 && r.size.height != 0
    }

    static func contentRect(_ source: any LayoutSource) -> CGRect {
        let size = source.contentSize
        let w = size.width.isFinite ? max(size.width, 0) : 0, h = size.height.isFinite ? max(size.height, 0) : 0
        return CGRect(x: 0, y: 0, width: w, height: h)
    }

    // MARK: Reading

    /// The number of live physics bodies (attached, departing or departed).
    public var liveBodyCount: Int { bodies.count }

    /// The identities of the elements that have a body, in the model's order.
    public var liveElementIDs: [LayoutElementID] { bodies.map(\.element.id) }

    /// The frame shown for the element whose base frame is `base`: `base` moved by its body's
    /// displacement (rounded to device pixels), the body's own frame for a detached element, or
    /// `base` itself when it has no body.
    package func displayedFrame(of id: LayoutElementID, base: CGRect) -> CGRect {
        guard !bodies.isEmpty, let k = bodyIndex[id] else { return base }
        // A detached body's frame is its own, wherever the element's place has moved since.
        guard bodies[k].phase == .attached else { return bodies[k].displayedFrame }
        let o = bodies[k].offset
        return base.offsetBy(dx: o.x, dy: o.y)
    }

    /// Where the element's spring hangs from, in content coordinates — what a gallery or a debug
    /// overlay draws the spring to: the anchor of its body's spring (its place's centre for a
    /// zero-length spring without gravity; above it by the spring's length and gravity's sag for a
    /// hanging one), or, for an element of a springy category resting without a body, where that
    /// anchor would be. Nil for a detached element, an element the style keeps pinned (or whose
    /// frame cannot have a body), with Reduce Motion on, or when the base layout has no such element.
    package func springAnchor(of id: LayoutElementID) -> CGPoint? {
        if let k = bodyIndex[id] {
            guard bodies[k].phase == .attached, let spring = bodies[k].attachment else { return nil }
            let anchor = spring.anchorPoint
            return CGPoint(x: anchor.x + origin.x, y: anchor.y + origin.y)
        }
        guard !isReduceMotionEnabled, let e = source.element(for: id), isSpringy(e) else { return nil }
        return hangingPoint(for: e.center)
    }

    /// The element with identity `id` as shown (its base element with the displayed frame), or nil
    /// when the base layout has no such element.
    public func element(for id: LayoutElementID) -> LayoutElement? {
        if let k = bodyIndex[id], bodies[k].phase != .attached {
            var e = bodies[k].element
            e.frame = bodies[k].displayedFrame
            return e
        }
        guard var e = source.element(for: id) else { return nil }
        e.frame = displayedFrame(of: id, base: e.frame)
        return e
    }

    /// The rectangle whose base elements can show inside `rect`: `rect` grown by the largest
    /// displacement of any attached body (`rect` itself when nothing is displaced).
    func queryRect(for rect: CGRect) -> CGRect {
        reach > 0 ? rect.insetBy(dx: -reach, dy: -reach) : rect
    }

    /// Every element whose shown frame intersects `rect` (content coordinates): the bodies' frames
    /// for elements with a displaced body, the base frames for all others, in the source's order
    /// followed by detached elements (departing, or departed and not yet deleted). Nothing is missed: elements whose place lies outside `rect`
    /// but whose body shows inside it are included, and elements displaced out of it are not.
    /// Empty for a rectangle that is not finite.
    ///
    /// The returned array shares a buffer the model reuses: drop it before the next call and no
    /// frame allocates (or use ``elements(in:into:)`` with your own buffer).
    public func elements(in rect: CGRect) -> [LayoutElement] {
        var buffer = output
        output = []
        elements(in: rect, into: &buffer)
        output = buffer
        return buffer
    }

    /// ``elements(in:)`` written into `buffer` (emptied first, its capacity kept).
    public func elements(in rect: CGRect, into buffer: inout [LayoutElement]) {
        buffer.removeAll(keepingCapacity: true)
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite, r.size.height.isFinite else { return }
        scratch.removeAll(keepingCapacity: true)
        source.appendElements(in: queryRect(for: r), to: &scratch)
        if reach == 0 && detachedCount == 0 {
            // Nothing displaced: the base layout, as is.
            for e in scratch where e.frame.intersects(r) { buffer.append(e) }
            return
        }
        for e in scratch {
            if let k = bodyIndex[e.id] {
                guard bodies[k].phase == .attached else { continue }
                let o = bodies[k].offset
                var shown = e
                shown.frame = e.frame.offsetBy(dx: o.x, dy: o.y)
                if shown.frame.intersects(r) { buffer.append(shown) }
            } else if e.frame.intersects(r) {
                buffer.append(e)
            }
        }
        guard detachedCount > 0 else { return }
        for body in bodies where body.phase != .attached {
            var shown = body.element
            shown.frame = body.displayedFrame
            if shown.frame.intersects(r) { buffer.append(shown) }
        }
    }

    /// Internal sizes that must stay flat however many items the source has (for tests).
    var storageFootprint: Int {
        bodies.capacity + bodyIndex.capacity + scratch.capacity + output.capacity + animator.items.count
    }
}
