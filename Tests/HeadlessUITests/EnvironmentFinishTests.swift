import Foundation
import HeadlessUI
import Testing

/// What a test's `finish()` reports: a transition UIKit would refuse or log is left over, as an unbalanced
/// appearance call is.
@MainActor
@Suite("What finish() reports")
struct EnvironmentFinishTests {
    @Test func aMisusedTransitionIsLeftOver() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let root = ui.makeViewController("Root")
        let navigation = HeadlessNavigationController(rootViewController: root)
        ui.perform { window.rootViewController = navigation }
        #expect(ui.finish() == .clean)

        ui.perform { navigation.pushViewController(root, animated: false) }  // already in the stack
        #expect(ui.transitionErrors.count == 1)
        #expect(
            ui.finish()
                == .leftOvers(
                    deferred: [], runningAnimations: 0, appearanceErrors: [], transitionErrors: ui.transitionErrors))
        #expect(ui.finish().description.contains("already in the stack"))
    }

}
