import Foundation
import GalleryRendering
import Transitions

extension ShowcaseCatalog {
    /// How many tiles the gallery's shatter entries cut the screen into (the transition's default,
    /// 200: the case its docs measure). Each tile is a region snapshot drawn from one shared
    /// texture of the screen.
    static let shatterTiles = 200

    /// The physics built-ins (`BuiltInTransitions.physics()`) as the gallery shows them: their
    /// defaults, except the shatter, which uses ``shatterTiles`` tiles.
    static func physicsTransitions() -> [any Transition] {
        BuiltInTransitions.physics().map { transition in
            guard var shatter = transition as? ShatterTransition else { return transition }
            shatter.tiles = shatterTiles
            return shatter
        }
    }

    /// The parameters worth listing for a physics built-in: what drives the simulation (gravity,
    /// bounce, speeds, tiles), its cap on simulated time, and how it is baked; nil for any other
    /// transition. The simulated duration is the plan's duration, listed apart.
    static func physicsParameters(of transition: any Transition) -> [GalleryPage.Parameter]? {
        let baked = GalleryPage.Parameter("timing", "simulated, baked at 60 Hz")
        switch transition {
        case let t as DropTransition:
            return [GalleryPage.Parameter("gravity", gravity(t.gravity)), GalleryPage.Parameter("elasticity", number(t.elasticity)),
                    GalleryPage.Parameter("hop", number(t.hop) + " pt/s"), GalleryPage.Parameter("spin", number(t.spin) + " rad/s"),
                    GalleryPage.Parameter("after bounce", t.style == .leave ? "falls through" : "settles and fades"),
                    GalleryPage.Parameter("cap", seconds(t.maximumDuration)), baked]
        case let t as PhysicalSwingDropTransition:
            return [GalleryPage.Parameter("gravity", gravity(t.gravity)), GalleryPage.Parameter("pin", "lower-left corner"),
                    GalleryPage.Parameter("released after", "\(t.releaseAfterTurns) turn\(t.releaseAfterTurns == 1 ? "" : "s")"),
                    GalleryPage.Parameter("cover alpha", number(t.coverAlpha)), GalleryPage.Parameter("cap", seconds(t.maximumDuration)), baked]
        case let t as ShatterTransition:
            let grid = t.grid(for: CGRect(origin: .zero, size: Showcase.containerSize))
            return [GalleryPage.Parameter("tiles", "\(grid.columns * grid.rows) (\(grid.columns) × \(grid.rows))"),
                    GalleryPage.Parameter("gravity", gravity(t.gravity)), GalleryPage.Parameter("burst", number(t.burstSpeed) + " pt/s"),
                    GalleryPage.Parameter("impact", "\(number(t.impactPoint.x)), \(number(t.impactPoint.y))"),
                    GalleryPage.Parameter("simulated", seconds(t.duration)), GalleryPage.Parameter("collisions", "tiles and sides"),
                    GalleryPage.Parameter("seed", "\(t.seed)"), baked]
        case let t as SnapInTransition:
            return [GalleryPage.Parameter("snap damping", number(t.damping)), GalleryPage.Parameter("throw", number(t.throwSpeed) + " pt/s"),
                    GalleryPage.Parameter("depth", number(t.throwDepth)), GalleryPage.Parameter("cap", seconds(t.maximumDuration)), baked]
        case let t as ThrowTransition:
            return [GalleryPage.Parameter("speed", number(t.speed) + " pt/s"), GalleryPage.Parameter("gravity", gravity(t.gravity)),
                    GalleryPage.Parameter("spring-back damping", number(t.springBackDamping)),
                    GalleryPage.Parameter("forward", "plays the snap-in"), GalleryPage.Parameter("cap", seconds(t.maximumDuration)), baked]
        case let t as NewtonsCradleTransition:
            return [GalleryPage.Parameter("strips", "\(min(max(t.strips, 2), 12))"), GalleryPage.Parameter("gravity", gravity(t.gravity)),
                    GalleryPage.Parameter("pull", number(t.pull) + " rad"), GalleryPage.Parameter("rods", number(t.rodLength) + " pt"),
                    GalleryPage.Parameter("material", "elasticity 1, friction 0"), GalleryPage.Parameter("cap", seconds(t.maximumDuration)), baked]
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
