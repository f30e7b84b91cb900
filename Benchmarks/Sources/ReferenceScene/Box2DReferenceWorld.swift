import CBox2DScene
import Foundation

/// The reference scene simulated by Box2D 2.4.1 (the system's libbox2d), 100 pt per metre.
///
/// Box2D runs with its defaults apart from the scene's parameters: sleeping allowed, warm starting on,
/// and its time-of-impact pass against static bodies on unless `continuousPhysics` is false.
public final class Box2DReferenceWorld: ReferenceWorld {
    /// "Box2D 2.4.1".
    public static let engineName = "Box2D 2.4.1"

    private let scene: OpaquePointer
    /// The scene this world was built from.
    public let reference: ReferenceScene

    /// Builds the world with Box2D's defaults (continuous physics on).
    public convenience init?(_ reference: ReferenceScene) {
        self.init(reference, continuousPhysics: true)
    }

    /// Builds the world; nil only if Box2D rejects the scene (it never does for `ReferenceScene`).
    /// `continuousPhysics` false turns off Box2D's time-of-impact pass against static bodies.
    public init?(_ reference: ReferenceScene, continuousPhysics: Bool) {
        var parameters = B2SceneParameters(
            pointsPerMeter: reference.pointsPerMeter,
            gravity: reference.gravity,
            density: reference.density,
            friction: reference.friction,
            restitution: reference.elasticity,
            linearDamping: reference.resistance,
            angularDamping: reference.angularResistance,
            timeStep: reference.timeStep,
            velocityIterations: Int32(reference.velocityIterations),
            positionIterations: Int32(reference.positionIterations),
            allowSleeping: 1,
            continuousPhysics: continuousPhysics ? 1 : 0
        )
        var flat: [Double] = []
        flat.reserveCapacity(2 * reference.count)
        for center in reference.centers { flat += [center.x, center.y] }
        let outset = reference.boundaryOutset
        guard let scene = flat.withUnsafeBufferPointer({ centers in
            b2scene_create(&parameters, -outset, -outset, reference.width + outset, reference.height + outset,
                           reference.boxSide, centers.baseAddress, Int32(reference.count))
        }) else { return nil }
        self.scene = scene
        self.reference = reference
    }

    deinit { b2scene_destroy(scene) }

    /// The file of the Box2D library this process loaded, symbolic links resolved
    /// (e.g. `/usr/lib/x86_64-linux-gnu/libbox2d.so.2.4.1`).
    public static var libraryFile: String {
        let path = String(cString: b2scene_library_path())
        guard !path.isEmpty else { return "unknown" }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The version the loaded Box2D library reports in `b2_version`, "major.minor.revision". Debian's
    /// 2.4.1 package (`libbox2d.so.2.4.1`) reports 2.4.0 here.
    public static var libraryVersion: String {
        var major: Int32 = 0, minor: Int32 = 0, revision: Int32 = 0
        b2scene_library_version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }

    /// Advances `steps` fixed steps of 1/120 s.
    public func step(_ steps: Int) { b2scene_step(scene, Int32(steps)) }

    /// How many boxes are awake.
    public var awakeCount: Int { Int(b2scene_awake_count(scene)) }

    /// Centre (points) and rotation (radians) of box `index`.
    public func state(of index: Int) -> (x: Double, y: Double, angle: Double) {
        var x = 0.0, y = 0.0, angle = 0.0
        b2scene_box_state(scene, Int32(index), &x, &y, &angle)
        return (x, y, angle)
    }
}
