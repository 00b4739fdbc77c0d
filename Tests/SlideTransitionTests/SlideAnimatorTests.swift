import Foundation
import SlideTransition
import Testing
import TransitionCore
import TransitionTesting

@MainActor
struct SlideAnimatorTests {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let parameterNames = ["direction", "style", "parallaxFactor", "duration", "curve", "dimming"]

    func context(
        _ direction: TransitionDirection = .forward, _ layout: TransitionLayoutDirection = .leftToRight,
        bounds: CGRect = bounds
    ) -> TransitionContext {
        TransitionContext(
            previewing: TransitionPair(container: "", from: "A", to: "B"), containerBounds: bounds,
            direction: direction, layoutDirection: layout)
    }

    func animation(
        _ raw: [String: ParameterValue] = [:], _ direction: TransitionDirection = .forward,
        _ layout: TransitionLayoutDirection = .leftToRight, bounds: CGRect = bounds
    ) throws -> TransitionAnimation {
        try SlideAnimator(raw).animation(for: context(direction, layout, bounds: bounds))
    }

    /// Expects `role`'s frame at fractions 0, 0.5 and 1 to sit at these origins, keeping the bounds' size.
    func expectOrigins(
        _ animation: TransitionAnimation, _ role: TransitionRole, _ origins: [(CGFloat, CGFloat)],
        bounds: CGRect = bounds, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(origins.count == 3, "give the origins at 0, 0.5 and 1", sourceLocation: sourceLocation)
        for (fraction, (x, y)) in zip([0, 0.5, 1], origins) {
            let frame = animation.state(of: role, at: fraction, base: ViewState(frame: bounds)).frame
            let expected = CGRect(x: x, y: y, width: bounds.width, height: bounds.height)
            let close =
                abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9
                && frame.size == expected.size
            #expect(close, "\(role) at \(fraction): \(frame), expected \(expected)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Descriptor

    @Test func registersAsSlideWithItsParametersAndCapabilities() {
        let descriptor = SlideAnimator.descriptor
        #expect(descriptor.name == "slide")
        #expect(descriptor.parameters.map(\.name) == Self.parameterNames)
        #expect(descriptor.parameters.map(\.defaultValue) == ["auto", "push", 0.3, 0.35, "easeInOut", 0])
        #expect(
            descriptor.parameters.map(\.type) == [
                .choice(["auto", "left", "right", "up", "down", "leading", "trailing"]),
                .choice(["push", "overlap", "parallax"]),
                .number(0...1), .number(0...10), .curve, .number(0...1),
            ])
        #expect(descriptor.parameters.allSatisfy { !$0.summary.isEmpty })
        #expect(
            descriptor.capabilities
                == AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.replace]))
        #expect(SlideAnimator().name == "slide")
    }

    @Test func plainInitUsesEveryDefault() throws {
        let animator = SlideAnimator()
        #expect(animator == (try SlideAnimator([:])))
        #expect(animator.direction == .auto)
        #expect(animator.style == .push)
        #expect(animator.parallaxFactor == 0.3)
        #expect(animator.duration == 0.35)
        #expect(animator.curve == .easeInOut)
        #expect(animator.dimming == 0)
        let animation = animator.animation(for: context())
        #expect(animation.duration == 0.35)
        #expect(animation.curve == .easeInOut)
        #expect(animation.toViewPlacement == .above)
        #expect(animation.tracks.map(\.role) == [.from, .to])
    }

    // MARK: Direction

    @Test func autoPushGoingForwardMovesLeft() throws {
        let animation = try animation([:], .forward)
        expectOrigins(animation, .from, [(0, 0), (-195, 0), (-390, 0)])
        expectOrigins(animation, .to, [(390, 0), (195, 0), (0, 0)])
    }

    @Test func autoPushGoingBackwardMovesRight() throws {
        let animation = try animation([:], .backward)
        expectOrigins(animation, .from, [(0, 0), (195, 0), (390, 0)])
        expectOrigins(animation, .to, [(-390, 0), (-195, 0), (0, 0)])
    }

    @Test func autoMirrorsInARightToLeftLayout() throws {
        let forward = try animation([:], .forward, .rightToLeft)
        expectOrigins(forward, .from, [(0, 0), (195, 0), (390, 0)])
        expectOrigins(forward, .to, [(-390, 0), (-195, 0), (0, 0)])
        let backward = try animation([:], .backward, .rightToLeft)
        expectOrigins(backward, .from, [(0, 0), (-195, 0), (-390, 0)])
        expectOrigins(backward, .to, [(390, 0), (195, 0), (0, 0)])
    }

    @Test(arguments: [
        (TransitionDirection.forward, TransitionLayoutDirection.leftToRight), (.backward, .leftToRight),
        (.forward, .rightToLeft), (.backward, .rightToLeft),
    ])
    func autoPushUsesTheContextsFrames(direction: TransitionDirection, layout: TransitionLayoutDirection) throws {
        let context = context(direction, layout)
        let animation = SlideAnimator().animation(for: context)
        let base = ViewState(frame: Self.bounds)
        #expect(animation.state(of: .from, at: 0, base: base).frame == context.initialFrame(for: .from))
        #expect(animation.state(of: .from, at: 1, base: base).frame == context.finalFrame(for: .from))
        #expect(animation.state(of: .to, at: 0, base: base).frame == context.initialFrame(for: .to))
        #expect(animation.state(of: .to, at: 1, base: base).frame == context.finalFrame(for: .to))
    }

    @Test func explicitLeftAndRightIgnoreIndexOrderAndLayout() throws {
        for layout in [TransitionLayoutDirection.leftToRight, .rightToLeft] {
            let left = try animation(["direction": "left"], .backward, layout)
            expectOrigins(left, .from, [(0, 0), (-195, 0), (-390, 0)])
            expectOrigins(left, .to, [(390, 0), (195, 0), (0, 0)])
            let right = try animation(["direction": "right"], .forward, layout)
            expectOrigins(right, .from, [(0, 0), (195, 0), (390, 0)])
            expectOrigins(right, .to, [(-390, 0), (-195, 0), (0, 0)])
        }
    }

    @Test func leadingAndTrailingFollowTheLayoutNotTheIndexOrder() throws {
        for direction in [TransitionDirection.forward, .backward] {
            // Left-to-right: leading is the left edge.
            let leadingLTR = try animation(["direction": "leading"], direction, .leftToRight)
            expectOrigins(leadingLTR, .from, [(0, 0), (-195, 0), (-390, 0)])
            expectOrigins(leadingLTR, .to, [(390, 0), (195, 0), (0, 0)])
            let trailingLTR = try animation(["direction": "trailing"], direction, .leftToRight)
            expectOrigins(trailingLTR, .from, [(0, 0), (195, 0), (390, 0)])
            expectOrigins(trailingLTR, .to, [(-390, 0), (-195, 0), (0, 0)])
            // Right-to-left: leading is the right edge.
            let leadingRTL = try animation(["direction": "leading"], direction, .rightToLeft)
            expectOrigins(leadingRTL, .from, [(0, 0), (195, 0), (390, 0)])
            expectOrigins(leadingRTL, .to, [(-390, 0), (-195, 0), (0, 0)])
            let trailingRTL = try animation(["direction": "trailing"], direction, .rightToLeft)
            expectOrigins(trailingRTL, .from, [(0, 0), (-195, 0), (-390, 0)])
            expectOrigins(trailingRTL, .to, [(390, 0), (195, 0), (0, 0)])
        }
    }

    @Test func upMovesByTheHeight() throws {
        for direction in [TransitionDirection.forward, .backward] {
            let up = try animation(["direction": "up"], direction, .rightToLeft)
            expectOrigins(up, .from, [(0, 0), (0, -422), (0, -844)])
            expectOrigins(up, .to, [(0, 844), (0, 422), (0, 0)])
        }
    }

    @Test func downMovesByTheHeight() throws {
        for direction in [TransitionDirection.forward, .backward] {
            let down = try animation(["direction": "down"], direction)
            expectOrigins(down, .from, [(0, 0), (0, 422), (0, 844)])
            expectOrigins(down, .to, [(0, -844), (0, -422), (0, 0)])
        }
    }

    @Test func framesAreComputedFromBoundsThatDoNotStartAtZero() throws {
        let bounds = CGRect(x: 10, y: 20, width: 300, height: 500)
        let right = try animation([:], .backward, bounds: bounds)
        expectOrigins(right, .from, [(10, 20), (160, 20), (310, 20)], bounds: bounds)
        expectOrigins(right, .to, [(-290, 20), (-140, 20), (10, 20)], bounds: bounds)
        let up = try animation(["direction": "up", "style": "parallax", "parallaxFactor": 0.5], bounds: bounds)
        expectOrigins(up, .from, [(10, 20), (10, -105), (10, -230)], bounds: bounds)
        expectOrigins(up, .to, [(10, 520), (10, 270), (10, 20)], bounds: bounds)
    }

    @Test(arguments: SlideAnimator.Direction.allCases, SlideAnimator.Style.allCases)
    func toViewStartsOneFullSizeAwayAndEndsAtTheBounds(
        direction: SlideAnimator.Direction, style: SlideAnimator.Style
    )
        throws
    {
        let raw: [String: ParameterValue] = [
            "direction": .string(direction.rawValue), "style": .string(style.rawValue),
        ]
        for index in [TransitionDirection.forward, .backward] {
            for layout in [TransitionLayoutDirection.leftToRight, .rightToLeft] {
                let animation = try animation(raw, index, layout)
                let base = ViewState(frame: Self.bounds)
                let start = animation.state(of: .to, at: 0, base: base).frame
                #expect(animation.state(of: .to, at: 1, base: base).frame == Self.bounds)
                let awayHorizontally = abs(start.minX) == 390 && start.minY == 0
                let awayVertically = start.minX == 0 && abs(start.minY) == 844
                #expect(awayHorizontally != awayVertically, "\(index) \(layout): starts at \(start)")
                #expect(start.size == Self.bounds.size)
            }
        }
    }

    // MARK: Styles

    @Test func overlapSlidesOverAFromViewThatStaysPut() throws {
        let animation = try animation(["style": "overlap"])
        #expect(!animation.animates(.from))
        expectOrigins(animation, .from, [(0, 0), (0, 0), (0, 0)])
        expectOrigins(animation, .to, [(390, 0), (195, 0), (0, 0)])
        #expect(animation.toViewPlacement == .above)
    }

    @Test func parallaxMovesTheFromViewByTheDefaultFactor() throws {
        let animation = try animation(["style": "parallax"])
        // 0.3 × 390 = 117.
        expectOrigins(animation, .from, [(0, 0), (-58.5, 0), (-117, 0)])
        expectOrigins(animation, .to, [(390, 0), (195, 0), (0, 0)])
    }

    @Test func parallaxFactorSetsHowFarTheFromViewMoves() throws {
        let half = try animation(["style": "parallax", "parallaxFactor": 0.5, "direction": "down"])
        expectOrigins(half, .from, [(0, 0), (0, 211), (0, 422)])
        expectOrigins(half, .to, [(0, -844), (0, -422), (0, 0)])
        let zero = try animation(["style": "parallax", "parallaxFactor": 0], .backward)
        expectOrigins(zero, .from, [(0, 0), (0, 0), (0, 0)])
        let full = try animation(["style": "parallax", "parallaxFactor": 1], .backward)
        expectOrigins(full, .from, [(0, 0), (195, 0), (390, 0)])
    }

    @Test func pushIgnoresTheParallaxFactor() throws {
        let animation = try animation(["parallaxFactor": 0.8])
        expectOrigins(animation, .from, [(0, 0), (-195, 0), (-390, 0)])
    }

    // MARK: Dimming

    @Test(arguments: [
        (style: "overlap", dimming: 0.4, alphas: [0, 0.2, 0.4] as [CGFloat]),
        (style: "push", dimming: 0.7, alphas: [0, 0.35, 0.7]),
        (style: "parallax", dimming: 1, alphas: [0, 0.5, 1]),
    ])
    func dimmingFadesABlackOverlayInToTheConfiguredAlpha(style: String, dimming: Double, alphas: [CGFloat]) throws {
        let animation = try animation(["dimming": .number(dimming), "style": .string(style)])
        let track = try #require(animation.track(for: .dimming))
        #expect(track.frame == nil && track.transform == nil)
        let base = ViewState(frame: Self.bounds)
        for (fraction, alpha) in zip([0, 0.5, 1], alphas) {
            let state = animation.state(of: .dimming, at: fraction, base: base)
            #expect(abs(state.alpha - alpha) < 1e-12, "at \(fraction): \(state.alpha)")
            #expect(state.frame == Self.bounds)
        }
    }

    @Test func noDimmingMeansNoDimmingTrack() throws {
        #expect(!(try animation()).animates(.dimming))
        #expect(!(try animation(["dimming": 0])).animates(.dimming))
        #expect(try animation(["dimming": 0.01]).animates(.dimming))
    }

    // MARK: Timing

    @Test func durationAndCurveComeFromTheParameters() throws {
        let linear = try animation(["duration": 1.2, "curve": "linear"])
        #expect(linear.duration == 1.2)
        #expect(linear.curve == .linear)
        let bezier = try animation(["curve": [0.2, 0, 0.1, 1]])
        #expect(bezier.duration == 0.35)
        #expect(bezier.curve == .cubicBezier(try #require(CubicBezier(x1: 0.2, y1: 0, x2: 0.1, y2: 1))))
    }

    @Test func aSpringCurvePlaysForItsSettlingDuration() throws {
        let spring = try #require(SpringTiming(dampingRatio: 0.8, response: 0.5))
        let animator = try SlideAnimator(["duration": 2, "curve": ["dampingRatio": 0.8, "response": 0.5]])
        let animation = animator.animation(for: context())
        #expect(animation.curve == .spring(spring))
        #expect(animation.duration == spring.settlingDuration)
        #expect(animation.duration != 2)
        #expect(animator.duration == spring.settlingDuration)
    }
}
