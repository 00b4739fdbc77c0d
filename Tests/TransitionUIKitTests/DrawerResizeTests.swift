import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// Bugs the demo session found on the model, each kept as a test that failed before its fix.
@MainActor
@Suite("A resize with a drawer")
struct DrawerResizeTests {
    // The drawer sized its centre child's view once, when it was set: a centre set before the container had its size
    // (the demo builds its drawer before the window exists), or any rotation, left it at the old size.
    @Test func aResizeLaysTheDrawersCentreChildOutAtTheNewSize() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Drawer")
        host.engine.appearanceForwarding = .navigationStyle
        let drawer = DrawerController(container: host)
        let center = Screen("Tabs")
        drawer.setCenter(center)
        drawer.setDrawer(Screen("Menu"), for: .left)
        ui.perform { window.rootViewController = host }
        #expect(center.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        ui.perform { window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(center.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }
}
