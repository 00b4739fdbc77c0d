import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting

/// The way back, for every catalogue animator that switches screens: a reversible rule's return draws, at progress
/// p, what the way there drew at 1 − p (device defect 3: a flipped direction slid the wrong screen in).
@MainActor
@Suite("A reversible rule's way back")
struct WayBackTests {
    @Test(arguments: CatalogueConformanceTests.variants.indices)
    func theWayBackIsTheWayTherePlayedBackwards(variant: Int) throws {
        let (name, parameters) = CatalogueConformanceTests.variants[variant]
        var animator = parameters
        animator["type"] = .string(name)
        let json = """
            { "version": 1, "transitions": [
              { "container": "Tabs", "from": "A", "to": "B", "reversible": true, "animator": \(ParameterValue.object(animator)) } ] }
            """
        let config = try TransitionConfig(data: Data(json.utf8), file: "way-back.json", registry: .catalogue)
        let there = try #require(config.resolve(container: "Tabs", from: "A", to: "B")?.animator?.animator)
        let back = try #require(config.resolve(container: "Tabs", from: "B", to: "A")?.animator?.animator)
        guard there.capabilities.kinds.contains(.replace) else { return }  // a drawer's container plays it back
        #expect(WayBack.differences(there: there, back: back) == [], "\(name) \(parameters)")
    }
}
