import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

/// The appearance callbacks one controller got, in order, without the origin.
@MainActor
private func appearance(of name: String, in ui: HeadlessEnvironment) -> [String] {
    ui.log.filter { $0.controller == name && $0.call.isAppearance }.map { "\($0.call)" }
}

@MainActor
@Suite("Drawer: one engine, balanced appearance, segments")
struct DrawerOneEngineTests {
    @Test func aClosedDrawerChildGetsNoAppearanceCallsAndTheCentreAppearsWithTheContainer() throws {
        let scene = try DrawerScene()
        #expect(appearance(of: "CenterPage", in: scene.ui) == ["viewWillAppear", "viewDidAppear"])
        #expect(appearance(of: "LeftPage", in: scene.ui).isEmpty)
        #expect(appearance(of: "RightPage", in: scene.ui).isEmpty)
        #expect(scene.host.shouldAutomaticallyForwardAppearanceMethods == false)
        #expect(scene.ui.appearanceErrors.isEmpty)
    }

    @Test func openingAndClosingBracketTheDrawerChildsAppearance() throws {
        let scene = try DrawerScene()
        scene.ui.clearLog()
        scene.ui.perform { scene.drawer.open(.left) }
        #expect(appearance(of: "LeftPage", in: scene.ui) == ["viewWillAppear"])
        scene.ui.clock.runUntilIdle()
        #expect(appearance(of: "LeftPage", in: scene.ui) == ["viewWillAppear", "viewDidAppear"])
        scene.ui.clearLog()
        scene.ui.perform { scene.drawer.close() }
        #expect(appearance(of: "LeftPage", in: scene.ui) == ["viewWillDisappear"])
        scene.ui.clock.runUntilIdle()
        #expect(appearance(of: "LeftPage", in: scene.ui) == ["viewWillDisappear", "viewDidDisappear"])
        // Without animation both calls come at once.
        scene.ui.clearLog()
        scene.ui.perform { scene.drawer.open(.right, animated: false) }
        #expect(appearance(of: "RightPage", in: scene.ui) == ["viewWillAppear", "viewDidAppear"])
        #expect(appearance(of: "CenterPage", in: scene.ui).isEmpty)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aCancelledOpenAndACancelledCloseFollowUIKitsSequences() throws {
        let scene = try DrawerScene()
        scene.ui.clearLog()
        scene.ui.perform { _ = scene.drawer.beginInteractiveTransition(.left, opening: true) }
        scene.drawer.updateInteractiveTransition(0.3)
        scene.drawer.cancelInteractiveTransition()
        scene.ui.clock.runUntilIdle()
        #expect(
            appearance(of: "LeftPage", in: scene.ui) == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(scene.drawer.openSide == nil && scene.left.view.isHidden)

        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        scene.ui.clearLog()
        scene.ui.perform { _ = scene.drawer.beginInteractiveTransition(.left, opening: false) }
        scene.drawer.updateInteractiveTransition(0.4)
        scene.drawer.cancelInteractiveTransition()
        scene.ui.clock.runUntilIdle()
        #expect(appearance(of: "LeftPage", in: scene.ui) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(scene.drawer.openSide == .left && !scene.left.view.isHidden)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aPanReleasedShortOfTheThresholdBalancesTheDrawerChild() throws {
        let scene = try DrawerScene()
        scene.ui.clearLog()
        scene.drawer.handlePan(TouchSample(.began, at: CGPoint(x: 5, y: 400), time: 0))
        scene.drawer.handlePan(TouchSample(.moved, at: CGPoint(x: 40, y: 400), time: 0.5))
        scene.drawer.handlePan(TouchSample(.ended, at: CGPoint(x: 40, y: 400), time: 1))
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        #expect(
            appearance(of: "LeftPage", in: scene.ui) == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func theContainerDisappearingTakesTheOpenDrawerWithIt() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        scene.ui.clearLog()
        scene.ui.perform { scene.window.rootViewController = nil }
        #expect(appearance(of: "CenterPage", in: scene.ui) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(appearance(of: "LeftPage", in: scene.ui) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(appearance(of: "RightPage", in: scene.ui).isEmpty)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aResizeOfTheWindowReachesTheDrawerThroughTheContainersEngine() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(scene.centerContainer.frame == CGRect(x: 280, y: 0, width: 844, height: 390))
        #expect(scene.left.view.frame == CGRect(x: 0, y: 0, width: 280, height: 390))
        #expect(scene.childContainer.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func aResizeMidMotionSettlesItAndLaysOutTheNewSize() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.advance(frames: 5)
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(scene.drawer.phase == .idle && scene.drawer.openSide == .left)
        #expect(scene.centerContainer.frame == CGRect(x: 280, y: 0, width: 844, height: 390))
        #expect(scene.ui.finish() == .clean)
    }

    /// The drawer's motion is handed to the render server like a switch's: while the main thread is busy the open
    /// keeps moving on screen, and the close plays the same motion backwards.
    @Test func theDrawerKeepsMovingWhileTheMainThreadIsBusy() throws {
        let scene = try DrawerScene()
        let closed = scene.centerContainer.frame
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.advance(frames: 3)
        let drawn = scene.centerContainer.layer.presentation().frame.minX
        scene.ui.clock.stall(frames: 6)
        // No frame reached the main thread, yet the centre moved on, towards the open drawer's 280 pt.
        let shown = scene.centerContainer.layer.presentation().frame.minX
        #expect(shown > drawn && shown < 280, "drawn \(drawn), shown \(shown)")
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left && scene.centerContainer.frame.minX == 280)
        #expect(scene.centerContainer.layer.animationKeys() == nil)
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.advance(frames: 3)
        let closing = scene.centerContainer.layer.presentation().frame.minX
        scene.ui.clock.stall(frames: 6)
        let stillClosing = scene.centerContainer.layer.presentation().frame.minX
        #expect(stillClosing < closing && stillClosing > 0, "drawn \(closing), shown \(stillClosing)")
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.centerContainer.frame == closed)
        #expect(scene.ui.finish() == .clean)
    }
}
