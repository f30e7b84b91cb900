import Foundation
import Testing
@testable import GalleryRendering

@Suite struct SampledStateTests {
    @Test func untransformedStateMapsBoundsOntoItsFrameTimesScale() throws {
        let state = SampledState(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let map = state.homography(scale: 2)
        #expect(map.apply(.zero) == CGPoint(x: 20, y: 40))
        #expect(map.apply(CGPoint(x: 100, y: 50)) == CGPoint(x: 220, y: 140))
    }

    @Test func transformsTurnAboutTheAnchorPoint() throws {
        // A quarter turn about z (CATransform3DMakeRotation(π/2, 0, 0, 1)) about the lower-left corner.
        let turn: [Double] = [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let state = SampledState(frame: CGRect(x: 0, y: 0, width: 100, height: 50), anchorPoint: CGPoint(x: 0, y: 1), transform: turn)
        let map = state.homography(scale: 1)
        // The anchor (0, 50) stays put.
        let anchor = try #require(map.apply(CGPoint(x: 0, y: 50)))
        #expect(isClose(Double(anchor.x), 0, within: 1e-9) && isClose(Double(anchor.y), 50, within: 1e-9))
        // The lower-right corner (100, 50) swings to (0, 150): y grows downwards, so positive angles turn clockwise on screen.
        let corner = try #require(map.apply(CGPoint(x: 100, y: 50)))
        #expect(isClose(Double(corner.x), 0, within: 1e-9) && isClose(Double(corner.y), 150, within: 1e-9))
    }

    @Test func perspectiveFlipShrinksTheFarEdge() throws {
        let state = SampledState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), transform: GalleryFixtures.flipTransform(angle: 0.8))
        let map = state.homography(scale: 1)
        let leftTop = try #require(map.apply(CGPoint(x: 0, y: 0))), leftBottom = try #require(map.apply(CGPoint(x: 0, y: 844)))
        let rightTop = try #require(map.apply(CGPoint(x: 390, y: 0))), rightBottom = try #require(map.apply(CGPoint(x: 390, y: 844)))
        let leftHeight = leftBottom.y - leftTop.y, rightHeight = rightBottom.y - rightTop.y
        #expect(leftHeight != rightHeight)
        #expect(abs(leftHeight - rightHeight) > 50)
    }

    @Test func malformedTransformArraysAreReadAsIdentity() {
        var state = SampledState(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        state.transform = [2, 0]
        #expect(state.homography(scale: 1) == SampledState(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).homography(scale: 1))
    }
}
