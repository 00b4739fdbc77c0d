import Foundation

/// The on-screen keyboard of an environment.
@MainActor
public final class HeadlessKeyboard {
    /// What the keyboard did, oldest first.
    public enum Event: String, Sendable, Hashable {
        /// `UIResponder.keyboardWillShowNotification`.
        case willShow
        /// `UIResponder.keyboardWillHideNotification`.
        case willHide
    }

    /// Whether the keyboard is on screen.
    public private(set) var isShown = false
    /// Every show and hide, oldest first.
    public private(set) var events: [Event] = []

    func show() {
        guard !isShown else { return }
        isShown = true
        events.append(.willShow)
    }

    func hide() {
        guard isShown else { return }
        isShown = false
        events.append(.willHide)
    }
}
