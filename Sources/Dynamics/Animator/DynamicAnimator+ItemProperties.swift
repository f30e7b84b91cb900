import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CG types' members and conformances must be imported directly on Apple platforms
#endif

/// An item's physical properties as its item behaviours make them (see ``DynamicItemBehavior``).
struct ItemProperties {
    var elasticity = 0.2
    var friction = 0.2
    var density = 1.0
    var charge = 0.0
    var resistance = 0.1
    var angularResistance = 0.1
    var allowsRotation = true
    var isBullet = false
    var isAnchored: Bool

    /// The values UIKit applies to an item no item behaviour sets (reverse-engineered: elasticity 0.2,
    /// friction 0.2, density 1, resistance 0.1, angular resistance 0.1), anchored as the item was added.
    init(anchored: Bool) { isAnchored = anchored }
}

extension DynamicAnimator {
    /// Gives each of `items` the properties its item behaviours make, in behaviour-tree order: for each
    /// property, the last item behaviour taking part that lists the item and sets it wins; properties none
    /// sets take their defaults (Apple's `UIDynamicItemBehavior` page: the behaviour last in the tree wins,
    /// and a removed behaviour's values go with it). Items out of the animator or stale are skipped.
    func applyItemProperties(_ items: [DynamicItem]) {
        guard !items.isEmpty else { return }
        let world = self.world
        var changed = false
        for item in items {
            guard let i = bodyIndex(item), memberships[i] > 0 else { continue }
            var p = ItemProperties(anchored: anchoredByDefault[i])
            for case let b as DynamicItemBehavior in activeBehaviors where b.dynamicAnimator === self && b.contains(item) {
                b.apply(to: &p)
            }
            world.material[i] = Material(friction: p.friction, restitution: p.elasticity, density: p.density, charge: p.charge)
            world.damping[i] = Damping(linear: p.resistance, angular: p.angularResistance)
            if p.allowsRotation { world.flags[i].remove(.fixedRotation) } else { world.flags[i].insert(.fixedRotation) }
            if p.isBullet { world.flags[i].insert(.bullet) } else { world.flags[i].remove(.bullet) }
            world.setDynamic(i, !p.isAnchored)
            world.updateMass(i)
            changed = true
        }
        if changed { world.refreshAllContactMaterials() }
    }
}
