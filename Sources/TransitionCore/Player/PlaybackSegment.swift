import Foundation

/// A stretch of a transition that plays by itself — the whole animation, or a finish or cancel after a gesture —
/// from one progress fraction to another over a fixed time on one curve.
///
/// The engine's driver turns clock time into progress through it, and a host that hands play to a render server
/// (Core Animation) samples it at the display's frame times: both read the same function, so the two cannot drift.
@_spi(Host) public struct PlaybackSegment: Sendable, Equatable {
    /// The clock time at which the segment starts (its fraction is ``startFraction`` then).
    public var beginTime: TimeInterval
    /// How long it plays, in seconds (0 jumps straight to ``endFraction``).
    public var duration: TimeInterval
    /// The progress fraction at the start.
    public var startFraction: Double
    /// The progress fraction at the end: 1 when finishing, 0 when cancelling.
    public var endFraction: Double
    /// The easing from start to end.
    public var curve: TimingCurve

    /// Creates a segment.
    public init(
        beginTime: TimeInterval, duration: TimeInterval, startFraction: Double, endFraction: Double, curve: TimingCurve
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.startFraction = startFraction
        self.endFraction = endFraction
        self.curve = curve
    }

    /// The progress fraction `localTime` seconds into the segment (clamped to the segment).
    public func fraction(atLocalTime localTime: TimeInterval) -> Double {
        guard duration > 0 else { return endFraction }
        let local = min(max(localTime / duration, 0), 1)
        return startFraction + (endFraction - startFraction) * curve.value(at: local)
    }

    /// The segment's key times, as fractions 0…1 of its duration: one per display frame of `framesPerSecond`, and
    /// the end. Core Animation interpolates linearly between them, so a keyframe animation built on them shows on
    /// every frame exactly the value the engine computes for that frame.
    public func keyTimes(framesPerSecond: Double) -> [Double] {
        let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? min(framesPerSecond, 1_000) : 60
        // A segment longer than the documented 10 s limit is still sampled, at a coarser step, so the count stays
        // bounded (4,096 keyframes).
        let frames = duration > 0 ? min(max(Int((duration * rate).rounded(.up)), 1), 4_096) : 1
        return (0...frames).map { Double($0) / Double(frames) }
    }
}
