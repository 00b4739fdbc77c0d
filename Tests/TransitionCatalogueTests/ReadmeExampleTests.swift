import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting

/// The README's examples, kept compiling and true.
@MainActor
@Suite("README examples")
struct ReadmeExampleTests {
    @Test func theTabExampleRunsAsTheReadmeSays() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Tabs")
        let tabs = TabContainer(container: host)
        try tabs.setTabs(["Home", "Search", "Settings"].map(ui.makeViewController))
        ui.perform { window.rootViewController = host }

        try ui.perform { try tabs.select(index: 1) }
        ui.clock.runUntilIdle()
        #expect(ui.trace(appearanceOnly: true).contains("Search.viewWillAppear  [system]"))
        #expect(tabs.tabBar.indicatorPosition == 1)

        ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 233, y: 400), frames: 12) { tabs.handlePan($0) }
        ui.clock.runUntilIdle()
        #expect(tabs.engine.selectedIndex == 1)
        #expect(ui.finish() == .clean)
    }

    struct Dissolve: TransitionAnimator {
        var name: String { "dissolve" }
        @MainActor func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(
                duration: 0.25, curve: .easeInOut,
                tracks: [
                    // The arriving view fades in over the leaving one, which stays opaque: the background never shows.
                    RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
                ])
        }
    }

    @Test func dissolveConforms() {
        let report = AnimatorConformance.check(Dissolve())
        #expect(report.passed, "\(report)")
    }
}
