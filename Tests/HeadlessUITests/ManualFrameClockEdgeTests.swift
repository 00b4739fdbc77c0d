import Foundation
import HeadlessUI
import Testing
import TransitionCore

@MainActor
@Suite("Manual frame clock edges")
struct ManualFrameClockEdgeTests {
    @Test func shortAdvancesAccumulate() {
        let ui = HeadlessEnvironment(framesPerSecond: 60)
        ui.clock.advance(by: 0.008)
        #expect(ui.clock.frameCount == 0)
        ui.clock.advance(by: 0.008)
        #expect(ui.clock.frameCount == 1)
        #expect(ui.clock.now == 1.0 / 60)
        ui.clock.advance(by: 0.35)
        #expect(ui.clock.frameCount == 22)
    }

    @Test func hugeAndNonFiniteTimesNeverTrap() {
        let ui = HeadlessEnvironment(framesPerSecond: 1e300)
        #expect(ui.clock.framesPerSecond == ManualFrameClock.maximumFramesPerSecond)
        #expect(ui.clock.runUntilIdle() == 0)
        for limit in [Double.nan, .infinity, -.infinity, 1e300, -1] {
            #expect(ui.clock.runUntilIdle(limit: limit) == 0)
        }
        ui.clock.advance(by: 1e300)
        ui.clock.advance(by: .nan)
        #expect(ui.clock.frameCount == 0)
        #expect(ui.clock.ignoredAdvances.count == 2)
    }
}
