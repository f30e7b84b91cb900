// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Transitions",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "Interactive", targets: ["Interactive"]),
        .library(name: "TransitionsTesting", targets: ["TransitionsTesting"]),
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .library(name: "DynamicLayouts", targets: ["DynamicLayouts"]),
        .library(name: "TransitionsUI", targets: ["TransitionsUI"]),
        .library(name: "TransitionsUITesting", targets: ["TransitionsUITesting"]),
        // The gallery app's UI, for Showcase/GalleryApp.swiftpm (a package dependency sees products only).
        .library(name: "TransitionsGallery", targets: ["TransitionsGallery"]),
        .executable(name: "showcase", targets: ["showcase"]),
    ],
    targets: [
        .target(name: "Dynamics"),
        // Physics-driven collection-view layouts (springy list, carousel, Newtonian); never depends on Transitions.
        .target(name: "DynamicLayouts", dependencies: ["Dynamics"]),
        .target(name: "Transitions", dependencies: ["Dynamics"]),
        .target(name: "Interactive", dependencies: ["Transitions", "Dynamics"]),
        .target(name: "TransitionsTesting", dependencies: ["Transitions", "Interactive"]),
        // The kit in SwiftUI apps: a navigation container, presentation modifiers, transition
        // progress in the environment and the springy layouts as views. Its decisions are pure
        // (tested on Linux); SwiftUI/ and UIKit/ hold the glue, compiled for iOS only.
        .target(name: "TransitionsUI", dependencies: ["Transitions", "Interactive", "Dynamics", "DynamicLayouts"]),
        // Users' tests of their SwiftUI flows on Linux: the navigation stack and the presentation
        // modifiers' own decisions on TransitionsTesting's model of UIKit (ModelStackHost, ModelPresenter).
        .target(name: "TransitionsUITesting", dependencies: ["TransitionsUI", "TransitionsTesting", "Transitions", "Interactive"]),
        // The gallery's software rasterizer and image encoders (used by the `showcase` tool).
        .target(name: "GalleryRendering"),
        // `swift run showcase`: records every built-in with the real driver and writes the gallery.
        .target(name: "GalleryShowcase", dependencies: ["Transitions", "TransitionsTesting", "GalleryRendering", "DynamicLayouts"]),
        .executableTarget(name: "showcase", dependencies: ["GalleryShowcase"]),
        // The iOS gallery app's UI (Showcase/): compiled by the iOS build, empty where UIKit is absent
        // except for its pure catalogue. The app wrapper is Showcase/GalleryApp.swiftpm.
        .target(
            name: "TransitionsGallery", dependencies: ["Transitions", "Interactive", "Dynamics", "DynamicLayouts", "TransitionsUI"],
            path: "Showcase/Sources/TransitionsGallery"),
        // Docs that cannot rot: `swift run doc-snippets` extracts every ```swift block of the README,
        // docs/ and the DocC catalogs into DocSnippets/Generated/ (git-ignored), which this target
        // compiles (scripts/check-snippets.sh, .ci/run, scripts/build-ios.sh). See DocSnippets/README.md.
        .target(name: "SnippetExtraction"),
        .executableTarget(name: "doc-snippets", dependencies: ["SnippetExtraction"]),
        .target(
            name: "DocSnippets",
            dependencies: [
                "Transitions", "Interactive", "Dynamics", "DynamicLayouts", "TransitionsTesting", "TransitionsGallery",
                "TransitionsUI", "TransitionsUITesting",
            ],
            path: "DocSnippets", exclude: ["README.md"],
            // The docs show what a user can write: the snippets see the modules' public API only,
            // never the `package` machinery the kit's modules share.
            packageAccess: false),

        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
        // Transitions only for its seeded generator (SplitMix64); the module itself never imports it.
        .testTarget(name: "DynamicLayoutsTests", dependencies: ["DynamicLayouts", "Dynamics", "Transitions"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "TransitionsTesting"]),
        .testTarget(name: "InteractiveTests", dependencies: ["Interactive", "Transitions", "TransitionsTesting"]),
        .testTarget(name: "TransitionsTestingTests", dependencies: ["Transitions", "Interactive", "TransitionsTesting"]),
        // Tests of both gallery targets (the showcase tests decode what it writes with the
        // rendering tests' PNG and GIF decoders).
        .testTarget(name: "GalleryRenderingTests", dependencies: ["GalleryRendering", "GalleryShowcase", "Transitions"]),
        .testTarget(name: "TransitionsGalleryTests", dependencies: ["TransitionsGallery", "Transitions", "Dynamics", "DynamicLayouts"]),
        .testTarget(name: "SnippetExtractionTests", dependencies: ["SnippetExtraction"]),
        .testTarget(
            name: "TransitionsUITests",
            dependencies: ["TransitionsUI", "TransitionsUITesting", "Transitions", "Interactive", "TransitionsTesting", "DynamicLayouts", "Dynamics"]),
    ],
    swiftLanguageModes: [.v6]
)
