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

    @Test func everythingElseIsForwardedUntouched() {
        let forwarded = Set(DelegateForwarding.messages.filter { $0.disposition == .forwards }.map(\.selector))
        #expect(forwarded.count == 8)
        #expect(forwarded.contains("tabBarController:didSelectViewController:"))
        #expect(forwarded.contains("navigationControllerSupportedInterfaceOrientations:"))
        for selector in forwarded {
            #expect(!DelegateForwarding.routerImplements(selector))
        }
    }

    /// For every known selector and every combination of previous delegates that respond:
    /// implemented messages always stay with the router; forwarded ones go to the previous
    /// delegate of their own role, and only when it responds.
    @Test func respondsAndForwardingTargetForEveryCombination() {
        for message in DelegateForwarding.messages {
            for mask in 0..<8 {
                let responding = Set(DelegateRole.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
                let previousResponds: (DelegateRole) -> Bool = { responding.contains($0) }
                let target = DelegateForwarding.forwardingRole(for: message.selector, previousResponds: previousResponds)
                let responds = DelegateForwarding.responds(to: message.selector, previousResponds: previousResponds)
                if message.disposition == .forwards {
                    let expected: DelegateRole? = responding.contains(message.role) ? message.role : nil
                    #expect(target == expected, "\(message.selector) with \(responding)")
                    #expect(responds == responding.contains(message.role))
                } else {
                    #expect(target == nil)
                    #expect(responds)
                }
            }
        }
    }

    @Test func unknownSelectorsGoToTheRoleTheirNameSuggests() {
        // Methods a later iOS added (iOS 17/18) are forwarded to the matching previous delegate.
        #expect(DelegateForwarding.role(of: "tabBarController:shouldSelectTab:") == .tabBar)
        #expect(DelegateForwarding.role(of: "navigationController:somethingNew:") == .navigation)
        #expect(DelegateForwarding.role(of: "presentationControllerForSomething:") == .transitioning)
        #expect(DelegateForwarding.disposition(of: "tabBarController:shouldSelectTab:") == .forwards)
        #expect(DelegateForwarding.forwardingRole(for: "tabBarController:shouldSelectTab:") { $0 == .tabBar } == .tabBar)
        #expect(DelegateForwarding.forwardingRole(for: "tabBarController:shouldSelectTab:") { $0 == .navigation } == nil)
    }

    @Test func selectorsOfNoKnownRoleTryEachPreviousDelegateInOrder() {
        #expect(DelegateForwarding.role(of: "customMessage:") == nil)
        #expect(DelegateForwarding.forwardingRole(for: "customMessage:") { _ in true } == .navigation)
        #expect(DelegateForwarding.forwardingRole(for: "customMessage:") { $0 != .navigation } == .tabBar)
        #expect(DelegateForwarding.forwardingRole(for: "customMessage:") { $0 == .transitioning } == .transitioning)
        #expect(DelegateForwarding.forwardingRole(for: "customMessage:") { _ in false } == nil)
        #expect(!DelegateForwarding.responds(to: "customMessage:") { _ in false })
        #expect(DelegateForwarding.responds(to: "customMessage:") { $0 == .tabBar })
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
