import Foundation
import HeadlessUI
import Testing
import TransitionCore

@MainActor
@Suite("Interactive and interruptible transitions")
struct InteractiveTransitionTests {
    /// A scene whose delegate hands out a 0.5 s linear slide (with an alpha and transform on the from-view, so a
    /// restore has something to restore).
    func makeScene(duration: Double = 0.5, curve: TimingCurve = .linear) throws -> (Scene, RecordingDelegate) {
        let scene = try Scene()
        let delegate = RecordingDelegate(
            animator: ClosureAnimator(name: "slide-dim") { context in
                TransitionAnimation(
                    duration: duration, curve: curve,
                    tracks: [
                        RoleTrack(
                            .from,
                            frame: PropertyTrack(
                                from: context.initialFrame(for: .from),
                                to: context.finalFrame(for: .from)),
                            alpha: PropertyTrack(from: 1, to: 0.5),
                            transform: PropertyTrack(from: .identity, to: Transform(scale: 0.9))),
                        RoleTrack(
                            .to,
                            frame: PropertyTrack(
                                from: context.initialFrame(for: .to),
                                to: context.finalFrame(for: .to))),
                    ])
            })
        scene.container.delegate = delegate
        // The container holds its delegate weakly; tests that ignore the delegate still need an animator.
        scene.container.engine.defaultAnimator = delegate.animatorToReturn
        return (scene, delegate)
    }

    /// Frames until the engine is idle again.
    func framesToIdle(_ scene: Scene) -> Int {
        var frames = 0
        while scene.container.engine.phase != .idle, frames < 10_000 {
            scene.ui.clock.advance(frames: 1)
            frames += 1
        }
        return frames
    }

    @Test(arguments: stride(from: 0.0, through: 1.0, by: 0.1).map { $0 })
    func finishFromAnyProgressLandsOnTheNewChildOnce(progress: Double) throws {
        let (scene, delegate) = try makeScene()
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(progress)
        try scene.ui.perform { try interaction.finish() }
        if progress >= 1 { #expect(scene.container.engine.phase == .idle) }
        let frames = framesToIdle(scene)
        let expected = (1 - progress) * 0.5 * 60
        #expect(abs(Double(frames) - expected) <= 1)
        #expect(delegate.selected.count == 1 && delegate.cancelled.isEmpty)
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.children[1].view.frame == scene.container.contentView.bounds)
        #expect(scene.ui.finish() == .clean)
    }

    @Test(arguments: stride(from: 0.0, through: 1.0, by: 0.1).map { $0 })
    func cancelFromAnyProgressRestoresTheOldChildOnce(progress: Double) throws {
        let (scene, delegate) = try makeScene()
        let home = scene.children[0]
        let before = home.view.state
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(progress)
        try scene.ui.perform { try interaction.cancel() }
        if progress <= 0 { #expect(scene.container.engine.phase == .idle) }
        let frames = framesToIdle(scene)
        #expect(abs(Double(frames) - progress * 0.5 * 60) <= 1)
        #expect(delegate.cancelled.count == 1 && delegate.selected.isEmpty)
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.shownChildren == ["Home"])
        #expect(home.view.state == before)
        #expect(scene.children[1].parent == nil)
        #expect(scene.children[1].view.superview == nil)
        #expect(home.parent === scene.container)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func completionSpeedDividesTheDuration() throws {
        let (scene, _) = try makeScene(duration: 0.6)
        try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try scene.container.engine.updateInteractiveTransition(0.25)
        try scene.container.engine.finishInteractiveTransition(speed: 2, curve: .easeInOut)
        // (1 − 0.25) · 0.6 / 2 = 0.225 s = 13.5 frames at 60 Hz.
        #expect(abs(Double(framesToIdle(scene)) - 13.5) <= 1)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func aCompletionSpeedThatIsNotPositiveIsRejected(speed: Double) throws {
        #expect(throws: TransitionError.self) { try PercentDrivenInteraction(completionSpeed: speed) }
        let interaction = PercentDrivenInteraction()
        #expect(throws: TransitionError.self) { try interaction.setCompletionSpeed(speed) }
        #expect(interaction.completionSpeed == 1)
        let (scene, _) = try makeScene()
        try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        #expect(throws: TransitionError.self) {
            try scene.container.engine.finishInteractiveTransition(speed: speed, curve: .linear)
        }
        #expect(scene.container.engine.phase == .interactive)
    }

    @Test func updateClampsIgnoresNaNAndDrawsOnTheSameFrameLinearlyInProgress() throws {
        // The animation's own curve is easeInOut, but a finger moves the views linearly.
        let (scene, _) = try makeScene(curve: .easeInOut)
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        let search = scene.children[1].view
        for p in [0.1, 0.33, 0.5, 0.9] {
            try interaction.update(p)
            #expect(abs(search.frame.minX - 390 * (1 - p)) < 1e-9)
        }
        try interaction.update(.nan)
        #expect(abs(search.frame.minX - 39) < 1e-9)
        try interaction.update(7)
        #expect(search.frame.minX == 0)
        try interaction.update(-3)
        #expect(search.frame.minX == 390)
        let frameCount = scene.ui.clock.frameCount
        #expect(scene.ui.clock.frameCount == frameCount)
    }

    @Test func progressIsReportedEveryFrameForwardAndBackward() throws {
        let (scene, _) = try makeScene()
        var reports: [TransitionProgress] = []
        scene.container.engine.progressHandler = { reports.append($0) }
        try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try scene.container.engine.updateInteractiveTransition(0.5)
        reports.removeAll()
        try scene.container.engine.cancelInteractiveTransition(speed: 1, curve: .linear)
        let frames = framesToIdle(scene)
        let cancelling = reports.filter { $0.phase == .cancelling }
        #expect(frames == 15)
        #expect(cancelling.count == frames + 1)  // the first frame is drawn when cancelling starts
        #expect(zip(cancelling, cancelling.dropFirst()).allSatisfy { $0.fraction > $1.fraction })
        #expect(cancelling.last?.fraction == 0)
    }

    @Test func pausingAPlayingTransitionMakesItInteractiveWithoutAJump() throws {
        let (scene, _) = try makeScene(curve: .easeInOut)
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 10)
        let search = scene.children[1].view
        let x = search.frame.minX
        try scene.container.engine.pauseTransition()
        #expect(scene.container.engine.phase == .interactive)
        #expect(scene.container.engine.activeContext?.isInteractive == true)
        #expect(search.frame.minX == x)
        scene.ui.clock.advance(frames: 30)
        #expect(search.frame.minX == x)
        try scene.container.engine.finishInteractiveTransition()
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
    }

    @Test func aFinishingTransitionCanBeGrabbedAndReversed() throws {
        let (scene, delegate) = try makeScene()
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.5)
        try interaction.finish()
        scene.ui.clock.advance(frames: 5)
        try interaction.pause()
        #expect(scene.container.engine.phase == .interactive)
        try interaction.cancel()
        #expect(scene.container.engine.activeContext?.transitionWasCancelled == true)
        scene.ui.clock.runUntilIdle()
        #expect(delegate.cancelled.count == 1 && delegate.selected.isEmpty)
        #expect(scene.shownChildren == ["Home"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aCancellingTransitionCanBeGrabbedAndFinished() throws {
        let (scene, delegate) = try makeScene()
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.6)
        try interaction.cancel()
        scene.ui.clock.advance(frames: 4)
        try interaction.pause()
        try interaction.update(0.8)
        try interaction.finish()
        scene.ui.clock.runUntilIdle()
        #expect(delegate.selected.count == 1 && delegate.cancelled.isEmpty)
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aGestureVelocityBecomesTheSpringsInitialVelocityScaledToTheRemainingDistance() throws {
        let spring = try #require(SpringTiming(dampingRatio: 1, response: 0.3))
        let interaction = PercentDrivenInteraction()
        interaction.completionCurve = .spring(spring)
        guard case let .spring(handed) = interaction.completionCurve(releaseVelocity: 2, remaining: 0.4) else {
            Issue.record("expected a spring")
            return
        }
        #expect(abs(handed.initialVelocity - 5) < 1e-12)
        #expect(handed.stiffness == spring.stiffness && handed.damping == spring.damping)
        // A bezier completion of unknown duration is left as it is.
        interaction.completionCurve = .easeOut
        #expect(interaction.completionCurve(releaseVelocity: 2, remaining: 0.4) == .easeOut)
        // Over a known duration it starts at the finger's speed: 2/s over 0.2 s for 0.5 to go is a slope of 0.8,
        // on easeInOut's first control point (x1 = 0.42) at most up to y1 = 1; its second point stays.
        interaction.completionCurve = .easeInOut
        let bent = interaction.completionCurve(releaseVelocity: 2, remaining: 0.5, duration: 0.2)
        #expect(bent == .cubicBezier(try #require(CubicBezier(x1: 0.42, y1: 0.42 * 0.8, x2: 0.58, y2: 1))))
        let flick = interaction.completionCurve(releaseVelocity: 40, remaining: 0.5, duration: 0.2)
        #expect(flick == .cubicBezier(try #require(CubicBezier(x1: 0.42, y1: 1, x2: 0.58, y2: 1))))
        #expect(interaction.completionCurve(releaseVelocity: -2, remaining: 0.5, duration: 0.2) == .easeInOut)

        // In a container, the flick makes the first frames of the finish move faster than a still release.
        func firstFrameAdvance(velocity: Double) throws -> Double {
            let (scene, _) = try makeScene()
            let driven = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
            driven.completionCurve = .spring(spring)
            try driven.update(0.6)
            try driven.finish(velocity: velocity)
            scene.ui.clock.advance(frames: 1)
            return (scene.container.engine.transitionFraction ?? 1) - 0.6
        }
        #expect(try firstFrameAdvance(velocity: 3) > firstFrameAdvance(velocity: 0))
    }

    @Test func mostRecentTapUnderInterruptAndRetargetToTheOldIndexReversesSmoothly() throws {
        let (scene, delegate) = try makeScene()
        scene.container.engine.midFlightPolicy = .interruptAndRetarget
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 12)
        let fraction = try #require(scene.container.engine.transitionFraction)
        try scene.ui.perform { try scene.container.select(index: 0) }
        #expect(scene.container.engine.phase == .cancelling)
        #expect(scene.container.engine.transitionFraction == fraction)
        scene.ui.clock.runUntilIdle()
        #expect(delegate.cancelled.count == 1)
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.shownChildren == ["Home"])
    }

    @Test func rapidTapsUnderEveryPolicyEndWithExactlyOneVisibleChild() throws {
        for policy in MidFlightPolicy.allCases {
            let (scene, _) = try makeScene(duration: 0.2)
            scene.container.engine.midFlightPolicy = policy
            for index in [1, 2, 1] {
                try? scene.ui.perform { try scene.container.select(index: index) }
                scene.ui.clock.advance(frames: 2)
            }
            scene.ui.clock.runUntilIdle()
            #expect(scene.shownChildren.count == 1, "policy \(policy)")
            #expect(scene.shownChildren.first == scene.container.selectedViewController?.identifier)
            if policy == .keepLatest || policy == .queue || policy == .interruptAndRetarget {
                #expect(scene.container.selectedIndex == 1, "policy \(policy)")
            }
            #expect(scene.ui.finish() == .clean, "policy \(policy)")
        }
    }

    @Test func resizingMidTransitionSettlesItAndLaysOutTheNewBounds() throws {
        let (scene, _) = try makeScene()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 6)
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.children[1].view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(
            scene.container.engine.diagnostics.contains {
                if case .transitionSettled(_, .resized, true) = $0 { return true } else { return false }
            })
        #expect(scene.ui.finish() == .clean)
    }

    @Test func resizingDuringAGestureCancelsIt() throws {
        let (scene, _) = try makeScene()
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.7)
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.shownChildren == ["Home"])
        #expect(scene.children[0].view.frame.size == CGSize(width: 844, height: 390))
        // The gesture's controller belonged to the settled transition: its late calls are ignored, and recorded.
        try interaction.update(0.2)
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.container.engine.diagnostics.last == .interactionCallIgnored("update(0.2)"))
    }

    @Test func goingToTheBackgroundMidTransitionSettlesIt() throws {
        let (scene, _) = try makeScene()
        try scene.ui.perform { try scene.container.select(index: 2) }
        scene.ui.clock.advance(frames: 3)
        scene.ui.enterBackground()
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == ["Settings"])
        #expect(scene.ui.finish() == .clean)
    }
}
