import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// Runs a physics simulation of items with UIKit Dynamics' behaviours, units and numbers
/// (UIKit's `UIDynamicAnimator`), with time passed in instead of a display link.
///
/// Add items (``addItem(_:)``) and behaviours (``addBehavior(_:)``), then drive time with
/// ``advance(by:)`` or ``step()``. It steps a fixed 1/120 s with an accumulator and no interpolation;
/// a frame gap over 0.5 s counts as 1/60 s (UIKit's behaviour). It pauses (``didPause``) when every
/// item rests (0.5 s below 1 pt/s and 2°/s) or no behaviour remains, and any change resumes it
/// (``willResume`` first). The same calls give bit-identical states. Contacts use Box2D v3's soft
/// step in 4 substeps, with continuous collision for fast items (docs/physics.md).
///
/// ```swift
/// let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
/// let box = try animator.addItem(ItemDefinition(center: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40)))
/// animator.addBehavior(GravityBehavior(items: [box]))
/// let walls = CollisionBehavior(items: [box])
/// walls.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(walls)
/// animator.advance(by: 1.0 / 60)
/// ```
public final class DynamicAnimator {
    /// The fixed simulation step, 1/120 s (UIKit Dynamics, reverse-engineered).
    public static let timeStep: TimeInterval = 1.0 / 120
    /// Frame gaps longer than this (seconds) are replaced by ``gapReplacement`` (UIKit: 0.5 s).
    static let maximumFrameGap: TimeInterval = 0.5
    /// The time simulated for an over-long frame gap (UIKit: 1/60 s).
    static let gapReplacement: TimeInterval = 1.0 / 60

    let world = World()
    /// This animator's number, carried by its item handles so that no other animator takes them for its own.
    let identity = AnimatorNumbers.shared.next()
    /// The reference coordinate space's bounds (UIKit's reference view bounds), used by collision
    /// behaviours that turn the reference bounds into a boundary. `nil` for an animator without one.
    public let referenceBounds: CGRect?
    /// The behaviours added directly to the animator, in order.
    public private(set) var behaviors: [Behavior] = []
    /// Every behaviour taking part, parents before children.
    var activeBehaviors: [Behavior] = []
    /// Whether the simulation is running (UIKit's `isRunning`): false once everything rests or no
    /// behaviour remains.
    @exclusivity(unchecked) public private(set) var isRunning = false
    /// Simulated seconds while running (UIKit's `elapsedTime`); pauses don't count.
    @exclusivity(unchecked) public private(set) var elapsedTime: TimeInterval = 0
    /// Called after the animator pauses (UIKit's `dynamicAnimatorDidPause(_:)`).
    public var didPause: ((DynamicAnimator) -> Void)?
    /// Called before a paused animator resumes (UIKit's `dynamicAnimatorWillResume(_:)`).
    public var willResume: ((DynamicAnimator) -> Void)?
    /// Velocity iterations per step (default 8, clamped to 1…100). The soft-step solver spends them as
    /// `velocityIterations / 2` substeps, each one pass solving the constraints with a soft push-out and
    /// one relaxing pass (default: 4 substeps of 1/480 s). Fewer cost less per step, but tall stacks
    /// then sway and may shed boxes (4, two substeps: a 100-row pyramid does; docs/physics.md).
    public var velocityIterations: Int {
        get { world.velocityIterations }
        set { world.velocityIterations = min(max(newValue, 1), 100) }
    }
    /// Position iterations per step (default 3, clamped to 0…100). Kept for compatibility: the soft-step
    /// solver has no position iterations (its soft push-out and relaxing passes replace them), so the
    /// value changes nothing.
    public var positionIterations: Int {
        get { world.positionIterations }
        set { world.positionIterations = min(max(newValue, 0), 100) }
    }

    /// Whether continuous collision also sweeps fast items against other items (default `true`; a kit
    /// extension, UIKit has no continuous collision). Every item that moves more than 2 pt in a step is
    /// swept against boundaries and anchored items, always; with this on, an item that moves more than
    /// half its smallest width in a step is also swept against the other items, so that two items cannot
    /// pass through each other. Turn it off for debris that flies and falls together (the shatter's tiles),
    /// where those sweeps cost most of the step and seldom find anything: items then meet other items only
    /// through their contacts. Items marked ``DynamicItemBehavior/isBullet`` are swept against items either way.
    public var sweepsFastItemsAgainstItems: Bool {
        get { world.sweepsFastBodiesAgainstDynamic }
        set { world.sweepsFastBodiesAgainstDynamic = newValue }
    }

    /// Whether items may fall asleep (default true, as in UIKit). For benchmarks that compare against an
    /// engine run with sleeping off (Box2D v3's `large_pyramid`); not part of the public API.
    @_spi(Benchmarking) public var allowsSleeping: Bool {
        get { world.allowsSleeping }
        set { world.allowsSleeping = newValue }
    }

    /// What each stage of the engine's step did since the counters were last set (see ``StepCounters``):
    /// for benchmarks that print where a scene's work goes; set it to `StepCounters()` to start again.
    @_spi(Benchmarking) public var engineCounters: StepCounters {
        get { world.counters }
        set { world.counters = newValue }
    }

    /// Whether the engine times its stages into ``engineCounters`` (default false: counts only).
    @_spi(Benchmarking) public var timesEngineStages: Bool {
        get { world.timesStages }
        set { world.timesStages = newValue }
    }

    // Plain values read on every frame and step: unchecked like the world's properties (see `World`).
    @exclusivity(unchecked) var accumulator: TimeInterval = 0
    /// Per body slot: the item's bounds size, its key, and whether the slot is an item (not a boundary).
    var itemSizes: [CGSize] = [.zero]
    var itemKeys: [ItemKey?] = [nil]
    /// Per body slot: how many behaviours taking part list the item (0: out of the simulation), and whether
    /// it is anchored when no item behaviour says otherwise (``ItemDefinition/isAnchored``).
    var memberships: [Int32] = [0]
    var anchoredByDefault: [Bool] = [false]
    var keyIndex: [ItemKey: DynamicItem] = [:]
    /// Collision behaviour bits in use (one per collision behaviour, up to 64).
    @exclusivity(unchecked) var collisionBits: UInt64 = 0
    /// Boundary bodies: slot → (collision behaviour bit, identifier).
    var boundaryInfo: [Int32: (bit: UInt64, identifier: String?)] = [:]
    /// Collision behaviours with a contact callback, for event delivery.
    var contactListeners: [CollisionBehavior] = []

    /// Creates an animator. `referenceBounds` (points) is what collision behaviours use for
    /// `translatesReferenceBoundsIntoBoundary`; pass `nil` for none. A non-finite rectangle is treated as `nil`.
    public init(referenceBounds: CGRect? = nil) {
        if let r = referenceBounds, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite {
            self.referenceBounds = r.standardized
        } else {
            self.referenceBounds = nil
        }
    }

    // MARK: Behaviours

    /// Adds `behavior` (and its children). Adding a behaviour already in an animator, or one that is a
    /// child of another behaviour, does nothing. Resumes a paused animator.
    public func addBehavior(_ behavior: Behavior) {
        guard behavior.dynamicAnimator == nil, behavior.parent == nil else { return }
        behaviors.append(behavior)
        behaviorTreeDidChange()
    }

    /// Removes `behavior` (and its children); items it moved wake up. Pauses if none remain.
    public func removeBehavior(_ behavior: Behavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        behaviorTreeDidChange()
    }

    /// Removes every behaviour; the animator pauses.
    public func removeAllBehaviors() {
        behaviors.removeAll()
        behaviorTreeDidChange()
    }

    /// Re-derives the active behaviour list after the tree changed, attaching and detaching as needed.
    ///
    /// The items of the behaviours that join count them first, so that an item moving from a behaviour
    /// leaving to one joining stays in the animator; then the leaving behaviours detach (an item they
    /// leave in no behaviour leaves the animator), then the joining ones attach, and every item whose
    /// item behaviours changed takes its properties again from the tree.
    func behaviorTreeDidChange() {
        var fresh: [Behavior] = []
        for b in behaviors { b.appendFlattened(to: &fresh) }
        let old = activeBehaviors
        let joining = fresh.filter { b in !old.contains(where: { $0 === b }) }
        let leaving = old.filter { b in !fresh.contains(where: { $0 === b }) }
        for b in joining { join(b.affectedItems) }
        var restyled: [DynamicItem] = []
        for b in leaving {
            b.willDetach(from: self)
            b.dynamicAnimator = nil
            if b is DynamicItemBehavior { restyled += b.affectedItems }
            leave(b.affectedItems)
            wake(b.affectedItems)
        }
        activeBehaviors = fresh
        for b in joining {
            b.dynamicAnimator = self
            if b is DynamicItemBehavior { restyled += b.affectedItems }
        }
        applyItemProperties(restyled)
        for b in joining {
            b.didAttach(to: self)
            wake(b.affectedItems)
        }
        world.recordsEvents = !contactListeners.isEmpty
        if world.events.count > 0 { deliverContactEvents() }
        if activeBehaviors.isEmpty { pause() } else { resume() }
    }

    // MARK: Items in behaviours

    /// Counts `items` in one more behaviour taking part; an item counted for the first time enters the
    /// simulation where it is (UIKit makes a body for an item when a behaviour brings it in) and takes its
    /// properties from the behaviour tree.
    func join(_ items: [DynamicItem]) {
        for item in items {
            precondition(item.animator == identity || item.animator == 0,
                         "Dynamics: \(item) belongs to another DynamicAnimator (number \(item.animator)); a behaviour of animator \(identity) cannot take it. Each animator is independent: add the item to this animator with addItem and use that handle.")
            guard let i = bodyIndex(item) else { continue }
            memberships[i] += 1
            if memberships[i] == 1 {
                world.bringIntoSimulation(i)
                applyItemProperties([item])
            }
        }
    }

    /// Counts `items` in one behaviour fewer; an item left in none leaves the simulation: it stops where it
    /// is and touches nothing (UIKit removes the item's body with its last behaviour).
    func leave(_ items: [DynamicItem]) {
        for item in items {
            guard let i = bodyIndex(item), memberships[i] > 0 else { continue }
            memberships[i] -= 1
            if memberships[i] == 0 { world.takeOutOfSimulation(i) }
        }
    }

    /// A behaviour's property changed: wake its items and resume.
    func behaviorDidChange(_ behavior: Behavior) {
        wake(behavior.affectedItems)
        if !activeBehaviors.isEmpty { resume() }
    }

    // MARK: Running

    func resume() {
        guard !isRunning else { return }
        isRunning = true
        willResume?(self)
    }

    func pause() {
        guard isRunning else { return }
        isRunning = false
        accumulator = 0
        didPause?(self)
    }

    /// Advances the simulation by `seconds` of wall time: fixed 1/120 s steps with an accumulator.
    /// A gap over 0.5 s counts as 1/60 s; zero, negative, NaN or infinite values are ignored.
    /// Does nothing while paused. Returns the number of steps taken.
    @discardableResult
    public func advance(by seconds: TimeInterval) -> Int {
        guard isRunning, seconds.isFinite, seconds > 0 else { return 0 }
        accumulator += seconds > Self.maximumFrameGap ? Self.gapReplacement : seconds
        var steps = 0
        while accumulator >= Self.timeStep, isRunning {
            accumulator -= Self.timeStep
            performStep()
            steps += 1
        }
        return steps
    }

    /// Runs one fixed step of 1/120 s if the animator is running. Returns whether it stepped.
    @discardableResult
    public func step() -> Bool {
        guard isRunning else { return false }
        performStep()
        return true
    }

    func performStep() {
        let h = Self.timeStep
        for b in activeBehaviors { b.prepareStep(self) }
        world.step(h)
        elapsedTime += h
        if world.events.count > 0 { deliverContactEvents() }
        for b in activeBehaviors { b.action?() }
        if world.awakeCount == 0 || activeBehaviors.isEmpty { pause() }
    }
}
