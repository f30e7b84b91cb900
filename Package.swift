// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Transitions",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "Interactive", targets: ["Interactive"]),
    ],
    targets: [
        .target(name: "Transitions"),
        .target(name: "Interactive", dependencies: ["Transitions"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions"]),
        .testTarget(name: "InteractiveTests", dependencies: ["Interactive"]),
    ],
    swiftLanguageModes: [.v6]
)
