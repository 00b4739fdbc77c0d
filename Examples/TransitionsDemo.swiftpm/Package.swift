// swift-tools-version: 6.1
// The demo app: open this folder in Xcode (or Swift Playgrounds) on a Mac and run it on an iPhone or the simulator.
// Every transition in it — tab switches and edge swipes, the drawer, a navigation push, a modal sheet — is chosen by
// the package's example config, Examples/tab-drawer-app.json, embedded in the app. A button switches to the same
// demo written in SwiftUI (SwiftUIDemo), with the same config and the same screens' names.
import PackageDescription

#if canImport(AppleProductTypes)
    import AppleProductTypes
#endif

// The app product exists where Xcode's app-package support does; elsewhere (Linux CI) the targets below still compile
// for iOS with `build-for-ios`.
var products: [Product] = []
#if canImport(AppleProductTypes)
    products.append(
        .iOSApplication(
            name: "TransitionsDemo",
            targets: ["TransitionsDemo"],
            bundleIdentifier: "org.transitioncatalogue.demo",
            displayVersion: "0.1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .movieReel),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.phone, .pad],
            // Every orientation on iPad, as multitasking there requires.
            supportedInterfaceOrientations: [
                .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            // Merged into the generated Info.plist: CADisableMinimumFrameDurationOnPhone, for 120 Hz on ProMotion.
            additionalInfoPlistContentFilePath: "Info.plist"
        ))
#endif

let package = Package(
    name: "TransitionsDemo",
    platforms: [.iOS(.v17)],
    products: products,
    dependencies: [.package(name: "TransitionCatalogue", path: "../..")],
    targets: [
        // All of the app's code, so CI compiles it for iOS as a library target.
        .target(
            name: "DemoScreens",
            dependencies: [
                .product(name: "TransitionCatalogue", package: "TransitionCatalogue"),
                .product(name: "TransitionSwiftUI", package: "TransitionCatalogue"),
            ],
            resources: [.embedInCode("tab-drawer-app.json")]),
        .executableTarget(name: "TransitionsDemo", dependencies: ["DemoScreens"]),
    ],
    swiftLanguageModes: [.v6]
)
