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
        let card = HeadlessBezierPath(roundedRect: CGRect(x: 16, y: 100, width: 358, height: 400), cornerRadius: 24)
            .cgPath
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

    /// An animator of the app's that shrinks the leaving screen to a card as the next one fades in, leaving its
    /// shadow alone.
    final class ShrinkingDelegate: ContainerTransitionDelegate {
        func animator(for pair: TransitionPair) -> AnimatorChoice {
            .animator(
                ClosureAnimator(name: "shrink") { context in
                    let start = context.initialFrame(for: .from)
                    return TransitionAnimation(
                        duration: 0.3,
                        tracks: [
                            RoleTrack(.from, frame: PropertyTrack(from: start, to: start.insetBy(dx: 40, dy: 80))),
                            RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
                        ])
                })
        }
    }

    /// A container whose switches shrink the leaving screen, whose first screen casts the app's own shadow along a
    /// rounded card's path.
    static func shrinkingScene() throws -> (ContainerScene, ShrinkingDelegate, UIView, HeadlessPath) {
        let scene = try ContainerScene()
        let delegate = ShrinkingDelegate()
        scene.container.engine.delegate = delegate
        let home: UIView = scene.container.viewControllers[0].view
        let card = HeadlessBezierPath(roundedRect: CGRect(x: 16, y: 100, width: 358, height: 400), cornerRadius: 24)
            .cgPath
        home.layer.shadowOpacity = 0.3
        home.layer.shadowRadius = 12
        home.layer.shadowPath = card
        return (scene, delegate, home, card)
    }

    /// The paths Core Animation is playing for a layer's shadow: every value of a keyframe animation of `shadowPath`.
    static func playedShadowPaths(of layer: CALayer) -> [HeadlessPath] {
        (layer.animationKeys() ?? []).compactMap { layer.animation(forKey: $0) }
            .filter { $0.keyPath == "shadowPath" }
            .flatMap { ($0.values ?? []).compactMap { $0 as? HeadlessPath } }
    }

    /// Review: a screen resized by a transition kept the app's rounded shadow path only in its model values, while Core
    /// Animation played the bounds' rectangles, and snapped back at the end. On every frame the shadow is the app's.
    @Test func anAppsShadowPathIsThePathOnEveryFrameOfATransitionThatResizesTheView() throws {
        let (scene, delegate, home, card) = try Self.shrinkingScene()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 10)
        #expect(home.frame.width < 390, "the screen is shrinking")
        #expect(Self.playedShadowPaths(of: home.layer).allSatisfy { $0 == card })
        #expect(home.layer.shadowPath == card)
        scene.ui.clock.runUntilIdle()
        #expect(home.layer.shadowPath == card)
        withExtendedLifetime(delegate) {}
    }

    /// A shadow path the app set once from its screen's bounds kept its size while a transition shrank the screen: the
    /// shadow stood out round the shrunken card at the full screen's size. It follows the bounds now, on every frame
    /// Core Animation plays and on the model, and is the app's own again at rest.
    @Test func anAppsPathThatFollowsTheBoundsIsScaledWithTheView() throws {
        let (scene, delegate, home, _) = try Self.shrinkingScene()
        let own = HeadlessBezierPath(roundedRect: home.bounds, cornerRadius: 24).cgPath
        home.layer.shadowPath = own
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 10)
        #expect(home.bounds.width < 390, "the screen is shrinking")
        #expect(home.layer.shadowPath?.rect == home.bounds, "the path is \(String(describing: home.layer.shadowPath))")
        let played = Self.playedShadowPaths(of: home.layer)
        #expect(played.count > 1 && played.allSatisfy { $0.cornerRadius == 24 })
        #expect(
            played.first?.rect.size == CGSize(width: 390, height: 844)
                && played.last?.rect.size == CGSize(width: 310, height: 684))
        scene.ui.clock.runUntilIdle()
        #expect(home.layer.shadowPath == own)
        withExtendedLifetime(delegate) {}
    }

    /// Review: an app that changed its shadow between two transitions, keeping its path, lost the path to the bounds'
    /// rectangle for good: the renderer still took the first shadow for the app's.
    @Test func aShadowTheAppChangesBetweenTransitionsKeepsTheAppsPath() throws {
        let (scene, delegate, home, card) = try Self.shrinkingScene()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        try scene.ui.perform { try scene.container.select(index: 0) }
        scene.ui.clock.runUntilIdle()
        #expect(home.layer.shadowPath == card)
        home.layer.shadowOpacity = 0.5  // the app darkens its card's shadow; the path stays
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 10)
        #expect(home.layer.shadowPath == card && Self.playedShadowPaths(of: home.layer).allSatisfy { $0 == card })
        scene.ui.clock.runUntilIdle()
        try scene.ui.perform { try scene.container.select(index: 0) }
        scene.ui.clock.runUntilIdle()
        #expect(home.layer.shadowPath == card)
        #expect(home.layer.shadowOpacity == 0.5)
        withExtendedLifetime(delegate) {}
    }

    /// Review: a shadow cast while the corners square off played a rounded path on every frame but the last, a plain
    /// rectangle, and Core Animation blends paths of different shapes undefined. Every path played is rounded.
    @Test func aShadowWhoseCornersSquareOffIsPlayedAsOneShapeThroughout() throws {
        final class SquaringDelegate: ContainerTransitionDelegate {
            func animator(for pair: TransitionPair) -> AnimatorChoice {
                .animator(
                    ClosureAnimator(name: "square") { context in
                        let start = context.initialFrame(for: .from)
                        return TransitionAnimation(
                            duration: 0.3,
                            tracks: [
                                RoleTrack(
                                    .from, frame: PropertyTrack(from: start, to: start.insetBy(dx: 20, dy: 20)),
                                    cornerRadius: PropertyTrack(from: 16, to: 0),
                                    shadow: PropertyTrack(from: .none, to: Shadow(opacity: 0.4, radius: 8))),
                                RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
                            ])
                    })
            }
        }
        let scene = try ContainerScene()
        let delegate = SquaringDelegate()
        scene.container.engine.delegate = delegate
        let home: UIView = scene.container.viewControllers[0].view
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 2)
        // The rounded screen clips its content; the view just below it casts its shadow.
        #expect(home.layer.masksToBounds)
        let played = Self.playedShadowPaths(of: try #require(RoundedScreenTests.below(home)).layer)
        #expect(!played.isEmpty)
        #expect(played.allSatisfy { $0.cornerRadius > 0 }, "\(played.map(\.cornerRadius))")
        scene.ui.clock.runUntilIdle()
        withExtendedLifetime(delegate) {}
    }

    /// A card screen that draws its shadow along its rounded bounds, set again whenever it lays out, as apps do.
    final class CardScreen: Screen {
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            view.layer.shadowPath = HeadlessBezierPath(roundedRect: view.bounds, cornerRadius: 24).cgPath
        }
    }

    /// Second review: a path the app sets at layout, while the animation resized the view and darkened its shadow, was
    /// taken for a new shadow of the app's with the animation's values, and the leaving card kept a rectangle for a
    /// shadow. On every frame the path is the app's, and at rest the shadow is the app's as it was.
    @Test func aPathTheAppSetsAtLayoutStaysTheAppsWhileTheAnimationResizesAndDarkens() throws {
        final class ShrinkAndDarken: ContainerTransitionDelegate {
            func animator(for pair: TransitionPair) -> AnimatorChoice {
                .animator(
                    ClosureAnimator(name: "shrink and darken") { context in
                        let start = context.initialFrame(for: .from)
                        return TransitionAnimation(
                            duration: 0.3,
                            tracks: [
                                RoleTrack(
                                    .from, frame: PropertyTrack(from: start, to: start.insetBy(dx: 40, dy: 80)),
                                    shadow: PropertyTrack(
                                        from: Shadow(opacity: 0.3, radius: 12), to: Shadow(opacity: 0.8, radius: 12))),
                                RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
                            ])
                    })
            }
        }
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = TransitionContainerViewController(identifier: "Tabs")
        let card = CardScreen("Home")
        try container.setViewControllers([card, Screen("Search")])
        ui.perform { window.rootViewController = container }
        ui.clock.runUntilIdle()
        let delegate = ShrinkAndDarken()
        container.engine.delegate = delegate
        card.view.layer.shadowOpacity = 0.3
        card.view.layer.shadowRadius = 12
        let rounded = { HeadlessBezierPath(roundedRect: card.view.bounds, cornerRadius: 24).cgPath }
        try ui.perform { try container.select(index: 1) }
        for _ in 0..<6 {
            ui.clock.advance(frames: 3)
            ui.perform { card.view.setNeedsLayout() }
            #expect(card.view.layer.shadowPath?.cornerRadius == 24, "the app's rounded path, not the bounds' rectangle")
            #expect(Self.playedShadowPaths(of: card.view.layer).allSatisfy { $0.cornerRadius == 24 })
        }
        ui.clock.runUntilIdle()
        #expect(card.view.layer.shadowOpacity == 0.3, "the app's shadow, not the animation's")
        try ui.perform { try container.select(index: 0) }
        ui.clock.runUntilIdle()
        #expect(card.view.layer.shadowPath == rounded() && card.view.layer.shadowOpacity == 0.3)
        withExtendedLifetime(delegate) {}
    }

    /// Second review: a cast shadow's path took the corner radius as given, past half the view's shorter side, where
    /// the layer's own corners stop; the shadow then no longer followed the view's rounded outline. Every path played,
    /// and the one at rest, rounds its corners no further than the view can.
    @Test func aShadowsCornersRoundNoFurtherThanTheViewsOwn() throws {
        final class PillDelegate: ContainerTransitionDelegate {
            func animator(for pair: TransitionPair) -> AnimatorChoice {
                .animator(
                    ClosureAnimator(name: "pill") { context in
                        let start = context.initialFrame(for: .from)
                        let pill = CGRect(x: start.midX - 100, y: start.midY - 30, width: 200, height: 60)
                        return TransitionAnimation(
                            duration: 0.3,
                            tracks: [
                                RoleTrack(
                                    .from, frame: PropertyTrack(from: start, to: pill),
                                    cornerRadius: PropertyTrack(from: 0, to: 100),
                                    shadow: PropertyTrack(from: .none, to: Shadow(opacity: 0.4, radius: 8))),
                                RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
                            ])
                    })
            }
        }
        let scene = try ContainerScene()
        let delegate = PillDelegate()
        scene.container.engine.delegate = delegate
        let home: UIView = scene.container.viewControllers[0].view
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 2)
        let played = Self.playedShadowPaths(of: try #require(RoundedScreenTests.below(home)).layer)
        #expect(played.contains { $0.cornerRadius > 25 }, "the corners round as the view shrinks")
        #expect(played.allSatisfy { $0.cornerRadius <= min($0.rect.width, $0.rect.height) / 2 })
        scene.ui.clock.runUntilIdle()
        withExtendedLifetime(delegate) {}
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
        let card = HeadlessBezierPath(roundedRect: CGRect(x: 16, y: 100, width: 358, height: 400), cornerRadius: 24)
            .cgPath
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
