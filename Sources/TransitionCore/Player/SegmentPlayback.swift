import Foundation

/// A segment ready to hand to a render server: the key times and, for every view the animation moves, its states.
@_spi(Host) public struct SegmentPlayback<View: AnyObject> {
    /// The segment (clock times, fractions, curve).
    public let segment: PlaybackSegment
    /// Key times as fractions 0…1 of the segment's duration (see ``PlaybackSegment/keyTimes(framesPerSecond:)``).
    public let keyTimes: [Double]
    /// The views and their states at each key time, in the engine's drawing order.
    public let tracks: [SegmentTrack<View>]
}
