import Foundation
import Testing
import TransitionConfiguration

@Suite("Config resolution")
struct ConfigResolutionTests {
    /// One rule per specificity level, each with its own duration so the winner is visible in the animator too.
    static let everyLevel = """
        {
          "version": 1,
          "animators": { "fade": { "type": "fade-scale" }, "tab": { "type": "tab" } },
          "transitions": [
            { "container": "Tabs", "from": "Home", "to": "Search", "animator": { "type": "slide", "duration": 0.1 } },
            { "container": "Tabs", "from": "Home", "animator": { "type": "slide", "duration": 0.2 } },
            { "container": "Tabs", "to": "Search", "animator": { "type": "slide", "duration": 0.3 } },
            { "container": "Tabs", "animator": "tab" },
            { "from": "Home", "to": "Search", "animator": { "type": "slide", "duration": 0.5 } },
            { "from": "Home", "animator": { "type": "slide", "duration": 0.6 } },
            { "to": "Search", "animator": { "type": "slide", "duration": 0.7 } },
            { "animator": "fade" }
          ]
        }
        """

    func winner(_ config: TransitionConfig, _ container: String?, _ from: String, _ to: String) -> Int? {
        config.resolve(container: container, from: from, to: to)?.rule?.index
    }

    @Test func theMostSpecificRuleWinsAtEveryLevel() throws {
        let config = try ConfigFakes.clean(Self.everyLevel)
        #expect(config.rules.map(\.specificity) == RuleSpecificity.allCases)
        // In the container: exact pair, then (from, *), then (*, to), then (*, *).
        #expect(winner(config, "Tabs", "Home", "Search") == 0)
        #expect(winner(config, "Tabs", "Home", "Settings") == 1)
        #expect(winner(config, "Tabs", "Settings", "Search") == 2)
        #expect(winner(config, "Tabs", "Settings", "Profile") == 3)
        // In another container, or none, only the global rules apply, in the same order.
        for container in ["Drawer", nil] as [String?] {
            #expect(winner(config, container, "Home", "Search") == 4)
            #expect(winner(config, container, "Home", "Settings") == 5)
            #expect(winner(config, container, "Settings", "Search") == 6)
            #expect(winner(config, container, "Settings", "Profile") == 7)
        }
        let resolution = try #require(config.resolve(container: "Tabs", from: "Home", to: "Settings"))
        #expect(resolution.animator?.type == "slide")
        #expect(resolution.animator?.parameters == ["duration": 0.2])
        #expect(resolution.animator?.animator.name == "slide")
        #expect(!resolution.isReversed && !resolution.isDefault && !resolution.isReduceMotion)
        #expect(
            config.resolve(container: "Tabs", from: "Settings", to: "Profile")?.animator?.summary
                == "preset 'tab' (tab)")
    }

    @Test func aContainerScopedCatchAllBeatsAGlobalExactPair() throws {
        let config = try ConfigFakes.clean(
            """
            {
              "version": 1,
              "transitions": [
                { "from": "Home", "to": "Search", "animator": { "type": "slide" } },
                { "container": "Tabs", "from": "*", "to": "*", "animator": { "type": "tab" } }
              ]
            }
            """)
        #expect(winner(config, "Tabs", "Home", "Search") == 1)
        #expect(winner(config, "Pager", "Home", "Search") == 0)
        #expect(winner(config, nil, "Home", "Search") == 0)
        #expect(config.resolve(container: nil, from: "Home", to: "Profile") == nil)
    }

    @Test func theDefaultComesLastAndNoDefaultMeansNoResolution() throws {
        let config = try ConfigFakes.clean(
            """
            {
              "version": 1,
              "transitions": [ { "from": "Home", "to": "Menu", "animator": null } ],
              "default": { "type": "slide", "direction": "up" }
            }
            """)
        let fallback = try #require(config.resolve(container: "Tabs", from: "Home", to: "Search"))
        #expect(fallback.isDefault)
        #expect(fallback.rule == nil)
        #expect(fallback.animator?.parameters == ["direction": "up"])
        #expect(fallback.interaction == nil)
        // A rule with a null animator matches and switches without animation; the default is not consulted.
        let none = try #require(config.resolve(container: "Tabs", from: "Home", to: "Menu"))
        #expect(none.rule?.index == 0)
        #expect(none.animator == nil)

        let bare = try ConfigFakes.clean(#"{"version": 1, "transitions": []}"#)
        #expect(bare.resolve(container: "Tabs", from: "Home", to: "Search") == nil)
        #expect(bare.defaultAnimator == nil)
        let nullDefault = try ConfigFakes.clean(#"{"version": 1, "default": null}"#)
        let unanimated = try #require(nullDefault.resolve(container: nil, from: "A", to: "B"))
        #expect(unanimated.isDefault && unanimated.animator == nil)
    }

    static let reversible = """
        {
          "version": 1,
          "transitions": [
            { "container": "Tabs", "from": "Home", "to": "Settings", "reversible": true,
              "animator": { "type": "slide", "direction": "left" },
              "interaction": { "type": "edge-pan", "edge": "right" } },
            { "from": "Search", "animator": { "type": "slide", "direction": "up" }, "reversible": true },
            { "from": "X", "animator": { "type": "tab" } },
            { "from": "A", "to": "B", "animator": { "type": "slide" }, "reversible": true },
            { "from": "P", "to": "Q", "animator": { "type": "slide", "direction": "leading" }, "reversible": true,
              "interaction": { "type": "pinch", "targetScale": 2 } },
            { "from": "M", "to": "N", "animator": { "type": "tab", "style": "crossfade" }, "reversible": true,
              "interaction": { "type": "pan", "direction": "down" } }
          ]
        }
        """

    @Test func aReversibleRuleServesTheReversePairPlayedBackwards() throws {
        let config = try ConfigFakes.clean(Self.reversible)
        let forward = try #require(config.resolve(container: "Tabs", from: "Home", to: "Settings"))
        #expect(!forward.isReversed)
        #expect(forward.animator?.parameters["direction"] == "left")
        #expect(forward.interaction?.gesture == .edgePan(edge: .right, margin: 20))

        let back = try #require(config.resolve(container: "Tabs", from: "Settings", to: "Home"))
        #expect(back.rule?.index == 0)
        #expect(back.isReversed)
        // Device defect 3: the reverse flipped `direction`, so an overlapping slide brought the wrong screen in on
        // the way back. It is the way there played backwards; the gesture is still flipped.
        #expect(back.animator?.parameters["direction"] == "left")
        #expect(back.animator?.playsBackwards == true)
        #expect(back.animator?.summary == "slide {\"direction\": \"left\"}, played backwards")
        #expect(back.interaction?.gesture == .edgePan(edge: .left, margin: 20))
        // The animators themselves were built with every default filled in; the way back is the same one.
        let built = try #require((back.animator?.animator as? PlayedBackwards)?.forward as? ConfigFakes.Slide)
        #expect(built.parameters.string("direction") == "left")
        #expect(built.parameters.number("duration") == 0.35)
        #expect(built.parameters.values.count == ConfigFakes.Slide.descriptor.parameters.count)
        #expect((forward.animator?.animator as? ConfigFakes.Slide)?.parameters.string("direction") == "left")
        // The rule is scoped: its reverse is too.
        #expect(config.resolve(container: "Drawer", from: "Settings", to: "Home") == nil)

        // Whatever the direction written (up, auto, leading), the way back plays the way there backwards.
        let up = try #require(config.resolve(container: nil, from: "Profile", to: "Search")?.animator)
        #expect(up.parameters["direction"] == "up" && up.playsBackwards)
        let auto = try #require(config.resolve(container: nil, from: "B", to: "A"))
        #expect(auto.isReversed)
        #expect(auto.animator?.parameters["direction"] == nil)
        let leading = try #require(config.resolve(container: nil, from: "Q", to: "P"))
        #expect(leading.animator?.parameters["direction"] == "leading" && leading.animator?.playsBackwards == true)
        #expect(leading.interaction?.gesture == .pinch(targetScale: 0.5))
        let tab = try #require(config.resolve(container: nil, from: "N", to: "M"))
        #expect(tab.isReversed)
        #expect(tab.animator?.parameters == ["style": "crossfade"])
        #expect(tab.interaction?.gesture == .pan(direction: .up, distance: 0))
    }

    @Test func aDerivedReverseRanksByTheReversePatternsSpecificity() throws {
        let config = try ConfigFakes.clean(Self.reversible)
        // Search → * reversed is * → Search (global (*, to)); X → * is global (from, *), which is more specific.
        #expect(winner(config, nil, "X", "Search") == 2)
        #expect(winner(config, nil, "Y", "Search") == 1)
        #expect(config.resolve(container: nil, from: "Y", to: "Search")?.isReversed == true)
        #expect(winner(config, nil, "Search", "Y") == 1)
        #expect(config.resolve(container: nil, from: "Search", to: "Y")?.isReversed == false)
    }

    @Test func aRuleWrittenForAPatternBeatsAnotherRulesReverse() throws {
        let (config, diagnostics) = ConfigFakes.load(
            """
            {
              "version": 1,
              "transitions": [
                { "from": "Home", "to": "Settings", "animator": { "type": "slide" }, "reversible": true },
                { "from": "Settings", "to": "Home", "animator": { "type": "tab" } }
              ]
            }
            """)
        #expect(diagnostics.map(\.code) == [ConfigDiagnostic.Code.shadowed])
        let loaded = try #require(config)
        #expect(winner(loaded, nil, "Settings", "Home") == 1)
        #expect(loaded.resolve(container: nil, from: "Settings", to: "Home")?.isReversed == false)
    }

    @Test func reduceMotionReplacesAnimatorsAndKeepsGesturesOnlyWhenItCan() throws {
        let interactive = try ConfigFakes.clean(
            """
            {
              "version": 1,
              "transitions": [
                { "from": "A", "to": "B", "animator": { "type": "slide" }, "interaction": "pan" },
                { "from": "A", "to": "C", "animator": null }
              ],
              "default": { "type": "slide" },
              "reduceMotion": { "type": "tab", "style": "crossfade" }
            }
            """)
        let reduced = try #require(interactive.resolve(container: nil, from: "A", to: "B", reduceMotion: true))
        #expect(reduced.isReduceMotion)
        #expect(reduced.rule?.index == 0)
        #expect(reduced.animator?.type == "tab")
        #expect(reduced.interaction?.gesture.name == "pan")
        #expect(interactive.resolve(container: nil, from: "A", to: "B")?.animator?.type == "slide")
        // No animation stays no animation; the default is replaced too.
        let none = try #require(interactive.resolve(container: nil, from: "A", to: "C", reduceMotion: true))
        #expect(none.animator == nil && !none.isReduceMotion)
        #expect(interactive.resolve(container: nil, from: "X", to: "Y", reduceMotion: true)?.animator?.type == "tab")

        let (fading, diagnostics) = ConfigFakes.load(
            """
            {
              "version": 1,
              "transitions": [
                { "from": "A", "to": "B", "animator": { "type": "fade-scale" }, "interaction": "pan" },
                { "from": "A", "to": "C", "animator": { "type": "slide" }, "interaction": "pan" }
              ],
              "reduceMotion": { "type": "drawer" }
            }
            """)
        #expect(diagnostics.count == 1)
        let faded = try #require(fading?.resolve(container: nil, from: "A", to: "B", reduceMotion: true))
        #expect(faded.animator?.type == "drawer")
        #expect(faded.interaction == nil)
        // Device defect 7: a reduce-motion animator that cannot play the rule's kind of transition (an overlay-only
        // one for a replace-only slide, or a replace-only dissolve for a drawer) leaves the rule's animator, told
        // the person prefers reduced motion, and its gesture.
        let kept = try #require(fading?.resolve(container: nil, from: "A", to: "C", reduceMotion: true))
        #expect(kept.animator?.type == "slide" && !kept.isReduceMotion)
        #expect(kept.interaction?.gesture.name == "pan")

        let (plain, _) = ConfigFakes.load(#"{"version": 1, "default": {"type": "slide"}}"#)
        #expect(plain?.resolve(container: nil, from: "A", to: "B", reduceMotion: true)?.isReduceMotion == false)
    }

    @Test func interactionsCarryTheirParametersAndMakeTrackers() throws {
        let config = try ConfigFakes.clean(
            """
            {
              "version": 1,
              "transitions": [
                { "from": "A", "to": "B", "animator": { "type": "slide" }, "interaction": "edge-pan" },
                { "from": "A", "to": "C", "animator": { "type": "slide" }, "interaction": {
                  "type": "pan", "direction": "up", "threshold": 0.4, "minimumFlickVelocity": 300,
                  "decelerationRate": 0.99, "completionSpeed": 2, "completionCurve": "linear" } },
                { "from": "A", "to": "D", "animator": { "type": "slide" }, "interaction": {
                  "type": "edge-pan", "edge": "left", "margin": 44,
                  "completionCurve": { "dampingRatio": 1, "response": 0.3 } } },
                { "from": "A", "to": "E", "animator": { "type": "slide" },
                  "interaction": { "type": "pinch", "targetScale": 0.5 } }
              ]
            }
            """)
        let size = CGSize(width: 390, height: 844)
        let defaults = try #require(config.rules[0].interaction)
        #expect(defaults == InteractionSpec(gesture: .edgePan(edge: .right, margin: 20)))
        #expect(
            defaults.decision
                == GestureDecision(threshold: 0.6, minimumFlickVelocity: 150, decelerationRate: 0.998))
        let edge = try #require(defaults.panTracker(containerSize: size))
        #expect(edge.edgeStart == PanTracker.EdgeStart(edge: .right, containerWidth: 390, margin: 20))
        #expect(edge.advancesTowardsNegative)
        #expect(defaults.pinchTracker() == nil)

        let pan = try #require(config.rules[1].interaction)
        #expect(pan.decision == GestureDecision(threshold: 0.4, minimumFlickVelocity: 300, decelerationRate: 0.99))
        #expect(pan.completionSpeed == 2)
        #expect(pan.completionCurve == .linear)
        let vertical = try #require(pan.panTracker(containerSize: size))
        #expect(vertical.axis == .vertical)
        #expect(vertical.advancesTowardsNegative)
        #expect(vertical.distance == 844)
        #expect(vertical.edgeStart == nil)

        let spring = try #require(config.rules[2].interaction)
        #expect(spring.gesture == .edgePan(edge: .left, margin: 44))
        #expect(spring.completionCurve == .spring(try #require(SpringTiming(dampingRatio: 1, response: 0.3))))

        let pinch = try #require(config.rules[3].interaction)
        #expect(pinch.pinchTracker()?.targetScale == 0.5)
        #expect(pinch.panTracker(containerSize: size) == nil)
        #expect(
            InteractionSpec.parameters(forGesture: "pinch")?.map(\.name) == [
                "targetScale", "threshold",
                "minimumFlickVelocity", "decelerationRate", "completionSpeed", "completionCurve",
            ])
        #expect(InteractionSpec.parameters(forGesture: "swipe") == nil)
    }

    @Test func identifiersWithEscapesAndSurrogatesMatchTheirDecodedText() throws {
        let config = try ConfigFakes.clean(
            #"""
            {
              "version": 1,
              "transitions": [
                { "container": "T\u0061bs", "from": "\ud83c\udfe0", "to": "Caf\u00e9 \"2\"",
                  "animator": { "type": "tab" } }
              ]
            }
            """#)
        #expect(winner(config, "Tabs", "🏠", "Café \"2\"") == 0)
        #expect(config.rules[0].pattern == "Tabs: 🏠 → Café \"2\"")
    }

    @Test func tenThousandRulesLoadAndResolveByPattern() throws {
        var rules = (0..<10_000).map { #"{"from": "C\#($0)", "to": "D\#($0)", "animator": null}"# }
        rules.append(#"{"container": "Tabs", "from": "C42", "animator": {"type": "tab"}}"#)
        rules.append(#"{"to": "D7", "animator": {"type": "slide"}, "reversible": true}"#)
        let config = try ConfigFakes.clean(
            #"{"version": 1, "transitions": ["# + rules.joined(separator: ",\n")
                + #"], "default": {"type": "fade-scale"}}"#)
        #expect(config.rules.count == 10_002)
        #expect(winner(config, nil, "C5000", "D5000") == 5000)
        #expect(winner(config, "Tabs", "C42", "D42") == 10_000)
        #expect(winner(config, "Tabs", "C43", "D43") == 43)
        #expect(winner(config, nil, "C7", "D7") == 7)
        #expect(winner(config, nil, "C8", "D7") == 10_001)
        #expect(winner(config, nil, "D7", "C8") == 10_001)
        #expect(config.resolve(container: nil, from: "C1", to: "D2")?.isDefault == true)
    }
}
