import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// Right-to-left layouts (Arabic, Hebrew) mirror what is written for left-to-right: the leading drawer opens from the
/// right edge, and a config's `left` and `right` edges swap. Before, the menu opened against the left edge with its
/// bezel there, and a configured edge pan stayed where it was written.
@MainActor
@Suite("Right-to-left layouts")
struct RightToLeftTests {
    @Test func theLeadingDrawerOpensFromTheRightEdge() throws {
        let ui = HeadlessEnvironment()
        ui.layoutDirection = .rightToLeft
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Drawer")
        let drawer = DrawerController(container: host)
        let center = Screen("Center")
        let menu = Screen("Menu")
        ui.perform {
            window.rootViewController = host
            drawer.setCenter(center)
            drawer.setDrawer(menu, for: .left)
        }
        let pans = drawer.installPans(on: host)
        ui.clock.runUntilIdle()
        #expect(drawer.edge(for: .left) == .right)
        ui.perform { drawer.open(.left) }
        ui.clock.runUntilIdle()
        let centreContainer = try #require(drawer.centerContainerView)
        #expect(centreContainer.frame.minX < 0, "the centre moved right, away from a drawer on the left")
        #expect(menu.view.convert(menu.view.bounds, to: nil).maxX == window.bounds.maxX)
        ui.perform { drawer.close() }
        ui.clock.runUntilIdle()
        // The bezel pan starts at the right edge and moves left.
        window.drag(from: CGPoint(x: 386, y: 400), to: CGPoint(x: 90, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(drawer.openSide == .left)
        pans.remove()
    }

    @Test func aConfiguredEdgePanMirrors() throws {
        let scene = try ConfiguredNavigationScene(
            #"{ "from": "Home", "to": "Detail", "reversible": true, "animator": { "type": "slide" } }"#,
            #"{ "from": "Detail", "to": "Home", "animator": { "type": "slide" }, "interaction": { "type": "edge-pan", "edge": "left" } }"#,
            layoutDirection: .rightToLeft, pushed: ["Detail"])
        let (ui, window, navigation) = (scene.ui, scene.window, scene.navigation)
        // Written as the left edge for a left-to-right layout: the right edge here.
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "a swipe from the trailing edge popped")
        window.drag(from: CGPoint(x: 386, y: 400), to: CGPoint(x: 90, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "the mirrored edge did not pop")
        withExtendedLifetime(scene) {}  // the navigation controller holds its delegate weakly
    }
}
