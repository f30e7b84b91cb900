// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for the Transitions kit, in their own package so the library keeps zero dependencies.
// Needs Debian's libbox2d-dev (Box2D 2.4.1) installed; see README.md.
let package = Package(
    name: "TransitionsBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Transitions", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Box2D 2.4.1's side of the reference scene (our own C++, linked against the system library).
        .target(
            name: "CBox2DScene",
            linkerSettings: [.linkedLibrary("box2d"), .linkedLibrary("stdc++")]
        ),
        // A minimal malloc interposer for `physics-compare`'s allocation counts (glibc).
        .target(name: "CAllocationCounter"),
        // The reference scene and both engines' worlds built from it.
        .target(
            name: "ReferenceScene",
            dependencies: ["CBox2DScene", .product(name: "Dynamics", package: "Transitions")]
        ),
        // Runs both engines in one process and prints the table of docs/performance.md.
        .executableTarget(
            name: "physics-compare",
            dependencies: ["ReferenceScene", "CAllocationCounter"]
        ),
        // Shatter plan-building cost: simulate, bake tracks, allocations per step (docs/physics-transitions.md).
        .executableTarget(
            name: "physics-plan-bench",
            dependencies: [.product(name: "Transitions", package: "Transitions"), "CAllocationCounter"]
        ),
        // A sheet's per-frame cost on the pure card model, against the fixed card's frame (docs/performance.md).
        .executableTarget(
            name: "card-bench",
            dependencies: [.product(name: "Transitions", package: "Transitions")]
        ),
        // The springy layout's per-frame cost from 1 000 to 1 000 000 items (docs/performance.md).
        .executableTarget(
            name: "layout-bench",
            dependencies: [.product(name: "DynamicLayouts", package: "Transitions"), "CAllocationCounter"]
        ),
        // What the SwiftUI springy views add to a springy layout's cost, against the UIKit layout (docs/swiftui.md).
        .executableTarget(
            name: "swiftui-layout-bench",
            dependencies: [
                .product(name: "DynamicLayouts", package: "Transitions"), .product(name: "TransitionsUI", package: "Transitions"),
            ]
        ),
        // Newton's cradle in the kit, Box2D 2.4.1 and Box2D v3.1.1: how much of an impact reaches the last ball.
        .executableTarget(
            name: "cradle-compare",
            dependencies: ["ReferenceScene"]
        ),
        // A hash of the engine's exact results on scenes covering all of it: equal output on two commits
        // means a change kept every result bit for bit.
        .executableTarget(
            name: "engine-fingerprint",
            dependencies: ["ReferenceScene", .product(name: "Transitions", package: "Transitions")]
        ),
        .testTarget(name: "ReferenceSceneTests", dependencies: ["ReferenceScene"]),
        // `swift package benchmark`: wall clock and mallocs for both engines.
        .executableTarget(
            name: "PhysicsBenchmarks",
            dependencies: [
                "ReferenceScene",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PhysicsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
