import Foundation
import Testing
@testable import GalleryRendering
import Transitions  // SplitMix64: seeded, so a failure reproduces

/// The shortcuts that make the gallery render faster give the same answers, bit for bit, as the
/// formulas they replace (the gallery's files must not change by a byte): the mip level without a
/// logarithm, the floor without the C library, and decimal text without `printf`.
@Suite struct RenderingShortcutsTests {
    @Test func mipLevelIsTheRoundedLogarithm() {
        var random = SplitMix64(seed: 7)
        for count in 1...10 {
            let thresholds = LayerTexture.mipThresholds(count: count)
            // Random footprints, and every boundary 2^(k − ½) with its neighbours a few ulps away.
            var footprints = (0..<2_000).map { _ in exp2(Double.random(in: -2...12, using: &random)) } + [0, 1.5, 1.5.nextUp, .nan]
            for k in 1..<12 {
                var boundary = exp2(Double(k) - 0.5)
                for _ in 0..<4 { boundary = boundary.nextDown }
                for _ in 0..<8 {
                    footprints.append(boundary)
                    boundary = boundary.nextUp
                }
            }
            for t in footprints {
                let expected = t > 1.5 ? min(count - 1, Int(log2(t) + 0.5)) : 0
                let level = thresholds.withUnsafeBufferPointer { LayerTexture.mipLevel(texelsPerPixel: t, thresholds: $0.baseAddress!, count: count) }
                #expect(level == expected, "\(t) with \(count) levels")
            }
        }
    }

    @Test func floorFastIsTheFloor() {
        var random = SplitMix64(seed: 11)
        let values = (0..<5_000).map { _ in Double.random(in: -5_000...5_000, using: &random) }
            + [0, -0.0, 0.5, -0.5, 1, -1, 1e300, -1e300, .infinity, -.infinity, 4_503_599_627_370_496.5, (-1.0).nextUp, 1.0.nextDown]
        for value in values {
            #expect(LayerTexture.floorFast(value).bitPattern == value.rounded(.down).bitPattern, "\(value)")
        }
        #expect(LayerTexture.floorFast(.nan).isNaN)
    }

    @Test func numbersAreWhatPrintfWrites() {
        var random = SplitMix64(seed: 13)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 0.125, 2.5, -2.5, 1e-7, -1e-7, 123_456.789, 1e12, -3.999_999_999_9, 0.0049, -0.0049, 0.005]
        values += (0..<4_000).map { _ in Double.random(in: -2_000...2_000, using: &random) }
        values += (0..<1_000).map { _ in (Double.random(in: -10...10, using: &random) * 1000).rounded() / 1000 + 0.0005 }
        for value in values {
            for decimals in [0, 1, 2, 3, 4, 6, 12] {
                var text = String(format: "%.\(decimals)f", value)
                if text.contains(".") {
                    while text.hasSuffix("0") { text.removeLast() }
                    if text.hasSuffix(".") { text.removeLast() }
                }
                if text == "-0" { text = "0" }
                #expect(SampledTransition.number(value, decimals) == text, "\(value) with \(decimals) decimals")
            }
        }
    }
}
