import Dynamics

extension DynamicItemBehavior {
    /// An item behaviour giving `items` a benchmark scene's material.
    static func material(for items: [DynamicItem], density: Double, friction: Double, elasticity: Double,
                         resistance: Double, angularResistance: Double) -> DynamicItemBehavior {
        let material = DynamicItemBehavior(items: items)
        material.density = density
        material.friction = friction
        material.elasticity = elasticity
        material.resistance = resistance
        material.angularResistance = angularResistance
        return material
    }
}
