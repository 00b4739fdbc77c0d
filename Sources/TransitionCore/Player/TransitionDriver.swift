import Foundation

/// Plays one transition on one timing model — the only code that turns time into progress.
///
/// Every phase is a *segment*: a ``MediaTiming`` on the frame clock's timeline that moves the progress fraction
/// from `start` to `end` along a curve.
/// - playing by itself: 0 → 1 over the animation's duration on the animation's curve;
/// - interactive: the same 0 → 1 segment, linear, *paused* (speed 0) with `timeOffset = p·D` — scrubbing is
///   CAMediaTiming's pause recipe, not a second code path;
/// - finishing from p: p → 1 over `(1 − p)·D / completionSpeed` on the completion curve;
/// - cancelling from p: p → 0 over `p·D / completionSpeed`, frame by frame.
///
/// Engines outside this module (the drawer, the tab container) play their transitions with it too, so every
/// container shares one timing model.
@MainActor
package final class TransitionDriver {
    struct Segment {
        var timing: MediaTiming
        var start: Double
        var end: Double
        var curve: TimingCurve

        func fraction(at time: TimeInterval) -> Double {
            playback.fraction(atLocalTime: timing.localTime(atParentTime: time))
        }

        /// The segment as a render server plays it: the same function of time.
        var playback: PlaybackSegment {
            PlaybackSegment(
                beginTime: timing.beginTime, duration: timing.duration, startFraction: start, endFraction: end,
                curve: curve)
        }

        func isComplete(at time: TimeInterval) -> Bool {
            // A tolerance of a nanosecond keeps 21 frames of 1/60 s from missing a 0.35 s end by rounding.
            timing.duration <= 0 || (timing.speed > 0 && timing.localTime(atParentTime: time) >= timing.duration - 1e-9)
        }
    }

    /// What the driver is doing. Each step that calls out (drawing a frame, reporting the end) first enters a state
    /// that says what remains to do after the call; observers called out to may change course themselves (a progress
    /// handler that replaces the children settles the transition), so the rest runs only if the driver is still in
    /// that state. Re-entrancy cannot subscribe frames for a transition that already ended or report an end twice:
    /// no counter decides it, the state does.
    private enum State {
        /// Not started, or stopped.
        case idle
        /// Drawing the frame a scrub paused at; `wasPlaying`: a segment stopped for it, which is told next.
        case pausing(wasPlaying: Bool)
        /// Paused for a gesture.
        case paused
        /// Drawing a new segment's first frame; frames are subscribed next.
        case starting(TransitionState)
        /// A segment plays by itself on the clock's frames.
        case playing(TransitionState, FrameSubscription)
        /// Drawing the end a segment or a jump reached; `wasPlaying`: a segment stopped there, which is told next,
        /// then the end is reported.
        case arriving(TransitionState, wasPlaying: Bool)
        /// The end was reported.
        case ended(TransitionState)

        var phase: TransitionState {
            switch self {
            case .idle: return .idle
            case .pausing, .paused: return .interactive
            case let .starting(phase), let .playing(phase, _), let .arriving(phase, _), let .ended(phase): return phase
            }
        }
    }

    /// The transition's duration when it plays by itself.
    package let duration: TimeInterval
    /// The curve it plays on by itself.
    package let curve: TimingCurve
    private let clock: any FrameClock
    private let render: @MainActor (Double, TransitionState) -> Void
    private let reachedEnd: @MainActor (Bool) -> Void
    private var segment: Segment
    private var state = State.idle
    /// Where the transition is.
    package var phase: TransitionState { state.phase }
    /// The eased fraction last drawn.
    package private(set) var fraction: Double = 0
    /// Told when a segment starts playing by itself (animating, finishing, cancelling), and with nil when it stops
    /// (played to its end, paused, scrubbed, jumped, stopped) — always after the views were drawn where it stopped.
    package var segmentHandler: (@MainActor (PlaybackSegment?) -> Void)?
    /// The segment playing by itself, if any.
    package var playingSegment: PlaybackSegment? {
        guard case .playing = state else { return nil }
        return segment.playback
    }

    /// How long the segment starting or playing by itself has left on the clock, in seconds; nil while a gesture
    /// holds the transition or nothing plays. Whatever the curve (a spring's settling time) or the completion speed.
    package var timeLeftPlaying: TimeInterval? {
        switch state {
        case .starting, .playing:
            let segment = segment.playback
            return max(segment.beginTime + segment.duration - clock.now, 0)
        case .idle, .pausing, .paused, .arriving, .ended:
            return nil
        }
    }

    /// Creates a driver: `render` draws a fraction, `reachedEnd` is told whether the end (true) or the start
    /// (false) was reached.
    package init(
        duration: TimeInterval, curve: TimingCurve, clock: any FrameClock,
        render: @escaping @MainActor (Double, TransitionState) -> Void,
        reachedEnd: @escaping @MainActor (Bool) -> Void
    ) {
        self.duration = duration
        self.curve = curve
        self.clock = clock
        self.render = render
        self.reachedEnd = reachedEnd
        self.segment = Segment(timing: MediaTiming(duration: duration, speed: 0), start: 0, end: 1, curve: .linear)
    }

    /// Draws the first frame at once (no flash of the final layout) and, unless a gesture drives it, starts playing.
    package func start(interactive: Bool) {
        if interactive {
            scrub(to: 0)
        } else {
            play(
                Segment(timing: MediaTiming(beginTime: clock.now, duration: duration), start: 0, end: 1, curve: curve),
                phase: .animating)
        }
    }

    /// Interactive progress: pauses the timing at `p·D` and draws that frame immediately (zero frames of lag).
    package func scrub(to progress: Double) {
        guard !progress.isNaN else { return }
        let p = min(max(progress, 0), 1)
        var timing = MediaTiming(duration: duration)
        timing.scrub(toLocalTime: p * duration)
        segment = Segment(timing: timing, start: 0, end: 1, curve: .linear)
        state = .pausing(wasPlaying: stopFrames())
        draw(at: clock.now)
        guard case let .pausing(wasPlaying) = state else { return }
        state = .paused
        if wasPlaying { segmentHandler?(nil) }
    }

    /// Pauses wherever the transition is, keeping the views still; it becomes interactive at that fraction.
    package func pause() {
        guard phase == .animating || phase == .finishing || phase == .cancelling else { return }
        scrub(to: currentFraction)
    }

    /// Where the transition is now: a segment playing by itself is sampled at the clock's time, not where it was
    /// last drawn — while the main thread was busy no frame was drawn, but a render server kept the views moving,
    /// and a grab or a retarget from the last drawn fraction would make them jump back.
    private var currentFraction: Double {
        guard case .playing = state else { return fraction }
        return segment.fraction(at: clock.now)
    }

    /// Plays from the current fraction to 1 (finish) or 0 (cancel) at `speed` on `curve`.
    ///
    /// A spring plays over its settling time; one that settles after ``TimingCurve/maximumSettlingDuration`` (or
    /// never) would hold the transition mid-flight, so easeInOut at the transition's pace replaces it. (The player
    /// checks first and records a ``ContainerDiagnostic/curveReplaced(_:reason:)``.)
    package func settle(finishing: Bool, speed: Double, curve: TimingCurve) {
        let curve = curve.unplayableSettleReason == nil ? curve : .easeInOut
        let p = currentFraction
        let seconds = settlingDuration(finishing: finishing, speed: speed, curve: curve)
        let timing = MediaTiming(beginTime: clock.now, duration: seconds)
        play(
            Segment(timing: timing, start: p, end: finishing ? 1 : 0, curve: curve),
            phase: finishing ? .finishing : .cancelling)
    }

    /// How long ``settle(finishing:speed:curve:)`` would play from where the transition is now, in seconds: a spring
    /// takes its own settling time; any other curve covers the remaining distance at the transition's pace.
    package func settlingDuration(finishing: Bool, speed: Double, curve: TimingCurve) -> TimeInterval {
        let curve = curve.unplayableSettleReason == nil ? curve : .easeInOut
        let p = currentFraction
        let distance = finishing ? 1 - p : p
        guard distance > 0, speed.isFinite, speed > 0 else { return 0 }
        return curve.settlingDuration.map { $0 / speed } ?? distance * duration / speed
    }

    /// Jumps to the end (1) or start (0) and reports it, without further frames.
    package func jump(finishing: Bool) {
        arrive(at: finishing ? 1 : 0, phase: finishing ? .finishing : .cancelling, wasPlaying: stopFrames())
    }

    /// Stops listening to the clock; the transition is over.
    package func stop() {
        let wasPlaying = stopFrames()
        state = .idle
        if wasPlaying { segmentHandler?(nil) }
    }

    private func play(_ next: Segment, phase: TransitionState) {
        let wasPlaying = stopFrames()
        segment = next
        let now = clock.now
        if next.isComplete(at: now) {
            arrive(at: next.end, phase: phase, wasPlaying: wasPlaying)
            return
        }
        state = .starting(phase)
        draw(at: now)
        // The first frame's observers may have ended or redirected the transition: then it must not subscribe.
        guard case .starting = state else { return }
        // A driver let go of mid-play (its player dropped by its owner) takes its subscription off at the next frame,
        // so the clock stops asking the display for frames nobody draws.
        let subscription = SubscriptionBox()
        let clock = self.clock
        subscription.value = clock.subscribe { [weak self] time in
            guard let self else {
                if let left = subscription.value { clock.cancel(left) }
                return
            }
            tick(time)
        }
        if let value = subscription.value { state = .playing(phase, value) }
        // A new segment replaces the one that played (a host replaces its render-server animations).
        segmentHandler?(next.playback)
    }

    private func tick(_ time: TimeInterval) {
        guard case let .playing(phase, _) = state else { return }
        if segment.isComplete(at: time) {
            arrive(at: segment.end, phase: phase, wasPlaying: stopFrames())
        } else {
            draw(at: time)
        }
    }

    /// Draws the end reached (1 or 0), then says the segment is over, then reports the end: model values are final
    /// before a host removes its render-server animations, so the last frame never flashes back.
    private func arrive(at end: Double, phase: TransitionState, wasPlaying: Bool) {
        state = .arriving(phase, wasPlaying: wasPlaying)
        fraction = end
        render(fraction, phase)
        guard case let .arriving(_, wasPlaying) = state else { return }
        state = .ended(phase)
        if wasPlaying { segmentHandler?(nil) }
        reachedEnd(end >= 1)
    }

    private func draw(at time: TimeInterval) {
        fraction = segment.fraction(at: time)
        render(fraction, phase)
    }

    /// Stops the frame calls; returns whether a segment was playing by itself.
    private func stopFrames() -> Bool {
        guard case let .playing(_, subscription) = state else { return false }
        clock.cancel(subscription)
        state = .idle
        return true
    }
}

/// A subscription its own handler cancels, known once `subscribe` returns.
@MainActor
private final class SubscriptionBox {
    var value: FrameSubscription?
}
