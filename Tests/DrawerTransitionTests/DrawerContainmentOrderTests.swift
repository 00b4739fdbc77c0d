import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionUIKit

@MainActor
@Suite("Drawer containment order")
struct DrawerContainmentOrderTests {
    @Test func setCenterAndSetDrawerFollowTheAddSequence() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "DrawerPage")
        host.engine.appearanceForwarding = .navigationStyle
        let drawer = DrawerController(container: host)
        let center = ui.makeViewController("CenterPage")
        let left = ui.makeViewController("LeftPage")
        _ = center.view
        _ = left.view
        ui.perform { window.rootViewController = host }
        ui.clearLog()
        ui.perform {
            drawer.setCenter(center)
            drawer.setDrawer(left, for: .left)
        }
        // addChild (the system's willMove), addSubview, then didMove: the view is in place before didMove.
        for name in ["CenterPage", "LeftPage"] {
            let calls = ui.trace().filter { $0.hasPrefix("\(name).") || $0.contains("addSubview(\(name).view)") }
            let didMove = calls.firstIndex { $0.hasPrefix("\(name).didMove(toParent: DrawerPage)") }
            let added = calls.firstIndex { $0.contains("addSubview(\(name).view)") }
            #expect(added != nil && didMove != nil && added! < didMove!, "\(name): \(calls)")
        }
    }
}
