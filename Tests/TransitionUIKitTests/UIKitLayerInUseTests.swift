import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// The defects a review of the compiled-only UIKit layer found, each shown on the model of UIKit.
@MainActor
@Suite("The UIKit layer in use: touches, swipes, scroll, background and bars")
struct UIKitLayerInUseTests {
    // 1. The drawer's auxiliary views took no touches, so nothing in a DrawerController could be touched.
    @Test func aButtonInTheDrawersCentreTakesATap() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Drawer")
        host.engine.appearanceForwarding = .navigationStyle
        let drawer = DrawerController(container: host)
        let center = Screen("Tabs")
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        center.view.addSubview(button)
        ui.perform { window.rootViewController = host }
        drawer.setCenter(center)
        drawer.setDrawer(Screen("Menu"), for: .left)
        #expect(window.hitTest(CGPoint(x: 160, y: 322)) === button)
        window.tap(button)
        #expect(taps == 1)
    }

    /// Review: the leaving screen took touches for the whole switch. A fade-scale puts the arriving screen under the
    /// leaving one, which fades out on top: a tap on what already looks like the new screen pressed the old screen's
    /// button. The leaving screen takes none while it leaves, and takes them again once a cancel brings it back.
    @Test func aTapDuringASwitchNeverPressesTheLeavingScreensButton() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = TransitionContainerViewController(identifier: "Tabs")
        container.engine.defaultAnimator = FadeScaleAnimator()
        let (home, search) = (Screen("Home"), Screen("Search"))
        var pressed: [String] = []
        var buttons: [UIButton] = []
        for (screen, name) in [(home, "Home"), (search, "Search")] {
            let button = UIButton(primaryAction: UIAction(title: name) { _ in pressed.append(name) })
            button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
            screen.view.addSubview(button)
            buttons.append(button)
        }
        ui.perform {
            window.rootViewController = container
            container.viewControllers = [home, search]
        }
        let point = CGPoint(x: 160, y: 322)
        #expect(window.hitTest(point)?.isDescendant(of: home.view) == true)
        try ui.perform { try container.select(index: 1) }
        ui.clock.advance(by: 0.2)  // most of the way: the old screen nearly transparent on top
        #expect(container.engine.phase == .animating)
        let hit = window.hitTest(point)
        #expect(hit?.isDescendant(of: home.view) != true, "the leaving screen takes no touch")
        #expect(hit?.isDescendant(of: search.view) == true, "the screen a person sees takes it")
        window.tap(buttons[1])  // where both buttons are
        #expect(pressed == ["Search"])
        ui.clock.runUntilIdle()
        #expect(home.view.isUserInteractionEnabled && search.view.isUserInteractionEnabled)

        // A swipe back held and cancelled: the screen that stays takes touches again.
        let engine = container.engine
        ui.perform { _ = try? engine.beginInteractiveTransition(to: 0) }
        ui.perform { try? engine.updateInteractiveTransition(0.3) }
        #expect(!search.view.isUserInteractionEnabled)
        ui.perform { try? engine.cancelInteractiveTransition() }
        ui.clock.runUntilIdle()
        #expect(container.selectedIndex == 1 && search.view.isUserInteractionEnabled)
        #expect(window.hitTest(point)?.isDescendant(of: search.view) == true)
    }

    // 2. Every applied state set bounds.origin to zero: a scroll view (a table's root view) jumped to the top.
    @Test func aListKeepsItsScrollPositionThroughASwitchAndBack() throws {
        let list = ListScreen("Home")
        let scene = try TabsScene { [list, Screen("Search"), Screen("Settings")] }
        scene.ui.perform { list.list.contentOffset = CGPoint(x: 0, y: 300) }
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.advance(frames: 1)
        #expect(list.list.contentOffset.y == 300)
        #expect(list.list.layer.presentation().bounds.origin.y == 300)
        scene.ui.clock.runUntilIdle()
        try scene.ui.perform { try scene.tabs.select(index: 0) }
        scene.ui.clock.advance(frames: 2)
        #expect(list.list.layer.presentation().bounds.origin.y == 300)
        scene.ui.clock.runUntilIdle()
        #expect(list.list.contentOffset.y == 300)
    }

    // 3. A pop the config leaves to UIKit's own animation keeps a back swipe under both readings: UIKit's own where it
    // begins under a delegate; where it does not (UIKit refuses its swipe while the delegate animates), the library's
    // leading-edge swipe plays UIKit's pop as near as it can — under the finger, never showing the window between the
    // screens — without taking the system recognizer's delegate over.
    @Test(arguments: [UINavigationController.BackSwipeReading.disabledByADelegate, .beginsWithADelegate])
    func theBackSwipeWorksForAPopTheConfigLeavesToUIKit(reading: UINavigationController.BackSwipeReading) throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                #"{ "version": 1, "transitions": [{ "from": "Home", "to": "Detail", "animator": { "type": "fade-scale" } }] }"#
                    .utf8),
            file: "nav.json", registry: .catalogue)
        let navigationDelegate = ConfiguredNavigationDelegate(configuration: configuration)
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        navigation.backSwipeReading = reading
        navigationDelegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: false) }
        #expect(
            navigationDelegate.choice(
                for: .pop, in: navigation, from: navigation.viewControllers[1],
                to: navigation.viewControllers[0]
            ).animator == nil)
        let watch = FrameWatch(window: window, limits: FrameLimits(cellSize: 24))
        watch.start()
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(ui.transitionErrors.isEmpty)
        let report = watch.report
        #expect(report.passed, "\([report.background, report.jumps, report.finger].flatMap(\.failures))")
        if reading == .disabledByADelegate { #expect(report.finger.examined > 0, "the pop did not follow the finger") }
        // A person who cannot go back is kept: the stand-in obeys UIKit's policy too.
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: false) }
        navigation.topViewController?.navigationItem.hidesBackButton = true
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
    }

    /// Review: the pop played for UIKit was flat (no dimming over the screen below, no shadow at the leaving screen's
    /// edge), unlike the pops UIKit plays elsewhere in the app. Half-way, the screen below is dimmed under the leaving
    /// one, which casts a shadow; both are gone at the end.
    @Test func thePopPlayedForUIKitDimsAndShadowsAsUIKitsDoes() throws {
        let scene = try ConfiguredNavigationScene(
            #"{ "from": "Home", "to": "Detail", "animator": { "type": "fade-scale" } }"#, pushed: ["Detail"])
        let (ui, window, navigation, navigationDelegate) = (scene.ui, scene.window, scene.navigation, scene.delegate)
        navigation.backSwipeReading = .disabledByADelegate
        let home = navigation.viewControllers[0]
        let detail = navigation.viewControllers[1]
        window.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 24, through: 184, by: 20) {
            ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
        }
        ui.clock.advance(frames: 1)
        let container = try #require(detail.view.superview)
        let homeIndex = try #require(container.subviews.firstIndex { $0 === home.view })
        let detailIndex = try #require(container.subviews.firstIndex { $0 === detail.view })
        let between = container.subviews[(homeIndex + 1)..<detailIndex]
        #expect(between.contains { $0.backgroundColor == .black && $0.alpha > 0.01 }, "the screen below is not dimmed")
        #expect(detail.view.layer.shadowOpacity > 0.01, "the leaving screen casts no shadow")
        window.touchUp()
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(home.view.superview?.subviews.contains { $0.backgroundColor == .black } == false)
        withExtendedLifetime(navigationDelegate) {}
    }

    // 3. The other reading: the system swipe begins with a delegate too, and on a pair whose animator no edge swipe
    // can drive (here a pinch), UIKit plays the pop without the finger. The back swipe must not start it.
    @Test func theSystemBackSwipeNeverStartsAFingerlessPop() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                #"""
                { "version": 1, "transitions": [
                    { "from": "Home", "to": "Detail", "animator": { "type": "fade-scale" } },
                    { "from": "Detail", "to": "Home", "animator": { "type": "fade-scale" }, "interaction": { "type": "pinch" } }
                ] }
                """#.utf8), file: "nav.json", registry: .catalogue)
        let navigationDelegate = ConfiguredNavigationDelegate(configuration: configuration)
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        navigation.backSwipeReading = .beginsWithADelegate
        navigationDelegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: false) }
        // UIKit's swipe begins on this pop (the library's edge swipes cannot drive a pinch); the pop follows it.
        window.touchDown(at: CGPoint(x: 4, y: 400))
        for step in 1...6 {
            ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: 4 + CGFloat(step) * 20, y: 400))
        }
        let held = navigation.runningTransition
        #expect(held?.isInteractive == true, "the pop played by itself under a finger still down")
        for _ in 0..<6 {
            ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: 124, y: 400))
        }
        window.touchUp()
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
    }

    // 4. Edge checks used the recognizer's `.began` location, 10 points in from where the finger went down.
    @Test func anEdgeSwipeThatStartsTwelvePointsFromTheEdgeSwitchesTabs() throws {
        let scene = try TabsScene()
        let swipe = SwipeInteraction(engine: scene.tabs.engine, edge: .right)
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .right
        let forwarder = GestureForwarder(recognizer, on: scene.tabs.view) { swipe.handle($0) }
        scene.window.drag(from: CGPoint(x: 378, y: 400), to: CGPoint(x: 100, y: 400), frames: 20, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.selectedIndex == 1)
        forwarder.remove()
    }

    @Test func aBezelPanThatStartsTwelvePointsFromTheEdgeOpensTheDrawer() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Drawer")
        host.engine.appearanceForwarding = .navigationStyle
        let drawer = DrawerController(container: host)
        ui.perform { window.rootViewController = host }
        drawer.setCenter(Screen("Tabs"))
        drawer.setDrawer(Screen("Menu"), for: .left)
        let pan = GestureForwarder(UIPanGestureRecognizer(), on: host.view) { drawer.handlePan($0) }
        window.drag(from: CGPoint(x: 12, y: 400), to: CGPoint(x: 300, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(drawer.openSide == .left)
        pan.remove()
    }

    // 6. The interactive pop never advanced right to left: the tracker was built for the left edge.
    @Test func aRightToLeftBackSwipeDrivesThePop() throws {
        let ui = HeadlessEnvironment()
        ui.layoutDirection = .rightToLeft
        let window = ui.makeWindow()
        let configuration = try exampleConfiguration()
        let navigationDelegate = ConfiguredNavigationDelegate(configuration: configuration)
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        navigationDelegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: true) }
        ui.clock.runUntilIdle()
        window.touchDown(at: CGPoint(x: 385, y: 400))
        for step in 1...20 {
            ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: 385 - CGFloat(step) * 10, y: 400))
        }
        #expect((navigation.runningTransition?.percentComplete ?? 0) > 0.3)
        window.touchUp()
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
    }

    // 7. The slide-and-scale drawer snapped its centre back to full size when the open ended, and to the scaled size
    // when a close began: the open rest state was the identity transform, not the animation's end.
    @Test func aSlideAndScaleDrawerKeepsItsCentreScaledWhileOpenAndClosesFromThere() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Drawer")
        host.engine.appearanceForwarding = .navigationStyle
        let drawer = DrawerController(container: host)
        drawer.animator = try DrawerAnimator(["style": "slide-and-scale", "centerScale": 0.8])
        ui.perform { window.rootViewController = host }
        drawer.setCenter(Screen("Tabs"))
        drawer.setDrawer(Screen("Menu"), for: .left)
        ui.perform { drawer.open(.left) }
        ui.clock.runUntilIdle()
        let center = try #require(drawer.centerContainerView)
        #expect(abs(center.layer.transform.m11 - 0.8) < 1e-9)
        #expect(abs(center.layer.presentation().transform.m11 - 0.8) < 1e-9)
        ui.perform { drawer.close() }
        ui.clock.advance(frames: 1)
        #expect(center.layer.presentation().transform.m11 < 0.81)
        ui.clock.runUntilIdle()
        #expect(center.layer.transform.m11 == 1)
        #expect(drawer.openSide == nil)
    }

    // 8. Backgrounding never reached the engine on UIKit.
    @Test func goingToTheBackgroundSettlesARunningSwitch() throws {
        let scene = try TabsScene()
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        #expect(scene.tabs.engine.phase == .animating)
        scene.ui.enterBackground()
        #expect(scene.tabs.engine.phase == .idle)
        #expect(scene.tabs.selectedIndex == 1)
    }

    // 10. A grab after a busy main thread started from the last fraction drawn, and the view jumped back.
    @Test func grabbingAfterABusyMainThreadStartsWhereTheScreenIs() throws {
        let scene = try TabsScene()
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        scene.ui.clock.stall(frames: 8)
        let search = scene.screens[1].view
        let onScreen = search.presentedFrame
        try scene.ui.perform { try scene.tabs.engine.pauseTransition() }
        #expect(abs(search.frame.minX - onScreen.minX) < 0.5)
        #expect(abs(search.presentedFrame.minX - onScreen.minX) < 0.5)
        try scene.ui.perform { try scene.tabs.engine.finishInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
    }

    // 11. Reading contentView before the view loaded made two content views.
    @Test func readingTheContentViewFirstMakesOneContentView() {
        _ = HeadlessEnvironment()
        let tabs = TransitionContainerViewController(identifier: "Tabs")
        let content = tabs.contentView
        #expect(tabs.view.subviews.count == 1)
        #expect(tabs.view.subviews.first === content)
    }

    // 12. Child preferences were not forwarded: the status bar kept the container's own style.
    @Test func theStatusBarAndHomeIndicatorFollowTheSelectedChild() throws {
        let home = Screen("Home")
        home.statusBarStyle = .lightContent
        let search = Screen("Search")
        search.statusBarStyle = .darkContent
        search.hidesHomeIndicator = true
        let scene = try TabsScene { [home, search, Screen("Settings")] }
        #expect(scene.window.statusBarStyle == .lightContent)
        try scene.ui.perform { try scene.tabs.select(index: 1, animated: false) }
        #expect(scene.window.statusBarStyle == .darkContent)
        #expect(scene.window.isHomeIndicatorAutoHidden)
    }

    /// A portrait-only screen chosen while the phone is sideways turns the interface once it is on screen: since
    /// iOS 16 the system re-reads the orientations only when asked (`setNeedsUpdateOfSupportedInterfaceOrientations`).
    @Test func theSupportedOrientationsFollowTheSelectedChild() throws {
        let reader = Screen("Reader")
        reader.orientations = .portrait
        let scene = try TabsScene { [Screen("Home"), reader, Screen("Settings")] }
        #expect(scene.window.supportedInterfaceOrientations == .allButUpsideDown)
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.window.supportedInterfaceOrientations == .portrait)
        try scene.ui.perform { try scene.tabs.select(index: 0, animated: false) }
        #expect(scene.window.supportedInterfaceOrientations == .allButUpsideDown)
    }
}
