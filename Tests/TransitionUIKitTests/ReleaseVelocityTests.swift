import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// A screen released mid-swipe carries on at the finger's speed, whatever curve completes it.
@MainActor
@Suite("The finger's speed at release")
struct ReleaseVelocityTests {
    /// Drags a slide to half-way at `speed` (progress per second), releases it there at that speed, and returns the
    /// arriving screen's speed (points per second) over the last dragged frame and the first frame after release.
    static func release(
        on curve: TimingCurve, speed: Double, finishing: Bool = true
    ) throws -> (dragged: CGFloat, released: CGFloat, landed: Int) {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = try AnimatorRegistry.catalogue.makeAnimator(named: "slide")
        let arriving: UIView = scene.container.viewControllers[1].view
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        interaction.completionCurve = curve
        let frame = 1 / scene.ui.clock.framesPerSecond
        var progress = 0.0
        var positions: [CGFloat] = []
        while progress < 0.5 - 1e-9 {
            progress += speed * frame
            try scene.ui.perform { try interaction.update(progress) }
            scene.ui.clock.advance(frames: 1)
            positions.append(arriving.layer.presentation().position.x)
        }
        try scene.ui.perform {
            if finishing { try interaction.finish(velocity: speed) } else { try interaction.cancel(velocity: -speed) }
        }
        scene.ui.clock.advance(frames: 1)
        positions.append(arriving.layer.presentation().position.x)
        scene.ui.clock.runUntilIdle()
        let count = positions.count
        return (
            abs(positions[count - 2] - positions[count - 3]) / CGFloat(frame),
            abs(positions[count - 1] - positions[count - 2]) / CGFloat(frame), scene.container.selectedIndex ?? -1
        )
    }

    /// Released at the finger's speed on easeInOut (which starts at rest), the screen stopped under the lifted
    /// finger and then sped up again: a hitch a person sees on every flick. It goes on at the finger's speed now.
    @Test(arguments: [TimingCurve.easeInOut, .easeOut, .linear, .easeIn])
    func aCubicCompletionStartsAtTheFingersSpeed(curve: TimingCurve) throws {
        let flick = try Self.release(on: curve, speed: 2.5)
        #expect(flick.landed == 1)
        #expect(
            flick.released > flick.dragged * 0.75 && flick.released < flick.dragged * 1.25,
            "dragged at \(flick.dragged) pt/s, went on at \(flick.released) pt/s")
        let back = try Self.release(on: curve, speed: 2.5, finishing: false)
        #expect(back.landed == 0)
        #expect(
            back.released > back.dragged * 0.75 && back.released < back.dragged * 1.25,
            "dragged back at \(back.dragged) pt/s, went on at \(back.released) pt/s")
    }
}
