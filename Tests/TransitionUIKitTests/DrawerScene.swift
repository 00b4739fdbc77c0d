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

/// Review: the surface behind a drawer kept the light or dark appearance the menu had when the drawer was set: after
/// the system turned dark, a `slide-and-scale` menu opened with a white band round the shrunken centre. It takes the
/// menu's appearance each time it shows, and keeps a menu's own forced appearance whatever the system's.
@MainActor
@Suite("The drawer's surface in light and dark")
struct DrawerBackdropAppearanceTests {
    @Test(arguments: [false, true])
    func theSurfaceTakesTheMenusAppearance(menuKeptDark: Bool) throws {
        let scene = DrawerScene()
        scene.drawer.animator = try DrawerAnimator(["style": "slide-and-scale", "centerScale": 0.8])
        if menuKeptDark { scene.menu.view.overrideUserInterfaceStyle = .dark }
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        scene.ui.userInterfaceStyle = menuKeptDark ? .light : .dark
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.advance(frames: 3)
        let menu: UIView = scene.menu.view
        let siblings = try #require(menu.superview?.subviews)
        let index = try #require(siblings.firstIndex { $0 === menu })
        #expect(index > 0, "no surface behind the menu")
        let surface = siblings[index - 1]
        #expect(!surface.isHidden)
        #expect(menu.traitCollection.userInterfaceStyle == .dark)
        #expect(
            surface.traitCollection.userInterfaceStyle == menu.traitCollection.userInterfaceStyle,
            "the surface round the centre is in the other appearance")
        scene.ui.clock.runUntilIdle()
    }
}

/// Review: under the system's Reduce Motion the drawer's motion plays reduced (a plain slide), but the state an open
/// drawer is laid out in again (after a rotation, an iPad resize) was read from the full motion: a `slide-and-scale`
/// drawer's centre, unscaled as the reduced motion left it, shrank the moment the phone turned.
@MainActor
@Suite("The drawer under Reduce Motion")
struct DrawerReduceMotionTests {
    @Test func anOpenDrawerLaidOutAgainUnderReduceMotionKeepsItsReducedRest() throws {
        let scene = DrawerScene()
        let parameters: [String: ParameterValue] = ["style": "slide-and-scale", "centerScale": 0.8]
        scene.drawer.animator = try DrawerAnimator(parameters)
        scene.ui.accessibility.isReduceMotionEnabled = true
        // The drawer moves the centre screen in a container view of its own.
        let centre: UIView = try #require(scene.center.view.superview)
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left)
        let landed = centre.layer.presentation().transform.m11
        #expect(abs(landed - 1) < 0.001, "the reduced motion scales nothing")
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left)
        #expect(
            abs(centre.layer.presentation().transform.m11 - landed) < 0.001, "the centre shrank as the phone turned")
    }
}
