// swift-tools-version: 6.1
import PackageDescription

// Proves each animator product is usable on its own: every executable depends on exactly one product.
let products = [
    "SlideTransition", "FadeScaleTransition", "DrawerTransition", "TabTransition", "ContainerTransformTransition",
]

let package = Package(
    name: "ProductConsumer",
    dependencies: [.package(name: "TransitionCatalogue", path: "../../..")],
    targets: products.map { product in
        .executableTarget(
            name: "Uses\(product)",
            // The container transform also plays, in the UIKit layer's container on HeadlessUI's model: a grid cell
            // growing into a photo.
            dependencies: [.product(name: product, package: "TransitionCatalogue")]
                + (product == "ContainerTransformTransition"
                    ? ["HeadlessUI", "TransitionUIKit"].map { .product(name: $0, package: "TransitionCatalogue") } : []),
            path: "Sources/Uses\(product)")
    },
    swiftLanguageModes: [.v6]
)
