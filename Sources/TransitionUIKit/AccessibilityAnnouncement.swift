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

    /// Whether VoiceOver's focus is on an element of a window other than `window` (the app's other window side by
    /// side on an iPad, or over it): a change in `window` then leaves the focus where the person is. False when
    /// VoiceOver's focus is nowhere, or on an element whose window cannot be told.
    static func voiceOverIsElsewhere(than window: UIWindow) -> Bool {
        guard let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver).map({ $0 as AnyObject }),
            let view = view(holding: focused), let other = view.window
        else { return false }
        return other !== window
    }

    /// The view `element` is in: itself, or the view its chain of accessibility containers ends in.
    private static func view(holding element: AnyObject) -> UIView? {
        var current: AnyObject? = element
        while let element = current {
            if let view = element as? UIView { return view }
            #if canImport(UIKit)
                current = (element as? UIAccessibilityElement)?.accessibilityContainer as AnyObject?
            #else
                current = nil
            #endif
        }
        return nil
    }

    /// A scroll by page VoiceOver asked for moved to `position`, which VoiceOver reads ("Search, 2 of 3";
    /// `UIAccessibility.post(notification: .pageScrolled, argument:)`).
    static func pageScrolled(to position: String) {
        UIAccessibility.post(notification: .pageScrolled, argument: position)
    }
}
