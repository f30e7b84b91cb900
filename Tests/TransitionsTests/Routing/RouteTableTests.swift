import Foundation
import Testing
@testable import Transitions

/// The shape of a rule in the exhaustive precedence tests: how broad its kind is and which sides
/// it constrains. Scores are written here independently of `RouteRule.rank`, from the documented
/// precedence: both sides > one side > kind-only, then one operation > family > any, then later.
struct RuleShape: CustomStringConvertible, Sendable {
    enum Breadth: CaseIterable, Sendable { case operation, family, any }
    enum Sides: CaseIterable, Sendable { case none, fromOnly, toOnly, both, pair }

    let breadth: Breadth
    let sides: Sides

    static let all: [RuleShape] = Breadth.allCases.flatMap { breadth in Sides.allCases.map { RuleShape(breadth: breadth, sides: $0) } }

    var sideScore: Int {
        switch sides {
        case .none: 0
        case .fromOnly, .toOnly: 1
        case .both, .pair: 2
        }
    }

    var breadthScore: Int {
        switch breadth {
        case .operation: 2
        case .family: 1
        case .any: 0
        }
    }

    func kind(for operation: TransitionOperation) -> RouteKind {
        switch breadth {
        case .operation: RouteKind(operation)
        case .family: operation.family
        case .any: .any
        }
    }

    /// Adds the rule, matching a transition from a `ListScreen` to a `DetailScreen`.
    @MainActor
    func add(to table: inout RouteTable<Screen>, for operation: TransitionOperation, tag: String) {
        let kind = kind(for: operation)
        let transition = TaggedTransition(tag: tag)
        switch sides {
        case .none: table.add(kind, transition: transition)
        case .fromOnly: table.add(kind, from: .type(ListScreen.self), transition: transition)
        case .toOnly: table.add(kind, to: .type(DetailScreen.self), transition: transition)
        case .both: table.add(kind, from: .type(ListScreen.self), to: .type(DetailScreen.self), transition: transition)
        case .pair: table.add(kind, where: { $0 is ListScreen && $1 is DetailScreen }, transition: transition)
        }
    }

    var description: String { "\(breadth)/\(sides)" }
}

@Suite @MainActor struct RouteTableTests {
    let list = ListScreen()
    let detail = DetailScreen()

    // MARK: Exhaustive precedence

    /// Every operation × every ordered pair of rule shapes (15 × 15): the documented winner.
    @Test(arguments: TransitionOperation.allCases)
    func mostSpecificThenLatestWins(_ operation: TransitionOperation) throws {
        for first in RuleShape.all {
            for second in RuleShape.all {
                var table = RouteTable<Screen>()
                first.add(to: &table, for: operation, tag: "first")
                second.add(to: &table, for: operation, tag: "second")
                let firstKey = [first.sideScore, first.breadthScore]
                let secondKey = [second.sideScore, second.breadthScore]
                let expected = firstKey.lexicographicallyPrecedes(secondKey) || firstKey == secondKey ? "second" : "first"
                let route = try #require(table.route(for: operation, from: list, to: detail))
                #expect(route.tag == expected, "\(operation): \(first) then \(second)")
            }
        }
    }

    /// A rule for one operation never answers another, whatever its sides; a family rule answers
    /// exactly its two operations; `.any` answers all six.
    @Test(arguments: TransitionOperation.allCases)
    func kindsMatchOnlyTheirOperations(_ ruleOperation: TransitionOperation) {
        for shape in RuleShape.all {
            var table = RouteTable<Screen>()
            shape.add(to: &table, for: ruleOperation, tag: "rule")
            for operation in TransitionOperation.allCases {
                let expected = shape.kind(for: ruleOperation).matches(operation)
                let answered = table.route(for: operation, from: list, to: detail) != nil
                #expect(answered == expected, "\(shape) for \(ruleOperation) asked for \(operation)")
                switch shape.breadth {
                case .operation: #expect(expected == (operation == ruleOperation))
                case .family: #expect(expected == (operation.family == ruleOperation.family))
                case .any: #expect(expected)
                }
            }
        }
    }

    /// A specific rule whose endpoints do not match falls back to the next most specific rule.
    @Test(arguments: TransitionOperation.allCases)
    func mismatchedEndpointsFallBack(_ operation: TransitionOperation) throws {
        var table = RouteTable<Screen>()
        table.add(.any, transition: TaggedTransition(tag: "general"))
        table.add(RouteKind(operation), from: .type(DetailScreen.self), to: .type(ListScreen.self), transition: TaggedTransition(tag: "reverse"))
        table.add(RouteKind(operation), where: { _, _ in false }, transition: TaggedTransition(tag: "never"))
        table.add(RouteKind(operation), from: .type(ListScreen.self), transition: TaggedTransition(tag: "from list"))
        #expect(try #require(table.route(for: operation, from: list, to: detail)).tag == "from list")
        #expect(try #require(table.route(for: operation, from: detail, to: list)).tag == "reverse")
        #expect(try #require(table.route(for: operation, from: detail, to: detail)).tag == "general")
    }

    @Test func latestOfManyEqualRulesWins() throws {
        var table = RouteTable<Screen>()
        for index in 0..<10 {
            table.add(.push, to: .type(DetailScreen.self), transition: TaggedTransition(tag: "\(index)"))
        }
        #expect(try #require(table.route(for: .push, from: list, to: detail)).tag == "9")
        #expect(table.rules.map(\.order) == Array(0..<10))
    }

    @Test func emptyTableAnswersNothing() {
        let table = RouteTable<Screen>()
        for operation in TransitionOperation.allCases {
            #expect(table.route(for: operation, from: list, to: detail) == nil)
            #expect(table.rule(for: operation, from: list, to: detail) == nil)
        }
    }

    @Test func unknownEndpointsMatchOnlyAnySides() throws {
        var table = RouteTable<Screen>()
        table.add(.dismiss, transition: TaggedTransition(tag: "kind only"))
        table.add(.dismiss, from: .type(DetailScreen.self), transition: TaggedTransition(tag: "from detail"))
        table.add(.dismiss, to: .type(ListScreen.self), transition: TaggedTransition(tag: "to list"))
        table.add(.dismiss, where: { _, _ in true }, transition: TaggedTransition(tag: "pair"))
        #expect(try #require(table.route(for: .dismiss, from: detail, to: nil)).tag == "from detail")
        #expect(try #require(table.route(for: .dismiss, from: nil, to: list)).tag == "to list")
        #expect(try #require(table.route(for: .dismiss, from: nil, to: nil)).tag == "kind only")
        #expect(try #require(table.route(for: .dismiss, from: detail, to: list)).tag == "pair")
    }

    // MARK: Defaults

    @Test(arguments: TransitionOperation.allCases)
    func defaultsApplyOnlyWhenNoRuleMatches(_ operation: TransitionOperation) throws {
        var table = RouteTable<Screen>()
        table.setDefault(TaggedTransition(tag: "default"), for: RouteKind(operation))
        #expect(try #require(table.route(for: operation, from: list, to: detail)).tag == "default")
        // Even the broadest ordinary rule beats the narrowest default.
        table.add(.any, transition: TaggedTransition(tag: "rule"))
        #expect(try #require(table.route(for: operation, from: list, to: detail)).tag == "rule")
    }

    @Test(arguments: TransitionOperation.allCases)
    func narrowerDefaultWinsWhateverTheOrder(_ operation: TransitionOperation) throws {
        var forwards = RouteTable<Screen>()
        forwards.setDefault(TaggedTransition(tag: "operation"), for: RouteKind(operation))
        forwards.setDefault(TaggedTransition(tag: "family"), for: operation.family)
        forwards.setDefault(TaggedTransition(tag: "any"))
        var backwards = RouteTable<Screen>()
        backwards.setDefault(TaggedTransition(tag: "any"))
        backwards.setDefault(TaggedTransition(tag: "family"), for: operation.family)
        backwards.setDefault(TaggedTransition(tag: "operation"), for: RouteKind(operation))
        for table in [forwards, backwards] {
            #expect(try #require(table.route(for: operation, from: list, to: detail)).tag == "operation")
            #expect(try #require(table.route(for: operation, from: nil, to: nil)).tag == "operation")
        }
        var onlyFamily = RouteTable<Screen>()
        onlyFamily.setDefault(TaggedTransition(tag: "any"))
        onlyFamily.setDefault(TaggedTransition(tag: "family"), for: operation.family)
        #expect(try #require(onlyFamily.route(for: operation, from: list, to: detail)).tag == "family")
    }

    @Test func setDefaultReplacesTheDefaultOfTheSameKind() throws {
        var table = RouteTable<Screen>()
        table.setDefault(TaggedTransition(tag: "old"), for: .tab)
        table.setDefault(TaggedTransition(tag: "any"))
        table.setDefault(TaggedTransition(tag: "new"), for: .tab)
        #expect(table.rules.filter(\.isDefault).count == 2)
        #expect(try #require(table.route(for: .tabForward, from: list, to: detail)).tag == "new")
        #expect(try #require(table.route(for: .push, from: list, to: detail)).tag == "any")
    }

    // MARK: Removal

    @Test func removingRulesOfAKind() throws {
        var table = RouteTable<Screen>()
        table.add(.push, transition: TaggedTransition(tag: "push"))
        table.setDefault(TaggedTransition(tag: "push default"), for: .push)
        table.add(.navigation, transition: TaggedTransition(tag: "navigation"))
        table.removeRules(for: .push)
        #expect(table.rules.count == 1)
        #expect(try #require(table.route(for: .push, from: list, to: detail)).tag == "navigation")
        table.removeAll()
        #expect(table.rules.isEmpty)
        #expect(table.route(for: .push, from: list, to: detail) == nil)
    }

    @Test func orderKeepsGrowingAfterRemoval() throws {
        var table = RouteTable<Screen>()
        table.add(.pop, transition: TaggedTransition(tag: "a"))
        table.removeAll()
        table.add(.pop, transition: TaggedTransition(tag: "b"))
        table.add(.pop, transition: TaggedTransition(tag: "c"))
        #expect(table.rules.map(\.order) == [1, 2])
        #expect(try #require(table.route(for: .pop, from: list, to: detail)).tag == "c")
    }

    // MARK: Interaction

    @Test(arguments: TransitionOperation.allCases)
    func interactionHandedOutOnlyWhileActive(_ operation: TransitionOperation) {
        let interaction = FakeInteraction()
        var table = RouteTable<Screen>()
        table.add(RouteKind(operation), transition: TaggedTransition(tag: "interactive"), interaction: interaction)
        #expect(table.route(for: operation, from: list, to: detail)?.interaction === interaction)
        #expect(table.activeInteraction(for: operation, from: list, to: detail) == nil)
        interaction.isInteractionInProgress = true
        #expect(table.activeInteraction(for: operation, from: list, to: detail) === interaction)
        for other in TransitionOperation.allCases where other != operation {
            #expect(table.activeInteraction(for: other, from: list, to: detail) == nil)
        }
        interaction.isInteractionInProgress = false
        #expect(table.activeInteraction(for: operation, from: list, to: detail) == nil)
    }

    @Test func interactionBelongsToTheWinningRuleOnly() {
        let general = FakeInteraction()
        general.isInteractionInProgress = true
        var table = RouteTable<Screen>()
        table.add(.pop, transition: TaggedTransition(tag: "general"), interaction: general)
        table.add(.pop, from: .type(DetailScreen.self), transition: TaggedTransition(tag: "specific"))
        // The specific rule wins and has no interaction: nothing is handed out, even though the
        // general rule's gesture is active.
        #expect(table.activeInteraction(for: .pop, from: detail, to: list) == nil)
        #expect(table.activeInteraction(for: .pop, from: list, to: detail) === general)
    }

    // MARK: Routes only for gestures

    /// "Taps cross-fade, pans slide": the gesture rule plays only while its pan drives the pop,
    /// whichever rule was added first.
    @Test(arguments: [false, true])
    func tapsFallThroughAGestureOnlyRule(gestureRuleFirst: Bool) throws {
        let pan = FakeInteraction()
        var table = RouteTable<Screen>()
        let addTaps = { (table: inout RouteTable<Screen>) in table.add(.pop, transition: TaggedTransition(tag: "taps")) }
        let addPans = { (table: inout RouteTable<Screen>) in
            table.add(.pop, transition: TaggedTransition(tag: "pans"), interactions: [pan], onlyWhenInteractive: true)
        }
        if gestureRuleFirst { addPans(&table); addTaps(&table) } else { addTaps(&table); addPans(&table) }
        #expect(table.route(for: .pop, from: detail, to: list)?.tag == "taps")
        #expect(table.activeInteraction(for: .pop, from: detail, to: list) == nil)
        pan.isInteractionInProgress = true
        #expect(table.route(for: .pop, from: detail, to: list)?.tag == "pans")
        #expect(table.activeInteraction(for: .pop, from: detail, to: list) === pan)
        pan.isInteractionInProgress = false
        #expect(table.route(for: .pop, from: detail, to: list)?.tag == "taps")
    }

    /// A gesture-only rule outranks a more specific ordinary rule while it applies, and with no
    /// other rule a tap gets UIKit's own transition.
    @Test func aGestureOnlyRuleOutranksOrdinaryRulesWhileItApplies() {
        let pinch = FakeInteraction()
        var table = RouteTable<Screen>()
        table.add(.pop, from: .type(DetailScreen.self), to: .type(ListScreen.self), transition: TaggedTransition(tag: "specific"))
        table.add(.navigation, transition: TaggedTransition(tag: "pinch"), interactions: [pinch], onlyWhenInteractive: true)
        #expect(table.route(for: .pop, from: detail, to: list)?.tag == "specific")
        #expect(table.route(for: .pop, from: list, to: detail) == nil)
        pinch.isInteractionInProgress = true
        #expect(table.route(for: .pop, from: detail, to: list)?.tag == "pinch")
        // A default never outranks an ordinary rule, gesture or not.
        table.setDefault(TaggedTransition(tag: "default"), for: .pop)
        #expect(table.route(for: .pop, from: list, to: detail)?.tag == "pinch")
    }

    @Test func severalInteractionsOnOneRoute() {
        let pinch = FakeInteraction()
        let edge = FakeInteraction()
        var table = RouteTable<Screen>()
        table.add(.pop, transition: TaggedTransition(tag: "back"), interactions: [pinch, edge])
        #expect(table.activeInteraction(for: .pop, from: detail, to: list) == nil)
        edge.isInteractionInProgress = true
        #expect(table.activeInteraction(for: .pop, from: detail, to: list) === edge)
    }

    /// The gestures to wire to a screen: the winning ordinary rule's and every gesture-only rule's,
    /// whatever is in progress; not a losing ordinary rule's.
    @Test func interactionsToAttachToTheScreenAPopLeaves() {
        let general = FakeInteraction(), specific = FakeInteraction(), pinch = FakeInteraction(), pan = FakeInteraction()
        var table = RouteTable<Screen>()
        table.add(.pop, transition: TaggedTransition(tag: "general"), interaction: general)
        table.add(.pop, from: .type(DetailScreen.self), transition: TaggedTransition(tag: "specific"), interactions: [specific, pinch])
        table.add(.pop, transition: TaggedTransition(tag: "gestures"), interactions: [pinch, pan], onlyWhenInteractive: true)
        table.add(.push, transition: TaggedTransition(tag: "push"), interactions: [FakeInteraction()])
        let fromDetail = table.interactionsToAttach(for: .pop, from: detail, to: list)
        #expect(fromDetail.map(ObjectIdentifier.init) == [specific, pinch, pan].map(ObjectIdentifier.init))
        let fromList = table.interactionsToAttach(for: .pop, from: list, to: detail)
        #expect(fromList.map(ObjectIdentifier.init) == [general, pinch, pan].map(ObjectIdentifier.init))
        #expect(RouteTable<Screen>().interactionsToAttach(for: .pop, from: detail, to: list).isEmpty)
    }

    @Test func removingRulesByAPredicate() {
        var table = RouteTable<Screen>()
        table.add(.pop, transition: TaggedTransition(tag: "a"))
        table.add(.push, transition: TaggedTransition(tag: "b"))
        table.setDefault(TaggedTransition(tag: "c"), for: .navigation)
        table.removeRules { ($0.route.transition as? TaggedTransition)?.tag == "b" || $0.isDefault }
        #expect(table.rules.map(\.route.tag) == ["a"])
    }

    // MARK: Property

    /// Random tables of up to 12 random rules (kinds, sides, matching or not, defaults, rules only
    /// for a gesture in progress or not) against a brute-force oracle written from the documented
    /// precedence.
    @Test func randomTablesAgreeWithTheOracle() {
        var rng = SplitMix64(seed: 0x5EED_0F_7AB1E)
        let endpoints: [Screen?] = [ListScreen(), DetailScreen(), SettingsScreen(), nil]
        for _ in 0..<400 {
            var table = RouteTable<Screen>()
            var oracle: [(tag: String, isDefault: Bool, kind: RouteKind, from: Screen.Type?, to: Screen.Type?, pair: Bool, gesture: FakeInteraction?)] = []
            let count = Int.random(in: 0...12, using: &rng)
            for index in 0..<count {
                let kinds: [RouteKind] = TransitionOperation.allCases.map { RouteKind($0) } + [.modal, .navigation, .tab, .any]
                let kind = kinds.randomElement(using: &rng) ?? .any
                let types: [Screen.Type?] = [nil, ListScreen.self, DetailScreen.self, SettingsScreen.self]
                let tag = "r\(index)"
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    table.setDefault(TaggedTransition(tag: tag), for: kind)
                    oracle.removeAll { $0.isDefault && $0.kind == kind }
                    oracle.append((tag, true, kind, nil, nil, false, nil))
                case 1:
                    table.add(kind, where: { $0 is ListScreen && !($1 is ListScreen) }, transition: TaggedTransition(tag: tag))
                    oracle.append((tag, false, kind, nil, nil, true, nil))
                case 2:
                    // A rule only for its gesture, in progress or not.
                    let gesture = FakeInteraction()
                    gesture.isInteractionInProgress = Bool.random(using: &rng)
                    let from = types.randomElement(using: &rng) ?? nil
                    table.add(kind, from: matcher(from), transition: TaggedTransition(tag: tag), interactions: [gesture], onlyWhenInteractive: true)
                    oracle.append((tag, false, kind, from, nil, false, gesture))
                default:
                    let from = types.randomElement(using: &rng) ?? nil
                    let to = types.randomElement(using: &rng) ?? nil
                    table.add(kind, from: matcher(from), to: matcher(to), transition: TaggedTransition(tag: tag))
                    oracle.append((tag, false, kind, from, to, false, nil))
                }
            }
            for operation in TransitionOperation.allCases {
                let from = endpoints.randomElement(using: &rng) ?? nil
                let to = endpoints.randomElement(using: &rng) ?? nil
                func sideMatches(_ type: Screen.Type?, _ endpoint: Screen?) -> Bool {
                    guard let type else { return true }
                    guard let endpoint else { return false }
                    return Swift.type(of: endpoint) == type
                }
                var best: (key: [Int], tag: String)?
                for (position, rule) in oracle.enumerated() {
                    guard rule.kind.matches(operation) else { continue }
                    if let gesture = rule.gesture, !gesture.isInteractionInProgress { continue }
                    if rule.pair {
                        guard let from, let to, from is ListScreen, !(to is ListScreen) else { continue }
                    } else {
                        guard sideMatches(rule.from, from), sideMatches(rule.to, to) else { continue }
                    }
                    let sides = rule.pair ? 2 : (rule.from == nil ? 0 : 1) + (rule.to == nil ? 0 : 1)
                    let breadth = 6 - rule.kind.operations.count
                    let key = [rule.isDefault ? 0 : 1, rule.gesture == nil ? 0 : 1, sides, breadth, position]
                    if best == nil || best!.key.lexicographicallyPrecedes(key) { best = (key, rule.tag) }
                }
                #expect(table.route(for: operation, from: from, to: to)?.tag == best?.tag)
            }
        }
    }

    private func matcher(_ type: Screen.Type?) -> EndpointMatcher<Screen> {
        switch type {
        case nil: .any
        case is ListScreen.Type: .type(ListScreen.self)
        case is DetailScreen.Type: .type(DetailScreen.self)
        default: .type(SettingsScreen.self)
        }
    }
}

@Suite @MainActor struct RouteTableBuiltInSpellingTests {
    /// The spellings of the guide compile and route: built-ins by their leading-dot names.
    @Test func guideExamplesRoute() throws {
        var table = RouteTable<Screen>()
        table.add(.navigation, transition: .slide())
        table.add(.push, to: .type(DetailScreen.self), transition: .zoom(from: CGRect(x: 10, y: 10, width: 40, height: 40)))
        table.setDefault(.crossFade, for: .tab)
        table.add(.any, where: { _, to in to is SettingsScreen }, transition: .cover())
        #expect(try #require(table.route(for: .push, from: ListScreen(), to: DetailScreen())).transition is ZoomTransition)
        #expect(try #require(table.route(for: .pop, from: DetailScreen(), to: ListScreen())).transition is SlideTransition)
        #expect(try #require(table.route(for: .tabForward, from: ListScreen(), to: DetailScreen())).transition is CrossFadeTransition)
        #expect(try #require(table.route(for: .present, from: ListScreen(), to: SettingsScreen())).transition is CoverTransition)
        #expect(table.route(for: .present, from: ListScreen(), to: DetailScreen()) == nil)
    }
}
