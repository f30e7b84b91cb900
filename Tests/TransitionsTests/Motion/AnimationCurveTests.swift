import Testing
@testable import Transitions

@Suite struct AnimationCurveTests {
    @Test func rawValuesMirrorUIKit() {
        // UIView.AnimationCurve: easeInOut 0, easeIn 1, easeOut 2, linear 3.
        #expect(AnimationCurve(rawValue: 0) == .easeInOut)
        #expect(AnimationCurve(rawValue: 1) == .easeIn)
        #expect(AnimationCurve(rawValue: 2) == .easeOut)
        #expect(AnimationCurve(rawValue: 3) == .linear)
        #expect(AnimationCurve(rawValue: 4) == nil)
    }
}
