import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// Navigation-style appearance forwarding: the engine brackets transitions with `beginAppearanceTransition` and
/// `endAppearanceTransition` (container code), and HeadlessUI sends the callbacks they cause (system).
@MainActor
@Suite("Appearance forwarding modes")
struct AppearanceForwardingTests {
    /// A container in navigation style with Home shown, views loaded, log cleared.
    func navigationScene(inWindow: Bool = true) throws -> Scene {
        try Scene(inWindow: inWindow, appearanceForwarding: .navigationStyle)
    }

    func begin(_ controller: String, _ isAppearing: Bool, animated: Bool) -> String {
        line(controller, "beginAppearanceTransition(\(isAppearing), animated: \(animated))", .containerCode)
    }

    func end(_ controller: String) -> String {
        line(controller, "endAppearanceTransition()", .containerCode)
    }

    /// The appearance callbacks one controller received, in order.
    func callbacks(of controller: String, in ui: HeadlessEnvironment) -> [String] {
        ui.log.filter { $0.controller == controller && $0.call.isAppearance }.map { "\($0.call)" }
    }

    /// The start of an animated or interactive switch from Home to Search. The leaving child hears first, as
    /// `UINavigationController`'s children do (published logs of a push: the top's `viewWillDisappear`, the new
    /// one's `viewWillAppear`, the old one's `viewDidDisappear`, the new one's `viewDidAppear`).
    func switchStart(animated: Bool = true) -> [String] {
        [
            line("Home", "willMove(toParent: nil)", .containerCode),
            line("Tabs", "addChild(Search)", .containerCode),
            line("Search", "willMove(toParent: Tabs)", .system),
            begin("Home", false, animated: animated),
            line("Home", "viewWillDisappear", .system),
            begin("Search", true, animated: animated),
            line("Search", "viewWillAppear", .system),
            line("Tabs", "addSubview(Search.view)", .containerCode),
        ]
    }

    /// The completion of a switch from Home to Search.
    let switchCompletion = [
        line("Home", "view.removeFromSuperview()", .containerCode),
        line("Home", "endAppearanceTransition()", .containerCode),
        line("Home", "viewDidDisappear", .system),
        line("Search", "endAppearanceTransition()", .containerCode),
        line("Search", "viewDidAppear", .system),
        line("Home", "removeFromParent()", .containerCode),
        line("Home", "didMove(toParent: nil)", .system),
        line("Search", "didMove(toParent: Tabs)", .containerCode),
    ]

    /// The end of a cancelled switch from Home to Search, as a cancelled interactive pop ends (published logs): the
    /// arriving child disappears (will, then did, as its view leaves), then the staying one appears again.
    let cancelCompletion = [
        line("Search", "beginAppearanceTransition(false, animated: true)", .containerCode),
        line("Search", "viewWillDisappear", .system),
        line("Search", "willMove(toParent: nil)", .containerCode),
        line("Search", "view.removeFromSuperview()", .containerCode),
        line("Search", "endAppearanceTransition()", .containerCode),
        line("Search", "viewDidDisappear", .system),
        line("Home", "beginAppearanceTransition(true, animated: true)", .containerCode),
        line("Home", "viewWillAppear", .system),
        line("Home", "endAppearanceTransition()", .containerCode),
        line("Home", "viewDidAppear", .system),
        line("Search", "removeFromParent()", .containerCode),
        line("Search", "didMove(toParent: nil)", .system),
        line("Home", "didMove(toParent: Tabs)", .containerCode),
    ]

    // MARK: The mode

    @Test func automaticIsTheDefaultAndTheContainerFlagFollowsTheMode() {
        let ui = HeadlessEnvironment()
        let container = ModelContainer(identifier: "Tabs", environment: ui)
        #expect(container.engine.appearanceForwarding == .automatic)
        #expect(container.shouldAutomaticallyForwardAppearanceMethods)
        container.engine.appearanceForwarding = .navigationStyle
        #expect(!container.shouldAutomaticallyForwardAppearanceMethods)
        container.shouldAutomaticallyForwardAppearanceMethods = true
        #expect(container.engine.appearanceForwarding == .automatic)
        #expect(AppearanceForwarding.navigationStyle.rawValue == "navigation-style")
        #expect(ui.finish() == .clean)
    }

    // MARK: Switches

    @Test func animatedSwitchSendsTheDidCallbacksWhenTheAnimationEnds() throws {
        let scene = try navigationScene()
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.25)
        try scene.ui.perform { try scene.container.select(index: 1) }
        #expect(scene.lines == switchStart())
        scene.ui.clearLog()
        scene.ui.clock.advance(frames: 14)
        // Mid-flight: nothing yet, unlike the automatic mode's viewDidAppear at the end of the first turn.
        #expect(scene.lines.isEmpty)
        scene.ui.clock.runUntilIdle()
        #expect(scene.lines == switchCompletion)
        #expect(scene.children[1].appearanceState == .appeared)
        #expect(scene.children[0].appearanceState == .disappeared)
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func unanimatedSwitchSendsWillAndDidInOneCallSequence() throws {
        let scene = try navigationScene()
        var insideTurn: [String] = []
        try scene.ui.perform {
            try scene.container.select(index: 2, animated: false)
            insideTurn = scene.lines
        }
        let expected = [
            line("Home", "willMove(toParent: nil)", .containerCode),
            line("Tabs", "addChild(Settings)", .containerCode),
            line("Settings", "willMove(toParent: Tabs)", .system),
            begin("Home", false, animated: false),
            line("Home", "viewWillDisappear", .system),
            begin("Settings", true, animated: false),
            line("Settings", "viewWillAppear", .system),
            line("Tabs", "addSubview(Settings.view)", .containerCode),
            line("Home", "view.removeFromSuperview()", .containerCode),
            end("Home"),
            line("Home", "viewDidDisappear", .system),
            end("Settings"),
            line("Settings", "viewDidAppear", .system),
            line("Home", "removeFromParent()", .containerCode),
            line("Home", "didMove(toParent: nil)", .system),
            line("Settings", "didMove(toParent: Tabs)", .containerCode),
        ]
        #expect(scene.lines == expected)
        // Nothing waits for the end of the turn: the engine made every call itself.
        #expect(insideTurn == expected)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func interactiveFinishSendsTheSameSequenceAsAnAnimatedSwitch() throws {
        let scene = try navigationScene()
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.5)
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.6)
        scene.ui.clock.advance(frames: 3)
        #expect(scene.lines == switchStart())
        scene.ui.clearLog()
        try scene.ui.perform { try interaction.finish() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.lines == switchCompletion)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func interactiveCancelReversesBothChildren() throws {
        let scene = try navigationScene()
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.5)
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.4)
        #expect(scene.lines == switchStart())
        scene.ui.clearLog()
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.lines == cancelCompletion)
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.shownChildren == ["Home"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0])
    func cancelAtAnyProgressGivesEachChildItsThreeCallbacks(progress: Double) throws {
        let scene = try navigationScene()
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.5)
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(progress)
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(callbacks(of: "Search", in: scene.ui) == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(callbacks(of: "Home", in: scene.ui) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(scene.lines == switchStart() + cancelCompletion)
        #expect(scene.children[0].appearanceState == .appeared)
        #expect(scene.children[1].appearanceState == .disappeared)
        #expect(scene.ui.finish() == .clean)
    }

    // MARK: Children added and replaced

    @Test func firstChildOfAVisibleContainerGetsBothCallbacksBeforeDidMove() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = ModelContainer(identifier: "Tabs", environment: ui)
        container.engine.appearanceForwarding = .navigationStyle
        let home = ui.makeViewController("Home")
        _ = home.view
        ui.perform { window.rootViewController = container }
        ui.clearLog()
        try ui.perform { try container.setViewControllers([home]) }
        #expect(
            ui.trace() == [
                line("Tabs", "addChild(Home)", .containerCode),
                line("Home", "willMove(toParent: Tabs)", .system),
                begin("Home", true, animated: false),
                line("Home", "viewWillAppear", .system),
                line("Tabs", "addSubview(Home.view)", .containerCode),
                end("Home"),
                line("Home", "viewDidAppear", .system),
                line("Home", "didMove(toParent: Tabs)", .containerCode),
            ])
        #expect(ui.finish() == .clean)
    }

    @Test func childAddedWhileTheContainerAppearsGetsItsDidCallbackWithTheContainers() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = ModelContainer(identifier: "Tabs", environment: ui)
        container.engine.appearanceForwarding = .navigationStyle
        _ = container.view
        let home = ui.makeViewController("Home")
        _ = home.view
        ui.clearLog()
        try ui.perform {
            window.rootViewController = container
            try container.setViewControllers([home])
        }
        #expect(
            ui.trace() == [
                line("window", "addSubview(Tabs.view)", .containerCode),
                line("Tabs", "viewWillAppear", .system),
                line("Tabs", "addChild(Home)", .containerCode),
                line("Home", "willMove(toParent: Tabs)", .system),
                begin("Home", true, animated: false),
                line("Home", "viewWillAppear", .system),
                line("Tabs", "addSubview(Home.view)", .containerCode),
                line("Home", "didMove(toParent: Tabs)", .containerCode),
                // The end of the turn: the container's own did-callback, which forwards to Home.
                line("Tabs", "viewDidAppear", .system),
                end("Home"),
                line("Home", "viewDidAppear", .system),
            ])
        #expect(ui.finish() == .clean)
    }

    @Test func replacingTheChildrenSwitchesWithoutAnimation() throws {
        let scene = try navigationScene()
        let profile = scene.ui.makeViewController("Profile")
        _ = profile.view
        scene.ui.clearLog()
        try scene.ui.perform { try scene.container.setViewControllers([profile, scene.children[1]]) }
        #expect(
            scene.lines == [
                line("Home", "willMove(toParent: nil)", .containerCode),
                line("Tabs", "addChild(Profile)", .containerCode),
                line("Profile", "willMove(toParent: Tabs)", .system),
                begin("Home", false, animated: false),
                line("Home", "viewWillDisappear", .system),
                begin("Profile", true, animated: false),
                line("Profile", "viewWillAppear", .system),
                line("Tabs", "addSubview(Profile.view)", .containerCode),
                line("Home", "view.removeFromSuperview()", .containerCode),
                end("Home"),
                line("Home", "viewDidDisappear", .system),
                end("Profile"),
                line("Profile", "viewDidAppear", .system),
                line("Home", "removeFromParent()", .containerCode),
                line("Home", "didMove(toParent: nil)", .system),
                line("Profile", "didMove(toParent: Tabs)", .containerCode),
            ])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func emptyingTheContainerBracketsTheRemoval() throws {
        let scene = try navigationScene()
        try scene.ui.perform { try scene.container.setViewControllers([]) }
        #expect(
            scene.lines == [
                line("Home", "willMove(toParent: nil)", .containerCode),
                begin("Home", false, animated: false),
                line("Home", "viewWillDisappear", .system),
                line("Home", "view.removeFromSuperview()", .containerCode),
                end("Home"),
                line("Home", "viewDidDisappear", .system),
                line("Home", "removeFromParent()", .containerCode),
                line("Home", "didMove(toParent: nil)", .system),
            ])
        #expect(scene.ui.finish() == .clean)
    }
}
