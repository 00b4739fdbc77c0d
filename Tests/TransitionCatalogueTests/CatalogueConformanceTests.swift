import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting

@MainActor
@Suite("Every catalogue animator passes the conformance suite")
struct CatalogueConformanceTests {
    nonisolated static let registry = AnimatorRegistry.catalogue

    /// Parameter sets per animator: the defaults and the styles that change the description's shape.
    nonisolated static let variants: [(String, [String: ParameterValue])] = [
        ("slide", [:]), ("slide", ["style": "overlap", "dimming": 0.3]), ("slide", ["style": "parallax"]),
        ("slide", ["direction": "up"]),
        ("slide", ["direction": "trailing", "curve": ["dampingRatio": 0.8, "response": 0.3]]),
        ("fade-scale", [:]), ("fade-scale", ["fromScale": 1, "toScale": 1]), ("fade-scale", ["toScale": 1.2]),
        ("drawer", [:]), ("drawer", ["style": "parallax"]), ("drawer", ["style": "slide-and-scale"]),
        ("drawer", ["style": "swinging-door"]),
        ("tab", [:]), ("tab", ["style": "cross-fade"]),
        ("container-transform", [:]), ("container-transform", ["fadeMode": "through", "path": "arc", "scrim": 0]),
        (
            "container-transform",
            ["fitMode": "width", "fadeMode": "cross", "curve": ["dampingRatio": 1, "response": 0.3]]
        ),
    ]

    @Test func theCatalogueRegistersTheFiveAnimators() {
        #expect(Self.registry.names == ["container-transform", "drawer", "fade-scale", "slide", "tab"])
    }

    @Test(arguments: variants.indices)
    func conforms(variant: Int) throws {
        let (name, parameters) = Self.variants[variant]
        let animator = try Self.registry.makeAnimator(named: name, parameters: parameters)
        let harness: ConformanceHarness = animator.capabilities.kinds.contains(.replace) ? .replace : .drawer
        let report = AnimatorConformance.check(animator, registry: Self.registry, harness: harness)
        #expect(report.passed, "\(report)")
        #expect(report.checks.count >= 9, "\(report.checks)")
    }

    @Test func everyRegisteredAnimatorHasAVariant() {
        #expect(Set(Self.variants.map(\.0)) == Set(Self.registry.names))
    }
}
