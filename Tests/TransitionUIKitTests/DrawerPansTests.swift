import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// The drawer's pans on a container, as a person's finger reaches them through the window.
@MainActor
@Suite("A drawer's pans on its container")
struct DrawerPansTests {
    /// A pan from the leading edge opens the drawer under the finger; a vertical drag on the centre is the
    /// centre's own (nothing moves); a horizontal drag on the open centre closes it.
    @Test func anEdgePanOpensAVerticalDragDoesNotAndADragBackCloses() {
        let scene = DrawerScene()
        let pans = scene.drawer.installPans(on: scene.host)
        scene.window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), frames: 10)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.drawer.centerContainerView?.frame.minX == 0)
        scene.window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 380, y: 400), frames: 10)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil, "a pan in the middle of the screen opened the drawer")
        scene.window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 220, y: 400), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left && scene.drawer.centerContainerView?.frame.minX == 280)
        scene.window.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.drawer.centerContainerView?.frame.minX == 0)
        pans.remove()
        scene.window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 220, y: 400), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil, "the pans worked after they were removed")
    }
}
