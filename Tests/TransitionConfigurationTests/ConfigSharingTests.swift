import Foundation
import Testing
import TransitionConfiguration

/// A generated config writes one animator thousands of times, and the loader keeps one definition for them: each
/// reference must still say where it is written and play exactly what it wrote, and paths kept in one word must equal
/// the same steps written out.
@Suite("Config: repeated animators and compact paths")
struct ConfigSharingTests {
    static let repeated = """
        {
          "version": 1,
          "animators": { "push": { "type": "slide", "direction": "left" } },
          "transitions": [
            { "from": "A", "to": "B", "animator": { "type": "slide", "direction": "left" }, "reversible": true },
            { "from": "C", "to": "D", "animator": { "type": "slide", "direction": "left" }, "reversible": true },
            { "from": "E", "to": "F", "animator": { "type": "slide", "direction": "right" }, "reversible": true },
            { "from": "G", "to": "H", "animator": { "type": "tab", "duration": 0.3 } },
            { "from": "I", "to": "J", "animator": { "type": "slide", "duration": 0.3 } },
            { "from": "K", "to": "L", "animator": "push" },
            { "from": "M", "to": "N", "animator": "push", "reversible": true },
            { "from": "O", "to": "P", "animator": { "type": "slide", "direction": "left" } }
          ]
        }
        """

    @Test func eachReferenceKeepsItsOwnPlaceAndPlaysWhatItWrote() throws {
        let config = try ConfigFakes.clean(Self.repeated)
        for rule in config.rules {
            let animator = try #require(rule.animator)
            #expect(animator.path.description == "transitions[\(rule.index)].animator")
            #expect(rule.path.description == "transitions[\(rule.index)]")
            #expect(animator.location.line == rule.location.line)
            #expect(animator.location.column > rule.location.column)
        }
        let summaries = config.rules.map { $0.animator?.summary }
        #expect(
            summaries == [
                "slide {\"direction\": \"left\"}", "slide {\"direction\": \"left\"}", "slide {\"direction\": \"right\"}",
                "tab {\"duration\": 0.3}", "slide {\"duration\": 0.3}", "preset 'push' (slide)", "preset 'push' (slide)",
                "slide {\"direction\": \"left\"}",
            ])
        // The same parameters written for another type build that type.
        #expect(config.rules[3].animator?.animator is ConfigFakes.Tab)
        #expect(config.rules[4].animator?.animator is ConfigFakes.Slide)
        #expect((config.rules[2].animator?.animator as? ConfigFakes.Slide)?.parameters.string("direction") == "right")

        // Each way back is its own rule's, written where the rule's animator is.
        for (index, from, to, direction) in [(0, "B", "A", "left"), (1, "D", "C", "left"), (2, "F", "E", "right")] {
            let back = try #require(config.resolve(container: nil, from: from, to: to))
            #expect(back.rule?.index == index && back.isReversed)
            let animator = try #require(back.animator)
            #expect(animator.playsBackwards)
            #expect(animator.parameters["direction"] == .string(direction))
            #expect(animator.path.description == "transitions[\(index)].animator")
            #expect(animator.location == config.rules[index].animator?.location)
        }
        let presetBack = try #require(config.resolve(container: nil, from: "N", to: "M")?.animator)
        #expect(presetBack.preset == "push" && presetBack.playsBackwards)
        #expect(presetBack.path.description == "transitions[6].animator")
        // The preset itself is still written where it is declared.
        #expect(config.presets["push"]?.path.description == "animators.push")
    }

    @Test func changingOneReferenceLeavesTheOthersAsWritten() throws {
        let config = try ConfigFakes.clean(Self.repeated)
        var changed = try #require(config.rules[0].animator)
        changed.parameters["direction"] = .string("right")
        changed.path = .root.key("elsewhere")
        #expect(changed.parameters["direction"] == "right")
        #expect(config.rules[0].animator?.parameters["direction"] == "left")
        #expect(config.rules[1].animator?.parameters["direction"] == "left")
        #expect(config.rules[7].animator?.parameters["direction"] == "left")
        #expect(config.rules[1].animator?.path.description == "transitions[1].animator")
        var preset = try #require(config.rules[5].animator)
        preset.preset = nil
        #expect(config.rules[6].animator?.preset == "push")
        #expect(config.presets["push"]?.preset == "push")
    }

    @Test func everyRuleThatLeavesItsFallbackOutGetsItsOwnPlace() throws {
        let json = """
            {
              "version": 1,
              "transitions": [
                { "from": "Grid", "to": "Photo", "animator": { "type": "container-transform" }, "reversible": true },
                { "from": "List", "to": "Photo", "animator": { "type": "container-transform" } }
              ]
            }
            """
        let config = try ConfigFakes.clean(json, registry: ConfigFakes.registryWithElements)
        for rule in config.rules {
            let fallback = try #require(rule.fallback)
            #expect(fallback.type == "fade-scale")
            #expect(fallback.path.description == "transitions[\(rule.index)].fallback")
            #expect(fallback.location == rule.location)
        }
        let back = try #require(config.resolve(container: nil, from: "Photo", to: "Grid"))
        #expect(back.fallback?.path.description == "transitions[0].fallback")
    }

    @Test func aRulesPathInOneWordEqualsTheSameStepsWrittenOut() {
        let compact = ConfigPath.root.key("transitions").index(3).key("animator")
        let written = ConfigPath([.key("transitions"), .index(3), .key("animator")])
        #expect(compact == written && written == compact)
        #expect(Set([compact, written]).count == 1)
        #expect(compact.hashValue == written.hashValue)
        #expect(compact.components == written.components)
        #expect(compact.description == "transitions[3].animator")
        #expect(compact != ConfigPath.root.key("transitions").index(3).key("fallback"))
        #expect(compact != ConfigPath.root.key("transitions").index(4).key("animator"))
        #expect(ConfigPath.root.key("transitions").index(3) != compact)
        #expect(!compact.isRoot)

        // Going deeper, or anywhere else, writes the steps out.
        #expect(compact.key("duration").description == "transitions[3].animator.duration")
        #expect(
            compact.key("duration") == ConfigPath([.key("transitions"), .index(3), .key("animator"), .key("duration")]))
        #expect(ConfigPath.root.key("transitions").index(1).key("my key").description == "transitions[1][\"my key\"]")
        #expect(ConfigPath.root.key("animators").index(2).description == "animators[2]")
        #expect(ConfigPath.root.key("transitions").index(2).index(0).description == "transitions[2][0]")
        #expect(ConfigPath.root.key("transitions").key("x").index(2).description == "transitions.x[2]")

        // Its steps can be replaced like any path's.
        var path = compact
        path.components.append(.index(0))
        #expect(path.description == "transitions[3].animator[0]")
        #expect(path == ConfigPath([.key("transitions"), .index(3), .key("animator"), .index(0)]))
    }

    @Test func aScopedCatchAllsReversibleIsReportedWithItsContainer() {
        let json = """
            {
              "version": 1,
              "transitions": [
                { "container": "Tabs", "animator": { "type": "slide" }, "reversible": true }
              ]
            }
            """
        let (config, diagnostics) = ConfigFakes.load(json)
        #expect(config != nil)
        #expect(
            diagnostics.map(\.message) == [
                "\"reversible\" has no effect: the reverse of Tabs: * → * is the same pattern"
            ])
        #expect(diagnostics.map(\.path.description) == ["transitions[0].reversible"])
    }
}
