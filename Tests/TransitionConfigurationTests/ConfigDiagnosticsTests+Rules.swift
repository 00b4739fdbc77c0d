import Foundation
import Testing
import TransitionConfiguration

/// Rules that overlap or shadow one another, the reduce-motion animator, syntax errors and limits.
extension ConfigDiagnosticsTests {
    @Test func rulesOfEqualSpecificityThatOverlapAreALoadError() {
        let json = """
            {
              "version": 1,
              "transitions": [
                { "container": "Tabs", "from": "*", "to": "Search", "animator": null },
                { "container": "Tabs", "to": "Search", "animator": { "type": "tab" } },
                { "container": "*", "from": "Home", "to": "Search", "animator": null },
                { "from": "Home", "to": "Search", "animator": null }
              ]
            }
            """
        let (config, diagnostics) = load(json)
        #expect(config == nil)
        // "*" and a left-out key are the same pattern; "container": "*" is global.
        #expect(
            summary(diagnostics) == [
                "5:5 error overlappingRules transitions[1]",
                "7:5 error overlappingRules transitions[3]",
            ])
        #expect(
            diagnostics.first?.message == "this rule and transitions[0] (4:5) both match Tabs: * → Search with "
                + "equal specificity, so neither can win; merge them, or change the container, from or to of one")
    }

    @Test func shadowedAndIneffectiveEntriesAreWarningsAndTheConfigStillLoads() throws {
        let json = """
            {
              "version": 1,
              "transitions": [
                { "from": "Home", "to": "Settings", "animator": { "type": "slide" }, "reversible": true },
                { "from": "Settings", "to": "Home", "animator": { "type": "slide", "direction": "left" } },
                { "from": "Home", "to": "Home", "animator": null },
                { "animator": { "type": "tab" }, "reversible": true }
              ],
              "default": { "type": "fade-scale" }
            }
            """
        let (config, diagnostics) = load(json)
        #expect(
            summary(diagnostics) == [
                "4:74 warning shadowed transitions[0].reversible",
                "6:5 warning ineffective transitions[2]",
                "7:38 warning ineffective transitions[3].reversible",
                "9:14 warning shadowed default",
            ])
        let messages: [String] = [
            "the reverse of this rule (Settings → Home) is never used: transitions[1] (5:5) is written for that "
                + "pattern and wins; remove \"reversible\" here or remove that rule",
            "a container never switches from 'Home' to itself, so this rule never applies",
            "\"reversible\" has no effect: the reverse of * → * is the same pattern",
            "the default is never used: transitions[3] (7:5) matches every pair in every container first; remove one "
                + "of them",
        ]
        #expect(diagnostics.map(\.message) == messages)
        let loaded = try #require(config)
        #expect(loaded.warnings == diagnostics)
        #expect(
            diagnostics[0].description == "test.json:4:74: warning: transitions[0].reversible: the reverse of "
                + "this rule (Settings → Home) is never used: transitions[1] (5:5) is written for that pattern and wins; "
                + "remove \"reversible\" here or remove that rule")
    }

    @Test func aNonInteractiveReduceMotionAnimatorWarnsThatGesturesTurnOff() throws {
        let json = """
            {
              "version": 1,
              "transitions": [ { "from": "A", "to": "B", "animator": { "type": "slide" }, "interaction": "pan" } ],
              "reduceMotion": { "type": "drawer" }
            }
            """
        let (config, diagnostics) = load(json)
        #expect(config != nil)
        #expect(summary(diagnostics) == ["4:19 warning ineffective reduceMotion"])
        #expect(
            diagnostics.first?.message == "the reduce-motion animator drawer is not interactive, so while "
                + "reduce motion is on the gestures of transitions[0] are off; choose an interactive animator to keep them"
        )
    }

    @Test func syntaxErrorsAndLimitsBecomeDiagnosticsWithTheirPath() {
        let (config, diagnostics) = load("{\n  \"version\": 1,\n  \"transitions\": [ { \"from\": \"A\",, } ]\n}")
        #expect(config == nil)
        #expect(summary(diagnostics) == ["3:34 error syntax transitions[0]"])
        #expect(
            diagnostics.first?.description == "test.json:3:34: error: transitions[0]: expected a key in double "
                + "quotes, found ','")

        let deep = String(repeating: "[", count: 100_000)
        let (_, nested) = load(deep)
        #expect(nested.map(\.code) == [ConfigDiagnostic.Code.limitExceeded])
        #expect(nested.first?.location == ConfigLocation(line: 1, column: 65))

        var limits = ConfigLimits()
        limits.maximumBytes = 10
        let (_, large) = ConfigFakes.load(#"{"version": 1}"#, limits: limits)
        #expect(
            large.map(\.description) == [
                "test.json:1:1: error: the file is 14 bytes; configs are limited to 10 "
                    + "bytes"
            ])
    }

    @Test func duplicateKeysAreErrorsButTheRestIsStillChecked() {
        let json = #"{"version": 1, "version": 1, "transitions": [{"from": "A", "to": "B", "to": "C", "animator": 1}]}"#
        let (_, diagnostics) = load(json)
        #expect(
            summary(diagnostics) == [
                "1:16 error duplicateKey version",
                "\(at("\"to\"", in: json, 2)) error duplicateKey transitions[0].to",
                "\(at("1}", in: json)) error wrongType transitions[0].animator",
            ])
    }

    @Test func aDiagnosticWithoutAFileOrPathPrintsWhatItHas() {
        let (_, diagnostics) = ConfigFakes.load("{}", file: nil)
        #expect(diagnostics.map(\.description) == ["1:1: error: missing \"version\"; add \"version\": 1"])
        let located = ConfigDiagnostic(
            .warning, .shadowed, "m", path: ConfigPath.root.key("a b").index(0).key("c"),
            at: ConfigLocation(line: 2, column: 3), file: "f.json")
        #expect(located.description == "f.json:2:3: warning: [\"a b\"][0].c: m")
    }
}
