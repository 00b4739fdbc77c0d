import Foundation
import HeadlessUI
import Testing
import TransitionCore

@MainActor
@Suite("Swipes between children")
struct SwipeInteractionTests {
    func makeScene() throws -> (Scene, SwipeInteraction<HeadlessViewController, HeadlessView>, RecordingDelegate) {
        let scene = try Scene()
        let delegate = RecordingDelegate(animator: slideAnimator(duration: 0.35))
        scene.container.delegate = delegate
        scene.container.engine.defaultAnimator = delegate.animatorToReturn
        let swipe = SwipeInteraction(engine: scene.container.engine, edge: .right)
        return (scene, swipe, delegate)
    }

    /// The seed's tab scenario: a pan in from the right edge of a 390 pt container.
    @Test func anEdgePanToFortyPercentReleasedSlowlyCancelsAndRestoresTheIndex() throws {
        let (scene, swipe, delegate) = try makeScene()
        var progress: [Double] = []
        scene.container.engine.progressHandler = { progress.append($0.fraction) }
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 389 - 156, y: 400), frames: 20) { swipe.handle($0) }
        #expect(swipe.lastOutcome?.finishes == false)
        #expect(abs((swipe.lastOutcome?.progress ?? 0) - 0.4) < 1e-9)
        scene.ui.clock.runUntilIdle()
        #expect(delegate.cancelled.map(\.to) == ["Search"])
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.shownChildren == ["Home"])
        #expect(progress.last == 0)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func anEdgePanToSeventyPercentReleasedSlowlyFinishes() throws {
        let (scene, swipe, delegate) = try makeScene()
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 389 - 273, y: 400), frames: 20) { swipe.handle($0) }
        #expect(swipe.lastOutcome?.finishes == true)
        scene.ui.clock.runUntilIdle()
        #expect(delegate.selected.map(\.to) == ["Search"])
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aShortFastFlickFinishes() throws {
        let (scene, swipe, _) = try makeScene()
        scene.ui.drag(
            from: CGPoint(x: 389, y: 400), to: CGPoint(x: 350, y: 400), frames: 3,
            release: .flick(CGPoint(x: -1500, y: 0))
        ) { swipe.handle($0) }
        #expect(swipe.lastOutcome?.finishes == true)
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
    }

    @Test func aLongPanFlickedBackwardsCancels() throws {
        let (scene, swipe, _) = try makeScene()
        scene.ui.drag(
            from: CGPoint(x: 389, y: 400), to: CGPoint(x: 80, y: 400), frames: 20,
            release: .flick(CGPoint(x: 900, y: 0))
        ) { swipe.handle($0) }
        #expect(swipe.lastOutcome?.finishes == false)
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aPanThatDoesNotStartAtTheEdgeDoesNothing() throws {
        let (scene, swipe, delegate) = try makeScene()
        scene.ui.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 10, y: 400), frames: 10) { swipe.handle($0) }
        #expect(delegate.asked.isEmpty)
        #expect(scene.container.engine.phase == .idle)
    }

    @Test func thereIsNoNeighbourPastTheLastChild() throws {
        let (scene, swipe, _) = try makeScene()
        try scene.ui.perform { try scene.container.select(index: 2, animated: false) }
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 100, y: 400), frames: 10) { swipe.handle($0) }
        #expect(scene.container.selectedIndex == 2)
        #expect(scene.container.engine.phase == .idle)
    }

    @Test func theViewsFollowTheFingerOnTheSameFrame() throws {
        let (scene, swipe, _) = try makeScene()
        var lags: [CGFloat] = []
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 189, y: 400), frames: 10, release: .moving) {
            swipe.handle($0)
            if $0.phase == .moved { lags.append(scene.children[1].view.frame.minX - ($0.position.x + 1)) }
        }
        #expect(lags.allSatisfy { abs($0) < 1e-9 })
        scene.ui.clock.runUntilIdle()
    }

    @Test func aTouchOnAFinishingTransitionGrabsItAndCanSendItBack() throws {
        let (scene, swipe, delegate) = try makeScene()
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 100, y: 400), frames: 10, release: .still) {
            swipe.handle($0)
        }
        #expect(scene.container.engine.phase == .finishing)
        scene.ui.clock.advance(frames: 2)
        let grabbedAt = try #require(scene.container.engine.transitionFraction)
        // The finger lands mid-screen and drags the incoming child back out to the right.
        scene.ui.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 390, y: 400), frames: 12) { swipe.handle($0) }
        #expect(grabbedAt > 0.7)
        #expect(swipe.lastOutcome?.finishes == false)
        scene.ui.clock.runUntilIdle()
        #expect(delegate.cancelled.count == 1 && delegate.selected.isEmpty)
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.shownChildren == ["Home"])
        #expect(scene.ui.finish() == .clean)
    }
}
