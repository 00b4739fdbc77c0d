import FadeScaleTransition
import Foundation
import Testing
import TransitionCore
import TransitionTesting

@MainActor
struct FadeScaleAnimatorTests {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let parameterNames = ["fromScale", "toScale", "duration", "curve"]

    func context(
        _ direction: TransitionDirection = .forward, _ layout: TransitionLayoutDirection = .leftToRight
    )
        -> TransitionContext
    {
        TransitionContext(
            previewing: TransitionPair(container: "", from: "A", to: "B"), containerBounds: Self.bounds,
            direction: direction, layoutDirection: layout)
    }

    func animation(
        _ raw: [String: ParameterValue] = [:], _ direction: TransitionDirection = .forward,
        _ layout: TransitionLayoutDirection = .leftToRight
    ) throws -> TransitionAnimation {
        try FadeScaleAnimator(raw).animation(for: context(direction, layout))
    }

    /// Expects `role`'s alpha and uniform scale at fractions 0, 0.5 and 1, with its frame left at the bounds.
    func expectSamples(
        _ animation: TransitionAnimation, _ role: TransitionRole, alphas: [CGFloat], scales: [CGFloat],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(alphas.count == 3 && scales.count == 3, "give values at 0, 0.5 and 1", sourceLocation: sourceLocation)
        for (index, fraction) in [0, 0.5, 1].enumerated() where index < min(alphas.count, scales.count) {
            let state = animation.state(of: role, at: fraction, base: ViewState(frame: Self.bounds))
            #expect(
                abs(state.alpha - alphas[index]) < 1e-12, "\(role) alpha at \(fraction): \(state.alpha)",
                sourceLocation: sourceLocation)
            var expected = Transform(scale: scales[index])
            expected.scaleX = state.transform.scaleX
            expected.scaleY = state.transform.scaleY
            let scaleIsClose =
                abs(state.transform.scaleX - scales[index]) < 1e-12
                && abs(state.transform.scaleY - scales[index]) < 1e-12
            // Only the scale may change: no translation, rotation or perspective sneaks in.
            #expect(
                scaleIsClose && state.transform == expected, "\(role) transform at \(fraction): \(state.transform)",
                sourceLocation: sourceLocation)
            #expect(
                state.frame == Self.bounds, "\(role) frame at \(fraction): \(state.frame)",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Descriptor

    @Test func registersAsFadeScaleWithItsParametersAndCapabilities() {
        let descriptor = FadeScaleAnimator.descriptor
        #expect(descriptor.name == "fade-scale")
        #expect(descriptor.parameters.map(\.name) == Self.parameterNames)
        #expect(descriptor.parameters.map(\.defaultValue) == [0.92, 1, 0.25, "easeInOut"])
        #expect(descriptor.parameters.map(\.type) == [.number(0.1...2), .number(0.1...2), .number(0...10), .curve])
        #expect(descriptor.parameters.allSatisfy { !$0.summary.isEmpty })
        #expect(
            descriptor.capabilities
                == AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.replace]))
        #expect(FadeScaleAnimator().name == "fade-scale")
    }

    @Test func plainInitUsesEveryDefault() throws {
        let animator = FadeScaleAnimator()
        #expect(animator == (try FadeScaleAnimator([:])))
        #expect(animator.fromScale == 0.92)
        #expect(animator.toScale == 1)
        #expect(animator.duration == 0.25)
        #expect(animator.curve == .easeInOut)
        let animation = animator.animation(for: context())
        #expect(animation.duration == 0.25)
        #expect(animation.curve == .easeInOut)
        // The arriving screen waits opaque underneath at its size; only the leaving one fades and shrinks.
        #expect(animation.toViewPlacement == .below)
        #expect(animation.tracks.map(\.role) == [.from])
    }

    // MARK: Samples

    @Test func defaultsFadeOutAndShrinkTheFromViewOverTheOpaqueToView() throws {
        let animation = try animation()
        // fromScale 0.92: 1 → 0.96 → 0.92, fading out over the arriving screen, which stays opaque below it.
        expectSamples(animation, .from, alphas: [1, 0.5, 0], scales: [1, 0.96, 0.92])
        expectSamples(animation, .to, alphas: [1, 1, 1], scales: [1, 1, 1])
        #expect(animation.toViewPlacement == .below)
        #expect(animation.track(for: .from)?.transform != nil)
        #expect(animation.track(for: .to)?.transform == nil)
    }

    @Test func toScaleGrowsTheToViewUpToItsSizeOverTheOpaqueFromView() throws {
        // A to-view smaller than the container cannot go underneath: the growing from-view stays opaque below it.
        let animation = try animation(["fromScale": 1.1, "toScale": 0.8])
        expectSamples(animation, .from, alphas: [1, 1, 1], scales: [1, 1.05, 1.1])
        expectSamples(animation, .to, alphas: [0, 0.5, 1], scales: [0.8, 0.9, 1])
        #expect(animation.toViewPlacement == .above)
    }

    @Test func aFromScaleOfOneLeavesTheFromViewWithoutATransformTrack() throws {
        let animation = try animation(["fromScale": 1, "toScale": 0.5])
        #expect(animation.track(for: .from)?.transform == nil)
        #expect(animation.track(for: .to)?.transform != nil)
        #expect(!animation.animates(.from))
        expectSamples(animation, .from, alphas: [1, 1, 1], scales: [1, 1, 1])
        expectSamples(animation, .to, alphas: [0, 0.5, 1], scales: [0.5, 0.75, 1])
    }

    /// Device defect 8: a cross-dissolve that faded both screens showed a quarter of the window's background at its
    /// middle. The leaving screen fades out over the arriving one, which is opaque underneath, and nothing else.
    @Test func bothScalesAtOneIsADissolveThatNeverShowsTheBackground() throws {
        let animation = try animation(["fromScale": 1, "toScale": 1])
        let track = try #require(animation.track(for: .from))
        #expect(track.alpha != nil)
        #expect(track.transform == nil && track.frame == nil && track.cornerRadius == nil && track.shadow == nil)
        #expect(animation.tracks.map(\.role) == [.from])
        #expect(animation.toViewPlacement == .below)
        expectSamples(animation, .from, alphas: [1, 0.5, 0], scales: [1, 1, 1])
        expectSamples(animation, .to, alphas: [1, 1, 1], scales: [1, 1, 1])
        let report = AnimatorConformance.check(try FadeScaleAnimator(["fromScale": 1, "toScale": 1]))
        #expect(!report.failures.contains { $0.hasPrefix("no frame shows the background") }, "\(report)")
    }

    @Test func neitherViewMoves() throws {
        let animation = try animation(["fromScale": 0.5, "toScale": 1.5])
        #expect(animation.tracks.allSatisfy { $0.frame == nil })
        #expect(!animation.animates(.dimming) && !animation.animates(.container))
    }

    @Test func looksTheSameInEveryIndexDirectionAndLayout() throws {
        let raw: [String: ParameterValue] = ["fromScale": 0.8, "toScale": 1.2]
        let reference = try animation(raw, .forward, .leftToRight)
        expectSamples(reference, .from, alphas: [1, 0.5, 0], scales: [1, 0.9, 0.8])
        expectSamples(reference, .to, alphas: [1, 1, 1], scales: [1.2, 1.1, 1])
        for (direction, layout) in [
            (TransitionDirection.backward, TransitionLayoutDirection.leftToRight), (.forward, .rightToLeft),
            (.backward, .rightToLeft),
        ] {
            #expect(try animation(raw, direction, layout) == reference, "\(direction) \(layout)")
        }
    }

    // MARK: Timing

    @Test func durationAndCurveComeFromTheParameters() throws {
        let animation = try animation(["duration": 0.5, "curve": "easeOut"])
        #expect(animation.duration == 0.5)
        #expect(animation.curve == .easeOut)
    }

    @Test func aSpringCurvePlaysForItsSettlingDuration() throws {
        let spring = try #require(SpringTiming(uikitDamping: 0.7, initialVelocity: 0, duration: 0.5))
        let animator = try FadeScaleAnimator(["curve": ["damping": 0.7, "duration": 0.5]])
        let animation = animator.animation(for: context())
        #expect(animation.curve == .spring(spring))
        #expect(animation.duration == spring.settlingDuration)
        #expect(animation.duration != 0.25)
    }

    // MARK: Registry

    func registry() throws -> AnimatorRegistry {
        var registry = AnimatorRegistry()
        try registry.register(FadeScaleAnimator.self)
        return registry
    }

    func expectProblems(
        _ raw: [String: ParameterValue], _ problems: [ParameterProblem],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let registry = try registry()
        #expect(
            throws: TransitionError.invalidParameters(animator: "fade-scale", problems: problems),
            sourceLocation: sourceLocation
        ) {
            _ = try registry.makeAnimator(named: "fade-scale", parameters: raw)
        }
    }

    @Test func registryBuildsTheDefaultFade() throws {
        let registry = try registry()
        let built = try #require(try registry.makeAnimator(named: "fade-scale") as? FadeScaleAnimator)
        #expect(built == FadeScaleAnimator())
    }

    @Test func unknownParameterSuggestsTheClosestAndListsTheValidOnes() throws {
        try expectProblems(
            ["fromscale": 0.9, "durration": 1],
            [
                ParameterProblem(
                    parameter: "durration", kind: .unknown(valid: Self.parameterNames, suggestion: "duration")),
                ParameterProblem(
                    parameter: "fromscale", kind: .unknown(valid: Self.parameterNames, suggestion: "fromScale")),
            ])
    }

    @Test func wrongTypesAndOutOfRangeScalesAreReported() throws {
        try expectProblems(
            ["duration": "slow", "fromScale": 0, "toScale": 2.5],
            [
                ParameterProblem(parameter: "duration", kind: .wrongType(expected: "number in 0...10", got: "string")),
                ParameterProblem(parameter: "fromScale", kind: .outOfRange(allowed: "number in 0.1...2", got: "0")),
                ParameterProblem(parameter: "toScale", kind: .outOfRange(allowed: "number in 0.1...2", got: "2.5")),
            ])
        try expectProblems(
            ["duration": -1],
            [
                ParameterProblem(parameter: "duration", kind: .outOfRange(allowed: "number in 0...10", got: "-1"))
            ])
    }

    @Test func malformedAndUnknownCurvesAreReported() throws {
        try expectProblems(
            ["curve": [1, 2, 3]],
            [
                ParameterProblem(
                    parameter: "curve", kind: .malformed("a cubic Bézier is four numbers [x1, y1, x2, y2]"))
            ])
        try expectProblems(
            ["curve": "easeInOt"],
            [
                ParameterProblem(
                    parameter: "curve",
                    kind: .notAllowed(
                        got: "easeInOt", valid: ["linear", "easeIn", "easeOut", "easeInOut", "default"],
                        suggestion: "easeInOut"))
            ])
    }

    @Test func registeringTheFadeTwiceIsADuplicateName() throws {
        var registry = try registry()
        #expect(throws: TransitionError.duplicateAnimatorName("fade-scale")) {
            try registry.register(FadeScaleAnimator.self)
        }
    }

    @Test func parametersRoundTripThroughTheRegistry() throws {
        let registry = try registry()
        let original = try FadeScaleAnimator([
            "fromScale": 1.25, "toScale": 0.75, "duration": 0.4,
            "curve": ["dampingRatio": 0.9, "response": 0.35],
        ])
        let values = original.parameters.values
        #expect(values.keys.sorted() == Self.parameterNames.sorted())
        let rebuilt = try #require(
            try registry.makeAnimator(named: "fade-scale", parameters: values) as? FadeScaleAnimator)
        #expect(rebuilt.parameters == original.parameters)
        #expect(rebuilt.animation(for: context()) == original.animation(for: context()))
    }

    // MARK: Conformance

    @Test(
        arguments: [
            [:], ["fromScale": 1, "toScale": 1], ["fromScale": 1.5, "toScale": 0.5, "curve": "linear"],
            ["curve": ["mass": 1, "stiffness": 300, "damping": 20]],
        ] as [[String: ParameterValue]])
    func passesTheSharedConformanceSuite(parameters: [String: ParameterValue]) throws {
        let report = AnimatorConformance.check(try FadeScaleAnimator(parameters), registry: try registry())
        #expect(report.passed, "\(report)")
        #expect(report.checks.count >= 8)
    }

    /// Review: with Reduce Motion on, every fade-scale switch still shrank the leaving screen and zoomed the arriving
    /// one (the config's bare `"reduceMotion": {"type": "fade-scale"}` among them). Under Reduce Motion it dissolves:
    /// no view changes scale, the leaving screen fades out over the opaque arriving one.
    @Test(arguments: [false, true])
    func reduceMotionDissolvesWithoutScaling(zoomsAndSprings: Bool) throws {
        let raw: [String: ParameterValue] =
            zoomsAndSprings
            ? ["fromScale": 1.1, "toScale": 0.8, "curve": ["dampingRatio": 0.6, "response": 0.4]] : [:]
        let reduced = TransitionContext(
            previewing: TransitionPair(container: "", from: "A", to: "B"), containerBounds: Self.bounds,
            prefersReducedMotion: true)
        let animation = try FadeScaleAnimator(raw).animation(for: reduced)
        expectSamples(animation, .from, alphas: [1, 0.5, 0], scales: [1, 1, 1])
        expectSamples(animation, .to, alphas: [1, 1, 1], scales: [1, 1, 1])
        #expect(animation.toViewPlacement == .below)
    }
}
