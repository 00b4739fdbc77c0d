import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

@MainActor
@Suite("Drawer states are fully defined")
struct DrawerRestStateTests {
    /// A drawer that fades in as it slides.
    func fadingDrawer() -> ClosureAnimator {
        ClosureAnimator(
            name: "fading-drawer", capabilities: AnimatorCapabilities(isInteractive: true, kinds: [.overlay])
        ) {
            context in
            TransitionAnimation(
                duration: 0.3, curve: .linear,
                tracks: [
                    RoleTrack(
                        .drawer,
                        frame: PropertyTrack(
                            from: context.initialFrame(for: .drawer), to: context.finalFrame(for: .drawer)),
                        alpha: PropertyTrack(from: 0, to: 1),
                        transform: PropertyTrack(from: Transform(scale: 0.9), to: .identity)),
                    RoleTrack(
                        .center,
                        frame: PropertyTrack(
                            from: context.initialFrame(for: .center), to: context.finalFrame(for: .center))),
                ])
        }
    }

    @Test func aCancelledFadingOpenLeavesNothingBehindForTheNextOpen() throws {
        let scene = try DrawerScene()
        scene.drawer.animator = fadingDrawer()
        try #require(scene.ui.perform { scene.drawer.beginInteractiveTransition(.left, opening: true) })
        scene.drawer.updateInteractiveTransition(0.3)
        scene.ui.perform { scene.drawer.cancelInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        #expect(scene.left.view.isHidden)
        #expect(scene.left.view.alpha == 1 && scene.left.view.transform == .identity)
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.drawer.openSide == .left)
        #expect(!scene.left.view.isHidden)
        #expect(scene.left.view.alpha == 1, "open and visible means opaque")
        #expect(scene.left.view.transform == .identity)
    }

    @Test func openCloseThenOpenWithoutAnimationIsOpaque() throws {
        let scene = try DrawerScene()
        scene.drawer.animator = fadingDrawer()
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        // A closing animation that ends with the drawer transparent, then an unanimated open.
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.left.view.alpha == 1)
        #expect(!scene.left.view.isHidden)
        #expect(scene.left.view.frame == CGRect(x: 0, y: 0, width: 280, height: 844))
    }
}
