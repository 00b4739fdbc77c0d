import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// What a child does from its callbacks while a switch ends (its `viewDidAppear` in navigation style, its
/// `viewDidDisappear` after a cancel), what the app going to the background does to requests that wait, and where a
/// switch interrupted on its way back goes: what the person ends up looking at.
@MainActor
@Suite("Requests made while a switch ends")
struct SwitchEndingTests {
    /// The container at rest, showing exactly its selected child.
    func shows(_ identifier: String, in scene: Scene) -> Bool {
        scene.container.engine.phase == .idle && scene.container.selectedViewController?.identifier == identifier
            && scene.shownChildren == [identifier] && scene.container.children.map(\.identifier) == [identifier]
    }

    /// A screen that redirects as it appears (a sign-in check in its `viewDidAppear`) gets the person where it sends
    /// them, whatever the mid-flight policy: the switch that showed it has ended, so nothing is in flight.
    @Test(arguments: [MidFlightPolicy.ignore, .interruptAndRetarget, .keepLatest, .queue])
    func aSelectionFromTheArrivingScreensDidAppearIsHonoured(policy: MidFlightPolicy) throws {
        let scene = try Scene(["A", "B", "C"], appearanceForwarding: .navigationStyle)
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.delegate = delegate
        scene.container.engine.midFlightPolicy = policy
        scene.children[1].onCall = { call in
            guard case .viewDidAppear = call else { return }
            scene.children[1].onCall = nil
            try? scene.container.select(index: 2)
        }
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(shows("C", in: scene), "\(policy): \(scene.shownChildren)")
        #expect(scene.ui.finish() == .clean)
        withExtendedLifetime(delegate) {}
    }

    /// A list replaced from a callback of a cancelled switch's end (the arriving screen's `viewDidDisappear`
    /// reloads the data) applies once the cancel has put the old screen back: the screen the person kept stays.
    @Test func childrenReplacedWhileACancelEndsApplyAfterIt() throws {
        let scene = try Scene(["A", "B", "C"], appearanceForwarding: .navigationStyle)
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.delegate = delegate
        let (a, b, c) = (scene.children[0], scene.children[1], scene.children[2])
        b.onCall = { call in
            guard case .viewDidDisappear = call else { return }
            b.onCall = nil
            try? scene.container.setViewControllers([c, a])
        }
        try scene.ui.perform {
            try scene.container.engine.beginInteractiveTransition(to: 1)
            try scene.container.engine.updateInteractiveTransition(0.4)
            try scene.container.engine.cancelInteractiveTransition()
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.viewControllers.map(\.identifier) == ["C", "A"])
        #expect(scene.container.selectedIndex == 1)
        #expect(shows("A", in: scene), "\(scene.shownChildren)")
        #expect(scene.ui.finish() == .clean)
        withExtendedLifetime(delegate) {}
    }

    /// Going to the background settles the running switch, and a request that waited lands at once: the app comes
    /// back to a screen at rest, not to an animation that started while nobody could see it.
    @Test func aRequestWaitingWhenTheAppLeavesLandsWithoutAnimation() throws {
        let scene = try Scene(["A", "B", "C"])
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.delegate = delegate
        scene.container.engine.midFlightPolicy = .queue
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        try scene.ui.perform { try scene.container.select(index: 2) }
        scene.ui.enterBackground()
        #expect(shows("C", in: scene), "\(scene.container.engine.phase) \(scene.shownChildren)")
        #expect(scene.ui.clock.subscriberCount == 0)
        #expect(scene.ui.finish() == .clean)
        withExtendedLifetime(delegate) {}
    }

    /// Tapping another tab while a swipe heads back does not first complete the switch the person rejected: the
    /// swipe's switch is cancelled, and the new one starts from the screen they kept.
    @Test func retargetingWhileASwipeHeadsBackDoesNotCompleteTheRejectedSwitch() throws {
        let scene = try Scene(["A", "B", "C"])
        let delegate = RecordingDelegate(animator: slideAnimator())
        scene.container.delegate = delegate
        scene.container.engine.midFlightPolicy = .interruptAndRetarget
        try scene.ui.perform {
            try scene.container.engine.beginInteractiveTransition(to: 1)
            try scene.container.engine.updateInteractiveTransition(0.5)
            try scene.container.engine.cancelInteractiveTransition()
        }
        scene.ui.clock.advance(frames: 2)
        #expect(scene.container.engine.phase == .cancelling)
        try scene.ui.perform { try scene.container.select(index: 2) }
        scene.ui.clock.runUntilIdle()
        #expect(delegate.selected.map { "\($0.from)→\($0.to)" } == ["A→C"])
        #expect(delegate.cancelled.map { "\($0.from)→\($0.to)" } == ["A→B"])
        #expect(shows("C", in: scene))
        #expect(scene.ui.finish() == .clean)
    }
}
