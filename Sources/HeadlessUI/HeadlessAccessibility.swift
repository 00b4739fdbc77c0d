import Foundation

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
        /// `.pageScrolled`: a scroll by page VoiceOver asked for completed; the argument is the new position to read
        /// ("Tab 3 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// `UIAccessibility.AssistiveTechnologyIdentifier`: which assistive technology's focus
    /// ``focusedElement(using:)`` reads.
    public struct AssistiveTechnologyIdentifier: Hashable, Sendable {
        /// UIKit's value.
        public let rawValue: String
        /// `.notificationVoiceOver`: VoiceOver.
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        /// `.notificationSwitchControl`: Switch Control.
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    /// `UIAccessibility.focusedElement(using:)`: the element the assistive technology's focus is on (`UIAccessibility`
    /// reference, iOS 9), here VoiceOver's (``HeadlessAccessibilitySettings/focusedElement``) for VoiceOver or nil;
    /// the model has no Switch Control focus.
    public static func focusedElement(using identifier: AssistiveTechnologyIdentifier?) -> Any? {
        guard identifier == nil || identifier == .notificationVoiceOver else { return nil }
        return HeadlessEnvironment.current.accessibility.focusedElement
    }

    /// `UIAccessibility.post(notification:argument:)`, recorded in the current environment's
    /// ``HeadlessAccessibilitySettings/posts``.
    public static func post(notification: Notification, argument: Any?) {
        HeadlessEnvironment.current.accessibility.record(
            HeadlessAccessibilityPost(notification: notification, argument: argument.map { $0 as AnyObject }))
    }
}

/// `UIAccessibilityScrollDirection`: the way VoiceOver's three-finger swipe asks a view to scroll by page.
public enum HeadlessAccessibilityScrollDirection: Int, Sendable, Hashable {
    /// `.right`.
    case right = 1
    /// `.left`.
    case left
    /// `.up`.
    case up
    /// `.down`.
    case down
    /// `.next`.
    case next
    /// `.previous`.
    case previous
}
