// `swift run -c release showcase`: renders the transitions gallery on every core. The work is done
// by GalleryShowcase, a library, so that tests can run it too.
import Foundation
import GalleryShowcase

let arguments = Array(CommandLine.arguments.dropFirst())
let options: ShowcaseOptions
do {
    options = try ShowcaseOptions.parse(arguments)
} catch {
    FileHandle.standardError.write(Data("showcase: \(error)\n\n\(ShowcaseOptions.usage)\n".utf8))
    exit(2)
}
if options.showsHelp {
    print(ShowcaseOptions.usage)
    exit(0)
}

/// One progress line, rewritten in place on a terminal; one line per step otherwise.
@MainActor
final class ProgressLine {
    let interactive = isatty(STDOUT_FILENO) != 0
    private var lastWidth = 0

    func report(_ line: String) {
        if interactive {
            let padding = String(repeating: " ", count: max(0, lastWidth - line.count))
            FileHandle.standardOutput.write(Data("\r\(line)\(padding)".utf8))
            lastWidth = line.count
        } else {
            print(line)
        }
    }

    func end() {
        if interactive && lastWidth > 0 { print("") }
        lastWidth = 0
    }
}

let progressLine = ProgressLine()
let started = Date()
do {
    let summary = try Showcase.run(options) { progressLine.report($0) }
    progressLine.end()
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    print("showcase: wrote \(summary.page.entries.count) entries to \(summary.directory.appendingPathComponent("index.html").path) in \(seconds) s")
    for url in summary.readmeImages {
        print("showcase: wrote \(url.path)")
    }
} catch {
    progressLine.end()
    FileHandle.standardError.write(Data("showcase: \(error)\n".utf8))
    exit(1)
}
