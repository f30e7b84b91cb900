import Foundation

/// Box2D v3.1.1, loaded at run time from the shared library `scripts/build-box2d-v3.sh` builds from a
/// local checkout of its source (never part of this repository): the reference scene and the stack
/// scenes at Box2D v3's own settings (1/60 s steps with 4 sub-steps, one thread, continuous collision on).
public final class Box2DV3World: StackWorld, ReferenceWorld {
    /// "Box2D v3.1.1".
    public static let engineName = "Box2D v3.1.1"
    /// Box2D v3's benchmark step, 1/60 s (with 4 sub-steps).
    public let timeStep = 1.0 / 60
    private let scene: OpaquePointer
    private let referenceScene: ReferenceScene?

    private struct Parameters {
        var pointsPerMeter: Double
        var gravity: Double
        var timeStep: Double
        var subSteps: Int32
        var allowSleeping: Int32
        var continuous: Int32
    }
    private struct Static {
        var kind: Int32
        var x: Double, y: Double, a: Double, b: Double
    }
    private struct Material {
        var density: Double, friction: Double, restitution: Double, linearDamping: Double, angularDamping: Double
    }

    private typealias Create = @convention(c) (UnsafeRawPointer, UnsafeRawPointer, Int32, Double, UnsafePointer<Double>?, Int32, UnsafeRawPointer) -> OpaquePointer?
    private typealias Step = @convention(c) (OpaquePointer, Int32) -> Void
    private typealias Awake = @convention(c) (OpaquePointer) -> Int32
    private typealias State = @convention(c) (OpaquePointer, Int32, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void
    private typealias Version = @convention(c) (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Void
    private typealias Destroy = @convention(c) (OpaquePointer) -> Void

    private struct Library: @unchecked Sendable {
        let path: String
        let create: Create, step: Step, awake: Awake, state: State, version: Version, destroy: Destroy
    }

    /// Where the library is looked for: `$BOX2D_V3_LIBRARY`, else `.box2d-v3.1.1-build/libbox2d-v3-scene.so`
    /// in the current directory (run from `Benchmarks/`).
    public static var libraryPath: String {
        ProcessInfo.processInfo.environment["BOX2D_V3_LIBRARY"]
            ?? FileManager.default.currentDirectoryPath + "/.box2d-v3.1.1-build/libbox2d-v3-scene.so"
    }

    private static let library: Library? = {
        let path = libraryPath
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, _ type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let create = symbol("v3scene_create", Create.self), let step = symbol("v3scene_step", Step.self),
              let awake = symbol("v3scene_awake_count", Awake.self), let state = symbol("v3scene_box_state", State.self),
              let version = symbol("v3scene_version", Version.self), let destroy = symbol("v3scene_destroy", Destroy.self)
        else { return nil }
        return Library(path: path, create: create, step: step, awake: awake, state: state, version: version, destroy: destroy)
    }()

    /// The path the library was loaded from (``libraryPath`` when it loaded), or "not built".
    public static var loadedLibraryPath: String { library?.path ?? "not built" }

    /// Whether the library was found and loaded.
    public static var isAvailable: Bool { library != nil }

    /// The version Box2D reports (`b2GetVersion`), or "not built".
    public static var libraryVersion: String {
        guard let library else { return "not built" }
        var major: Int32 = 0, minor: Int32 = 0, revision: Int32 = 0
        library.version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }

    private init?(statics: [Static], boxSide: Double, centers: [(x: Double, y: Double)], material: Material,
                  gravity: Double, allowsSleeping: Bool, reference: ReferenceScene?) {
        guard let library = Self.library else { return nil }
        var parameters = Parameters(pointsPerMeter: 100, gravity: gravity, timeStep: 1.0 / 60, subSteps: 4,
                                    allowSleeping: allowsSleeping ? 1 : 0, continuous: 1)
        var material = material
        var flat: [Double] = []
        flat.reserveCapacity(2 * centers.count)
        for c in centers { flat += [c.x, c.y] }
        let made = statics.withUnsafeBufferPointer { s in
            flat.withUnsafeBufferPointer { f in
                withUnsafePointer(to: &parameters) { p in
                    withUnsafePointer(to: &material) { m in
                        library.create(p, s.baseAddress!, Int32(s.count), boxSide, f.baseAddress, Int32(centers.count), m)
                    }
                }
            }
        }
        guard let made else { return nil }
        scene = made
        referenceScene = reference
    }

    /// The stack scene, its ground a segment; nil when the library is not built.
    public convenience init?(_ scene: StackScene) {
        self.init(statics: [Static(kind: 1, x: -scene.groundHalfWidth, y: scene.groundY, a: scene.groundHalfWidth, b: scene.groundY)],
                  boxSide: scene.boxSide, centers: scene.centers,
                  material: Material(density: scene.density, friction: scene.friction, restitution: scene.elasticity,
                                     linearDamping: scene.resistance, angularDamping: scene.resistance),
                  gravity: scene.gravity, allowsSleeping: scene.allowsSleeping, reference: nil)
    }

    /// The reference scene (four segments 1 pt outside the container, as for Box2D 2.4.1).
    public convenience init?(_ reference: ReferenceScene) {
        let o = reference.boundaryOutset, w = reference.width, h = reference.height
        let corners = [(-o, -o), (w + o, -o), (w + o, h + o), (-o, h + o)]
        let statics = (0..<4).map { k in
            Static(kind: 1, x: corners[k].0, y: corners[k].1, a: corners[(k + 1) % 4].0, b: corners[(k + 1) % 4].1)
        }
        self.init(statics: statics, boxSide: reference.boxSide, centers: reference.centers,
                  material: Material(density: reference.density, friction: reference.friction, restitution: reference.elasticity,
                                     linearDamping: reference.resistance, angularDamping: reference.angularResistance),
                  gravity: reference.gravity, allowsSleeping: true, reference: reference)
    }

    deinit { Self.library?.destroy(scene) }

    private struct Cradle {
        var count: Int32, pulled: Int32
        var radius: Double, rodLength: Double, angle: Double, gravity: Double, pointsPerMeter: Double, timeStep: Double
        var iterations: Int32, unused: Int32
    }
    private typealias CradleRun = @convention(c) (UnsafeRawPointer, UnsafeMutablePointer<Double>) -> Double

    /// Runs `NewtonsCradle` with Box2D v3.1.1 (1/60 s, 4 sub-steps; see `v3scene_cradle`): the incoming speed,
    /// and each ball's share of it into `after`. Nil when the library is not built.
    static func cradle(count: Int, pulled: Int, radius: Double, rodLength: Double, angle: Double, gravity: Double,
                       after: inout [Double]) -> Double? {
        guard let path = library?.path, let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL),
              let run = dlsym(handle, "v3scene_cradle").map({ unsafeBitCast($0, to: CradleRun.self) }) else { return nil }
        var setup = Cradle(count: Int32(count), pulled: Int32(pulled), radius: radius, rodLength: rodLength, angle: angle,
                           gravity: gravity, pointsPerMeter: 100, timeStep: 1.0 / 60, iterations: 4, unused: 0)
        return after.withUnsafeMutableBufferPointer { buffer in
            withUnsafePointer(to: &setup) { run(UnsafeRawPointer($0), buffer.baseAddress!) }
        }
    }

    /// The reference scene this world was built from (an empty one for stack scenes).
    public var reference: ReferenceScene { referenceScene ?? ReferenceScene(count: 0) }

    public func step(_ steps: Int) { Self.library?.step(scene, Int32(steps)) }

    public var awakeCount: Int { Int(Self.library?.awake(scene) ?? 0) }

    public func center(of index: Int) -> (x: Double, y: Double) {
        let s = state(of: index)
        return (s.x, s.y)
    }

    public func state(of index: Int) -> (x: Double, y: Double, angle: Double) {
        var x = 0.0, y = 0.0, angle = 0.0
        Self.library?.state(scene, Int32(index), &x, &y, &angle)
        return (x, y, angle)
    }
}
