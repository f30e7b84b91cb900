import ReferenceScene

/// Command-line options of `physics-compare`.
struct Options {
    /// Box counts to compare (default 100, 500, 2 000).
    var counts = ReferenceScene.counts
    /// Steps per run (default 1 200, i.e. 10 s of simulated time).
    var steps = ReferenceScene.steps
    /// Runs per engine and count (default 5).
    var repeats = 5
    /// Box2D's time-of-impact pass against static bodies (its default: on).
    var box2DContinuous = true
    /// Also run the stack scenes (`StackScene.all`); `--no-stacks` skips them.
    var stacks = true
    /// Run only the stack scenes of these comma-separated names (`--stack large_pyramid,sparse,rain`).
    var stackName: String?
    /// Run the reference scene; `--no-reference` skips it.
    var reference = true
    /// Run only "kit", "box2d" (both Box2D versions), "box2d-2.4" or "box2d-v3".
    var only: String?

    /// Whether the engine named `engine` ("kit", "box2d-2.4", "box2d-v3") runs.
    func runs(_ engine: String) -> Bool {
        guard let only else { return true }
        return only == engine || (only == "box2d" && engine.hasPrefix("box2d"))
    }
    /// A Markdown file whose results block (between `Report.beginMarker` and `Report.endMarker`) is
    /// replaced by this run's report.
    var updatePath: String?

    static let usage = """
        usage: physics-compare [--counts 100,500,2000] [--steps 1200] [--repeats 5] [--box2d-no-ccd]
                               [--no-stacks] [--stack NAME[,NAME…]] [--no-reference] [--only kit|box2d|box2d-2.4|box2d-v3] [--update docs/performance.md]
        """

    init(arguments: [String]) throws(UsageError) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--counts":
                counts = []
                for part in try Self.value(iterator.next(), for: argument).split(separator: ",") {
                    guard let count = Int(part), count > 0 else { throw UsageError("bad count '\(part)'") }
                    counts.append(count)
                }
            case "--steps": steps = try Self.positive(iterator.next(), for: argument)
            case "--repeats": repeats = try Self.positive(iterator.next(), for: argument)
            case "--box2d-no-ccd": box2DContinuous = false
            case "--no-stacks": stacks = false
            case "--no-reference": reference = false
            case "--stack": stackName = try Self.value(iterator.next(), for: argument)
            case "--only":
                let engine = try Self.value(iterator.next(), for: argument)
                guard ["kit", "box2d", "box2d-2.4", "box2d-v3"].contains(engine) else {
                    throw UsageError("--only takes kit, box2d (both versions), box2d-2.4 or box2d-v3")
                }
                only = engine
            case "--update": updatePath = try Self.value(iterator.next(), for: argument)
            case "--help", "-h": throw UsageError(nil)
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
    }

    private static func value(_ value: String?, for option: String) throws(UsageError) -> String {
        guard let value else { throw UsageError("\(option) needs a value") }
        return value
    }

    private static func positive(_ value: String?, for option: String) throws(UsageError) -> Int {
        guard let number = Int(try Self.value(value, for: option)), number > 0 else {
            throw UsageError("\(option) needs a positive integer")
        }
        return number
    }
}

/// A bad command line; `message` nil means help was asked for.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
