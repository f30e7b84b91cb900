import Dynamics
import Foundation

extension PhysicsScene {
    /// Why a scene could not be simulated.
    public enum SimulationError: Error, Equatable, Sendable, CustomStringConvertible {
        /// A body's size is zero, negative, over 1 000 000 pt or not finite, or its position is
        /// not finite (the engine refuses it, as UIKit raises "Invalid size").
        case invalidBody(ParticipantID)

        public var description: String {
            switch self {
            case .invalidBody(let id): "PhysicsScene: body \(id) has an invalid size or position"
            }
        }
    }

    /// Runs the simulation and records every body at ``sampleRate`` until ``ending`` (or the cap).
    ///
    /// Deterministic: the same scene gives the same recording, bit for bit. The first sample is
    /// the bodies' starting poses exactly as described. The per-step loop does not allocate (the
    /// recording's storage is reserved for the cap up front).
    ///
    /// - Throws: ``SimulationError/invalidBody(_:)`` (plain `throws`; that is the only error).
    public func simulate() throws -> PhysicsRecording {
        var run = try makeRun()
        return run.run()
    }

    /// The engine objects of a run of this scene, built and ready to step (every body's size checked by
    /// the engine).
    ///
    /// - Throws: ``SimulationError/invalidBody(_:)``.
    func makeRun() throws -> SimulationRun {
        let animator = DynamicAnimator(referenceBounds: bounds)
        var items: [DynamicItem] = []
        items.reserveCapacity(bodies.count)
        for body in bodies {
            do {
                let item = try animator.addItem(ItemDefinition(
                    center: body.initialCenter, size: body.frame.size, rotation: Self.finite(body.initialRotation)))
                animator.updateItem(item, usingCurrentState: ItemState(
                    center: body.initialCenter, rotation: Self.finite(body.initialRotation),
                    velocity: Vector2D(dx: Self.finite(body.velocity.x), dy: Self.finite(body.velocity.y)),
                    angularVelocity: body.allowsRotation ? Self.finite(body.angularVelocity) : 0))
                items.append(item)
            } catch {
                throw SimulationError.invalidBody(body.id)
            }
        }
        return SimulationRun(scene: self, animator: animator, items: items)
    }
}

/// The engine objects of one simulation run and the loop that records it, sample by sample.
struct SimulationRun {
    let scene: PhysicsScene
    let animator: DynamicAnimator
    let items: [DynamicItem]
    let collision: CollisionBehavior?
    var pinBehaviors: [Behavior] = []
    /// Engine steps per sample, seconds per sample, and the most samples after the first one (the cap, or
    /// the requested duration when it comes first: `limitIsCap` false).
    let stepsPerSample: Int
    let interval: TimeInterval
    let sampleLimit: Int
    let limitIsCap: Bool
    var pinWatch: ReleaseWatch
    var boundaryWatch: ReleaseWatch
    var time: TimeInterval = 0
    var sample = 0
    var ended: PhysicsRecording.EndReason?

    init(scene: PhysicsScene, animator: DynamicAnimator, items: [DynamicItem]) {
        self.scene = scene
        self.animator = animator
        self.items = items
        let material = DynamicItemBehavior(items: items)
        material.elasticity = scene.material.elasticity
        material.friction = scene.material.friction
        material.density = scene.material.density
        material.resistance = scene.material.resistance
        material.angularResistance = scene.material.angularResistance
        animator.addBehavior(material)
        animator.velocityIterations = scene.velocityIterations
        animator.sweepsFastItemsAgainstItems = scene.sweepsFastBodiesAgainstEachOther
        let fixed = zip(scene.bodies, items).filter { !$0.0.allowsRotation }.map(\.1)
        if !fixed.isEmpty {
            let noRotation = DynamicItemBehavior(items: fixed)
            noRotation.allowsRotation = false
            animator.addBehavior(noRotation)
        }
        let gravity = PhysicsScene.finite(scene.gravity)
        if gravity != 0 {
            let behavior = GravityBehavior(items: items)
            behavior.setAngle(PhysicsScene.finite(scene.gravityAngle), magnitude: gravity)
            animator.addBehavior(behavior)
        }
        var collision: CollisionBehavior?
        if scene.boundary != .none || scene.itemsCollide {
            let behavior = CollisionBehavior(items: items)
            let reach = max(scene.bounds.width, scene.bounds.height) * 10
            switch scene.boundary {
            case .none: break
            case .container: behavior.translatesReferenceBoundsIntoBoundary = true
            case .floor(let y):
                behavior.addBoundary(withIdentifier: "floor", from: CGPoint(x: scene.bounds.minX - reach, y: y),
                                     to: CGPoint(x: scene.bounds.maxX + reach, y: y))
            case .sides:
                let b = scene.bounds
                behavior.addBoundary(withIdentifier: "left", from: CGPoint(x: b.minX, y: b.minY - reach), to: CGPoint(x: b.minX, y: b.maxY + reach))
                behavior.addBoundary(withIdentifier: "right", from: CGPoint(x: b.maxX, y: b.minY - reach), to: CGPoint(x: b.maxX, y: b.maxY + reach))
            }
            behavior.collisionMode = scene.boundary == .none ? .items : scene.itemsCollide ? .everything : .boundaries
            animator.addBehavior(behavior)
            collision = behavior
        }
        self.collision = collision
        stepsPerSample = scene.stepsPerSample
        interval = DynamicAnimator.timeStep * Double(stepsPerSample)
        var limit = Int((scene.cap / interval).rounded(.down))
        var isCap = true
        if case .duration(let seconds) = scene.ending {
            let wanted = seconds.isFinite ? Int((max(seconds, 0) / interval).rounded()) : 0
            if wanted <= limit {
                limit = wanted
                isCap = false
            }
        }
        sampleLimit = limit
        limitIsCap = isCap
        pinWatch = ReleaseWatch(scene.pins.isEmpty && scene.rods.isEmpty ? .never : scene.pinRelease)
        boundaryWatch = ReleaseWatch(collision == nil || scene.boundary == .none ? .never : scene.boundaryRelease)
        for pin in scene.pins {
            guard let index = scene.bodies.firstIndex(where: { $0.id == pin.body }) else { continue }
            let point = scene.bodies[index].initialPoint(atUnit: pin.unitPoint)
            guard let anchor = try? animator.addItem(ItemDefinition(
                center: point, size: CGSize(width: 1, height: 1), isAnchored: true)) else { continue }
            let behavior = AttachmentBehavior.pinAttachment(with: items[index], attachedTo: anchor, attachmentAnchor: point)
            animator.addBehavior(behavior)
            pinBehaviors.append(behavior)
        }
        for rod in scene.rods {
            guard let index = scene.bodies.firstIndex(where: { $0.id == rod.body }), rod.anchor.x.isFinite, rod.anchor.y.isFinite
            else { continue }
            let size = scene.bodies[index].frame.size
            let offset = CGPoint(x: (PhysicsScene.finite(rod.unitPoint.x) - 0.5) * size.width,
                                 y: (PhysicsScene.finite(rod.unitPoint.y) - 0.5) * size.height)
            let behavior = AttachmentBehavior(item: items[index], offsetFromCenter: offset, attachedToAnchor: rod.anchor)
            animator.addBehavior(behavior)
            pinBehaviors.append(behavior)
        }
        for snap in scene.snaps {
            guard let index = scene.bodies.firstIndex(where: { $0.id == snap.body }) else { continue }
            let behavior = SnapBehavior(item: items[index], snapTo: snap.point)
            behavior.damping = snap.damping
            animator.addBehavior(behavior)
        }
    }

    /// Tracks a ``PhysicsScene/Release`` condition step by step.
    struct ReleaseWatch {
        let release: PhysicsScene.Release
        var done: Bool
        var bounced = false
        var turns = 0
        var lastSign: CGFloat = 0
        var wasFalling = false
        var lastSpeed: CGFloat = 0

        init(_ release: PhysicsScene.Release) {
            self.release = release
            done = release == .never
        }

        /// Whether the condition is met after the step that brought the first body to `state` at
        /// `time` seconds.
        mutating func isMet(state: ItemState?, time: TimeInterval) -> Bool {
            guard !done else { return false }
            switch release {
            case .never:
                return false
            case .after(let seconds):
                done = !(time < seconds)  // NaN releases at once
            case .afterFirstBounce:
                guard let v = state?.velocity.dy else { return false }
                if !bounced {
                    if v > 1 {
                        wasFalling = true
                    } else if wasFalling {
                        // Landed: wait for the top of the rebound, or open at once if it did not rebound.
                        bounced = true
                        done = v >= -1
                    }
                } else if v >= 0 {
                    done = true
                }
            case .afterTurns(let count), .atBottomAfterTurns(let count):
                guard let w = state?.angularVelocity else { return false }
                let sign: CGFloat = w > 1e-6 ? 1 : w < -1e-6 ? -1 : 0
                if sign != 0 {
                    if lastSign != 0, sign != lastSign { turns += 1 }
                    lastSign = sign
                }
                if case .afterTurns = release {
                    done = turns >= count
                } else {
                    done = turns >= count && abs(w) < lastSpeed
                    lastSpeed = turns >= count ? abs(w) : 0
                }
            }
            return done
        }
    }

    /// Runs the whole simulation and returns its recording.
    mutating func run() -> PhysicsRecording {
        var recording = startRecording()
        while recordSample(into: &recording) {}
        finish(&recording)
        return recording
    }

    /// An empty recording with room for every sample the run can make, holding the first one: the bodies'
    /// starting poses exactly as the scene describes them.
    func startRecording() -> PhysicsRecording {
        var recording = PhysicsRecording(bodyCount: items.count, sampleInterval: interval, capacity: sampleLimit + 1)
        for body in scene.bodies {
            let c = body.initialCenter
            recording.append(x: Double(c.x), y: Double(c.y), angle: Double(PhysicsScene.finite(body.initialRotation)))
        }
        return recording
    }

    /// Steps the engine to the next sample and appends it to `recording`; false (recording nothing) once
    /// the run has ended: at the scene's ending, or at the sample limit.
    mutating func recordSample(into recording: inout PhysicsRecording) -> Bool {
        guard sample < sampleLimit, ended == nil else { return false }
        let first = items.first
        var resting = false
        for _ in 0..<stepsPerSample {
            guard animator.step() else {
                resting = true
                break
            }
            recording.stepCount += 1
            time += DynamicAnimator.timeStep
            let state = first.flatMap { animator.state(of: $0) }
            if pinWatch.isMet(state: state, time: time) {
                for behavior in pinBehaviors { animator.removeBehavior(behavior) }
            }
            if boundaryWatch.isMet(state: state, time: time) {
                collision?.removeAllBoundaries()
                collision?.translatesReferenceBoundsIntoBoundary = false
            }
        }
        for item in items {
            let state = animator.state(of: item)
            recording.append(x: Double(state?.center.x ?? 0), y: Double(state?.center.y ?? 0),
                             angle: Double(state?.rotation ?? 0))
        }
        sample += 1
        switch scene.ending {
        case .rest where resting || !animator.isRunning:
            ended = .rest
        case .leavesBounds where pinWatch.done && boundaryWatch.done && allOutside(recording, sample: sample):
            ended = .leftBounds
        case .leavesBounds where resting || !animator.isRunning, .duration where resting || !animator.isRunning:
            ended = .rest  // nothing moves any more: waiting longer would only repeat this sample
        default:
            break
        }
        return true
    }

    /// Records why the run ended, and trims a `.rest` ending's still tail.
    func finish(_ recording: inout PhysicsRecording) {
        recording.endReason = ended ?? (limitIsCap ? .cap : .duration)
        if case .rest = scene.ending {
            recording.trimStillTail(distance: 0.05, angle: 0.001)
        }
    }

    /// Whether every body's frame, as drawn at `sample`, lies outside the container.
    func allOutside(_ recording: PhysicsRecording, sample: Int) -> Bool {
        let bounds = scene.bounds
        for (index, body) in scene.bodies.enumerated() {
            let pose = recording.pose(ofBody: index, atSample: sample)
            let c = abs(cos(pose.rotation)), s = abs(sin(pose.rotation))
            let halfWidth = (c * body.frame.width + s * body.frame.height) / 2
            let halfHeight = (s * body.frame.width + c * body.frame.height) / 2
            let drawn = CGRect(x: pose.center.x - halfWidth, y: pose.center.y - halfHeight,
                               width: 2 * halfWidth, height: 2 * halfHeight)
            if drawn.intersects(bounds) { return false }
        }
        return true
    }
}
