import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// The engine's operations nest: one started from a callback of another ends without ending the outer one.
@MainActor
@Suite("Engine operations that nest")
struct EngineOperationNestingTests {
    /// The container is disappearing in navigation style while a transition runs and a request waits. Settling the
    /// transition calls `didSelect`, which changes the forwarding mode. That change ended the container's hold on
    /// waiting requests (one flag for both), so the waiting switch started inside `viewWillDisappear`, before the
    /// container had noted that it disappears. Now it starts once the container's own call is done.
    @Test func aModeChangeInsideADisappearanceDoesNotStartWaitingRequests() throws {
        let scene = try Scene(["A", "B", "C"], appearanceForwarding: .navigationStyle)
        let delegate = ReenteringDelegate()
        scene.container.delegate = delegate
        scene.container.engine.midFlightPolicy = .queue
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        try scene.ui.perform { try scene.container.select(index: 2) }
        #expect(scene.container.engine.pendingRequests == [2])
        // Where the container's own appearance stood when the waiting switch drew its first frame.
        var containerWhenCStarted: AppearancePhase?
        scene.container.engine.addObserver(progress: { progress in
            if progress.pair.to == "C", containerWhenCStarted == nil {
                containerWhenCStarted = scene.container.engine.appearance.container
            }
        })
        delegate.onSelect = { scene.container.engine.appearanceForwarding = .automatic }
        scene.ui.perform { scene.container.engine.containerViewWillDisappear(animated: false) }
        #expect(containerWhenCStarted == .disappearing)
    }
}
