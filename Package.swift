// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Transitions",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "TransitionsTesting", targets: ["TransitionsTesting"]),
    ],
    targets: [
        .target(name: "Transitions"),
        .target(name: "TransitionsTesting", dependencies: ["Transitions"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "TransitionsTesting"]),
        .testTarget(name: "TransitionsTestingTests", dependencies: ["Transitions", "TransitionsTesting"]),
        // The gallery's software rasterizer and image encoders (used by the `showcase` tool).
        .target(name: "GalleryRendering"),
        .testTarget(name: "GalleryRenderingTests", dependencies: ["GalleryRendering"]),
    ],
    swiftLanguageModes: [.v6]
)
