import Foundation
import HeadlessUI
import Testing
import TransitionCore

@MainActor
@Suite("Container engine")
struct ContainerEngineTests {
    // MARK: Context

    @Test(arguments: [(0, 2, true), (2, 0, false)])
    func contextFramesFollowIndexDirection(from: Int, to: Int, goingRight: Bool) throws {
        let scene = try Scene()
        try scene.ui.perform { try scene.container.setViewControllers(scene.children, selecting: from) }
        var captured: TransitionContext?
        scene.container.engine.defaultAnimator = ClosureAnimator(name: "capture") { context in
            captured = context
            return TransitionAnimation(duration: 0.1, tracks: [])
        }
        try scene.ui.perform { try scene.container.select(index: to) }
        let context = try #require(captured)
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let width: CGFloat = goingRight ? 390 : -390
        #expect(context.isGoingRight == goingRight)
        #expect(context.direction == (goingRight ? .forward : .backward))
        #expect(context.initialFrame(for: .from) == bounds)
        #expect(context.finalFrame(for: .from) == bounds.offsetBy(dx: -width, dy: 0))
        #expect(context.initialFrame(for: .to) == bounds.offsetBy(dx: width, dy: 0))
        #expect(context.finalFrame(for: .to) == bounds)
        #expect(
            context.pair
                == TransitionPair(
                    container: "Tabs", from: scene.children[from].identifier,
                    to: scene.children[to].identifier, fromIndex: from, toIndex: to))
        #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
        #expect(context.child(.to, as: HeadlessViewController.self) === scene.children[to])
        scene.ui.clock.runUntilIdle()
    }

    @Test func rightToLeftLayoutMirrorsTheFrames() throws {
        let scene = try Scene()
        scene.container.engine.layoutDirection = .rightToLeft
        var captured: TransitionContext?
        scene.container.engine.defaultAnimator = ClosureAnimator(name: "capture") { context in
            captured = context
            return TransitionAnimation(duration: 0.1, tracks: [])
        }
        try scene.ui.perform { try scene.container.select(index: 1) }
        let context = try #require(captured)
        #expect(!context.isGoingRight)
        #expect(context.initialFrame(for: .to).minX == -390)
        #expect(context.finalFrame(for: .from).minX == 390)
        scene.ui.clock.runUntilIdle()
    }

    @Test func theToViewIsDrawnAtItsInitialFrameBeforeTheFirstFrameAndMovesWithTime() throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.5, curve: .linear)
        try scene.ui.perform { try scene.container.select(index: 1) }
        let search = scene.children[1].view
        let home = scene.children[0].view
        #expect(search.frame.minX == 390)
        scene.ui.clock.advance(frames: 15)  // 0.25 s of 0.5 s
        #expect(abs(search.frame.minX - 195) < 1e-9)
        #expect(abs(home.frame.minX + 195) < 1e-9)
        scene.ui.clock.advance(frames: 15)
        #expect(scene.container.engine.phase == .idle)
        #expect(search.frame.minX == 0)
        // The from-view is put back as it was, for the next time it is shown.
        #expect(home.frame.minX == 0)
    }

    @Test func theAnimationTakesItsDurationOnTheClockToTheFrame() throws {
        let scene = try Scene(framesPerSecond: 120)
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.35)
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 41)
        #expect(scene.container.engine.phase == .animating)
        scene.ui.clock.advance(frames: 1)  // 42 frames at 120 Hz = 0.35 s
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == ["Search"])
    }

    // MARK: Completion

    @Test func completeTransitionRunsOnceAndASecondCallIsReported() throws {
        let scene = try Scene()
        var captured: TransitionContext?
        scene.container.engine.defaultAnimator = ClosureAnimator(name: "self-driving") { context in
            captured = context
            return TransitionAnimation(duration: 1, tracks: [])
        }
        try scene.ui.perform { try scene.container.select(index: 1) }
        let context = try #require(captured)
        scene.ui.perform { context.completeTransition(true) }
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.container.engine.phase == .idle)
        let linesAfterFirst = scene.lines
        scene.ui.perform { context.completeTransition(false) }
        #expect(scene.lines == linesAfterFirst)
        #expect(scene.container.selectedIndex == 1)
        #expect(
            scene.container.engine.diagnostics == [
                .completeTransitionCalledAgain(context.pair, didComplete: false)
            ])
        // The engine's own end of the animation does not complete it a third time.
        scene.ui.clock.advance(by: 2)
        #expect(scene.container.engine.diagnostics.count == 1)
        #expect(scene.ui.finish() == .clean)
    }

    @Test(arguments: [true, false])
    func anAnimatorThatCompletesWhileDescribingDoesNotLeaveTheContainerStuck(didComplete: Bool) throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = ClosureAnimator(name: "eager") { context in
            context.completeTransition(didComplete)
            return TransitionAnimation(duration: 0.3, tracks: [])
        }
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == [didComplete ? "Search" : "Home"])
        #expect(scene.container.selectedIndex == (didComplete ? 1 : 0))
        #expect(scene.container.engine.diagnostics.isEmpty, "the engine does not complete it a second time")
        #expect(scene.ui.finish() == .clean)
    }

    @Test func theDelegateIsToldOfSelectionsAndHeldWeakly() throws {
        let scene = try Scene()
        var delegate: RecordingDelegate? = RecordingDelegate(animator: slideAnimator())
        weak let weakDelegate = delegate
        scene.container.delegate = delegate
        try scene.ui.perform { try scene.container.select(index: 2) }
        #expect(delegate?.asked.map(\.to) == ["Settings"])
        scene.ui.clock.runUntilIdle()
        #expect(delegate?.selected.map(\.to) == ["Settings"])
        delegate = nil
        #expect(weakDelegate == nil)
    }

    @Test func aDelegateReleasedMidTransitionLeavesExactlyOneChildVisible() throws {
        let scene = try Scene()
        var delegate: RecordingDelegate? = RecordingDelegate(animator: slideAnimator(duration: 0.4))
        scene.container.delegate = delegate
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 5)
        delegate = nil
        #expect(scene.container.delegate == nil)
        scene.ui.clock.runUntilIdle()
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.children[1].view.isVisibleOnScreen)
        #expect(scene.children[1].view.frame == scene.container.contentView.bounds)
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func noDelegateAndNoDefaultAnimatorSwitchesAtOnce() throws {
        let scene = try Scene()
        try scene.ui.perform { try scene.container.select(index: 1) }
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == ["Search"])
    }

    @Test func theFirstChildIsShownWithoutAnimation() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let tabs = ModelContainer(identifier: "Tabs", environment: ui)
        tabs.engine.defaultAnimator = slideAnimator()
        ui.perform { window.rootViewController = tabs }
        let home = ui.makeViewController("Home")
        _ = home.view
        ui.clearLog()
        try ui.perform { try tabs.setViewControllers([home, ui.makeViewController("Other")]) }
        #expect(tabs.engine.phase == .idle)
        #expect(
            ui.trace().filter { $0.hasPrefix("Home") || $0.hasPrefix("Tabs") } == [
                line("Tabs", "addChild(Home)", .containerCode),
                line("Home", "willMove(toParent: Tabs)", .system),
                line("Tabs", "addSubview(Home.view)", .containerCode),
                line("Home", "viewWillAppear", .system),
                line("Home", "didMove(toParent: Tabs)", .containerCode),
                line("Home", "viewDidAppear", .system),
            ])
        #expect(home.view.frame == tabs.contentView.bounds)
    }

    // MARK: Bad input

    @Test(arguments: [Double.nan, -0.5, .infinity, -.infinity])
    func aBadAnimatorDurationIsAnErrorAndChangesNothing(duration: Double) throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = animator(withDuration: duration)
        #expect(throws: TransitionError.self) {
            try scene.ui.perform { try scene.container.select(index: 1) }
        }
        #expect(scene.lines.filter { !$0.contains("viewDidLoad") }.isEmpty)
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.shownChildren == ["Home"])
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aZeroDurationCompletesAtOnce() throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = animator(withDuration: 0)
        try scene.ui.perform { try scene.container.select(index: 1) }
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aZeroSizeContainerSwitchesWithoutAnimationAndSaysSo() throws {
        let scene = try Scene(size: .zero)
        scene.container.engine.defaultAnimator = slideAnimator()
        try scene.ui.perform { try scene.container.select(index: 2) }
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == ["Settings"])
        #expect(scene.container.engine.diagnostics.count == 1)
        if case .animationSkippedForEmptyBounds = scene.container.engine.diagnostics.first {
        } else {
            Issue.record("expected animationSkippedForEmptyBounds, got \(scene.container.engine.diagnostics)")
        }
    }

    @Test(arguments: [-1, 3, Int.max])
    func anOutOfRangeIndexIsAnError(index: Int) throws {
        let scene = try Scene()
        #expect(throws: TransitionError.indexOutOfRange(index: index, count: 3)) {
            try scene.container.select(index: index)
        }
        scene.container.selectedIndex = index
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.container.engine.diagnostics == [.requestFailed(.indexOutOfRange(index: index, count: 3))])
    }

    @Test func anEmptyChildListRemovesTheShownChildAndSelectionsFail() throws {
        let scene = try Scene()
        try scene.ui.perform { try scene.container.setViewControllers([]) }
        #expect(scene.container.selectedIndex == nil)
        #expect(scene.container.selectedViewController == nil)
        #expect(scene.shownChildren.isEmpty)
        #expect(scene.container.children.isEmpty)
        #expect(throws: TransitionError.noChildren) { try scene.container.select(index: 0) }
        #expect(scene.ui.finish() == .clean)
    }

    @Test func duplicateChildrenOrIdentifiersAreRejected() throws {
        let scene = try Scene()
        let home = scene.children[0]
        #expect(throws: TransitionError.duplicateChild(identifier: "Home")) {
            try scene.container.setViewControllers([home, home])
        }
        let twin = scene.ui.makeViewController("Home")
        #expect(throws: TransitionError.duplicateIdentifier("Home")) {
            try scene.container.setViewControllers([home, twin])
        }
        #expect(scene.container.viewControllers.map(\.identifier) == ["Home", "Search", "Settings"])
    }

    @Test func replacingChildrenKeepsTheSelectedChildSelected() throws {
        let scene = try Scene()
        try scene.ui.perform { try scene.container.select(index: 1) }
        let extra = scene.ui.makeViewController("Extra")
        scene.ui.clearLog()
        try scene.ui.perform { try scene.container.setViewControllers([extra, scene.children[1]]) }
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.lines.filter { !$0.contains("viewDidLoad") }.isEmpty)
    }

    @Test func replacingChildrenMidTransitionSettlesItFirst() throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = slideAnimator()
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        try scene.ui.perform { try scene.container.setViewControllers([scene.children[2], scene.children[0]]) }
        #expect(scene.container.engine.phase == .idle)
        #expect(scene.shownChildren == ["Settings"])
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func nonFiniteOrNegativeClockAdvancesAreIgnored() {
        let ui = HeadlessEnvironment()
        for bad in [Double.nan, -1, .infinity] { ui.clock.advance(by: bad) }
        #expect(ui.clock.now == 0)
        #expect(ui.clock.ignoredAdvances.count == 3)
    }

    // MARK: Mid-flight requests

    @Test func selectingDuringATransitionUnderIgnoreIsAnError() throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = slideAnimator()
        scene.container.engine.midFlightPolicy = .ignore
        try scene.ui.perform { try scene.container.select(index: 1) }
        #expect(throws: TransitionError.transitionInProgress(requested: 2)) {
            try scene.container.select(index: 2)
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.shownChildren == ["Search"])
    }

    @Test func rapidTapsUnderKeepLatestEndOnTheLastTap() throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = slideAnimator()
        try scene.ui.perform {
            try scene.container.select(index: 1)
            try scene.container.select(index: 2)
            try scene.container.select(index: 1)
        }
        #expect(scene.container.engine.pendingRequests == [1])
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func queuedRequestsRunInOrder() throws {
        let scene = try Scene()
        let delegate = RecordingDelegate(animator: slideAnimator(duration: 0.1))
        scene.container.delegate = delegate
        scene.container.engine.midFlightPolicy = .queue
        try scene.ui.perform {
            try scene.container.select(index: 1)
            try scene.container.select(index: 2)
            try scene.container.select(index: 0)
        }
        scene.ui.clock.runUntilIdle()
        #expect(
            delegate.selected.map(\.description) == [
                "Tabs: Home → Search", "Tabs: Search → Settings",
                "Tabs: Settings → Home",
            ])
        #expect(scene.shownChildren == ["Home"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func interruptSettlesTheRunningTransitionAndStartsTheNextAtOnce() throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = slideAnimator()
        scene.container.engine.midFlightPolicy = .interruptAndRetarget
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 2)
        try scene.ui.perform { try scene.container.select(index: 2) }
        #expect(scene.container.engine.activeContext?.pair.from == "Search")
        #expect(scene.shownChildren == ["Search", "Settings"])
        scene.ui.clock.runUntilIdle()
        #expect(scene.shownChildren == ["Settings"])
        #expect(scene.ui.finish() == .clean)
    }

    // MARK: Interactive basics

    @Test func cancellingAnInteractiveSwitchRestoresTheExactPriorState() throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = ClosureAnimator(name: "slide-fade") { context in
            TransitionAnimation(
                duration: 0.4,
                tracks: [
                    RoleTrack(
                        .from,
                        frame: PropertyTrack(
                            from: context.initialFrame(for: .from),
                            to: context.finalFrame(for: .from)),
                        alpha: PropertyTrack(from: 1, to: 0.2),
                        transform: PropertyTrack(
                            from: .identity,
                            to: Transform(scale: 0.9))),
                    RoleTrack(
                        .to,
                        frame: PropertyTrack(
                            from: context.initialFrame(for: .to),
                            to: context.finalFrame(for: .to))),
                ])
        }
        let home = scene.children[0].view
        let before = home.state
        try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try scene.container.engine.updateInteractiveTransition(0.4)
        #expect(abs(scene.children[1].view.frame.minX - 234) < 1e-9)
        #expect(scene.container.selectedIndex == 1)
        try scene.container.engine.cancelInteractiveTransition()
        #expect(scene.container.engine.phase == .cancelling)
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.shownChildren == ["Home"])
        #expect(home.state == before)
        #expect(scene.children[1].parent == nil)
        #expect(scene.ui.finish() == .clean)
    }
}
