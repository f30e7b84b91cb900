import Foundation
import Transitions

/// What the gallery says about a transition: a one-line summary and its parameters, read from the
/// transition's own properties so the list always shows the values that actually play.
public enum TransitionDescription {
    /// The phone-sized container (points) used to measure a plan's duration: 390 × 844, an
    /// iPhone 14's portrait screen.
    public static let nominalContainer = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The duration, in seconds, of `transition`'s plan for `operation` in
    /// ``nominalContainer``. Plans decide their own duration (springs settle, simulations run to
    /// rest), so this is measured rather than read from a property.
    public static func duration(of transition: any Transition, for operation: TransitionOperation = .present) -> TimeInterval {
        // The nominal container is finite and non-empty, so the context always exists.
        guard let context = try? TransitionContext(operation: operation, containerBounds: nominalContainer) else { return 0 }
        return transition.plan(for: context).duration
    }

    /// One sentence describing the motion of the kit's built-ins, physics ones included; for other
    /// transitions, their ``Transition/name``.
    public static func summary(of transition: any Transition) -> String {
        switch transition {
        case is ScaleTransition:
            "The new screen grows from the centre; going back, the old one shrinks away."
        case is SwingDropTransition:
            "Going back, the old screen falls about its lower-left corner, swings once and drops away."
        case is SlideUpTransition:
            "The new screen rises from the bottom on a spring and overshoots a little."
        case is CrossFadeTransition:
            "The new screen fades in over the old one (every built-in's Reduce Motion fallback)."
        case let slide as SlideTransition:
            "Both screens move together towards the \(slide.direction) edge, like a navigation push."
        case let cover as CoverTransition:
            cover.style == .cover
                ? "The new screen slides in from the \(cover.edge) edge over the dimmed old one."
                : "The old screen slides out towards the \(cover.edge) edge, uncovering the new one."
        case is ZoomTransition:
            "The new screen grows out of a tile with rounded corners; going back, it shrinks into it."
        case let flip as FlipTransition:
            "The screens turn over in perspective about the \(flip.axis) axis."
        case let cube as CubeTransition:
            "The screens are two faces of a cube that turns towards the \(cube.direction) edge, in perspective."
        case let fold as FoldTransition:
            "The old screen folds up like paper in \(fold.stripCount) strips towards the \(fold.edge) edge."
        case is PortalTransition:
            "The old screen opens in two doors as the new one comes up from behind them."
        case is ExplodeTransition:
            "The old screen bursts into tumbling tiles that fly apart and fade; going back, they assemble."
        case let turn as TurnTransition:
            "The old screen lifts about its \(turn.edge) edge and turns over like a page, uncovering the new one."
        case is CardStackTransition:
            "The new screen slides up as a card while the one beneath shrinks back and darkens."
        case is NatGeoTransition:
            "The old screen swings open like a magazine cover as the new one settles flat beneath it."
        case let cascade as CascadeTransition:
            "The new screen arrives in \(cascade.bandCount) bands from the \(cascade.edge) edge, one after another."
        case let drop as DropTransition:
            drop.style == .leave
                ? "Physics: the old screen hops, falls onto the bottom edge, bounces and drops through it."
                : "Physics: the old screen hops, falls onto the bottom edge, bounces, settles and fades."
        case is PhysicalSwingDropTransition:
            "Physics: the old screen, pinned at its lower-left corner, topples, swings and is let go."
        case is ShatterTransition:
            "Physics: the old screen breaks into tiles that burst apart, collide and tumble away."
        case is SnapInTransition:
            "Physics: the new screen is thrown in and a snap pulls it into place."
        case is ThrowTransition:
            "Physics: the old screen is thrown off downwards and falls away under gravity."
        case is NewtonsCradleTransition:
            "Physics: the old screen hangs in strips like a Newton's cradle; the first swings in, the last swings out."
        default:
            transition.name
        }
    }

    /// The operation whose duration the gallery shows: the dismissal for the physics transitions
    /// that are about taking a screen away (drop, physical swing-drop, shatter, throw, Newton's cradle), the
    /// presentation otherwise. Physics plans last as long as their simulation, so the two differ.
    public static func representativeOperation(of transition: any Transition) -> TransitionOperation {
        switch transition {
        case is DropTransition, is PhysicalSwingDropTransition, is ShatterTransition, is ThrowTransition, is NewtonsCradleTransition: .dismiss
        default: .present
        }
    }

    /// The parameters of `transition`: its duration first, measured from the plan for its
    /// ``representativeOperation(of:)`` (for the shatter, `≤` its `duration` property: its plan
    /// ends there or once every tile has left, and simulating hundreds of tiles just to measure
    /// would stall a list), then what its type exposes (curve, edge, spring, gravity…). Gravity is
    /// in UIKit units: 1 = 1000 pt/s².
    public static func parameters(of transition: any Transition) -> [GalleryParameter] {
        let length: String
        if let shatter = transition as? ShatterTransition {
            // Simulating hundreds of tiles to measure would stall a list; the plan ends at its
            // `duration` or earlier, once every tile has left.
            length = "≤ " + GalleryParameter.seconds(shatter.duration)
        } else {
            length = GalleryParameter.seconds(duration(of: transition, for: representativeOperation(of: transition)))
        }
        var parameters = [GalleryParameter("duration", length)]
        switch transition {
        case let scale as ScaleTransition:
            parameters.append(GalleryParameter("curve", describe(scale.curve)))
        case let swing as SwingDropTransition:
            parameters.append(GalleryParameter("pivot", "lower-left corner"))
            parameters.append(GalleryParameter("cover alpha", GalleryParameter.format(Double(swing.coverAlpha))))
        case let slideUp as SlideUpTransition:
            parameters.append(GalleryParameter("damping ratio", GalleryParameter.format(Double(slideUp.dampingRatio))))
            parameters.append(GalleryParameter("initial velocity", GalleryParameter.format(Double(slideUp.initialVelocity))))
        case let fade as CrossFadeTransition:
            parameters.append(GalleryParameter("curve", describe(fade.curve)))
        case let slide as SlideTransition:
            parameters.append(GalleryParameter("direction", "\(slide.direction)"))
            parameters.append(GalleryParameter("curve", describe(slide.curve)))
        case let cover as CoverTransition:
            parameters.append(GalleryParameter("edge", "\(cover.edge)"))
            parameters.append(GalleryParameter("dimming alpha", GalleryParameter.format(Double(cover.dimmingAlpha))))
            parameters.append(GalleryParameter("curve", describe(cover.curve)))
        case let zoom as ZoomTransition:
            parameters.append(GalleryParameter("source", GalleryParameter.rect(zoom.sourceRect)))
            parameters.append(GalleryParameter("corner radius", GalleryParameter.points(Double(zoom.sourceCornerRadius))))
            parameters.append(GalleryParameter("curve", describe(zoom.curve)))
        case let flip as FlipTransition:
            parameters.append(GalleryParameter("axis", "\(flip.axis)"))
            parameters.append(GalleryParameter("eye distance", GalleryParameter.points(Double(flip.eyeDistance))))
            parameters.append(GalleryParameter("curve", describe(flip.curve)))
        case let cube as CubeTransition:
            parameters.append(GalleryParameter("direction", "\(cube.direction)"))
            parameters.append(GalleryParameter("eye distance", GalleryParameter.points(Double(cube.eyeDistance))))
            parameters.append(GalleryParameter("curve", describe(cube.curve)))
        case let fold as FoldTransition:
            parameters.append(GalleryParameter("strips", "\(fold.stripCount)"))
            parameters.append(GalleryParameter("towards", "\(fold.edge)"))
            parameters.append(GalleryParameter("eye distance", GalleryParameter.points(Double(fold.eyeDistance))))
        case let portal as PortalTransition:
            parameters.append(GalleryParameter("zoom from", GalleryParameter.format(Double(portal.zoomScale))))
            parameters.append(GalleryParameter("eye distance", GalleryParameter.points(Double(portal.eyeDistance))))
        case let explode as ExplodeTransition:
            parameters.append(GalleryParameter("tiles", "\(explode.tileCount)"))
            parameters.append(GalleryParameter("spread", GalleryParameter.points(Double(explode.spread))))
            parameters.append(GalleryParameter("seed", "\(explode.seed)"))
        case let turn as TurnTransition:
            parameters.append(GalleryParameter("hinge", "\(turn.edge)"))
            parameters.append(GalleryParameter("eye distance", GalleryParameter.points(Double(turn.eyeDistance))))
        case let stack as CardStackTransition:
            parameters.append(GalleryParameter("background scale", GalleryParameter.format(Double(stack.backgroundScale))))
            parameters.append(GalleryParameter("dimming alpha", GalleryParameter.format(Double(stack.dimmingAlpha))))
            parameters.append(GalleryParameter("corner radius", GalleryParameter.points(Double(stack.cornerRadius))))
        case let natGeo as NatGeoTransition:
            parameters.append(GalleryParameter("hinge", "leading edge"))
            parameters.append(GalleryParameter("incoming tilt", "\(GalleryParameter.format(Double(natGeo.incomingTilt * 180 / .pi)))°"))
        case let cascade as CascadeTransition:
            parameters.append(GalleryParameter("bands", "\(cascade.bandCount)"))
            parameters.append(GalleryParameter("from", "\(cascade.edge)"))
            parameters.append(GalleryParameter("stagger", GalleryParameter.seconds(cascade.stagger)))
        case let drop as DropTransition:
            parameters.append(GalleryParameter("gravity", GalleryParameter.format(Double(drop.gravity))))
            parameters.append(GalleryParameter("elasticity", GalleryParameter.format(Double(drop.elasticity))))
            parameters.append(GalleryParameter("hop", "\(GalleryParameter.format(Double(drop.hop))) pt/s"))
        case let swing as PhysicalSwingDropTransition:
            parameters.append(GalleryParameter("gravity", GalleryParameter.format(Double(swing.gravity))))
            parameters.append(GalleryParameter("pin", "lower-left corner, released after \(swing.releaseAfterTurns) turn(s)"))
        case let shatter as ShatterTransition:
            parameters.append(GalleryParameter("tiles", "\(shatter.tiles)"))
            parameters.append(GalleryParameter("gravity", GalleryParameter.format(Double(shatter.gravity))))
            parameters.append(GalleryParameter("burst speed", "\(GalleryParameter.format(Double(shatter.burstSpeed))) pt/s"))
        case let snap as SnapInTransition:
            parameters.append(GalleryParameter("snap damping", GalleryParameter.format(Double(snap.damping))))
            parameters.append(GalleryParameter("throw speed", "\(GalleryParameter.format(Double(snap.throwSpeed))) pt/s"))
        case let toss as ThrowTransition:
            parameters.append(GalleryParameter("speed", "\(GalleryParameter.format(Double(toss.speed))) pt/s"))
            parameters.append(GalleryParameter("gravity", GalleryParameter.format(Double(toss.gravity))))
            parameters.append(GalleryParameter("spring-back damping", GalleryParameter.format(Double(toss.springBackDamping))))
        case let cradle as NewtonsCradleTransition:
            parameters.append(GalleryParameter("strips", "\(min(max(cradle.strips, 2), 12))"))
            parameters.append(GalleryParameter("gravity", GalleryParameter.format(Double(cradle.gravity))))
        default:
            break
        }
        return parameters
    }

    /// UIKit's name for a named curve (`linear`, `ease in`, `ease out`, `ease in-out`,
    /// `default`), otherwise its control points.
    public static func describe(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: return "linear"
        case .easeIn: return "ease in"
        case .easeOut: return "ease out"
        case .easeInOut: return "ease in-out"
        case .systemDefault: return "default"
        default:
            let p1 = curve.controlPoint1, p2 = curve.controlPoint2
            let numbers = [p1.x, p1.y, p2.x, p2.y].map { GalleryParameter.format(Double($0)) }
            return "cubic (\(numbers[0]), \(numbers[1])) (\(numbers[2]), \(numbers[3]))"
        }
    }
}
