// swift-tools-version: 6.1
import PackageDescription

// Speed targets live here, beside the main package, so that the main package keeps zero dependencies.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "TransitionCatalogue", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TransitionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TransitionCore", package: "TransitionCatalogue"),
                .product(name: "TransitionConfiguration", package: "TransitionCatalogue"),
                .product(name: "HeadlessUI", package: "TransitionCatalogue"),
                .product(name: "TransitionUIKit", package: "TransitionCatalogue"),
                .product(name: "SlideTransition", package: "TransitionCatalogue"),
                .product(name: "ContainerTransformTransition", package: "TransitionCatalogue"),
            ],
            path: "Benchmarks/TransitionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
