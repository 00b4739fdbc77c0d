import Foundation
import HeadlessUI
import TabTransition
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionTesting

@MainActor
@Suite("Tab container and the app's handlers")
struct TabContainerHandlerTests {
    @Test func theAppsHandlersAndTheTabBarBothFollowProgress() throws {
        let scene = try TabScene()
        var appFrames = 0
        var appEnds: [Bool] = []
        scene.tabs.engine.progressHandler = { _ in appFrames += 1 }
        scene.tabs.engine.transitionEndHandler = { _, completed in appEnds.append(completed) }
        try scene.ui.perform { try scene.tabs.select(index: 2) }
        scene.ui.clock.advance(frames: 5)
        #expect(scene.tabs.tabBar.indicatorPosition > 0, "the tab bar still follows progress")
        scene.ui.clock.runUntilIdle()
        #expect(appFrames > 5)
        #expect(appEnds == [true])
        #expect(scene.tabs.tabBar.indicatorPosition == 2)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aRemovedObserverHearsNothing() throws {
        let scene = try TabScene()
        var heard = 0
        let token = scene.tabs.engine.addObserver(progress: { _ in heard += 1 })
        scene.tabs.engine.removeObserver(token)
        scene.tabs.engine.removeObserver(token)
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(heard == 0)
    }
}
