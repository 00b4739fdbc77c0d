import Foundation
import HeadlessUI
import Testing
@_spi(Host) import TransitionCore
import TransitionUIKit

/// A display link is called to prepare the frame that shows at its `targetTimestamp`; its `timestamp` is the frame
/// shown before (`CADisplayLink` reference). The engine draws each frame for the instant it shows, the instant Core
/// Animation evaluates its keyframes at: drawn for `timestamp`, a tab indicator following the progress would trail
/// the sliding screens by a frame.
@MainActor
@Suite("Display link time")
struct DisplayLinkTimeTests {
    @Test(arguments: [60.0, 120.0])
    func eachFrameIsDrawnForTheInstantItShows(framesPerSecond: Double) {
        let ui = HeadlessEnvironment(framesPerSecond: framesPerSecond)
        let clock = DisplayLinkClock()
        var drawnFor: [TimeInterval] = []
        var shownAt: [TimeInterval] = []
        let subscription = clock.subscribe { time in
            drawnFor.append(time)
            shownAt.append(ui.clock.now)
        }
        ui.clock.advance(frames: 4)
        clock.cancel(subscription)
        #expect(drawnFor.count == 4)
        #expect(drawnFor == shownAt)
        #expect(clock.now == ui.clock.now)
    }

    @Test func theLinksTimestampIsTheFrameShownBefore() {
        let ui = HeadlessEnvironment(framesPerSecond: 120)
        var seen: [(timestamp: TimeInterval, target: TimeInterval, now: TimeInterval)] = []
        let link = HeadlessDisplayLink { link in seen.append((link.timestamp, link.targetTimestamp, ui.clock.now)) }
        link.add(to: .main, forMode: .common)
        ui.clock.advance(frames: 2)
        link.invalidate()
        #expect(seen.count == 2)
        for frame in seen {
            #expect(frame.target == frame.now)
            #expect(abs(frame.target - frame.timestamp - 1.0 / 120) < 1e-12)
        }
    }
}
