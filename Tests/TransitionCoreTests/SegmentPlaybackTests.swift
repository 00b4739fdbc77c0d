import Foundation
import HeadlessUI
import Testing
@_spi(Host) import TransitionCore

/// What a UIKit host hands Core Animation is sampled from the engine: on every display frame, the keyframes hold
/// exactly the state the engine draws on that frame.
@MainActor
@Suite("Segments for a render server")
struct SegmentPlaybackTests {
    final class Recorder {
        var events: [SegmentPlayback<HeadlessView>?] = []
    }

    func makeScene(_ recorder: Recorder) throws -> (Scene, RecordingDelegate) {
        let scene = try Scene()
        let delegate = RecordingDelegate(
            animator: ClosureAnimator(name: "slide-fade") { context in
                TransitionAnimation(
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
        ].map(abs).max() ?? 0
    }

    @Test func keyframesMatchTheEnginesFrames() throws {
        let recorder = Recorder()
        let (scene, delegate) = try makeScene(recorder)
        try scene.ui.perform { try scene.container.select(index: 1) }
        let playback = try #require(recorder.events.first ?? nil)
        #expect(playback.keyTimes.count == 19)  // 0.3 s at 60 Hz: 18 frames and the start
        #expect(playback.segment.startFraction == 0 && playback.segment.endFraction == 1)
        #expect(playback.tracks.map(\.role) == [.from, .to])
        let views = [scene.children[0].view, scene.children[1].view]
        let last = playback.keyTimes.count - 1
        for frame in 0..<last {
            if frame > 0 { scene.ui.clock.advance(frames: 1) }
            for (track, view) in zip(playback.tracks, views) {
                #expect(track.view === view)
                // Key time k/n of the segment and frame k of the clock are the same instant, up to rounding.
                #expect(Self.distance(track.states[frame], view.state) < 1e-9, "frame \(frame), \(track.role)")
            }
        }
        scene.ui.clock.advance(frames: 1)
        // The last key frame is the to-view's final state; the from-view has left, reset for its next showing.
        #expect(playback.tracks[1].states[last] == views[1].state)
        #expect(playback.tracks[0].states[last].frame == CGRect(x: -390, y: 0, width: 390, height: 844))
        // The segment ended after the views were drawn at the end; nothing else was handed over.
        #expect(recorder.events.count == 2)
        #expect(recorder.events.last! == nil)
        #expect(delegate.selected.count == 1)
        #expect(scene.ui.finish() == .clean)
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
