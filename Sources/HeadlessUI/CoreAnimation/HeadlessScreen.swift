import Foundation
import TransitionCore

/// An in-memory `UIScreen`: a display with its own refresh rate. The environment has one built-in screen
/// (``HeadlessEnvironment/mainScreen``, at the clock's rate); ``HeadlessEnvironment/connectScreen(size:framesPerSecond:)``
/// adds an external one.
///
/// Modelled rules: a display link made by `displayLink(withTarget:selector:)` is in step with this screen's refresh ("Returns
/// a display link object for the current screen … to synchronize your drawing code to the screen's refresh rate",
/// `UIScreen.displayLink(withTarget:selector:)`); `CADisplayLink(target:selector:)` is the built-in screen's; a
/// screen that disconnected refreshes no more, so its links stop firing. `UIScreen.main` is the built-in screen
/// whichever screen a view is on (Apple discourages it: "reference the screen that displays a view through the
/// screen property on the window scene managing the window containing the view").
@MainActor
public final class HeadlessScreen {
    /// `UIScreen.main`: the current environment's built-in screen.
    public static var main: HeadlessScreen { HeadlessEnvironment.current.mainScreen }

    /// `UIScreen.didDisconnectNotification`, posted by ``disconnect()`` with the screen as its object.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")

    unowned let environment: HeadlessEnvironment
    private let rate: Int
    private let size: CGSize?
    /// Whether the screen is connected; a disconnected screen's display links stop.
    public private(set) var isConnected = true

    init(environment: HeadlessEnvironment, framesPerSecond: Int, size: CGSize?) {
        self.environment = environment
        rate = framesPerSecond
        self.size = size
    }

    /// `maximumFramesPerSecond`: the screen's refresh rate (the built-in screen's is the manual clock's, 60 or 120).
    ///
    /// On an iPhone with ProMotion, UIKit reports 120 only when the app's Info.plist sets
    /// `CADisableMinimumFrameDurationOnPhone` to true (Apple, "Optimizing ProMotion refresh rates for iPhone 13 Pro
    /// and iPad Pro"); the model's clock stands for an app that did.
    public var maximumFramesPerSecond: Int { rate }

    /// The screen's bounds: an external screen's size; for the built-in screen, the size of the environment's newest
    /// window, or an iPhone's.
    public var bounds: CGRect { CGRect(origin: .zero, size: size ?? environment.screenSize) }

    /// How many of the clock's frames pass between two refreshes of this screen.
    var clockFramesPerRefresh: Int { max(1, Int((environment.clock.framesPerSecond / Double(rate)).rounded())) }

    /// `displayLink(withTarget:selector:)`: a display link in step with this screen.
    package func displayLink(_ target: @escaping @MainActor (HeadlessDisplayLink) -> Void) -> HeadlessDisplayLink {
        HeadlessDisplayLink(screen: self, target: target)
    }

    /// The display is unplugged: it refreshes no more, and `UIScreen.didDisconnectNotification` is posted. Scenes on
    /// it move to the built-in screen (as Stage Manager moves its windows back), each told before the notification.
    public func disconnect() {
        guard isConnected, self !== environment.mainScreen else { return }
        environment.perform {
            isConnected = false
            for scene in environment.scenes where scene.screen === self { scene.move(to: environment.mainScreen) }
            NotificationCenter.default.post(name: Self.didDisconnectNotification, object: self)
        }
    }
}
