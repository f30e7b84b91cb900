import Foundation
import Testing

/// The gallery app package (Showcase/GalleryApp.swiftpm), which only Apple's tools build: what it
/// promises is checked here from its files.
@Suite struct GalleryAppPackageTests {
    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Showcase/GalleryApp.swiftpm")

    /// Defect 8: without `CADisableMinimumFrameDurationOnPhone`, iPhones cap display links at
    /// 60 Hz whatever `DisplayLinkClock` asks for.
    @Test func theAppAsksForProMotionFrameRates() throws {
        let data = try Data(contentsOf: Self.package.appendingPathComponent("AdditionalInfo.plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(plist["CADisableMinimumFrameDurationOnPhone"] as? Bool == true)
        let manifest = try String(contentsOf: Self.package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"additionalInfoPlistContentFilePath: "AdditionalInfo.plist""#))
        #expect(manifest.contains(#"exclude: ["AdditionalInfo.plist"]"#))
    }

    /// Defect 10: the package depends on the repository by relative path, so it does not claim
    /// Swift Playgrounds opens it.
    @Test func theAppDoesNotClaimSwiftPlaygrounds() throws {
        let manifest = try String(contentsOf: Self.package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(name: "Transitions", path: "../..")"#))
        #expect(manifest.contains("which is why Swift Playgrounds\n// cannot open it"))
        let readme = try String(contentsOf: Self.package.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("Swift Playgrounds on iPad opens it"))
    }
}
