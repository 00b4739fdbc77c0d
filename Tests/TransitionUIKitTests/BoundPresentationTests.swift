import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A presentation whose being shown the app owns (SwiftUI's `isPresented`): the two never fight, and the screen comes
/// and goes with the config's animator.
@MainActor
@Suite("A presentation bound to the app's value")
struct BoundPresentationTests {
    @MainActor
    final class Scene {
        let ui = HeadlessEnvironment()
        let window: UIWindow
        let home = Screen("Home")
        let bound: BoundPresentation
        var written: [Bool] = []
        var made = 0

        init(inWindow: Bool = true) throws {
            window = ui.makeWindow()
            let delegate = ConfiguredTransitioningDelegate(configuration: try exampleConfiguration())
            bound = BoundPresentation(presenter: home, name: "Compose", transitioningDelegate: delegate) { _ in }
            bound.write = { [unowned self] in self.written.append($0) }
            if inWindow { ui.perform { window.rootViewController = home } }
        }

        func set(_ value: Bool, animated: Bool = true) {
            ui.perform {
                bound.appSet(value, animated: animated) {
                    made += 1
                    return Screen("Content")
                }
            }
        }

        /// Where the presented screen is drawn: what a person sees of it.
        var screenY: CGFloat? { bound.screen?.view.presentedFrame.minY }
    }

    /// The app's true presents with the config's animator (the example's sheet rises from below), its false
    /// dismisses; neither is written back, and a repeated value changes nothing.
    @Test func theAppsValuePresentsAndDismissesAndIsNotEchoed() throws {
        let scene = try Scene()
        scene.set(true)
        scene.ui.clock.advance(frames: 3)
        let rising = try #require(scene.screenY)
        #expect(rising > 0 && rising < scene.window.bounds.height, "the screen did not rise: y \(rising)")
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController === scene.bound.screen && scene.screenY == 0)
        scene.set(true)
        #expect(scene.made == 1)
        scene.set(false)
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil && scene.bound.screen == nil)
        #expect(scene.written.isEmpty && scene.ui.transitionErrors.isEmpty)
    }

    /// The dismiss pan takes the screen away: the app hears false once, when it is gone; a pan that goes back
    /// writes nothing and leaves the screen where it was.
    @Test func theDismissPanIsWrittenOnceWhenTheScreenIsGone() throws {
        let scene = try Scene()
        scene.set(true, animated: false)
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 380), frames: 12, release: .cancelled)
        scene.ui.clock.runUntilIdle()
        #expect(scene.written.isEmpty && scene.screenY == 0 && scene.home.presentedViewController != nil)
        scene.window.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), frames: 20, release: .moving)
        #expect(scene.written.isEmpty, "written before the screen was gone")
        scene.ui.clock.runUntilIdle()
        #expect(scene.written == [false] && scene.home.presentedViewController == nil)
        // The app's binding now says false: the redraw repeating it changes nothing; true presents again.
        scene.set(false)
        scene.set(true, animated: false)
        #expect(scene.home.presentedViewController != nil && scene.made == 2)
    }

    /// The screen's own dismiss action (SwiftUI's environment) takes it away and tells the app.
    @Test func theScreensDismissActionTellsTheApp() throws {
        let scene = try Scene()
        scene.set(true, animated: false)
        scene.ui.perform { scene.bound.dismiss() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil && scene.written == [false])
    }

    /// Asked before the presenter is in a window (a SwiftUI view's first update), the presentation waits for it to
    /// appear instead of failing.
    @Test func aPresentationAskedBeforeTheWindowWaitsForIt() throws {
        let scene = try Scene(inWindow: false)
        scene.set(true)
        #expect(scene.ui.transitionErrors.isEmpty)
        scene.ui.perform { scene.window.rootViewController = scene.home }
        scene.ui.perform { scene.bound.presenterDidAppear() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController === scene.bound.screen && scene.screenY == 0)
        #expect(scene.written.isEmpty)
    }

    /// A presenter already presenting another screen cannot present: nothing shows, and the app's value goes back.
    @Test func aPresenterAlreadyPresentingWritesBackFalse() throws {
        let scene = try Scene()
        scene.ui.perform { scene.home.present(Screen("Other"), animated: false) }
        scene.set(true)
        #expect(scene.written == [false] && scene.ui.transitionErrors.isEmpty)
    }
}

/// What a person does on a presented screen while it comes and goes.
@MainActor
@Suite("A bound presentation while it moves")
struct BoundPresentationMotionTests {
    /// The app says false while the screen is still rising: the screen finishes arriving, then goes, and nothing
    /// is left on screen or refused.
    @Test func falseWhileTheScreenRisesTakesItAwayOnceItArrived() throws {
        let scene = try BoundPresentationTests.Scene()
        scene.set(true)
        scene.ui.clock.advance(frames: 4)
        scene.set(false)
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil && scene.bound.screen == nil)
        #expect(scene.ui.transitionErrors.isEmpty, "\(scene.ui.transitionErrors)")
        #expect(scene.written.isEmpty)
    }

    /// A screen presenting an alert of its own is taken away by the app's false, with its alert, instead of only
    /// the alert going.
    @Test func falseTakesAwayAScreenThatPresentsSomethingOfItsOwn() throws {
        let scene = try BoundPresentationTests.Scene()
        scene.set(true, animated: false)
        let screen = try #require(scene.bound.screen)
        scene.ui.perform { screen.content.present(Screen("Alert"), animated: false) }
        scene.set(false)
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil && scene.bound.screen == nil)
        #expect(scene.ui.transitionErrors.isEmpty, "\(scene.ui.transitionErrors)")
    }

    /// The screen covered by a full-screen screen of its own (it already got its disappearance calls) and dismissed
    /// from inside: the app still hears false once, when both are gone.
    @Test func aCoveredScreenDismissedFromInsideTellsTheApp() throws {
        let scene = try BoundPresentationTests.Scene()
        scene.set(true, animated: false)
        let screen = try #require(scene.bound.screen)
        let cover = Screen("Cover")
        cover.modalPresentationStyle = .fullScreen
        scene.ui.perform { screen.content.present(cover, animated: false) }
        scene.ui.perform { scene.bound.dismiss() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil && scene.bound.screen == nil)
        #expect(scene.written == [false])
    }

    /// The app says false while a finger holds the screen half dismissed, and the finger goes back: the screen then
    /// goes, as the app asked, instead of staying up with the app's value false.
    @Test func falseWhileAPanHoldsTheScreenTakesItAwayWhenThePanGoesBack() throws {
        let scene = try BoundPresentationTests.Scene()
        scene.set(true, animated: false)
        scene.window.touchDown(at: CGPoint(x: 195, y: 300))
        for step in 1...8 {
            scene.ui.clock.advance(frames: 1)
            scene.window.touchMove(to: CGPoint(x: 195, y: 300 + CGFloat(step) * 10))
        }
        #expect(scene.bound.screen?.isBeingDismissed == true)
        scene.set(false)
        scene.window.touchCancel()
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil && scene.bound.screen == nil)
        #expect(scene.written.isEmpty && scene.ui.transitionErrors.isEmpty)
    }

    /// The app says true again while the screen is still going away: it comes back once it is gone.
    @Test func trueWhileTheScreenGoesBringsItBack() throws {
        let scene = try BoundPresentationTests.Scene()
        scene.set(true, animated: false)
        scene.set(false)
        scene.ui.clock.advance(frames: 3)
        scene.set(true)
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController === scene.bound.screen && scene.bound.screen != nil)
        #expect(scene.made == 2 && scene.written.isEmpty && scene.ui.transitionErrors.isEmpty)
    }
}
