import Foundation
@testable import GalleryRendering

/// Hand-built transitions (not the kit's plans) that exercise the renderer: a push, a 3D flip
/// with perspective, and a cover over a dimming view.
enum GalleryFixtures {
    static let container = CGSize(width: 390, height: 844)

    /// A row-vector rotation about y followed by perspective with eye distance `d`, as the 16
    /// values of a CATransform3D (`CATransform3DRotate(perspective, angle, 0, 1, 0)`).
    static func flipTransform(angle: Double, eyeDistance d: Double = 500) -> [Double] {
        let c = cos(angle), s = sin(angle)
        return [c, 0, -s, s / d, 0, 1, 0, 0, s, 0, c, -c / d, 0, 0, 0, 1]
    }

    static func ease(_ t: Double) -> Double { t * t * (3 - 2 * t) }

    static func push(samples: Int = 9) -> GalleryItem {
        let participants = [
            SampledParticipant(name: "from", screen: .list, color: CanvasColor(hex: 0x007AFF)),
            SampledParticipant(name: "to", screen: .detail, color: CanvasColor(hex: 0xFF9500)),
        ]
        let frames = (0..<samples).map { i -> SampledFrame in
            let p = Double(i) / Double(samples - 1), e = ease(p)
            return SampledFrame(progress: p, states: [
                SampledState(frame: CGRect(x: -117 * e, y: 0, width: 390, height: 844), zIndex: 0),
                SampledState(frame: CGRect(x: 390 * (1 - e), y: 0, width: 390, height: 844), zIndex: 1),
            ])
        }
        return GalleryItem(slug: "push", name: "Fixture push", parameters: [GalleryPage.Parameter("edge", "right")], duration: 0.35,
                           samples: SampledTransition(containerSize: container, participants: participants, frames: frames))
    }

    static func flip(samples: Int = 9) -> GalleryItem {
        let participants = [
            SampledParticipant(name: "from", screen: .grid, color: CanvasColor(hex: 0x34C759)),
            SampledParticipant(name: "to", screen: .detail, color: CanvasColor(hex: 0xAF52DE)),
        ]
        let frames = (0..<samples).map { i -> SampledFrame in
            let p = Double(i) / Double(samples - 1), angle = ease(p) * Double.pi
            let full = CGRect(origin: .zero, size: container)
            let fromState = angle < .pi / 2 ? SampledState(frame: full, transform: flipTransform(angle: angle)) : nil
            let toState = angle >= .pi / 2 ? SampledState(frame: full, transform: flipTransform(angle: angle - .pi)) : nil
            return SampledFrame(progress: p, states: [fromState, toState])
        }
        return GalleryItem(slug: "flip", name: "Fixture flip", parameters: [GalleryPage.Parameter("eye distance", "500 pt")], duration: 0.6,
                           samples: SampledTransition(containerSize: container, participants: participants, frames: frames))
    }

    static func cover(samples: Int = 9) -> GalleryItem {
        let participants = [
            SampledParticipant(name: "from", screen: .list, color: CanvasColor(hex: 0x5856D6)),
            SampledParticipant(name: "dimming", screen: nil, color: .black),
            SampledParticipant(name: "to", screen: .detail, color: CanvasColor(hex: 0xFF2D55)),
        ]
        let frames = (0..<samples).map { i -> SampledFrame in
            let p = Double(i) / Double(samples - 1), e = ease(p)
            let full = CGRect(origin: .zero, size: container)
            return SampledFrame(progress: p, states: [
                SampledState(frame: full, zIndex: 0),
                SampledState(frame: full, alpha: 0.4 * e, zIndex: 1),
                SampledState(frame: CGRect(x: 0, y: 60 + 784 * (1 - e), width: 390, height: 784), cornerRadius: 12, zIndex: 2),
            ])
        }
        return GalleryItem(slug: "cover", name: "Fixture cover", duration: 0.5,
                           samples: SampledTransition(containerSize: container, participants: participants, frames: frames))
    }

    static var all: [GalleryItem] { [push(), flip(), cover()] }
}
