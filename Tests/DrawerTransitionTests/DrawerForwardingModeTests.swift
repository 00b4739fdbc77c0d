import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCore
import TransitionUIKit

/// A drawer follows the appearance forwarding its container was made with and never changes it.
@MainActor
@Suite("Drawer and the container's forwarding mode")
struct DrawerForwardingModeTests {
    /// A drawer on a container left in the automatic mode, shown in a window, the left drawer closed.
    func makeScene() -> (
        ui: HeadlessEnvironment, host: TransitionContainerViewController,
        drawer: DrawerController<UIViewController, UIView>, center: HeadlessViewController,
        left: HeadlessViewController
    ) {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "DrawerPage")
        let drawer = DrawerController(container: host)
        let center = ui.makeViewController("CenterPage")
        let left = ui.makeViewController("LeftPage")
        ui.perform {
            window.rootViewController = host
            drawer.setCenter(center)
            drawer.setDrawer(left, for: .left)
        }
        return (ui, host, drawer, center, left)
    }

    @Test func makingADrawerLeavesTheContainersModeAsItWasMade() {
        let scene = makeScene()
        #expect(scene.host.engine.appearanceForwarding == .automatic)
        #expect(scene.drawer.appearanceForwarding == .automatic)
        // UIKit forwards: the closed drawer's child appeared with the container, hidden.
        #expect(scene.left.appearanceState == .appeared)
        #expect(scene.ui.appearanceErrors.isEmpty)
    }

    @Test func switchingAVisibleContainerToNavigationStyleHandsTheChildrenToTheDrawer() {
        let scene = makeScene()
        scene.ui.perform { scene.host.engine.appearanceForwarding = .navigationStyle }
        #expect(scene.drawer.appearanceForwarding == .navigationStyle)
        // The closed drawer's child is told it disappeared; the centre stays on screen.
        #expect(scene.left.appearanceState == .disappeared)
        #expect(scene.center.appearanceState == .appeared)
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.left.appearanceState == .appeared)
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.left.appearanceState == .disappeared)
        #expect(scene.ui.appearanceErrors.isEmpty)
    }

    @Test func switchingBackToAutomaticGivesUIKitEveryChildAppeared() {
        let scene = makeScene()
        scene.ui.perform { scene.drawer.appearanceForwarding = .navigationStyle }
        #expect(scene.host.engine.appearanceForwarding == .navigationStyle)
        scene.ui.perform { scene.host.engine.appearanceForwarding = .automatic }
        #expect(scene.left.appearanceState == .appeared)
        #expect(scene.center.appearanceState == .appeared)
        #expect(scene.ui.appearanceErrors.isEmpty)
    }
}
