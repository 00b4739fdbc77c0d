import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

/// The frame clock of a real display: a `CADisplayLink` that asks for the display's maximum rate (120 Hz on
/// ProMotion), running only while something subscribes. On an iPhone, 120 Hz also needs
/// `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist (``appAllowsHighFrameRatesOnPhone``).
///
/// Its time is `CACurrentMediaTime()`, the timeline Core Animation plays on, so a segment the engine hands to
/// Core Animation (``TransitionContainerViewController``) starts at the same instant the engine's progress does.
///
/// ```swift
/// let clock = DisplayLinkClock()
/// let engine = ContainerEngine(host: myContainer, clock: clock)
/// ```
@MainActor
public final class DisplayLinkClock: FrameClock {
    /// The time the latest frame shows at (its `targetTimestamp`), or the current media time between frames. Never
    /// decreases.
    public var now: TimeInterval { max(lastTimestamp, CACurrentMediaTime()) }
    /// The display's maximum rate (`UIScreen.maximumFramesPerSecond`).
    public let framesPerSecond: Double

    private var lastTimestamp: TimeInterval = 0
    private var subscribers: [(FrameSubscription, @MainActor (TimeInterval) -> Void)] = []
    private var nextID: UInt64 = 0
    private var link: CADisplayLink?
    private lazy var target = DisplayLinkTarget { [weak self] link in
        guard let self else { return false }
        self.tick(link)
        return true
    }

    /// Whether the app's Info.plist sets `CADisableMinimumFrameDurationOnPhone` to true. Without it an iPhone with
    /// ProMotion delivers display-link frames and Core Animation frames at 60 Hz at most, whatever the clock asks for
    /// ("Optimizing ProMotion refresh rates for iPhone 13 Pro and iPad Pro", Apple); iPads need no key.
    public static var appAllowsHighFrameRatesOnPhone: Bool {
        (Bundle.main.object(forInfoDictionaryKey: "CADisableMinimumFrameDurationOnPhone") as? Bool) == true
    }

    /// A clock for the main screen's display.
    public init(framesPerSecond: Double? = nil) {
        let maximum = Double(UIScreen.main.maximumFramesPerSecond)
        self.framesPerSecond = framesPerSecond.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? max(maximum, 60)
    }

    /// Calls `handler` on every display frame until cancelled; the display link runs while anyone subscribes.
    @_spi(Host) public func subscribe(_ handler: @escaping @MainActor (TimeInterval) -> Void) -> FrameSubscription {
        nextID += 1
        let subscription = FrameSubscription(id: nextID)
        subscribers.append((subscription, handler))
        startIfNeeded()
        return subscription
    }

    /// Stops a subscriber's frames; the display link stops with the last one.
    @_spi(Host) public func cancel(_ subscription: FrameSubscription) {
        subscribers.removeAll { $0.0 == subscription }
        if subscribers.isEmpty { stop() }
    }

    private func startIfNeeded() {
        guard link == nil else { return }
        let link = target.makeLink()
        let rate = Float(framesPerSecond)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: min(60, rate), maximum: rate, preferred: rate)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func stop() {
        link?.invalidate()
        link = nil
    }

    private func tick(_ link: CADisplayLink) {
        // The frame being prepared shows at `targetTimestamp` ("If you need to calculate what to display next, use
        // targetTimestamp", `CADisplayLink`): drawn for `timestamp`, the last frame's time, the views and everything
        // that follows progress (a tab indicator) would trail Core Animation's keyframes by a frame.
        lastTimestamp = max(lastTimestamp, link.targetTimestamp)
        let time = lastTimestamp
        let current = subscribers
        for (subscription, handler) in current where subscribers.contains(where: { $0.0 == subscription }) {
            handler(time)
        }
    }
}
