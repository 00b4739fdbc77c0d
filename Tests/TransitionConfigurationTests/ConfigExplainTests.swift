import Foundation
import Testing
import TransitionConfiguration

@Suite("Config explain")
struct ConfigExplainTests {
    static let json = """
        {
          "version": 1,
          "animators": { "push": { "type": "slide", "direction": "left" } },
          "transitions": [
            { "container": "Tabs", "from": "Home", "to": "Settings", "animator": "push", "interaction": "edge-pan" },
            { "to": "Settings", "animator": { "type": "fade-scale" } },
            { "container": "Drawer", "animator": { "type": "drawer" } },
            { "from": "Search", "animator": null },
            { "from": "Home", "to": "Profile", "animator": "push", "reversible": true }
          ],
          "default": { "type": "tab" }
        }
        """

    @Test func theWinnerIsNamedWithItsPlaceAndEveryOtherRuleSaysWhyItLost() throws {
        let config = try ConfigFakes.clean(Self.json)
        let explanation = config.explain(container: "Tabs", from: "Home", to: "Settings")
        #expect(
            explanation.candidates.map(\.verdict) == [
                .chosen, .lessSpecific(than: 0), .otherContainer("Drawer"), .fromDoesNotMatch("Search"),
                .toDoesNotMatch("Profile"),
            ])
        #expect(
            explanation.description == """
                Tabs: Home → Settings
                  uses transitions[0] at test.json:5:5 (Tabs: Home → Settings, container exact pair)
                  animator: preset 'push' (slide)
                  interaction: edge-pan from the right edge
                  rules, in file order:
                    ✓ transitions[0] 5:5  Tabs: Home → Settings        chosen (container exact pair)
                    ✗ transitions[1] 6:5  * → Settings                 matches, but global (*, to) is less specific than transitions[0]'s container exact pair
                    ✗ transitions[2] 7:5  Drawer: * → *                scoped to container 'Drawer', not 'Tabs'
                    ✗ transitions[3] 8:5  Search → *                   from is 'Search', not 'Home'
                    ✗ transitions[4] 9:5  Home → Profile (reversible)  to is 'Profile', not 'Settings'; its reverse does not match either
                  default at 11:14: tab — not used, a rule matched
                """)
    }

    @Test func aReversedWinnerSaysItPlaysBackwards() throws {
        let config = try ConfigFakes.clean(Self.json)
        let explanation = config.explain(container: nil, from: "Profile", to: "Home")
        #expect(explanation.resolution?.isReversed == true)
        #expect(
            explanation.candidates.map(\.verdict) == [
                .otherContainer("Tabs"), .toDoesNotMatch("Settings"), .otherContainer("Drawer"),
                .fromDoesNotMatch("Search"), .chosenReversed,
            ])
        #expect(
            explanation.description == """
                Profile → Home
                  uses transitions[4] at test.json:9:5 (the reverse of Home → Profile, global exact pair)
                  animator: preset 'push' (slide), played backwards
                  reversed: yes (the animation played backwards, the gesture flipped)
                  rules, in file order:
                    ✗ transitions[0] 5:5  Tabs: Home → Settings        scoped to container 'Tabs'; the pair has no container
                    ✗ transitions[1] 6:5  * → Settings                 to is 'Settings', not 'Home'
                    ✗ transitions[2] 7:5  Drawer: * → *                scoped to container 'Drawer'; the pair has no container
                    ✗ transitions[3] 8:5  Search → *                   from is 'Search', not 'Profile'
                    ✓ transitions[4] 9:5  Home → Profile (reversible)  chosen reversed (Profile → Home, global exact pair)
                  default at 11:14: tab — not used, a rule matched
                """)
    }

    @Test func theDefaultAndNothingAtAllAreExplainedToo() throws {
        let config = try ConfigFakes.clean(Self.json)
        let fallback = config.explain(container: "Tabs", from: "Search", to: "Home").description
        let lines = fallback.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Tabs: Search → Home")
        // Search → * (global) matches; the Tabs-scoped rule is about another pair.
        #expect(lines[1] == "  uses transitions[3] at test.json:8:5 (Search → *, global (from, *))")
        #expect(lines[2] == "  animator: none (switch without animation)")

        let unmatched = config.explain(container: "Pager", from: "A", to: "B")
        #expect(unmatched.resolution?.isDefault == true)
        let text = unmatched.description.split(separator: "\n").map(String.init)
        #expect(text[1] == "  no rule matches: uses the default at test.json:11:14")
        #expect(text[2] == "  animator: tab")
        #expect(text.last == "  default at 11:14: tab — used")

        let empty = try ConfigFakes.clean(#"{"version": 1}"#)
        #expect(
            empty.explain(container: nil, from: "A", to: "B").description == """
                A → B
                  no rule matches and there is no default: the switch is not animated by the config
                  no rules
                  default: none
                """)
    }

    @Test func aReverseThatLosesSaysToWhatAndWhy() throws {
        let (config, _) = ConfigFakes.load(
            """
            {
              "version": 1,
              "transitions": [
                { "from": "Home", "to": "Profile", "animator": { "type": "slide" }, "reversible": true },
                { "container": "Tabs", "animator": { "type": "tab" } },
                { "from": "Profile", "to": "Home", "animator": null }
              ]
            }
            """)
        let loaded = try #require(config)
        let scoped = loaded.explain(container: "Tabs", from: "Profile", to: "Home")
        #expect(scoped.candidates.map(\.verdict) == [.reverseLost(to: 1), .chosen, .lessSpecific(than: 1)])
        let lines = scoped.description.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "its reverse matches, but global exact pair is less specific than "
                        + "transitions[1]'s container (*, *)")
            })

        let global = loaded.explain(container: nil, from: "Profile", to: "Home")
        #expect(global.candidates.map(\.verdict) == [.reverseLost(to: 2), .otherContainer("Tabs"), .chosen])
        #expect(
            global.description.contains(
                "its reverse matches, but transitions[2] is written for that pattern and "
                    + "wins"))
    }
}
