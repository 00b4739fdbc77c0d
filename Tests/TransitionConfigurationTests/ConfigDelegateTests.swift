import Foundation
import Testing
import TransitionConfiguration

@MainActor
@Suite("Configured transition delegate")
struct ConfigDelegateTests {
    static let json = """
        {
          "version": 1,
          "animators": { "push": { "type": "slide", "duration": 0.35 } },
          "transitions": [
            { "container": "Tabs", "from": "Home", "to": "Settings", "animator": "push",
              "interaction": { "type": "edge-pan", "completionSpeed": 2, "completionCurve": "linear" } },
            { "container": "Tabs", "from": "Home", "to": "Search", "animator": null },
            { "from": "*", "to": "Detail", "animator": { "type": "fade-scale" } }
          ],
          "reduceMotion": { "type": "tab", "style": "crossfade" },
          "midFlightPolicy": "queue"
        }
        """

    func makeDelegate() throws -> ConfiguredTransitionDelegate {
        try ConfiguredTransitionDelegate(data: Data(Self.json.utf8), file: "app.json", registry: ConfigFakes.registry)
    }

    let homeToSettings = TransitionPair(container: "Tabs", from: "Home", to: "Settings", fromIndex: 0, toIndex: 2)

    @Test func animatorsComeFromTheConfigPerPair() throws {
        let delegate = try makeDelegate()
        #expect(delegate.animator(for: homeToSettings).animator?.name == "slide")
        #expect(delegate.animator(for: TransitionPair(container: "Tabs", from: "Home", to: "Search")).animator == nil)
        #expect(
            delegate.animator(for: TransitionPair(container: "", from: "List", to: "Detail")).animator?.name
                == "fade-scale")
        // Not matched and no default: nil, so the engine uses its own default animator.
        #expect(delegate.animator(for: TransitionPair(container: "Tabs", from: "Search", to: "Home")).animator == nil)
        #expect(delegate.config.midFlightPolicy == .queue)
    }

    @Test func rulesWithAnInteractionGetAControllerWithTheirCompletion() throws {
        let delegate = try makeDelegate()
        let animator = try #require(delegate.animator(for: homeToSettings).animator)
        let interaction = try #require(delegate.interactionController(for: animator, pair: homeToSettings))
        #expect(interaction.completionSpeed == 2)
        #expect(interaction.completionCurve == .linear)
        #expect(delegate.interaction(for: homeToSettings)?.gesture == .edgePan(edge: .right, margin: 20))
        let detail = TransitionPair(container: "Tabs", from: "Home", to: "Detail")
        let fade = try #require(delegate.animator(for: detail).animator)
        #expect(delegate.interactionController(for: fade, pair: detail) == nil)
    }

    @Test func reduceMotionSwitchesToTheReduceMotionAnimator() throws {
        let delegate = try makeDelegate()
        delegate.reduceMotion = true
        #expect(delegate.animator(for: homeToSettings).animator?.name == "tab")
        #expect(delegate.resolution(for: homeToSettings)?.isReduceMotion == true)
        #expect(delegate.interaction(for: homeToSettings) != nil)
        delegate.reduceMotion = false
        #expect(delegate.animator(for: homeToSettings).animator?.name == "slide")
    }

    @Test func replacingWithAValidConfigTakesEffectAtOnce() throws {
        let delegate = try makeDelegate()
        let diagnostics = delegate.replace(
            with: Data(
                """
                {
                  "version": 1,
                  "animators": { "unused": { "type": "tab" } },
                  "transitions": [ { "container": "Tabs", "animator": { "type": "tab" } } ]
                }
                """.utf8))
        #expect(
            diagnostics.map(\.description) == [
                "app.json:3:18: warning: animators.unused: preset 'unused' is never "
                    + "used; refer to it from a rule, \"default\" or \"reduceMotion\", or remove it"
            ])
        #expect(delegate.animator(for: homeToSettings).animator?.name == "tab")
        #expect(delegate.config.rules.count == 1)
        #expect(delegate.config.midFlightPolicy == nil)
    }

    @Test func aReplacementWithAnyErrorLeavesThePreviousConfigInForce() throws {
        let delegate = try makeDelegate()
        let broken = """
            {
              "version": 1,
              "transitions": [ { "container": "Tabs", "animator": { "type": "tabb" } } ]
            }
            """
        let diagnostics = delegate.replace(with: Data(broken.utf8), file: "edited.json")
        #expect(
            diagnostics.map(\.description) == [
                "edited.json:3:65: error: transitions[0].animator.type: unknown "
                    + "animator type 'tabb'; did you mean 'tab'? Known animators: drawer, fade-scale, slide, tab"
            ])
        #expect(delegate.animator(for: homeToSettings).animator?.name == "slide")
        #expect(delegate.config.file == "app.json")
        #expect(delegate.config.rules.count == 3)

        let malformed = delegate.replace(with: Data("{\"version\": 1,".utf8))
        #expect(malformed.map(\.code) == [ConfigDiagnostic.Code.syntax])
        #expect(malformed.first?.file == "app.json")
        #expect(delegate.animator(for: homeToSettings).animator?.name == "slide")
    }

    @Test func aDelegateCannotBeMadeFromABrokenConfig() {
        #expect(throws: ConfigError.self) {
            try ConfiguredTransitionDelegate(data: Data("{}".utf8), registry: ConfigFakes.registry)
        }
    }
}
