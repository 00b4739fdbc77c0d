import Foundation
@_spi(Host) import TransitionCore

/// An in-memory `CADisplayLink` on the environment's ``ManualFrameClock``: once added to a run loop it calls its
/// target on every refresh of its screen (every frame the clock advances, for a screen at the clock's rate), until
/// invalidated or paused. The frame it is called for is the one the screen then shows: its time is
/// ``targetTimestamp``, and ``timestamp`` is the refresh before it.
///
/// Modelled rules (`CADisplayLink` reference): the link retains its target; it fires only after `add(to:forMode:)`;
/// `invalidate()` removes it from every run loop and releases the target; `isPaused` suspends the calls;
/// `timestamp` is "when the last frame displayed" and `targetTimestamp` "when the next frame displays" ("If you need
/// to calculate what to display next, use targetTimestamp instead"), a refresh apart. A link is its screen's
/// (`UIScreen.displayLink(withTarget:selector:)`; `CADisplayLink(target:selector:)` makes the built-in screen's) and
/// fires only while that screen is connected.
@MainActor
package final class HeadlessDisplayLink {
    /// When the last frame was shown: a frame's duration before ``targetTimestamp``.
    package var timestamp: TimeInterval { targetTimestamp - 1 / Double(screen.maximumFramesPerSecond) }
    /// When the frame being prepared will be shown: the clock's time of the frame the link is called for.
    package private(set) var targetTimestamp: TimeInterval = 0
    /// The frame rates asked for; the model's clock runs at its own rate whatever is asked.
    package var preferredFrameRateRange = HeadlessFrameRateRange.default
    /// Suspends the calls while true.
    package var isPaused = false

    private var target: (@MainActor (HeadlessDisplayLink) -> Void)?
    private var subscription: FrameSubscription?
    private let environment: HeadlessEnvironment
    /// The screen whose refreshes the link follows.
    package let screen: HeadlessScreen

    /// A link that calls `target` on each refresh of the built-in screen (what `CADisplayLink(target:selector:)` does
    /// through a selector).
    package convenience init(target: @escaping @MainActor (HeadlessDisplayLink) -> Void) {
        self.init(screen: HeadlessEnvironment.current.mainScreen, target: target)
    }

    init(screen: HeadlessScreen, target: @escaping @MainActor (HeadlessDisplayLink) -> Void) {
        self.target = target
        self.screen = screen
        environment = screen.environment
    }

    /// `add(to:forMode:)`: starts the frames (once; later calls change nothing).
    package func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard subscription == nil, target != nil else { return }
        let clock = environment.clock
        subscription = clock.subscribe { [weak self] time in self?.fire(at: time) }
    }

    /// `invalidate()`: stops the frames and releases the target.
    package func invalidate() {
        if let subscription { environment.clock.cancel(subscription) }
        subscription = nil
        target = nil
    }

    /// Whether the link delivers frames (added and not invalidated).
    package var isRunning: Bool { subscription != nil }

    private func fire(at time: TimeInterval) {
        guard screen.isConnected, environment.clock.frameCount % screen.clockFramesPerRefresh == 0 else { return }
        targetTimestamp = time
        guard !isPaused, let target else { return }
        target(self)
    }
}

/// `CACurrentMediaTime()`: the current environment's manual clock.
@MainActor
func headlessCurrentMediaTime() -> TimeInterval {
    HeadlessEnvironment.current.clock.now
}
