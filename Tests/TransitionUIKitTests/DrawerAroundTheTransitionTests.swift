import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// What the container does around a drawer built on it: an open drawer is what VoiceOver and the system see, the
/// escape gesture closes it, and its child's insets are those it has at rest.
@MainActor
@Suite("Around the transition: a drawer")
struct DrawerAroundTheTransitionTests {
    @MainActor
    struct DrawerScene {
        let ui = HeadlessEnvironment()
        let window: UIWindow
        let container = TransitionContainerViewController(identifier: "Drawer")
        let drawer: TransitionContainerViewController.Drawer
        let center = Screen("Home")
        let menu = Screen("Menu")
        let button: UIButton

        init() {
            window = ui.makeWindow()
            window.safeAreaInsets = UIEdgeInsets(top: 47, bottom: 34)
            container.engine.appearanceForwarding = .navigationStyle
            drawer = DrawerController(container: container)
            center.statusBarStyle = .darkContent
            menu.statusBarStyle = .lightContent
            button = UIButton(primaryAction: UIAction(title: "Go") { _ in })
            button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            center.view.addSubview(button)
            let (ui, window, container, drawer, center, menu) = (ui, window, container, drawer, center, menu)
            ui.perform {
                window.rootViewController = container
                drawer.setCenter(center)
                drawer.setDrawer(menu, for: .left)
            }
        }

        func open() {
            ui.perform { drawer.open(.left) }
            ui.clock.runUntilIdle()
        }
    }

    /// An open drawer is modal for VoiceOver: the centre cannot be reached, the focus moves to the drawer; after it
    /// closes, the centre is reachable again and has the focus back.
    @Test func anOpenDrawerIsModalForVoiceOver() {
        let scene = DrawerScene()
        #expect(scene.button.isReachableByVoiceOver)
        scene.open()
        #expect(scene.drawer.openSide == .left)
        #expect(scene.menu.view.accessibilityViewIsModal)
        #expect(!scene.button.isReachableByVoiceOver)
        #expect(scene.menu.view.isReachableByVoiceOver)
        #expect(scene.ui.accessibility.posts.last?.notification == .screenChanged)
        #expect(scene.ui.accessibility.focusedElement === scene.menu.view)

        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        #expect(!scene.menu.view.accessibilityViewIsModal)
        #expect(scene.button.isReachableByVoiceOver)
        let focused = scene.ui.accessibility.focusedElement as? UIView
        #expect(focused.map { scene.center.view.isDescendant(of: $0) } == true)
    }

    /// VoiceOver's escape gesture on the open drawer closes it; with the drawer closed it does nothing.
    @Test func theEscapeGestureClosesTheDrawer() {
        let scene = DrawerScene()
        scene.open()
        let handled = scene.ui.perform { scene.ui.accessibility.performEscape() }
        #expect(handled)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        #expect(!scene.ui.perform { scene.ui.accessibility.performEscape() })
        #expect(scene.drawer.openSide == nil)
    }

    /// The system gets the open drawer's status bar while it is open and the centre's otherwise.
    @Test func theStatusBarFollowsTheOpenDrawer() {
        let scene = DrawerScene()
        #expect(scene.window.statusBarStyle == .darkContent)
        scene.open()
        #expect(scene.window.statusBarStyle == .lightContent)
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.window.statusBarStyle == .darkContent)
    }

    /// The drawer's child and the centre keep the insets they have at rest while the drawer opens and closes.
    @Test func theDrawerAndTheCentreKeepTheirRestingInsets() {
        let scene = DrawerScene()
        let portrait = UIEdgeInsets(top: 47, bottom: 34)
        #expect(scene.center.view.safeAreaInsets == portrait)
        scene.ui.perform { scene.drawer.open(.left) }
        for _ in 0..<5 {
            scene.ui.clock.advance(frames: 3)
            #expect(scene.menu.view.safeAreaInsets == portrait)
            #expect(scene.center.view.safeAreaInsets == portrait)
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.menu.view.safeAreaInsets == portrait)
        #expect(scene.center.view.safeAreaInsets == portrait)
    }
}
