import Foundation
import Transitions

/// Every built-in transition, as a test argument.
enum BuiltInCatalog: String, CaseIterable, Sendable, CustomStringConvertible {
    case scale, swingDrop, slideUp, crossFade, slide, slideVertical, cover, uncover, zoom, flip, flipHorizontal
    case cube, cubeVertical, fold, foldHorizontalStrips, portal, explode, turn, turnLeading, cardStack, natGeo, cascade, cascadeFromTop

    var description: String { rawValue }

    var transition: any Transition {
        switch self {
        case .scale: .scale
        case .swingDrop: .swingDrop
        case .slideUp: .slideUp()
        case .crossFade: .crossFade
        case .slide: .slide(.leading)
        case .slideVertical: .slide(.top)
        case .cover: .cover()
        case .uncover: .uncover()
        case .zoom: .zoom(from: CGRect(x: 40, y: 300, width: 120, height: 90))
        case .flip: .flip()
        case .flipHorizontal: .flip(.horizontal)
        case .cube: .cube()
        case .cubeVertical: .cube(.top)
        case .fold: .fold()
        case .foldHorizontalStrips: .fold(strips: 5, towards: .bottom)
        case .portal: .portal
        case .explode: .explode()
        case .turn: .turn()
        case .turnLeading: .turn(.leading)
        case .cardStack: .cardStack
        case .natGeo: .natGeo
        case .cascade: .cascade()
        case .cascadeFromTop: .cascade(bands: 5, from: .top, stagger: 0.06)
        }
    }

    /// The built-ins of issue 14 (cube, fold, portal, explode, turn, card stack, NatGeo and
    /// cascade, with their variants).
    static var slicedAndThreeDimensional: [BuiltInCatalog] {
        [.cube, .cubeVertical, .fold, .foldHorizontalStrips, .portal, .explode, .turn, .turnLeading, .cardStack, .natGeo, .cascade, .cascadeFromTop]
    }

    /// Every built-in with every operation.
    static var allCombinations: [(BuiltInCatalog, TransitionOperation)] {
        allCases.flatMap { builtIn in TransitionOperation.allCases.map { (builtIn, $0) } }
    }
}

extension TransitionState {
    /// `true` when participant `id` is drawn exactly over `frame` (corners within `tolerance`
    /// points) at full opacity.
    func draws(_ id: ParticipantID, atRestIn frame: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        guard let state = self[id], abs(state.alpha - 1) <= 1e-9 else { return false }
        let expected = [
            CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
            CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
        ]
        return zip(state.corners, expected).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    }
}

extension TransitionState {
    /// Every number of the state, participant by participant in plan order, as bit patterns
    /// (frame, anchor, transform components, alpha, corner radius, zPosition), with the
    /// participants' names and kinds hashed in: equal only when the states are identical to the
    /// last bit.
    var bitPatterns: [UInt64] {
        entries.flatMap { entry -> [UInt64] in
            let s = entry.state, t = s.transform
            let numbers = [
                s.frame.origin.x, s.frame.origin.y, s.frame.size.width, s.frame.size.height, s.anchorPoint.x, s.anchorPoint.y,
                t.translation.x, t.translation.y, t.translation.z, t.scale.x, t.scale.y, t.scale.z,
                t.rotation.x, t.rotation.y, t.rotation.z, t.perspective, s.alpha, s.cornerRadius, s.zPosition,
            ]
            return [UInt64(truncatingIfNeeded: "\(entry.id) \(entry.kind)".hashValue)] + numbers.map { UInt64($0.bitPattern) }
        }
    }
}
