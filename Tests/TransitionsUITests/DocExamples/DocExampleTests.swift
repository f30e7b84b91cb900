import Foundation
import Testing

/// The testing example of docs/swiftui.md runs in CI: `TestingYourFlowsTests.swift` holds the
/// document's block word for word, between its markers, and this test fails when they differ.
@Suite struct DocExampleTests {
    @Test func theTestingExampleIsTheDocumentsBlock() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/swiftui.md"), encoding: .utf8)
        let test = try String(contentsOf: here.deletingLastPathComponent().appendingPathComponent("TestingYourFlowsTests.swift"), encoding: .utf8)
        let marker = "<!-- runs as a test: Tests/TransitionsUITests/DocExamples/TestingYourFlowsTests.swift -->\n```swift\n"
        let start = try #require(doc.range(of: marker))
        let end = try #require(doc.range(of: "```\n", range: start.upperBound..<doc.endIndex))
        let block = String(doc[start.upperBound..<end.lowerBound])
        let begin = try #require(test.range(of: "// BEGIN docs/swiftui.md\n"))
        let finish = try #require(test.range(of: "// END docs/swiftui.md\n"))
        let copy = String(test[begin.upperBound..<finish.lowerBound])
        #expect(copy == block, "docs/swiftui.md's testing example and TestingYourFlowsTests.swift differ")
        #expect(block.contains("@Test"))
    }
}
