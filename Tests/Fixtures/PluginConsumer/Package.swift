// swift-tools-version: 6.1
import PackageDescription

// Uses the build tool plugin: Sources/App/transitions.json is validated at build time and embedded as Swift with
// typed identifiers. .ci/run builds it as is (must succeed) and with a broken config (must fail with a position).
let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(name: "TransitionCatalogue", path: "../../..")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "TransitionCatalogue", package: "TransitionCatalogue")],
            plugins: [.plugin(name: "TransitionsBuildPlugin", package: "TransitionCatalogue")])
    ],
    swiftLanguageModes: [.v6]
)
