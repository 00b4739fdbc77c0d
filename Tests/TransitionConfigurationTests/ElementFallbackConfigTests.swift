import Foundation
import Testing
import TransitionConfiguration

/// A rule's `"fallback"`: what plays when its animator's shared element is missing from a screen.
@MainActor
@Suite("Config: a rule's fallback for a missing shared element")
struct ElementFallbackConfigTests {
    func fallback(_ json: String, from: String = "Grid", to: String = "Photo") throws -> ConfiguredAnimator? {
        let config = try ConfigFakes.clean(json, registry: ConfigFakes.registryWithElements)
        return config.resolve(container: nil, from: from, to: to)?.fallback
    }

    @Test func leftOutItIsFadeScaleWithItsDefaults() throws {
        let chosen = try fallback(
            #"{"version": 1, "transitions": [{"from": "Grid", "to": "Photo", "reversible": true, "#
                + #""animator": {"type": "container-transform", "element": "photo"}}]}"#)
        #expect(chosen?.type == "fade-scale")
        let back = try fallback(
            #"{"version": 1, "transitions": [{"from": "Grid", "to": "Photo", "reversible": true, "#
                + #""animator": {"type": "container-transform", "element": "photo"}}]}"#, from: "Photo", to: "Grid")
        #expect(back?.type == "fade-scale")
    }

    @Test func aPresetAnObjectOrNull() throws {
        let rule = #"{"from": "Grid", "to": "Photo", "animator": {"type": "container-transform"}, "fallback": "#
        let presets = #""animators": {"quick": {"type": "fade-scale", "duration": 0.1}}, "#
        #expect(
            try fallback(#"{"version": 1, "# + presets + #""transitions": ["# + rule + #""quick"}]}"#)?.preset
                == "quick")
        #expect(try fallback(#"{"version": 1, "transitions": ["# + rule + #"{"type": "slide"}}]}"#)?.type == "slide")
        #expect(try fallback(#"{"version": 1, "transitions": ["# + rule + "null}]}") == nil)
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        let ineffective =
            #"{"version": 1, "transitions": [{"from": "A", "to": "B", "animator": {"type": "slide"}, "#
            + #""fallback": {"type": "fade-scale"}}]}"#
        let (config, warnings) = ConfigFakes.load(ineffective, registry: ConfigFakes.registryWithElements)
        #expect(config != nil)
        #expect(
            ConfigFakes.summary(warnings) == [
                "\(ConfigFakes.locate("\"fallback\"", in: ineffective)) warning ineffective transitions[0].fallback"
            ])
        #expect(warnings.first?.message.contains("no shared element") == true)

        let moving =
            #"{"version": 1, "transitions": [{"from": "A", "to": "B", "animator": {"type": "container-transform"}, "#
            + #""fallback": {"type": "container-transform"}}]}"#
        let (broken, errors) = ConfigFakes.load(moving, registry: ConfigFakes.registryWithElements)
        #expect(broken == nil)
        #expect(
            ConfigFakes.summary(errors) == [
                "\(ConfigFakes.locate("{\"type\": \"container-transform\"}", in: moving, occurrence: 2)) error "
                    + "invalidValue transitions[0].fallback"
            ])

        let unknown =
            #"{"version": 1, "transitions": [{"from": "A", "to": "B", "animator": {"type": "container-transform"}, "#
            + #""fallback": "zoom"}]}"#
        let (_, missing) = ConfigFakes.load(unknown, registry: ConfigFakes.registryWithElements)
        #expect(ConfigFakes.summary(missing).first?.hasSuffix("error unknownPreset transitions[0].fallback") == true)
    }

    @Test func anEmptyElementIdentifierIsAnError() {
        let json =
            #"{"version": 1, "transitions": [{"from": "A", "to": "B", "animator": {"type": "container-transform", "#
            + #""element": ""}}]}"#
        let (config, diagnostics) = ConfigFakes.load(json, registry: ConfigFakes.registryWithElements)
        #expect(config == nil)
        #expect(diagnostics.first?.message.contains("non-empty string") == true)
    }
}
