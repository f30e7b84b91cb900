import Foundation
import Testing
import Transitions
import TransitionsTesting

/// The conformance suite passes every built-in and a hand-written controller that does it right,
/// and names each planted defect.
@MainActor
@Suite struct TransitionConformanceTests {
    nonisolated static let builtIns: [any Transition] = BuiltInTransitions.all() + BuiltInTransitions.physics()

    /// Every built-in, keyframed or physics-backed, in every scenario of the default options, but
    /// the 200-tile shatter, whose every context costs a physics simulation and every frame 200
    /// tiles: in a debug build its full matrix takes about a quarter of an hour (see
    /// ``aTwelveTileShatterConformsEverywhere()`` and ``shatterConformsOnAPhone()`` for what runs
    /// here, and docs/testing.md).
    @Test(arguments: 0..<builtIns.count)
    func everyBuiltInConforms(index: Int) {
        let transition = Self.builtIns[index]
        guard !(transition is ShatterTransition) else { return }
        let problems = TransitionConformance.problems(of: transition)
        #expect(problems == [], "\(transition.name): \(problems.count) problems")
    }

    /// The shatter's code through every environment and script, with 12 tiles (each context
    /// simulates 12 bodies instead of 200): right to left, Reduce Motion and the iPad included.
    @Test func aTwelveTileShatterConformsEverywhere() {
        #expect(TransitionConformance.problems(of: ShatterTransition(tiles: 12)) == [])
    }

    /// The 200-tile shatter in every operation, full screen, on a card and on a sheet, on a phone,
    /// run to the end, cancelled half way and reversed.
    @Test func shatterConformsOnAPhone() {
        let options = TransitionConformance.Options(
            layoutDirections: [.leftToRight], reduceMotion: [false], devices: [.phone], cancelProgresses: [0.5],
            scripts: [.runToEnd, .reverse])
        #expect(TransitionConformance.problems(of: ShatterTransition(), options: options) == [])
    }

    /// The docs' own transitions, written with the public motion helpers: the README's
    /// rise-and-fade and docs/custom-transitions.md's blinds.
    @Test func theDocsTransitionsConform() {
        #expect(TransitionConformance.problems(of: MotionRiseAndFade()) == [])
        #expect(TransitionConformance.problems(of: Blinds()) == [])
    }

    /// A hand-written animation controller that cleans up after itself passes too: the suite does
    /// not fail a controller for not being the kit's.
    @Test func aCorrectControllerOfYourOwnConforms() {
        #expect(TransitionConformance.problems(ofAnimationController: { FadeController() }) == [])
    }

    // MARK: Planted defects

    @Test func aSnapshotLeftBehindIsALeftoverView() {
        let problems = TransitionConformance.problems(ofAnimationController: { LeavesSnapshotController() })
        #expect(Set(problems.map(\.kind)) == [.leftoverView])
        #expect(problems.contains { $0.detail.contains("snapshot of fromView") })
    }

    @Test func aFromViewNotPutBackOnCancelIsNamed() {
        let problems = TransitionConformance.problems(ofAnimationController: { ForgetsFromViewController() })
        // Left 40 pt to the side, the from-view also sticks out of the container.
        #expect(Set(problems.map(\.kind)) == [.fromViewNotRestored, .outsideContainer])
        // Every cancelled scenario, and only those (a finish takes the from-view away).
        let others = problems.filter { !($0.scenario.contains("cancel") || $0.scenario.contains("reverse") || $0.scenario.contains("rapid")) }
        #expect(others == [])
        #expect(problems.contains { $0.detail.contains("frame") })
    }

    @Test func aHandWrittenFromViewWithoutRestingStateIsNotRestored() {
        let problems = TransitionConformance.problems(of: PeekingTransition(), options: .init(reduceMotion: [false]))
        // Left 30 pt up, the from-view also sticks out of the container.
        #expect(Set(problems.map(\.kind)) == [.fromViewNotRestored, .outsideContainer])
        #expect(problems.contains { $0.scenario.contains("cancel at 0.5") })
    }

    @Test func completingTwiceIsNamed() {
        let problems = TransitionConformance.problems(ofAnimationController: { CompletesTwiceController() })
        #expect(Set(problems.map(\.kind)) == [.completionNotExactlyOnce])
        #expect(problems.contains { $0.detail.contains("called 2 times") })
    }

    @Test func neverCompletingIsNamed() {
        let options = TransitionConformance.Options(operations: [.push], devices: [.phone], timeout: 2)
        let problems = TransitionConformance.problems(ofAnimationController: { NeverCompletesController() }, options: options)
        #expect(problems.contains { $0.kind == .completionNotExactlyOnce && $0.detail.contains("never called") })
    }

    @Test func aNaNFrameInThePlanIsNamed() {
        let problems = TransitionConformance.problems(of: ZeroThumbnailZoom(), options: .init(operations: [.present]))
        #expect(Set(problems.map(\.kind)) == [.nonFiniteFrame])
        #expect(problems.contains { $0.detail.contains("toView's frame is not finite") })
    }

    @Test func aViewStillCoveringTheScreenAtTheEndIsAZOrderSurprise() {
        let problems = TransitionConformance.problems(of: FlashTransition(), options: .init(operations: [.push]))
        #expect(Set(problems.map(\.kind)) == [.zOrderSurprise])
        #expect(problems.contains { $0.detail.contains("flash (alpha 1) still covers toView") })
    }

    @Test func aToViewLandingOutsideTheContainerIsNamed() {
        let problems = TransitionConformance.problems(of: ShortSlideTransition(), options: .init(operations: [.push]))
        let kinds = Set(problems.map(\.kind))
        #expect(kinds.contains(.outsideContainer))
        #expect(kinds.isSubset(of: [.outsideContainer, .toViewNotAtRest]))
    }

    /// Fact 5: on a card UIKit does not hand out the presenting screen's view; a controller that
    /// animates it anyway is named, in the card and sheet dismissals only (where it is the to-view).
    @Test func aControllerChangingTheViewUIKitDoesNotHandOutIsNamed() {
        let problems = TransitionConformance.problems(ofAnimationController: { TouchesThePresentersViewController() })
        #expect(Set(problems.map(\.kind)) == [.uikitRuleBroken])
        #expect(problems.allSatisfy { $0.scenario.hasPrefix("dismiss") && ($0.scenario.contains("· card") || $0.scenario.contains("· sheet")) })
        #expect(problems.contains { $0.detail.contains("toView, which UIKit does not hand out, was changed") })
    }

    /// The app adds an animation alongside once the transition is in flight, and UIKit asks the
    /// animation controller for its interruptible animator again: a new one breaks UIKit's rule,
    /// in the scripts that do it (those a gesture drives: the cancels, the interactive finish and
    /// the reverse; not the rapid restart, whose second gesture adds none).
    @Test func aNewAnimatorForAnAnimationAddedInFlightIsNamed() {
        let problems = TransitionConformance.problems(ofAnimationController: { NewAnimatorInFlightController() })
        #expect(Set(problems.map(\.kind)) == [.uikitRuleBroken])
        #expect(problems.contains { $0.detail.contains("returned a different animator") })
        let others = problems.filter {
            !($0.scenario.contains("· cancel at") || $0.scenario.hasSuffix("interactive finish") || $0.scenario.hasSuffix("reverse"))
        }
        #expect(others == [])
    }

    /// The resize mid-flight checks where the view that stays rests: a to-view that ends with the
    /// width it had before the resize and the height after is named, in that script only.
    @Test func aFrameHalfOldHalfNewAfterAResizeIsNamed() {
        let problems = TransitionConformance.problems(ofAnimationController: { CachesTheWidthController() })
        #expect(Set(problems.map(\.kind)) == [.toViewNotAtRest])
        #expect(problems.allSatisfy { $0.scenario.hasSuffix("resize mid-flight") })
        #expect(problems.contains { $0.detail.contains("(the container resized mid-flight)") })
    }

    /// A transition completed as finished after the interaction cancelled it: the outcome is
    /// wrong, and the coordinator had told the app's `notifyWhenInteractionChanges` handler the
    /// other one.
    @Test func aFinishAfterTheCoordinatorSaidCancelIsNamed() {
        let options = TransitionConformance.Options(operations: [.pop], devices: [.phone], cancelProgresses: [0.5], scripts: [])
        let problems = TransitionConformance.problems(ofAnimationController: { AlwaysFinishesController() }, options: options)
        #expect(problems.contains { $0.kind == .wrongOutcome && $0.detail.contains("the interaction cancelled, but the transition finished") })
        #expect(problems.contains {
            $0.kind == .wrongOutcome && $0.detail.contains("told the app it cancels (notifyWhenInteractionChanges), but the transition finished")
        })
    }

    // MARK: Options

    /// Cards and sheets only for presentations and dismissals; fewer options, fewer scenarios.
    @Test func optionsChooseTheScenarios() {
        let options = TransitionConformance.Options(
            operations: [.push, .present], layoutDirections: [.rightToLeft], reduceMotion: [false], devices: [.pad],
            cancelProgresses: [0.5], scripts: [.runToEnd])
        let problems = TransitionConformance.problems(ofAnimationController: { NeverCompletesController() }, options: options)
        let scenarios = Set(problems.map(\.scenario))
        #expect(scenarios == [
            "push · right-to-left · iPad · full screen · run to end",
            "push · right-to-left · iPad · full screen · cancel at 0.5",
            "present · right-to-left · iPad · full screen · run to end",
            "present · right-to-left · iPad · full screen · cancel at 0.5",
            "present · right-to-left · iPad · card · run to end",
            "present · right-to-left · iPad · card · cancel at 0.5",
            "present · right-to-left · iPad · sheet · run to end",
            "present · right-to-left · iPad · sheet · cancel at 0.5",
        ])
    }
}
