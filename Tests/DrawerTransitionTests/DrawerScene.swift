import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionUIKit

/// Seed 003's app: a DrawerPage with a CenterPage and a LeftPage, in a 390 × 844 window.
@MainActor
struct DrawerScene {
    let ui = HeadlessEnvironment()
    let window: HeadlessWindow
    let host: TransitionContainerViewController
    let drawer: DrawerController<UIViewController, UIView>
    let center: HeadlessViewController
    let left: HeadlessViewController
    let right: HeadlessViewController

    init(style: String = "slide", withRight: Bool = true) throws {
        window = ui.makeWindow()
        host = TransitionContainerViewController(identifier: "DrawerPage")
        host.engine.appearanceForwarding = .navigationStyle
        drawer = DrawerController(container: host)
        drawer.animator = try DrawerAnimator(["style": .string(style)])
        center = ui.makeViewController("CenterPage")
        left = ui.makeViewController("LeftPage")
        right = ui.makeViewController("RightPage")
        let (ui, window, host, drawer, center, left, right) = (ui, window, host, drawer, center, left, right)
        ui.perform {
            window.rootViewController = host
            drawer.setCenter(center)
            drawer.setDrawer(left, for: .left)
            if withRight { drawer.setDrawer(right, for: .right) }
        }
    }

    var childContainer: HeadlessView { drawer.childContainerView ?? host.contentView }
    var centerContainer: HeadlessView { drawer.centerContainerView ?? host.contentView }
}
