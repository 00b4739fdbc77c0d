import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// Defects found by outside testing, each reproduced as it was reported.
@MainActor
@Suite("Engine regressions")
struct EngineRegressionTests {
    func isSettled(_ diagnostic: ContainerDiagnostic) -> Bool {
        if case .transitionSettled = diagnostic { return true } else { return false }
    }

    @Test func replacingTheChildrenWhileARequestWaitsLeavesTheContainerIdleAndConsistent() throws {
        let scene = try Scene(["A", "B", "C"])
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.engine.delegate = delegate
        try scene.ui.perform {
            try scene.container.select(index: 1)
            try scene.container.select(index: 2)  // waits under keep-latest
            try scene.container.setViewControllers([scene.children[0], scene.children[1]])
        }
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.container.engine.pendingRequests.isEmpty)
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.shownChildren == ["B"])
        #expect(scene.container.children.map(\.identifier) == ["B"])
        #expect(
            scene.container.engine.diagnostics.contains(
                .midFlightRequest(
                    requested: 2, policy: .keepLatest, outcome: "dropped: viewControllers was replaced")))
        scene.ui.clock.runUntilIdle()
        #expect(scene.shownChildren == ["B"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func changingThePolicyToRetargetWhileARequestWaitsShowsOnlyTheLastRequest() throws {
        let scene = try Scene(["A", "B", "C", "D"])
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.engine.delegate = delegate
        try scene.ui.perform {
            try scene.container.select(index: 1)
            try scene.container.select(index: 2)  // waits under keep-latest
        }
        scene.container.engine.midFlightPolicy = .interruptAndRetarget
        try scene.ui.perform { try scene.container.select(index: 3) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 3)
        #expect(scene.shownChildren == ["D"])
        #expect(scene.container.children.map(\.identifier) == ["D"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func changingThePolicyToIgnoreDropsWaitingRequests() throws {
        let scene = try Scene(["A", "B", "C", "D"])
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.engine.delegate = delegate
        scene.container.engine.midFlightPolicy = .queue
        try scene.ui.perform {
            try scene.container.select(index: 1)
            try scene.container.select(index: 2)
            try scene.container.select(index: 3)
        }
        scene.container.engine.midFlightPolicy = .keepLatest
        #expect(scene.container.engine.pendingRequests == [3])
        scene.container.engine.midFlightPolicy = .ignore
        #expect(scene.container.engine.pendingRequests.isEmpty)
        scene.ui.clock.runUntilIdle()
        #expect(scene.shownChildren == ["B"])
        #expect(scene.ui.finish() == .clean)
    }

    /// An animator that shrinks and fades the content view while it slides.
    func containerAnimator() -> ClosureAnimator {
        ClosureAnimator(name: "zoom-out") { context in
            let bounds = context.containerBounds
            return TransitionAnimation(
                duration: 0.5, curve: .linear,
                tracks: [
                    RoleTrack(.container, frame: PropertyTrack(from: bounds, to: bounds.insetBy(dx: 20, dy: 40))),
                    RoleTrack(.container, alpha: PropertyTrack(from: 1, to: 0.5)),
                    RoleTrack(
                        .to,
                        frame: PropertyTrack(from: context.initialFrame(for: .to), to: context.finalFrame(for: .to))),
                ])
        }
    }

    @Test func anAnimatedContentViewFrameIsNotAResize() throws {
        let scene = try Scene()
        let delegate = RecordingDelegate(animator: containerAnimator())
        scene.container.engine.delegate = delegate
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 6)
        #expect(scene.container.engine.phase == .animating)
        #expect(!scene.container.engine.diagnostics.contains(where: isSettled))
        scene.ui.clock.runUntilIdle()
        #expect(delegate.selected.count == 1)
        #expect(scene.container.engine.diagnostics.isEmpty)
        #expect(scene.container.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.container.contentView.alpha == 1)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aResizeMidFlightLeavesAnAnimatedContentViewAtTheNewBounds() throws {
        let scene = try Scene()
        let delegate = RecordingDelegate(animator: containerAnimator())
        scene.container.engine.delegate = delegate
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 6)
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(scene.container.engine.phase == .idle)
        #expect(delegate.selected.count == 1)
        #expect(scene.container.contentView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(scene.container.contentView.alpha == 1)
        #expect(scene.container.contentView.transform == .identity)
        #expect(scene.children[1].view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(
            !scene.container.engine.diagnostics.contains {
                if case .completeTransitionCalledAgain = $0 { return true } else { return false }
            })
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aWaitingRequestStartsAfterTheResizeLayout() throws {
        let scene = try Scene()
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.engine.delegate = delegate
        try scene.ui.perform {
            try scene.container.select(index: 1)
            try scene.container.select(index: 2)  // waits
        }
        scene.ui.clock.advance(frames: 3)
        let resized = CGRect(x: 0, y: 0, width: 844, height: 390)
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        // Search → Settings started after Search was laid out at the new size, for the new bounds.
        #expect(scene.container.engine.activeContext?.pair.to == "Settings")
        #expect(scene.container.engine.activeContext?.containerBounds == resized)
        #expect(scene.container.engine.activeContext?.initialFrame(for: .from) == resized)
        try scene.ui.perform {
            try scene.container.engine.pauseTransition()
            try scene.container.engine.cancelInteractiveTransition()
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.children[1].view.frame == resized)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func anInteractionControllerDrivesOnlyItsOwnTransition() throws {
        let scene = try Scene()
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.engine.delegate = delegate
        let swipe = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try swipe.update(0.5)
        try swipe.finish()
        scene.ui.clock.runUntilIdle()
        #expect(!swipe.isDriving)

        try scene.ui.perform { try scene.container.select(index: 2) }  // a tap, not a gesture
        try swipe.update(0.1)
        try swipe.cancel()
        #expect(swipe.percentComplete == nil)
        #expect(scene.container.engine.activeContext?.isInteractive == false)
        #expect(scene.container.engine.phase == .animating)
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 2)
        #expect(scene.shownChildren == ["Settings"])
        #expect(
            scene.container.engine.diagnostics.filter {
                if case .interactionCallIgnored = $0 { return true } else { return false }
            } == [.interactionCallIgnored("update(0.1)"), .interactionCallIgnored("cancel(velocity: 0.0)")])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aQueuedUnanimatedSelectionStaysUnanimated() throws {
        let scene = try Scene()
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.engine.delegate = delegate
        scene.container.engine.midFlightPolicy = .queue
        try scene.ui.perform {
            try scene.container.select(index: 1)
            try scene.container.select(index: 2, animated: false)
        }
        let frames = scene.ui.clock.runUntilIdle()
        #expect(frames == 18)  // only the first switch plays: 0.3 s at 60 Hz
        #expect(delegate.asked.map(\.to) == ["Search"])
        #expect(scene.shownChildren == ["Settings"])
        #expect(scene.ui.finish() == .clean)
    }
}

@MainActor
@Suite("Manual frame clock edges")
struct ManualFrameClockEdgeTests {
    @Test func shortAdvancesAccumulate() {
        let ui = HeadlessEnvironment(framesPerSecond: 60)
        ui.clock.advance(by: 0.008)
        #expect(ui.clock.frameCount == 0)
        ui.clock.advance(by: 0.008)
        #expect(ui.clock.frameCount == 1)
        #expect(ui.clock.now == 1.0 / 60)
        ui.clock.advance(by: 0.35)
        #expect(ui.clock.frameCount == 22)
    }

    @Test func hugeAndNonFiniteTimesNeverTrap() {
        let ui = HeadlessEnvironment(framesPerSecond: 1e300)
        #expect(ui.clock.framesPerSecond == ManualFrameClock.maximumFramesPerSecond)
        #expect(ui.clock.runUntilIdle() == 0)
        for limit in [Double.nan, .infinity, -.infinity, 1e300, -1] {
            #expect(ui.clock.runUntilIdle(limit: limit) == 0)
        }
        ui.clock.advance(by: 1e300)
        ui.clock.advance(by: .nan)
        #expect(ui.clock.frameCount == 0)
        #expect(ui.clock.ignoredAdvances.count == 2)
    }
}

@MainActor
@Suite("Animator kinds")
struct AnimatorKindTests {
    @Test func anOverlayAnimatorInAReplaceContainerSwitchesWithoutAnimationAndSaysWhy() throws {
        let scene = try Scene()
        let drawerLike = ClosureAnimator(
            name: "drawer-like", capabilities: AnimatorCapabilities(isInteractive: false, kinds: [.overlay])
        ) { context in
            TransitionAnimation(
                duration: 0.3,
                tracks: [RoleTrack(.drawer, alpha: PropertyTrack(from: 0, to: 1))])
        }
        let delegate = RecordingDelegate(animator: drawerLike)
        scene.container.engine.delegate = delegate
        try scene.ui.perform { try scene.container.select(index: 1) }
        #expect(scene.container.engine.phase == .idle, "no transition in which nothing moves")
        #expect(scene.shownChildren == ["Search"])
        #expect(
            scene.container.engine.diagnostics.contains {
                if case .animatorKindMismatch(_, "drawer-like", .replace) = $0 { return true } else { return false }
            })
        #expect(throws: TransitionError.self) {
            try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 2) }
        }
        #expect(scene.ui.finish() == .clean)
    }
}

@MainActor
@Suite("Bounds that are not finite")
struct NonFiniteBoundsTests {
    @Test func nanOrInfiniteBoundsSwitchWithoutAnimationNeverNaN() throws {
        for size in [CGSize(width: CGFloat.nan, height: 844), CGSize(width: CGFloat.infinity, height: 844)] {
            let scene = try Scene()
            let delegate = RecordingDelegate(animator: slideAnimator())
            scene.container.engine.delegate = delegate
            scene.ui.perform { scene.container.contentView.frame = CGRect(origin: .zero, size: size) }
            try scene.ui.perform { try scene.container.select(index: 1) }
            #expect(scene.container.engine.phase == .idle, "\(size)")
            #expect(scene.shownChildren == ["Search"])
            #expect(
                scene.container.engine.diagnostics.contains(
                    .animationSkippedForEmptyBounds(
                        TransitionPair(container: "Tabs", from: "Home", to: "Search", fromIndex: 0, toIndex: 1))))
            let frame = scene.children[1].view.frame
            #expect(!frame.origin.x.isNaN && !frame.origin.y.isNaN, "\(size)")
        }
    }
}

@Suite("Layout passes that are resizes")
struct LayoutSizeTrackerTests {
    @Test func theFirstPassAtAnotherSizeThanTheContentWasMadeAtIsAResize() {
        var tracker = LayoutSizeTracker()
        tracker.contentCreated(at: CGSize(width: 390, height: 844))
        #expect(tracker.layoutPass(at: CGSize(width: 390, height: 844)) == false)
        #expect(tracker.layoutPass(at: CGSize(width: 320, height: 600)) == true)
        #expect(tracker.layoutPass(at: CGSize(width: 320, height: 600)) == false)
        var embedded = LayoutSizeTracker()
        embedded.contentCreated(at: CGSize(width: 390, height: 844))
        #expect(embedded.layoutPass(at: CGSize(width: 390, height: 400)) == true, "an embedded container's first pass")
    }
}
