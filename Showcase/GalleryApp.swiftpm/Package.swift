// swift-tools-version: 5.9

// The gallery app: an app package for Xcode. Open this folder in Xcode and run it on an iPhone or
// iPad simulator or device. Everything it shows lives in the TransitionsGallery library of the
// Transitions package two folders up (a local dependency, `../..`), which is why Swift Playgrounds
// cannot open it: Playgrounds resolves only what is inside the .swiftpm bundle. The package itself
// cannot be built on Linux (AppleProductTypes exists only in Apple's tools) and the root package
// never builds it; scripts/build-ios.sh compiles its one source file, the SwiftUI shell, against
// the TransitionsGallery module. AdditionalInfo.plist turns on 120 Hz for display links on
// ProMotion iPhones (CADisableMinimumFrameDurationOnPhone).

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "GalleryApp",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "Transitions Gallery",
            targets: ["AppModule"],
            bundleIdentifier: "org.example.transitions.gallery",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .sparkle),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        )
    ],
    dependencies: [
        // The repository's root package, by relative path. `name:` lets the product below refer
        // to it whatever the checkout's folder is called.
        .package(name: "Transitions", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "TransitionsGallery", package: "Transitions")
            ],
            path: ".",
            exclude: ["AdditionalInfo.plist"]
        )
    ]
)
