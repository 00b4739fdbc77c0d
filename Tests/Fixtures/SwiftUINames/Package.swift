// swift-tools-version: 6.1
import PackageDescription

// Proves the package's public type names do not collide with SwiftUI's or UIKit's (one file imports SwiftUI, UIKit
// and every library product, and names every public top-level type unqualified) and that the README's UIKit and SwiftUI
// code compiles. It compiles for iOS in CI (`build-for-ios`); on Linux, where UIKit does not exist, it is an empty module.
let package = Package(
    name: "SwiftUINames",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [.library(name: "SwiftUINames", targets: ["SwiftUINames"])],
    dependencies: [.package(name: "TransitionCatalogue", path: "../../..")],
    targets: [
        .target(
            name: "SwiftUINames",
            dependencies: [
                "TransitionCatalogue", "HeadlessUI", "TransitionTesting", "TransitionPreview", "TransitionUIKit",
                "TransitionSwiftUI",
            ].map {
                .product(name: $0, package: "TransitionCatalogue")
            })
    ],
    swiftLanguageModes: [.v6]
)
