import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// A behaviour that acts on a list of items (the shared part of gravity, collision, push and item
/// behaviours). Adding an item already listed, or removing one not listed, does nothing.
open class ItemListBehavior: Behavior {
    /// The items, in the order they were added.
    public private(set) var items: [DynamicItem]

    /// Creates the behaviour for `items` (duplicates are dropped).
    public init(items: [DynamicItem] = []) {
        var unique: [DynamicItem] = []
        var seen = Set<DynamicItem>()
        for item in items where seen.insert(item).inserted { unique.append(item) }
        self.items = unique
        super.init()
    }

    /// Adds `item` to the behaviour; it wakes and a paused animator resumes.
    public func addItem(_ item: DynamicItem) {
        guard !items.contains(item) else { return }
        items.append(item)
        itemsDidChange()
        dynamicAnimator?.behaviorDidChange(self)
    }

    /// Removes `item` from the behaviour; it wakes and a paused animator resumes.
    public func removeItem(_ item: DynamicItem) {
        guard let i = items.firstIndex(of: item) else { return }
        items.remove(at: i)
        dynamicAnimator?.wake([item])
        itemsDidChange()
        dynamicAnimator?.behaviorDidChange(self)
    }

    /// Called after the item list changed (while attached or not).
    func itemsDidChange() {}

    override var affectedItems: [DynamicItem] { items }
}
