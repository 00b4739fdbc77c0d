import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// Defects found by outside testing, each reproduced as it was reported.
@MainActor
@Suite("Waiting requests, resizes, and who drives a switch")
struct WaitingRequestsAndResizesTests {
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
