import Foundation

/// An in-memory `UIWindowScene`: one of an app's windows on a screen (a window of a multi-window iPad app, or the
/// app's only window on an iPhone), with its activation state. Make one with
/// ``HeadlessEnvironment/makeScene(on:)``; ``HeadlessEnvironment/makeWindow(size:scene:)`` puts a window in it
/// (in the environment's first scene by default).
///
/// Modelled rules (`UIScene`, `UISceneDelegate` and `UIApplication` references): each scene goes to the background
/// on its own, posting `UIScene.didEnterBackgroundNotification` with the scene as its object ("the scene is running
/// in the background and is no longer onscreen"), after `willDeactivateNotification`; UIKit posts
/// `UIApplication.didEnterBackgroundNotification` "when the app enters the background", which for an app of several
/// scenes is when none is left in the foreground. A scene that stops being active cancels the touches on its windows
/// (`touchesCancelled(_:with:)`: "a system event … cancels a touch sequence"). A scene moved to another screen (a
/// Stage Manager window dragged to an external display) is shown at that screen's rate from then on.
@MainActor
public final class HeadlessWindowScene {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Sendable, Hashable {
        /// Not connected to the app yet.
        case unattached
        /// On screen and receiving events.
        case foregroundActive
        /// On screen, not receiving events.
        case foregroundInactive
        /// Off screen.
        case background
    }

    /// `UIScene.willDeactivateNotification`.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// `UIScene.didEnterBackgroundNotification`.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// `UIScene.willEnterForegroundNotification`.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// `UIScene.didActivateNotification`.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")

    /// The scene's state.
    public private(set) var activationState = ActivationState.foregroundActive
    /// The screen that shows the scene.
    public private(set) var screen: HeadlessScreen
    private unowned let environment: HeadlessEnvironment
    private var windowEntries: [WeakSceneWindow] = []

    init(screen: HeadlessScreen, environment: HeadlessEnvironment) {
        self.screen = screen
        self.environment = environment
    }

    /// The scene's windows, oldest first.
    public var windows: [HeadlessWindow] { windowEntries.compactMap(\.window) }

    func add(_ window: HeadlessWindow) {
        windowEntries.removeAll { $0.window == nil }
        windowEntries.append(WeakSceneWindow(window: window))
    }

    /// The scene goes to the background (its window closed to the app switcher, or swiped away in Stage Manager):
    /// touches on its windows are cancelled, `willDeactivateNotification` then `didEnterBackgroundNotification` are
    /// posted, and if no scene of the app is left in the foreground, `UIApplication.didEnterBackgroundNotification`.
    /// Then the run-loop turn ends.
    public func enterBackground() {
        environment.perform { goToBackground(postingForTheApp: true) }
    }

    func goToBackground(postingForTheApp: Bool) {
        guard activationState != .background else { return }
        if activationState == .foregroundActive {
            for window in windows { window.cancelAllTouches() }
            activationState = .foregroundInactive
            NotificationCenter.default.post(name: Self.willDeactivateNotification, object: self)
        }
        activationState = .background
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        if postingForTheApp, environment.scenes.allSatisfy({ $0.activationState == .background }) {
            NotificationCenter.default.post(name: HeadlessApplication.didEnterBackgroundNotification, object: nil)
        }
    }

    /// The scene comes back on screen and becomes active: `willEnterForegroundNotification`, then
    /// `didActivateNotification`. Then the run-loop turn ends.
    public func enterForeground() {
        guard activationState != .foregroundActive else { return }
        environment.perform {
            if activationState == .background {
                activationState = .foregroundInactive
                NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
            }
            activationState = .foregroundActive
            NotificationCenter.default.post(name: Self.didActivateNotification, object: self)
        }
    }

    /// The scene moves to another screen (a Stage Manager window dragged to an external display, or back when the
    /// display is unplugged).
    public func move(to screen: HeadlessScreen) {
        self.screen = screen
    }
}

@MainActor
private struct WeakSceneWindow {
    weak var window: HeadlessWindow?
}
