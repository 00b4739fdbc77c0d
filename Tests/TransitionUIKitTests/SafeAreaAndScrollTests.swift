import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// Safe area, layout and scroll position around a switch of `TransitionContainerViewController`: the arriving screen
/// is laid out where and as it will rest before the first frame, its insets never change while it moves, and a
/// list keeps its place through transitions, cancels and rotations.
@MainActor
@Suite("Around the transition: safe area, layout and scroll position")
struct SafeAreaAndScrollTests {
    static let portrait = UIEdgeInsets(top: 47, bottom: 34)
    static let landscape = UIEdgeInsets(left: 47, bottom: 21, right: 47)

    /// A screen that records each layout pass and each change of its safe area, with its frame at the time.
    final class LayoutScreen: Screen {
        var layouts: [(frame: CGRect, insets: UIEdgeInsets)] = []
        var insetChanges: [UIEdgeInsets] = []

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layouts.append((view.frame, view.safeAreaInsets))
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            insetChanges.append(view.safeAreaInsets)
        }
    }

    /// Turns the phone: the window gets landscape insets and size in one run-loop turn.
    func rotateToLandscape(_ scene: TabsScene) {
        scene.ui.perform {
            scene.window.safeAreaInsets = Self.landscape
            scene.window.resize(to: CGSize(width: 844, height: 390))
        }
    }

    func scene(screens: [UIViewController]? = nil) throws -> TabsScene {
        let scene = try TabsScene { screens ?? ["Home", "Search", "Settings"].map { LayoutScreen($0) } }
        scene.ui.perform { scene.window.safeAreaInsets = Self.portrait }
        return scene
    }

    /// The arriving screen enters at its resting frame and is laid out there, with the insets it keeps, before
    /// the first frame moves it; its insets do not change while it slides in, nor at the end.
    @Test func theArrivingScreenIsLaidOutAtRestBeforeTheFirstFrame() throws {
        let scene = try scene()
        let search = try #require(scene.screens[1] as? LayoutScreen)
        var framesAtFirstProgress: Int?
        scene.tabs.engine.addObserver(
            progress: { _ in if framesAtFirstProgress == nil { framesAtFirstProgress = search.layouts.count } },
            end: { _, _ in })
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        let bounds = scene.tabs.contentView.bounds
        // Laid out before anything moved it, at rest, with the insets it keeps.
        #expect(framesAtFirstProgress ?? 0 >= 1)
        #expect(search.layouts.first?.frame == bounds)
        #expect(search.layouts.first?.insets == Self.portrait)
        for _ in 0..<6 {
            scene.ui.clock.advance(frames: 3)
            #expect(search.view.safeAreaInsets == Self.portrait)
        }
        scene.ui.clock.runUntilIdle()
        #expect(search.view.safeAreaInsets == Self.portrait)
        #expect(search.insetChanges == [Self.portrait])
        #expect(search.layouts.allSatisfy { $0.insets == Self.portrait && $0.frame.size == bounds.size })
    }

    /// A swipe held, moved and cancelled leaves both screens with their insets, and the leaving one never changed.
    @Test func aCancelledSwipeChangesNoInsets() throws {
        let scene = try scene()
        let home = try #require(scene.screens[0] as? LayoutScreen)
        let search = try #require(scene.screens[1] as? LayoutScreen)
        let homeChanges = home.insetChanges.count
        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        for fraction in [0.2, 0.5, 0.7, 0.3] {
            try scene.ui.perform { try interaction.update(fraction) }
            #expect(search.view.safeAreaInsets == Self.portrait)
            #expect(home.view.safeAreaInsets == Self.portrait)
        }
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(home.insetChanges.count == homeChanges)
        #expect(search.insetChanges == [Self.portrait])
        // The next time it arrives, it is laid out at rest again.
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.runUntilIdle()
        #expect(search.view.safeAreaInsets == Self.portrait)
    }

    /// A rotation mid-flight settles the switch and lays the screen on show out for the new size and insets; the
    /// other screen arrives later at the new size with the new insets, laid out before its first frame.
    @Test func aRotationMidFlightLaysTheScreensOutForTheNewSize() throws {
        let scene = try scene()
        let home = try #require(scene.screens[0] as? LayoutScreen)
        let search = try #require(scene.screens[1] as? LayoutScreen)
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.advance(frames: 4)
        rotateToLandscape(scene)
        scene.ui.clock.runUntilIdle()
        let landscapeBounds = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(scene.tabs.selectedIndex == 1)
        #expect(search.view.frame == landscapeBounds)
        #expect(search.view.safeAreaInsets == Self.landscape)
        #expect(search.layouts.last?.frame == landscapeBounds)
        #expect(search.layouts.last?.insets == Self.landscape)

        let layoutsBefore = home.layouts.count
        scene.ui.perform { scene.tabs.selectedIndex = 0 }
        #expect(home.layouts.count > layoutsBefore)
        #expect(home.layouts[layoutsBefore].frame == landscapeBounds)
        #expect(home.layouts[layoutsBefore].insets == Self.landscape)
        scene.ui.clock.runUntilIdle()
        #expect(home.view.safeAreaInsets == Self.landscape)
        #expect(home.view.frame == landscapeBounds)
    }

    /// A list keeps its scroll position and its adjusted insets across a switch away and back, a cancelled swipe
    /// and a rotation mid-flight.
    @Test func aListKeepsItsPlaceThroughSwitchesCancelsAndRotations() throws {
        let list = ListScreen("Home")
        list.transitionIdentifier = "Home"
        let scene = try scene(screens: [list, LayoutScreen("Search"), LayoutScreen("Settings")])
        scene.ui.perform { list.list.contentOffset = CGPoint(x: 0, y: 600) }
        #expect(list.list.adjustedContentInset == Self.portrait)

        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { scene.tabs.selectedIndex = 0 }
        scene.ui.clock.advance(frames: 5)
        #expect(list.list.contentOffset.y == 600)
        #expect(list.list.adjustedContentInset == Self.portrait)
        scene.ui.clock.runUntilIdle()
        #expect(list.list.contentOffset.y == 600)
        #expect(list.list.adjustedContentInset == Self.portrait)

        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        try scene.ui.perform { try interaction.update(0.6) }
        #expect(list.list.contentOffset.y == 600)
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(list.list.contentOffset.y == 600)
        #expect(list.list.adjustedContentInset == Self.portrait)

        scene.ui.perform { scene.tabs.selectedIndex = 2 }
        scene.ui.clock.advance(frames: 3)
        rotateToLandscape(scene)
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { scene.tabs.selectedIndex = 0 }
        scene.ui.clock.runUntilIdle()
        #expect(list.list.contentOffset.y == 600)
        // The landscape safe area's top and bottom: a list that scrolls only up and down is not pushed in from the
        // sides (UIKit's default adjusts horizontally only content that scrolls sideways).
        #expect(
            list.list.adjustedContentInset
                == HeadlessEdgeInsets(top: Self.landscape.top, bottom: Self.landscape.bottom))
        #expect(list.view.frame.size == CGSize(width: 844, height: 390))
    }

    /// A push and a pop a config animates in `UINavigationController`: the pushed screen enters laid out at rest,
    /// with the insets it keeps, and the screen that comes back after the pop has its insets unchanged.
    @Test func aConfiguredPushAndPopKeepTheScreensInsets() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        window.safeAreaInsets = Self.portrait
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                #"{ "version": 1, "transitions": [{ "from": "Home", "to": "Detail", "animator": { "type": "slide" } }] }"#
                    .utf8),
            file: "nav.json", registry: .catalogue)
        let navigationDelegate = ConfiguredNavigationDelegate(configuration: configuration)
        let home = LayoutScreen("Home")
        let navigation = UINavigationController(rootViewController: home)
        navigationDelegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        let detail = LayoutScreen("Detail")
        ui.perform { navigation.pushViewController(detail, animated: true) }
        #expect(detail.layouts.first?.frame == window.bounds)
        #expect(detail.layouts.first?.insets == Self.portrait)
        ui.clock.advance(frames: 4)
        #expect(navigation.runningTransition != nil)
        #expect(detail.view.safeAreaInsets == Self.portrait)
        ui.clock.runUntilIdle()
        #expect(detail.insetChanges == [Self.portrait])
        let homeChanges = home.insetChanges.count
        ui.perform { navigation.popViewController(animated: true) }
        ui.clock.advance(frames: 4)
        #expect(home.view.safeAreaInsets == Self.portrait)
        ui.clock.runUntilIdle()
        #expect(navigation.topViewController === home)
        #expect(home.view.safeAreaInsets == Self.portrait)
        #expect(home.insetChanges.count <= homeChanges + 1)
        #expect(home.insetChanges.allSatisfy { $0 == Self.portrait })
    }
}
