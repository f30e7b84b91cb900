import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A handle to an item simulated by a ``DynamicAnimator`` (UIKit's `UIDynamicItem`, by handle).
///
/// Returned by ``DynamicAnimator/addItem(_:)``; behaviours name items by handle. A handle belongs to the
/// animator that made it (Apple's UIDynamicAnimator page: each dynamic animator is independent of the
/// others): queries of another animator answer `nil` for it, and adding it to a behaviour of another
/// animator stops the program with a message naming both (a programming error, as UIKit raises an
/// exception for an item it cannot take). A handle stays valid until the item is removed; a stale handle
/// is ignored by behaviours and answers `nil` from queries. Handles are cheap values: hash them, store them.
public struct DynamicItem: Hashable, Sendable, CustomStringConvertible {
    /// Slot of the item's body in the engine.
    let index: Int32
    /// Bumped each time the slot is reused, so stale handles are recognised.
    let generation: UInt32
    /// The animator that made the handle (``DynamicAnimator/identity``; 0: none).
    let animator: UInt32

    init(index: Int, generation: UInt32, animator: UInt32 = 0) {
        self.index = Int32(index)
        self.generation = generation
        self.animator = animator
    }

    /// A textual description, `item#slot.generation` and the animator's number.
    public var description: String { "item#\(index).\(generation)@\(animator)" }
}

/// Numbers animators one after another, from 1, on any thread.
final class AnimatorNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var last: UInt32 = 0

    /// The next number (after 2³² − 1 animators, numbers wrap past 0).
    func next() -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        last &+= 1
        if last == 0 { last = 1 }
        return last
    }

    static let shared = AnimatorNumbers()
}

/// A stable, caller-chosen key to look items up by (a collection-view layout hashes an index path
/// into one), see ``DynamicAnimator/item(forKey:)``.
public struct ItemKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's value.
    public var rawValue: Int

    /// Creates a key from any integer.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// A key for an index path: `section` in the high 32 bits, `item` in the low 32 bits
    /// (each truncated to 32 bits).
    public init(section: Int, item: Int) {
        rawValue = Int(truncatingIfNeeded: UInt64(UInt32(truncatingIfNeeded: section)) << 32
            | UInt64(UInt32(truncatingIfNeeded: item)))
    }

    /// A textual description of the raw value.
    public var description: String { "key(\(rawValue))" }
}

/// The description of an item to add: geometry read once, like UIKit reads `bounds` once.
///
/// Defaults: rotation 0, rectangular collision bounds, no key, not anchored.
public struct ItemDefinition: Sendable {
    /// The item's center in the reference coordinate space, points.
    public var center: CGPoint
    /// The item's bounds size, points. Must be finite and larger than zero on both sides; otherwise
    /// ``DynamicAnimator/addItem(_:)`` throws ``DynamicsError/invalidSize(width:height:)``.
    public var size: CGSize
    /// Rotation in radians (the angle of the item's transform), clockwise on screen.
    public var rotation: CGFloat
    /// The collision shape (UIKit's `collisionBoundsType`).
    public var collisionBounds: CollisionBounds
    /// An optional lookup key; adding a second item with the same key re-points the key to it.
    public var key: ItemKey?
    /// Starts anchored (static; UIKit's `isAnchored`). An item behaviour can change it later.
    public var isAnchored: Bool

    /// Creates a definition; see the properties for units and defaults.
    public init(center: CGPoint, size: CGSize, rotation: CGFloat = 0, collisionBounds: CollisionBounds = .rectangle,
                key: ItemKey? = nil, isAnchored: Bool = false) {
        self.center = center
        self.size = size
        self.rotation = rotation
        self.collisionBounds = collisionBounds
        self.key = key
        self.isAnchored = isAnchored
    }
}

/// An item's simulated state: what a view would take as its center and transform.
public struct ItemState: Equatable, Sendable {
    /// Center in points.
    public var center: CGPoint
    /// Rotation in radians (clockwise on screen).
    public var rotation: CGFloat
    /// Linear velocity in points per second.
    public var velocity: Vector2D
    /// Angular velocity in radians per second.
    public var angularVelocity: CGFloat

    /// Creates a state; velocities default to zero.
    public init(center: CGPoint, rotation: CGFloat = 0, velocity: Vector2D = .zero, angularVelocity: CGFloat = 0) {
        self.center = center
        self.rotation = rotation
        self.velocity = velocity
        self.angularVelocity = angularVelocity
    }
}
