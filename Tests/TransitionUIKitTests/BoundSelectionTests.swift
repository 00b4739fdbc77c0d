import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A container whose selection an app owns (a SwiftUI binding): the two never fight.
@MainActor
@Suite("A container bound to the app's selection")
struct BoundSelectionTests {
    @MainActor
    final class Scene {
        let ui = HeadlessEnvironment()
        let window: UIWindow
        let tabs = TransitionContainerViewController(identifier: "Tabs")
        var written: [String] = []
        var made: [String] = []
        let bound: BoundSelection<String>

        init(policy: MidFlightPolicy = .keepLatest) {
            window = ui.makeWindow()
            tabs.engine.defaultAnimator = SlideAnimator()
            tabs.engine.midFlightPolicy = policy
            bound = BoundSelection(container: tabs) { _ in }
            bound.write = { [unowned self] in self.written.append($0) }
            ui.perform { window.rootViewController = tabs }
            setScreens(["Home", "Search", "Settings"], selecting: "Home")
            ui.clock.runUntilIdle()
        }

        func setScreens(_ tags: [String], selecting value: String) {
            ui.perform {
                bound.setScreens(tags, selecting: value) { tag in
                    made.append(tag)
                    return Screen(tag)
                }
            }
        }

        var shown: String? { tabs.selectedViewController?.transitionIdentifier }
    }

    /// A finger's switch writes the app's value once, when it lands; a cancelled one writes nothing.
    @Test func aFingersSwitchWritesOnceWhenItLandsAndACancelWritesNothing() throws {
        let scene = Scene()
        let swipe = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        try swipe.update(0.7)
        try scene.ui.perform { try swipe.finish() }
        scene.ui.clock.advance(frames: 3)
        #expect(scene.written.isEmpty, "written before the switch landed")
        scene.ui.clock.runUntilIdle()
        #expect(scene.written == ["Search"] && scene.shown == "Search")
        let back = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 2) }
        try back.update(0.3)
        try scene.ui.perform { try back.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.written == ["Search"] && scene.shown == "Search")
    }

    /// The app's value selects its screen, animated or not as the app changed it, and is never echoed back.
    @Test func theAppsValueSelectsItsScreenAndIsNotEchoed() {
        let scene = Scene()
        scene.ui.perform { scene.bound.appSelected("Search", animated: true) }
        #expect(scene.tabs.engine.phase != .idle)
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == "Search")
        scene.ui.perform { scene.bound.appSelected("Search", animated: true) }
        #expect(scene.tabs.engine.phase == .idle)
        scene.ui.perform { scene.bound.appSelected("Settings", animated: false) }
        #expect(scene.shown == "Settings" && scene.tabs.engine.phase == .idle)
        #expect(scene.written.isEmpty)
    }

    /// A change of the app's value mid-flight follows the mid-flight policy, and the app's latest value wins, even
    /// over a finger's switch that lands first.
    @Test func theAppsLatestValueWinsMidFlight() throws {
        let scene = Scene()
        let swipe = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        try swipe.update(0.6)
        scene.ui.perform { scene.bound.appSelected("Settings", animated: true) }
        try scene.ui.perform { try swipe.finish() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == "Settings")
        #expect(scene.written.isEmpty, "the finger's Search was written over the app's Settings")
    }

    /// A value the policy drops (`ignore`) leaves the container where it is: at rest, that screen is written back,
    /// so the app's value is the screen on show.
    @Test func aDroppedValueIsCorrectedAtRest() {
        let scene = Scene(policy: .ignore)
        scene.ui.perform { scene.bound.appSelected("Search", animated: true) }
        scene.ui.clock.advance(frames: 4)
        scene.ui.perform { scene.bound.appSelected("Settings", animated: true) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == "Search" && scene.written == ["Search"])
    }

    /// Screens keep their controllers by tag: reordering makes none and switches nothing; a new tag makes one; a tag
    /// that goes away takes its controller out of the container.
    @Test func screensKeepTheirControllersByTag() {
        let scene = Scene()
        let first = scene.bound.controllers
        scene.setScreens(["Settings", "Home", "Search"], selecting: "Home")
        #expect(scene.made == ["Home", "Search", "Settings"])
        #expect(scene.bound.controllers.allSatisfy { first[$0.key] === $0.value })
        #expect(scene.tabs.viewControllers.map(\.transitionIdentifier) == ["Settings", "Home", "Search"])
        #expect(scene.shown == "Home" && scene.written.isEmpty)
        let search = first["Search"]
        scene.setScreens(["Home", "Settings", "Profile"], selecting: "Home")
        #expect(scene.made == ["Home", "Search", "Settings", "Profile"])
        #expect(search?.parent == nil && scene.shown == "Home")
        #expect(scene.ui.finish() == .clean)
    }

    /// The selected screen's tag goes away: the container shows another, and writes its tag back once.
    @Test func aRemovedSelectedScreenWritesTheNextOneBack() {
        let scene = Scene()
        scene.ui.perform { scene.bound.appSelected("Search", animated: false) }
        scene.setScreens(["Home", "Settings"], selecting: "Search")
        #expect(scene.shown == "Home" && scene.written == ["Home"])
    }

    /// The container's own edge swipes drive it as a finger would: from the trailing edge to the next screen (written
    /// back once), and nothing from the leading edge of the first screen.
    @Test func edgeSwipesDriveTheContainerAndWriteOnce() {
        let scene = Scene()
        let swipes = scene.tabs.installEdgeSwipes()
        scene.window.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 120, y: 400), frames: 16, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == "Search" && scene.written == ["Search"])
        scene.ui.perform { scene.bound.appSelected("Home", animated: false) }
        scene.window.drag(from: CGPoint(x: 1, y: 400), to: CGPoint(x: 300, y: 400), frames: 16, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == "Home" && scene.written == ["Search"])
        swipes.remove()
        scene.window.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 120, y: 400), frames: 16, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == "Home")
    }

    /// A redraw of the view that owns the value, while a finger's swipe plays, repeats the old value: it must not undo
    /// the swipe (before, it selected the old screen again, so the swipe slid back once it landed).
    @Test func aRedrawDuringASwipeDoesNotUndoIt() throws {
        let scene = Scene()
        let swipe = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        try swipe.update(0.6)
        scene.ui.perform { scene.bound.appSelected("Home", animated: true) }
        scene.setScreens(["Home", "Search", "Settings"], selecting: "Home")
        try scene.ui.perform { try swipe.finish() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == "Search" && scene.written == ["Search"])
        // The app's value catches up with the write: nothing moves.
        scene.ui.perform { scene.bound.appSelected("Search", animated: true) }
        #expect(scene.tabs.engine.phase == .idle && scene.shown == "Search")
    }

    /// Screens the container refuses (two of one name) change nothing: the tags still name the screens on show.
    @Test func aRefusedListChangesNothing() {
        let scene = Scene()
        scene.ui.perform {
            scene.bound.setScreens(["Home", "Search", "Settings", "A", "B"], selecting: "Home") { _ in Screen("Same") }
        }
        #expect(scene.bound.tags == ["Home", "Search", "Settings"])
        #expect(scene.tabs.viewControllers.map(\.transitionIdentifier) == ["Home", "Search", "Settings"])
        #expect(
            scene.tabs.engine.diagnostics.contains {
                if case .requestFailed = $0 { return true } else { return false }
            })
    }
}
