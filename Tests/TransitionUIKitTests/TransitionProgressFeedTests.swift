import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A view outside the container (the app's own tab bar) that follows the feed moves with the screens on every frame,
/// both ways, and rests where the screens rest.
@MainActor
@Suite("Progress for views outside the container")
struct TransitionProgressFeedTests {
    @MainActor
    final class Scene {
        let ui = HeadlessEnvironment()
        let window: UIWindow
        let tabs = TransitionContainerViewController(identifier: "Tabs")
        let screens = [Screen("Home"), Screen("Search"), Screen("Settings")]
        let feed: TransitionProgressFeed
        /// The indicator position the feed reported at each change, as the app's bar would draw it.
        var drawn: [Double?] = []

        init() {
            let window = ui.makeWindow()
            let (tabs, screens) = (tabs, screens)
            self.window = window
            tabs.engine.defaultAnimator = SlideAnimator()
            ui.perform {
                window.rootViewController = tabs
                try? tabs.setViewControllers(screens)
            }
            ui.clock.runUntilIdle()
            feed = TransitionProgressFeed(container: tabs)
            feed.onChange = { [unowned self] in self.drawn.append($0.position) }
        }

        var width: CGFloat { tabs.contentView.bounds.width }

        /// How far, in points, a bar at the feed's position is from the screens: the screens are drawn by the render
        /// server from keyframes it interpolates between, the bar by the main thread from the exact sample, so they
        /// may differ by about a point (what a person sees at 60 Hz), never by a frame's travel.
        func pointsOff(from: Int, to: Int) throws -> Double {
            let position = try #require(feed.position)
            return abs(position - screensPosition(from: from, to: to)) * Double(width)
        }

        /// Where the screens are, as a position along the indices: the slide moves each screen by one width per
        /// index, so the arriving screen's offset says how far the switch is.
        func screensPosition(from: Int, to: Int) -> Double {
            let arriving = screens[to].view.presentedFrame.minX
            let step = Double(to - from).sign == .minus ? -1.0 : 1.0
            return Double(from) + step * Double(1 - abs(arriving) / width) * Double(abs(to - from))
        }
    }

    /// A finger's switch: the position follows the screens frame by frame on the way there and on the way back, and
    /// a cancel rests exactly on the screen that stays.
    @Test func followsAFingerBothWaysAndRestsWhereTheScreensRest() throws {
        let scene = Scene()
        #expect(scene.feed.position == 0)
        let swipe = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        for fraction in [0.2, 0.45, 0.3] {
            try scene.ui.perform { try swipe.update(fraction) }
            scene.ui.clock.advance(frames: 1)
            #expect(try scene.pointsOff(from: 0, to: 1) < 1.5, "off the screens at \(fraction)")
        }
        try scene.ui.perform { try swipe.cancel() }
        var frames = 0
        while scene.tabs.engine.phase != .idle, frames < 200 {
            scene.ui.clock.advance(frames: 1)
            frames += 1
            if let progress = scene.feed.progress {
                #expect(try scene.pointsOff(from: 0, to: 1) < 1.5, "off the screens going back")
                #expect(progress.pair.toIndex == 1)
            }
        }
        #expect(scene.feed.progress == nil && scene.feed.position == 0 && scene.feed.restingIndex == 0)
        #expect(scene.drawn.last == 0, "the bar was last drawn away from the screen that stayed")
    }

    /// A switch that plays to its end rests on the new screen, and its positions only move towards it.
    @Test func aPlayedSwitchMovesOneWayAndRestsOnTheNewScreen() throws {
        let scene = Scene()
        try scene.ui.perform { try scene.tabs.select(index: 2) }
        scene.ui.clock.runUntilIdle()
        let positions = scene.drawn.compactMap { $0 }
        #expect(positions.count > 5, "the bar did not follow the switch frame by frame")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "the bar went backwards")
        #expect(positions.first.map { $0 < 0.5 } == true && positions.last == 2)
        #expect(scene.feed.restingIndex == 2 && scene.feed.progress == nil)
    }

    /// A selection without animation moves the bar at once; a detached feed reports nothing more.
    @Test func aSelectionWithoutAnimationMovesTheBarAtOnceAndDetachStops() throws {
        let scene = Scene()
        try scene.ui.perform { try scene.tabs.select(index: 1, animated: false) }
        #expect(scene.feed.position == 1 && scene.drawn == [1])
        scene.feed.detach()
        try scene.ui.perform { try scene.tabs.select(index: 2) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawn == [1])
    }

    /// A screen inserted before the selected one moves the selected index without a switch: the bar follows it at
    /// once, instead of staying under the tab that is now another screen.
    @Test func screensReplacedWithoutASwitchMoveTheBar() throws {
        let scene = Scene()
        try scene.ui.perform { try scene.tabs.select(index: 1, animated: false) }
        let inbox = Screen("Inbox")
        try scene.ui.perform { try scene.tabs.setViewControllers([inbox] + scene.screens) }
        #expect(scene.tabs.selectedIndex == 2 && scene.feed.position == 2 && scene.drawn.last == 2)
    }
}
