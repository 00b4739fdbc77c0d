import Foundation

/// A source of display frames: CADisplayLink on Apple platforms, a wall clock in the CLI, and HeadlessUI's manual
/// clock in tests, where time moves only when the test says so.
@MainActor
public protocol FrameClock: AnyObject {
    /// The current time in seconds. Never decreases.
    var now: TimeInterval { get }
    /// Frames per second (60 or 120 on today's displays).
    var framesPerSecond: Double { get }
    /// Calls `handler` with the frame's timestamp on every frame until the subscription is cancelled.
    @_spi(Host) func subscribe(_ handler: @escaping @MainActor (TimeInterval) -> Void) -> FrameSubscription
    /// Stops the frame calls of `subscription`; cancelling twice is harmless.
    @_spi(Host) func cancel(_ subscription: FrameSubscription)
}

extension FrameClock {
    /// The length of one frame in seconds.
    public var frameDuration: TimeInterval { 1 / framesPerSecond }
}
