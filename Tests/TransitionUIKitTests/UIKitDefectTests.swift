import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// The defects a review of the compiled-only UIKit layer found, each shown on the model of UIKit.
@MainActor
@Suite("UIKit layer defects")
struct UIKitDefectTests {
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

    // 3. With a navigation delegate attached, the system back swipe may never begin (the conservative reading the
    // model takes): a pop the config leaves to UIKit's own animation had no back swipe at all.
    @Test func theBackSwipeWorksForAPopTheConfigLeavesToUIKit() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                #"{ "version": 1, "transitions": [{ "from": "Home", "to": "Detail", "animator": { "type": "fade-scale" } }] }"#
                    .utf8),
            file: "nav.json", registry: .catalogue)
        let navigationDelegate = ConfiguredNavigationDelegate(configuration: configuration)
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        navigationDelegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: false) }
        #expect(
            navigationDelegate.choice(
                for: .pop, in: navigation, from: navigation.viewControllers[1],
                to: navigation.viewControllers[0]
            ).animator == nil)
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(ui.transitionErrors.isEmpty)
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
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 60, y: 400), frames: 6, release: .still)
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
}

/// 9. 120 Hz on an iPhone needs a key in the app's Info.plist; the demo app ships it and the clock can tell.
@MainActor
@Suite("ProMotion on iPhone")
struct ProMotionTests {
    @Test func theDemoAppDeclaresTheKeyThatUnlocks120HzOnIPhone() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/TransitionsDemo.swiftpm/Info.plist")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        #expect((plist as? [String: Any])?["CADisableMinimumFrameDurationOnPhone"] as? Bool == true)
        // The test runner's own bundle has no such key.
        #expect(!DisplayLinkClock.appAllowsHighFrameRatesOnPhone)
    }
}

@MainActor
@Suite("Layer time")
struct LayerTimeTests {
    /// Device defect 9: keyframes took the segment's duration in media time while their begin time was converted to
    /// the layer's: under `window.layer.speed = 2` (UI tests set it) Core Animation played the switch in half the
    /// time, held the end, and the screen jumped back when the main thread drew again. What a person sees at the
    /// hand-off is the last frame drawn.
    @Test(arguments: [1.0, 2.0, 0.5])
    func keyframesFollowTheLayersTime(speed: Double) throws {
        let scene = try TabsScene()
        scene.window.rootView.layer.speed = Float(speed)
        let animation = try #require(
            scene.configuration.config.resolve(container: "Tabs", from: "Home", to: "Search")?.animator?.animator
        ).animation(
            for: TransitionContext(
                previewing: TransitionPair(container: "Tabs", from: "Home", to: "Search", fromIndex: 0, toIndex: 1),
                containerBounds: scene.window.bounds))
        let watch = FrameWatch(window: scene.window, limits: FrameLimits(peakRatesOf: animation, in: scene.window.bounds))
        watch.start()
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        scene.ui.clock.stall(frames: 6)
        scene.ui.clock.runUntilIdle()
        #expect(watch.report.jumps.failedCount == 0, "\(watch.report)")
        #expect(scene.tabs.selectedIndex == 1)
    }
}

@MainActor
@Suite("Layer properties at rest")
struct LayerPropertiesAtRestTests {
    /// Device defect 11: every view a transition touched ended with a rectangular shadow path of its bounds, over the
    /// app's own (a rounded card's). A shadow the animation does not change keeps the app's path; a way there and
    /// back leaves every layer exactly as it was found.
    @Test func anAppsOwnShadowPathSurvivesATransitionThereAndBack() throws {
        let scene = try TabsScene()
        let home = scene.screens[0].view
        let card = HeadlessBezierPath(roundedRect: CGRect(x: 16, y: 100, width: 358, height: 400), cornerRadius: 24).cgPath
        home.layer.shadowOpacity = 0.3
        home.layer.shadowRadius = 12
        home.layer.shadowPath = card
        let watch = FrameWatch(window: scene.window)
        watch.start()
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        try scene.ui.perform { try scene.tabs.select(index: 0) }
        scene.ui.clock.runUntilIdle()
        #expect(home.layer.shadowPath == card)
        watch.checkRest(strict: true)
        #expect(watch.report.rest.failedCount == 0, "\(watch.report)")
    }

    /// Device defect 11, the drawer: opening casts a shadow from the centre; closing takes it away, path and all.
    @Test func aDrawerOpenedAndClosedLeavesNoShadowPath() throws {
        let scene = DrawerScene()
        let (ui, drawer) = (scene.ui, scene.drawer)
        let watch = FrameWatch(window: scene.window)
        watch.start()
        ui.perform { drawer.open(.left) }
        ui.clock.runUntilIdle()
        ui.perform { drawer.close() }
        ui.clock.runUntilIdle()
        watch.checkRest(strict: true)
        #expect(watch.report.rest.failedCount == 0, "\(watch.report)")
    }
}

@MainActor
@Suite("Reduce Motion and the drawer")
struct ReduceMotionDrawerTests {
    /// Device defect 7: under Reduce Motion a drawer took the config's replace-only dissolve: the centre faded in
    /// place and sat at alpha 0 while the drawer was open. The drawer stays beside the centre, which never blanks.
    @Test func anOpenDrawerKeepsTheCentreBesideItUnderReduceMotion() throws {
        let configuration = try exampleConfiguration()
        configuration.reduceMotion = true
        let scene = DrawerScene(center: "Tabs", delegate: configuration)
        let (ui, drawer, center, menu) = (scene.ui, scene.drawer, scene.center, scene.menu)
        let watch = FrameWatch(window: scene.window)
        watch.start()
        ui.perform { drawer.open(.left) }
        ui.clock.runUntilIdle()
        #expect(drawer.openSide == .left)
        #expect(center.view.isVisibleOnScreen && menu.view.isVisibleOnScreen)
        #expect(center.view.convert(CGPoint.zero, to: nil).x >= 279, "the centre sits beside the open drawer")
        #expect(watch.report.background.failedCount == 0, "\(watch.report)")
        ui.perform { drawer.close() }
        ui.clock.runUntilIdle()
        watch.checkRest(strict: true)
        #expect(watch.report.passed, "\(watch.report)")
    }
}

@MainActor
@Suite("A tab chosen while a tab switch plays")
struct TabMidFlightTests {
    @MainActor
    struct Scene {
        let ui = HeadlessEnvironment()
        let window: UIWindow
        let tabs = UITabBarController()
        let screens = ["Home", "Search", "Settings"].map { Screen($0) }
        let delegate: ConfiguredTabBarDelegate

        init(reading: UITabBarController.MidFlightSwitch = .refused) throws {
            window = ui.makeWindow()
            tabs.midFlightSwitch = reading
            let configuration = try ConfiguredTransitionDelegate(
                data: Data(
                    #"{ "version": 1, "default": { "type": "tab", "style": "cross-fade", "duration": 0.4 } }"#.utf8),
                registry: .catalogue)
            delegate = ConfiguredTabBarDelegate(configuration: configuration)
            tabs.setViewControllers(screens, animated: false)
            tabs.delegate = delegate
            ui.perform { window.rootViewController = tabs }
            ui.clock.runUntilIdle()
        }
    }

    /// Device defect 2: a tab tapped while a switch played went nowhere (UIKit refused it, as the model reads it) or
    /// started a second transition over the first, which read the half-faded screen as its rest and left it at that
    /// alpha. The tap waits for the switch to end, then selects its tab; every screen rests as found.
    @Test(arguments: [UITabBarController.MidFlightSwitch.refused, .startsAnother])
    func aTabTappedMidFlightIsSelectedWhenTheSwitchEnds(reading: UITabBarController.MidFlightSwitch) throws {
        let scene = try Scene(reading: reading)
        let watch = FrameWatch(window: scene.window)
        watch.start()
        scene.ui.perform { scene.tabs.selectTab(at: 1) }
        scene.ui.clock.advance(frames: 8)
        scene.ui.perform { scene.tabs.selectTab(at: 2) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.selectedIndex == 2)
        #expect(scene.ui.transitionErrors.isEmpty, "\(scene.ui.transitionErrors)")
        #expect(scene.screens.allSatisfy { $0.view.alpha == 1 })
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
    }

    /// Device defect 2, in code: a `selectedIndex` set mid-flight asks no `shouldSelect`. Under both readings of
    /// UIKit (it refuses the switch, or starts it over the running one), the delegate hands no animator while its
    /// own switch plays, so no second animation starts from half-faded screens: nothing is left half-faded and one
    /// tab shows.
    @Test(arguments: [UITabBarController.MidFlightSwitch.refused, .startsAnother])
    func aSelectionInCodeMidFlightLeavesNothingHalfFaded(reading: UITabBarController.MidFlightSwitch) throws {
        let scene = try Scene(reading: reading)
        let watch = FrameWatch(window: scene.window)
        watch.start()
        scene.ui.perform { scene.tabs.selectTab(at: 1) }
        scene.ui.clock.advance(frames: 8)
        #expect(
            scene.delegate.tabBarController(
                scene.tabs, animationControllerForTransitionFrom: scene.screens[1], to: scene.screens[2]) == nil)
        scene.ui.perform { scene.tabs.selectedIndex = 2 }
        scene.ui.clock.runUntilIdle()
        #expect(scene.screens.allSatisfy { $0.view.alpha == 1 })
        // One tab on screen, the selected one, with balanced appearance calls.
        let shown = scene.tabs.view.subviews.compactMap(\.owner)
        #expect(shown.count == 1 && shown.first === scene.tabs.selectedViewController, "\(shown.map(\.identifier))")
        #expect(scene.ui.appearanceErrors.isEmpty, "\(scene.ui.appearanceErrors)")
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
    }
}

/// A drawer (Menu on the left) around a centre screen on the model's window, at rest.
@MainActor
struct DrawerScene {
    let ui = HeadlessEnvironment()
    let window: UIWindow
    let host = TransitionContainerViewController(identifier: "Drawer")
    let drawer: DrawerController<TransitionContainerViewController.Host>
    let center: Screen
    let menu = Screen("Menu")

    init(center name: String = "Center", delegate: (any ContainerTransitionDelegate)? = nil) {
        window = ui.makeWindow()
        host.transitionIdentifier = "Drawer"
        drawer = DrawerController(container: host)
        drawer.delegate = delegate
        center = Screen(name)
        ui.perform { [self] in
            window.rootViewController = host
            drawer.setCenter(center)
            drawer.setDrawer(menu, for: .left)
        }
        ui.clock.runUntilIdle()
    }
}
