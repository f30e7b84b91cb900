// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Transitions",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "Dynamics", targets: ["Dynamics"]),
    ],
    targets: [
        .target(name: "Transitions"),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions"]),
        .target(name: "Dynamics"),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
    ],
    swiftLanguageModes: [.v6]
)
