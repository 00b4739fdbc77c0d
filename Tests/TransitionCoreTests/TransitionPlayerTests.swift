import Foundation
import HeadlessUI
import Testing
@_spi(Host) import TransitionCore

/// A push that moves every property of both views, on `curve`.
func everyPropertyAnimator(
    duration: Double = 0.3, curve: TimingCurve = .easeInOut, dimming: Bool = false
)
    -> ClosureAnimator
{
    ClosureAnimator(name: "every-property") { context in
        var tracks = [
            RoleTrack(
                .from, frame: PropertyTrack(from: context.initialFrame(for: .from), to: context.finalFrame(for: .from)),
                alpha: PropertyTrack(from: 1, to: 0.5),
                transform: PropertyTrack(from: .identity, to: Transform(scale: 0.9)),
                cornerRadius: PropertyTrack(from: 0, to: 24)),
            RoleTrack(
                .to, frame: PropertyTrack(from: context.initialFrame(for: .to), to: context.finalFrame(for: .to)),
                shadow: PropertyTrack(from: Shadow(opacity: 0.5, radius: 10), to: .none)),
        ]
        if dimming { tracks.append(RoleTrack(.dimming, alpha: PropertyTrack(from: 0, to: 0.3))) }
        return TransitionAnimation(duration: duration, curve: curve, tracks: tracks)
    }
}

@MainActor
@Suite("Transition player")
struct TransitionPlayerTests {
    /// Review: a player its owner let go of mid-play left its frame subscription on the clock, which went on asking
    /// the display for every frame (a display link at up to 120 Hz, for nothing) as long as the clock lived.
    @Test func aPlayerLetGoOfMidPlayStopsAskingForFrames() throws {
        let scene = PlayerScene()
        var player: TransitionPlayer<RecordingRenderer>? = try scene.make(
            slideAnimator(duration: 0.3), owner: .caller
        ) { _ in }
        player?.start()
        scene.ui.clock.advance(frames: 2)
        #expect(scene.ui.clock.subscriberCount == 1)
        player = nil
        scene.ui.clock.advance(frames: 1)
        #expect(scene.ui.clock.subscriberCount == 0)
    }

    @Test func aPushPlaysToTheEndAndLeavesTheViewsAtRest() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let transition = try scene.make(slideAnimator(duration: 0.3)) { completions.append($0) }
        #expect(transition.context.kind == .replace)
        #expect(transition.context.direction == .forward)
        #expect(transition.phase == .idle)
        transition.start()
        // The first frame is drawn at once: the to-view one width to the right.
        #expect(scene.toView.frame.minX == 390)
        #expect(transition.phase == .animating)
        scene.ui.clock.advance(frames: 9)
        #expect(abs(scene.toView.frame.minX - 195) < 1e-9)
        #expect(abs(scene.fromView.frame.minX + 195) < 1e-9)
        scene.ui.clock.runUntilIdle()
        #expect(completions == [true])
        #expect(transition.outcome == true)
        #expect(transition.phase == .idle)
        #expect(scene.toView.state == scene.toRest)
        #expect(scene.fromView.state == scene.fromRest)
        #expect(scene.ui.clock.subscriberCount == 0)
    }

    @Test func itPlaysFrameForFrameAsTheContainerEngine() throws {
        // The same animator on the container engine (a tab switch 0 → 1) and standalone: the same frames.
        let engineScene = try Scene(["List", "Detail"])
        engineScene.container.engine.defaultAnimator = everyPropertyAnimator(curve: .easeInOut)
        try engineScene.ui.perform { try engineScene.container.select(index: 1) }
        let standaloneScene = PlayerScene()
        let transition = try standaloneScene.make(everyPropertyAnimator(curve: .easeInOut)) { _ in }
        transition.start()
        let engineFrom = engineScene.children[0].view
        let engineTo = engineScene.children[1].view
        for _ in 0...18 {
            #expect(standaloneScene.toView.frame == engineTo.frame)
            #expect(standaloneScene.fromView.frame == engineFrom.frame)
            #expect(standaloneScene.fromView.transform == engineFrom.transform)
            // Both views come back to their own rest states at the end, and the from-views' differ in alpha.
            if transition.isRunning { #expect(standaloneScene.fromView.alpha == engineFrom.alpha) }
            engineScene.ui.clock.advance(frames: 1)
            standaloneScene.ui.clock.advance(frames: 1)
        }
        #expect(transition.outcome == true)
        #expect(engineScene.container.engine.phase == .idle)
    }

    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.8, 1.0])
    func aCancelRestoresBothViewsExactly(at progress: Double) throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let transition = try scene.make(everyPropertyAnimator(), interactive: true) { completions.append($0) }
        transition.start()
        try transition.updateInteractiveTransition(progress)
        #expect(transition.transitionFraction == progress)
        try transition.cancelInteractiveTransition(speed: 1, curve: .easeInOut)
        #expect(transition.context.transitionWasCancelled)
        scene.ui.clock.runUntilIdle()
        #expect(completions == [false])
        #expect(scene.fromView.state == scene.fromRest)
        #expect(scene.toView.state == scene.toRest)
        #expect(scene.ui.clock.subscriberCount == 0)
    }

    @Test func aCancelWithASpringAndVelocityRestoresExactly() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let transition = try scene.make(everyPropertyAnimator(), interactive: true) { completions.append($0) }
        let spring = try #require(SpringTiming(dampingRatio: 0.7, response: 0.35))
        let interaction = try PercentDrivenInteraction(completionSpeed: 1, completionCurve: .spring(spring))
        transition.drive(interaction)
        transition.start()
        try interaction.update(0.6)
        try interaction.cancel(velocity: -2)
        scene.ui.clock.runUntilIdle()
        #expect(completions == [false])
        #expect(scene.fromView.state == scene.fromRest)
        #expect(scene.toView.state == scene.toRest)
    }

    @Test func interactiveProgressIsLinearWhateverTheCurve() throws {
        let scene = PlayerScene()
        let transition = try scene.make(slideAnimator(curve: .easeInOut), interactive: true) { _ in }
        let interaction = PercentDrivenInteraction()
        transition.drive(interaction)
        transition.start()
        #expect(transition.phase == .interactive)
        #expect(scene.toView.frame.minX == 390)
        for step in 0...10 {
            let p = Double(step) / 10
            try interaction.update(p)
            #expect(abs(scene.toView.frame.minX - 390 * (1 - p)) < 1e-9)
            #expect(abs(scene.fromView.frame.minX + 390 * p) < 1e-9)
            #expect(abs((interaction.percentComplete ?? -1) - p) < 1e-12)
        }
        // Time does not move a paused transition.
        try interaction.update(0.3)
        scene.ui.clock.advance(frames: 30)
        #expect(abs(scene.toView.frame.minX - 273) < 1e-9)
    }

    @Test func finishingFromPTakesTheRestOfTheDurationOverTheSpeed() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let transition = try scene.make(slideAnimator(duration: 0.3), interactive: true) { completions.append($0) }
        let interaction = try PercentDrivenInteraction(completionSpeed: 2)
        transition.drive(interaction)
        transition.start()
        try interaction.update(0.4)
        try interaction.finish()
        #expect(transition.phase == .finishing)
        #expect(!transition.context.isInteractive)
        // (1 − 0.4) · 0.3 s / 2 = 0.09 s: 5.4 frames at 60 Hz.
        scene.ui.clock.advance(frames: 5)
        #expect(completions.isEmpty)
        scene.ui.clock.advance(frames: 1)
        #expect(completions == [true])
        #expect(scene.toView.state == scene.toRest)
    }

    @Test func pausingAPlayingTransitionMakesItInteractive() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let transition = try scene.make(slideAnimator(duration: 0.3)) { completions.append($0) }
        transition.start()
        scene.ui.clock.advance(frames: 6)
        try transition.pauseTransition()
        #expect(transition.phase == .interactive)
        let paused = scene.toView.frame
        scene.ui.clock.advance(frames: 10)
        #expect(scene.toView.frame == paused)
        try transition.cancelInteractiveTransition(speed: 1, curve: .linear)
        scene.ui.clock.runUntilIdle()
        #expect(completions == [false])
        #expect(scene.toView.state == scene.toRest)
    }

    @Test func completionRunsOnceAndLaterCallsAreDiagnosed() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let transition = try scene.make(slideAnimator(), interactive: true) { completions.append($0) }
        let interaction = PercentDrivenInteraction()
        transition.drive(interaction)
        transition.start()
        try interaction.update(0.5)
        try interaction.finish()
        scene.ui.clock.runUntilIdle()
        transition.context.completeTransition(false)
        transition.jump(finishing: false)
        #expect(completions == [true])
        #expect(
            transition.diagnostics.contains(.completeTransitionCalledAgain(transition.context.pair, didComplete: false))
        )
        // The interaction drove exactly this transition: later calls are ignored and recorded, never thrown.
        #expect(!interaction.isDriving)
        try interaction.update(0.2)
        #expect(transition.diagnostics.contains(.interactionCallIgnored("update(0.2)")))
        #expect(throws: TransitionError.noTransitionInProgress) { try transition.updateInteractiveTransition(0.2) }
        #expect(scene.toView.state == scene.toRest)
    }

    @Test func anAnimatorThatCompletesWhileDescribingEndsOnStart() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let eager = ClosureAnimator(name: "eager") { context in
            context.completeTransition(true)
            return TransitionAnimation(duration: 0.3, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        }
        let transition = try scene.make(eager) { completions.append($0) }
        #expect(completions.isEmpty)
        transition.start()
        #expect(completions == [true])
        #expect(scene.toView.state == scene.toRest)
        #expect(scene.ui.clock.subscriberCount == 0)
    }

    @Test func aZeroDurationCompletesAtStart() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let transition = try scene.make(slideAnimator(duration: 0)) { completions.append($0) }
        transition.start()
        #expect(completions == [true])
        #expect(scene.toView.state == scene.toRest)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -0.1])
    func invalidDurationsAreRejected(duration: Double) throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        #expect(throws: TransitionError.self) {
            _ = try scene.make(animator(withDuration: duration)) { completions.append($0) }
        }
        do {
            _ = try scene.make(animator(withDuration: duration)) { completions.append($0) }
        } catch let error as TransitionError {
            guard case let .invalidDuration(name, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(name == "bad-duration")
            #expect(error.description.contains("finite"))
        }
        #expect(completions.isEmpty)
        #expect(scene.toView.state == scene.toRest)
    }

    @Test func aNonInteractiveAnimatorCannotStartInteractive() throws {
        let scene = PlayerScene()
        let fixed = ClosureAnimator(name: "fixed", capabilities: AnimatorCapabilities(isInteractive: false)) { _ in
            TransitionAnimation(duration: 0.3, tracks: [])
        }
        #expect(throws: TransitionError.self) { _ = try scene.make(fixed, interactive: true) { _ in } }
        #expect(throws: Never.self) { _ = try scene.make(fixed) { _ in } }
    }

    @Test func aRightToLeftPopMirrorsTheFrames() throws {
        let scene = PlayerScene()
        let transition = try TransitionPlayer(
            PlayerSetup(
                pair: TransitionPair(container: "Navigation", from: "Detail", to: "List"), kind: .replace,
                direction: .backward, layoutDirection: .rightToLeft, fromChild: scene.fromView, toChild: scene.toView,
                fromView: scene.fromView, toView: scene.toView, containerView: scene.container,
                containerBounds: PlayerScene.bounds, animator: slideAnimator()), renderer: scene.host,
            clock: scene.ui.clock
        ) { _ in }
        // Backward in a right-to-left layout: the view below comes back from the right, as forward does left to
        // right.
        #expect(transition.context.isGoingRight)
        transition.start()
        #expect(scene.toView.frame.minX == 390)
        transition.jump(finishing: true)
        #expect(transition.outcome == true)
        #expect(scene.toView.state == scene.toRest)
    }

    @Test func aPresentationIsAnOverlayAtItsFinalFrame() throws {
        let scene = PlayerScene()
        let sheet = CGRect(x: 0, y: 100, width: 390, height: 744)
        scene.toView.frame = sheet
        let transition = try scene.make(
            everyPropertyAnimator(), kind: .overlay, direction: .forward, toFinalFrame: sheet
        ) { _ in }
        #expect(transition.context.kind == .overlay)
        #expect(transition.context.finalFrame(for: .to) == sheet)
        #expect(transition.context.initialFrame(for: .to) == sheet)
        #expect(transition.context.finalFrame(for: .from) == PlayerScene.bounds)
        #expect(transition.toFinalState.frame == sheet)
        // A replace with a final frame that is not the bounds comes in from one width away.
        let push = try PlayerScene().make(slideAnimator(), direction: .backward, toFinalFrame: sheet) { _ in }
        #expect(push.context.initialFrame(for: .to) == sheet.offsetBy(dx: -390, dy: 0))
    }

    @Test func segmentsAreHandedToAHostThatPlaysThem() throws {
        let scene = PlayerScene()
        scene.host.playsSegments = true
        var completions: [Bool] = []
        let transition = try scene.make(everyPropertyAnimator(duration: 0.2)) { completions.append($0) }
        transition.start()
        let playback = try #require(scene.host.segments.first)
        #expect(playback.segment.startFraction == 0 && playback.segment.endFraction == 1)
        #expect(playback.segment.duration == 0.2)
        #expect(playback.tracks.map(\.role) == [.from, .to])
        #expect(playback.tracks.map { $0.view === scene.toView } == [false, true])
        #expect(playback.tracks[1].states.last == transition.toFinalState)
        scene.ui.clock.runUntilIdle()
        #expect(scene.host.endedSegments == 1)
        #expect(completions == [true])
    }

    /// The container engine replaced such a spring and said so; the drawer and the system containers replaced it
    /// silently. Now the one player replaces it, with its diagnostic, for all of them.
    @Test func aFinishOnASpringThatNeverSettlesEndsOnEaseInOut() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        let transition = try scene.make(everyPropertyAnimator(duration: 0.3), interactive: true) {
            completions.append($0)
        }
        let spring = try #require(SpringTiming(stiffness: 100, damping: 0))
        let interaction = try PercentDrivenInteraction(completionSpeed: 1, completionCurve: .spring(spring))
        transition.drive(interaction)
        transition.start()
        try interaction.update(0.5)
        try interaction.finish()
        // The remaining half of 0.3 s on easeInOut: 9 frames.
        scene.ui.clock.advance(frames: 10)
        #expect(completions == [true])
        #expect(transition.diagnostics.contains { "\($0)".contains("it settled on easeInOut instead") })
        #expect(scene.ui.clock.subscriberCount == 0)
    }

    @Test func theHostsDimmingViewIsDrawnAndRemoved() throws {
        let scene = PlayerScene()
        let transition = try scene.make(everyPropertyAnimator(duration: 0.3, curve: .linear, dimming: true)) { _ in }
        transition.start()
        let dimming = try #require(scene.host.dimmingViews.first)
        // Above the from-view, below the to-view that is placed above it.
        #expect(scene.container.subviews.map(\.name) == ["from", "dimming", "to"])
        scene.ui.clock.advance(frames: 9)
        #expect(abs(dimming.alpha - 0.15) < 1e-9)
        scene.ui.clock.runUntilIdle()
        #expect(scene.host.removedDimmingViews.map { $0 === dimming } == [true])
        #expect(scene.container.subviews.map(\.name) == ["from", "to"])
    }

    @Test func aStartedTransitionOutlivesItsOwner() throws {
        let scene = PlayerScene()
        var completions: [Bool] = []
        weak var weakTransition: TransitionPlayer<RecordingRenderer>?
        do {
            let transition = try scene.make(slideAnimator()) { completions.append($0) }
            weakTransition = transition
            transition.start()
        }
        #expect(weakTransition != nil)
        scene.ui.clock.runUntilIdle()
        #expect(completions == [true])
        #expect(weakTransition == nil)
        #expect(scene.toView.state == scene.toRest)
    }
}
