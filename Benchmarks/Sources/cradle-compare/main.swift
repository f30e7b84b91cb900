import Foundation
import ReferenceScene

// Newton's cradle in every engine, the same setup (ReferenceScene/NewtonsCradle.swift): prints, per
// setup, the speed the last pulled ball came in with, the last ball's share of it after the impact (a
// real cradle: about 1) and the largest share another ball keeps (about 0), then every ball's share.
// Run from Benchmarks/ (Box2D v3's library is looked for in .box2d-v3.1.1-build/).

func format(_ x: Double) -> String { String(format: "%.2f", x) }

print("| Setup | Engine | Incoming, pt/s | Last ball | Largest other | Every ball (first to last) |")
print("|---|---|---:|---:|---:|---|")
for (count, pulled) in [(5, 1), (5, 2), (9, 1)] {
    let cradle = NewtonsCradle(count: count, pulled: pulled)
    let runs: [(String, NewtonsCradle.Result?)] = [
        ("Box2D 2.4.1", cradle.runBox2D()), ("Box2D v3.1.1", cradle.runBox2DV3()), ("Kit", cradle.runKit()),
    ]
    for (engine, result) in runs {
        let setup = "\(count) balls, \(pulled) pulled"
        guard let r = result else {
            print("| \(setup) | \(engine) | – | – | – | not built |")
            continue
        }
        print("| \(setup) | \(engine) | \(String(format: "%.0f", r.incoming)) | \(format(r.transfer)) | \(format(r.largestOther)) | \(r.after.map(format).joined(separator: ", ")) |")
    }
}
