import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

@MainActor
@Suite("A presented screen's dismiss pan")
struct ModalDismissalTests {
    /// Device defect 1: the pan began on a drag any way, so a drag up or sideways called `dismiss`, sent the
    /// appearance calls and cancelled. Only a pull down starts the dismissal.
    @Test func onlyAPullDownStartsTheDismissal() throws {
        var scenes: [SheetScene] = []
        let started = GestureDirections.directionsThatStart(from: CGPoint(x: 195, y: 300)) {
            let scene = try! SheetScene()
            scenes.append(scene)
            return scene.window
        }
        #expect(started == [.down])
    }

    /// Device defect 1, over a list: a pull down on a list scrolled down scrolls it back and leaves the sheet; at its
    /// top, the same pull moves the sheet.
    @Test func aListScrolledDownScrollsBackBeforeTheSheetMoves() throws {
        let scene = try SheetScene { ListSheet() }
        let list = try #require((scene.sheet as? ListSheet)?.list)
        list.contentOffset = CGPoint(x: 0, y: 600)
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 420), frames: 12, release: .cancelled)
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.trace(appearanceOnly: true).isEmpty, "\(scene.ui.trace(appearanceOnly: true))")
        #expect(list.contentOffset.y < 600)
        list.contentOffset = CGPoint(x: 0, y: -list.adjustedContentInset.top)
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 420), frames: 12, release: .cancelled)
        scene.ui.clock.runUntilIdle()
        #expect(!scene.ui.trace(appearanceOnly: true).isEmpty)
    }

    /// Review: a presented inbox with pull-to-refresh could not be refreshed: at the list's top every pull down
    /// dismissed the screen (and with a short list, every pull), the refresh control never appearing. A list with a
    /// refresh control keeps the pull down at its top: it refreshes, and the screen stays.
    @Test(arguments: [4_000, 300])
    func aPullDownOnAListThatRefreshesRefreshesIt(contentHeight: CGFloat) throws {
        let scene = try SheetScene { ListSheet() }
        let list = try #require((scene.sheet as? ListSheet)?.list)
        list.contentSize.height = contentHeight
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        list.refreshControl = refresh
        list.contentOffset = CGPoint(x: 0, y: -list.adjustedContentInset.top)
        scene.window.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 480), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(refreshes == 1, "the pull did not refresh the list")
        #expect(scene.ui.trace(appearanceOnly: true).isEmpty, "\(scene.ui.trace(appearanceOnly: true))")
        #expect(scene.sheet.presentingViewController != nil, "the pull dismissed the screen")
    }

    /// Review: the only way out of a screen presented full screen with a dismiss pan was the pull, which a VoiceOver
    /// user cannot make; the escape gesture (a two-finger Z) that dismisses a sheet did nothing. It dismisses the
    /// screen, with the config's animation; with unsaved input the screen stays and the presentation controller's
    /// delegate hears of the attempt, as for a sheet.
    @Test func voiceOversEscapeGestureDismissesTheScreen() throws {
        let scene = try SheetScene()
        let attempts = DismissAttempts()
        scene.sheet.presentationController?.delegate = attempts
        let label = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        scene.sheet.view.addSubview(label)
        scene.ui.accessibility.focus(label)
        scene.sheet.isModalInPresentation = true
        #expect(scene.ui.perform { scene.ui.accessibility.performEscape() })
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController === scene.sheet, "unsaved input was thrown away")
        #expect(attempts.attempted == 1)
        scene.sheet.isModalInPresentation = false
        #expect(scene.ui.perform { scene.ui.accessibility.performEscape() })
        scene.ui.clock.advance(frames: 4)
        #expect(scene.sheet.isBeingDismissed, "the dismissal is animated")
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil, "the escape gesture did not dismiss the screen")
        #expect(attempts.dismissed == 1)
    }

    /// Review: in a presented navigation stack two screens deep, VoiceOver's escape gesture (which goes back a
    /// screen in a stack) dismissed the whole presentation: the dismissal's block on the stack's view came before
    /// the stack. It goes back a screen first; at the stack's root it dismisses. An app's own
    /// `accessibilityPerformEscape()` on the presented screen ("Discard draft?") comes first too.
    @Test func theEscapeGestureGoesBackInAPresentedStackBeforeItDismisses() throws {
        let compose = Screen("Compose")
        let scene = try SheetScene {
            let stack = UINavigationController(rootViewController: compose)
            stack.transitionIdentifier = "Compose"
            return stack
        }
        let stack = try #require(scene.sheet as? UINavigationController)
        let recipients = Screen("Recipients")
        scene.ui.perform { stack.pushViewController(recipients, animated: false) }
        scene.ui.clock.runUntilIdle()
        scene.ui.accessibility.focus(recipients.view)
        #expect(scene.ui.perform { scene.ui.accessibility.performEscape() })
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController === stack, "the escape dismissed the whole stack")
        #expect(stack.viewControllers == [compose], "the escape did not go back a screen")
        scene.ui.accessibility.focus(compose.view)
        #expect(scene.ui.perform { scene.ui.accessibility.performEscape() })
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil, "at the root, the escape did not dismiss")
    }

    /// The same review: a screen's own escape handler is asked before the dismissal.
    @Test func anAppsOwnEscapeOnThePresentedScreenComesFirst() throws {
        let scene = try SheetScene { DraftScreen("Compose") }
        let draft = try #require(scene.sheet as? DraftScreen)
        scene.ui.accessibility.focus(draft.view)
        #expect(scene.ui.perform { scene.ui.accessibility.performEscape() })
        scene.ui.clock.runUntilIdle()
        #expect(draft.askedToDiscard == 1)
        #expect(scene.home.presentedViewController === draft, "the app's own escape was bypassed")
    }

    /// Device defect 4: the pan measured the finger in the view that moves, so the sheet went at half the finger's
    /// pace. The sheet stays under the finger.
    @Test func theSheetFollowsTheFinger() throws {
        let scene = try SheetScene()
        let watch = FrameWatch(window: scene.window)
        watch.start()
        scene.window.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), frames: 30, release: .still)
        scene.ui.clock.runUntilIdle()
        #expect(watch.report.finger.examined > 10, "\(watch.report)")
        #expect(watch.report.finger.failedCount == 0, "\(watch.report)")
    }

    /// Device defect 6: the delegate answered its pan's animator for whatever controller was dismissed, and cleared it
    /// only when that transition completed. A dismissal of another controller gets its own animation, and the pan
    /// slot is free again.
    @Test func aPanAnswersOnlyForTheScreenItDismisses() throws {
        let scene = try SheetScene()
        scene.window.touchDown(at: CGPoint(x: 195, y: 200))
        for step in 1...6 {
            scene.ui.clock.advance(frames: 1)
            scene.window.touchMove(to: CGPoint(x: 195, y: 200 + CGFloat(step) * 10))
        }
        let panning = try #require(scene.delegate.animationController(forDismissed: scene.sheet))
        #expect(scene.delegate.interactionControllerForDismissal(using: panning) != nil)
        // Another presented screen, dismissed while the pan runs, is not handed the pan.
        let other = Screen("Other")
        other.transitioningDelegate = scene.delegate
        scene.ui.perform { scene.sheet.present(other, animated: false) }
        let answer = scene.delegate.animationController(forDismissed: other)
        #expect(answer == nil || answer !== panning)
        // The pan still drives its own dismissal.
        #expect(scene.delegate.animationController(forDismissed: scene.sheet) === panning)
        scene.window.touchCancel()
        scene.ui.clock.runUntilIdle()
        // The next pull dismisses as the first would have.
        scene.window.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), frames: 20, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.home.presentedViewController == nil)
    }

    /// Device defect 5: the rules were matched against `presentingViewController` (the window's root, or the
    /// nearest full-screen controller), not the screen `present` was called on.
    @Test func aRuleNamingTheScreenThatPresentsMatchesIt() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                """
                { "version": 1, "transitions": [
                  { "container": "Modal", "from": "Home", "to": "Compose", "animator": { "type": "fade-scale" } } ] }
                """.utf8), registry: .catalogue)
        let delegate = ConfiguredTransitioningDelegate(configuration: configuration)
        let root = UINavigationController(rootViewController: Screen("Home"))
        ui.perform { window.rootViewController = root }
        let home = try #require(root.topViewController)
        let compose = Screen("Compose")
        compose.modalPresentationStyle = .fullScreen
        compose.transitioningDelegate = delegate
        let animated = delegate.animationController(forPresented: compose, presenting: root, source: home)
        #expect((animated as? CatalogueAnimatedTransitioning)?.pair.from == "Home")
        #expect((animated as? CatalogueAnimatedTransitioning)?.animator.name == "fade-scale")
    }

    /// Device defect 12: every presentation's pan stayed in the delegate for good. A pan goes with its screen.
    @Test func dismissPansGoWithTheirScreens() throws {
        let delegate = ConfiguredTransitioningDelegate(configuration: try exampleConfiguration())
        let ui = HeadlessEnvironment()
        _ = ui
        do {
            let screens = (0..<3).map { Screen("Compose\($0)") }
            for screen in screens { delegate.installDismissGesture(on: screen) }
            #expect(delegate.installedDismissGestureCount == 3)
        }
        let next = Screen("Compose")
        delegate.installDismissGesture(on: next)
        #expect(delegate.installedDismissGestureCount == 1)
    }
}

/// A presentation controller's delegate that counts what it is told.
@MainActor
private final class DismissAttempts: NSObject, UIAdaptivePresentationControllerDelegate {
    var attempted = 0
    var dismissed = 0
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        attempted += 1
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed += 1 }
}

/// A screen that handles VoiceOver's escape itself: it asks whether to discard the draft.
final class DraftScreen: Screen {
    var askedToDiscard = 0

    override nonisolated func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { askedToDiscard += 1 }
        return true
    }
}
