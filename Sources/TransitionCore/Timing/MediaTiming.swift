/// The `CAMediaTiming` model: how a parent ("global") time maps to an animation's local time and to the time
/// within one iteration of its basic duration.
///
/// Core Animation converts in two stages: parent time → active local time (`beginTime`, `speed`, `timeOffset`),
/// then active local time → basic local time within one iteration (`repeatCount`, `autoreverses`, `fillMode`).
///
/// Every stored property is sanitised, both by the initialiser and on later assignment, so the arithmetic below
/// never sees NaN or an infinite offset: non-finite `beginTime`, `timeOffset` and `speed` become 0; NaN, negative
/// and infinite `duration` become 0 (callers reject infinite durations earlier; 0 means "finishes instantly");
/// NaN and negative `repeatCount` become 0, while `.infinity` is kept (repeat forever).
package struct MediaTiming: Sendable, Hashable {
    /// What an animation shows outside its active interval (`CAMediaTimingFillMode`).
    package enum FillMode: Sendable, Hashable {
        /// Nothing: the animation has no effect before it starts or after it ends.
        case removed
        /// The final state is held after the animation ends.
        case forwards
        /// The initial state is shown before the animation starts.
        case backwards
        /// Both `backwards` and `forwards`.
        case both

        var fillsBackwards: Bool { self == .backwards || self == .both }
        var fillsForwards: Bool { self == .forwards || self == .both }
    }

    /// The parent time at which local time 0 starts to advance. Non-finite values become 0.
    package var beginTime: Double = 0 {
        didSet { beginTime = Self.finiteOrZero(beginTime) }
    }

    /// The basic duration of one iteration, in local seconds. NaN, negative and infinite values become 0.
    package var duration: Double {
        didSet { duration = Self.sanitisedDuration(duration) }
    }

    /// Local seconds per parent second: 2 plays twice as fast, −1 plays backwards, 0 pauses. Non-finite → 0.
    package var speed: Double = 1 {
        didSet { speed = Self.finiteOrZero(speed) }
    }

    /// Added to the local time after scaling by `speed`. Non-finite values become 0.
    package var timeOffset: Double = 0 {
        didSet { timeOffset = Self.finiteOrZero(timeOffset) }
    }

    /// How many times the basic duration plays: 0 means once, fractions play part of the last iteration, and
    /// `.infinity` repeats forever. NaN and negative values become 0.
    package var repeatCount: Double = 0 {
        didSet { repeatCount = Self.sanitisedRepeatCount(repeatCount) }
    }

    /// Whether each iteration plays forwards and then backwards (doubling the active duration).
    package var autoreverses: Bool = false

    /// What is shown outside the active interval.
    package var fillMode: FillMode = .removed

    /// Creates a timing, sanitising every value as described on the type (observers do not run in `init`, so the
    /// same rules are applied here explicitly).
    package init(
        beginTime: Double = 0,
        duration: Double,
        speed: Double = 1,
        timeOffset: Double = 0,
        repeatCount: Double = 0,
        autoreverses: Bool = false,
        fillMode: FillMode = .removed
    ) {
        self.beginTime = Self.finiteOrZero(beginTime)
        self.duration = Self.sanitisedDuration(duration)
        self.speed = Self.finiteOrZero(speed)
        self.timeOffset = Self.finiteOrZero(timeOffset)
        self.repeatCount = Self.sanitisedRepeatCount(repeatCount)
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The active local time for parent time `t`: `(t − beginTime)·speed + timeOffset` (CAMediaTiming).
    ///
    /// A paused timing (speed 0) returns `timeOffset` for every `t`, including infinite ones. NaN `t` gives NaN.
    package func localTime(atParentTime t: Double) -> Double {
        // Without this, an infinite parent time would make ∞·0 = NaN instead of "still paused".
        if speed == 0 { return t.isNaN ? .nan : timeOffset }
        return (t - beginTime) * speed + timeOffset
    }

    /// The length of local time over which the animation is active:
    /// `duration × max(repeatCount, 1) × (autoreverses ? 2 : 1)`; infinite when `repeatCount` is, and 0 for a
    /// zero duration (even when repeating forever).
    package var activeDuration: Double {
        guard duration > 0 else { return 0 }
        return duration * max(repeatCount, 1) * (autoreverses ? 2 : 1)
    }

    /// The time within the current iteration, in [0, `duration`], or `nil` when the animation has no effect.
    ///
    /// - Before local time 0: 0 (the start state) when `fillMode` fills backwards, else `nil`.
    /// - Inside the active duration: the local time modulo `duration`, mirrored (`duration − time`) on the
    ///   backward half of each autoreversing cycle.
    /// - At or after the active duration: the end state when `fillMode` fills forwards, else `nil`. The end state
    ///   is where the last (possibly partial) iteration stops: `duration`, 0 if it ran backwards, or the matching
    ///   point inside it for a fractional `repeatCount`.
    /// - Zero duration: finished instantly at local time 0, so 0 when filling forwards from then on (or filling
    ///   backwards before it), else `nil` — and never a division by zero.
    /// - NaN parent time: `nil`.
    package func iterationTime(atParentTime t: Double) -> Double? {
        let local = localTime(atParentTime: t)
        if local.isNaN { return nil }
        if local < 0 { return fillMode.fillsBackwards ? 0 : nil }
        guard duration > 0 else { return fillMode.fillsForwards ? 0 : nil }
        let active = activeDuration
        if active.isFinite, local >= active {
            return fillMode.fillsForwards ? endIterationTime(activeDuration: active) : nil
        }
        // Only an infinite repeat leaves `local` unbounded; there is no meaningful phase at local time ∞.
        guard local.isFinite else { return nil }
        return phase(ofLocalTime: local)
    }

    /// ``iterationTime(atParentTime:)`` divided by `duration`, in [0, 1]; for a zero duration 1 once it has
    /// (instantly) finished and filled forwards, and 0 when filled backwards before it starts.
    package func fractionComplete(atParentTime t: Double) -> Double? {
        guard let time = iterationTime(atParentTime: t) else { return nil }
        guard duration > 0 else { return localTime(atParentTime: t) < 0 ? 0 : 1 }
        return time / duration
    }

    /// Whether the animation has run to its end.
    ///
    /// Speed > 0: local time ≥ ``activeDuration``. Speed < 0 (playing backwards): local time ≤ 0. Speed 0 (paused):
    /// only if `timeOffset` already sits at or beyond the end, i.e. local time ≥ ``activeDuration``. A timing that
    /// repeats forever never finishes forwards; NaN `t` is never finished.
    package func isFinished(atParentTime t: Double) -> Bool {
        let local = localTime(atParentTime: t)
        if speed < 0 { return local <= 0 }
        let active = activeDuration
        return active.isFinite && local >= active
    }

    /// Freezes local time where it is at parent time `t`: `timeOffset = localTime(t)`, `speed = 0` (the recipe
    /// from Apple's Technical Q&A QA1673). Pausing a paused timing changes nothing, because a paused local time
    /// already is `timeOffset`. A non-finite `t` is ignored.
    package mutating func pause(atParentTime t: Double) {
        guard t.isFinite else { return }
        timeOffset = localTime(atParentTime: t)
        speed = 0
    }

    /// Restarts the clock at parent time `t` with `speed`, keeping local time continuous: `timeOffset` becomes
    /// the current local time and `beginTime` becomes `t`, so `localTime(t)` is unchanged. A non-finite `t` is
    /// ignored (the timing is left as it is); a non-finite `speed` becomes 0.
    package mutating func resume(atParentTime t: Double, speed: Double = 1) {
        guard t.isFinite else { return }
        timeOffset = localTime(atParentTime: t)
        beginTime = t
        self.speed = speed
    }

    /// Pauses at local time `time` (`speed = 0`, `timeOffset = time`). NaN and infinite times are ignored.
    package mutating func scrub(toLocalTime time: Double) {
        guard time.isFinite else { return }
        speed = 0
        timeOffset = time
    }

    /// The iteration time at local time `local`, for `0 ≤ local < activeDuration` and `duration > 0`.
    private func phase(ofLocalTime local: Double) -> Double {
        guard autoreverses else { return local.truncatingRemainder(dividingBy: duration) }
        let cycleTime = local.truncatingRemainder(dividingBy: 2 * duration)
        return cycleTime < duration ? cycleTime : 2 * duration - cycleTime
    }

    /// Where the last iteration stops: evaluated as the limit from inside the active interval, so a whole
    /// number of iterations ends at `duration` (or 0 after a backward half) rather than wrapping to 0.
    private func endIterationTime(activeDuration active: Double) -> Double {
        let cycle = autoreverses ? 2 * duration : duration
        var cycleTime = active.truncatingRemainder(dividingBy: cycle)
        if cycleTime == 0 { cycleTime = cycle }
        return cycleTime <= duration ? cycleTime : 2 * duration - cycleTime
    }

    private static func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }

    private static func sanitisedDuration(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

    private static func sanitisedRepeatCount(_ value: Double) -> Double { value > 0 ? value : 0 }
}
