/// A physics world holding a `ReferenceScene`, whichever engine simulates it.
public protocol ReferenceWorld: AnyObject {
    /// The engine's name as the benchmark tables print it.
    static var engineName: String { get }
    /// Builds the scene in a new world; nil if the engine cannot: Box2D v3.1.1 when its library is not
    /// built (Box2D 2.4.1 and the kit never reject the scene).
    init?(_ reference: ReferenceScene)
    /// The scene this world was built from.
    var reference: ReferenceScene { get }
    /// Advances `steps` fixed steps of the engine's own step: `reference.timeStep` (1/120 s) for Box2D
    /// 2.4.1 and the kit, 1/60 s with 4 sub-steps for Box2D v3.1.1.
    func step(_ steps: Int)
    /// How many boxes are awake (not sleeping).
    var awakeCount: Int { get }
    /// Centre (points) and rotation (radians) of box `index`, `0..<reference.count`.
    func state(of index: Int) -> (x: Double, y: Double, angle: Double)
}

extension ReferenceWorld {
    /// The mean height of the boxes' centres above the floor, points: how far the pile has settled.
    public var meanHeightAboveFloor: Double {
        let count = reference.count
        guard count > 0 else { return 0 }
        var sum = 0.0
        for index in 0..<count { sum += reference.height - state(of: index).y }
        return sum / Double(count)
    }
}
