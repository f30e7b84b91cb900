import Foundation
import Testing
import Transitions
@testable import Interactive

@Suite struct VerticalSwipeDirectionTests {
    @Test func mapsToVerticalPans() {
        #expect(VerticalSwipeDirection.down.gesture == .pan(.down))
        #expect(VerticalSwipeDirection.up.gesture == .pan(.up))
        #expect(!VerticalSwipeDirection.down.gesture.shouldBegin(velocity: CGPoint(x: 0, y: -200), layoutDirection: .leftToRight))
    }
}
