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

    @Test func theDrawerHandsEachSegmentToARenderServerLikeTheEngine() throws {
        let scene = try DrawerScene()
        var segments: [SegmentPlayback<HeadlessView>] = []
        var ends = 0
        scene.host.segmentObserver = { playback in
            if let playback { segments.append(playback) } else { ends += 1 }
        }
        scene.ui.perform { scene.drawer.open(.left) }
        #expect(segments.count == 1)
        let segment = try #require(segments.first)
        #expect(segment.segment.startFraction == 0 && segment.segment.endFraction == 1)
        // The centre container's keyframes are the drawer's own frames, sampled: closed first, open last.
        let center = try #require(segment.tracks.first { $0.view === scene.centerContainer })
        #expect(center.states.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(center.states.last?.frame == CGRect(x: 280, y: 0, width: 390, height: 844))
        #expect(segment.tracks.contains { $0.view === scene.left.view })
        scene.ui.clock.runUntilIdle()
        #expect(ends == 1 && scene.drawer.openSide == .left)
        // Closing plays the same animation backwards: one segment from 1 to 0.
        scene.ui.perform { scene.drawer.close() }
        #expect(segments.count == 2 && segments[1].segment.startFraction == 1 && segments[1].segment.endFraction == 0)
        scene.ui.clock.runUntilIdle()
        #expect(ends == 2 && scene.drawer.openSide == nil)
    }
}
