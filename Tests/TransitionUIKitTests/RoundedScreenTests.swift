import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// A screen an animation rounds clips its content to the rounded shape, and keeps the shadow it casts meanwhile.
@MainActor
@Suite("A screen the animation rounds")
struct RoundedScreenTests {
    /// The leaving screen shrinks and rounds its corners over the arriving one, casting `shadow` as it goes.
    struct RoundingCard: TransitionAnimator {
        var shadow: Shadow?
        var name: String { "rounding-card" }
        @MainActor func animation(for context: TransitionContext) -> TransitionAnimation {
            let leaving = RoleTrack(
                .from, transform: PropertyTrack(from: .identity, to: Transform(scale: 0.85)),
                cornerRadius: PropertyTrack(from: 0, to: 32), shadow: shadow.map { PropertyTrack(from: .none, to: $0) })
            return TransitionAnimation(duration: 0.4, curve: .easeInOut, tracks: [leaving], toViewPlacement: .below)
        }
    }

    /// A scene on Home whose screens hold content to their edges.
    static func scene(_ animator: RoundingCard) throws -> ContainerScene {
        let scene = try ContainerScene()
        for child in scene.container.viewControllers {
            let content = UIView(frame: child.view.bounds)
            content.backgroundColor = .systemBackground
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            child.view.addSubview(content)
        }
        scene.container.engine.defaultAnimator = animator
        return scene
    }

    /// The view just below `view` among its siblings.
    static func below(_ view: UIView) -> UIView? {
        guard let siblings = view.superview?.subviews, let index = siblings.firstIndex(where: { $0 === view }),
            index > 0
        else { return nil }
        return siblings[index - 1]
    }

    /// Half-way, the rounded screen clips its content and a view just below it, where it is, casts its shadow; at
    /// the end neither is left.
    @Test func theShadowOfARoundedScreenIsCastBesideIt() throws {
        let scene = try Self.scene(RoundingCard(shadow: Shadow(opacity: 0.4, radius: 16)))
        let leaving: UIView = scene.container.viewControllers[0].view
        let watch = FrameWatch(window: scene.window)
        watch.start()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(by: 0.2)
        let shown = leaving.layer.presentation()
        #expect(shown.masksToBounds && shown.cornerRadius > 10)
        let caster = try #require(Self.below(leaving))
        let cast = caster.layer.presentation()
        #expect(cast.shadowOpacity > 0.1, "the shadow is cast: \(cast.shadowOpacity)")
        #expect(!cast.masksToBounds && caster.backgroundColor == nil && !caster.isUserInteractionEnabled)
        #expect(
            cast.transform == shown.transform && cast.position == shown.position
                && cast.bounds.size == shown.bounds.size)
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        #expect(!leaving.layer.masksToBounds && leaving.layer.cornerRadius == 0)
        #expect(caster.superview == nil)
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
    }

    /// An app's card with its own shadow and path keeps them, cast by the caster while the animation rounds the card,
    /// and on the card again once it rests (after a cancelled swipe too).
    @Test func anAppsOwnShadowIsKeptThroughTheRounding() throws {
        let scene = try Self.scene(RoundingCard(shadow: nil))
        let leaving: UIView = scene.container.viewControllers[0].view
        leaving.layer.shadowOpacity = 0.25
        leaving.layer.shadowRadius = 8
        let path = HeadlessBezierPath(roundedRect: leaving.bounds.insetBy(dx: 10, dy: 10), cornerRadius: 0).cgPath
        leaving.layer.shadowPath = path
        let watch = FrameWatch(window: scene.window)
        watch.start()
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try scene.ui.perform { try interaction.update(0.5) }
        scene.ui.clock.advance(frames: 2)
        let caster = try #require(Self.below(leaving))
        #expect(caster.layer.shadowOpacity == 0.25 && caster.layer.shadowPath == path)
        #expect(leaving.layer.masksToBounds && leaving.layer.shadowOpacity == 0)
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 0)
        #expect(leaving.layer.shadowOpacity == 0.25 && leaving.layer.shadowPath == path && !leaving.layer.masksToBounds)
        #expect(caster.superview == nil)
        watch.checkRest(strict: true)
        #expect(watch.report.passed, "\(watch.report)")
    }

    /// A screen the app rounds and clips itself is left as it is: no caster, its clipping its own.
    @Test func aScreenTheAppClipsIsLeftAlone() throws {
        let scene = try Self.scene(RoundingCard(shadow: nil))
        let leaving: UIView = scene.container.viewControllers[0].view
        leaving.layer.masksToBounds = true
        let siblings = leaving.superview?.subviews.count
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(by: 0.2)
        #expect(leaving.superview?.subviews.count == (siblings ?? 0) + 1, "the arriving screen, nothing else")
        scene.ui.clock.runUntilIdle()
        #expect(leaving.layer.masksToBounds)
    }
}
