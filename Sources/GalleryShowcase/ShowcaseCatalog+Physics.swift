import Foundation
import GalleryRendering
import Transitions

extension ShowcaseCatalog {
    /// How many tiles the gallery's shatter entries cut the screen into (the transition's default,
    /// 200: the case its docs measure). Each tile is a region snapshot drawn from one shared
    /// texture of the screen.
    public static let shatterTiles = 200

    /// The physics built-ins (`BuiltInTransitions.physics()`) as the gallery shows them: their
    /// defaults, except the shatter, which uses ``shatterTiles`` tiles.
    public static func physicsTransitions() -> [any Transition] {
        BuiltInTransitions.physics().map { transition in
            guard var shatter = transition as? ShatterTransition else { return transition }
            shatter.tiles = shatterTiles
            return shatter
        }
    }

    /// The parameters worth listing for a physics built-in: what drives the simulation (gravity,
    /// bounce, speeds, tiles), its cap on simulated time, and how it is baked; nil for any other
    /// transition. The simulated duration is the plan's duration, listed apart.
    static func physicsParameters(of transition: any Transition) -> [GalleryParameter]? {
        let baked = GalleryParameter("timing", "simulated, baked at 60 Hz")
        switch transition {
        case let t as DropTransition:
            return [GalleryParameter("gravity", gravity(t.gravity)), GalleryParameter("elasticity", number(t.elasticity)),
                    GalleryParameter("hop", number(t.hop) + " pt/s"), GalleryParameter("spin", number(t.spin) + " rad/s"),
                    GalleryParameter("after bounce", t.style == .leave ? "falls through" : "settles and fades"),
                    GalleryParameter("cap", seconds(t.maximumDuration)), baked]
        case let t as PhysicalSwingDropTransition:
            return [GalleryParameter("gravity", gravity(t.gravity)), GalleryParameter("pin", "lower-left corner"),
                    GalleryParameter("released after", "\(t.releaseAfterTurns) turn\(t.releaseAfterTurns == 1 ? "" : "s")"),
                    GalleryParameter("cover alpha", number(t.coverAlpha)), GalleryParameter("cap", seconds(t.maximumDuration)), baked]
        case let t as ShatterTransition:
            let grid = t.grid(for: CGRect(origin: .zero, size: Showcase.containerSize))
            return [GalleryParameter("tiles", "\(grid.columns * grid.rows) (\(grid.columns) × \(grid.rows))"),
                    GalleryParameter("gravity", gravity(t.gravity)), GalleryParameter("burst", number(t.burstSpeed) + " pt/s"),
                    GalleryParameter("impact", "\(number(t.impactPoint.x)), \(number(t.impactPoint.y))"),
                    GalleryParameter("simulated", seconds(t.duration)), GalleryParameter("collisions", "tiles and sides"),
                    GalleryParameter("seed", "\(t.seed)"), baked]
        case let t as SnapInTransition:
            return [GalleryParameter("snap damping", number(t.damping)), GalleryParameter("throw", number(t.throwSpeed) + " pt/s"),
                    GalleryParameter("depth", number(t.throwDepth)), GalleryParameter("cap", seconds(t.maximumDuration)), baked]
        case let t as ThrowTransition:
            return [GalleryParameter("speed", number(t.speed) + " pt/s"), GalleryParameter("gravity", gravity(t.gravity)),
                    GalleryParameter("spring-back damping", number(t.springBackDamping)),
                    GalleryParameter("forward", "plays the snap-in"), GalleryParameter("cap", seconds(t.maximumDuration)), baked]
        case let t as NewtonsCradleTransition:
            return [GalleryParameter("strips", "\(min(max(t.strips, 2), 12))"), GalleryParameter("gravity", gravity(t.gravity)),
                    GalleryParameter("pull", number(t.pull) + " rad"), GalleryParameter("rods", number(t.rodLength) + " pt"),
                    GalleryParameter("material", "elasticity 1, friction 0"), GalleryParameter("cap", seconds(t.maximumDuration)), baked]
        default:
            return nil
        }
    }

    /// Gravity in UIKit units and in points per second squared, e.g. "3 (3000 pt/s²)".
    static func gravity(_ value: CGFloat) -> String {
        "\(number(value)) (\(number(value * 1000)) pt/s²)"
    }

    static func seconds(_ value: TimeInterval) -> String {
        SampledTransition.number(value, 3) + " s"
    }
}
