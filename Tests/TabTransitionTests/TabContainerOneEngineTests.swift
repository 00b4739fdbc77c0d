import Foundation
import HeadlessUI
import TabTransition
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionTesting

@MainActor
@Suite("Tab container: one engine per container")
struct TabContainerOneEngineTests {
    @Test func onAnEngineContainerTheTabsRunOnItsEngine() throws {
        let scene = try TabScene()
        #expect(scene.tabs.engine === scene.host.engine)
        #expect(scene.host.viewControllers.map(\.identifier) == ["Home", "Search", "Settings"])
        #expect(scene.host.selectedViewController === scene.children[0])
    }

    @Test func theContainersResizeReachesTheSelectedTab() throws {
        let scene = try TabScene()
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.advance(frames: 4)
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(scene.tabs.engine.phase == .idle)
        #expect(scene.shown == ["Search"])
        #expect(scene.children[1].view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(scene.tabs.tabBar.selectedIndex == 1)
        #expect(scene.ui.finish() == .clean)
    }
}
