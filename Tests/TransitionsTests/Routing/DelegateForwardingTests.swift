import Foundation
import Testing
@testable import Transitions

@Suite struct DelegateForwardingTests {
    /// Every optional method of the three protocols in the iOS 16.5 SDK headers (checked against
    /// UIViewControllerTransitioning.h, UINavigationController.h and UITabBarController.h).
    static let sdkSelectors: [DelegateRole: Set<String>] = [
        .transitioning: [
            "animationControllerForPresentedController:presentingController:sourceController:",
            "animationControllerForDismissedController:",
            "interactionControllerForPresentation:",
            "interactionControllerForDismissal:",
            "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
        ],
        .navigation: [
            "navigationController:willShowViewController:animated:",
            "navigationController:didShowViewController:animated:",
            "navigationControllerSupportedInterfaceOrientations:",
            "navigationControllerPreferredInterfaceOrientationForPresentation:",
            "navigationController:interactionControllerForAnimationController:",
            "navigationController:animationControllerForOperation:fromViewController:toViewController:",
        ],
        .tabBar: [
            "tabBarController:shouldSelectViewController:",
            "tabBarController:didSelectViewController:",
            "tabBarController:willBeginCustomizingViewControllers:",
            "tabBarController:willEndCustomizingViewControllers:changed:",
            "tabBarController:didEndCustomizingViewControllers:changed:",
            "tabBarControllerSupportedInterfaceOrientations:",
            "tabBarControllerPreferredInterfaceOrientationForPresentation:",
            "tabBarController:interactionControllerForAnimationController:",
            "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
        ],
    ]

    @Test(arguments: DelegateRole.allCases)
    func tableCoversEveryMethodOfEachProtocolOnce(_ role: DelegateRole) {
        let listed = DelegateForwarding.messages.filter { $0.role == role }.map(\.selector)
        #expect(Set(listed) == Self.sdkSelectors[role])
        #expect(Set(listed).count == listed.count)
    }

    /// The animation and interaction controller requests, and the presentation controller request
    /// (the router vends a card presentation controller when it presents as cards).
    @Test func routerAnswersExactlyTheAnimationInteractionAndPresentationRequests() {
        let answered = Set(DelegateForwarding.messages.filter { $0.disposition == .answers }.map(\.selector))
        let requests = Set(DelegateForwarding.messages.map(\.selector).filter {
            $0.contains("animationController") || $0.contains("interactionController") || $0.hasPrefix("presentationController")
        })
        #expect(answered == requests)
        #expect(answered.count == 9)
    }

    @Test func routerObservesWillShowDidShowAndShouldSelect() {
        let observed = Set(DelegateForwarding.messages.filter { $0.disposition == .observes }.map(\.selector))
        #expect(observed == [
            "navigationController:willShowViewController:animated:",
            "navigationController:didShowViewController:animated:",
            "tabBarController:shouldSelectViewController:",
        ])
    }

    @Test func everythingElseIsATrampolineWithASafeFallback() {
        let trampolines = DelegateForwarding.messages.filter { $0.disposition == .trampoline }
        #expect(trampolines.count == 8)
        let fallbacks = Dictionary(uniqueKeysWithValues: trampolines.map { ($0.selector, $0.fallback) })
        // The presentation controller is answered (a card, when the router presents as cards),
        // with UIKit's default presentation controller (nil) as the fallback.
        let presentation = DelegateForwarding.message("presentationControllerForPresentedViewController:presentingViewController:sourceViewController:")
        #expect(presentation?.disposition == .answers && presentation?.fallback == .noPresentationController)
        #expect(fallbacks["tabBarController:didSelectViewController:"] == .nothing)
        #expect(fallbacks["navigationControllerSupportedInterfaceOrientations:"] == .visibleControllerOrientations)
        #expect(fallbacks["tabBarControllerSupportedInterfaceOrientations:"] == .visibleControllerOrientations)
        #expect(fallbacks["navigationControllerPreferredInterfaceOrientationForPresentation:"] == .visibleControllerPreferredOrientation)
        #expect(fallbacks["tabBarControllerPreferredInterfaceOrientationForPresentation:"] == .visibleControllerPreferredOrientation)
    }

    @Test func theRouterImplementsEveryKnownMessage() {
        for message in DelegateForwarding.messages {
            #expect(DelegateForwarding.routerImplements(message.selector), "\(message.selector)")
        }
    }

    /// The UIKit router declares every trampoline with its exact Objective-C selector (the iOS
    /// build compiles it; this checks the names against the table on any platform, since the
    /// router's own debug check only runs in an app).
    @Test func theUIKitRouterDeclaresEveryTrampolineWithItsSelector() throws {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/Transitions/Routing/UIKit/TransitionRouter+Trampolines.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        let declared = Set(text.components(separatedBy: "@objc(").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) })
        let trampolines = Set(DelegateForwarding.messages.filter { $0.disposition == .trampoline }.map(\.selector))
        #expect(declared == trampolines)
    }

    /// For every known selector and every combination of previous delegates that respond: the
    /// messages the router answers or observes are always answered; a trampoline exactly while the
    /// previous delegate of its own role responds (so UIKit keeps its own behaviour otherwise).
    @Test func respondsForEveryCombination() {
        for message in DelegateForwarding.messages {
            for mask in 0..<8 {
                let responding = Set(DelegateRole.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
                let responds = DelegateForwarding.responds(to: message.selector) { responding.contains($0) }
                if message.disposition == .trampoline {
                    #expect(responds == responding.contains(message.role), "\(message.selector) with \(responding)")
                } else {
                    #expect(responds)
                }
            }
        }
    }

    /// Methods a later iOS added (iOS 17/18) are not forwarded: once the previous delegate is
    /// gone nothing could answer them.
    @Test func unknownSelectorsAreNotForwarded() {
        for selector in ["tabBarController:shouldSelectTab:", "navigationController:somethingNew:", "customMessage:"] {
            #expect(DelegateForwarding.message(selector) == nil)
            #expect(!DelegateForwarding.responds(to: selector) { _ in true })
            #expect(!DelegateForwarding.routerImplements(selector))
        }
    }

    @Test func lookupOfKnownMessages() throws {
        let message = try #require(DelegateForwarding.message("tabBarController:shouldSelectViewController:"))
        #expect(message.role == .tabBar)
        #expect(message.disposition == .observes)
        #expect(DelegateForwarding.message("nope:") == nil)
    }
}

@Suite struct DelegateChainTests {
    final class Delegate {
        var previous: Delegate?
    }

    func reaches(_ start: Delegate?, _ target: Delegate, limit: Int = 64) -> Bool {
        DelegateForwarding.chain(from: start, reaches: target, limit: limit) { ($0 as? Delegate)?.previous }
    }

    @Test func anEmptyOrUnrelatedChainIsSafeToAdopt() {
        let router = Delegate()
        #expect(reaches(nil, router) == false)
        let app = Delegate()
        let other = Delegate()
        other.previous = app
        #expect(reaches(other, router) == false)
    }

    /// Router A, then B over it, then A again: B forwards to A, so A must not adopt B.
    @Test func aChainLeadingBackToTheRouterIsRefused() {
        let a = Delegate()
        let b = Delegate()
        b.previous = a
        #expect(reaches(b, a) == true)
        #expect(reaches(a, a) == true)
        let c = Delegate()
        c.previous = b
        #expect(reaches(c, a) == true)
    }

    @Test func aLoopingOrOverlongChainCountsAsReaching() {
        let router = Delegate()
        let x = Delegate()
        let y = Delegate()
        x.previous = y
        y.previous = x
        #expect(reaches(x, router) == true)
        var chain: [Delegate] = [Delegate()]
        for _ in 0..<10 {
            let next = Delegate()
            next.previous = chain.last
            chain.append(next)
        }
        #expect(reaches(chain.last, router, limit: 5) == true)
        #expect(reaches(chain.last, router, limit: 64) == false)
        #expect(reaches(chain.last, router, limit: 0) == true)
    }
}
