import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

/// A small deterministic generator (a 64-bit linear congruential one), so a failing seed reproduces anywhere.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

/// Random sequences of everything that can happen to a drawer — requests, pans, interactive calls, clock steps,
/// resizes, the container leaving and returning to the screen, backgrounding, configs coming and going — checked
/// after every step for balanced appearance calls and at the end for a fully defined, consistent state.
@MainActor
@Suite("Drawer model: random sequences keep the drawer consistent")
struct DrawerModelTests {
    static let config = """
        { "version": 1,
          "transitions": [
            { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage",
              "animator": { "type": "drawer", "width": 300, "style": "parallax" }, "reversible": true },
            { "container": "DrawerPage", "from": "RightPage", "to": "*", "animator": null },
            { "container": "DrawerPage", "from": "CenterPage", "to": "RightPage",
              "animator": { "type": "drawer", "side": "left", "duration": 0.2 } }
          ] }
        """

    @Test(arguments: 0..<400)
    func aRandomSequenceLeavesTheDrawerConsistent(seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let scene = try DrawerScene()
        let ui = scene.ui
        var registry = AnimatorRegistry()
        try registry.register(DrawerAnimator.self)
        let delegate = try ConfiguredTransitionDelegate(data: Data(Self.config.utf8), registry: registry)
        var completions: [Int: Int] = [:]
        var requests = 0
        var onScreen = true
        var log: [String] = []
        func completion() -> (@MainActor (Bool) -> Void) {
            requests += 1
            let id = requests
            completions[id] = 0
            return { _ in completions[id, default: 0] += 1 }
        }
        for _ in 0..<40 {
            let side: ScreenSide = Bool.random(using: &random) ? .left : .right
            let animated = Int.random(in: 0..<4, using: &random) != 0
            switch Int.random(in: 0..<14, using: &random) {
            case 0:
                log.append("open(\(side), animated: \(animated))")
                ui.perform { scene.drawer.open(side, animated: animated, completion: completion()) }
            case 1:
                log.append("close(animated: \(animated))")
                ui.perform { scene.drawer.close(animated: animated, completion: completion()) }
            case 2:
                log.append("toggle(\(side), animated: \(animated))")
                ui.perform { scene.drawer.toggle(side, animated: animated, completion: completion()) }
            case 3, 4:
                let start = [5.0, 385, 200].randomElement(using: &random)!
                let end = Double.random(in: 0...390, using: &random)
                let phase: TouchSample.Phase = Bool.random(using: &random) ? .ended : .cancelled
                log.append("pan(\(start) → \(Int(end)), \(phase))")
                let frames = Int.random(in: 1...6, using: &random)
                scene.drawer.handlePan(TouchSample(.began, at: CGPoint(x: start, y: 400), time: ui.clock.now))
                for step in 1...frames {
                    let x = start + (end - start) * Double(step) / Double(frames)
                    ui.clock.advance(frames: 1)
                    scene.drawer.handlePan(TouchSample(.moved, at: CGPoint(x: x, y: 400), time: ui.clock.now))
                }
                scene.drawer.handlePan(TouchSample(phase, at: CGPoint(x: end, y: 400), time: ui.clock.now))
            case 5:
                let opening = Bool.random(using: &random)
                log.append("beginInteractive(\(side), opening: \(opening)) + update + finish/cancel")
                ui.perform { _ = scene.drawer.beginInteractiveTransition(side, opening: opening) }
                scene.drawer.updateInteractiveTransition(Double.random(in: 0...1, using: &random))
                if Bool.random(using: &random) {
                    scene.drawer.finishInteractiveTransition(velocity: Double.random(in: -3...3, using: &random))
                } else {
                    scene.drawer.cancelInteractiveTransition(velocity: Double.random(in: -3...3, using: &random))
                }
            case 6, 7, 8:
                let frames = Int.random(in: 1...12, using: &random)
                log.append("advance(\(frames))")
                ui.clock.advance(frames: frames)
            case 9:
                let wide = Bool.random(using: &random)
                log.append("resize(wide: \(wide))")
                ui.perform {
                    scene.window.resize(to: wide ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844))
                }
            case 10:
                log.append(onScreen ? "off screen" : "on screen")
                onScreen.toggle()
                let host = scene.host
                ui.perform { scene.window.rootViewController = onScreen ? host : nil }
            case 11:
                log.append("background")
                ui.enterBackground()
            case 12:
                let attach = Bool.random(using: &random)
                log.append(attach ? "config" : "no config")
                scene.drawer.delegate = attach ? delegate : nil
            default:
                log.append("settle")
                ui.perform { scene.drawer.settle() }
            }
            #expect(ui.appearanceErrors.isEmpty, "seed \(seed): \(log.joined(separator: "; ")): \(ui.appearanceErrors)")
            if !ui.appearanceErrors.isEmpty { return }
        }
        ui.clock.runUntilIdle()
        ui.perform {}
        let steps = log.joined(separator: "; ")
        #expect(scene.drawer.phase == .idle, "seed \(seed): \(steps)")
        #expect(completions.values.allSatisfy { $0 == 1 }, "seed \(seed): \(steps): \(completions)")
        let bounds = scene.host.contentView.bounds
        if let open = scene.drawer.openSide, let child = scene.drawer.drawer(for: open) {
            let width = scene.drawer.drawerWidth(for: open)
            let edge = scene.drawer.edge(for: open)
            #expect(!child.view.isHidden && child.view.alpha == 1 && child.view.transform == .identity, "seed \(seed)")
            #expect(
                child.view.frame.width == width
                    && (edge == .left ? child.view.frame.minX == 0 : child.view.frame.maxX == bounds.maxX),
                "seed \(seed): \(steps): \(child.view.frame)")
            #expect(scene.centerContainer.frame.minX == (edge == .left ? width : -width), "seed \(seed): \(steps)")
        } else {
            #expect(scene.left.view.isHidden && scene.right.view.isHidden, "seed \(seed): \(steps)")
            #expect(scene.centerContainer.frame == bounds, "seed \(seed): \(steps)")
        }
        // Appearance matches what is on screen.
        let shown: AppearanceStateSet = onScreen ? .appeared : .disappeared
        #expect(
            shown.matches(scene.center.appearanceState),
            "seed \(seed): \(steps): centre \(scene.center.appearanceState)")
        for (side, child) in [(ScreenSide.left, scene.left), (.right, scene.right)] {
            let expected: AppearanceStateSet = onScreen && scene.drawer.openSide == side ? .appeared : .disappeared
            #expect(expected.matches(child.appearanceState), "seed \(seed): \(steps): \(side) \(child.appearanceState)")
        }
        #expect(ui.finish() == .clean, "seed \(seed): \(steps)")
        withExtendedLifetime(delegate) {}
    }
}

private enum AppearanceStateSet {
    case appeared, disappeared
    func matches(_ state: AppearancePhase) -> Bool {
        switch self {
        case .appeared: return state == .appeared
        case .disappeared: return state == .disappeared
        }
    }
}
