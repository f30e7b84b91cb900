import Testing
import TransitionsUI

@Suite struct DestinationContentTests {
    struct Empty {}
    struct Screen {}

    @Test func nothingIsNilOrAnEmptyType() {
        #expect(DestinationContent.isNothing(Optional<Screen>.none as Any))
        #expect(DestinationContent.isNothing(Optional<Optional<Screen>>.some(nil) as Any))
        #expect(!DestinationContent.isNothing(Optional(Screen()) as Any))
        #expect(!DestinationContent.isNothing(Screen()))
        #expect(DestinationContent.isNothing(Empty(), emptyTypes: [Empty.self]))
        #expect(DestinationContent.isNothing(Optional(Empty()) as Any, emptyTypes: [Empty.self]))
        #expect(!DestinationContent.isNothing(Screen(), emptyTypes: [Empty.self]))
    }
}
