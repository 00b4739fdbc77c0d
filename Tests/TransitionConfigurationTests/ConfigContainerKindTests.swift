import Foundation
import Testing
import TransitionConfiguration

@Suite("Config: container kinds checked at load time")
struct ConfigContainerKindTests {
    static let json = """
        {
          "version": 1,
          "animators": { "menu": { "type": "drawer" }, "push": { "type": "slide" } },
          "containers": { "Drawer": { "kind": "overlay" }, "Tabs": { "kind": "replace" } },
          "transitions": [
            { "container": "Drawer", "from": "Tabs", "to": "Menu", "animator": "menu" },
            { "container": "Drawer", "from": "Menu", "to": "*", "animator": "push" },
            { "container": "Tabs", "from": "Home", "to": "Search", "animator": { "type": "drawer" } },
            { "container": "Tabs", "from": "Search", "to": "Home", "animator": { "type": "fade-scale" } },
            { "container": "Pager", "animator": "menu" },
            { "from": "A", "to": "B", "animator": "menu" },
            { "container": "Tabs", "from": "Home", "to": "Settings", "animator": null }
          ]
        }
        """

    @Test func aRulesAnimatorMustPlayItsDeclaredContainersKind() {
        let (config, diagnostics) = ConfigFakes.load(Self.json)
        #expect(config == nil)
        let errors = diagnostics.filter { $0.code == .kindMismatch }
        // The two mismatches, where they are written: a preset reference and an inline object.
        #expect(
            errors.map { "\($0.location) \($0.path)" } == [
                "\(ConfigFakes.locate("\"push\" }", in: Self.json)) transitions[1].animator",
                "\(ConfigFakes.locate("{ \"type\": \"drawer\" } }", in: Self.json)) transitions[2].animator",
            ])
        let first = errors.first?.message ?? ""
        #expect(first.contains("\"slide\" plays replace transitions"), "\(first)")
        #expect(first.contains("container \"Drawer\" is declared \"overlay\""), "\(first)")
        #expect(first.contains("types that play overlay: fade-scale, drawer") || first.contains("drawer"), "\(first)")
        // Undeclared containers, global rules, kinds that fit and null are not load-time errors.
        #expect(diagnostics.filter(\.isError).count == 2, "\(ConfigFakes.summary(diagnostics))")
    }

    @Test func aValidConfigCarriesItsDeclaredKinds() throws {
        let json = """
            { "version": 1,
              "containers": { "$comment": "kinds", "Drawer": { "kind": "overlay", "$comment": "the menu" } },
              "transitions": [ { "container": "Drawer", "from": "Tabs", "to": "Menu", "animator": { "type": "drawer" } } ] }
            """
        let (config, diagnostics) = ConfigFakes.load(json)
        #expect(diagnostics.isEmpty, "\(ConfigFakes.summary(diagnostics))")
        #expect(config?.containerKinds == ["Drawer": .overlay])
    }

    @Test func badDeclarationsAreReportedWhereTheyAre() {
        let json = """
            { "version": 1,
              "containers": {
                "Drawer": { "kind": "overlayy" },
                "Tabs": { },
                "Pager": "replace",
                "*": { "kind": "replace" },
                "Sheet": { "kind": "overlay", "side": "left" },
                "Modal": { "kind": 1 }
              },
              "transitions": [] }
            """
        let (config, diagnostics) = ConfigFakes.load(json)
        #expect(config == nil)
        #expect(
            ConfigFakes.summary(diagnostics) == [
                "\(ConfigFakes.locate("\"overlayy\"", in: json)) error invalidValue containers.Drawer.kind",
                "\(ConfigFakes.locate("{ }", in: json)) error missingKey containers.Tabs",
                "\(ConfigFakes.locate("\"replace\",", in: json)) error wrongType containers.Pager",
                "\(ConfigFakes.locate("\"*\"", in: json)) error invalidValue containers[\"*\"]",
                "\(ConfigFakes.locate("\"side\"", in: json)) error unknownKey containers.Sheet.side",
                "\(ConfigFakes.locate("1 }", in: json)) error wrongType containers.Modal.kind",
            ])
        let kind = diagnostics.first?.message ?? ""
        #expect(kind.contains("did you mean \"overlay\""), "\(kind)")
        #expect(ConfigFakes.load(#"{ "version": 1, "containers": [] }"#).diagnostics.map(\.code) == [.wrongType])
    }
}
