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
    /// The input accessory docked at the bottom of the screen (a first responder controller's
    /// `inputAccessoryView`), nil when none shows.
    public var accessory: HeadlessView? { window?.rootView.subviews.first }
    /// The window input accessories show in, over the app's (made when the first one shows).
    public private(set) var window: HeadlessWindow?

    /// Docks `view` in the keyboard's window (`size`: the screen's), replacing any accessory shown.
    func dock(_ view: HeadlessView, size: CGSize, environment: HeadlessEnvironment) {
        let window = self.window ?? HeadlessWindow(size: size, environment: environment)
        self.window = window
        for shown in window.rootView.subviews where shown !== view { shown.removeFromSuperview() }
        let height = max(view.bounds.height, 44)
        view.frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
        if view.superview !== window.rootView { window.rootView.addSubview(view) }
    }

    /// Takes the docked accessory down (a text field in it resigns, hiding the keyboard).
    func undock() {
        for shown in window?.rootView.subviews ?? [] { shown.removeFromSuperview() }
    }
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
