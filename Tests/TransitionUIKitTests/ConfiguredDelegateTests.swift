import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionUIKit

/// A config driving a real (headless) container: the engine plays the animator each rule chooses.
@MainActor
@Suite("Configured delegate on a container")
struct ConfiguredDelegateTests {
    /// A slide whose duration comes from its parameters, so the frames a switch takes show which rule chose it.
    struct Slide: ConfigurableAnimator {
        static let descriptor = AnimatorDescriptor(
            name: "slide", summary: "Test slide.",
            parameters: [
                AnimatorParameter("duration", .number(0...10), default: 0.3, "Seconds."),
                AnimatorParameter("direction", .choice(["auto", "left", "right"]), default: "auto", "Direction."),
            ])
        let parameters: AnimatorParameters
        init(parameters: AnimatorParameters) { self.parameters = parameters }
        func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(
                duration: parameters.number("duration"), curve: .linear,
                tracks: [
                    RoleTrack(
                        .from,
                        frame: PropertyTrack(
                            from: context.initialFrame(for: .from), to: context.finalFrame(for: .from))),
                    RoleTrack(
                        .to,
                        frame: PropertyTrack(from: context.initialFrame(for: .to), to: context.finalFrame(for: .to))),
                ])
        }
    }

    static let registry: AnimatorRegistry = {
        var registry = AnimatorRegistry()
        try? registry.register(Slide.self)
        return registry
    }()

    static let json = """
        {
          "version": 1,
          "transitions": [
            { "container": "Tabs", "from": "Home", "to": "Search", "reversible": true,
              "animator": { "type": "slide", "duration": 0.5, "direction": "left" },
              "interaction": { "type": "edge-pan", "completionSpeed": 2 } },
            { "container": "Tabs", "from": "Search", "to": "Settings", "animator": null },
            { "container": "Tabs", "animator": { "type": "slide", "duration": 0.1 } }
          ],
          "midFlightPolicy": "queue"
        }
        """

    func makeScene() throws -> (ContainerScene, ConfiguredTransitionDelegate) {
        let scene = try ContainerScene()
        let delegate = try ConfiguredTransitionDelegate(data: Data(Self.json.utf8), registry: Self.registry)
        delegate.attach(to: scene.container.engine)
        return (scene, delegate)
    }

    func select(_ index: Int, in scene: ContainerScene) throws -> Int {
        try scene.ui.perform { try scene.container.select(index: index) }
        return scene.ui.clock.runUntilIdle()
    }

    @Test func eachSwitchPlaysTheAnimatorItsRuleChooses() throws {
        let (scene, delegate) = try makeScene()
        #expect(scene.container.engine.midFlightPolicy == .queue)
        #expect(try select(1, in: scene) == 30)  // Home → Search: 0.5 s at 60 Hz
        #expect(try select(0, in: scene) == 30)  // Search → Home: the same rule, reversed
        #expect(try select(2, in: scene) == 6)  // Home → Settings: the container's catch-all, 0.1 s
        #expect(try select(1, in: scene) == 6)
        #expect(try select(2, in: scene) == 0)  // Search → Settings: null, no animation
        #expect(scene.shownChildren == ["Settings"])
        #expect(scene.ui.appearanceErrors.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func aGestureGetsTheRulesCompletionSpeed() throws {
        let (scene, delegate) = try makeScene()
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        #expect(interaction.completionSpeed == 2)
        try interaction.update(0.5)
        try interaction.finish()
        // The remaining half of 0.5 s, twice as fast.
        #expect(scene.ui.clock.runUntilIdle() == 8)
        #expect(scene.container.selectedIndex == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func aReplacedConfigAppliesFromTheNextSwitchAndABrokenOneChangesNothing() throws {
        let (scene, delegate) = try makeScene()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        let problems = delegate.replace(
            with: Data(#"{"version": 1, "transitions": [{"animator": {"type": "slide", "duration": 0.2}}]}"#.utf8))
        #expect(problems.isEmpty)
        // The running transition keeps the animator it started with.
        #expect(scene.ui.clock.runUntilIdle() == 27)
        #expect(try select(0, in: scene) == 12)

        let broken = delegate.replace(with: Data(#"{"version": 1, "default": {"type": "slyde"}}"#.utf8))
        #expect(broken.map(\.code) == [.unknownAnimatorType])
        #expect(try select(1, in: scene) == 12)
    }

    /// A type the config declares in "animatorTypes" that the registry lacks: the config loads (with a warning), and
    /// the rule using it switches without animation instead of half-playing.
    @Test func aDeclaredButUnregisteredTypeSwitchesWithoutAnimation() throws {
        let json = """
            {
              "version": 1,
              "animatorTypes": {
                "bounce": { "parameters": { "height": { "type": "number", "minimum": 0, "default": 20 } } }
              },
              "transitions": [
                { "container": "Tabs", "from": "Home", "to": "Search", "animator": { "type": "bounce", "height": 8 } },
                { "container": "Tabs", "animator": { "type": "slide", "duration": 0.1 } }
              ]
            }
            """
        let scene = try ContainerScene()
        let delegate = try ConfiguredTransitionDelegate(data: Data(json.utf8), registry: Self.registry)
        #expect(delegate.config.warnings.map(\.code) == [.unregisteredAnimatorType])
        delegate.attach(to: scene.container.engine)
        #expect(try select(1, in: scene) == 0)  // Home → Search: bounce is not registered, no animation
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == ["Search"])
        #expect(
            scene.container.engine.diagnostics.contains {
                if case .animatorKindMismatch(_, "bounce", .replace) = $0 { return true } else { return false }
            })
        #expect(try select(2, in: scene) == 6)  // Search → Settings: the registered slide still plays
        #expect(scene.shownChildren == ["Settings"])
        #expect(scene.ui.appearanceErrors.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}
