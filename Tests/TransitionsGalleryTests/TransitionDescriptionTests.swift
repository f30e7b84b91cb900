import Foundation
import Testing
import Transitions
@testable import TransitionsGallery

@Suite("Transition description")
struct TransitionDescriptionTests {
    /// A transition the gallery knows nothing about.
    struct Custom: Transition {
        func plan(for context: TransitionContext) -> TransitionPlan {
            TransitionPlan(context: context, participants: [.fromView(in: context), .toView(in: context)], duration: 0.25)
        }
        var name: String { "Custom" }
    }

    @Test("the duration is the plan's, measured in the nominal container")
    func durations() {
        #expect(TransitionDescription.duration(of: ScaleTransition()) == 0.4)
        #expect(TransitionDescription.duration(of: SwingDropTransition(duration: 2)) == 2)
        #expect(TransitionDescription.duration(of: Custom()) == 0.25)
    }

    @Test("every built-in has its own summary and a duration plus at least one parameter of its own")
    func builtIns() {
        var summaries = Set<String>()
        for transition in BuiltInTransitions.all() {
            let summary = TransitionDescription.summary(of: transition)
            #expect(summary != transition.name, "\(transition.name) has no summary")
            summaries.insert(summary)
            let parameters = TransitionDescription.parameters(of: transition)
            #expect(parameters.first?.name == "duration")
            #expect(parameters.count >= 2, "\(transition.name) shows no parameter of its own")
            #expect(parameters.allSatisfy { !$0.value.isEmpty && !$0.value.contains("nan") })
        }
        #expect(summaries.count == BuiltInTransitions.all().count)
    }

    @Test("every physics built-in has its own summary and a finite duration of the operation it is about")
    func physics() {
        for transition in BuiltInTransitions.physics() {
            let summary = TransitionDescription.summary(of: transition)
            #expect(summary.hasPrefix("Physics: "), "\(transition.name) has no summary")
            let parameters = TransitionDescription.parameters(of: transition)
            #expect(parameters.first?.name == "duration")
            #expect(parameters.count >= 2, "\(transition.name) shows no parameter of its own")
            #expect(parameters.allSatisfy { !$0.value.contains("nan") && !$0.value.contains("inf") && $0.value != "— s" })
        }
        #expect(TransitionDescription.representativeOperation(of: DropTransition()) == .dismiss)
        #expect(TransitionDescription.representativeOperation(of: ThrowTransition()) == .dismiss)
        #expect(TransitionDescription.representativeOperation(of: SnapInTransition()) == .present)
        #expect(TransitionDescription.representativeOperation(of: ScaleTransition()) == .present)
    }

    @Test("a physics duration is the simulated plan's; the shatter's is a bound its plan keeps")
    func physicsDurations() {
        let drop = DropTransition()
        let measured = TransitionDescription.duration(of: drop, for: .dismiss)
        #expect(measured > 0 && measured <= drop.maximumDuration)
        #expect(TransitionDescription.parameters(of: drop).first == GalleryParameter("duration", GalleryParameter.seconds(measured)))
        #expect(TransitionDescription.parameters(of: ShatterTransition(duration: 2.5)).first == GalleryParameter("duration", "≤ 2.5 s"))
        for tiles in [1, 12, 40] {
            let shatter = ShatterTransition(tiles: tiles, duration: 0.9)
            #expect(TransitionDescription.duration(of: shatter, for: .dismiss) <= 0.9 + 1e-9)
        }
    }

    @Test("parameters read the transition's own values")
    func ownValues() {
        let slideUp = TransitionDescription.parameters(of: SlideUpTransition(dampingRatio: 0.5, initialVelocity: 2))
        #expect(slideUp.contains(GalleryParameter("damping ratio", "0.5")))
        #expect(slideUp.contains(GalleryParameter("initial velocity", "2")))
        let flip = TransitionDescription.parameters(of: FlipTransition(axis: .horizontal, eyeDistance: 750))
        #expect(flip.contains(GalleryParameter("axis", "horizontal")))
        #expect(flip.contains(GalleryParameter("eye distance", "750 pt")))
        let cover = TransitionDescription.parameters(of: CoverTransition.cover(from: .top))
        #expect(cover.contains(GalleryParameter("edge", "top")))
    }

    @Test("an unknown transition is described by its name and duration")
    func unknown() {
        #expect(TransitionDescription.summary(of: Custom()) == "Custom")
        #expect(TransitionDescription.parameters(of: Custom()) == [GalleryParameter("duration", "0.25 s")])
    }

    @Test("named curves use UIKit's names, others their control points")
    func curves() throws {
        #expect(TransitionDescription.describe(.easeInOut) == "ease in-out")
        #expect(TransitionDescription.describe(.linear) == "linear")
        #expect(TransitionDescription.describe(.systemDefault) == "default")
        let custom = try TimingCurve(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(TransitionDescription.describe(custom) == "cubic (0.2, 0) (0, 1)")
    }
}
