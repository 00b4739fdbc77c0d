import Foundation
import HeadlessUI
import Testing
import TransitionCore

@MainActor
@Suite("Appearance balance and the seed 004 helper")
struct AppearanceTests {
    @Test func endingAnAppearanceThatNeverBeganIsReported() {
        let ui = HeadlessEnvironment()
        let child = ui.makeViewController("Child")
        child.endAppearanceTransition()
        #expect(ui.appearanceErrors.count == 1)
        #expect(ui.appearanceErrors.first?.controller == "Child")
        #expect(ui.finish() != .clean)
    }

    @Test func twoWillAppearsInARowAreReported() {
        let ui = HeadlessEnvironment()
        let child = ui.makeViewController("Child")
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        #expect(ui.appearanceErrors.map(\.call) == ["viewWillAppear"])
        child.endAppearanceTransition()
        #expect(child.appearanceState == .appeared)
    }

    @Test func aViewRemovedBeforeItsDidAppearGetsWillDisappearThenDidDisappear() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = ui.makeViewController("Container")
        let child = ui.makeViewController("Child")
        ui.perform { window.rootViewController = container }
        ui.clearLog()
        ui.perform {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.view.removeFromSuperview()
        }
        #expect(
            ui.trace(appearanceOnly: true) == [
                line("Child", "viewWillAppear", .system),
                line("Child", "viewWillDisappear", .system),
                line("Child", "viewDidDisappear", .system),
            ])
        #expect(ui.finish() == .clean)
    }

    @Test func leftOverDeferredCallbacksAreReportedByFinish() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        window.rootViewController = ui.makeViewController("Root")
        #expect(
            ui.finish()
                == .leftOvers(
                    deferred: ["Root.viewDidAppear"], runningAnimations: 0, appearanceErrors: [], transitionErrors: []))
        ui.runLoop.drain()
        #expect(ui.finish() == .clean)
    }

    @Test func uikitTransitionHelperAddsAnimatesAndRemoves() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let parent = ui.makeViewController("Parent")
        let from = ui.makeViewController("From")
        let to = ui.makeViewController("To")
        ui.perform {
            window.rootViewController = parent
            parent.addChild(from)
            parent.view.addSubview(from.view)
            from.didMove(toParent: parent)
        }
        _ = to.view
        ui.clearLog()
        var completed: [Bool] = []
        try ui.perform {
            to.view.frame = from.view.bounds
            parent.addChild(to)
            from.willMove(toParent: nil)
            try parent.transition(from: from, to: to, duration: 0.2, animations: { to.view.alpha = 0.5 }) { finished in
                completed.append(finished)
                to.didMove(toParent: parent)
                from.removeFromParent()
            }
        }
        #expect(
            ui.trace() == [
                line("Parent", "addChild(To)", .containerCode),
                line("To", "willMove(toParent: Parent)", .system),
                line("From", "willMove(toParent: nil)", .containerCode),
                line("Parent", "addSubview(To.view)", .containerCode),
                line("To", "viewWillAppear", .system),
                line("To", "viewDidAppear", .system),
            ])
        #expect(to.view.alpha == 0.5)
        #expect(from.view.superview != nil)
        ui.clearLog()
        ui.clock.advance(frames: 11)
        #expect(completed.isEmpty)
        ui.clock.advance(frames: 1)
        #expect(completed == [true])
        #expect(
            ui.trace() == [
                line("From", "view.removeFromSuperview()", .containerCode),
                line("From", "viewWillDisappear", .system),
                line("To", "didMove(toParent: Parent)", .containerCode),
                line("From", "removeFromParent()", .containerCode),
                line("From", "didMove(toParent: nil)", .system),
                line("From", "viewDidDisappear", .system),
            ])
        #expect(ui.finish() == .clean)
    }

    @Test func uikitTransitionHelperRejectsControllersThatAreNotChildren() {
        let ui = HeadlessEnvironment()
        let parent = ui.makeViewController("Parent")
        let from = ui.makeViewController("From")
        let stranger = ui.makeViewController("Stranger")
        parent.addChild(from)
        parent.view.addSubview(from.view)
        ui.clearLog()
        #expect(throws: HeadlessError.notChildren(receiver: "Parent", from: "From", to: "Stranger")) {
            try parent.transition(from: from, to: stranger, duration: 0.2)
        }
        #expect(ui.log.isEmpty)
        #expect(stranger.view.superview == nil)
    }

    @Test func uikitTransitionHelperRejectsBadDurations() {
        let ui = HeadlessEnvironment()
        let parent = ui.makeViewController("Parent")
        let from = ui.makeViewController("From")
        let to = ui.makeViewController("To")
        parent.addChild(from)
        parent.addChild(to)
        parent.view.addSubview(from.view)
        for bad in [Double.nan, -1, .infinity] {
            #expect(throws: HeadlessError.self) { try parent.transition(from: from, to: to, duration: bad) }
        }
        #expect(to.view.superview == nil)
    }
}
