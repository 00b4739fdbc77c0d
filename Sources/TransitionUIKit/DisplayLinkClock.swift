import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

/// The frame clock of a real display: a `CADisplayLink` of the screen that shows the container, asking for that
/// screen's maximum rate (120 Hz on ProMotion), running only while something subscribes. On an iPhone, 120 Hz also
/// needs `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist (``appAllowsHighFrameRatesOnPhone``).
///
/// The screen is the one showing the view the clock follows (``follow(_:)``: containers and the system
/// transitions tell it), through its window's scene, as Apple asks instead of `UIScreen.main`: a window of an iPad
/// app on an external display or a Stage Manager window there is paced by that display. When the window moves to
/// another screen, or its screen is unplugged, the clock moves with it at the next frame.
///
/// Its time is `CACurrentMediaTime()`, the timeline Core Animation plays on, so a segment the engine hands to
/// Core Animation (``TransitionContainerViewController``) starts at the same instant the engine's progress does.
///
/// ```swift
/// let clock = DisplayLinkClock()
/// let engine = ContainerEngine(host: myContainer, clock: clock)
/// clock.follow(myContainer.view)
/// ```
@MainActor
public final class DisplayLinkClock: FrameClock {
    /// The time the latest frame shows at (its `targetTimestamp`), or the current media time between frames. Never
    /// decreases.
    public var now: TimeInterval { max(lastTimestamp, CACurrentMediaTime()) }
    /// The rate asked for at creation, or the maximum rate (`maximumFramesPerSecond`) of the screen showing the
    /// followed view (the built-in screen while there is none).
    public var framesPerSecond: Double {
        if let requestedRate { return requestedRate }
        let maximum = Double(currentScreen.maximumFramesPerSecond)
        return maximum > 0 ? maximum : 60
    }

    private let requestedRate: Double?
    private weak var followedView: UIView?
    private var lastTimestamp: TimeInterval = 0
    private var subscribers: [(FrameSubscription, @MainActor (TimeInterval) -> Void)] = []
    private var nextID: UInt64 = 0
    private var link: CADisplayLink?
    /// The screen the running link is in step with.
    private weak var linkScreen: UIScreen?
    /// The screen unplugged last: a window still said to be on it is shown by the built-in screen until it moves.
    private weak var unpluggedScreen: UIScreen?
    private var disconnectObservation: NotificationObservation?
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

    /// A clock for the display that shows the followed view, at `framesPerSecond` when given (a positive rate), else
    /// at that display's maximum rate.
    public init(framesPerSecond: Double? = nil) {
        requestedRate = framesPerSecond.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// Paces the clock by the screen that shows `view` (its window's scene's screen), from the next frame on. A
    /// clock shared by several containers follows the last view it was told.
    public func follow(_ view: UIView) {
        followedView = view
    }

    /// The clock a transition shown in `view` plays on, following it: this one, unless this one is paced by another
    /// screen for a transition still running (one configured delegate serves every window of an app, on every
    /// screen); then a clock of the same requested rate kept for `view`'s screen.
    package func clock(showing view: UIView) -> DisplayLinkClock {
        let screen = screen(showing: view)
        if subscribers.isEmpty || screen === currentScreen {
            follow(view)
            return self
        }
        otherScreens.removeAll { $0.screen == nil }
        if let kept = otherScreens.first(where: { $0.screen === screen })?.clock {
            return kept.clock(showing: view)
        }
        let clock = DisplayLinkClock(framesPerSecond: requestedRate)
        clock.follow(view)
        otherScreens.append(ScreenClock(screen: screen, clock: clock))
        return clock
    }

    /// A clock this one handed out for another screen's transitions.
    private struct ScreenClock {
        weak var screen: UIScreen?
        let clock: DisplayLinkClock
    }

    private var otherScreens: [ScreenClock] = []

    /// The screen showing the followed view, or the built-in one.
    private var currentScreen: UIScreen { followedView.map { screen(showing: $0) } ?? UIScreen.main }

    /// The screen showing `view` (its window's scene's), or the built-in one.
    private func screen(showing view: UIView) -> UIScreen {
        if let screen = view.window?.windowScene?.screen, screen !== unpluggedScreen { return screen }
        return UIScreen.main
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
        let screen = currentScreen
        let link = target.makeLink(on: screen)
        linkScreen = screen
        if disconnectObservation == nil {
            disconnectObservation = NotificationObservation(name: UIScreen.didDisconnectNotification) {
                [weak self] screen in self?.screenDisconnected(screen)
            }
        }
        let rate = Float(framesPerSecond)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: min(60, rate), maximum: rate, preferred: rate)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func stop() {
        link?.invalidate()
        link = nil
        linkScreen = nil
    }

    /// A link on a screen that was unplugged fires no more: the clock moves to the screen that shows the view now.
    private func screenDisconnected(_ object: Any?) {
        guard let screen = object as? UIScreen else { return }
        unpluggedScreen = screen
        guard link != nil, screen === linkScreen else { return }
        stop()
        startIfNeeded()
    }

    private func tick(_ link: CADisplayLink) {
        // The followed view's window moved to another screen: the next frames come from that screen's link.
        if currentScreen !== linkScreen {
            stop()
            startIfNeeded()
            return
        }
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
