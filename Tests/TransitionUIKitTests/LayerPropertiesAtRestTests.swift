import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

@MainActor
@Suite("Layer properties at rest")
struct LayerPropertiesAtRestTests {
    /// Device defect 11: every view a transition touched ended with a rectangular shadow path of its bounds, over the
    /// app's own (a rounded card's). A shadow the animation does not change keeps the app's path; a way there and
    /// back leaves every layer exactly as it was found.
    @Test func anAppsOwnShadowPathSurvivesATransitionThereAndBack() throws {
        let scene = try TabsScene()
        let home = scene.screens[0].view
        let card = HeadlessBezierPath(roundedRect: CGRect(x: 16, y: 100, width: 358, height: 400), cornerRadius: 24).cgPath
        home.layer.shadowOpacity = 0.3
        home.layer.shadowRadius = 12
        home.layer.shadowPath = card
        let watch = FrameWatch(window: scene.window)
        watch.start()
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        try scene.ui.perform { try scene.tabs.select(index: 0) }
        scene.ui.clock.runUntilIdle()
        #expect(home.layer.shadowPath == card)
        watch.checkRest(strict: true)
        #expect(watch.report.rest.failedCount == 0, "\(watch.report)")
    }

    /// An animator of the app's that darkens the leaving screen's shadow as it goes: once that screen has left, it
    /// has the app's own rounded shadow path back, not the rectangle the animation cast with.
    @Test func aLeavingScreenWhoseShadowTheAnimationChangedGetsTheAppsPathBack() throws {
        final class DarkeningDelegate: ContainerTransitionDelegate {
            func animator(for pair: TransitionPair) -> AnimatorChoice {
                .animator(
                    ClosureAnimator(name: "darken") { context in
                        TransitionAnimation(
                            duration: 0.25,
                            tracks: [
                                RoleTrack(
                                    .from,
                                    shadow: PropertyTrack(
                                        from: Shadow(opacity: 0.3, radius: 12), to: Shadow(opacity: 0.8, radius: 12))),
                                RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
                            ])
                    })
            }
        }
        let scene = try ContainerScene()
        let delegate = DarkeningDelegate()
        scene.container.engine.delegate = delegate
        let home: UIView = scene.container.viewControllers[0].view
        let card = HeadlessBezierPath(roundedRect: CGRect(x: 16, y: 100, width: 358, height: 400), cornerRadius: 24).cgPath
        home.layer.shadowOpacity = 0.3
        home.layer.shadowRadius = 12
        home.layer.shadowPath = card
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(home.superview == nil)
        #expect(home.layer.shadowPath == card)
        #expect(home.layer.shadowOpacity == 0.3)
        withExtendedLifetime(delegate) {}
    }

    /// Device defect 11, the drawer: opening casts a shadow from the centre; closing takes it away, path and all.
    @Test func aDrawerOpenedAndClosedLeavesNoShadowPath() throws {
        let scene = DrawerScene()
        let (ui, drawer) = (scene.ui, scene.drawer)
        let watch = FrameWatch(window: scene.window)
        watch.start()
        ui.perform { drawer.open(.left) }
        ui.clock.runUntilIdle()
        ui.perform { drawer.close() }
        ui.clock.runUntilIdle()
        watch.checkRest(strict: true)
        #expect(watch.report.rest.failedCount == 0, "\(watch.report)")
    }
}
