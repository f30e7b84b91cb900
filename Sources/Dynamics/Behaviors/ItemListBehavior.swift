import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A behaviour that acts on a list of items (the shared part of gravity, collision, push and item
/// behaviours). Adding an item already listed, or removing one not listed, does nothing.
open class ItemListBehavior: Behavior {
    /// The items, in the order they were added.
    public private(set) var items: [DynamicItem]
    /// The same items, to answer ``contains(_:)`` at once.
    private var members: Set<DynamicItem>

    /// Creates the behaviour for `items` (duplicates are dropped).
    public init(items: [DynamicItem] = []) {
        var unique: [DynamicItem] = []
        var seen = Set<DynamicItem>()
        for item in items where seen.insert(item).inserted { unique.append(item) }
        self.items = unique
        members = seen
        super.init()
    }

    /// Whether the behaviour lists `item`.
    func contains(_ item: DynamicItem) -> Bool { members.contains(item) }

    /// Adds `item` to the behaviour; it takes part in the animator (if it did not already), wakes, and a
    /// paused animator resumes.
    public func addItem(_ item: DynamicItem) {
        guard members.insert(item).inserted else { return }
        items.append(item)
        dynamicAnimator?.join([item])
        itemsDidChange(item)
        dynamicAnimator?.behaviorDidChange(self)
    }

    /// Removes `item` from the behaviour; it wakes and a paused animator resumes. An item this leaves in
    /// no behaviour of the animator leaves it: it stops where it is (UIKit removes the item's body).
    public func removeItem(_ item: DynamicItem) {
        guard members.remove(item) != nil, let i = items.firstIndex(of: item) else { return }
        items.remove(at: i)
        dynamicAnimator?.wake([item])
        itemsDidChange(item)
        dynamicAnimator?.leave([item])
        dynamicAnimator?.behaviorDidChange(self)
    }

    /// Called after `item` was added or removed (while attached or not).
    func itemsDidChange(_ item: DynamicItem) {}

    override var affectedItems: [DynamicItem] { items }
}
