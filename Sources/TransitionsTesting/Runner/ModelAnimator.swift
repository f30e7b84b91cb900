import Foundation
import Transitions

/// A `UIViewPropertyAnimator` in the model of UIKit's transition runner: its states, its
/// fraction over virtual time, its animations and completions, and UIKit's rules, every breach of
/// which (where UIKit would raise or ignore the call) is recorded in ``violations``.
///
/// Rules kept (`UIViewAnimating`):
/// - inactive → active (running or paused) by `startAnimation()`, `pauseAnimation()` or setting
///   `fractionComplete`; active → stopped by `stopAnimation(false)`; stopped → inactive by
///   `finishAnimation(at:)` (only there); active → inactive by `stopAnimation(true)` (no
///   completions) or by reaching its end (completions with `.end`, or `.start` when reversed);
/// - `fractionComplete` is set only while paused (or inactive); `continueAnimation` continues a
///   paused animator; nothing is done to a stopped one but finishing it;
/// - an animator must end inactive: ``isLeftActive`` says whether it would raise on release.
///
/// Time: a running animator moves from its fraction to 1 (0 when reversed) over the remaining
/// share of its duration, or, after `continueAnimation`, over `durationFactor × duration` seconds
/// with the given curve; ``advance(by:)`` (a display frame) moves it. Like Core Animation, it never
/// ends inside the call that starts it: even with no time to run it ends on the next frame.
@MainActor
public final class ModelAnimator: TransitionAnimator {
    /// The animator's duration, seconds.
    public let duration: TimeInterval
    /// Breaches of UIKit's rules, one sentence each.
    public private(set) var violations: [String] = []
    /// Every end position its completions ran with (one after a correct life).
    public private(set) var endPositions: [AnimatorPlayback.EndPosition] = []
    /// The curve and duration of the motion running now (after `startAnimation()` the animator's
    /// own linear timing, after `continueAnimation` the curve given), for inspection.
    public private(set) var currentMotion: (curve: TimingCurve, seconds: TimeInterval)?
    /// How many `continueAnimation` calls took effect (re-timings).
    public private(set) var continuations = 0
    /// Animations added (``addAnimations(setUp:present:)``).
    public private(set) var animationCount = 0
    /// Told when the animator runs animation blocks (its animations set up on first becoming
    /// active, or one added while it is active): what UIKit sees as an animation block opened.
    /// ``ModelContainer/register(_:)`` sets it.
    var onAnimationBlock: (@MainActor (ModelAnimator) -> Void)?

    public private(set) var animatorState: AnimatorPlayback.State = .inactive
    public private(set) var isRunning = false
    private var fraction: CGFloat = 0
    private var reversed = false
    private var motion: Motion?
    private var hasSetUp = false
    private var setUp: [@MainActor () -> Void] = []
    private var presenters: [@MainActor (CGFloat) -> Void] = []
    private var ends: [@MainActor (AnimatorPlayback.EndPosition) -> Void] = []
    private let name: String

    private struct Motion {
        var from: CGFloat
        var to: CGFloat
        var seconds: TimeInterval
        var curve: TimingCurve
        var elapsed: TimeInterval = 0
    }

    /// An inactive, linear animator lasting `duration` seconds (negative or non-finite read as 0).
    public init(duration: TimeInterval, name: String = "animator") {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.name = name
    }

    /// Whether the animator is active or stopped: UIKit raises when such an animator is released.
    public var isLeftActive: Bool { animatorState != .inactive }

    // MARK: Animations

    /// Adds an animation: `setUp` runs once when the animator first becomes active (as UIKit runs
    /// animation blocks), and `present` receives the fraction shown after every change (the
    /// presentation layer). Added to an active animator, it is set up at once.
    public func addAnimations(setUp: @escaping @MainActor () -> Void = {}, present: @escaping @MainActor (CGFloat) -> Void = { _ in }) {
        if animatorState == .stopped { violations.append("\(name): animations added to a stopped animator") }
        animationCount += 1
        if hasSetUp { setUp() } else { self.setUp.append(setUp) }
        presenters.append(present)
        if hasSetUp {
            present(fraction)
            onAnimationBlock?(self)
        }
    }

    // MARK: TransitionAnimator

    public var isReversed: Bool {
        get { reversed }
        set {
            if animatorState == .stopped { violations.append("\(name): isReversed set while stopped") }
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning { run(curve: .linear, seconds: remainingOwnSeconds) }
        }
    }

    public var fractionComplete: CGFloat {
        get { fraction }
        set {
            guard newValue.isFinite else { return violations.append("\(name): fractionComplete set to \(newValue)") }
            switch animatorState {
            case .stopped:
                violations.append("\(name): fractionComplete set while stopped")
                return
            case .active where isRunning:
                violations.append("\(name): fractionComplete set while running (UIKit ignores it)")
                return
            case .inactive:
                activate()
            case .active:
                break
            }
            show(min(max(newValue, 0), 1))
        }
    }

    public func startAnimation() {
        switch animatorState {
        case .stopped:
            violations.append("\(name): startAnimation while stopped")
        case .active where isRunning:
            break
        case .inactive, .active:
            if animatorState == .inactive { activate() }
            run(curve: .linear, seconds: remainingOwnSeconds)
        }
    }

    public func pauseAnimation() {
        switch animatorState {
        case .stopped:
            violations.append("\(name): pauseAnimation while stopped")
        case .inactive:
            activate()
        case .active:
            isRunning = false
            motion = nil
            currentMotion = nil
        }
    }

    public func stopAnimation(_ withoutFinishing: Bool) {
        guard animatorState == .active else {
            return violations.append("\(name): stopAnimation(\(withoutFinishing)) while \(animatorState)")
        }
        isRunning = false
        motion = nil
        currentMotion = nil
        animatorState = withoutFinishing ? .inactive : .stopped
    }

    public func finishAnimation(at position: AnimatorPlayback.EndPosition) {
        guard animatorState == .stopped else {
            return violations.append("\(name): finishAnimation(at: \(position)) while \(animatorState)")
        }
        switch position {
        case .start: show(0)
        case .end: show(1)
        case .current: break
        }
        end(at: position)
    }

    public func continueAnimation(curve: TimingCurve?, durationFactor: CGFloat) {
        guard animatorState == .active, !isRunning else {
            return violations.append("\(name): continueAnimation while \(isRunning ? "running" : "\(animatorState)")")
        }
        guard durationFactor.isFinite, durationFactor >= 0 else {
            return violations.append("\(name): continueAnimation with duration factor \(durationFactor)")
        }
        continuations += 1
        run(curve: curve ?? .linear, seconds: TimeInterval(durationFactor) * duration)
    }

    public func addEndHandler(_ completion: @escaping @MainActor (AnimatorPlayback.EndPosition) -> Void) {
        ends.append(completion)
    }

    // MARK: Time

    /// Lets `seconds` of virtual time pass; a running animator moves and may end (its completions
    /// run). Non-finite or non-positive values are ignored.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0, isRunning, var motion else { return }
        motion.elapsed += seconds
        if motion.seconds <= 0 || motion.elapsed >= motion.seconds * (1 - 1e-9) {
            show(motion.to)
            isRunning = false
            self.motion = nil
            currentMotion = nil
            end(at: motion.to >= 1 ? .end : .start)
            return
        }
        self.motion = motion
        show(motion.from + (motion.to - motion.from) * motion.curve.value(at: CGFloat(motion.elapsed / motion.seconds)))
    }

    // MARK: Private

    private var remainingOwnSeconds: TimeInterval {
        TimeInterval(reversed ? fraction : 1 - fraction) * duration
    }

    private func activate() {
        animatorState = .active
        isRunning = false
        if !hasSetUp {
            hasSetUp = true
            let blocks = setUp
            setUp = []
            for block in blocks { block() }
            if animationCount > 0 { onAnimationBlock?(self) }
        }
        show(fraction)
    }

    private func run(curve: TimingCurve, seconds: TimeInterval) {
        isRunning = true
        motion = Motion(from: fraction, to: reversed ? 0 : 1, seconds: max(seconds, 0), curve: curve)
        currentMotion = (curve, max(seconds, 0))
    }

    private func show(_ value: CGFloat) {
        fraction = value
        for present in presenters { present(value) }
    }

    private func end(at position: AnimatorPlayback.EndPosition) {
        animatorState = .inactive
        isRunning = false
        endPositions.append(position)
        let handlers = ends
        for handler in handlers { handler(position) }
    }
}
