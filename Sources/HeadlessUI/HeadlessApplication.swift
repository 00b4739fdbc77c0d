import Foundation

/// The parts of `UIApplication` and `UIAccessibility` the model provides.
public enum HeadlessApplication {
    /// `UIApplication.didEnterBackgroundNotification`, posted by ``HeadlessEnvironment/enterBackground()``.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
}
