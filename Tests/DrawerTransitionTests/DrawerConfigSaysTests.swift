import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

@MainActor
@Suite("Drawer: what the config says is what runs")
struct DrawerConfigSaysTests {
    static func delegate(_ json: String) throws -> ConfiguredTransitionDelegate {
        var registry = AnimatorRegistry()
        try registry.register(DrawerAnimator.self)
        return try ConfiguredTransitionDelegate(data: Data(json.utf8), registry: registry)
    }

    @Test func aCloseAsksTheClosingPairAndFallsBackToTheOpeningOne() throws {
        let scene = try DrawerScene()
        let delegate = try Self.delegate(
            """
            { "version": 1,
              "transitions": [
                { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage",
                  "animator": { "type": "drawer", "duration": 0.3 } },
                { "container": "DrawerPage", "from": "LeftPage", "to": "*",
                  "animator": { "type": "drawer", "duration": 0.5, "style": "parallax" } },
                { "container": "DrawerPage", "from": "CenterPage", "to": "RightPage",
                  "animator": { "type": "drawer", "duration": 0.2 } }
              ] }
            """)
        scene.drawer.delegate = delegate
        scene.ui.perform { scene.drawer.open(.left) }
        #expect(scene.drawer.motionDuration == 0.3)
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { scene.drawer.close() }
        #expect(scene.drawer.motionDuration == 0.5, "the closing rule (LeftPage → *)")
        scene.ui.clock.runUntilIdle()
        // No rule for (RightPage → CenterPage): the close plays the opening pair's animator backwards.
        scene.ui.perform { scene.drawer.open(.right) }
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { scene.drawer.close() }
        #expect(scene.drawer.motionDuration == 0.2)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil && scene.ui.finish() == .clean)
    }

    @Test func aNullClosingRuleClosesWithoutAnimation() throws {
        let scene = try DrawerScene()
        let delegate = try Self.delegate(
            """
            { "version": 1,
              "transitions": [
                { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage", "animator": { "type": "drawer" } },
                { "container": "DrawerPage", "from": "LeftPage", "to": "CenterPage", "animator": null }
              ] }
            """)
        scene.drawer.delegate = delegate
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        var closed: [Bool] = []
        scene.ui.perform { scene.drawer.close { closed.append($0) } }
        #expect(closed == [true] && scene.drawer.phase == .idle && scene.drawer.openSide == nil)
    }

    @Test func theConfigsSideMovesTheDrawersEdge() throws {
        let scene = try DrawerScene(withRight: false)
        let delegate = try Self.delegate(
            """
            { "version": 1,
              "transitions": [
                { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage",
                  "animator": { "type": "drawer", "side": "right", "width": 300 }, "reversible": true }
              ] }
            """)
        scene.drawer.delegate = delegate
        #expect(scene.drawer.edge(for: .left) == .right)
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left)
        #expect(scene.left.view.frame == CGRect(x: 90, y: 0, width: 300, height: 844))
        #expect(scene.centerContainer.frame == CGRect(x: -300, y: 0, width: 390, height: 844))
        scene.ui.perform { scene.drawer.close(animated: false) }
        // A bezel pan at the right edge opens it; one at the left edge does nothing.
        scene.drawer.handlePan(TouchSample(.began, at: CGPoint(x: 5, y: 400), time: 0))
        #expect(!scene.drawer.isTrackingPan)
        scene.drawer.handlePan(TouchSample(.began, at: CGPoint(x: 385, y: 400), time: 0))
        scene.drawer.handlePan(TouchSample(.moved, at: CGPoint(x: 100, y: 400), time: 0.2))
        scene.drawer.handlePan(TouchSample(.ended, at: CGPoint(x: 80, y: 400), time: 0.25))
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left)
        #expect(scene.centerContainer.frame.minX == -300)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aNewDelegateLaysAnOpenDrawerOutForItsAnswers() throws {
        let scene = try DrawerScene()
        let delegate = try Self.delegate(
            """
            { "version": 1,
              "transitions": [
                { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage",
                  "animator": { "type": "drawer", "width": 300 } }
              ] }
            """)
        scene.drawer.delegate = delegate
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.left.view.frame.width == 300 && scene.centerContainer.frame.minX == 300)
        scene.drawer.delegate = nil
        #expect(scene.left.view.frame.width == 280 && scene.centerContainer.frame.minX == 280)
        #expect(scene.drawer.drawerWidth(for: .left) == 280)
    }

    @Test func twoDrawersNamingOneEdgeKeepTheirOwnSides() throws {
        let scene = try DrawerScene()
        let delegate = try Self.delegate(
            """
            { "version": 1,
              "transitions": [
                { "container": "DrawerPage", "from": "CenterPage", "animator": { "type": "drawer", "side": "left" } }
              ] }
            """)
        scene.drawer.delegate = delegate
        #expect(scene.drawer.edge(for: .left) == .left)
        #expect(scene.drawer.edge(for: .right) == .right)
    }
}
