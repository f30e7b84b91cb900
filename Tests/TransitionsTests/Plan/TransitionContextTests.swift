import Foundation
import Testing
@testable import Transitions

@Suite struct TransitionContextTests {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func zeroFramesAreComputedFromTheContainer() throws {
        let context = try TransitionContext(operation: .dismiss, containerBounds: bounds)
        #expect(context.fromInitialFrame == bounds)
        #expect(context.fromFinalFrame == bounds)
        #expect(context.toFinalFrame == bounds)
        #expect(context.toInitialFrame == bounds)
        #expect(context.rawFrames.fromFinal == .zero)
    }

    @Test func knownFramesAreKeptAndUnknownOnesFollowThem() throws {
        let sheet = CGRect(x: 0, y: 100, width: 390, height: 744)
        let context = try TransitionContext(
            operation: .present, containerBounds: bounds,
            fromInitialFrame: CGRect(x: 0, y: 0, width: 390, height: CGFloat.nan),
            toFinalFrame: sheet
        )
        #expect(context.toFinalFrame == sheet)
        #expect(context.toInitialFrame == sheet)
        #expect(context.fromInitialFrame == bounds)
        #expect(context.fromFinalFrame == bounds)
    }

    @Test(arguments: [
        CGRect.zero, CGRect(x: 0, y: 0, width: 0, height: 844), CGRect(x: 0, y: 0, width: -1, height: 844),
        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 844), CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844),
    ])
    func unusableContainersAreRejected(bounds: CGRect) {
        #expect(throws: TransitionContext.Error.self) {
            try TransitionContext(operation: .push, containerBounds: bounds)
        }
    }

    @Test func errorSaysWhatIsWrong() {
        let error = TransitionContext.Error.invalidContainerBounds(.zero)
        #expect(error.description.contains("positive width and height"))
    }

    @Test func reduceMotionCanBeToggled() throws {
        let context = try TransitionContext(operation: .push, containerBounds: bounds, layoutDirection: .rightToLeft)
        let reduced = context.withReduceMotion(true)
        #expect(reduced.isReduceMotionEnabled)
        #expect(!context.isReduceMotionEnabled)
        #expect(reduced.layoutDirection == .rightToLeft)
        #expect(reduced.withReduceMotion(false) == context)
    }

    @Test func safeAreaInsetsRejectNegativeAndNonFiniteValues() {
        let insets = SafeAreaInsets(top: -3, left: .nan, bottom: 34, right: .infinity)
        #expect(insets == SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(insets.inset(bounds) == CGRect(x: 0, y: 0, width: 390, height: 810))
        #expect(SafeAreaInsets(top: 900, left: 0, bottom: 0, right: 0).inset(bounds).height == 0)
    }

    @Test func operationsPairUp() {
        for operation in TransitionOperation.allCases {
            #expect(operation.reversed.reversed == operation)
            #expect(operation.reversed.isForward == !operation.isForward)
        }
        #expect(TransitionOperation.tabForward.isTabSwitch && !TransitionOperation.push.isTabSwitch)
    }
}
