import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// The drawer's pans on a container, as a person's finger reaches them through the window.
@MainActor
@Suite("A drawer's pans on its container")
struct DrawerPansTests {
    /// A pan from the leading edge opens the drawer under the finger; a vertical drag on the centre is the
    /// centre's own (nothing moves); a horizontal drag on the open centre closes it.
    @Test func anEdgePanOpensAVerticalDragDoesNotAndADragBackCloses() {
        let scene = DrawerScene()
        let pans = scene.drawer.installPans(on: scene.host)
        scene.window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), frames: 10)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.drawer.centerContainerView?.frame.minX == 0)
        scene.window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 380, y: 400), frames: 10)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil, "a pan in the middle of the screen opened the drawer")
        scene.window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 220, y: 400), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left && scene.drawer.centerContainerView?.frame.minX == 280)
        scene.window.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.drawer.centerContainerView?.frame.minX == 0)
        pans.remove()
        scene.window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 220, y: 400), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil, "the pans worked after they were removed")
    }
}

/// A pager on the centre and the drawer's opening pan.
@MainActor
@Suite("A pager under the drawer's edge")
struct DrawerPagerTests {
    /// Review: any scroll view wider than its content kept every sideways drag that started on it: a centre showing a
    /// pager (a photo carousel, a page view controller) never opened the menu from the edge, even on its first page,
    /// where the drag could only bounce it. On the first page the edge pan opens the menu; on a later page it scrolls
    /// the pager back.
    @Test func anEdgePanOverAPagerOnItsFirstPageOpensTheMenu() {
        let scene = DrawerScene()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        pager.contentSize = CGSize(width: 390 * 3, height: 300)
        scene.center.view.addSubview(pager)
        let pans = scene.drawer.installPans(on: scene.host)
        scene.window.drag(from: CGPoint(x: 4, y: 450), to: CGPoint(x: 220, y: 450), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left, "the pager on its first page kept the edge pan")
        scene.ui.perform { scene.drawer.close(animated: false) }
        pager.contentOffset = CGPoint(x: 390, y: 0)
        scene.window.drag(from: CGPoint(x: 4, y: 450), to: CGPoint(x: 220, y: 450), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil, "the edge pan opened the menu over the pager's second page")
        #expect(pager.contentOffset.x < 390, "the pager did not scroll back")
        pans.remove()
    }
}

/// What takes sideways drags inside an open drawer keeps them.
@MainActor
@Suite("Sideways drags inside an open drawer")
struct DrawerSidewaysDragTests {
    /// An open drawer with a slider and a list that scrolls sideways (a carousel), open before the pans go on.
    static func openDrawer(reading: HeadlessEnvironment.GestureTieReading) -> (DrawerScene, UISlider, UIScrollView) {
        let scene = DrawerScene()
        scene.ui.gestureTieReading = reading
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 240, height: 44))
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 400, width: 280, height: 120))
        carousel.contentSize = CGSize(width: 900, height: 120)
        scene.menu.view.addSubview(slider)
        scene.menu.view.addSubview(carousel)
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        return (scene, slider, carousel)
    }

    /// A drag along a slider in the open menu moved the slider and closed the menu as well (the container's close pan
    /// took it); the slider has it now, and a drag in the carousel scrolls it, under either reading of which of two
    /// recognizers ready on the same move UIKit begins. A sideways drag elsewhere still closes the menu.
    @Test(arguments: [HeadlessEnvironment.GestureTieReading.hitViewFirst, .outermostFirst])
    func aSliderAndASidewaysListKeepTheirDrags(reading: HeadlessEnvironment.GestureTieReading) {
        let (scene, slider, carousel) = Self.openDrawer(reading: reading)
        let pans = scene.drawer.installPans(on: scene.host)
        scene.window.drag(from: CGPoint(x: 240, y: 222), to: CGPoint(x: 40, y: 222), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left, "the drag along the slider closed the menu")
        #expect(slider.value < 0.2, "the slider did not follow the finger: \(slider.value)")
        scene.window.drag(from: CGPoint(x: 240, y: 460), to: CGPoint(x: 40, y: 460), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left, "the drag along the carousel closed the menu")
        #expect(carousel.contentOffset.x > 100, "the carousel did not scroll: \(carousel.contentOffset.x)")
        scene.window.drag(from: CGPoint(x: 240, y: 320), to: CGPoint(x: 20, y: 320), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil, "a sideways drag on the menu's plain surface no longer closes it")
        pans.remove()
    }

    /// Review: a drag across a search field's text in the open menu (moving its cursor or selection) closed the menu;
    /// and a drag along a full-width slider on the centre, starting at the screen's edge, opened it.
    @Test func aTextFieldInTheMenuAndASliderAtTheEdgeKeepTheirDrags() {
        let (scene, slider, _) = Self.openDrawer(reading: .hitViewFirst)
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 260, height: 44))
        scene.menu.view.addSubview(field)
        let pans = scene.drawer.installPans(on: scene.host)
        scene.window.drag(from: CGPoint(x: 240, y: 122), to: CGPoint(x: 40, y: 122), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left, "the drag across the search field closed the menu")
        scene.ui.perform { scene.drawer.close(animated: false) }
        let wide = UISlider(frame: CGRect(x: 0, y: 600, width: 390, height: 44))
        scene.center.view.addSubview(wide)
        scene.window.drag(from: CGPoint(x: 6, y: 622), to: CGPoint(x: 300, y: 622), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil, "a drag along the slider from the edge opened the menu")
        #expect(wide.value > 0.6, "the slider did not follow the finger: \(wide.value)")
        _ = slider
        pans.remove()
    }
}

/// Review: the drawer's pans left every drag on a table whose data source could commit edits to the table, and a
/// diffable data source always can (it implements the method for subclasses): an edge swipe over such a list never
/// opened the menu, and a drag on it never closed the open drawer, though its rows swipe nowhere. And a row with only
/// trailing actions kept a rightward opening pan too. A row takes a drag only the way it swipes.
@MainActor
@Suite("Which way a table's rows swipe")
struct RowSwipeActionsTests {
    @Test func aDiffableListWithoutEditingLeavesTheDragToTheDrawer() {
        // A diffable data source: commits edits, but allows editing no row unless overridden.
        let diffable = RowSwipeActions(trailing: nil, leading: false, deletes: false)
        #expect(!diffable.takeDrag(leftward: true, rightToLeft: false))
        #expect(!diffable.takeDrag(leftward: false, rightToLeft: false))
    }

    @Test func trailingActionsTakeOnlyADragTowardsTheLeadingEdge() {
        let trailing = RowSwipeActions(trailing: true, leading: false, deletes: false)
        #expect(trailing.takeDrag(leftward: true, rightToLeft: false))
        #expect(!trailing.takeDrag(leftward: false, rightToLeft: false), "an opening pan from the left edge")
        // Right to left, the trailing edge is on the left: a rightward drag shows them.
        #expect(trailing.takeDrag(leftward: false, rightToLeft: true))
        #expect(!trailing.takeDrag(leftward: true, rightToLeft: true))
    }

    @Test func swipeToDeleteAppliesWhereTheDelegateGivesNoTrailingActions() {
        #expect(
            RowSwipeActions(trailing: nil, leading: false, deletes: true).takeDrag(leftward: true, rightToLeft: false))
        // An empty configuration turns swiping off on that side, whatever the data source allows.
        #expect(
            !RowSwipeActions(trailing: false, leading: false, deletes: true).takeDrag(
                leftward: true, rightToLeft: false))
        #expect(
            RowSwipeActions(trailing: nil, leading: true, deletes: false).takeDrag(leftward: false, rightToLeft: false))
    }
}
