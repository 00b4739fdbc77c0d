import Foundation

/// The parts of `UIApplication` and `UIAccessibility` the model provides.
public enum HeadlessApplication {
    /// `UIApplication.didEnterBackgroundNotification`, posted by ``HeadlessEnvironment/enterBackground()``.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
}

/// An environment's accessibility settings, and what the app told assistive technologies.
///
/// Changing ``isReduceMotionEnabled`` posts `UIAccessibility.reduceMotionStatusDidChangeNotification`, and changing
/// ``prefersCrossFadeTransitions`` posts `UIAccessibility.prefersCrossFadeTransitionsStatusDidChange`, on the default
/// notification center, on the main thread, as UIKit does when the user flips the switch (`UIAccessibility`
/// reference: "isReduceMotionEnabled", "prefersCrossFadeTransitions", iOS 14).
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

    /// Settings > Accessibility > Motion > Prefer Cross-Fade Transitions.
    public var prefersCrossFadeTransitions = false {
        didSet {
            guard prefersCrossFadeTransitions != oldValue else { return }
            NotificationCenter.default.post(
                name: HeadlessAccessibility.prefersCrossFadeTransitionsStatusDidChange, object: nil)
        }
    }

    /// Every `UIAccessibility.post(notification:argument:)`, oldest first: what VoiceOver would be told. A
    /// `.screenChanged` post moves VoiceOver's focus to its argument (or to the first element of the new screen when
    /// the argument is nil) and plays the screen-change sound (`UIAccessibility.Notification` reference).
    public private(set) var posts: [HeadlessAccessibilityPost] = []

    /// The element VoiceOver is on: the argument of the last `.screenChanged` or `.layoutChanged` post that named
    /// one (the model does not pick "the first element" for a post without one; the focus stays).
    public private(set) weak var focusedElement: AnyObject?

    func record(_ post: HeadlessAccessibilityPost) {
        posts.append(post)
        if let element = post.argument { focusedElement = element }
    }
}

/// One `UIAccessibility.post(notification:argument:)`.
public struct HeadlessAccessibilityPost {
    /// The notification.
    public var notification: HeadlessAccessibility.Notification
    /// The argument: for `.screenChanged` and `.layoutChanged`, the element VoiceOver moves to.
    public var argument: AnyObject?
}

/// `UIAccessibility`: the current environment's settings, and the notifications an app posts.
@MainActor
public enum HeadlessAccessibility {
    /// `UIAccessibility.isReduceMotionEnabled`.
    public static var isReduceMotionEnabled: Bool { HeadlessEnvironment.current.accessibility.isReduceMotionEnabled }
    /// `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// `UIAccessibility.prefersCrossFadeTransitions`.
    public static var prefersCrossFadeTransitions: Bool {
        HeadlessEnvironment.current.accessibility.prefersCrossFadeTransitions
    }
    /// `UIAccessibility.prefersCrossFadeTransitionsStatusDidChange`.
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

    /// `UIAccessibility.Notification`: what an app tells assistive technologies.
    public struct Notification: Hashable, Sendable {
        /// UIKit's value.
        public let rawValue: UInt32
        /// `.screenChanged`: a new screen is on display.
        public static let screenChanged = Notification(rawValue: 1000)
        /// `.layoutChanged`: part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
    }

    /// `UIAccessibility.post(notification:argument:)`, recorded in the current environment's
    /// ``HeadlessAccessibilitySettings/posts``.
    public static func post(notification: Notification, argument: Any?) {
        HeadlessEnvironment.current.accessibility.record(
            HeadlessAccessibilityPost(notification: notification, argument: argument.map { $0 as AnyObject }))
    }
}

/// `UITraitCollection`: the layout direction is the only trait the model has.
public struct HeadlessTraitCollection: Sendable, Hashable {
    /// The layout direction.
    public var layoutDirection: HeadlessLayoutDirection
}
