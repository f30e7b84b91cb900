import Foundation
import Testing
@testable import Transitions

@Suite struct CardLayoutTests {
    let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    let phoneSafeArea = SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test func aSizedCardIsCentredInTheSafeAreaLessItsMargins() {
        let frame = CardLayout(width: 320, height: 420).frame(in: phone, safeArea: phoneSafeArea, sizeClass: .compact)
        #expect(frame == CGRect(x: 35, y: 218.5, width: 320, height: 420))
    }

    @Test func byDefaultTheCardFillsTheSafeAreaLessItsMargins() {
        let frame = CardLayout().frame(in: phone, safeArea: phoneSafeArea, sizeClass: .compact)
        #expect(frame == CGRect(x: 16, y: 63, width: 358, height: 731))
    }

    @Test func aRegularWidthContainerCapsTheWidth() {
        let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
        let frame = CardLayout().frame(in: pad, safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular)
        #expect(frame.width == 540)
        #expect(frame.midX == 512)
        // Compact (slide-over, split view) fills the width again.
        #expect(CardLayout().frame(in: pad, safeArea: .zero, sizeClass: .compact).width == CGFloat(1024 - 32))
    }

    /// Rotation: the same layout in landscape keeps out of the side safe areas (the notch).
    @Test func landscapeKeepsOutOfTheSideSafeAreas() {
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        let insets = SafeAreaInsets(top: 0, left: 47, bottom: 21, right: 47)
        let frame = CardLayout(width: 600, height: 500).frame(in: landscape, safeArea: insets, sizeClass: .compact)
        #expect(frame == CGRect(x: 122, y: 16, width: 600, height: 390 - 21 - 32))
        // A regular-width landscape phone caps the width at 540.
        #expect(CardLayout(width: 600, height: 500).frame(in: landscape, safeArea: insets, sizeClass: .regular).width == 540)
    }

    @Test func theKeyboardPushesTheCardUpAndShortensItIfItMust() {
        let layout = CardLayout(width: 320, height: 420, placement: CGPoint(x: 0.5, y: 1))
        let without = layout.frame(in: phone, safeArea: phoneSafeArea, sizeClass: .compact)
        #expect(without.maxY == CGFloat(844 - 34 - 16))
        let keyboard: CGFloat = 336
        let with = layout.frame(in: phone, safeArea: phoneSafeArea, sizeClass: .compact, keyboardOverlap: keyboard)
        #expect(with.maxY == 844 - keyboard - CGFloat(16))
        #expect(with.height == 420)
        let tall = CardLayout(height: 600).frame(in: phone, safeArea: phoneSafeArea, sizeClass: .compact, keyboardOverlap: keyboard)
        #expect(tall.minY == 63)
        #expect(tall.maxY == 844 - keyboard - CGFloat(16))
        // A keyboard lower than the safe area changes nothing.
        #expect(layout.frame(in: phone, safeArea: phoneSafeArea, sizeClass: .compact, keyboardOverlap: 20) == without)
    }

    @Test func placementIsMeasuredFromTheLeadingEdge() {
        let layout = CardLayout(width: 200, height: 100, placement: CGPoint(x: 0, y: 0))
        #expect(layout.frame(in: phone, safeArea: .zero, sizeClass: .compact).origin == CGPoint(x: 16, y: 16))
        let mirrored = layout.frame(in: phone, safeArea: .zero, sizeClass: .compact, layoutDirection: .rightToLeft)
        #expect(mirrored.origin == CGPoint(x: 390 - 16 - 200, y: 16))
    }

    @Test func badInputHasADocumentedOutcome() {
        #expect(CardLayout().frame(in: .zero, safeArea: .zero, sizeClass: .compact) == .zero)
        #expect(CardLayout().frame(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), safeArea: .zero, sizeClass: .compact) == .zero)
        // Values that are not lengths read as "fill"; a NaN placement centres; margins that
        // leave no room are dropped.
        let odd = CardLayout(width: -5, height: .infinity, placement: CGPoint(x: CGFloat.nan, y: 2), margin: CGFloat.nan)
        #expect(odd.frame(in: phone, safeArea: .zero, sizeClass: .compact) == phone)
        let squeezed = CardLayout(margin: 500).frame(in: phone, safeArea: phoneSafeArea, sizeClass: .compact)
        #expect(squeezed == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(CardLayout(margin: 1).frame(in: phone, safeArea: .zero, sizeClass: .compact, keyboardOverlap: -.infinity).maxY == 843)
    }

    /// Random containers, safe areas, keyboards and layouts: the card is always finite, has a
    /// positive size, and lies inside the container and, when there is room, inside the safe area.
    @Test func theCardAlwaysFits() {
        var rng = SplitMix64(seed: 0xCA4D)
        for _ in 0..<2_000 {
            let container = CGRect(x: 0, y: 0, width: .random(in: 1...1400, using: &rng), height: .random(in: 1...1400, using: &rng))
            let safe = SafeAreaInsets(top: .random(in: 0...60, using: &rng), left: .random(in: 0...60, using: &rng),
                                      bottom: .random(in: 0...60, using: &rng), right: .random(in: 0...60, using: &rng))
            let layout = CardLayout(
                width: Bool.random(using: &rng) ? nil : .random(in: -100...1600, using: &rng),
                height: Bool.random(using: &rng) ? nil : .random(in: -100...1600, using: &rng),
                placement: CGPoint(x: .random(in: -1...2, using: &rng), y: .random(in: -1...2, using: &rng)),
                margin: .random(in: -10...80, using: &rng))
            let frame = layout.frame(
                in: container, safeArea: safe, sizeClass: Bool.random(using: &rng) ? .compact : .regular,
                layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
                keyboardOverlap: .random(in: -50...800, using: &rng))
            #expect(frame.width > 0 && frame.height > 0 && frame.minX.isFinite && frame.minY.isFinite)
            #expect(container.insetBy(dx: -1e-9, dy: -1e-9).contains(frame))
        }
    }

    @Test func theSwingDropCardHangsInsideAPhoneScreen() {
        let frame = CardLayout.swingDrop.frame(in: phone, safeArea: .zero, sizeClass: .compact)
        #expect(frame == CGRect(x: 194, y: 292, width: 180, height: 260))
        // Hanging from its lower-left corner, the card spans its width to the left of the pivot
        // and its height below it: inside the screen.
        let pivot = CGPoint(x: frame.minX, y: frame.maxY)
        #expect(pivot.x - frame.width >= 0)
        #expect(pivot.y + frame.height <= phone.maxY)
    }

    @Test func theAppearanceCarriesDimmingAndCornerRadius() {
        #expect(CardLayout(cornerRadius: 20, dimmingAlpha: 0.5).appearance == PresentationAppearance(dimmingAlpha: 0.5, cornerRadius: 20))
        #expect(PresentationAppearance(dimmingAlpha: 3, cornerRadius: -2) == PresentationAppearance(dimmingAlpha: 1, cornerRadius: 0))
        #expect(PresentationAppearance(dimmingAlpha: .nan, cornerRadius: .infinity) == PresentationAppearance(dimmingAlpha: 0.4, cornerRadius: 0))
    }
}
