import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// What the container does around a transition for assistive settings: less motion when the user asks for it, and
/// VoiceOver's focus on the new screen once a switch completes.
@MainActor
@Suite("Around the transition: assistive settings")
struct AroundTheTransitionTests {
    /// Prefer Cross-Fade Transitions selects the config's reduce-motion animator, as Reduce Motion does.
    @Test func preferCrossFadeSelectsTheReduceMotionAnimator() throws {
        let ui = HeadlessEnvironment()
        let configuration = try exampleConfiguration()
        let observer = SystemSettingsObserver(delegate: configuration)
        let pair = TransitionPair(container: "Tabs", from: "Home", to: "Search", fromIndex: 0, toIndex: 1)
        #expect(configuration.animator(for: pair).animator?.name == "slide")
        ui.accessibility.prefersCrossFadeTransitions = true
        #expect(configuration.reduceMotion)
        #expect(configuration.animator(for: pair).animator?.name == "fade-scale")
        // Either setting keeps it on; it goes off when neither is on.
        ui.accessibility.isReduceMotionEnabled = true
        ui.accessibility.prefersCrossFadeTransitions = false
        #expect(configuration.reduceMotion)
        ui.accessibility.isReduceMotionEnabled = false
        #expect(!configuration.reduceMotion)
        observer.invalidate()
    }

    @Test func theObserverReadsACrossFadePreferenceAlreadyOn() throws {
        let ui = HeadlessEnvironment()
        ui.accessibility.prefersCrossFadeTransitions = true
        let configuration = try exampleConfiguration()
        let observer = SystemSettingsObserver(delegate: configuration)
        #expect(configuration.reduceMotion)
        observer.invalidate()
    }

    /// A completed switch moves VoiceOver's focus to the arriving screen, once, when it lands, not while it plays.
    @Test func voiceOverFocusMovesToTheArrivingScreenWhenASwitchCompletes() throws {
        let scene = try TabsScene()
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.advance(frames: 3)
        #expect(scene.ui.accessibility.posts.isEmpty)
        scene.ui.clock.runUntilIdle()
        let posts = scene.ui.accessibility.posts
        #expect(posts.map(\.notification) == [.screenChanged])
        #expect(posts.first?.argument === scene.screens[1].view)
    }

    /// Review: a VoiceOver user switching tabs from the app's own tab bar lost their place in it: every switch moved
    /// the focus to the new screen. A container that says its switches keep the focus tells VoiceOver only that the
    /// layout changed.
    @Test func tabsSwitchedFromTheAppsOwnBarKeepVoiceOversFocus() throws {
        let scene = try TabsScene()
        scene.tabs.switchAnnouncement = .keepsFocus
        let bar = UIView(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
        scene.ui.accessibility.focus(bar)
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.accessibility.posts.map(\.notification) == [.layoutChanged])
        #expect(scene.ui.accessibility.focusedElement === bar)
    }

    /// A cancelled switch leaves the screen as it was, and VoiceOver's focus with it.
    @Test func aCancelledSwitchTellsVoiceOverNothing() throws {
        let scene = try TabsScene()
        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.3)
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.ui.accessibility.posts.isEmpty)
    }

    /// While a switch runs, VoiceOver ignores the leaving screen; afterwards it has its setting back, whether the
    /// switch completed or was cancelled.
    @Test func theLeavingScreenIsHiddenFromVoiceOverWhileItLeaves() throws {
        let scene = try TabsScene()
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.advance(frames: 3)
        #expect(scene.screens[0].view.accessibilityElementsHidden)
        #expect(!scene.screens[1].view.accessibilityElementsHidden)
        scene.ui.clock.runUntilIdle()
        #expect(!scene.screens[0].view.accessibilityElementsHidden)

        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 2) }
        try interaction.update(0.4)
        #expect(scene.screens[1].view.accessibilityElementsHidden)
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(!scene.screens[1].view.accessibilityElementsHidden)
    }

    /// A screen the app hid from VoiceOver itself stays hidden after it left and came back.
    @Test func anAppsOwnHidingIsKept() throws {
        let scene = try TabsScene()
        scene.screens[0].view.accessibilityElementsHidden = true
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.runUntilIdle()
        #expect(scene.screens[0].view.accessibilityElementsHidden)
    }

    /// A Home with a light status bar and a Search with a dark one, in the example app's tabs.
    func statusBarScene() throws -> (scene: TabsScene, home: Screen, search: Screen) {
        let home = Screen("Home")
        home.statusBarStyle = .lightContent
        let search = Screen("Search")
        search.statusBarStyle = .darkContent
        let scene = try TabsScene { [home, search, Screen("Settings")] }
        return (scene, home, search)
    }

    /// While a finger holds a switch the leaving screen's status bar stays, even when the arriving screen asks for
    /// an update mid-swipe; a cancel ends where it began, with no flash of the other style.
    @Test func aHeldSwitchKeepsTheLeavingStatusBarAndACancelNeverFlashes() throws {
        let (scene, _, search) = try statusBarScene()
        #expect(scene.window.statusBarStyle == .lightContent)
        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.5)
        search.setNeedsStatusBarAppearanceUpdate()
        #expect(scene.window.statusBarStyle == .lightContent)
        var styles: Set<HeadlessStatusBarStyle> = []
        scene.tabs.engine.addObserver(progress: { _ in styles.insert(scene.window.statusBarStyle) })
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(styles == [.lightContent])
        #expect(scene.window.statusBarStyle == .lightContent)
    }

    /// The status bar changes when the switch commits — a tap at once, a released swipe when it heads for the end —
    /// not only when it lands.
    @Test func theStatusBarChangesWhenTheSwitchCommits() throws {
        let (scene, _, _) = try statusBarScene()
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.advance(frames: 1)
        #expect(scene.window.statusBarStyle == .darkContent)
        scene.ui.clock.runUntilIdle()

        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 0) }
        try interaction.update(0.7)
        #expect(scene.window.statusBarStyle == .darkContent)
        try scene.ui.perform { try interaction.finish() }
        scene.ui.clock.advance(frames: 1)
        #expect(scene.window.statusBarStyle == .lightContent)
        scene.ui.clock.runUntilIdle()
        #expect(scene.window.statusBarStyle == .lightContent)
    }

    /// Review: the status bar flipped on the switch's first frame, over the screen still showing (dark text on the
    /// dark photo for the whole slide). Asked for in an animation block as long as the switch has left, it changes
    /// along with the screens, as in UIKit's own containers; a change with nothing left to play is at once.
    @Test func theStatusBarChangesAlongWithTheScreens() throws {
        let (scene, _, _) = try statusBarScene()
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.advance(frames: 1)
        let slide = try #require(scene.tabs.engine.activeAnimation?.duration)
        #expect(scene.window.statusBarStyle == .darkContent)
        #expect(abs(scene.window.statusBarChangeDuration - slide) < 0.02, "over the whole switch")
        scene.ui.clock.runUntilIdle()

        // A swipe back released at 0.6 commits to Home, finishing at half speed: the change takes what is left of
        // that finish, (1 − 0.6)·D / 0.5, not (1 − 0.6)·D.
        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 0) }
        try interaction.update(0.6)
        try interaction.setCompletionSpeed(0.5)
        try scene.ui.perform { try interaction.finish() }
        scene.ui.clock.advance(frames: 1)
        #expect(scene.window.statusBarStyle == .lightContent)
        #expect(abs(scene.window.statusBarChangeDuration - 0.8 * slide) < 0.02)
        scene.ui.clock.runUntilIdle()

        // Without animation, at once.
        scene.ui.perform { try? scene.tabs.select(index: 1, animated: false) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.window.statusBarStyle == .darkContent && scene.window.statusBarChangeDuration == 0)
    }

    /// A screen with a focused text field: the keyboard is up.
    func keyboardScene() throws -> (scene: TabsScene, field: UITextField) {
        let scene = try TabsScene()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        scene.screens[0].view.addSubview(field)
        field.becomeFirstResponder()
        #expect(scene.ui.keyboard.events == [.willShow])
        return (scene, field)
    }

    /// The leaving screen's text field resigns once, as the switch starts: one hide, no bounce, none at the end.
    @Test func theKeyboardHidesOnceAsASwitchStarts() throws {
        let (scene, field) = try keyboardScene()
        scene.ui.perform { scene.tabs.selectedIndex = 1 }
        scene.ui.clock.advance(frames: 1)
        #expect(scene.ui.keyboard.events == [.willShow, .willHide])
        #expect(!field.isFirstResponder)
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.keyboard.events == [.willShow, .willHide])
        // The arriving screen can take the keyboard once it is on screen.
        let arriving = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        scene.screens[1].view.addSubview(arriving)
        #expect(arriving.becomeFirstResponder())
        #expect(scene.ui.keyboard.events == [.willShow, .willHide, .willShow])
    }

    /// A swipe under a finger leaves the keyboard up (the switch is not committed); let go short, the field that had
    /// it still has it, and the keyboard never moved.
    @Test func aCancelledSwipeLeavesTheKeyboardWhereItWas() throws {
        let (scene, field) = try keyboardScene()
        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.3)
        #expect(scene.ui.keyboard.events == [.willShow])
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(field.isFirstResponder)
        #expect(scene.ui.keyboard.events == [.willShow])
    }

    /// Let go past the middle, the switch commits and the keyboard goes down once.
    @Test func aFinishedSwipeTakesTheKeyboardDownOnce() throws {
        let (scene, field) = try keyboardScene()
        let interaction = try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.7)
        try scene.ui.perform { try interaction.finish() }
        scene.ui.clock.runUntilIdle()
        #expect(!field.isFirstResponder)
        #expect(scene.ui.keyboard.events == [.willShow, .willHide])
    }
}
