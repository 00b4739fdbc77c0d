import Foundation
import HeadlessUI
import Testing
@_spi(Host) import TransitionCore

/// What a UIKit host hands Core Animation is sampled from the engine: on every display frame, the keyframes hold
/// exactly the state the engine draws on that frame.
@MainActor
@Suite("Segments for a render server")
struct SegmentPlaybackTests {
    @MainActor
    final class Recorder {
        var events: [SegmentPlayback<HeadlessView>?] = []
        /// The animation the engine was last given.
        var animation: TransitionAnimation?
    }

    func makeScene(_ recorder: Recorder) throws -> (Scene, RecordingDelegate) {
        let scene = try Scene()
        let delegate = RecordingDelegate(
            animator: ClosureAnimator(name: "slide-fade") { context in
                let animation = TransitionAnimation(
                    duration: 0.3, curve: .easeInOut,
                    tracks: [
                        RoleTrack(
                            .from,
                            frame: PropertyTrack(
                                from: context.initialFrame(for: .from), to: context.finalFrame(for: .from)),
                            alpha: PropertyTrack(from: 1, to: 0.4)),
                        RoleTrack(
                            .to,
                            frame: PropertyTrack(
                                from: context.initialFrame(for: .to), to: context.finalFrame(for: .to)),
                            transform: PropertyTrack(from: Transform(scale: 0.9), to: .identity)),
                    ])
                recorder.animation = animation
                return animation
            })
        scene.container.engine.delegate = delegate
        scene.container.segmentObserver = { recorder.events.append($0) }
        return (scene, delegate)
    }

    static func distance(_ a: ViewState, _ b: ViewState) -> CGFloat {
        [
            a.frame.minX - b.frame.minX, a.frame.minY - b.frame.minY, a.frame.width - b.frame.width,
            a.frame.height - b.frame.height, a.alpha - b.alpha, a.transform.scaleX - b.transform.scaleX,
            a.transform.scaleY - b.transform.scaleY, a.transform.translationX - b.transform.translationX,
            a.transform.rotation - b.transform.rotation, a.cornerRadius - b.cornerRadius,
        ].map(abs).max() ?? 0
    }

    /// What a render server shows of `track` at `time` (a fraction of the segment's duration), by Core Animation's
    /// keyframe rules: the state at the last key time at or before it, blended linearly towards the next, the blend
    /// paced by the track's curve when it has one.
    static func shown(_ track: SegmentTrack<HeadlessView>, at time: Double) -> ViewState {
        var index = 0
        while index + 1 < track.keyTimes.count, track.keyTimes[index + 1] <= time { index += 1 }
        guard index + 1 < track.states.count else { return track.states[index] }
        let span = track.keyTimes[index + 1] - track.keyTimes[index]
        var fraction = span > 0 ? (time - track.keyTimes[index]) / span : 1
        if let pacing = track.pacing {
            let piece = pacing[index]
            fraction = CubicBezier(x1: piece.x1, y1: piece.y1, x2: piece.x2, y2: piece.y2)!.value(at: fraction)
        }
        let (a, b) = (track.states[index], track.states[index + 1])
        var state = a
        state.frame = a.frame.interpolated(to: b.frame, fraction: fraction)
        state.alpha = a.alpha.interpolated(to: b.alpha, fraction: fraction)
        state.transform = a.transform.interpolated(to: b.transform, fraction: fraction)
        state.cornerRadius = a.cornerRadius.interpolated(to: b.cornerRadius, fraction: fraction)
        state.shadow = a.shadow.interpolated(to: b.shadow, fraction: fraction)
        return state
    }

    /// The slide-and-fade moves every property in a straight line on an eased curve: each view is handed over as its
    /// two end states paced by that curve, and on every display frame (and between frames, as at 120 Hz) the render
    /// server shows what the engine draws.
    @Test func keyframesMatchTheEnginesFrames() throws {
        let recorder = Recorder()
        let (scene, delegate) = try makeScene(recorder)
        try scene.ui.perform { try scene.container.select(index: 1) }
        let playback = try #require(recorder.events.first ?? nil)
        #expect(playback.segment.startFraction == 0 && playback.segment.endFraction == 1)
        #expect(playback.tracks.map(\.role) == [.from, .to])
        for track in playback.tracks {
            #expect(track.keyTimes == [0, 1] && track.states.count == 2)
            #expect(track.pacing == [CubicBezier.easeInOut.pacing])
        }
        // Between display frames too: the paced curve is the engine's, not a line between its frames.
        for track in playback.tracks {
            for step in 0...60 {
                let time = Double(step) / 60
                let fraction = playback.segment.fraction(atLocalTime: time * playback.segment.duration)
                let engine = recorder.animation!.state(of: track.role, at: fraction, base: track.states[0])
                #expect(Self.distance(Self.shown(track, at: time), engine) < 1e-9, "\(track.role) at \(time)")
            }
        }
        let views = [scene.children[0].view, scene.children[1].view]
        let frames = 18  // 0.3 s at 60 Hz
        for frame in 0..<frames {
            if frame > 0 { scene.ui.clock.advance(frames: 1) }
            for (track, view) in zip(playback.tracks, views) {
                #expect(track.view === view)
                // Frame k of the clock is time k/n of the segment, up to rounding.
                let shown = Self.shown(track, at: Double(frame) / Double(frames))
                #expect(Self.distance(shown, view.state) < 1e-9, "frame \(frame), \(track.role)")
            }
        }
        scene.ui.clock.advance(frames: 1)
        // The last state is the to-view's final state; the from-view has left, reset for its next showing.
        #expect(playback.tracks[1].states[1] == views[1].state)
        #expect(playback.tracks[0].states[1].frame == CGRect(x: -390, y: 0, width: 390, height: 844))
        // The segment ended after the views were drawn at the end; nothing else was handed over.
        #expect(recorder.events.count == 2)
        #expect(recorder.events.last! == nil)
        #expect(delegate.selected.count == 1)
        #expect(scene.ui.finish() == .clean)
    }

    /// Keyframes reached in straight lines are paced too: the view's states at the segment's ends and where progress
    /// passes each keyframe, each stretch paced by that stretch of the segment's curve. Eased keyframes, a rotation, a
    /// shadow or a spring cannot be paced by Béziers between a few states: those views get a state per display frame
    /// (the render server blends neighbours linearly). Either way, the render server shows what the engine draws, on
    /// every frame and between frames. A view that moves in a straight line beside them is still paced.
    @Test(arguments: ["keyframes", "eased keyframes", "rotation", "flip", "shadow", "spring", "arc"])
    func everyKindOfMotionShowsWhatTheEngineDraws(kind: String) throws {
        let recorder = Recorder()
        let scene = try Scene()
        let delegate = RecordingDelegate(
            animator: ClosureAnimator(name: kind) { context in
                let from = context.initialFrame(for: .from)
                var moved = RoleTrack(.from)
                switch kind {
                case "keyframes":
                    moved.alpha = PropertyTrack([
                        Keyframe(time: 0, value: 1), Keyframe(time: 0.35, value: 0), Keyframe(time: 1, value: 0),
                    ])
                    moved.frame = PropertyTrack([
                        Keyframe(time: 0.2, value: from), Keyframe(time: 1, value: from.offsetBy(dx: -100, dy: 40)),
                    ])
                case "eased keyframes":
                    moved.alpha = PropertyTrack([
                        Keyframe(time: 0, value: 1), Keyframe(time: 0.35, value: 0, curve: .easeIn),
                    ])
                case "rotation":
                    moved.transform = PropertyTrack(from: .identity, to: Transform(rotation: 0.3))
                case "flip":
                    // Through a scale of 0: Core Animation would decompose the mirrored matrix as a half turn.
                    moved.transform = PropertyTrack(from: .identity, to: Transform(scaleX: -1))
                case "shadow":
                    moved.shadow = PropertyTrack(from: .none, to: Shadow(opacity: 0.3, radius: 8))
                case "arc":
                    // A path of many straight pieces, and a scale that grows in two.
                    var stops: [Keyframe<CGRect>] = []
                    for step in 0...16 {
                        let t = Double(step) / 16
                        stops.append(
                            Keyframe(
                                time: t, value: from.offsetBy(dx: -200 * t, dy: -300 * sin(t * .pi / 2)).insetBy(
                                    dx: 40 * t, dy: 40 * t)))
                    }
                    moved.frame = PropertyTrack(stops)
                    moved.transform = PropertyTrack([
                        Keyframe(time: 0, value: .identity), Keyframe(time: 0.6, value: Transform(scale: 1.2)),
                        Keyframe(time: 1, value: Transform(scale: 0.8)),
                    ])
                default:
                    moved.frame = PropertyTrack(from: from, to: from.offsetBy(dx: -100, dy: 0))
                }
                let animation = TransitionAnimation(
                    duration: 0.3,
                    curve: kind == "spring" ? .spring(SpringTiming(dampingRatio: 0.8, response: 0.3)!) : .easeInOut,
                    tracks: [
                        moved,
                        RoleTrack(
                            .to,
                            frame: PropertyTrack(
                                from: context.initialFrame(for: .to), to: context.finalFrame(for: .to))),
                    ])
                recorder.animation = animation
                return animation
            })
        scene.container.engine.delegate = delegate
        scene.container.segmentObserver = { recorder.events.append($0) }
        try scene.ui.perform { try scene.container.select(index: 1) }
        let playback = try #require(recorder.events.first ?? nil)
        let from = try #require(playback.tracks.first { $0.role == .from })
        let to = try #require(playback.tracks.first { $0.role == .to })
        let frames = Int((playback.segment.duration * 60).rounded(.up))
        switch kind {
        case "keyframes":
            // The ends, and where progress passes 0.2 and 0.35 on the eased curve.
            #expect(from.pacing?.count == 3 && from.keyTimes.count == 4)
            let passes = [0.2, 0.35].map { knot in
                CubicBezier.easeInOut.input(atParameter: CubicBezier.easeInOut.parameter(atOutput: knot))
            }
            #expect(zip(from.keyTimes, [0] + passes + [1]).allSatisfy { abs($0 - $1) < 1e-12 })
        case "arc": #expect(from.pacing?.count == 17)  // 15 knots of the path, the scale's at 0.6
        default: #expect(from.pacing == nil && from.keyTimes.count == frames + 1)
        }
        #expect(kind == "spring" ? to.pacing == nil : to.pacing == [CubicBezier.easeInOut.pacing] && to.keyTimes == [0, 1])
        for track in [from, to] {
            // Every display frame, and for a paced track between them too.
            for step in 0...(4 * frames) {
                let time = Double(step) / Double(4 * frames)
                let fraction = playback.segment.fraction(atLocalTime: time * playback.segment.duration)
                var engine = recorder.animation!.state(of: track.role, at: fraction, base: track.states[0])
                var shown = Self.shown(track, at: time)
                if kind == "shadow" { (engine.shadow, shown.shadow) = (.none, .none) }
                // A display shows no time between its frames, so a state per frame is all a sampled track owes.
                if track.pacing == nil, step % 4 != 0 { continue }
                #expect(Self.distance(shown, engine) < 1e-9, "\(kind): \(track.role) at \(time)")
            }
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
    }

    @Test func aGestureStopsTheSegmentAndItsReleasePlaysANewOne() throws {
        let recorder = Recorder()
        let (scene, delegate) = try makeScene(recorder)
        defer { withExtendedLifetime(delegate) {} }
        let interaction = try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 1) }
        try interaction.update(0.4)
        #expect(recorder.events.isEmpty, "a finger-driven transition plays frame by frame")
        try interaction.cancel()
        let cancel = try #require(recorder.events.last ?? nil)
        #expect(cancel.segment.startFraction == 0.4 && cancel.segment.endFraction == 0)
        #expect(abs(cancel.segment.duration - 0.12) < 1e-12)  // p·D at speed 1
        scene.ui.clock.advance(frames: 3)
        try interaction.pause()  // grabbed mid-cancel
        #expect(recorder.events.count == 2 && recorder.events.last! == nil)
        try interaction.finish()
        scene.ui.clock.runUntilIdle()
        #expect(recorder.events.count == 4 && recorder.events.last! == nil)
        #expect(scene.container.selectedIndex == 1)
        #expect(scene.ui.finish() == .clean)
    }
}
