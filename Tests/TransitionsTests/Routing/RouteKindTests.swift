import Foundation
import Testing
@testable import Transitions

@Suite struct RouteKindTests {
    @Test(arguments: TransitionOperation.allCases)
    func anyReallyMeansEveryOperation(_ operation: TransitionOperation) {
        #expect(RouteKind.any.matches(operation))
    }

    @Test(arguments: TransitionOperation.allCases)
    func singleKindMatchesOnlyItsOperation(_ operation: TransitionOperation) {
        let kind = RouteKind(operation)
        for other in TransitionOperation.allCases {
            #expect(kind.matches(other) == (other == operation))
        }
    }

    @Test func familiesMatchTheirTwoOperations() {
        #expect(RouteKind.modal.operations == [.present, .dismiss])
        #expect(RouteKind.navigation.operations == [.push, .pop])
        #expect(RouteKind.tab.operations == [.tabForward, .tabBackward])
        let families: [RouteKind] = [.modal, .navigation, .tab]
        for operation in TransitionOperation.allCases {
            #expect(families.filter { $0.matches(operation) }.count == 1)
        }
    }

    @Test func namedKindsAreTheSingleOperations() {
        #expect(RouteKind.present == RouteKind(.present))
        #expect(RouteKind.dismiss == RouteKind(.dismiss))
        #expect(RouteKind.push == RouteKind(.push))
        #expect(RouteKind.pop == RouteKind(.pop))
        #expect(RouteKind.tabForward == RouteKind(.tabForward))
        #expect(RouteKind.tabBackward == RouteKind(.tabBackward))
    }

    @Test func narrowerKindsAreMoreSpecific() {
        #expect(RouteKind.push.specificity == 5)
        #expect(RouteKind.navigation.specificity == 4)
        #expect(RouteKind.any.specificity == 0)
        #expect(RouteKind([.push, .present, .tabForward]).specificity == 3)
    }

    @Test func emptyKindMatchesNothing() {
        let empty = RouteKind([])
        for operation in TransitionOperation.allCases {
            #expect(!empty.matches(operation))
        }
    }

    @Test func descriptions() {
        #expect(RouteKind.any.description == "any")
        #expect(RouteKind.modal.description == "modal")
        #expect(RouteKind.navigation.description == "navigation")
        #expect(RouteKind.tab.description == "tab")
        #expect(RouteKind.pop.description == "pop")
        #expect(RouteKind([.pop, .present]).description == "[present, pop]")
    }
}
