import Foundation
@_spi(Host) import TransitionCore

/// A frame clock that moves only when a test says so, like NIO's `EmbeddedEventLoop`: time starts at zero,
/// ``advance(frames:)`` steps frame by frame, subscribers run in the order they subscribed, and each frame ends
/// a run-loop turn.
@MainActor
public final class ManualFrameClock: FrameClock {
    /// The current virtual time in seconds.
    public private(set) var now: TimeInterval = 0
    /// Frames per second: 60 or 120 for today's displays; any positive rate works.
    public let framesPerSecond: Double
    /// Frames advanced so far.
    public private(set) var frameCount = 0
    /// Requests to advance by a non-finite or negative time, which were ignored (time never runs backwards).
    public private(set) var ignoredAdvances: [Double] = []

    /// The most frames one call advances (about 77 hours at 60 Hz): a larger request is recorded in
    /// ``ignoredAdvances`` instead of looping for ever.
    public static let maximumFramesPerCall = 1 << 24
    /// The fastest rate a clock runs at; faster requested rates are clamped to it (no display refreshes faster).
    public static let maximumFramesPerSecond = 1_000.0

    /// Time asked for through ``advance(by:)`` that has not made a whole frame yet, in seconds. It is added to the
    /// next request, so many short advances move time as one long one would.
    private var owedTime: TimeInterval = 0
    private var subscribers: [(FrameSubscription, @MainActor (TimeInterval) -> Void)] = []
    private var observers: [(FrameSubscription, @MainActor (TimeInterval) -> Void)] = []
    private var nextID: UInt64 = 0
    private let runLoop: HeadlessRunLoop

    /// Creates a clock at time zero. A rate that is not finite and positive falls back to 60 Hz; a rate above
    /// ``maximumFramesPerSecond`` is clamped to it.
    init(framesPerSecond: Double, runLoop: HeadlessRunLoop) {
        self.framesPerSecond =
            framesPerSecond.isFinite && framesPerSecond > 0 ? min(framesPerSecond, Self.maximumFramesPerSecond) : 60
        self.runLoop = runLoop
    }

    /// The number of active frame subscribers (running animations).
    public var subscriberCount: Int { subscribers.count }

    /// Calls `handler` on every frame until cancelled.
    @_spi(Host) public func subscribe(_ handler: @escaping @MainActor (TimeInterval) -> Void) -> FrameSubscription {
        nextID += 1
        let subscription = FrameSubscription(id: nextID)
        subscribers.append((subscription, handler))
        return subscription
    }

    /// Stops a subscriber's frames, or an observer's.
    @_spi(Host) public func cancel(_ subscription: FrameSubscription) {
        subscribers.removeAll { $0.0 == subscription }
        observers.removeAll { $0.0 == subscription }
    }

    /// Calls `handler` with each frame's time once the frame is what the display shows: after the subscribers ran
    /// and the run-loop turn ended, and also for frames the main thread missed (``stall(frames:)``), when the render
    /// server still draws. An observer looks; it is not an animation and does not keep ``runUntilIdle(limit:)``
    /// going. Stop it with `cancel(_:)`.
    @_spi(Host) public func observeFrames(_ handler: @escaping @MainActor (TimeInterval) -> Void) -> FrameSubscription {
        nextID += 1
        let subscription = FrameSubscription(id: nextID)
        observers.append((subscription, handler))
        return subscription
    }

    private func showFrame() {
        let current = observers
        for (subscription, handler) in current where observers.contains(where: { $0.0 == subscription }) {
            handler(now)
        }
    }

    /// Advances `frames` frames. Each frame moves time by one frame duration, calls the subscribers, then ends the
    /// run-loop turn. Negative counts advance nothing.
    public func advance(frames: Int) {
        guard frames > 0 else { return }
        for _ in 0..<frames {
            frameCount += 1
            // Multiplying rather than accumulating keeps frame times exact (frame 21 at 60 Hz is 0.35 s).
            now = Double(frameCount) / framesPerSecond
            let current = subscribers
            for (subscription, handler) in current where subscribers.contains(where: { $0.0 == subscription }) {
                handler(now)
            }
            runLoop.drain()
            showFrame()
        }
    }

    /// The main thread is busy for `frames` frames: time moves on but no subscriber hears of it (a display link
    /// fires only when the main thread runs). Core Animation's render server keeps playing what it was given, so a
    /// layer's presentation moves on with the time.
    public func stall(frames: Int) {
        guard frames > 0 else { return }
        for _ in 0..<frames {
            frameCount += 1
            now = Double(frameCount) / framesPerSecond
            showFrame()
        }
    }

    /// Advances whole frames covering `seconds`, rounded to the nearest frame; what rounding leaves over is carried
    /// to the next call, so two `advance(by: 0.008)` at 60 Hz advance one frame, as one `advance(by: 0.016)` does.
    /// NaN, infinite and negative values, and requests of more than ``maximumFramesPerCall`` frames, advance
    /// nothing and are recorded in ``ignoredAdvances``.
    public func advance(by seconds: TimeInterval) {
        let total = owedTime + seconds
        guard seconds.isFinite, seconds >= 0, let frames = Self.frameCount(total * framesPerSecond) else {
            ignoredAdvances.append(seconds)
            return
        }
        owedTime = total - Double(frames) / framesPerSecond
        advance(frames: frames)
    }

    /// `value` rounded to whole frames, or nil when it is not a count one call can advance.
    private static func frameCount(_ value: Double) -> Int? {
        let rounded = value.rounded()
        guard rounded.isFinite, rounded >= 0, rounded <= Double(maximumFramesPerCall) else { return nil }
        return Int(rounded)
    }

    /// Advances frame by frame until no subscriber is left (every animation has ended) or `limit` seconds have
    /// passed; returns the frames advanced. `limit` may be `.infinity` (no limit: an animation that never ends
    /// never returns); NaN and negative limits advance nothing, and a finite limit above ``maximumFramesPerCall``
    /// frames is capped there.
    @discardableResult
    public func runUntilIdle(limit: TimeInterval = 60) -> Int {
        var frames = 0
        let maximum: Int
        if limit == .infinity {
            maximum = .max
        } else if limit.isNaN || limit < 0 {
            maximum = 0
        } else {
            maximum = Self.frameCount(limit * framesPerSecond) ?? Self.maximumFramesPerCall
        }
        while !subscribers.isEmpty, frames < maximum {
            advance(frames: 1)
            frames += 1
        }
        return frames
    }
}
