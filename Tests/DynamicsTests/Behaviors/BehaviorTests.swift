import Foundation
import Testing
@testable import Dynamics

@Suite struct BehaviorTests {
    @Test func compositeBehavioursBringTheirChildren() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let parent = Behavior()
        let gravity = GravityBehavior(items: [item])
        parent.addChildBehavior(gravity)
        var actions = 0
        parent.action = { actions += 1 }
        animator.addBehavior(parent)
        #expect(gravity.dynamicAnimator === animator)
        animator.run(steps: 12)
        #expect(actions == 12)
        #expect(try #require(animator.state(of: item)).center.y > 200)
        parent.removeChildBehavior(gravity)
        #expect(gravity.dynamicAnimator == nil)
        let v = try #require(animator.state(of: item)).velocity
        animator.run(steps: 12)
        #expect(try #require(animator.state(of: item)).velocity == v)
    }

    @Test func cyclesAndDoubleParentsAreRefused() {
        let a = Behavior(), b = Behavior(), c = Behavior()
        a.addChildBehavior(b)
        b.addChildBehavior(a)
        b.addChildBehavior(b)
        c.addChildBehavior(b)
        #expect(a.childBehaviors.count == 1 && b.childBehaviors.isEmpty && c.childBehaviors.isEmpty)
    }

    @Test func aBehaviourCannotJoinTwoAnimators() throws {
        let first = DynamicAnimator(), second = DynamicAnimator()
        let gravity = GravityBehavior()
        first.addBehavior(gravity)
        second.addBehavior(gravity)
        #expect(second.behaviors.isEmpty)
        #expect(gravity.dynamicAnimator === first)
    }

    @Test func childrenAddedLaterTakePart() throws {
        let (animator, item, _) = try singleItemScene(bounds: nil)
        let parent = Behavior()
        animator.addBehavior(parent)
        parent.addChildBehavior(GravityBehavior(items: [item]))
        animator.run(steps: 10)
        #expect(try #require(animator.state(of: item)).center.y > 200)
    }

    @Test func itemListsDropDuplicates() {
        let item = DynamicItem(index: 1, generation: 0)
        let g = GravityBehavior(items: [item, item])
        g.addItem(item)
        #expect(g.items == [item])
        g.removeItem(item)
        #expect(g.items.isEmpty)
    }
}
