import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

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
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                #"{ "version": 1, "default": { "type": "slide", "direction": "up", "style": "overlap", "dimming": 0.4 } }"#
                    .utf8),
            registry: .catalogue)
        let delegate = ConfiguredTransitioningDelegate(configuration: configuration)
        let home = Screen("Home")
        ui.perform { window.rootViewController = home }
        ui.clock.runUntilIdle()
        let compose = Screen("Compose")
        compose.modalPresentationStyle = style
        compose.transitioningDelegate = delegate
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
