import Foundation

/// What VoiceOver can reach and where its escape gesture goes, as UIKit documents them (`UIAccessibility` reference:
/// "accessibilityElementsHidden", "accessibilityViewIsModal", "accessibilityPerformEscape()"):
///
/// - VoiceOver reaches a view that is on screen (in a window, not hidden, not transparent) unless the view or an
///   ancestor has `accessibilityElementsHidden`;
/// - a view with `accessibilityViewIsModal`, on screen, makes VoiceOver ignore its *siblings* and their subtrees —
///   only its siblings, so a modal view meant to cover a screen must be a sibling of that screen or of an ancestor
///   of it;
/// - the escape gesture (a two-finger Z) goes to the element VoiceOver is on, then up the responder chain (a view,
///   its controller when it is the controller's root view, then its superview…) until an
///   `accessibilityPerformEscape()` (or a view's `accessibilityPerformEscapeBlock`, iOS 17) returns true;
/// - a scroll by page (a three-finger swipe) goes to the element VoiceOver is on, then to the views above it until an
///   `accessibilityScroll(_:)` returns true (UIKit's header: "If the action failed, the method will be called on a
///   view higher in the hierarchy"). Which way a swipe asks (a swipe to the left asking `.left`, read as the next
///   page) is the common reading, unverified on a device.
extension HeadlessView {
    /// Whether VoiceOver can reach the view (see the rules above).
    public var isReachableByVoiceOver: Bool {
        guard isVisibleOnScreen else { return false }
        var view: HeadlessView? = self
        while let current = view {
            if current.accessibilityElementsHidden { return false }
            if let parent = current.superview,
                parent.subviews.contains(where: {
                    $0 !== current && $0.accessibilityViewIsModal && $0.isVisibleOnScreen
                })
            {
                return false
            }
            view = current.superview
        }
        return true
    }
}

extension HeadlessAccessibilitySettings {
    /// Performs VoiceOver's escape gesture on the focused element (``focusedElement``): up the responder chain
    /// until an `accessibilityPerformEscape()` returns true. True when one did.
    @discardableResult
    public func performEscape() -> Bool {
        var view = focusedElement as? HeadlessView
        while let current = view {
            if let block = current.accessibilityPerformEscapeBlock {
                if block() { return true }
            } else if current.accessibilityPerformEscape() {
                return true
            }
            if let owner = current.owner, owner.accessibilityPerformEscape() { return true }
            view = current.superview
        }
        return false
    }
}

extension HeadlessAccessibilitySettings {
    /// Performs VoiceOver's scroll by page on the focused element (``focusedElement``): up the views until an
    /// `accessibilityScroll(_:)` returns true. True when one did.
    @discardableResult
    public func performScroll(_ direction: HeadlessAccessibilityScrollDirection) -> Bool {
        var view = focusedElement as? HeadlessView
        while let current = view {
            if current.accessibilityScroll(direction) { return true }
            view = current.superview
        }
        return false
    }
}
