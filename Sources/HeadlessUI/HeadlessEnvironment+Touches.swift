import Foundation
import TransitionCore

extension HeadlessEnvironment {
    /// Plays a one-finger drag on the frame clock so tests read like gestures: a `.began` sample at `start` now,
    /// then one `.moved` sample per frame along a straight line to `end` over `frames` frames, then the release.
    /// Each sample is delivered to `handler` right after its frame (so a transition driven by it draws on the same
    /// frame), and the clock moves exactly as a finger would make it.
    ///
    /// ```swift
    /// ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 117, y: 400), frames: 20, release: .still) {
    ///     swipe.handle($0)
    /// }
    /// ```
    public func drag(
        from start: CGPoint, to end: CGPoint, frames: Int, release: TouchRelease = .still,
        _ handler: @MainActor (TouchSample) -> Void
    ) {
        let steps = max(frames, 1)
        perform { handler(TouchSample(.began, at: start, time: clock.now)) }
        for step in 1...steps {
            clock.advance(frames: 1)
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            perform { handler(TouchSample(.moved, at: point, time: clock.now)) }
        }
        switch release {
        case .still:
            let restFrames = Int((0.1 * clock.framesPerSecond).rounded(.up))
            for _ in 0..<restFrames {
                clock.advance(frames: 1)
                perform { handler(TouchSample(.moved, at: end, time: clock.now)) }
            }
            perform { handler(TouchSample(.ended, at: end, time: clock.now)) }
        case .moving:
            perform { handler(TouchSample(.ended, at: end, time: clock.now)) }
        case let .flick(velocity):
            perform { handler(TouchSample(.ended, at: end, time: clock.now, reportedVelocity: velocity)) }
        case .cancelled:
            perform { handler(TouchSample(.cancelled, at: end, time: clock.now)) }
        }
    }

    /// Plays a two-finger pinch about `center`: the fingers' distance goes from `startSpan` to `endSpan` over
    /// `frames` frames, then lifts (resting first, for ``TouchRelease/still``).
    public func pinch(
        center: CGPoint, fromSpan startSpan: CGFloat, toSpan endSpan: CGFloat, frames: Int,
        release: TouchRelease = .still, _ handler: @MainActor (TouchSample) -> Void
    ) {
        func sample(_ phase: TouchSample.Phase, span: CGFloat) -> TouchSample {
            TouchSample(
                phase, at: CGPoint(x: center.x - span / 2, y: center.y),
                second: CGPoint(x: center.x + span / 2, y: center.y), time: clock.now)
        }
        let steps = max(frames, 1)
        perform { handler(sample(.began, span: startSpan)) }
        for step in 1...steps {
            clock.advance(frames: 1)
            perform {
                handler(sample(.moved, span: startSpan + (endSpan - startSpan) * CGFloat(step) / CGFloat(steps)))
            }
        }
        if release == .still {
            for _ in 0..<Int((0.1 * clock.framesPerSecond).rounded(.up)) {
                clock.advance(frames: 1)
                perform { handler(sample(.moved, span: endSpan)) }
            }
        }
        perform { handler(sample(release == .cancelled ? .cancelled : .ended, span: endSpan)) }
    }
}
