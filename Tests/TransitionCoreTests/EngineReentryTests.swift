import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// Defects the engine model (EngineModelTests) found: delegate callbacks that call back into the container while
/// the engine settles a transition on the way to doing something else.
@MainActor
@Suite("Engine re-entry from delegate callbacks")
struct EngineReentryTests {
    func isConsistent(_ scene: Scene) -> Bool {
        guard let selected = scene.container.selectedViewController else { return false }
        return scene.container.engine.phase == .idle && scene.shownChildren == [selected.identifier]
            && scene.container.children.map(\.identifier) == [selected.identifier]
    }

    /// Retargeting settles the running transition; its `didSelect` replaced the children, so the index the request
    /// named belongs to a list that is gone. It trapped with "Index out of range"; now the request is dropped.
    @Test func aRetargetWhoseSettleReplacesTheChildrenIsDropped() throws {
        let scene = try Scene(["A", "B", "C"])
        let delegate = ReenteringDelegate()
        scene.container.delegate = delegate
        scene.container.engine.midFlightPolicy = .interruptAndRetarget
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        delegate.onSelect = { try? scene.container.setViewControllers([scene.children[1]]) }
        try scene.ui.perform { try scene.container.select(index: 2) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.viewControllers.map(\.identifier) == ["B"])
        #expect(isConsistent(scene))
        #expect(
            scene.container.engine.diagnostics.contains(
                .midFlightRequest(
                    requested: 2, policy: .interruptAndRetarget, outcome: "dropped: viewControllers was replaced")))
        #expect(scene.ui.finish() == .clean)
    }

    /// Replacing the children settles the running transition; a selection its `didSelect` makes waits, and is
    /// dropped with the list it was made for, instead of starting a transition under the replacement.
    @Test func aSelectionMadeWhileReplacingTheChildrenSettlesWaitsAndIsDropped() throws {
        let scene = try Scene(["A", "B", "C"])
        let delegate = ReenteringDelegate()
        scene.container.delegate = delegate
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        delegate.onSelect = { try? scene.container.select(index: 2, animated: true) }
        try scene.ui.perform { try scene.container.setViewControllers([scene.children[0], scene.children[2]]) }
        #expect(scene.container.engine.phase == .idle)
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedViewController?.identifier == "A")
        #expect(isConsistent(scene))
        #expect(scene.container.engine.pendingRequests.isEmpty)
        #expect(scene.ui.finish() == .clean)
    }

    /// A resize settles the running transition; a selection its `didSelect` makes starts after the selected child
    /// is laid out at the new size.
    @Test func aSelectionMadeWhileAResizeSettlesRunsAfterTheLayout() throws {
        let scene = try Scene(["A", "B", "C"])
        let delegate = ReenteringDelegate()
        scene.container.delegate = delegate
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        delegate.onSelect = { try? scene.container.select(index: 2, animated: true) }
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedViewController?.identifier == "C")
        #expect(isConsistent(scene))
        #expect(scene.children[2].view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(scene.ui.finish() == .clean)
    }

    /// A progress observer that ends the transition on its first frame (here by replacing the children): the driver
    /// subscribed to the clock after that frame anyway, for a transition that was over, and the subscription was
    /// never cancelled (a display link left running for ever).
    @Test func aFirstFrameObserverThatEndsTheTransitionLeavesNoFramesRunning() throws {
        let scene = try Scene(["A", "B", "C"])
        let delegate = ReenteringDelegate()
        scene.container.delegate = delegate
        let engine = scene.container.engine
        engine.progressHandler = { _ in
            engine.progressHandler = nil
            try? scene.container.setViewControllers([scene.children[0], scene.children[2]])
        }
        try scene.ui.perform { try scene.container.select(index: 2) }
        #expect(engine.phase == .idle)
        #expect(scene.ui.clock.subscriberCount == 0)
        scene.ui.clock.runUntilIdle()
        #expect(isConsistent(scene))
        #expect(scene.ui.finish() == .clean)
    }

    /// The engine model's shrunk reproduction (seed 14815). A first frame's observer retargets C → B to A; the next
    /// observer selects B while emptying the children settles B → A: that reversed the transition (it had not ended
    /// yet), which went on cancelling under the replacement, and once it ended `selectedIndex` named a child of an
    /// empty list, where `selectedViewController` trapped. Now a selection made during that settle waits and is
    /// dropped with the list.
    @Test func aSelectionFromTheLastFrameOfASettleForAReplacementWaitsAndIsDropped() throws {
        let scene = try Scene(["A", "B", "C"])
        let delegate = ReenteringDelegate()  // the container holds it weakly
        scene.container.delegate = delegate
        let engine = scene.container.engine
        func onNextFrame(select index: Int) {
            engine.progressHandler = { _ in
                engine.progressHandler = nil
                try? scene.container.select(index: index, animated: true)
            }
        }
        engine.midFlightPolicy = .interruptAndRetarget
        try scene.ui.perform { try scene.container.select(index: 2, animated: false) }
        onNextFrame(select: 0)
        try scene.ui.perform { try scene.container.select(index: 1) }
        onNextFrame(select: 1)
        try scene.ui.perform { try scene.container.setViewControllers([]) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == nil)
        #expect(scene.shownChildren.isEmpty)
        #expect(scene.container.children.isEmpty)
        #expect(engine.pendingRequests.isEmpty)
        #expect(scene.ui.finish() == .clean)
        withExtendedLifetime(delegate) {}
    }
}
