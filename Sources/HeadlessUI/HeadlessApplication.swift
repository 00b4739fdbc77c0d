import Foundation

/// The parts of `UIApplication` and `UIAccessibility` the model provides.
public enum HeadlessApplication {
    /// `UIApplication.didEnterBackgroundNotification`, posted by ``HeadlessEnvironment/enterBackground()``.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
}

/// An environment's accessibility settings. Changing ``isReduceMotionEnabled`` posts
/// `UIAccessibility.reduceMotionStatusDidChangeNotification` on the default notification center, on the main thread,
/// as UIKit does when the user flips the switch (`UIAccessibility` reference).
@MainActor
public final class HeadlessAccessibilitySettings {
    /// Settings > Accessibility > Motion > Reduce Motion.
    public var isReduceMotionEnabled = false {
        didSet {
            guard isReduceMotionEnabled != oldValue else { return }
            NotificationCenter.default.post(
                name: HeadlessAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }
}

/// `UIAccessibility`: the current environment's settings.
@MainActor
public enum HeadlessAccessibility {
    /// `UIAccessibility.isReduceMotionEnabled`.
    public static var isReduceMotionEnabled: Bool { HeadlessEnvironment.current.accessibility.isReduceMotionEnabled }
    /// `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public static let reduceMotionStatusDidChangeNotification = Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// `UITraitCollection`: the layout direction is the only trait the model has.
public struct HeadlessTraitCollection: Sendable, Hashable {
    /// The layout direction.
    public var layoutDirection: HeadlessLayoutDirection
}
