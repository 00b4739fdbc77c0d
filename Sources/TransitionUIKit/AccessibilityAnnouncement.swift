import Foundation

#if canImport(UIKit)
    // The iOS 17 SDK imports `UIAccessibility.Notification.screenChanged` as a mutable C global, which Swift 6 refuses
    // to read from a strict-concurrency context; UIKit only ever reads it, on the main thread.
    @preconcurrency import UIKit
#else
    import HeadlessUI
#endif

/// What the container tells assistive technologies.
@MainActor
enum AccessibilityAnnouncement {
    /// A new screen is on display: VoiceOver moves its focus to `element` and plays the screen-change sound
    /// (`UIAccessibility.post(notification: .screenChanged, argument:)`).
    static func screenChanged(focusing element: AnyObject) {
        UIAccessibility.post(notification: .screenChanged, argument: element)
    }

    /// Part of the screen changed: VoiceOver reads the new layout, its focus staying where it is
    /// (`UIAccessibility.post(notification: .layoutChanged, argument: nil)`).
    static func layoutChanged() {
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// A scroll by page VoiceOver asked for moved to `position`, which VoiceOver reads ("Search, 2 of 3";
    /// `UIAccessibility.post(notification: .pageScrolled, argument:)`).
    static func pageScrolled(to position: String) {
        UIAccessibility.post(notification: .pageScrolled, argument: position)
    }
}
