// swift-tools-version: 6.1
import PackageDescription

let animatorTargets = [
    "SlideTransition", "FadeScaleTransition", "DrawerTransition", "TabTransition", "ContainerTransformTransition",
]

/// Where UIKit does not exist: there HeadlessUI stands in for it, and TransitionUIKit compiles against the model.
let modelPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi]

let package = Package(
    name: "TransitionCatalogue",
    // iOS 15: CADisplayLink's preferredFrameRateRange (ProMotion's 120 Hz) and the concurrency runtime in the OS.
    // macOS 12 is the same release year, so a Mac runs the package's tests and tools.
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "TransitionCore", targets: ["TransitionCore"]),
        .library(name: "TransitionConfiguration", targets: ["TransitionConfiguration"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "TransitionTesting", targets: ["TransitionTesting"]),
        .library(name: "TransitionCatalogue", targets: ["TransitionCatalogue"]),
        .library(name: "TransitionUIKit", targets: ["TransitionUIKit"]),
        .library(name: "TransitionPreview", targets: ["TransitionPreview"]),
        .library(name: "TransitionSwiftUI", targets: ["TransitionSwiftUI"]),
        .executable(name: "transitions", targets: ["transitions"]),
        .plugin(name: "TransitionsBuildPlugin", targets: ["TransitionsBuildPlugin"]),
        .plugin(name: "TransitionsCommandPlugin", targets: ["TransitionsCommandPlugin"]),
    ] + animatorTargets.map { .library(name: $0, targets: [$0]) },
    targets: [
        .target(name: "TransitionCore"),
        // The JSON config: its parser, loader, rule table, resolution and explanations, and the delegate that answers
        // the engine from a config. It sits on the core and touches it only through the core's public delegate API.
        .target(name: "TransitionConfiguration", dependencies: ["TransitionCore"]),
        .target(name: "HeadlessUI", dependencies: ["TransitionCore"]),
        // The conformance suite runs an animator in TransitionUIKit's container where that container compiles against
        // HeadlessUI (every platform but iOS, where it is UIKit's and cannot run on the model's clock).
        .target(
            name: "TransitionTesting",
            dependencies: [
                "TransitionCore", "HeadlessUI", "AllocationCounting",
                .target(name: "TransitionUIKit", condition: .when(platforms: modelPlatforms)),
            ]),
        // Counts Swift heap allocations on one thread through the runtime's hook, for the conformance suite.
        .target(name: "AllocationCounting"),
        // The engine's host on UIKit; where UIKit does not exist it compiles against HeadlessUI's model of UIKit.
        .target(
            name: "TransitionUIKit",
            dependencies: [
                "TransitionCore", "TransitionConfiguration",
                .target(name: "HeadlessUI", condition: .when(platforms: modelPlatforms)),
            ]),
        .target(
            name: "TransitionCatalogue",
            dependencies: ["TransitionCore", "TransitionConfiguration", "TransitionUIKit"] + animatorTargets.map { .byName(name: $0) }),
        .target(name: "TransitionPreview", dependencies: ["TransitionCore"]),
        // The catalogue in SwiftUI: a thin shell over TransitionUIKit (where the decisions live, tested on HeadlessUI);
        // an empty module where SwiftUI and UIKit are missing.
        .target(name: "TransitionSwiftUI", dependencies: ["TransitionCatalogue"]),
        .target(
            name: "TransitionsCLI",
            dependencies: ["TransitionCatalogue", "TransitionConfiguration", "TransitionPreview", "HeadlessUI", "DemoSession"],
            // The demo's default config is Examples/tab-drawer-app.json (a link), compiled into the tool.
            // The JSON Schema's structure; `transitions schema` fills in each animator's parameters from the registry.
            resources: [.embedInCode("Resources/tab-drawer-app.json"), .embedInCode("Resources/schema-template.json")]),
        .executableTarget(name: "transitions", dependencies: ["TransitionsCLI"]),
        // The demo app's screens (Examples/TransitionsDemo.swiftpm), built here too so they run on HeadlessUI's model
        // of UIKit; DemoSession drives them as a person would, for the tests and `transitions demo-session`.
        .target(
            name: "DemoAppScreens", dependencies: ["TransitionCatalogue", "TransitionSwiftUI"],
            path: "Examples/TransitionsDemo.swiftpm/Sources/DemoScreens",
            resources: [.embedInCode("tab-drawer-app.json")]),
        .target(
            name: "DemoSession", dependencies: ["DemoAppScreens", "TransitionCatalogue", "HeadlessUI", "TransitionTesting"]),
        .plugin(
            name: "TransitionsBuildPlugin", capability: .buildTool(), dependencies: ["transitions"],
            path: "Plugins/TransitionsBuildPlugin"),
        .plugin(
            name: "TransitionsCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "transitions",
                    description: "lint checks every transitions.json; other verbs run the transitions tool")),
            dependencies: ["transitions"], path: "Plugins/TransitionsCommandPlugin"),
        .testTarget(name: "TransitionCoreTests", dependencies: ["TransitionCore", "HeadlessUI"]),
        .testTarget(name: "TransitionConfigurationTests", dependencies: ["TransitionConfiguration"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "TransitionCore"]),
        // The UIKit layer, run on HeadlessUI's model of UIKit (on iOS it is compiled, not run, here).
        .testTarget(
            name: "TransitionUIKitTests",
            dependencies: [
                "TransitionUIKit", "TransitionCatalogue", "TransitionTesting", "HeadlessUI", "DemoSession", "DemoAppScreens",
            ]),
        .testTarget(
            name: "TransitionCatalogueTests", dependencies: ["TransitionCatalogue", "TransitionTesting", "HeadlessUI"]),
        .testTarget(
            name: "TransitionsCLITests",
            dependencies: ["TransitionsCLI", "TransitionCore", "TransitionConfiguration", "TransitionPreview"]),
        .testTarget(name: "TransitionPreviewTests", dependencies: ["TransitionPreview", "TransitionCatalogue"]),
        // The documentation's Swift code, extracted from the DocC articles by Scripts/docs-snippets.py.
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "TransitionCatalogue", "TransitionConfiguration", "HeadlessUI", "TransitionTesting", "TransitionPreview",
            ] + animatorTargets.map { .byName(name: $0) }),
    ]
        + animatorTargets.map { .target(name: $0, dependencies: ["TransitionCore"]) }
        + animatorTargets.map {
            .testTarget(
                name: "\($0)Tests",
                dependencies: [.byName(name: $0), "TransitionConfiguration", "TransitionTesting", "HeadlessUI", "TransitionUIKit"])
        },
    swiftLanguageModes: [.v6]
)
