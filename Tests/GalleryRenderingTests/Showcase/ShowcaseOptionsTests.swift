import GalleryRendering
import Testing
@testable import GalleryShowcase

@Suite struct ShowcaseOptionsTests {
    @Test func defaults() throws {
        let options = try ShowcaseOptions.parse([])
        #expect(options.outputDirectory == "gallery")
        #expect(options.readmeImagesDirectory == nil)
        #expect(options.scale == 0.5)
        #expect(options.framesPerSecond == 30)
        #expect(options.jobs == GalleryRenderer.defaultJobs && options.jobs >= 1)
        #expect(!options.showsHelp)
    }

    @Test func parsesEveryOption() throws {
        let options = try ShowcaseOptions.parse(["--output", "out", "--scale", "0.25", "--fps", "24", "--only", "zoom", "--readme-images", "img",
                                                 "--jobs", "3"])
        #expect(options.outputDirectory == "out")
        #expect(options.scale == 0.25)
        #expect(options.framesPerSecond == 24)
        #expect(options.filter == "zoom")
        #expect(options.readmeImagesDirectory == "img")
        #expect(options.jobs == 3)
    }

    @Test func readmeImagesDefaultsToDocsImages() throws {
        #expect(try ShowcaseOptions.parse(["--readme-images"]).readmeImagesDirectory == "docs/images")
        #expect(try ShowcaseOptions.parse(["--readme-images", "--help"]).readmeImagesDirectory == "docs/images")
        #expect(try ShowcaseOptions.parse(["--help"]).showsHelp)
    }

    @Test(arguments: [["--output"], ["--scale", "0"], ["--scale", "nan"], ["--fps", "1000"], ["--frobnicate"], ["--scale", "--fps"], ["--jobs", "0"], ["--jobs", "x"]])
    func rejectsBadArguments(arguments: [String]) {
        #expect(throws: ShowcaseOptions.ParseError.self) { _ = try ShowcaseOptions.parse(arguments) }
    }
}
