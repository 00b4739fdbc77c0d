import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// The navigation bar's title and back button land with the screens. UIKit ends its own animations over
/// `(1 − p)·duration / completionSpeed` on the interaction controller's completion curve, whatever the screens do;
/// before, a swipe released at 40 % with a spring completion curve landed the bar after 210 ms and the screens after
/// the spring's 750 ms.
@MainActor
@Suite("The navigation bar and the screens land together")
struct NavigationBarTimingTests {
    static func scene(
        interaction: String
    ) throws -> (HeadlessEnvironment, UIWindow, UINavigationController, ConfiguredNavigationDelegate) {
        let scene = try ConfiguredNavigationScene(
            #"{ "from": "Detail", "to": "Home", "animator": { "type": "slide", "duration": 0.35 }, "interaction": \#(interaction) }"#,
            #"{ "from": "Home", "to": "Detail", "animator": { "type": "slide", "duration": 0.35 } }"#,
            framesPerSecond: 120, pushed: ["Detail"])
        let (ui, window, navigation, delegate) = (scene.ui, scene.window, scene.navigation, scene.delegate)
        return (ui, window, navigation, delegate)
    }

    nonisolated static let interactions = [
        #"{ "type": "edge-pan", "edge": "left", "completionCurve": { "dampingRatio": 0.6, "response": 0.45 } }"#,
        #"{ "type": "edge-pan", "edge": "left", "completionSpeed": 3 }"#,
        #"{ "type": "edge-pan", "edge": "left", "completionCurve": "easeOut" }"#,
    ]

    @Test(arguments: interactions)
    func aSwipeReleasedAtFortyPercentLandsTheBarWithTheScreens(interaction: String) throws {
        let (ui, window, navigation, delegate) = try Self.scene(interaction: interaction)
        // To 40 % of the width, held still, then lifted: it cancels (below the threshold) — and then the same to 70 %,
        // which finishes.
        for (distance, pops) in [(156.0, false), (273.0, true)] {
            window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 4 + distance, y: 400), frames: 24, release: .still)
            ui.clock.runUntilIdle()
            #expect((navigation.viewControllers.count == 1) == pops)
            let landing = try #require(navigation.navigationBar.lastLanding)
            let items = try #require(landing.itemsLandedAt)
            #expect(
                abs(items - landing.contentEndedAt) <= 1.0 / 120 + 1e-9,
                "the bar landed \(Int((items - landing.contentEndedAt) * 1000)) ms from the screens")
        }
        #expect(ui.transitionErrors.isEmpty)
        _ = delegate
    }

    @Test func aFlickLandsTheBarWithTheSpring() throws {
        let (ui, window, navigation, delegate) = try Self.scene(interaction: Self.interactions[0])
        window.drag(
            from: CGPoint(x: 4, y: 400), to: CGPoint(x: 120, y: 400), frames: 6, release: .flick(CGPoint(x: 1500, y: 0))
        )
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        let landing = try #require(navigation.navigationBar.lastLanding)
        #expect(abs((landing.itemsLandedAt ?? 0) - landing.contentEndedAt) <= 1.0 / 120 + 1e-9)
        _ = delegate
    }

    /// A push that plays by itself on a spring: UIKit times the bar by `transitionDuration(using:)`.
    @Test func aSprungPushLandsTheBarWithTheScreens() throws {
        let ui = HeadlessEnvironment(framesPerSecond: 120)
        let window = ui.makeWindow()
        let configuration = try ruleConfiguration(
            #"{ "from": "Home", "to": "Detail", "animator": { "type": "slide", "curve": { "dampingRatio": 0.7, "response": 0.5 } } }"#
        )
        let delegate = ConfiguredNavigationDelegate(configuration: configuration)
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        delegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        ui.clock.runUntilIdle()
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: true) }
        ui.clock.runUntilIdle()
        let landing = try #require(navigation.navigationBar.lastLanding)
        #expect(abs((landing.itemsLandedAt ?? 0) - landing.contentEndedAt) <= 1.0 / 120 + 1e-9)
    }
}
