import Foundation
import TransitionCore

/// An in-memory `CADisplayLink` on the environment's ``ManualFrameClock``: once added to a run loop it calls its
/// target on every frame the clock advances, with ``timestamp`` the frame's time, until invalidated or paused.
///
/// Modelled rules (`CADisplayLink` reference): the link retains its target; it fires only after `add(to:forMode:)`;
/// `invalidate()` removes it from every run loop and releases the target; `isPaused` suspends the calls.
@MainActor
package final class HeadlessDisplayLink {
    /// The time of the frame being delivered (the previous frame's, between frames).
    package private(set) var timestamp: TimeInterval = 0
    /// When the next frame will be shown.
    package var targetTimestamp: TimeInterval { timestamp + 1 / environment.clock.framesPerSecond }
    /// The frame rates asked for; the model's clock runs at its own rate whatever is asked.
    package var preferredFrameRateRange = HeadlessFrameRateRange.default
    /// Suspends the calls while true.
    package var isPaused = false

    private var target: (@MainActor (HeadlessDisplayLink) -> Void)?
    private var subscription: FrameSubscription?
    private let environment: HeadlessEnvironment

    /// A link that calls `target` each frame (what `CADisplayLink(target:selector:)` does through a selector).
    package init(target: @escaping @MainActor (HeadlessDisplayLink) -> Void) {
        self.target = target
        environment = .current
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
        timestamp = time
        guard !isPaused, let target else { return }
        target(self)
    }
}

/// `CAFrameRateRange`.
package struct HeadlessFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    package var minimum: Float
    /// The highest acceptable rate.
    package var maximum: Float
    /// The preferred rate.
    package var preferred: Float?

    /// `CAFrameRateRange(minimum:maximum:preferred:)`.
    package init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// `CAFrameRateRange.default`: no preference.
    package static let `default` = HeadlessFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// An in-memory `UIScreen`: the display's refresh rate is the environment's clock rate.
@MainActor
public final class HeadlessScreen {
    /// `UIScreen.main`: the current environment's screen.
    public static var main: HeadlessScreen { HeadlessScreen(environment: .current) }

    private let environment: HeadlessEnvironment
    init(environment: HeadlessEnvironment) { self.environment = environment }

    /// `maximumFramesPerSecond`: the manual clock's rate (60 or 120).
    ///
    /// On an iPhone with ProMotion, UIKit reports 120 only when the app's Info.plist sets
    /// `CADisableMinimumFrameDurationOnPhone` to true (Apple, "Optimizing ProMotion refresh rates for iPhone 13 Pro
    /// and iPad Pro"); the model's clock stands for an app that did.
    public var maximumFramesPerSecond: Int { Int(environment.clock.framesPerSecond.rounded()) }

    /// The screen's bounds: the size of the environment's newest window, or an iPhone's.
    public var bounds: CGRect { CGRect(origin: .zero, size: environment.screenSize) }
}

/// `CACurrentMediaTime()`: the current environment's manual clock.
@MainActor
func headlessCurrentMediaTime() -> TimeInterval {
    HeadlessEnvironment.current.clock.now
}
