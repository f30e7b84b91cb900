import Foundation

/// The description of a physics transition's world: the bodies to simulate, the views that do
/// not move with physics, and the forces, walls, pins and snaps acting, plus when the
/// simulation ends. A value: building the plan (``plan(for:)``) runs the kit's Dynamics engine
/// (UIKit Dynamics semantics) and bakes the motion into `.samples` tracks.
///
/// Units and conventions are UIKit Dynamics': points, seconds, radians; gravity magnitude 1 is
/// 1000 pt/s²; the engine steps a fixed 1/120 s (see `DynamicAnimator`).
///
/// The simulation always ends: at the ``ending`` condition, and in any case after
/// ``maximumDuration`` simulated seconds.
public struct PhysicsScene: Sendable {
    /// The walls the bodies collide with.
    public enum Boundary: Sendable, Equatable {
        /// None.
        case none
        /// The container's bounds (UIKit's `translatesReferenceBoundsIntoBoundary`, which
        /// outsets them by 1 pt).
        case container
        /// A horizontal floor at `y` (container points), reaching far beyond both sides.
        case floor(y: CGFloat)
        /// The container's left and right edges as walls reaching far above and below it (open
        /// at the top and bottom, so bodies can fall out).
        case sides
    }

    /// When a pin or the boundary lets go.
    public enum Release: Sendable, Equatable {
        /// Never.
        case never
        /// After this many simulated seconds (zero, negative or NaN: at the first step).
        case after(TimeInterval)
        /// After the first body's vertical motion turns from falling to rising (its first bounce)
        /// and then stops rising (the top of that bounce); at once if it lands without rebounding.
        case afterFirstBounce
        /// After the first body's angular velocity has changed sign this many times (a pendulum
        /// turning back at the end of each swing).
        case afterTurns(Int)
        /// After that many turns (as ``afterTurns(_:)``), at the next moment the first body stops
        /// turning faster: a pendulum passing the bottom of its swing, where it moves fastest.
        case atBottomAfterTurns(Int)
    }

    /// When the simulation ends (always within ``maximumDuration``).
    public enum Ending: Sendable, Equatable {
        /// When every body rests (the engine sleeps: 0.5 s below 1 pt/s and 2°/s); the still tail
        /// is trimmed, so the plan ends when the motion does (within 0.05 pt and 0.001 rad).
        case rest
        /// When every body's frame, as drawn, is outside the container, once every pin and the
        /// boundary have let go (a pendulum swinging below the container has not left yet).
        case leavesBounds
        /// After this many simulated seconds (rounded to whole samples; negative or non-finite:
        /// the start only).
        case duration(TimeInterval)
    }

    /// When a plan's motion is simulated.
    public enum Baking: Sendable, Equatable {
        /// All of it before ``plan(for:)`` returns.
        case upFront
        /// In slices, while the plan plays: ``plan(for:)`` returns at once with the first sample (the
        /// starting poses), a background queue simulates about 0.1 s of motion per slice, and whoever
        /// reads a sample that is not made yet (scrubbing ahead, reversing from the end) makes it on its
        /// own thread or waits for the slice being made. Only for a `.duration` ending (the plan's
        /// duration must be known before the simulation runs); other endings simulate up front. The plan
        /// is the same, sample for sample and bit for bit, as up front, except when every body comes to
        /// rest before the duration: the rest pose is then held to the end instead of the plan ending
        /// there. A scene that ``playsBackwards`` starts from the last sample, so its first frame waits
        /// for the whole simulation (off the thread that asked, but waiting all the same).
        case inSlices
    }

    /// The material of every body (UIKit's `UIDynamicItemBehavior` properties).
    public struct Material: Sendable, Equatable {
        /// Restitution, 0…1 (UIKit applies 0.2).
        public var elasticity: CGFloat
        /// Friction coefficient (UIKit applies 0.2).
        public var friction: CGFloat
        /// Density; mass = density × width × height / 10 000 kg (UIKit: 1).
        public var density: CGFloat
        /// Linear damping per second (UIKit applies 0.1).
        public var resistance: CGFloat
        /// Angular damping per second (UIKit applies 0.1).
        public var angularResistance: CGFloat

        /// Creates a material; defaults are the values UIKit actually applies (reverse-engineered).
        public init(elasticity: CGFloat = 0.2, friction: CGFloat = 0.2, density: CGFloat = 1,
                    resistance: CGFloat = 0.1, angularResistance: CGFloat = 0.1) {
            self.elasticity = elasticity
            self.friction = friction
            self.density = density
            self.resistance = resistance
            self.angularResistance = angularResistance
        }

        /// UIKit's applied defaults.
        public static let uiKit = Material()
    }

    /// A pin holding a point of a body to where that point starts (UIKit's pin attachment to a
    /// fixed item): the body turns freely about it.
    public struct Pin: Sendable, Equatable {
        /// The pinned body.
        public var body: ParticipantID
        /// The pinned point in the body's unit coordinates (`(0, 1)` = lower-left corner).
        public var unitPoint: CGPoint

        /// Creates a pin.
        public init(body: ParticipantID, unitPoint: CGPoint) {
            self.body = body
            self.unitPoint = unitPoint
        }
    }

    /// A rigid rod from a fixed point to a point of a body (UIKit's `UIAttachmentBehavior` to an anchor,
    /// frequency 0): the body's point stays at the rod's starting length from the anchor, as a pendulum's.
    public struct Rod: Sendable, Equatable {
        /// The body hanging on the rod.
        public var body: ParticipantID
        /// Where the rod holds it, in the body's unit coordinates (`(0.5, 0)` = top centre).
        public var unitPoint: CGPoint
        /// The rod's fixed end, container points.
        public var anchor: CGPoint

        /// Creates a rod.
        public init(body: ParticipantID, unitPoint: CGPoint, anchor: CGPoint) {
            self.body = body
            self.unitPoint = unitPoint
            self.anchor = anchor
        }
    }

    /// A snap pulling a body's centre to a point (UIKit's `UISnapBehavior`).
    public struct Snap: Sendable, Equatable {
        /// The snapped body.
        public var body: ParticipantID
        /// Where its centre settles, container points.
        public var point: CGPoint
        /// UIKit's snap damping, 0…1 (default 0.5, UIKit's).
        public var damping: CGFloat

        /// Creates a snap.
        public init(body: ParticipantID, point: CGPoint, damping: CGFloat = 0.5) {
            self.body = body
            self.point = point
            self.damping = damping
        }
    }

    /// The container's bounds, points (the reference bounds of the simulation).
    public var bounds: CGRect
    /// The simulated bodies, drawn above ``backdrop`` in this order.
    public var bodies: [PhysicsBody]
    /// Participants that do not move with physics (the from- and to-views, covers), bottom to
    /// top, drawn below the bodies. Their tracks are evaluated on the plan's track progress.
    public var backdrop: [TransitionParticipant]
    /// Gravity magnitude (UIKit: 1 = 1000 pt/s²; default 1; 0 for none; non-finite → 0).
    public var gravity: CGFloat = 1
    /// Gravity direction, radians from +x towards +y (default π/2: down).
    public var gravityAngle: CGFloat = .pi / 2
    /// The bodies' material (default UIKit's).
    public var material: Material = .uiKit
    /// The walls (default none).
    public var boundary: Boundary = .none
    /// When the walls disappear (default never).
    public var boundaryRelease: Release = .never
    /// Whether the bodies collide with each other (default `false`).
    public var itemsCollide = false
    /// The pins (default none).
    public var pins: [Pin] = []
    /// The rods (default none).
    public var rods: [Rod] = []
    /// When every pin and every rod lets go (default never).
    public var pinRelease: Release = .never
    /// The snaps (default none).
    public var snaps: [Snap] = []
    /// When the simulation ends (default ``Ending/rest``).
    public var ending: Ending = .rest
    /// The hard cap on simulated time, seconds (default 3; clamped to 0…10; non-finite → 3).
    public var maximumDuration: TimeInterval = 3
    /// Samples per second baked into the tracks (default 60). The engine steps at 120 Hz, so the
    /// rate is rounded to 120 / n for a whole n in 1…8 (120, 60, 40, 30, 24, 20, 17.1, 15);
    /// non-finite → 60. Playback interpolates linearly between samples.
    public var sampleRate: Double = 60
    /// The engine's solver passes per 1/120 s step (``DynamicAnimator/velocityIterations``; default 8,
    /// the animator's: 4 substeps; clamped to 1…100). Debris whose bodies fly apart rather than rest on
    /// each other look the same with fewer: the shatter uses 4 (2 substeps, Box2D v3's rate).
    public var velocityIterations = 8
    /// Whether fast bodies are swept against each other as well as against the boundary
    /// (``DynamicAnimator/sweepsFastItemsAgainstItems``; default `true`). Bodies never pass through the
    /// boundary either way. The shatter turns it off: its tiles fall together, so those sweeps cost most
    /// of its simulation and do not change its motion.
    public var sweepsFastBodiesAgainstEachOther = true
    /// When `true` the recording plays backwards: the plan starts where the simulation ends and
    /// ends where it starts (a drop played backwards rises into place). Default `false`.
    public var playsBackwards = false
    /// When the motion is simulated (default `.upFront`); see ``Baking``.
    public var baking: Baking = .upFront
    /// The plan's ``TransitionPlan/removesFromViewOnFinish`` (default `true`).
    public var removesFromViewOnFinish = true

    /// Creates a scene; set the other properties afterwards.
    public init(bounds: CGRect, bodies: [PhysicsBody], backdrop: [TransitionParticipant] = []) {
        self.bounds = bounds
        self.bodies = bodies
        self.backdrop = backdrop
    }

    /// Engine steps per sample for ``sampleRate``.
    var stepsPerSample: Int {
        let rate = sampleRate.isFinite && sampleRate > 0 ? sampleRate : 60
        return min(max(Int((120 / rate).rounded()), 1), 8)
    }

    /// ``maximumDuration`` made safe.
    var cap: TimeInterval {
        maximumDuration.isFinite ? min(max(maximumDuration, 0), 10) : 3
    }

    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
