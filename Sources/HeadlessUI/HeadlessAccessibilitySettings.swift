import Foundation

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

    /// A person moves VoiceOver's focus to `element` (swiping or touching their way to it).
    public func focus(_ element: AnyObject) {
        focusedElement = element
    }

    func record(_ post: HeadlessAccessibilityPost) {
        posts.append(post)
        // A `.pageScrolled` post's argument is what VoiceOver reads, not an element to go to.
        let moves = post.notification == .screenChanged || post.notification == .layoutChanged
        if moves, let element = post.argument { focusedElement = element }
    }
}
