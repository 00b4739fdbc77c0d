import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// The container entering and leaving a window, and the forwarding mode changing.
extension AppearanceForwardingTests {
    // MARK: Windows

    @Test func offScreenContainerSendsNothingUntilItAppears() throws {
        let scene = try navigationScene(inWindow: false)
        #expect(scene.ui.log.isEmpty)
        try scene.ui.perform { try scene.container.select(index: 1, animated: false) }
        #expect(scene.ui.trace(appearanceOnly: true).isEmpty)
        #expect(!scene.lines.contains { $0.contains("AppearanceTransition") })
        scene.ui.clearLog()
        scene.ui.perform { scene.window.rootViewController = scene.container }
        #expect(
            scene.lines == [
                line("window", "addSubview(Tabs.view)", .containerCode),
                line("Tabs", "viewWillAppear", .system),
                begin("Search", true, animated: false),
                line("Search", "viewWillAppear", .system),
                line("Tabs", "viewDidAppear", .system),
                end("Search"),
                line("Search", "viewDidAppear", .system),
            ])
        scene.ui.clearLog()
        scene.ui.perform { scene.window.rootViewController = nil }
        #expect(
            scene.lines == [
                line("Tabs", "view.removeFromSuperview()", .containerCode),
                line("Tabs", "viewWillDisappear", .system),
                begin("Search", false, animated: false),
                line("Search", "viewWillDisappear", .system),
                line("Tabs", "viewDidDisappear", .system),
                end("Search"),
                line("Search", "viewDidDisappear", .system),
            ])
        #expect(scene.children[0].appearanceState == .disappeared)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func transitionRunningWhenTheContainerAppearsIsSettledFirst() throws {
        let scene = try navigationScene(inWindow: false)
        // Off screen but laid out, so the switch animates.
        scene.container.view.frame = scene.window.bounds
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.5)
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 5)
        #expect(scene.ui.trace(appearanceOnly: true).isEmpty)
        scene.ui.clearLog()
        scene.ui.perform { scene.window.rootViewController = scene.container }
        #expect(scene.container.engine.phase == .idle)
        #expect(
            scene.container.engine.diagnostics.contains(
                .transitionSettled(
                    TransitionPair(container: "Tabs", from: "Home", to: "Search", fromIndex: 0, toIndex: 1),
                    reason: .containerAppearing, completed: true)))
        #expect(callbacks(of: "Search", in: scene.ui) == ["viewWillAppear", "viewDidAppear"])
        #expect(callbacks(of: "Home", in: scene.ui).isEmpty)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func transitionRunningWhenTheContainerDisappearsEndsBeforeTheContainerForwards() throws {
        let scene = try navigationScene()
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.5)
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 5)
        scene.ui.clearLog()
        scene.ui.perform { scene.window.rootViewController = nil }
        #expect(callbacks(of: "Home", in: scene.ui) == ["viewDidDisappear"])
        #expect(callbacks(of: "Search", in: scene.ui) == ["viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func switchWhileTheContainerAppearsHoldsTheEndsUntilItsDidAppear() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = ModelContainer(identifier: "Tabs", environment: ui)
        container.engine.appearanceForwarding = .navigationStyle
        let children = ["Home", "Search"].map { ui.makeViewController($0) }
        for child in children { _ = child.view }
        try ui.perform {
            window.rootViewController = container
            try container.setViewControllers(children)
            try container.select(index: 1, animated: false)
        }
        #expect(callbacks(of: "Home", in: ui) == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(callbacks(of: "Search", in: ui) == ["viewWillAppear", "viewDidAppear"])
        // Both ends come after the container's own viewDidAppear.
        let didAppear = try #require(ui.trace().firstIndex(of: line("Tabs", "viewDidAppear", .system)))
        #expect(Array(ui.trace()[(didAppear + 1)...]).filter { $0.contains("endAppearanceTransition") }.count == 2)
        #expect(ui.finish() == .clean)
    }

    @Test func grandchildrenFollowTheirParentsManualCalls() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = ModelContainer(identifier: "Tabs", environment: ui)
        container.engine.appearanceForwarding = .navigationStyle
        container.engine.defaultAnimator = slideAnimator(duration: 0.25)
        let home = ui.makeViewController("Home")
        let search = ui.makeViewController("Search")
        // Home is a plain container of its own: it forwards automatically to Inner.
        let inner = ui.makeViewController("Inner")
        home.addChild(inner)
        home.view.addSubview(inner.view)
        inner.didMove(toParent: home)
        _ = search.view
        try container.setViewControllers([home, search])
        ui.clearLog()
        ui.perform { window.rootViewController = container }
        #expect(
            ui.trace(appearanceOnly: true) == [
                line("Tabs", "viewWillAppear", .system),
                line("Home", "viewWillAppear", .system),
                line("Inner", "viewWillAppear", .system),
                line("Tabs", "viewDidAppear", .system),
                line("Home", "viewDidAppear", .system),
                line("Inner", "viewDidAppear", .system),
            ])
        ui.clearLog()
        try ui.perform { try container.select(index: 1) }
        ui.clock.advance(frames: 5)
        #expect(callbacks(of: "Inner", in: ui) == ["viewWillDisappear"])
        ui.clock.runUntilIdle()
        #expect(callbacks(of: "Inner", in: ui) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(
            ui.trace(appearanceOnly: true).suffix(3) == [
                line("Home", "viewDidDisappear", .system),
                line("Inner", "viewDidDisappear", .system),
                line("Search", "viewDidAppear", .system),
            ])
        #expect(ui.finish() == .clean)
    }

    // MARK: Changing the mode

    @Test func changingToNavigationStyleAdoptsTheVisibleChild() throws {
        let scene = try Scene()
        scene.container.engine.appearanceForwarding = .navigationStyle
        try scene.ui.perform { try scene.container.select(index: 1, animated: false) }
        #expect(callbacks(of: "Home", in: scene.ui) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(callbacks(of: "Search", in: scene.ui) == ["viewWillAppear", "viewDidAppear"])
        #expect(scene.lines.contains(begin("Home", false, animated: false)))
        #expect(scene.ui.finish() == .clean)
    }

    @Test func changingBackToAutomaticMidFlightSettlesUnderNavigationStyle() throws {
        let scene = try navigationScene()
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.5)
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 5)
        scene.container.engine.appearanceForwarding = .automatic
        #expect(scene.lines == switchStart() + switchCompletion)
        scene.ui.clearLog()
        try scene.ui.perform { try scene.container.select(index: 0, animated: false) }
        // UIKit forwards again: no begin or end from the container.
        #expect(!scene.lines.contains { $0.contains("AppearanceTransition") })
        #expect(callbacks(of: "Search", in: scene.ui) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(scene.ui.finish() == .clean)
    }

    // MARK: Balance

    @Test func secondBeginInTheSameDirectionIsReportedAndIgnored() {
        let ui = HeadlessEnvironment()
        let child = ui.makeViewController("Child")
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        #expect(
            ui.trace() == [
                begin("Child", true, animated: true),
                line("Child", "viewWillAppear", .system),
                begin("Child", true, animated: true),
            ])
        #expect(ui.appearanceErrors.map(\.controller) == ["Child"])
        #expect(ui.appearanceErrors.map(\.call) == ["viewWillAppear"])
        #expect(ui.appearanceErrors.map(\.state) == ["appearing"])
        #expect(
            ui.appearanceErrors.first?.description
                == "Unbalanced calls to begin/end appearance transitions for 'Child': viewWillAppear while appearing")
        child.endAppearanceTransition()
        #expect(child.appearanceState == .appeared)
        #expect(
            ui.finish()
                == .leftOvers(deferred: [], runningAnimations: 0, appearanceErrors: ui.appearanceErrors, transitionErrors: []))
    }

    @Test func endWithoutBeginIsReported() {
        let ui = HeadlessEnvironment()
        let child = ui.makeViewController("Child")
        child.endAppearanceTransition()
        #expect(ui.trace() == [end("Child")])
        #expect(
            ui.appearanceErrors.map(\.description) == [
                "Unbalanced calls to begin/end appearance transitions for 'Child': endAppearanceTransition while "
                    + "disappeared"
            ])
        #expect(ui.finish() != .clean)
    }

    @Test func manualEndTakesThePlaceOfAWaitingAutomaticDidCallback() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let root = ui.makeViewController("Root")
        window.rootViewController = root
        root.endAppearanceTransition()
        #expect(ui.trace(appearanceOnly: true) == ["Root.viewWillAppear  [system]", "Root.viewDidAppear  [system]"])
        #expect(ui.finish() == .clean)
    }
}
