import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

@MainActor
@Suite("Drawer controller (seed 003)")
struct DrawerControllerTests {
    @Test func theHierarchyIsViewChildContainerCenterContainer() throws {
        let scene = try DrawerScene()
        #expect(
            scene.host.contentView.subviews.count == 1 && scene.host.contentView.subviews.first === scene.childContainer
        )
        #expect(scene.childContainer.subviews.last === scene.centerContainer)
        #expect(scene.centerContainer.subviews.map(\.name) == ["CenterPage"])
        #expect(scene.center.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Closed drawers are hidden and at the back.
        #expect(scene.left.view.isHidden && scene.right.view.isHidden)
        #expect(
            Array(scene.childContainer.subviews.prefix(2)).allSatisfy {
                $0 === scene.left.view || $0 === scene.right.view
            })
        // The layer keeps the opacity as a Float, as Core Animation's does.
        let shadow = scene.centerContainer.shadow
        #expect(abs(shadow.opacity - 0.8) < 1e-6 && shadow.radius == 10 && shadow.offset == .zero)
        #expect(scene.host.children.map(\.identifier) == ["CenterPage", "LeftPage", "RightPage"])
    }

    @Test func toggleOpensTheLeftDrawerThenClosesIt() throws {
        let scene = try DrawerScene()
        var results: [Bool] = []
        scene.ui.perform { scene.drawer.toggle(.left) { results.append($0) } }
        #expect(scene.drawer.phase == .finishing)
        scene.ui.clock.runUntilIdle()
        #expect(results == [true])
        #expect(scene.drawer.openSide == .left)
        #expect(scene.centerContainer.frame.minX == 280)
        #expect(!scene.left.view.isHidden)
        #expect(scene.left.view.frame.width <= scene.drawer.maximumDrawerWidth)
        #expect(scene.left.view.frame == CGRect(x: 0, y: 0, width: 280, height: 844))
        // The open drawer sits just behind the centre container.
        let subviews = scene.childContainer.subviews
        #expect(subviews.firstIndex { $0 === scene.left.view } == subviews.count - 2)
        #expect(scene.center.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        scene.ui.perform { scene.drawer.toggle(.left) { results.append($0) } }
        scene.ui.clock.runUntilIdle()
        #expect(results == [true, true])
        #expect(scene.drawer.openSide == nil)
        #expect(scene.centerContainer.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.left.view.isHidden)
        #expect(scene.childContainer.subviews.first === scene.left.view)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func togglingTheOtherSideWhileOpenCompletesWithFalse() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        var results: [Bool] = []
        scene.drawer.toggle(.right) { results.append($0) }
        #expect(results == [false])
        #expect(scene.drawer.openSide == .left)
        #expect(scene.right.view.isHidden)
    }

    @Test func theRightDrawerMovesTheCentreLeft() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.right) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.centerContainer.frame.minX == -280)
        #expect(scene.right.view.frame == CGRect(x: 110, y: 0, width: 280, height: 844))
    }

    @Test func aDrawerIsNeverWiderThanTheContainer() throws {
        let scene = try DrawerScene()
        scene.drawer.maximumDrawerWidth = 1000
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.left.view.frame.width == 390)
        #expect(scene.centerContainer.frame.minX == 390)
    }

    @Test func openingASideWithoutADrawerCompletesWithFalse() throws {
        let scene = try DrawerScene(withRight: false)
        var results: [Bool] = []
        scene.drawer.open(.right) { results.append($0) }
        #expect(results == [false])
        #expect(scene.drawer.phase == .idle)
    }

    @Test func closingMidOpeningTurnsTheMotionAround() throws {
        let scene = try DrawerScene()
        var results: [String] = []
        scene.ui.perform { scene.drawer.open(.left) { results.append("open \($0)") } }
        scene.ui.clock.advance(frames: 8)
        let midway = try #require(scene.drawer.openFraction)
        #expect(midway > 0 && midway < 1)
        scene.ui.perform { scene.drawer.close { results.append("close \($0)") } }
        #expect(scene.drawer.phase == .cancelling)
        scene.ui.clock.runUntilIdle()
        #expect(results == ["open false", "close true"])
        #expect(scene.drawer.openSide == nil)
        #expect(scene.left.view.isHidden)
    }

    @Test func aBezelPanPastHalfwayOpensAndShortOfItCloses() throws {
        let scene = try DrawerScene()
        scene.ui.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), frames: 12) {
            scene.drawer.handlePan($0)
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left)
        #expect(scene.centerContainer.frame.minX == 280)

        scene.ui.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), frames: 6) {
            scene.drawer.handlePan($0)
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left, "a short pan leaves it open")

        scene.ui.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), frames: 12) {
            scene.drawer.handlePan($0)
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        #expect(scene.left.view.isHidden)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func thePanFollowsTheFingerAndAFlickFinishesAtTheFingersSpeed() throws {
        let scene = try DrawerScene()
        var xs: [CGFloat] = []
        scene.ui.drag(
            from: CGPoint(x: 2, y: 400), to: CGPoint(x: 72, y: 400), frames: 7,
            release: .flick(CGPoint(x: 2100, y: 0))
        ) {
            scene.drawer.handlePan($0)
            if $0.phase == .moved { xs.append(scene.centerContainer.frame.minX) }
        }
        #expect(zip(xs, (1...7).map { CGFloat($0) * 10 }).allSatisfy { abs($0 - $1) < 1e-9 })
        // 210 points remain at 2100 points per second: 0.1 s, 6 frames.
        let frames = scene.ui.clock.runUntilIdle()
        #expect(abs(frames - 6) <= 1)
        #expect(scene.drawer.openSide == .left)
    }

    @Test func aBezelPanAwayFromTheEdgeDoesNothing() throws {
        let scene = try DrawerScene()
        scene.ui.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 350, y: 400), frames: 5) {
            scene.drawer.handlePan($0)
        }
        #expect(scene.drawer.phase == .idle)
        #expect(scene.drawer.openSide == nil)
    }

    @Test func resizingWhileOpenKeepsTheDrawerOpenAtTheNewSize() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.right, animated: false) }
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        scene.drawer.containerDidResize()
        #expect(scene.right.view.frame == CGRect(x: 564, y: 0, width: 280, height: 390))
        #expect(scene.centerContainer.frame == CGRect(x: -280, y: 0, width: 844, height: 390))
    }
}
