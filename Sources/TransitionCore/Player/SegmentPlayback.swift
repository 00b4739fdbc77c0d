import Foundation

/// A segment ready to hand to a render server: for every view the animation moves, its key times and states.
@_spi(Host) public struct SegmentPlayback<View: AnyObject> {
    /// The segment (clock times, fractions, curve).
    public let segment: PlaybackSegment
    /// The views and their states at each of their key times, in the engine's drawing order.
    public let tracks: [SegmentTrack<View>]
}
