import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

@MainActor
@Suite("Drawer and config")
struct DrawerConfigTests {
    static let json = """
        {
          "version": 1,
          "animators": { "menu": { "type": "drawer", "side": "left", "width": 320 } },
          "transitions": [ { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage", "animator": "menu" } ]
        }
        """

    @Test func theConfigsWidthIsTheWidthTheDrawerOpensTo() throws {
        let scene = try DrawerScene()
        var registry = AnimatorRegistry()
        try registry.register(DrawerAnimator.self)
        let delegate = try ConfiguredTransitionDelegate(data: Data(Self.json.utf8), registry: registry)
        scene.drawer.delegate = delegate
        #expect(scene.drawer.drawerWidth(for: .left) == 320)
        #expect(scene.drawer.drawerWidth(for: .right) == 280, "no rule: the controller's own maximum")
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.left.view.frame == CGRect(x: 0, y: 0, width: 320, height: 844))
        #expect(scene.centerContainer.frame.minX == 320)
        scene.ui.perform { scene.drawer.close(animated: false) }
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.left.view.frame.width == 320)
        withExtendedLifetime(delegate) {}
    }
}
