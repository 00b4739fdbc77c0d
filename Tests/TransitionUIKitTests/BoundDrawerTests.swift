import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A drawer whose open side the app owns (a SwiftUI binding): the app's value and the drawer never fight.
@MainActor
@Suite("A drawer bound to the app's open side")
struct BoundDrawerTests {
    @MainActor
    final class Scene {
        let scene = DrawerScene()
        var written: [ScreenSide?] = []
        let bound: BoundDrawer<UIViewController, UIView>

        init() {
            bound = BoundDrawer(drawer: scene.drawer) { _ in }
            bound.write = { [unowned self] in self.written.append($0) }
            scene.ui.clock.runUntilIdle()
        }

        var ui: HeadlessEnvironment { scene.ui }
        var drawer: TransitionContainerViewController.Drawer { scene.drawer }
        /// Where the centre is drawn: what shows whether the drawer is open.
        var centerX: CGFloat { drawer.centerContainerView?.presentedFrame.minX ?? 0 }

        func drag(from start: CGFloat, to end: CGFloat) {
            ui.drag(from: CGPoint(x: start, y: 400), to: CGPoint(x: end, y: 400), frames: 12) { drawer.handlePan($0) }
            ui.clock.runUntilIdle()
        }
    }

    /// The app's value opens and closes the drawer, animated as asked, and is never written back.
    @Test func theAppsValueOpensAndClosesAndIsNotEchoed() {
        let scene = Scene()
        scene.ui.perform { scene.bound.appSelected(.left, animated: true) }
        scene.ui.clock.advance(frames: 3)
        #expect(scene.centerX > 0 && scene.centerX < 280, "the open did not animate")
        scene.ui.clock.runUntilIdle()
        #expect(scene.centerX == 280 && scene.drawer.openSide == .left)
        scene.ui.perform { scene.bound.appSelected(nil, animated: false) }
        #expect(scene.centerX == 0 && scene.drawer.openSide == nil && scene.drawer.phase == .idle)
        #expect(scene.written.isEmpty)
    }

    /// A finger's open is written once, when the drawer lands open; a drag that goes back shut writes nothing; a
    /// finger's close is written as nil.
    @Test func aFingerWritesOnceWhenTheDrawerLandsAndNotForADragThatGoesBack() {
        let scene = Scene()
        scene.drag(from: 5, to: 60)
        #expect(scene.drawer.openSide == nil && scene.centerX == 0)
        #expect(scene.written.isEmpty, "a drag that went back shut was written")
        scene.ui.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), frames: 12) {
            scene.drawer.handlePan($0)
        }
        #expect(scene.written.isEmpty, "written before the drawer landed")
        scene.ui.clock.runUntilIdle()
        #expect(scene.written == [.left] && scene.centerX == 280)
        // The app's binding now says left: the redraw that repeats it changes nothing.
        scene.ui.perform { scene.bound.appSelected(.left, animated: true) }
        #expect(scene.drawer.phase == .idle)
        scene.drag(from: 300, to: 60)
        #expect(scene.written == [.left, nil] && scene.centerX == 0)
    }

    /// A tap on the strip of centre beside the open drawer closes it, and the app hears of it.
    @Test func aTapBesideTheDrawerClosesItAndIsWritten() {
        let scene = Scene()
        scene.ui.perform { scene.bound.appSelected(.left, animated: false) }
        scene.scene.window.tap(at: CGPoint(x: 330, y: 400))
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.written == [nil])
    }

    /// The app's latest value wins over its own earlier request still on its way, and nothing is written.
    @Test func theAppsLatestValueWinsMidFlight() {
        let scene = Scene()
        scene.ui.perform { scene.bound.appSelected(.left, animated: true) }
        scene.ui.clock.advance(frames: 4)
        scene.ui.perform { scene.bound.appSelected(nil, animated: true) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.centerX == 0 && scene.written.isEmpty)
    }

    /// A side without a drawer opens nothing, and the app's value is put back to the side on show.
    @Test func aSideWithoutADrawerIsWrittenBack() {
        let scene = Scene()
        scene.ui.perform { scene.bound.appSelected(.right, animated: true) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.centerX == 0)
        #expect(scene.written == [nil])
    }
}
