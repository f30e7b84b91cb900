import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct PanProgressTests {
    let size = CGSize(width: 400, height: 800)

    @Test func extentIsTheContainerSideAlongTheAxis() throws {
        #expect(try PanProgress(direction: .trailing, containerSize: size).extent == 400)
        #expect(try PanProgress(direction: .leading, containerSize: size).extent == 400)
        #expect(try PanProgress(direction: .down, containerSize: size).extent == 800)
        #expect(try PanProgress(direction: .up, containerSize: size).extent == 800)
    }

    @Test(arguments: [
        (PanDirection.trailing, LayoutDirection.leftToRight, CGPoint(x: 100, y: 50), CGFloat(0.25)),
        (.trailing, .rightToLeft, CGPoint(x: -100, y: 50), 0.25),
        (.trailing, .rightToLeft, CGPoint(x: 100, y: 0), 0),
        (.leading, .leftToRight, CGPoint(x: -200, y: 0), 0.5),
        (.leading, .rightToLeft, CGPoint(x: 200, y: 0), 0.5),
        (.down, .leftToRight, CGPoint(x: 300, y: 200), 0.25),
        (.down, .rightToLeft, CGPoint(x: -300, y: 200), 0.25),
        (.up, .leftToRight, CGPoint(x: 0, y: -400), 0.5),
        (.up, .leftToRight, CGPoint(x: 0, y: 400), 0),
    ])
    func progressIsTranslationOverExtentMirroredInRightToLeft(direction: PanDirection, layout: LayoutDirection, translation: CGPoint, expected: CGFloat) throws {
        let pan = try PanProgress(direction: direction, containerSize: size, layoutDirection: layout)
        #expect(pan.progress(forTranslation: translation) == expected)
    }

    @Test func progressIsClampedToZeroAndOne() throws {
        let pan = try PanProgress(direction: .trailing, extent: 100)
        #expect(pan.progress(forTranslation: CGPoint(x: -1e9, y: 0)) == 0)
        #expect(pan.progress(forTranslation: CGPoint(x: 1e9, y: 0)) == 1)
        #expect(pan.progress(forTranslation: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(pan.progress(forTranslation: CGPoint(x: 10, y: CGFloat.nan)) == 0.1) // the other axis does not matter
    }

    @Test func mirroredDirectionsAgree() throws {
        var random = SplitMix64(seed: 11)
        for _ in 0..<500 {
            let x = CGFloat.random(in: -600...600, using: &random)
            let ltr = try PanProgress(direction: .trailing, extent: 400, layoutDirection: .leftToRight)
            let rtl = try PanProgress(direction: .trailing, extent: 400, layoutDirection: .rightToLeft)
            #expect(ltr.progress(forTranslation: CGPoint(x: x, y: 0)) == rtl.progress(forTranslation: CGPoint(x: -x, y: 0)))
        }
    }

    @Test(arguments: [CGFloat(0), -10, .nan, .infinity])
    func invalidExtentIsRejected(extent: CGFloat) {
        #expect(throws: GestureMappingError.self) {
            try PanProgress(direction: .down, extent: extent)
        }
    }

    @Test func zeroSizedContainerIsRejectedWithTheExtent() {
        #expect(throws: GestureMappingError.invalidExtent(0)) {
            try PanProgress(direction: .trailing, containerSize: CGSize(width: 0, height: 800))
        }
    }

    @Test func velocityIsAlongTheDirectionOverExtent() throws {
        let pan = try PanProgress(direction: .trailing, extent: 400, layoutDirection: .rightToLeft)
        #expect(pan.progressVelocity(forVelocity: CGPoint(x: -800, y: 5)) == 2)
        let sample = pan.sample(translation: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -800, y: 5), time: 1)
        #expect(sample.progress == 0.1)
        #expect(sample.velocity == 2)
        #expect(sample.rawVelocity == -800) // screen coordinates, as UIKit reports
    }

    @Test func reversedAndAxisSign() {
        for direction in PanDirection.allCases {
            #expect(direction.reversed.reversed == direction)
            #expect(direction.reversed.isHorizontal == direction.isHorizontal)
            for layout in LayoutDirection.allCases {
                #expect(direction.axisSign(in: layout) == -direction.reversed.axisSign(in: layout))
            }
        }
    }
}
