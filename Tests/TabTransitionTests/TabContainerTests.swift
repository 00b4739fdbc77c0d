import Foundation
import HeadlessUI
import TabTransition
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionTesting

@MainActor
struct TabScene {
    let ui = HeadlessEnvironment()
    let window: HeadlessWindow
    let host: HeadlessContainerViewController
    let tabs: TabContainer<HeadlessContainerViewController.Host>
    let children: [HeadlessViewController]
    var bars: [TabBarState] = []

    init(animator: TabAnimator = TabAnimator()) throws {
        window = ui.makeWindow()
        host = HeadlessContainerViewController(identifier: "Tabs", environment: ui)
        tabs = TabContainer(container: host, animator: animator)
        children = ["Home", "Search", "Settings"].map(ui.makeViewController)
        let (ui, window, host, tabs, children) = (ui, window, host, tabs, children)
        try ui.perform {
            window.rootViewController = host
            try tabs.setTabs(children, titles: ["Home", "Search", "Settings"])
        }
    }

    var shown: [String] { host.contentView.subviews.compactMap { $0.owner?.identifier } }
}

@MainActor
@Suite("Tab container")
struct TabContainerTests {
    /// The tab container's animator sits beneath the engine's own default: it never overwrites what the app set.
    @Test func theEnginesDefaultAnimatorIsTheApps() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = HeadlessContainerViewController(identifier: "Tabs", environment: ui)
        let chosen = ClosureAnimator(name: "apps-own") { _ in
            TransitionAnimation(
                duration: 0.2, curve: .linear,
                tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        }
        host.engine.defaultAnimator = chosen
        let tabs = TabContainer(container: host)
        #expect(tabs.engine.defaultAnimator?.name == "apps-own")
        let children = ["Home", "Search"].map(ui.makeViewController)
        try ui.perform {
            window.rootViewController = host
            try tabs.setTabs(children)
        }
        try ui.perform { try tabs.select(index: 1) }
        #expect(tabs.engine.activeAnimation?.duration == 0.2)
        ui.clock.runUntilIdle()
        // Without an app default, the tab container's own animator plays.
        host.engine.defaultAnimator = nil
        try ui.perform { try tabs.select(index: 0) }
        let context = try #require(tabs.engine.activeContext)
        #expect(tabs.engine.activeAnimation?.duration == TabAnimator().animation(for: context).duration)
        #expect(tabs.engine.activeAnimation?.duration != 0.2)
        ui.clock.runUntilIdle()
    }

    @Test func theIndicatorFollowsProgressForwardAndReturnsOnCancel() throws {
        let scene = try TabScene()
        var positions: [Double] = []
        scene.tabs.onTabBarChange = { positions.append($0.indicatorPosition) }
        // Swipe in from the right edge to 40% and release slowly: cancelled.
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 233, y: 400), frames: 12) {
            scene.tabs.handlePan($0)
        }
        let peak = positions.max() ?? 0
        #expect(abs(peak - 0.4) < 1e-9)
        #expect(scene.tabs.tabBar.selectedIndex == 1, "the destination is selected while the finger drives")
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.lastSwipeOutcome?.finishes == false)
        #expect(scene.tabs.tabBar == TabBarState(titles: ["Home", "Search", "Settings"], selectedIndex: 0))
        let afterPeak = positions.drop { $0 < peak }
        #expect(zip(afterPeak, afterPeak.dropFirst()).allSatisfy { $0 >= $1 }, "the indicator only goes back")
        #expect(scene.shown == ["Home"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func theTitlesHighlightMidTransition() throws {
        let scene = try TabScene()
        try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 2) }
        try scene.tabs.engine.updateInteractiveTransition(0.25)
        #expect(scene.tabs.tabBar.highlights == [0.75, 0, 0.25])
        #expect(scene.tabs.tabBar.indicatorPosition == 0.5)
        try scene.tabs.engine.finishInteractiveTransition()
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.tabBar.highlights == [0, 0, 1])
        #expect(scene.tabs.tabBar.indicatorPosition == 2)
    }

    @Test func aSwipeFromTheLeftEdgeGoesToThePreviousTab() throws {
        let scene = try TabScene()
        try scene.ui.perform { try scene.tabs.select(index: 2, animated: false) }
        #expect(scene.tabs.tabBar.selectedIndex == 2)
        scene.ui.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400), frames: 12) { scene.tabs.handlePan($0) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.engine.selectedIndex == 1)
        #expect(scene.tabs.tabBar.indicatorPosition == 1)
        #expect(scene.shown == ["Search"])
    }

    @Test func mismatchedTitlesAreRejected() throws {
        let scene = try TabScene()
        #expect(throws: TransitionError.self) { try scene.tabs.setTabs(scene.children, titles: ["One"]) }
        #expect(scene.tabs.tabBar.titles == ["Home", "Search", "Settings"])
    }

    @Test func tabAnimatorConforms() {
        var registry = AnimatorRegistry()
        try? registry.register(TabAnimator.self)
        for parameters: [String: ParameterValue] in [[:], ["style": "cross-fade"], ["curve": [0.3, 0, 0.2, 1]]] {
            let animator = (try? TabAnimator(parameters)) ?? TabAnimator()
            let report = AnimatorConformance.check(animator, registry: registry)
            #expect(report.passed, "\(report)")
            #expect(report.checks.count >= 8)
        }
    }
}

@MainActor
@Suite("Tab animator")
struct TabAnimatorTests {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    func state(
        _ animator: TabAnimator, _ role: TransitionRole, at fraction: Double,
        direction: TransitionDirection = .forward, layout: TransitionLayoutDirection = .leftToRight
    ) -> ViewState {
        let context = TransitionContext(
            previewing: TransitionPair(container: "T", from: "A", to: "B"),
            containerBounds: bounds, direction: direction, layoutDirection: layout)
        return animator.animation(for: context).state(of: role, at: fraction, base: ViewState(frame: bounds))
    }

    @Test func aForwardSlideMovesBothPagesLeft() {
        let slide = TabAnimator()
        #expect(state(slide, .to, at: 0).frame.minX == 390)
        #expect(state(slide, .to, at: 0.5).frame.minX == 195)
        #expect(state(slide, .from, at: 0.5).frame.minX == -195)
        #expect(state(slide, .from, at: 1).frame.minX == -390)
        #expect(state(slide, .to, at: 1).frame.minX == 0)
    }

    @Test func aBackwardSlideAndARightToLeftLayoutMirrorIt() {
        let slide = TabAnimator()
        #expect(state(slide, .to, at: 0.5, direction: .backward).frame.minX == -195)
        #expect(state(slide, .to, at: 0.5, layout: .rightToLeft).frame.minX == -195)
        #expect(state(slide, .to, at: 0.5, direction: .backward, layout: .rightToLeft).frame.minX == 195)
    }

    /// Device defect 8: the cross-fade faded both pages, so a quarter of the window's background showed at the
    /// middle. The leaving page fades out over the arriving one, which stays opaque underneath.
    @Test func aCrossFadeFadesTheLeavingPageOverTheOpaqueArrivingOne() throws {
        let fade = try TabAnimator(["style": "cross-fade"])
        #expect(state(fade, .to, at: 0.5) == ViewState(frame: bounds, alpha: 1))
        #expect(state(fade, .from, at: 0.25) == ViewState(frame: bounds, alpha: 0.75))
        let report = AnimatorConformance.check(fade)
        #expect(!report.failures.contains { $0.hasPrefix("no frame shows the background") }, "\(report)")
    }

    @Test func badParametersGiveTheRegistrysErrors() {
        #expect(
            throws: TransitionError.invalidParameters(
                animator: "tab",
                problems: [
                    ParameterProblem(
                        parameter: "style",
                        kind: .notAllowed(
                            got: "slid", valid: ["slide", "cross-fade"],
                            suggestion: "slide"))
                ])
        ) { try TabAnimator(["style": "slid"]) }
        #expect(throws: TransitionError.self) { try TabAnimator(["duration": -1]) }
        #expect(throws: TransitionError.self) { try TabAnimator(["curve": "bouncy"]) }
    }
}

@MainActor
@Suite("Tab container and config")
struct TabContainerConfigTests {
    static let json = """
        {
          "version": 1,
          "transitions": [
            { "container": "Tabs", "from": "Home", "to": "Search", "animator": null }
          ]
        }
        """

    @Test func aNullRuleSwitchesWithoutAnimationWhileNoRuleKeepsTheTabAnimator() throws {
        let scene = try TabScene()
        var registry = AnimatorRegistry()
        try registry.register(TabAnimator.self)
        let delegate = try ConfiguredTransitionDelegate(data: Data(Self.json.utf8), registry: registry)
        delegate.attach(to: scene.tabs.engine)
        let nullRule = TransitionPair(container: "Tabs", from: "Home", to: "Search", fromIndex: 0, toIndex: 1)
        let noRule = TransitionPair(container: "Tabs", from: "Search", to: "Settings", fromIndex: 1, toIndex: 2)
        guard case .noAnimation = delegate.animatorChoice(for: nullRule) else {
            Issue.record("a null rule must say 'no animation'")
            return
        }
        guard case .containerDefault = delegate.animatorChoice(for: noRule) else {
            Issue.record("no rule must defer to the container")
            return
        }

        try scene.ui.perform { try scene.tabs.select(index: 1) }
        #expect(scene.tabs.engine.phase == .idle, "null: no animation, even with the tab animator as default")
        #expect(scene.shown == ["Search"])
        try scene.ui.perform { try scene.tabs.select(index: 2) }
        #expect(scene.tabs.engine.phase == .animating, "no rule: the container's own tab animator")
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == ["Settings"])
        #expect(scene.ui.finish() == .clean)
    }
}

@MainActor
@Suite("Tab container and the app's handlers")
struct TabContainerHandlerTests {
    @Test func theAppsHandlersAndTheTabBarBothFollowProgress() throws {
        let scene = try TabScene()
        var appFrames = 0
        var appEnds: [Bool] = []
        scene.tabs.engine.progressHandler = { _ in appFrames += 1 }
        scene.tabs.engine.transitionEndHandler = { _, completed in appEnds.append(completed) }
        try scene.ui.perform { try scene.tabs.select(index: 2) }
        scene.ui.clock.advance(frames: 5)
        #expect(scene.tabs.tabBar.indicatorPosition > 0, "the tab bar still follows progress")
        scene.ui.clock.runUntilIdle()
        #expect(appFrames > 5)
        #expect(appEnds == [true])
        #expect(scene.tabs.tabBar.indicatorPosition == 2)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aRemovedObserverHearsNothing() throws {
        let scene = try TabScene()
        var heard = 0
        let token = scene.tabs.engine.addObserver(progress: { _ in heard += 1 })
        scene.tabs.engine.removeObserver(token)
        scene.tabs.engine.removeObserver(token)
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(heard == 0)
    }
}

@MainActor
@Suite("Tab container: one engine per container")
struct TabContainerOneEngineTests {
    @Test func onAnEngineContainerTheTabsRunOnItsEngine() throws {
        let scene = try TabScene()
        #expect(scene.tabs.engine === scene.host.engine)
        #expect(scene.host.viewControllers.map(\.identifier) == ["Home", "Search", "Settings"])
        #expect(scene.host.selectedViewController === scene.children[0])
    }

    @Test func theContainersResizeReachesTheSelectedTab() throws {
        let scene = try TabScene()
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.advance(frames: 4)
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(scene.tabs.engine.phase == .idle)
        #expect(scene.shown == ["Search"])
        #expect(scene.children[1].view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(scene.tabs.tabBar.selectedIndex == 1)
        #expect(scene.ui.finish() == .clean)
    }
}
