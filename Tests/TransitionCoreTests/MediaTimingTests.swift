import Testing
import TransitionCore

struct MediaTimingTests {
    static func approximately(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-12) -> Bool {
        guard let actual else { return false }
        return abs(actual - expected) <= tolerance
    }

    @Test func localTimeFollowsTheCAMediaTimingFormula() {
        let timing = MediaTiming(beginTime: 2, duration: 10, speed: 1.5, timeOffset: 0.25)
        #expect(timing.localTime(atParentTime: 4) == 3.25)
        #expect(timing.localTime(atParentTime: 2) == 0.25)
        #expect(timing.localTime(atParentTime: 0) == -2.75)
    }

    @Test func defaultsPlayOnceForwardsWithoutFill() {
        let timing = MediaTiming(duration: 1)
        #expect(timing.beginTime == 0)
        #expect(timing.speed == 1)
        #expect(timing.timeOffset == 0)
        #expect(timing.repeatCount == 0)
        #expect(timing.autoreverses == false)
        #expect(timing.fillMode == .removed)
        #expect(timing.activeDuration == 1)
    }

    @Test func pauseThenResumeKeepsLocalTimeContinuous() {
        var timing = MediaTiming(duration: 1)
        timing.pause(atParentTime: 0.3)
        #expect(timing.speed == 0)
        #expect(Self.approximately(timing.localTime(atParentTime: 0.3), 0.3))
        #expect(Self.approximately(timing.localTime(atParentTime: 0.8), 0.3))
        timing.resume(atParentTime: 0.8)
        #expect(timing.speed == 1)
        #expect(timing.beginTime == 0.8)
        #expect(Self.approximately(timing.localTime(atParentTime: 0.8), 0.3))
        #expect(Self.approximately(timing.localTime(atParentTime: 0.9), 0.4))
        #expect(Self.approximately(timing.iterationTime(atParentTime: 0.9), 0.4))
    }

    @Test func pausingAPausedTimingChangesNothing() {
        var timing = MediaTiming(beginTime: 1, duration: 2, speed: 2)
        timing.pause(atParentTime: 1.5)
        let paused = timing
        timing.pause(atParentTime: 9)
        #expect(timing == paused)
        #expect(timing.localTime(atParentTime: 9) == 1)
    }

    @Test func resumeWithSpeedContinuesFromThePausedLocalTime() {
        var timing = MediaTiming(duration: 4)
        timing.pause(atParentTime: 1)
        timing.resume(atParentTime: 5, speed: -0.5)
        #expect(timing.localTime(atParentTime: 5) == 1)
        #expect(timing.localTime(atParentTime: 6) == 0.5)
    }

    @Test func pauseAndResumeIgnoreNonFiniteParentTimes() {
        var timing = MediaTiming(duration: 4)
        let running = timing
        timing.pause(atParentTime: .nan)
        timing.pause(atParentTime: -.infinity)
        #expect(timing == running)
        timing.pause(atParentTime: 1)
        let paused = timing
        timing.resume(atParentTime: .nan)
        timing.resume(atParentTime: .infinity)
        #expect(timing == paused)
    }

    @Test func scrubPausesAtTheGivenLocalTime() {
        var timing = MediaTiming(beginTime: 3, duration: 2, speed: 1, fillMode: .both)
        timing.scrub(toLocalTime: 1.25)
        #expect(timing.speed == 0)
        #expect(timing.timeOffset == 1.25)
        #expect(timing.localTime(atParentTime: 0) == 1.25)
        #expect(timing.localTime(atParentTime: 100) == 1.25)
        #expect(timing.iterationTime(atParentTime: 42) == 1.25)
        #expect(timing.fractionComplete(atParentTime: 42) == 0.625)
    }

    @Test func scrubIgnoresNaNAndInfiniteTimes() {
        var timing = MediaTiming(duration: 2)
        timing.scrub(toLocalTime: 0.5)
        let scrubbed = timing
        timing.scrub(toLocalTime: .nan)
        timing.scrub(toLocalTime: .infinity)
        #expect(timing == scrubbed)
    }

    @Test func activeDurationMultipliesRepeatsAndAutoreverse() {
        #expect(MediaTiming(duration: 2).activeDuration == 2)
        #expect(MediaTiming(duration: 2, repeatCount: 0.5).activeDuration == 2)
        #expect(MediaTiming(duration: 2, repeatCount: 2.5).activeDuration == 5)
        #expect(MediaTiming(duration: 2, autoreverses: true).activeDuration == 4)
        #expect(MediaTiming(duration: 2, repeatCount: 3, autoreverses: true).activeDuration == 12)
        #expect(MediaTiming(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
    }

    @Test func fractionalRepeatCountEndsPartWayThroughTheLastIteration() {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.iterationTime(atParentTime: 0.25) == 0.25)
        #expect(timing.iterationTime(atParentTime: 1.25) == 0.25)
        #expect(timing.iterationTime(atParentTime: 2.25) == 0.25)
        #expect(timing.iterationTime(atParentTime: 2.5) == 0.5)
        #expect(timing.iterationTime(atParentTime: 10) == 0.5)
        #expect(timing.fractionComplete(atParentTime: 10) == 0.5)
        #expect(timing.isFinished(atParentTime: 2.49) == false)
        #expect(timing.isFinished(atParentTime: 2.5))
    }

    @Test func wholeRepeatCountHoldsTheEndOfTheLastIteration() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
        #expect(timing.iterationTime(atParentTime: 0.999) == 0.999)
        #expect(timing.iterationTime(atParentTime: 1) == 0)
        #expect(timing.iterationTime(atParentTime: 2) == 1)
        #expect(timing.fractionComplete(atParentTime: 3) == 1)
    }

    @Test func autoreverseRunsOddHalvesBackwards() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        #expect(timing.iterationTime(atParentTime: 0.25) == 0.25)
        #expect(timing.iterationTime(atParentTime: 1.25) == 0.75)
        #expect(timing.iterationTime(atParentTime: 2.25) == 0.25)
        #expect(timing.iterationTime(atParentTime: 3.5) == 0.5)
        #expect(timing.iterationTime(atParentTime: 3.75) == 0.25)
        // Ends after a backward half, so the held state is the start of the iteration.
        #expect(timing.iterationTime(atParentTime: 4) == 0)
        #expect(timing.iterationTime(atParentTime: 9) == 0)
    }

    @Test func fractionalAutoreverseEndsInsideTheBackwardHalf() {
        let timing = MediaTiming(duration: 1, repeatCount: 1.75, autoreverses: true, fillMode: .forwards)
        #expect(timing.activeDuration == 3.5)
        #expect(timing.iterationTime(atParentTime: 100) == 0.5)
    }

    @Test(arguments: [
        (MediaTiming.FillMode.removed, false, false),
        (.forwards, false, true),
        (.backwards, true, false),
        (.both, true, true),
    ])
    func fillModeDecidesTheStateOutsideTheActiveInterval(fill: MediaTiming.FillMode, before: Bool, after: Bool) {
        let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: fill)
        #expect((timing.iterationTime(atParentTime: 0.5) != nil) == before)
        #expect((timing.iterationTime(atParentTime: 3) != nil) == after)
        #expect((timing.iterationTime(atParentTime: 7) != nil) == after)
        if before { #expect(timing.iterationTime(atParentTime: 0.5) == 0) }
        if after { #expect(timing.iterationTime(atParentTime: 7) == 2) }
        #expect(timing.iterationTime(atParentTime: 2) == 1)
        #expect(timing.fractionComplete(atParentTime: 2) == 0.5)
    }

    @Test func zeroDurationFinishesInstantlyWithoutDividingByZero() {
        let filled = MediaTiming(beginTime: 1, duration: 0, fillMode: .both)
        #expect(filled.activeDuration == 0)
        #expect(filled.iterationTime(atParentTime: 1) == 0)
        #expect(filled.fractionComplete(atParentTime: 1) == 1)
        #expect(filled.fractionComplete(atParentTime: 5) == 1)
        #expect(filled.fractionComplete(atParentTime: 0) == 0)
        #expect(filled.isFinished(atParentTime: 1))
        #expect(filled.isFinished(atParentTime: 0.5) == false)

        let unfilled = MediaTiming(beginTime: 1, duration: 0)
        #expect(unfilled.iterationTime(atParentTime: 1) == nil)
        #expect(unfilled.fractionComplete(atParentTime: 2) == nil)

        let repeating = MediaTiming(duration: 0, repeatCount: .infinity, autoreverses: true, fillMode: .forwards)
        #expect(repeating.activeDuration == 0)
        #expect(repeating.fractionComplete(atParentTime: 3) == 1)
    }

    @Test func negativeSpeedPlaysBackwardsAndFinishesAtLocalZero() {
        let timing = MediaTiming(duration: 1, speed: -1, timeOffset: 1, fillMode: .backwards)
        #expect(timing.localTime(atParentTime: 0.25) == 0.75)
        #expect(timing.iterationTime(atParentTime: 0.25) == 0.75)
        #expect(timing.isFinished(atParentTime: 0.5) == false)
        #expect(timing.isFinished(atParentTime: 1))
        #expect(timing.isFinished(atParentTime: 1.5))
        #expect(timing.iterationTime(atParentTime: 1.5) == 0)
        #expect(timing.fractionComplete(atParentTime: 1.5) == 0)
    }

    @Test func pausedTimingIsFinishedOnlyWhenItsOffsetIsAtTheEnd() {
        var timing = MediaTiming(duration: 1, repeatCount: 2)
        timing.scrub(toLocalTime: 1.5)
        #expect(timing.isFinished(atParentTime: 1_000) == false)
        timing.scrub(toLocalTime: 2)
        #expect(timing.isFinished(atParentTime: 0))
        #expect(timing.isFinished(atParentTime: .infinity))
    }

    @Test func infiniteRepeatNeverFinishesAndKeepsWrapping() {
        let timing = MediaTiming(duration: 2, repeatCount: .infinity, fillMode: .both)
        #expect(timing.isFinished(atParentTime: 1e9) == false)
        #expect(timing.iterationTime(atParentTime: 1_000_001) == 1)
        #expect(timing.iterationTime(atParentTime: .infinity) == nil)
    }

    @Test func nanParentTimeHasNoIterationAndIsNotFinished() {
        let timing = MediaTiming(duration: 1, fillMode: .both)
        #expect(timing.iterationTime(atParentTime: .nan) == nil)
        #expect(timing.isFinished(atParentTime: .nan) == false)
    }

    @Test func initialiserClampsInvalidValues() {
        let nanTiming = MediaTiming(
            beginTime: .nan, duration: .nan, speed: .nan, timeOffset: .nan, repeatCount: .nan
        )
        #expect(nanTiming.beginTime == 0)
        #expect(nanTiming.duration == 0)
        #expect(nanTiming.speed == 0)
        #expect(nanTiming.timeOffset == 0)
        #expect(nanTiming.repeatCount == 0)

        let infiniteTiming = MediaTiming(
            beginTime: .infinity, duration: .infinity, speed: -.infinity, timeOffset: .infinity,
            repeatCount: .infinity
        )
        #expect(infiniteTiming.beginTime == 0)
        #expect(infiniteTiming.duration == 0)
        #expect(infiniteTiming.speed == 0)
        #expect(infiniteTiming.timeOffset == 0)
        #expect(infiniteTiming.repeatCount == .infinity)

        let negativeTiming = MediaTiming(beginTime: -1, duration: -3, speed: -2, timeOffset: -0.5, repeatCount: -2)
        #expect(negativeTiming.beginTime == -1)
        #expect(negativeTiming.duration == 0)
        #expect(negativeTiming.speed == -2)
        #expect(negativeTiming.timeOffset == -0.5)
        #expect(negativeTiming.repeatCount == 0)
    }

    @Test func assignmentAppliesTheSameClamps() {
        var timing = MediaTiming(beginTime: 1, duration: 2, speed: 3, timeOffset: 4, repeatCount: 5)
        timing.beginTime = .nan
        timing.duration = -1
        timing.speed = .infinity
        timing.timeOffset = -.infinity
        timing.repeatCount = -7
        #expect(timing == MediaTiming(duration: 0, speed: 0))
        timing.duration = .infinity
        #expect(timing.duration == 0)
        timing.duration = 1.5
        timing.repeatCount = .infinity
        #expect(timing.duration == 1.5)
        #expect(timing.repeatCount == .infinity)
    }
}
