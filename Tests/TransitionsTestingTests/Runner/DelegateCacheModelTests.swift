import Foundation
import Testing
import Transitions
import TransitionsTesting

/// Defect 3: the router answered `responds(to:)` for messages it did not implement while the
/// previous delegate lived; UIKit cached the answer, and once that delegate was deallocated it sent
/// the message to a router with no method for it: "unrecognized selector". Driven through the
/// model of UIKit's delegate cache with the router's real decisions (``DelegateForwarding``).
@Suite struct DelegateCacheModelTests {
    /// A previous delegate that answers every optional message of its role.
    @Test(arguments: [DelegateRole.navigation, .tabBar])
    func aDeallocatedPreviousDelegateNeverCrashesTheApp(role: DelegateRole) {
        var previousIsAlive = true
        // The router is set as the delegate while the previous delegate lives.
        let cache = DelegateCacheModel(role: role) { selector in
            DelegateForwarding.responds(to: selector) { $0 == role && previousIsAlive }
        }
        #expect(cache.answered.count == DelegateForwarding.messages.filter { $0.role == role }.count)
        previousIsAlive = false
        for selector in cache.answered {
            let delivery = cache.send(selector, implemented: DelegateForwarding.routerImplements)
            #expect(delivery == .delivered, "\(selector)")
        }
    }

    /// Without a previous delegate the router does not claim the messages it only passes on, so
    /// UIKit keeps its own behaviour (its own orientation logic, its own presentation controller).
    @Test(arguments: [DelegateRole.navigation, .tabBar])
    func withoutAPreviousDelegateUIKitKeepsItsOwnBehaviour(role: DelegateRole) {
        let cache = DelegateCacheModel(role: role) { selector in DelegateForwarding.responds(to: selector) { _ in false } }
        let trampolines = DelegateForwarding.messages.filter { $0.role == role && $0.disposition == .trampoline }
        for message in trampolines {
            #expect(cache.send(message.selector, implemented: DelegateForwarding.routerImplements) == .notSent)
        }
    }

    @Test func theModelReportsAMessageNobodyImplements() {
        let cache = DelegateCacheModel(role: .tabBar) { _ in true }
        #expect(cache.send("tabBarController:didSelectViewController:", implemented: { _ in false }) == .unrecognizedSelector)
        #expect(cache.send("tabBarController:didSelectViewController:", implemented: { _ in false }, forwarded: { _ in true }) == .delivered)
        #expect(cache.send("notAMessage:", implemented: { _ in false }) == .notSent)
    }
}
