import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// Sheets are UIKit's. The default presentation style since iOS 13 is a page sheet, which UIKit animates, sizes and
/// dismisses by its own swipe; before, the configured delegate played its animator inside the sheet and answered the
/// sheet's swipe with an animator UIKit's percent-driven interaction cannot hold, so the sheet went away under a
/// finger that had not let go. Unsaved input (`isModalInPresentation`) keeps a screen, the library's pan included.
@MainActor
@Suite("Sheets and screens a person must not swipe away")
struct SheetTests {
    /// Hears what UIKit tells an app of a person's attempts to dismiss.
    final class Attempts: UIAdaptivePresentationControllerDelegate {
        var attempted = 0
        var willDismiss = 0
        var didDismiss = 0
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { willDismiss += 1 }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { didDismiss += 1 }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            attempted += 1
        }
    }

    @MainActor
    struct Scene {
        let ui = HeadlessEnvironment(framesPerSecond: 120)
        let window: UIWindow
        let home = Screen("Home")
        let compose = Screen("Compose")
        let delegate: ConfiguredTransitioningDelegate
        let attempts = Attempts()

        @MainActor
        init(style: UIModalPresentationStyle?) throws {
            window = ui.makeWindow()
            delegate = ConfiguredTransitioningDelegate(configuration: try exampleConfiguration())
            if let style { compose.modalPresentationStyle = style }
            compose.transitioningDelegate = delegate
            compose.presentationController?.delegate = attempts
            delegate.installDismissGesture(on: compose)
            ui.perform { window.rootViewController = home }
            ui.clock.runUntilIdle()
        }
    }

    /// The default style: UIKit presents a sheet with its own animation; the config's animator is not played inside
    /// it, and the app hears why.
    @Test func aSheetIsLeftToUIKitAndTheAppHearsWhy() throws {
        let scene = try Scene(style: nil)
        scene.ui.perform { scene.home.present(scene.compose, animated: true) }
        #expect(scene.home.runningPresentationAnimator == nil, "the config's animator played inside UIKit's sheet")
        scene.ui.clock.runUntilIdle()
        #expect(scene.compose.view.frame.minY > 0, "a sheet leaves a gap at the top")
        let left = scene.delegate.diagnostics.filter {
            if case .sheetLeftToUIKit = $0 { return true } else { return false }
        }
        #expect(left.count == 1)
    }

    /// UIKit's own swipe on a sheet: pulled down a third, held, pulled back up and let go, the sheet follows the
    /// finger and stays; pulled down past half, it goes, and the app hears it was dismissed.
    @Test func aSheetFollowsUIKitsSwipeAndComesBack() throws {
        let scene = try Scene(style: .pageSheet)
        scene.ui.perform { scene.home.present(scene.compose, animated: true) }
        scene.ui.clock.runUntilIdle()
        let rest = scene.compose.view.frame
        let window = scene.window
        window.touchDown(at: CGPoint(x: 195, y: 300))
        for step in 1...20 {
            scene.ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: 195, y: 300 + CGFloat(step) * 14))
        }
        // The finger is 280 pt down, still holding: the sheet is still there, and moved with it.
        #expect(scene.home.presentedViewController === scene.compose, "the sheet went away under a finger still down")
        #expect(scene.compose.view.frame.minY > rest.minY + 200)
        for step in 1...20 {
            scene.ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: 195, y: 580 - CGFloat(step) * 14))
        }
        window.touchUp()
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController === scene.compose)
        #expect(scene.compose.view.frame == rest)
        #expect(scene.ui.transitionErrors.isEmpty, "\(scene.ui.transitionErrors)")
        window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 760), frames: 20, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil)
        #expect(scene.attempts.willDismiss == 2 && scene.attempts.didDismiss == 1)
        #expect(scene.ui.transitionErrors.isEmpty && scene.ui.appearanceErrors.isEmpty)
    }

    /// A screen with unsaved input: neither the library's dismiss pan nor a sheet's swipe takes it away, and the app
    /// hears the attempt (to ask whether to discard).
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet])
    func unsavedInputKeepsTheScreen(style: UIModalPresentationStyle) throws {
        let scene = try Scene(style: style)
        scene.ui.perform { scene.home.present(scene.compose, animated: false) }
        scene.ui.clock.runUntilIdle()
        scene.compose.isModalInPresentation = true
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), frames: 20, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController === scene.compose, "a screen with unsaved input was swiped away")
        #expect(scene.attempts.attempted == 1)
        scene.compose.isModalInPresentation = false
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), frames: 20, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil)
        #expect(scene.attempts.didDismiss == 1, "the app was not told a person dismissed the screen")
    }

    /// A pan whose dismissal another delegate ran leaves nothing behind: the next screen presented through the
    /// configured delegate — made where the released one was — dismisses from its Done button, not as a pan that
    /// cancels on its next frame.
    @Test func aPanAnotherDelegateDismissedDoesNotWedgeTheNextScreen() throws {
        final class Plain: UIViewControllerTransitioningDelegate {}
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let home = Screen("Home")
        let delegate = ConfiguredTransitioningDelegate(configuration: try exampleConfiguration())
        ui.perform { window.rootViewController = home }
        let plain = Plain()
        for round in 0..<3 {
            var first: Screen? = Screen("Compose")
            first?.modalPresentationStyle = .fullScreen
            first?.transitioningDelegate = delegate
            delegate.installDismissGesture(on: first!)
            ui.perform { home.present(first!, animated: false) }
            ui.clock.runUntilIdle()
            // A 30-pt pull starts the configured pan's dismissal request; the app has meanwhile handed the screen to
            // another delegate, which UIKit asks instead.
            window.touchDown(at: CGPoint(x: 195, y: 300))
            first?.transitioningDelegate = plain
            for step in 1...3 {
                ui.clock.advance(frames: 1)
                window.touchMove(to: CGPoint(x: 195, y: 300 + CGFloat(step) * 10))
            }
            window.touchUp()
            ui.clock.runUntilIdle()
            ui.perform { first?.dismiss(animated: false) }
            ui.clock.runUntilIdle()
            first = nil
            let second = Screen("Compose")
            second.modalPresentationStyle = .fullScreen
            second.transitioningDelegate = delegate
            ui.perform { home.present(second, animated: true) }
            ui.clock.runUntilIdle()
            ui.perform { second.dismiss(animated: true) }
            #expect(home.runningPresentationAnimator.map { !($0 is CatalogueAnimatedTransitioning) } != true)
            ui.clock.runUntilIdle()
            #expect(home.presentedViewController == nil, "round \(round): Done did not dismiss the next screen")
            #expect(ui.transitionErrors.isEmpty, "\(ui.transitionErrors)")
        }
    }
}

/// A full-screen presentation whose animation fades the old screen out over the new one (fade-scale at its defaults
/// keeps the new screen still, below): the presenting screen stands outside the transition's container, and the new
/// one appeared at once over it, a cut instead of a fade.
@MainActor
@Suite("A presentation that fades the old screen out")
struct FadeOutPresentationTests {
    @Test func theOldScreenFadesOutOverTheNewOne() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let home = Screen("Home")
        let compose = Screen("Compose")
        compose.modalPresentationStyle = .fullScreen
        let configuration = try ruleConfiguration(
            #"{ "container": "Modal", "from": "Home", "to": "Compose", "animator": { "type": "fade-scale", "duration": 0.4 } }"#)
        let delegate = ConfiguredTransitioningDelegate(configuration: configuration)
        compose.transitioningDelegate = delegate
        ui.perform { window.rootViewController = home }
        ui.clock.runUntilIdle()
        ui.perform { home.present(compose, animated: true) }
        ui.clock.advance(frames: 12)
        // Half-way: Home is in front of Compose, half faded.
        let inFront = { (view: UIView) -> [UIView] in
            var chain: [UIView] = []
            var current: UIView? = view
            while let next = current { chain.append(next); current = next.superview }
            return chain
        }
        let homeChain = inFront(home.view)
        let composeChain = inFront(compose.view)
        let shared = try #require(homeChain.first { ancestor in composeChain.contains { $0 === ancestor } })
        let homeIndex = shared.subviews.firstIndex { sub in homeChain.contains { $0 === sub } } ?? -1
        let composeIndex = shared.subviews.firstIndex { sub in composeChain.contains { $0 === sub } } ?? -1
        #expect(homeIndex > composeIndex, "the new screen covered the old one at once")
        let opacity = home.view.layer.presentation().opacity
        #expect(opacity > 0.2 && opacity < 0.8, "Home's opacity half-way: \(opacity)")
        ui.clock.runUntilIdle()
        #expect(home.presentedViewController === compose)
        #expect(ui.transitionErrors.isEmpty && ui.appearanceErrors.isEmpty)
        // Dismissed, Home is back where it was, in front.
        ui.perform { compose.dismiss(animated: true) }
        ui.clock.runUntilIdle()
        #expect(home.view.window != nil && !home.view.isHidden && home.view.frame == window.bounds)
    }
}
