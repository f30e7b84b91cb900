// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Transitions",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "TransitionsTesting", targets: ["TransitionsTesting"]),
        .library(name: "Interactive", targets: ["Interactive"]),
        .library(name: "Dynamics", targets: ["Dynamics"]),
        // The gallery app's UI, for Showcase/GalleryApp.swiftpm (a package dependency sees products only).
        .library(name: "TransitionsGallery", targets: ["TransitionsGallery"]),
    ],
    targets: [
        .target(name: "Dynamics"),
        .target(name: "Transitions", dependencies: ["Dynamics"]),
        .target(name: "TransitionsTesting", dependencies: ["Transitions"]),
        .target(name: "Interactive", dependencies: ["Transitions"]),
        // The iOS gallery app's UI (Showcase/): compiled by the iOS build, empty where UIKit is absent
        // except for its pure catalogue. The app wrapper is Showcase/GalleryApp.swiftpm.
        .target(
            name: "TransitionsGallery", dependencies: ["Transitions", "Interactive", "Dynamics"],
            path: "Showcase/Sources/TransitionsGallery"),
        // `swift run -c release physics-plan-bench`: shatter plan-building cost (docs/physics-transitions.md).
        .target(name: "PlanBenchAllocationCounter", path: "Sources/PlanBenchAllocationCounter"),
        .executableTarget(name: "physics-plan-bench", dependencies: ["Transitions", "PlanBenchAllocationCounter"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "TransitionsTesting"]),
        .testTarget(name: "TransitionsTestingTests", dependencies: ["Transitions", "TransitionsTesting"]),
        .testTarget(name: "InteractiveTests", dependencies: ["Interactive", "Transitions", "TransitionsTesting"]),
        .testTarget(name: "TransitionsGalleryTests", dependencies: ["TransitionsGallery", "Transitions", "Dynamics"]),
    ],
    swiftLanguageModes: [.v6]
)
