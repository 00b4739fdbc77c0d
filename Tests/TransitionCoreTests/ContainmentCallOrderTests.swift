import Foundation
import HeadlessUI
import Testing
import TransitionCore

@MainActor
@Suite("Containment calls, call by call")
struct ContainmentCallOrderTests {
    @Test func addingAChildFollowsTheSeedTable() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = ui.makeViewController("Container")
        let child = ui.makeViewController("Child")
        ui.perform { window.rootViewController = container }
        _ = child.view
        ui.clearLog()
        var insideTurn: [String] = []
        ui.perform {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            insideTurn = ui.trace()
        }
        let expected = [
            line("Container", "addChild(Child)", .containerCode),
            line("Child", "willMove(toParent: Container)", .system),
            line("Container", "addSubview(Child.view)", .containerCode),
            line("Child", "viewWillAppear", .system),
            line("Child", "didMove(toParent: Container)", .containerCode),
            line("Child", "viewDidAppear", .system),
        ]
        #expect(ui.trace() == expected)
        // viewDidAppear waits until the method that called didMove has returned.
        #expect(insideTurn == Array(expected.dropLast()))
        #expect(ui.finish() == .clean)
    }

    @Test func removingAChildFollowsTheSeedTable() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = ui.makeViewController("Container")
        let child = ui.makeViewController("Child")
        ui.perform {
            window.rootViewController = container
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        ui.clearLog()
        var insideTurn: [String] = []
        ui.perform {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            insideTurn = ui.trace()
        }
        let expected = [
            line("Child", "willMove(toParent: nil)", .containerCode),
            line("Child", "view.removeFromSuperview()", .containerCode),
            line("Child", "viewWillDisappear", .system),
            line("Child", "removeFromParent()", .containerCode),
            line("Child", "didMove(toParent: nil)", .system),
            line("Child", "viewDidDisappear", .system),
        ]
        #expect(ui.trace() == expected)
        #expect(insideTurn == Array(expected.dropLast()))
        #expect(child.parent == nil)
        #expect(container.children.isEmpty)
        #expect(ui.finish() == .clean)
    }

    @Test func switchingWithoutAnimationFollowsSeed002() throws {
        let scene = try Scene()
        try scene.ui.perform { try scene.container.select(index: 2) }
        #expect(
            scene.lines == [
                line("Home", "willMove(toParent: nil)", .containerCode),
                line("Tabs", "addChild(Settings)", .containerCode),
                line("Settings", "willMove(toParent: Tabs)", .system),
                line("Tabs", "addSubview(Settings.view)", .containerCode),
                line("Settings", "viewWillAppear", .system),
                line("Home", "view.removeFromSuperview()", .containerCode),
                line("Home", "viewWillDisappear", .system),
                line("Home", "removeFromParent()", .containerCode),
                line("Home", "didMove(toParent: nil)", .system),
                line("Settings", "didMove(toParent: Tabs)", .containerCode),
                line("Settings", "viewDidAppear", .system),
                line("Home", "viewDidDisappear", .system),
            ])
        #expect(scene.shownChildren == ["Settings"])
        #expect(scene.container.selectedIndex == 2)
        #expect(scene.children[2].view.frame == scene.container.contentView.bounds)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func switchingWithAnimationFollowsSeed002AndRemovesOnCompletion() throws {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = slideAnimator(duration: 0.25)
        try scene.ui.perform { try scene.container.select(index: 1) }
        #expect(
            scene.lines == [
                line("Home", "willMove(toParent: nil)", .containerCode),
                line("Tabs", "addChild(Search)", .containerCode),
                line("Search", "willMove(toParent: Tabs)", .system),
                line("Tabs", "addSubview(Search.view)", .containerCode),
                line("Search", "viewWillAppear", .system),
                line("Search", "viewDidAppear", .system),
            ])
        #expect(scene.shownChildren == ["Home", "Search"])
        scene.ui.clearLog()
        scene.ui.clock.runUntilIdle()
        #expect(
            scene.lines == [
                line("Home", "view.removeFromSuperview()", .containerCode),
                line("Home", "viewWillDisappear", .system),
                line("Home", "removeFromParent()", .containerCode),
                line("Home", "didMove(toParent: nil)", .system),
                line("Search", "didMove(toParent: Tabs)", .containerCode),
                line("Home", "viewDidDisappear", .system),
            ])
        #expect(scene.shownChildren == ["Search"])
        #expect(scene.children[1].view.frame == scene.container.contentView.bounds)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aContainerOutsideAWindowForwardsNothingUntilItAppears() throws {
        let scene = try Scene(inWindow: false)
        #expect(scene.shownChildren == ["Home"])
        try scene.ui.perform { try scene.container.select(index: 1) }
        #expect(!scene.lines.contains { $0.contains("Appear") || $0.contains("Disappear") })
        scene.ui.clearLog()
        scene.ui.perform { scene.window.rootViewController = scene.container }
        #expect(
            scene.ui.trace(appearanceOnly: true) == [
                line("Tabs", "viewWillAppear", .system),
                line("Search", "viewWillAppear", .system),
                line("Tabs", "viewDidAppear", .system),
                line("Search", "viewDidAppear", .system),
            ])
        scene.ui.clearLog()
        scene.ui.perform { scene.window.rootViewController = nil }
        #expect(
            scene.ui.trace(appearanceOnly: true) == [
                line("Tabs", "viewWillDisappear", .system),
                line("Search", "viewWillDisappear", .system),
                line("Tabs", "viewDidDisappear", .system),
                line("Search", "viewDidDisappear", .system),
            ])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func nestedContainersForwardAppearanceWhenTheOuterOneSwitches() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let outer = ModelContainer(identifier: "Outer", environment: ui)
        let inner = ModelContainer(identifier: "Inner", environment: ui)
        let leaf = ui.makeViewController("Leaf")
        let other = ui.makeViewController("Other")
        for controller in [leaf, other] { _ = controller.view }
        try ui.perform {
            try inner.setViewControllers([leaf])
            try outer.setViewControllers([inner, other])
            window.rootViewController = outer
        }
        ui.clearLog()
        try ui.perform { try outer.select(index: 1) }
        #expect(
            ui.trace(appearanceOnly: true) == [
                line("Other", "viewWillAppear", .system),
                line("Inner", "viewWillDisappear", .system),
                line("Leaf", "viewWillDisappear", .system),
                line("Other", "viewDidAppear", .system),
                line("Inner", "viewDidDisappear", .system),
                line("Leaf", "viewDidDisappear", .system),
            ])
        ui.clearLog()
        try ui.perform { try outer.select(index: 0) }
        #expect(
            ui.trace(appearanceOnly: true) == [
                line("Inner", "viewWillAppear", .system),
                line("Leaf", "viewWillAppear", .system),
                line("Other", "viewWillDisappear", .system),
                line("Inner", "viewDidAppear", .system),
                line("Leaf", "viewDidAppear", .system),
                line("Other", "viewDidDisappear", .system),
            ])
        #expect(leaf.appearanceState == .appeared)
        #expect(ui.finish() == .clean)
    }
}
