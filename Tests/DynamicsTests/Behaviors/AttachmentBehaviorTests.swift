import Foundation
import Testing
@testable import Dynamics

@Suite struct AttachmentBehaviorTests {
    /// Times of successive upward zero crossings of `signal` sampled every `h` seconds (interpolated).
    func crossings(_ signal: [Double], h: Double) -> [Double] {
        var times: [Double] = []
        for k in 1..<signal.count where signal[k - 1] < 0 && signal[k] >= 0 {
            let f = -signal[k - 1] / (signal[k] - signal[k - 1])
            times.append((Double(k - 1) + f) * h)
        }
        return times
    }

    /// The pendulum the spring tests swing: a 1 kg item at (200, 200), no resistance, no gravity, hung
    /// on a spring of `frequency` Hz and damping ratio `damping` from an anchor 100 pt above it (its rest
    /// length), then stretched by 20 pt along the spring and let go.
    func stretchedSpring(frequency: Double, damping: Double) throws -> (DynamicAnimator, DynamicItem, AttachmentBehavior) {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let spring = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
        spring.frequency = frequency
        spring.damping = damping
        animator.addBehavior(spring)
        animator.updateItem(item, usingCurrentState: ItemState(center: CGPoint(x: 200, y: 220)))
        return (animator, item, spring)
    }

    /// The item's stretch from the spring's rest length (its y minus 200), one sample after each of
    /// `steps` steps.
    func stretch(of item: DynamicItem, in animator: DynamicAnimator, steps: Int) throws -> [Double] {
        try (0..<steps).map { _ in
            animator.step()
            return Double(try #require(animator.state(of: item)).center.y) - 200
        }
    }

    /// The mean period of `signal` sampled every step, seconds, from its upward zero crossings.
    func period(of signal: [Double]) throws -> Double {
        let times = crossings(signal, h: DynamicAnimator.timeStep)
        try #require(times.count >= 3)
        return (times[times.count - 1] - times[0]) / Double(times.count - 1)
    }

    @Test(arguments: [0.5, 1.0, 2.0, 3.0])
    func springPeriodMatchesFrequencyWithinTwoPercent(frequency: Double) throws {
        let (animator, item, spring) = try stretchedSpring(frequency: frequency, damping: 0)
        #expect(isClose(Double(spring.length), 100, tolerance: 1e-9))
        let signal = try stretch(of: item, in: animator, steps: Int(4 / frequency * 120))
        #expect(isClose(try period(of: signal), 1 / frequency, relative: 0.02))
    }

    /// UIAttachmentBehavior.h: `damping` is a damping ratio ("1: critical damping"), so damping 0 is an
    /// undamped spring: stretched and let go, it keeps swinging with its amplitude (no energy lost).
    @Test(arguments: [0.5, 1.0, 4.0])
    func undampedSpringKeepsItsAmplitude(frequency: Double) throws {
        let (animator, item, _) = try stretchedSpring(frequency: frequency, damping: 0)
        // 3 s, then the largest swing over one more period.
        animator.run(steps: 360)
        let amplitude = try stretch(of: item, in: animator, steps: Int((120 / frequency).rounded(.up))).map(abs).max() ?? 0
        #expect(amplitude > 19.8 && amplitude < 20.2)
    }

    /// The damping ratio damps the spring at its rate: an attachment of damping ζ loses e^(−2πζ·f·t) of its
    /// amplitude (UIAttachmentBehavior.h, "1: critical damping").
    @Test func dampedSpringDecaysAtItsDampingRatio() throws {
        let (animator, item, _) = try stretchedSpring(frequency: 1, damping: 0.05)
        animator.run(steps: 240)
        let amplitude = try stretch(of: item, in: animator, steps: 120).map(abs).max() ?? 0
        // The envelope at 2 s (the largest swing of the third second is its first).
        let envelope = 20 * exp(-2 * Double.pi * 0.05 * 1 * 2)
        #expect(isClose(amplitude, envelope, relative: 0.03))
    }

    /// A view dragged by a point off its centre (the founding article's drag: an attachment of length 0,
    /// damping 0.5, frequency 0.8 from the touched point to the finger) settles under the finger once the
    /// finger stops: the attachment damps the touched point's motion in every direction, as a mouse joint
    /// does, so an orbit about the finger dies out like a swing towards it (UIAttachmentBehavior.h:
    /// `damping`, "1: critical damping").
    @Test func offCentreDragSettlesUnderTheFinger() throws {
        let animator = DynamicAnimator()
        let item = try animator.addItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 120, height: 160))
        let grab = CGPoint(x: 40, y: -50)
        let drag = AttachmentBehavior(item: item, offsetFromCenter: grab, attachedToAnchor: CGPoint(x: 240, y: 150))
        drag.length = 0
        drag.damping = 0.5
        drag.frequency = 0.8
        animator.addBehavior(drag)
        // The finger flicks right and down over 0.3 s, then stops.
        for k in 1...36 {
            drag.anchorPoint = CGPoint(x: 240 + 8 * Double(k), y: 150 + 3 * Double(k))
            animator.step()
        }
        animator.run(steps: 480)
        let s = try #require(animator.state(of: item))
        let touched = CGPoint(x: s.center.x + grab.x * cos(s.rotation) - grab.y * sin(s.rotation),
                              y: s.center.y + grab.x * sin(s.rotation) + grab.y * cos(s.rotation))
        #expect(hypot(touched.x - drag.anchorPoint.x, touched.y - drag.anchorPoint.y) < 1)
        #expect(abs(s.angularVelocity) < 0.05)
    }

    /// An anchor attachment whose length and frequency are 0 holds the point on the anchor while the item
    /// swings (UIKit makes it a pin there: UIKitCore, `-[UIAttachmentBehavior _reevaluateJoint]`).
    @Test func zeroLengthRodHoldsThePointOnTheAnchor() throws {
        let (animator, item, _) = try singleItemScene(size: CGSize(width: 40, height: 40), bounds: nil)
        let pin = AttachmentBehavior(item: item, offsetFromCenter: CGPoint(x: 0, y: -20), attachedToAnchor: CGPoint(x: 200, y: 180))
        animator.addBehavior(pin)
        animator.addBehavior(GravityBehavior(items: [item]))
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = Vector2D(dx: 0.05, dy: 0)
        animator.addBehavior(push)
        for _ in 0..<240 {
            animator.step()
            let s = try #require(animator.state(of: item))
            let top = CGPoint(x: s.center.x + 20 * sin(s.rotation), y: s.center.y - 20 * cos(s.rotation))
            #expect(hypot(top.x - 200, top.y - 180) < 0.5)
        }
    }

    /// The spring's period is its frequency's (UIAttachmentBehavior.h: `frequency`, "in Hertz"), to 0.3 %,
    /// for stiff springs too: the step follows the spring's own oscillation, not an approximation of it.
    @Test(arguments: [4.0, 8.0, 12.0])
    func stiffSpringPeriodIsExact(frequency: Double) throws {
        let (animator, item, _) = try stretchedSpring(frequency: frequency, damping: 0)
        let signal = try stretch(of: item, in: animator, steps: 240)
        #expect(isClose(try period(of: signal), 1 / frequency, relative: 0.003))
    }

    @Test func rigidRodKeepsItsLength() throws {
        let (animator, item, _) = try singleItemScene(size: CGSize(width: 20, height: 20), bounds: nil)
        let rod = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 300, y: 200))
        animator.addBehavior(rod)
        animator.addBehavior(GravityBehavior(items: [item]))
        var worst = 0.0
        for _ in 0..<240 {
            animator.step()
            let c = try #require(animator.state(of: item)).center
            worst = max(worst, abs(hypot(c.x - 300, c.y - 200) - 100))
        }
        #expect(worst < 1)
        // It swung: the pendulum left its start.
        #expect(try #require(animator.state(of: item)).center.y > 250)
    }

    @Test func limitAttachmentIsARope() throws {
        let animator = DynamicAnimator()
        let a = try animator.addItem(ItemDefinition(center: CGPoint(x: 0, y: 0), size: CGSize(width: 10, height: 10), isAnchored: true))
        let b = try animator.addItem(center: CGPoint(x: 0, y: 50), size: CGSize(width: 10, height: 10))
        let rope = AttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        animator.addBehavior(rope)
        let push = PushBehavior(items: [b], mode: .instantaneous)
        push.pushDirection = Vector2D(dx: 0, dy: -0.01)
        animator.addBehavior(push)
        animator.run(steps: 30)
        // Moving closer is free…
        #expect(try #require(animator.state(of: b)).center.y < 45)
        animator.addBehavior(GravityBehavior(items: [b]))
        animator.run(steps: 240)
        // …but the rope stops it at 50 pt.
        #expect(isClose(Double(try #require(animator.state(of: b)).center.y), 50, tolerance: 1))
    }

    @Test func pinKeepsAnchorsTogetherAndRespectsItsRange() throws {
        let animator = DynamicAnimator()
        let base = try animator.addItem(ItemDefinition(center: CGPoint(x: 0, y: 0), size: CGSize(width: 20, height: 20), isAnchored: true))
        let arm = try animator.addItem(center: CGPoint(x: 50, y: 0), size: CGSize(width: 100, height: 10))
        let pin = AttachmentBehavior.pinAttachment(with: base, attachedTo: arm, attachmentAnchor: CGPoint(x: 0, y: 0))
        pin.attachmentRange = -0.5...0.5
        animator.addBehavior(pin)
        animator.addBehavior(GravityBehavior(items: [arm]))
        animator.run(steps: 240)
        let s = try #require(animator.state(of: arm))
        // Arm end stays at the pin: center is 50 pt from it along the arm.
        let pivot = CGPoint(x: s.center.x - 50 * cos(s.rotation), y: s.center.y - 50 * sin(s.rotation))
        #expect(hypot(pivot.x, pivot.y) < 1)
        #expect(isClose(Double(s.rotation), 0.5, tolerance: 0.03))
    }

    @Test func fixedAttachmentWeldsItems() throws {
        let animator = DynamicAnimator()
        let a = try animator.addItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 20, height: 20))
        let b = try animator.addItem(center: CGPoint(x: 30, y: 0), size: CGSize(width: 20, height: 20))
        animator.addBehavior(AttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 15, y: 0)))
        let push = PushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = Vector2D(dx: 0, dy: 0.1)
        animator.addBehavior(push)
        animator.run(steps: 120)
        let sa = try #require(animator.state(of: a)), sb = try #require(animator.state(of: b))
        #expect(isClose(hypot(sb.center.x - sa.center.x, sb.center.y - sa.center.y), 30, tolerance: 0.5))
        #expect(isClose(Double(sa.rotation), Double(sb.rotation), tolerance: 0.02))
    }

    @Test func slidingAttachmentStaysOnItsAxisWithinItsRange() throws {
        let (animator, item, _) = try singleItemScene(size: CGSize(width: 20, height: 20), bounds: nil)
        let slider = AttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: CGPoint(x: 200, y: 200),
                                                          axisOfTranslation: Vector2D(dx: 1, dy: 1))
        slider.attachmentRange = -50...50
        animator.addBehavior(slider)
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.run(steps: 240)
        let s = try #require(animator.state(of: item))
        let d = CGPoint(x: s.center.x - 200, y: s.center.y - 200)
        #expect(abs(d.x - d.y) < 1)
        #expect(isClose(Double(hypot(d.x, d.y)), 50, tolerance: 1))
        #expect(abs(s.rotation) < 0.01)
    }

    @Test func invalidValuesAreIgnoredOrClamped() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let spring = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
        animator.addBehavior(spring)
        spring.frequency = .nan
        spring.damping = -1
        spring.length = -.infinity
        spring.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(spring.frequency == 0 && spring.damping == 0 && spring.length == 100)
        #expect(spring.anchorPoint == CGPoint(x: 200, y: 100))
        spring.length = -5
        #expect(spring.length == 0)
    }

    @Test func springyLayoutItemsFollowTheirMovedAnchorsAndSettle() throws {
        // The seeds' springy collection layout: one zero-length spring per cell (damping 0.8,
        // frequency 1) from the cell's layout position; a scroll moves the anchors.
        let animator = DynamicAnimator()
        var springs: [AttachmentBehavior] = []
        var cells: [DynamicItem] = []
        for row in 0..<20 {
            let center = CGPoint(x: 160, y: 25 + 50 * Double(row))
            let cell = try animator.addItem(center: center, size: CGSize(width: 300, height: 44), key: ItemKey(section: 0, item: row))
            let spring = AttachmentBehavior(item: cell, attachedToAnchor: center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            animator.addBehavior(spring)
            springs.append(spring)
            cells.append(cell)
        }
        #expect(animator.isRunning)
        // Scroll by 30 pt: anchors move, cells lag, then settle on them.
        for spring in springs { spring.anchorPoint.y -= 30 }
        animator.run(steps: 12)
        let lagging = try #require(animator.state(of: cells[5])).center.y
        #expect(lagging > 275 - 30 && lagging < 274)
        animator.run(steps: 600)
        for (row, cell) in cells.enumerated() {
            #expect(isClose(Double(try #require(animator.state(of: cell)).center.y), 25 + 50 * Double(row) - 30, tolerance: 0.5))
        }
        let visible = animator.items(in: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(visible.compactMap { animator.key(of: $0)?.rawValue } == [0, 1, 2].map { ItemKey(section: 0, item: $0).rawValue })
    }
}
