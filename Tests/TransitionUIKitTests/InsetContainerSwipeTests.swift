import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A container that does not reach the window's edges: the detail column of an iPad split view.
@MainActor
@Suite("Edge swipes on a container inside the window")
struct InsetContainerSwipeTests {
    /// A 1024-point-wide window: a 320-point column of the app's own on the left, the container filling the rest.
    @MainActor
    struct Columns {
        let ui = HeadlessEnvironment()
        let window: UIWindow
        let root = Screen("Split")
        let container = TransitionContainerViewController(identifier: "Pages")
        let swipes: TransitionContainerViewController.EdgeSwipes

        init() throws {
            window = ui.makeWindow(size: CGSize(width: 1024, height: 768))
            container.engine.defaultAnimator = SlideAnimator()
            try container.setViewControllers(["One", "Two", "Three"].map { Screen($0) })
            let (window, root, container) = (window, root, container)
            ui.perform {
                window.rootViewController = root
                root.addChild(container)
                container.view.frame = CGRect(x: 320, y: 0, width: 704, height: 768)
                root.view.addSubview(container.view)
                container.didMove(toParent: root)
            }
            swipes = container.installEdgeSwipes()
            ui.clock.runUntilIdle()
        }
    }

    /// Review: the swipes used UIKit's screen-edge recognizer, which begins only near the screen's edges: a pager in
    /// the detail column could be swiped to its next page (its right edge is the screen's) but never back (its left
    /// edge is the column's). A swipe from the column's edge goes back too; the screen's edge still goes forward.
    @Test func aSwipeFromTheColumnsEdgeGoesBack() throws {
        let columns = try Columns()
        let (ui, window, container) = (columns.ui, columns.window, columns.container)
        window.drag(from: CGPoint(x: 1020, y: 400), to: CGPoint(x: 700, y: 400), frames: 12, release: .moving)
        ui.clock.runUntilIdle()
        #expect(container.selectedIndex == 1, "the swipe from the screen's edge did not go forward")
        window.drag(from: CGPoint(x: 324, y: 400), to: CGPoint(x: 700, y: 400), frames: 12, release: .moving)
        ui.clock.runUntilIdle()
        #expect(container.selectedIndex == 0, "the swipe from the column's edge did not go back")
        // A drag from the middle of the column is the content's.
        window.drag(from: CGPoint(x: 600, y: 400), to: CGPoint(x: 900, y: 400), frames: 12, release: .moving)
        ui.clock.runUntilIdle()
        #expect(container.selectedIndex == 0)
        withExtendedLifetime(columns.swipes) {}
    }
}
