import Foundation
import Testing
import TransitionConfiguration

/// The shipped examples and fixtures, loaded against the fakes that mirror the catalogue's animator parameters.
@Suite("Config examples and fixtures")
struct ConfigExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func files(in folder: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func load(_ url: URL) throws -> (config: TransitionConfig?, diagnostics: [ConfigDiagnostic]) {
        TransitionConfig.load(
            data: try Data(contentsOf: url), file: url.lastPathComponent,
            registry: ConfigFakes.registryWithElements)
    }

    @Test func everyExampleLoadsWithoutErrors() throws {
        let examples = Self.files(in: "Examples")
        #expect(examples.map(\.lastPathComponent) == ["design-section-5.json", "tab-drawer-app.json"])
        for example in examples {
            let (config, diagnostics) = try Self.load(example)
            #expect(config != nil, "\(diagnostics.map(\.description))")
        }
        let (_, design) = try Self.load(Self.root.appendingPathComponent("Examples/design-section-5.json"))
        #expect(
            design.map(\.description) == [
                "design-section-5.json:6:5: warning: animators.menu: preset 'menu' is "
                    + "never used; refer to it from a rule, \"default\" or \"reduceMotion\", or remove it"
            ])
    }

    @Test func theTabAndDrawerAppResolvesAsItsCommentsSay() throws {
        let (loaded, diagnostics) = try Self.load(Self.root.appendingPathComponent("Examples/tab-drawer-app.json"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let config = try #require(loaded)
        #expect(config.midFlightPolicy == .interruptAndRetarget)

        let toSearch = try #require(config.resolve(container: "Tabs", from: "Home", to: "Search"))
        #expect(toSearch.animator?.preset == "push")
        #expect(toSearch.interaction?.gesture == .edgePan(edge: .right, margin: 20))
        #expect(toSearch.interaction?.decision.threshold == 0.5)
        let back = try #require(config.resolve(container: "Tabs", from: "Search", to: "Home"))
        #expect(back.isReversed)
        #expect(back.interaction?.gesture == .edgePan(edge: .left, margin: 20))
        #expect(config.resolve(container: "Tabs", from: "Home", to: "Settings")?.animator?.preset == "parallax")
        #expect(config.resolve(container: "Tabs", from: "Settings", to: "Home")?.animator?.preset == "tabs")

        let closeMenu = try #require(config.resolve(container: "Drawer", from: "Menu", to: "Tabs"))
        #expect(closeMenu.isReversed && closeMenu.animator?.parameters["side"] == "left")
        #expect(config.resolve(container: "Drawer", from: "Menu", to: "Settings")?.isReversed == false)

        // Detail and Compose live in other containers; inside Tabs, its container-wide rule beats the global ones.
        #expect(config.resolve(container: "Tabs", from: "Detail", to: "Home")?.animator?.preset == "tabs")
        let dismiss = try #require(config.resolve(container: "Stack", from: "Detail", to: "Home"))
        #expect(dismiss.animator?.summary == "preset 'zoom' (fade-scale) with {\"fromScale\": 1, \"toScale\": 0.92}")
        let closeCompose = try #require(config.resolve(container: nil, from: "Compose", to: "Home"))
        // Device defect 3: the sheet's dismissal flipped `direction` and slid Home in over the sheet. It is the
        // presentation played backwards: the sheet sinks away.
        #expect(closeCompose.animator?.playsBackwards == true)
        #expect(closeCompose.animator?.parameters["direction"] == "up")
        #expect(closeCompose.interaction?.gesture == .pan(direction: .down, distance: 0))

        #expect(config.resolve(container: nil, from: "Home", to: "Profile")?.animator?.preset == "push")
        let calm = try #require(config.resolve(container: "Tabs", from: "Home", to: "Search", reduceMotion: true))
        #expect(calm.animator?.preset == "dissolve")
        #expect(calm.interaction != nil)
    }

    @Test func everyFixtureTheSchemaRejectsTheLoaderRejectsToo() throws {
        let fixtures = Self.files(in: "Tests/Fixtures/configs/invalid-schema")
        #expect(fixtures.count >= 10)
        for fixture in fixtures {
            let (config, diagnostics) = try Self.load(fixture)
            #expect(config == nil, "\(fixture.lastPathComponent)")
            #expect(diagnostics.contains { $0.isError }, "\(fixture.lastPathComponent)")
        }
    }

    @Test func theBrokenFixturesReportWhatTheCLITestsExpect() throws {
        func summary(_ name: String) throws -> [String] {
            let url = Self.root.appendingPathComponent("Tests/Fixtures/configs/broken/\(name)")
            return ConfigFakes.summary(try Self.load(url).diagnostics)
        }
        #expect(try summary("syntax.json") == ["4:59 error syntax transitions"])
        #expect(
            try summary("unknown-names.json") == [
                "4:25 error unknownAnimatorType animators.wobbly.type",
                "8:51 error unknownPreset transitions[1].animator",
                "9:55 error unknownKey transitions[2].reversable",
            ])
        #expect(
            try summary("overlap.json") == [
                "4:80 warning shadowed transitions[0].reversible",
                "6:5 error overlappingRules transitions[2]",
            ])
        #expect(
            try summary("warnings-only.json") == [
                "4:59 warning shadowed transitions[0].reversible",
                "8:14 warning shadowed default",
            ])
    }
}
