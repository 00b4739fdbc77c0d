import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
@_spi(Host) import TransitionUIKit

/// A container in one window of a multi-window iPad app, or on an external display: its scene goes to the background
/// alone, and its display refreshes at its own rate.
@MainActor
@Suite("Scenes and screens")
struct ScenesAndScreensTests {
    /// Two tab containers, each in a window of its own scene, each with a switch to its second screen running.
    @MainActor
    private struct TwoScenes {
        let ui: HeadlessEnvironment
        let scenes: [HeadlessWindowScene]
        /// The app keeps its windows (a scene delegate's `window`): the model's scenes, as UIKit's, do not.
        let windows: [HeadlessWindow]
        let containers: [TransitionContainerViewController]
        let screens: [[Screen]]

        init() throws {
            ui = HeadlessEnvironment()
            var scenes: [HeadlessWindowScene] = []
            var windows: [HeadlessWindow] = []
            var containers: [TransitionContainerViewController] = []
            var screens: [[Screen]] = []
            for name in ["Mail", "Notes"] {
                let scene = ui.makeScene()
                let window = ui.makeWindow(size: CGSize(width: 600, height: 800), scene: scene)
                let container = TransitionContainerViewController(identifier: name)
                container.engine.defaultAnimator = SlideAnimator()
                let pair = [Screen("\(name)List"), Screen("\(name)Detail")]
                ui.perform {
                    window.rootViewController = container
                    container.viewControllers = pair
                }
                scenes.append(scene)
                windows.append(window)
                containers.append(container)
                screens.append(pair)
            }
            self.scenes = scenes
            self.windows = windows
            self.containers = containers
            self.screens = screens
        }
    }

    /// Review: only the app-level background settled a switch, and UIKit posts it only once no scene is left in the
    /// foreground. A window closed to the app switcher while the other stays on screen was snapshotted mid-slide for
    /// the switcher, and came back still sliding. Its container settles at its own scene's notification, before the
    /// snapshot; the other window's switch plays on.
    @Test func aWindowGoingToTheBackgroundAloneIsAtRestForTheAppSwitcher() throws {
        let two = try TwoScenes()
        for container in two.containers { try two.ui.perform { try container.select(index: 1) } }
        two.ui.clock.advance(frames: 4)
        #expect(two.containers.allSatisfy { $0.engine.phase == .animating })
        let detail = two.screens[1][1].view
        // UIKit snapshots the scene for the app switcher right after its notification's observers return, before any
        // other frame: what the window shows once `enterBackground()` returns.
        two.scenes[1].enterBackground()
        let shownAtTheSnapshot = detail.presentedFrame
        #expect(two.containers[1].engine.phase == .idle, "the backgrounded window's switch settled")
        #expect(two.containers[1].selectedIndex == 1)
        #expect(shownAtTheSnapshot == CGRect(x: 0, y: 0, width: 600, height: 800), "the switcher shows it at rest")
        #expect(two.screens[1][0].view.window == nil, "the screen it left is gone")
        #expect(two.containers[0].engine.phase == .animating, "the window still on screen keeps playing")
        two.ui.clock.runUntilIdle()
        #expect(two.containers[0].selectedIndex == 1)
    }

    /// Review: every completed switch moved VoiceOver's focus to the new screen, even in a window whose scene was off
    /// screen: a switch the app made there (a bound selection) pulled the person's focus away from the window they
    /// were using. Only the window of an active scene announces a new screen.
    @Test func aSwitchInAWindowOffScreenLeavesVoiceOversFocusAlone() throws {
        let two = try TwoScenes()
        two.scenes[1].enterBackground()
        let before = two.ui.accessibility.posts.count
        try two.ui.perform { try two.containers[1].select(index: 1) }
        two.ui.clock.runUntilIdle()
        #expect(two.containers[1].selectedIndex == 1)
        #expect(!two.ui.accessibility.posts.dropFirst(before).contains { $0.notification == .screenChanged })
        try two.ui.perform { try two.containers[0].select(index: 1) }
        two.ui.clock.runUntilIdle()
        #expect(two.ui.accessibility.posts.dropFirst(before).contains { $0.notification == .screenChanged })
    }

    /// Review: two windows of an iPad app side by side are both active; a switch the app made in one (a bound
    /// selection, a timer) moved VoiceOver's focus there, away from the element the person was reading in the
    /// other. The focus stays in the window it is in; a switch in that window moves it as before.
    @Test func aSwitchBesideTheWindowVoiceOverIsInLeavesItsFocusAlone() throws {
        let two = try TwoScenes()
        let reading = two.screens[0][0].view
        two.ui.accessibility.focus(reading)
        try two.ui.perform { try two.containers[1].select(index: 1) }
        two.ui.clock.runUntilIdle()
        #expect(two.containers[1].selectedIndex == 1)
        #expect(two.ui.accessibility.focusedElement === reading)
        try two.ui.perform { try two.containers[0].select(index: 1) }
        two.ui.clock.runUntilIdle()
        #expect(two.ui.accessibility.focusedElement === two.screens[0][1].view)
    }

    /// Second review: a drawer opening in a window whose scene was not active (settling as it went to the
    /// background, or opened by the app there) moved VoiceOver's focus into that window.
    @Test func aDrawerOpeningInAWindowOffScreenLeavesVoiceOversFocusAlone() {
        let scene = DrawerScene()
        scene.ui.scenes[0].enterBackground()
        let before = scene.ui.accessibility.posts.count
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left)
        #expect(!scene.ui.accessibility.posts.dropFirst(before).contains { $0.notification == .screenChanged })
    }

    /// A container of two screens in a window whose scene is on a 60 Hz external display beside a 120 Hz iPad.
    @MainActor
    private struct ExternalBoard {
        let ui = HeadlessEnvironment(framesPerSecond: 120)
        let display: HeadlessScreen
        let scene: HeadlessWindowScene
        let window: HeadlessWindow
        let container = TransitionContainerViewController(identifier: "Board")
        let screens = [Screen("Cards"), Screen("Card")]

        init() {
            display = ui.connectScreen(size: CGSize(width: 1920, height: 1080), framesPerSecond: 60)
            scene = ui.makeScene(on: display)
            window = ui.makeWindow(size: CGSize(width: 1280, height: 720), scene: scene)
            container.engine.defaultAnimator = SlideAnimator()
            let (window, container, screens) = (window, container, screens)
            ui.perform {
                window.rootViewController = container
                container.viewControllers = screens
            }
        }
    }

    /// A window whose scene is on a 60 Hz external display beside a 120 Hz iPad is paced by that display: the clock
    /// asks its rate, and frames come on its refreshes (`UIScreen.main` paced it by the iPad's own screen). Moved
    /// back to the iPad, it is paced by the iPad from the next frame.
    @Test func aContainerOnAnExternalDisplayIsPacedByThatDisplay() throws {
        let board = ExternalBoard()
        let (ui, scene, container) = (board.ui, board.scene, board.container)
        #expect(container.clock.framesPerSecond == 60)
        var drawnAt: [TimeInterval] = []
        let token = container.engine.addObserver(progress: { _ in drawnAt.append(ui.clock.now) })
        try ui.perform { try container.select(index: 1) }
        ui.clock.advance(frames: 24)
        #expect(drawnAt.count >= 10)
        let frame = 1.0 / 60
        for time in drawnAt.dropFirst() {
            #expect(abs((time / frame).rounded() * frame - time) < 1e-9, "drawn at \(time), between two refreshes")
        }
        scene.move(to: ui.mainScreen)
        ui.clock.advance(frames: 2)
        #expect(container.clock.framesPerSecond == 120)
        drawnAt.removeAll()
        ui.clock.advance(frames: 4)
        #expect(drawnAt.count == 4, "the iPad's screen refreshes at every one of the clock's frames")
        ui.clock.runUntilIdle()
        container.engine.removeObserver(token)
    }

    /// A display unplugged in the middle of a switch refreshes no more; its window moves back to the iPad, and the
    /// switch ends there instead of standing still half-way.
    @Test func unpluggingTheDisplayMidSwitchFinishesItOnTheIPad() throws {
        let board = ExternalBoard()
        let (ui, display, scene, window, container, screens) = (
            board.ui, board.display, board.scene, board.window, board.container, board.screens
        )
        try ui.perform { try container.select(index: 1) }
        ui.clock.advance(frames: 10)
        display.disconnect()
        #expect(scene.screen === ui.mainScreen)
        ui.clock.advance(by: 1)
        #expect(container.engine.phase == .idle)
        #expect(screens[1].view.presentedFrame == window.bounds)
        #expect(ui.finish() == .clean)
    }

    /// Review: only the catalogue's own container settled at the background; a push UIKit's navigation controller
    /// played with a configured animator went on sliding behind the app switcher, which snapshotted it half-way, and
    /// came back still moving. It lands where it was heading as its scene goes; a back swipe under the finger goes
    /// back to where it started (UIKit cancels the touches of a scene leaving the screen).
    @Test func aConfiguredPushIsAtRestForTheAppSwitcher() throws {
        let scene = try ConfiguredNavigationScene(
            #"{ "from": "Home", "to": "Detail", "reversible": true, "animator": { "type": "slide" } }"#)
        let (ui, window, navigation) = (scene.ui, scene.window, scene.navigation)
        let detail = Screen("Detail")
        ui.perform { navigation.pushViewController(detail, animated: true) }
        ui.clock.advance(frames: 6)
        #expect(detail.view.presentedFrame != window.bounds, "the push is under way")
        try #require(window.windowScene).enterBackground()
        #expect(detail.view.presentedFrame == window.bounds, "the switcher shows the push at rest")
        #expect(navigation.topViewController === detail)
        #expect(scene.delegate.diagnostics.contains { "\($0)".contains("background") })
        // Back, and a back swipe held half-way as the scene goes.
        window.windowScene?.enterForeground()
        ui.clock.runUntilIdle()
        window.touchDown(at: CGPoint(x: 4, y: 400))
        for step in 1...10 {
            ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: 4 + 16 * CGFloat(step), y: 400))
        }
        #expect(detail.view.presentedFrame.minX > 100, "the swipe is under way")
        try #require(window.windowScene).enterBackground()
        #expect(detail.view.presentedFrame == window.bounds, "the swipe was not back where it started")
        ui.clock.runUntilIdle()
        #expect(navigation.topViewController === detail)
        withExtendedLifetime(scene) {}
    }

    /// Review: one configured delegate serves every window of the app, and its clock followed the window that
    /// played last: a presentation on the 60 Hz external display started while one played on the 120 Hz iPad paced
    /// both by the display, and the iPad's was drawn (its finger followed, its end seen) on every other refresh only.
    /// Each transition is paced by its own window's screen.
    @Test func oneDelegatePacesEachWindowByItsOwnScreen() throws {
        let board = ExternalBoard()
        let ui = board.ui
        let iPadWindow = ui.makeWindow(size: CGSize(width: 1024, height: 1366), scene: ui.makeScene())
        let iPadHome = Screen("Home")
        ui.perform { iPadWindow.rootViewController = iPadHome }
        ui.clock.runUntilIdle()
        let delegate = RecordingTransitioningDelegate(
            ConfiguredTransitioningDelegate(
                configuration: try ruleConfiguration(#"{ "from": "*", "to": "*", "animator": { "type": "slide" } }"#)))
        let onIPad = Screen("Compose")
        let onDisplay = Screen("Compose")
        for screen in [onIPad, onDisplay] {
            screen.modalPresentationStyle = .fullScreen
            screen.transitioningDelegate = delegate
        }
        ui.perform { iPadHome.present(onIPad, animated: true) }
        ui.clock.advance(frames: 2)
        ui.perform { board.screens[0].present(onDisplay, animated: true) }
        let animators = delegate.made
        try #require(animators.count == 2)
        var drawn = [0, 0]
        let subscriptions = animators.enumerated().map { index, animator in
            animator.clock.subscribe { _ in drawn[index] += 1 }
        }
        ui.clock.advance(frames: 12)
        for (animator, subscription) in zip(animators, subscriptions) { animator.clock.cancel(subscription) }
        #expect(animators.map(\.isRunning) == [true, true])
        #expect(drawn == [12, 6], "drawn on \(drawn) frames: the iPad refreshed 12 times, the display 6")
        ui.clock.runUntilIdle()
        #expect(iPadHome.presentedViewController === onIPad)
        #expect(board.screens[0].presentedViewController === onDisplay)
    }
}

/// Passes a configured delegate's answers on, keeping the animated transitionings it made.
@MainActor
private final class RecordingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let configured: ConfiguredTransitioningDelegate
    private(set) var made: [CatalogueAnimatedTransitioning] = []

    init(_ configured: ConfiguredTransitioningDelegate) { self.configured = configured }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let answer = configured.animationController(forPresented: presented, presenting: presenting, source: source)
        if let animator = answer as? CatalogueAnimatedTransitioning { made.append(animator) }
        return answer
    }
}
