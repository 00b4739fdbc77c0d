import Foundation

/// One `UIAccessibility.post(notification:argument:)`.
public struct HeadlessAccessibilityPost {
    /// The notification.
    public var notification: HeadlessAccessibility.Notification
    /// The argument: for `.screenChanged` and `.layoutChanged`, the element VoiceOver moves to.
    public var argument: AnyObject?
}
