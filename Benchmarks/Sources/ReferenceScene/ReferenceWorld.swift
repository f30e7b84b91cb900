/// A physics world holding a `ReferenceScene`, whichever engine simulates it.
public protocol ReferenceWorld: AnyObject {
    /// The engine's name as the benchmark tables print it.
    static var engineName: String { get }
    /// Builds the scene in a new world; nil if the engine rejects it (neither engine does).
    init?(_ reference: ReferenceScene)
    /// The scene this world was built from.
    var reference: ReferenceScene { get }
    /// Advances `steps` fixed steps of `reference.timeStep` (1/120 s).
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
