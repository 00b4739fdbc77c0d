import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

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
