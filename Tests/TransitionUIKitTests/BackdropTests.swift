import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// What shows where a motion uncovers the container by design, and Reduce Motion for the sliding animators.
@MainActor
@Suite("The surface behind the screens, and Reduce Motion")
struct BackdropTests {
    /// A sprung push in UIKit's navigation controller carried both screens past their places and showed a strip of
    /// window (black on a phone) at the trailing edge; the arriving screen's surface shows there now, and is gone
    /// when the push lands.
    @Test func aSprungPushShowsTheArrivingScreensSurfaceAsItOvershoots() throws {
        let scene = try ConfiguredNavigationScene(
            #"{ "from": "Home", "to": "Detail", "reversible": true, "animator": { "type": "slide", "curve": { "dampingRatio": 0.6, "response": 0.4 } } }"#,
            framesPerSecond: 120)
        let (ui, window, navigation) = (scene.ui, scene.window, scene.navigation)
        let watch = FrameWatch(window: window)
        watch.start()
        let detail = Screen("Detail")
        ui.perform { navigation.pushViewController(detail, animated: true) }
        ui.clock.runUntilIdle()
        #expect(navigation.topViewController === detail)
        ui.perform { _ = navigation.popViewController(animated: true) }
        ui.clock.runUntilIdle()
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
        withExtendedLifetime(scene) {}  // the navigation controller holds its delegate weakly
    }

    /// An open `slide-and-scale` drawer turned to landscape kept its surface at the portrait size: the window showed
    /// round the shrunken centre where the old surface no longer reached.
    @Test func anOpenDrawersSurfaceFollowsARotation() throws {
        let scene = DrawerScene()
        scene.menu.view.backgroundColor = .systemIndigo
        scene.drawer.animator = try DrawerAnimator(["style": "slide-and-scale"])
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        let watch = FrameWatch(window: scene.window)
        watch.start()
        #expect(watch.report.background.failedCount == 0, "open: \(watch.report)")
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        scene.ui.clock.runUntilIdle()
        scene.ui.clock.advance(frames: 2)
        #expect(scene.drawer.openSide == .left)
        #expect(watch.report.background.failedCount == 0, "turned: \(watch.report)")
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        #expect(watch.report.background.failedCount == 0, "closed: \(watch.report)")
    }

    /// With Reduce Motion a slide (and a sliding tab switch) travelled the full width: nothing moves now, the
    /// arriving screen fades in over the leaving one.
    @Test(arguments: ["slide", "tab"])
    func reduceMotionMovesNothing(animator name: String) throws {
        let scene = try ContainerScene()
        scene.ui.accessibility.isReduceMotionEnabled = true
        scene.container.engine.defaultAnimator = try AnimatorRegistry.catalogue.makeAnimator(named: name)
        let arriving: UIView = scene.container.viewControllers[1].view
        var positions: Set<CGFloat> = []
        let watch = FrameWatch(window: scene.window)
        watch.start()
        try scene.ui.perform { try scene.container.select(index: 1) }
        for _ in 0..<120 {
            scene.ui.clock.advance(frames: 1)
            if arriving.window != nil { positions.insert(arriving.layer.presentation().position.x) }
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        #expect(positions == [arriving.bounds.midX], "the arriving screen travelled: \(positions.sorted())")
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
    }
}
