import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// A spring made in code (the config rejects them) that settles after the 10 s limit, or never, reaching the paths
/// that play a curve over its settling time: the transition still ends, on easeInOut, with a diagnostic.
@MainActor
@Suite("Engine paths meeting curves that cannot settle")
struct UnplayableCurveEngineTests {
    nonisolated static let springs: [SpringTiming] = [
        SpringTiming(stiffness: 1e-300, damping: 1e-300),
        SpringTiming(dampingRatio: 1e-9, response: 1e9),
        SpringTiming(stiffness: 100, damping: 0),
    ].compactMap { $0 }

    /// A scene whose animator plays 0.5 s on `curve`.
    func makeScene(curve: TimingCurve = .linear) throws -> Scene {
        let scene = try Scene()
        scene.container.engine.defaultAnimator = ClosureAnimator(name: "plain") { _ in
            TransitionAnimation(duration: 0.5, curve: curve, tracks: [])
        }
        return scene
    }

    /// Frames until the engine is idle, giving up after a simulated minute.
    func framesToIdle(_ scene: Scene) -> Int {
        var frames = 0
        while scene.container.engine.phase != .idle, frames < 3_600 {
            scene.ui.clock.advance(frames: 1)
            frames += 1
        }
        return frames
    }

    func replacedCurve(_ scene: Scene) -> Bool {
        scene.container.engine.diagnostics.contains { "\($0)".contains("it settled on easeInOut instead") }
    }

    @Test(arguments: springs)
    func interactiveFinishOnASlowSpringEnds(_ spring: SpringTiming) throws {
        #expect(Self.springs.count == 3)
        let scene = try makeScene()
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        interaction.completionCurve = .spring(spring)
        try interaction.update(0.5)
        try scene.ui.perform { try interaction.finish() }
        // The remaining half of 0.5 s on easeInOut: 15 frames.
        #expect(abs(framesToIdle(scene) - 15) <= 1)
        #expect(scene.container.selectedIndex == 1)
        #expect(replacedCurve(scene))
    }

    @Test(arguments: springs)
    func retargetingBackOnASlowSpringEnds(_ spring: SpringTiming) throws {
        let scene = try makeScene(curve: .spring(spring))
        scene.container.engine.midFlightPolicy = .interruptAndRetarget
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.advance(frames: 12)
        try scene.ui.perform { try scene.container.select(index: 0) }
        // Back from wherever the spring had carried it (up to 2, overshooting) at the transition's pace of 0.5 s.
        #expect(framesToIdle(scene) <= 61)
        #expect(scene.container.selectedIndex == 0)
        #expect(replacedCurve(scene))
        #expect(scene.container.engine.transitionFraction == nil)
    }
}
