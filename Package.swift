// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TransitionCatalogue",
    products: [
        .library(name: "TransitionCore", targets: ["TransitionCore"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .executable(name: "transitions", targets: ["transitions"]),
    ],
    targets: [
        .target(name: "TransitionCore"),
        .target(name: "HeadlessUI", dependencies: ["TransitionCore"]),
        .target(name: "TransitionsCLI", dependencies: ["TransitionCore", "HeadlessUI"]),
        .executableTarget(name: "transitions", dependencies: ["TransitionsCLI"]),
        .testTarget(name: "TransitionCoreTests", dependencies: ["TransitionCore"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "TransitionCore"]),
        .testTarget(name: "TransitionsCLITests", dependencies: ["TransitionsCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
