import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// A finger that touches down on a screen still moving by itself catches it there.
@MainActor
@Suite("A touch on a moving screen")
struct TouchDownCatchTests {
    /// A touch on a switch still sliding (a tab tapped) did not stop it until the finger had moved far enough for a
    /// pan to begin, and then only from an edge: the screen slid on under the finger. It stops at touch-down now and
    /// goes on where it was heading when the finger lifts. While only the touch holds it, the switch stays committed:
    /// the status bar keeps the arriving screen's style (review: it flipped back to the leaving screen's and again on
    /// lift).
    @Test func aTouchCatchesASwitchAndLiftingLetsItGoOn() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        let screens = scene.container.viewControllers.compactMap { $0 as? Screen }
        screens[0].statusBarStyle = .darkContent
        screens[1].statusBarStyle = .lightContent
        let arriving: UIView = scene.container.viewControllers[1].view
        let watch = FrameWatch(window: scene.window)
        watch.start()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 6)
        #expect(scene.window.statusBarStyle == .lightContent)
        scene.window.touchDown(at: CGPoint(x: 380, y: 600))
        let caught = arriving.layer.presentation().position.x
        scene.ui.clock.advance(frames: 6)
        #expect(abs(arriving.layer.presentation().position.x - caught) < 0.5, "the screen slid on under the finger")
        #expect(scene.container.engine.phase == .interactive)
        #expect(scene.window.statusBarStyle == .lightContent, "the status bar flipped back under a touch")
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1, "the switch did not go on where it was heading")
        #expect(scene.window.statusBarStyle == .lightContent)
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
        swipes.remove()
        // Once the swipes are off, nothing catches.
        try scene.ui.perform { try scene.container.select(index: 0) }
        scene.ui.clock.advance(frames: 6)
        scene.window.touchDown(at: CGPoint(x: 380, y: 600))
        #expect(scene.container.engine.phase == .animating)
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
    }

    /// Review: a finger resting near the edge (a thumb holding the phone by its side) caught a switch and held both
    /// screens half-way for as long as it rested. A finger still for as long as a long press takes lets the switch
    /// go on; one that drags sooner still takes it over.
    @Test func aFingerRestingAtTheEdgeLetsTheSwitchGoOn() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        let watch = FrameWatch(window: scene.window)
        watch.start()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 4)
        scene.window.touchDown(at: CGPoint(x: 386, y: 500))
        #expect(scene.container.engine.phase == .interactive, "the touch caught the switch")
        scene.ui.clock.advance(by: 0.45)
        #expect(scene.container.engine.phase == .interactive, "let go before a long press's time")
        scene.ui.clock.advance(by: 0.6)
        #expect(scene.container.engine.phase == .idle, "a resting thumb held the switch")
        #expect(scene.container.selectedIndex == 1)
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
        swipes.remove()
    }

    /// A drawer settling under a resting finger goes on too.
    @Test func aFingerRestingOnASettlingDrawerLetsItGoOn() {
        let scene = DrawerScene()
        let pans = scene.drawer.installPans(on: scene.host)
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.advance(frames: 4)
        scene.window.touchDown(at: CGPoint(x: 300, y: 500))
        #expect(scene.drawer.engine.phase == .interactive, "the touch caught the drawer")
        scene.ui.clock.advance(by: 1)
        #expect(scene.drawer.engine.phase == .idle, "a resting finger held the drawer half-open")
        #expect(scene.drawer.openSide == .left)
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        pans.remove()
    }

    /// Review: a touch anywhere caught the switch, though only an edge swipe can take it over: a tap on a row or a
    /// SwiftUI button (no `UIControl`) froze both screens for as long as the finger was down, and a list scrolled
    /// near the edge held them half-way for the whole scroll. Away from the edges a touch is the content's; near
    /// one, a finger that moves on without a swipe taking over lets the switch go on.
    @Test func aTouchAwayFromTheEdgesOrAScrollLeavesTheSwitchPlaying() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 4)
        scene.window.touchDown(at: CGPoint(x: 195, y: 400))
        #expect(scene.container.engine.phase == .animating, "a tap on the content froze the switch")
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        try scene.ui.perform { try scene.container.select(index: 2) }
        scene.ui.clock.advance(frames: 4)
        scene.window.touchDown(at: CGPoint(x: 380, y: 400))
        #expect(scene.container.engine.phase == .interactive)
        for step in 1...4 {
            scene.window.touchMove(to: CGPoint(x: 380, y: 400 + CGFloat(step) * 10))
            scene.ui.clock.advance(frames: 1)
        }
        #expect(scene.container.engine.phase != .interactive, "a scroll held the switch half-way")
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 2)
        swipes.remove()
    }

    /// Review: a tap on a button of the arriving screen caught the switch too: both screens froze while the finger
    /// was down, a hitch for a tap. A touch on a control presses it and the switch plays on.
    @Test func aTapOnAButtonDuringASwitchPressesItWithoutAHitch() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        var tapped = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in tapped += 1 })
        button.frame = CGRect(x: 0, y: 380, width: 390, height: 44)
        let arriving: UIView = scene.container.viewControllers[1].view
        arriving.addSubview(button)
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 10)
        scene.window.touchDown(at: CGPoint(x: 350, y: 400))
        let touched = arriving.layer.presentation().position.x
        scene.ui.clock.advance(frames: 3)
        #expect(arriving.layer.presentation().position.x < touched - 1, "the switch froze under a tap")
        #expect(scene.container.engine.phase == .animating)
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        _ = tapped
        swipes.remove()
    }

    /// Review: under `interruptAndRetarget`, a selection asked for while a touch held a switch settled the switch as
    /// a finger's ("heading back"): the committed switch snapped back to where it started. A switch only a touch holds
    /// settles where it was heading.
    @Test func aSwitchHeldByATouchSettlesWhereItWasHeading() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        scene.container.engine.midFlightPolicy = .interruptAndRetarget
        let swipes = scene.container.installEdgeSwipes()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 10)
        scene.window.touchDown(at: CGPoint(x: 380, y: 600))
        #expect(scene.container.engine.phase == .interactive)
        var ends: [Bool] = []
        let token = scene.container.engine.addObserver(end: { _, completed in ends.append(completed) })
        try scene.ui.perform { try scene.container.select(index: 2) }
        #expect(ends.first == true, "the held switch snapped back to where it started")
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 2)
        scene.container.engine.removeObserver(token)
        swipes.remove()
    }

    /// A drawer opening by itself (its button tapped) is caught by a touch on it: it holds there, goes on opening
    /// when the finger lifts, and a drag from the hold closes it from where it was. (A tap on the centre beside it
    /// closes it, as a tap there always does.)
    @Test func aTouchCatchesADrawerAndAPanTakesItOver() {
        let scene = DrawerScene()
        let pans = scene.drawer.installPans(on: scene.host)
        let centre = scene.center.view
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.advance(frames: 8)
        scene.window.touchDown(at: CGPoint(x: 30, y: 400))
        let held = scene.drawer.openFraction ?? 0
        scene.ui.clock.advance(frames: 6)
        #expect(held > 0.05 && held < 0.95)
        #expect(abs((scene.drawer.openFraction ?? 0) - held) < 1e-6, "the drawer went on opening under the finger")
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left, "the drawer did not go on opening")
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.advance(frames: 5)
        scene.window.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 20, y: 400), frames: 10, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        _ = centre
        pans.remove()
    }
}

/// Review: taking a container's swipes off (a SwiftUI `swipesEnabled` turned off, a screen that releases them) in the
/// middle of a swipe detached the recognizer before it could report the end: the switch stayed half-way with no
/// finger on it, the leaving screen untappable, and every later selection waited for it. A swipe taken off while it
/// tracks is cancelled, and so is a catch holding a switch.
@MainActor
@Suite("Swipes taken off mid-gesture")
struct SwipesRemovedMidGestureTests {
    @Test func takingTheSwipesOffMidSwipeCancelsIt() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        scene.window.touchDown(at: CGPoint(x: 388, y: 400))
        for step in 1...8 {
            scene.window.touchMove(to: CGPoint(x: 388 - CGFloat(step) * 15, y: 400))
            scene.ui.clock.advance(frames: 1)
        }
        #expect(scene.container.engine.phase == .interactive)
        scene.ui.perform { swipes.remove() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.engine.phase == .idle, "the switch stayed half-way")
        #expect(scene.container.selectedIndex == 0)
        scene.window.touchUp()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1, "a later selection waited for the stuck switch")
    }

    @Test func takingTheSwipesOffWhileAFingerHoldsASwitchLetsItGoOn() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 6)
        scene.window.touchDown(at: CGPoint(x: 380, y: 400))
        #expect(scene.container.engine.phase == .interactive)
        scene.ui.perform { swipes.remove() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.engine.phase == .idle, "the caught switch stayed held")
        #expect(scene.container.selectedIndex == 1)
        scene.window.touchUp()
    }
}

/// Review: a container paged by edge swipes had no way in for VoiceOver, whose users swipe with three fingers to
/// page: the other children could not be reached without buttons of the app's own. The swipes' container pages by
/// VoiceOver's scroll too, reads the new position, and mirrors right to left.
@MainActor
@Suite("VoiceOver pages a swiped container")
struct VoiceOverPagingTests {
    @Test func aThreeFingerSwipePagesAndReadsThePosition() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let label = UILabel()
        label.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
        scene.container.viewControllers[0].view.addSubview(label)
        scene.ui.accessibility.focus(label)
        #expect(!scene.ui.accessibility.performScroll(.left), "no swipes, no paging")
        let swipes = scene.container.installEdgeSwipes()
        let before = scene.ui.accessibility.posts.count
        #expect(scene.ui.accessibility.performScroll(.left))
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        // Second review: the position was read at once, then cut off by the new screen's announcement as the
        // switch completed. It is read once the switch completes, alone.
        let posts = scene.ui.accessibility.posts.dropFirst(before)
        #expect(posts.map(\.notification) == [.pageScrolled], "posted: \(posts.map(\.notification))")
        let read = posts.last?.argument as? String
        #expect(read?.hasSuffix("2 of 3") == true, "read: \(read ?? "nothing")")
        scene.ui.accessibility.focus(scene.container.viewControllers[1].view)
        #expect(scene.ui.accessibility.performScroll(.previous))
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 0)
        #expect(!scene.ui.accessibility.performScroll(.right), "at the first child")
        swipes.remove()
        #expect(!scene.ui.accessibility.performScroll(.left), "the swipes were taken off")
    }

    /// Review: two three-finger swipes in a row read the second position ("3 of 3") when the first page landed, and
    /// the second landing moved the focus with the screen-change sound instead. Each landing reads its own position.
    @Test func twoPagesInARowReadEachPosition() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        scene.ui.accessibility.focus(scene.container.viewControllers[0].view)
        let before = scene.ui.accessibility.posts.count
        #expect(scene.ui.accessibility.performScroll(.next))
        scene.ui.clock.advance(frames: 4)
        #expect(scene.ui.accessibility.performScroll(.next))
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 2)
        let posts = scene.ui.accessibility.posts.dropFirst(before)
        #expect(posts.map(\.notification) == [.pageScrolled, .pageScrolled], "posted: \(posts.map(\.notification))")
        let read = posts.compactMap { $0.argument as? String }
        #expect(read.count == 2 && read[0].hasSuffix("2 of 3") && read[1].hasSuffix("3 of 3"), "read: \(read)")
        swipes.remove()
    }

    @Test func rightToLeftASwipeRightGoesToTheNextChild() throws {
        let scene = try ContainerScene()
        scene.ui.layoutDirection = .rightToLeft
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        scene.ui.accessibility.focus(scene.container.viewControllers[0].view)
        #expect(scene.ui.accessibility.performScroll(.right))
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        swipes.remove()
    }
}

/// Review: the container's edge swipes checked a 20-point edge region of their own after UIKit's screen-edge
/// recognizer had taken the touch: where UIKit's undocumented region is wider, a swipe it began did nothing. The
/// recognizer decides.
@MainActor
@Suite("The edge region is UIKit's")
struct EdgeRegionTests {
    @Test func aSwipeTheRecognizerTakesSwitchesWhateverItsRegion() throws {
        let scene = try ContainerScene()
        scene.ui.screenEdgeRegion = 32
        scene.container.engine.defaultAnimator = SlideAnimator()
        let swipes = scene.container.installEdgeSwipes()
        scene.window.touchDown(at: CGPoint(x: 390 - 28, y: 400))
        for step in 1...6 {
            scene.window.touchMove(to: CGPoint(x: 362 - CGFloat(step) * 20, y: 400))
            scene.ui.clock.advance(frames: 1)
        }
        #expect(scene.container.engine.phase == .interactive, "the swipe UIKit began did nothing")
        scene.window.touchUp()
        scene.ui.clock.runUntilIdle()
        swipes.remove()
    }
}

/// Second review: a drawer container pushed on a navigation stack let the back swipe and the drawer's opening pan
/// race for the leading edge. The back swipe goes first, as on any pushed screen; the drawer opens from that edge only
/// where there is nothing to go back to.
@MainActor
@Suite("A drawer pushed on a navigation stack")
struct PushedDrawerTests {
    @Test func theLeadingEdgeGoesBack() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        let host = TransitionContainerViewController(identifier: "Drawer")
        host.transitionIdentifier = "Drawer"
        let drawer = DrawerController(container: host)
        let pans = drawer.installPans(on: host)
        ui.perform {
            window.rootViewController = navigation
            drawer.setCenter(Screen("Inbox"))
            drawer.setDrawer(Screen("Menu"), for: .left)
            navigation.pushViewController(host, animated: false)
        }
        ui.clock.runUntilIdle()
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 330, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "the leading edge opened the drawer instead of going back")
        #expect(drawer.openSide == nil)
        _ = pans
    }
}
