import Foundation
import GalleryRendering

/// The `showcase` command line.
package struct ShowcaseOptions: Sendable, Hashable {
    /// Where the gallery is written (default `gallery`, which `.gitignore` ignores).
    var outputDirectory: String = "gallery"
    /// Where `--readme-images` writes the README's GIFs (`docs/images` unless a directory follows
    /// the flag); nil when the flag is absent.
    var readmeImagesDirectory: String?
    /// Output pixels per point for the gallery (default 0.5; `--scale`, 0.05…4).
    var scale: Double = 0.5
    /// The virtual clock's rate, frames per second (default 30; `--fps`, 1…120).
    var framesPerSecond: Double = 30
    /// Only entries whose slug contains this text (`--only`); nil renders all.
    var filter: String?
    /// How many entries render at once (`--jobs`, 1…256; default one per active processor). The
    /// files written are the same whatever the number.
    var jobs: Int = GalleryRenderer.defaultJobs
    /// Whether `--help` was given.
    package var showsHelp = false

    /// Default options.
    init() {}

    /// Why the command line was refused.
    struct ParseError: Error, Hashable, CustomStringConvertible {
        /// What was wrong, in English.
        var description: String
    }

    /// The usage text printed by `--help` and after a parse error.
    package static let usage = """
    Usage: swift run showcase [options]

    Renders every built-in transition with the real plans and driver into an animated GIF, a
    contact sheet and an index.html with a scrubber per entry.

    Options:
      --output DIR            where to write the gallery (default: gallery)
      --readme-images [DIR]   also write the README's GIFs (default DIR: docs/images)
      --scale S               output pixels per point, 0.05…4 (default: 0.5)
      --fps N                 frames per second of the virtual clock, 1…120 (default: 30)
      --only TEXT             only entries whose name contains TEXT (e.g. slide-up)
      --jobs N                entries rendered at once, 1…256 (default: one per processor)
      --help                  show this help
    """

    /// Parses the arguments after the program name.
    package static func parse(_ arguments: [String]) throws -> ShowcaseOptions {
        var options = ShowcaseOptions()
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw ParseError(description: "\(flag) needs a value")
            }
            return arguments[index]
        }
        func number(for flag: String, in range: ClosedRange<Double>) throws -> Double {
            let text = try value(for: flag)
            guard let parsed = Double(text), parsed.isFinite, range.contains(parsed) else {
                throw ParseError(description: "\(flag) must be a number in \(range.lowerBound)…\(range.upperBound), not \(text)")
            }
            return parsed
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--output", "-o":
                options.outputDirectory = try value(for: argument)
            case "--readme-images":
                if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                    options.readmeImagesDirectory = try value(for: argument)
                } else {
                    options.readmeImagesDirectory = "docs/images"
                }
            case "--scale":
                options.scale = try number(for: argument, in: 0.05...4)
            case "--fps":
                options.framesPerSecond = try number(for: argument, in: 1...120)
            case "--only":
                options.filter = try value(for: argument)
            case "--jobs", "-j":
                options.jobs = Int(try number(for: argument, in: 1...256))
            case "--help", "-h":
                options.showsHelp = true
            default:
                throw ParseError(description: "unknown argument \(argument)")
            }
            index += 1
        }
        return options
    }
}
