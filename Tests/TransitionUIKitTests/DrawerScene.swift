import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// A drawer (Menu on the left) around a centre screen on the model's window, at rest.
@MainActor
struct DrawerScene {
    let ui = HeadlessEnvironment()
    let window: UIWindow
    let host = TransitionContainerViewController(identifier: "Drawer")
    let drawer: TransitionContainerViewController.Drawer
    let center: Screen
    let menu = Screen("Menu")

    init(center name: String = "Center", delegate: (any ContainerTransitionDelegate)? = nil) {
        window = ui.makeWindow()
        host.transitionIdentifier = "Drawer"
        drawer = DrawerController(container: host)
        drawer.delegate = delegate
        center = Screen(name)
        ui.perform { [self] in
            window.rootViewController = host
            drawer.setCenter(center)
            drawer.setDrawer(menu, for: .left)
        }
        ui.clock.runUntilIdle()
    }
}
