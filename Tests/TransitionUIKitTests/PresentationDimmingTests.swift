import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// Home on the model's window, and Compose to present over it in `style`, with the config's transitioning delegate.
@MainActor
private struct PresentingScene {
    let ui = HeadlessEnvironment()
    let window: HeadlessWindow
    let delegate: ConfiguredTransitioningDelegate
    let home = Screen("Home")
    let compose = Screen("Compose")

    init(_ config: String, style: UIModalPresentationStyle) throws {
        window = ui.makeWindow()
        delegate = ConfiguredTransitioningDelegate(
            configuration: try ConfiguredTransitionDelegate(data: Data(config.utf8), registry: .catalogue))
        let (window, home) = (window, home)
        ui.perform { window.rootViewController = home }
        ui.clock.runUntilIdle()
        compose.modalPresentationStyle = style
        compose.transitioningDelegate = delegate
    }
}

/// A dimming the config asks for over the presenting screen shows whatever the presentation style.
@MainActor
@Suite("Dimming under a presentation")
struct PresentationDimmingTests {
    /// Review: with `.overFullScreen` and `.custom` UIKit gives no view for the presenter, so the dimming was asked for
    /// above a stand-in outside the hierarchy and never showed; with `.fullScreen` it went into the presenter's own
    /// superview, outside the transition's container. It dims the presenter from inside the container now, below the
    /// arriving screen, and goes when the presentation ends.
    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom, .fullScreen])
    func theConfigsDimmingShowsOverThePresenter(style: UIModalPresentationStyle) throws {
        let scene = try PresentingScene(
            #"{ "version": 1, "default": { "type": "slide", "direction": "up", "style": "overlap", "dimming": 0.4 } }"#,
            style: style)
        let (ui, home, compose, delegate) = (scene.ui, scene.home, scene.compose, scene.delegate)
        ui.perform { home.present(compose, animated: true) }
        ui.clock.advance(frames: 12)
        let container = try #require(compose.view.superview)
        let dimming = container.subviews.first {
            $0 !== compose.view && $0.owner == nil && $0.backgroundColor == .black
        }
        let shown = try #require(dimming, "no dimming in the container: \(container.subviews.map(\.name))")
        #expect(shown.layer.presentation().opacity > 0.05, "the dimming does not show")
        let index = container.subviews.firstIndex { $0 === shown } ?? 0
        let composeIndex = container.subviews.firstIndex { $0 === compose.view } ?? 0
        #expect(index < composeIndex, "the dimming is over the arriving screen")
        ui.clock.runUntilIdle()
        #expect(home.presentedViewController === compose)
        #expect(shown.superview == nil, "the dimming stayed")
        withExtendedLifetime(delegate) {}
    }
}

/// Review: with `.overFullScreen` and `.custom` UIKit keeps the presenter where it is and gives no view for it, so an
/// animation of the leaving screen (fade-scale fading the old screen out over the new one) moved a stand-in nobody
/// sees: the presented screen popped in at once, and its dismissal stood still, then vanished.
@MainActor
@Suite("A presentation that keeps the presenter in place")
struct KeptPresenterTests {
    /// Whether, at the window's centre, the presenter (itself or a picture of it) shows over the presented screen.
    static func presenterShowsOnTop(in window: UIWindow, presenter: UIView, presented: UIView) -> Bool {
        let centre = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        let top = window.presentedViews().last { item in
            item.opacity > 0.5 && abs(item.center.x - centre.x) < item.spannedSize.width / 2
                && abs(item.center.y - centre.y) < item.spannedSize.height / 2
                && (item.view === presenter || item.view === presented
                    || (item.view as? HeadlessSnapshotView)?.snapshotted === presenter)
        }
        return top.map { $0.view !== presented } ?? false
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom])
    func aFadeScaleOverAKeptPresenterFadesTheOldScreenOut(style: UIModalPresentationStyle) throws {
        let scene = try PresentingScene(
            #"{ "version": 1, "default": { "type": "fade-scale", "duration": 0.3 } }"#, style: style)
        let (ui, window, home, compose, delegate) = (scene.ui, scene.window, scene.home, scene.compose, scene.delegate)
        let watch = FrameWatch(window: window)
        watch.start()
        ui.perform { home.present(compose, animated: true) }
        ui.clock.advance(frames: 2)
        #expect(
            Self.presenterShowsOnTop(in: window, presenter: home.view, presented: compose.view),
            "the presented screen popped in over the presenter")
        ui.clock.runUntilIdle()
        #expect(home.presentedViewController === compose)
        #expect(!Self.presenterShowsOnTop(in: window, presenter: home.view, presented: compose.view))
        #expect(!home.view.isHidden, "the presenter stayed hidden")
        ui.perform { compose.dismiss(animated: true) }
        ui.clock.advance(frames: 16)
        #expect(
            Self.presenterShowsOnTop(in: window, presenter: home.view, presented: compose.view),
            "the dismissal stood still")
        ui.clock.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(!home.view.isHidden, "the presenter stayed hidden")
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
        withExtendedLifetime(delegate) {}
    }
}
