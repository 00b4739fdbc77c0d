import Foundation
import SlideTransition
import Testing
import TransitionCore
import TransitionTesting

extension SlideAnimatorTests {
    // MARK: Registry

    func registry() throws -> AnimatorRegistry {
        var registry = AnimatorRegistry()
        try registry.register(SlideAnimator.self)
        return registry
    }

    func expectProblems(
        _ raw: [String: ParameterValue], _ problems: [ParameterProblem],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let registry = try registry()
        #expect(
            throws: TransitionError.invalidParameters(animator: "slide", problems: problems),
            sourceLocation: sourceLocation
        ) {
            _ = try registry.makeAnimator(named: "slide", parameters: raw)
        }
    }

    @Test func registryBuildsTheDefaultSlide() throws {
        let registry = try registry()
        #expect(registry.names == ["slide"])
        let built = try #require(try registry.makeAnimator(named: "slide") as? SlideAnimator)
        #expect(built == SlideAnimator())
        let configured = try #require(
            try registry.makeAnimator(named: "slide", parameters: ["style": "overlap"]) as? SlideAnimator)
        #expect(configured.style == .overlap)
    }

    @Test func unknownParameterSuggestsTheClosestAndListsTheValidOnes() throws {
        let problem = ParameterProblem(
            parameter: "duraton", kind: .unknown(valid: Self.parameterNames, suggestion: "duration"))
        try expectProblems(["duraton": 0.3], [problem])
        #expect(
            problem.description == "unknown parameter 'duraton'; did you mean 'duration'? "
                + "Valid parameters: direction, style, parallaxFactor, duration, curve, dimming")
    }

    @Test func aStringDurationIsTheWrongType() throws {
        try expectProblems(
            ["duration": "fast"],
            [
                ParameterProblem(parameter: "duration", kind: .wrongType(expected: "number in 0...10", got: "string"))
            ])
    }

    @Test func outOfRangeNumbersAreAllReportedInKeyOrder() throws {
        try expectProblems(
            ["parallaxFactor": 2, "duration": -1],
            [
                ParameterProblem(parameter: "duration", kind: .outOfRange(allowed: "number in 0...10", got: "-1")),
                ParameterProblem(parameter: "parallaxFactor", kind: .outOfRange(allowed: "number in 0...1", got: "2")),
            ])
    }

    @Test func anUnknownDirectionListsTheAllowedOnes() throws {
        try expectProblems(
            ["direction": "diagonal"],
            [
                ParameterProblem(
                    parameter: "direction",
                    kind: .notAllowed(
                        got: "diagonal", valid: ["auto", "left", "right", "up", "down", "leading", "trailing"],
                        suggestion: nil))
            ])
        try expectProblems(
            ["style": "pusj"],
            [
                ParameterProblem(
                    parameter: "style",
                    kind: .notAllowed(
                        got: "pusj", valid: ["push", "overlap", "parallax"], suggestion: "push"))
            ])
    }

    @Test func aThreeNumberCurveIsMalformed() throws {
        try expectProblems(
            ["curve": [1, 2, 3]],
            [
                ParameterProblem(
                    parameter: "curve", kind: .malformed("a cubic Bézier is four numbers [x1, y1, x2, y2]"))
            ])
    }

    @Test func registeringTheSlideTwiceIsADuplicateName() throws {
        var registry = try registry()
        #expect(throws: TransitionError.duplicateAnimatorName("slide")) {
            try registry.register(SlideAnimator.self)
        }
        #expect(registry.names == ["slide"])
    }

    @Test func parametersRoundTripThroughTheRegistry() throws {
        let registry = try registry()
        let original = try SlideAnimator([
            "direction": "trailing", "style": "parallax", "parallaxFactor": 0.45, "duration": 0.6,
            "curve": [0.2, 0, 0.1, 1], "dimming": 0.3,
        ])
        let values = original.parameters.values
        #expect(values.keys.sorted() == Self.parameterNames.sorted())
        let rebuilt = try #require(
            try registry.makeAnimator(named: "slide", parameters: values) as? SlideAnimator)
        #expect(rebuilt.parameters == original.parameters)
        #expect(
            rebuilt.animation(for: context(.backward, .rightToLeft))
                == original.animation(for: context(.backward, .rightToLeft)))
    }

    // MARK: Conformance

    @Test(
        arguments: [
            [:], ["style": "overlap", "dimming": 0.5], ["style": "parallax", "direction": "up"],
            ["direction": "trailing", "curve": ["dampingRatio": 0.7, "response": 0.3]], ["duration": 0],
        ] as [[String: ParameterValue]])
    func passesTheSharedConformanceSuite(parameters: [String: ParameterValue]) throws {
        let report = AnimatorConformance.check(try SlideAnimator(parameters), registry: try registry())
        #expect(report.passed, "\(report)")
        #expect(report.checks.count >= 8)
    }
}
